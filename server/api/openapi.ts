/**
 * The OpenAPI 3.1 document of /api, served at GET /api/openapi.json (docs/architecture.md,
 * 'API shapes and OpenAPI'). Every route is described once below; its shapes are the zod
 * schemas of `./schemas.ts`, turned into JSON Schema (2020-12, the dialect of OpenAPI 3.1) by
 * zod's own `z.toJSONSchema`. `openapi.test.ts` fails when a route of the app is missing here,
 * or a path here does not exist in the app.
 */
import { z } from 'zod';
import { can, ROLES, type Permission } from '../../core/auth';
import packageJson from '../../package.json';
import { SESSION_COOKIE } from '../auth/auth.service';
import { idempotencyKeySchema } from '../lib/idempotency';
import { frontPageSlotParams } from '../news/front-page.commands';
import * as s from './schemas';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call: nobody's credentials are looked at, they change the answer, or they are required. */
type Access = 'public' | 'optional' | 'signed-in' | Permission;

/** Refusals an operation may answer, each the error body with this meaning. */
const REFUSALS = {
  400: 'Invalid input: `fields` names the first problem with each field. Text no field may hold (control characters, bytes that are not UTF-8) is refused so in the address and in the body too.',
  401: "Not signed in (code 'unauthorized').",
  403: "Not allowed: the role lacks the permission ('forbidden'), the account must first change its password ('password_change_required'), or a cookie-carried write came from another site ('cross_site').",
  404: 'No such thing.',
  409: 'Refused because of the current state (see `code`).',
  413: 'The request body is too large.',
  415: 'The body is neither JSON nor a form.',
  422: "Well formed, but not what this request may do (see `code`: 'idempotency_key_reused', the Idempotency-Key was used before for a different request).",
  429: 'Too many requests from this address: wait the seconds of `Retry-After`.',
  503: 'The server is busy: try again after `Retry-After`.',
} as const;
type Refusal = keyof typeof REFUSALS;

interface Route {
  method: Method;
  /** As OpenAPI writes it: `/api/news/{id}`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  params?: Record<string, { schema: z.ZodType; description: string }>;
  /** Request headers the operation reads (optional ones). */
  headers?: Record<string, { schema: z.ZodType; description: string }>;
  query?: z.ZodObject;
  /** JSON, and for article writes also the multipart form. */
  body?: { json: z.ZodType; form?: z.ZodType };
  ok: { status: number; description: string; schema: z.ZodType; cache?: string; setsCookie?: string };
  /** An answer other than the ok one that is not an `Error` (GET /api/ready's 503). */
  notOk?: { status: number; description: string; schema: z.ZodType };
  refusals?: Refusal[];
}

const uuidParam = (what: string) => ({ schema: z.uuid(), description: `The ${what}'s id.` });
const revisionNumber = {
  schema: z.string().regex(/^[1-9]\d{0,8}$/),
  description: 'The revision number (1 is the first).',
};

/** A place on the front page (server/news/front-page.commands.ts `frontPageSlotParams`). */
const frontPageSlot = {
  schema: frontPageSlotParams.shape.slot,
  description: "Where: 'featured' (the Featured Stories slots) or 'breaking' (the breaking banner).",
};

const liveEntryParam = { schema: z.string().regex(/^\d{1,15}$/), description: "The entry's id." };

/** A saved story's key: its id, or its slug. */
const savedKey = {
  schema: z.string().max(120),
  description: "The article's id, or its slug (the last part of its address).",
};

const articleKey = {
  schema: z.string().max(300),
  description: "The article's id, or its slug (the last part of its address).",
};

/** Of this document itself, only the outline: OpenAPI 3.1's own schema describes the rest. */
const openApiShape = z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) });
const userList = z.array(s.userListItemSchema);

const PUBLIC_HOUR = 'public, max-age=3600';

/** GET /api/ready (server/lib/readiness.ts). */
const readySchema = z.object({ status: z.literal('ready') });
const notReadySchema = z.object({ status: z.enum(['starting', 'draining', 'unavailable']), reason: z.string() });

/** Every /api route of the app. */
/** Engagement calls count only from the site's own pages or with a token. */
const OWN_SITE = "Only from the site's own pages (Origin or Referer) or with a bearer token.";

/** A view, share or like call on `/api/news/{id}/<what>`: open to anyone, limited per address. */
function engagement(
  method: Method,
  what: 'view' | 'share' | 'like',
  summary: string,
  route: Pick<Route, 'ok'> & Partial<Pick<Route, 'description' | 'refusals'>>,
): Route {
  return {
    method,
    path: `/api/news/{id}/${what}`,
    tag: 'Engagement',
    summary,
    description: OWN_SITE,
    access: 'optional',
    params: { id: uuidParam('article') },
    refusals: [403, 404, 429],
    ...route,
  };
}

const ROUTES: Route[] = [
  {
    method: 'get',
    path: '/api/health',
    tag: 'Health',
    summary: 'Whether the server and its database answer',
    access: 'public',
    ok: { status: 200, description: 'The database answered.', schema: s.healthSchema },
  },
  {
    method: 'get',
    path: '/api/ready',
    tag: 'Health',
    summary: 'Whether this process should be sent requests now',
    description:
      "For a load balancer: not ready while the process starts, while it drains on SIGTERM, when its database does not answer within a second, or when it cannot hear other processes' changes (several processes on one PostgreSQL). GET /api/health answers whether it is alive.",
    access: 'public',
    ok: { status: 200, description: 'Ready.', schema: readySchema },
    notOk: { status: 503, description: 'Not ready: `status` says which way, `reason` why.', schema: notReadySchema },
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'Health',
    summary: 'This document',
    access: 'public',
    ok: {
      status: 200,
      description: 'The OpenAPI 3.1 document of the API.',
      schema: openApiShape,
      cache: PUBLIC_HOUR,
    },
  },

  // ---- Accounts ----
  {
    method: 'post',
    path: '/api/users/register',
    tag: 'Accounts',
    summary: 'Create an account and sign in',
    description:
      "New accounts are readers; with the setup token of a new site, the first admin. Refused when sent from another site's page.",
    access: 'public',
    body: { json: s.registerBodySchema },
    ok: {
      status: 201,
      description: 'Created and signed in.',
      schema: s.signedInSchema,
      setsCookie: 'The session cookie.',
    },
    refusals: [400, 403, 409, 429, 503],
  },
  {
    method: 'post',
    path: '/api/users/login',
    tag: 'Accounts',
    summary: 'Sign in',
    description: "Refused when sent from another site's page.",
    access: 'public',
    body: { json: s.loginBodySchema },
    ok: { status: 200, description: 'Signed in.', schema: s.signedInSchema, setsCookie: 'The session cookie.' },
    refusals: [400, 401, 403, 429, 503],
  },
  {
    method: 'post',
    path: '/api/users/logout',
    tag: 'Accounts',
    summary: 'Sign out: ends the session of the token or cookie sent',
    access: 'optional',
    ok: { status: 200, description: 'Signed out.', schema: s.messageSchema, setsCookie: 'Clears the session cookie.' },
    refusals: [403],
  },
  {
    method: 'get',
    path: '/api/users/me',
    tag: 'Accounts',
    summary: 'The signed-in account',
    access: 'signed-in',
    ok: { status: 200, description: 'The account.', schema: s.viewerSchema },
    refusals: [401],
  },
  {
    method: 'patch',
    path: '/api/users/me',
    tag: 'Accounts',
    summary: "Change the signed-in account's name, email and bio (the bio shows on the author page)",
    access: 'profile:edit',
    body: { json: s.profileBodySchema },
    ok: { status: 200, description: 'The changed account.', schema: s.viewerSchema },
    refusals: [400, 401, 403],
  },
  {
    method: 'post',
    path: '/api/users/me/password',
    tag: 'Accounts',
    summary: 'Change the password',
    description:
      "Ends the account's other sessions. After 5 wrong current passwords in 15 minutes the account's changes are refused (429) until the window ends.",
    access: 'signed-in',
    body: { json: s.passwordChangeBodySchema },
    ok: { status: 200, description: 'Changed.', schema: s.messageSchema },
    refusals: [400, 401, 403, 429, 503],
  },
  {
    method: 'post',
    path: '/api/users/me/email/verify',
    tag: 'Accounts',
    summary: "Mail a link that verifies the account's address",
    description:
      'Nothing else is mailed to the address until the link is followed. Refused (409) without an address, when it is verified already or when the site sends no mail; a few an hour per account (429).',
    access: 'signed-in',
    ok: { status: 202, description: 'The link is on its way.', schema: s.messageSchema },
    refusals: [401, 403, 409, 429],
  },
  {
    method: 'post',
    path: '/api/auth/verify-email',
    tag: 'Accounts',
    summary: "Verify an account's address with the mailed link's token",
    description:
      'The link works once, for 24 hours, and only while the account still has the address it was mailed to.',
    access: 'public',
    body: { json: s.accountTokenBodySchema },
    ok: { status: 200, description: 'Verified.', schema: s.messageSchema },
    refusals: [400, 403, 404, 409, 429],
  },
  {
    method: 'post',
    path: '/api/auth/forgot',
    tag: 'Accounts',
    summary: 'Forgot password: mail a reset link to the account named by username or email',
    description:
      "The same answer whether or not an account matched; the link goes only to a verified address, after the answer. Limited per client address (429) and per account (further requests mail nothing). Without mail (no SMTP_URL) 409 'mail_off' says whom to ask.",
    access: 'public',
    body: { json: s.forgotBodySchema },
    ok: { status: 202, description: 'Accepted (whatever the name).', schema: s.messageSchema },
    refusals: [400, 403, 409, 429],
  },
  {
    method: 'post',
    path: '/api/auth/reset',
    tag: 'Accounts',
    summary: "Choose a new password with the reset link's token",
    description:
      "The password follows the sign-up rules. The link works once, for 1 hour; every session of the account ends. Unknown, used or expired links are 404 'link_invalid' (tries limited per client address).",
    access: 'public',
    body: { json: s.resetBodySchema },
    ok: { status: 200, description: 'Changed; sign in with the new password.', schema: s.messageSchema },
    refusals: [400, 403, 404, 429, 503],
  },
  {
    method: 'get',
    path: '/api/users',
    tag: 'Users',
    summary: 'Every account, oldest first',
    access: 'users:manage',
    ok: { status: 200, description: 'The accounts.', schema: userList },
    refusals: [401, 403],
  },
  {
    method: 'post',
    path: '/api/users',
    tag: 'Users',
    summary: "Add an account with a one-time password ('Add user')",
    description:
      'The server makes a strong password, answered once; it opens the account only to choose a new one at the first sign-in.',
    access: 'users:manage',
    body: { json: s.addUserBodySchema },
    ok: { status: 201, description: 'Added.', schema: s.oneTimePasswordSchema },
    refusals: [400, 401, 403, 409, 503],
  },
  {
    method: 'post',
    path: '/api/users/{id}/one-time-password',
    tag: 'Users',
    summary: 'Give an account a new one-time password',
    description:
      "For a person who forgot their password on a site without mail: the old one stops working, every session of the account ends, and the new one (answered once) must be changed at the next sign-in. Not for one's own account.",
    access: 'users:manage',
    params: { id: uuidParam('account') },
    ok: { status: 200, description: 'Set.', schema: s.oneTimePasswordSchema },
    refusals: [401, 403, 404, 409, 503],
  },
  {
    method: 'get',
    path: '/api/users/invitations',
    tag: 'Users',
    summary: 'Open staff invitations, newest first',
    description: 'Pending and expired ones; accepted and withdrawn ones are in the audit log.',
    access: 'users:manage',
    ok: { status: 200, description: 'The invitations, and whether they are mailed.', schema: s.invitationListSchema },
    refusals: [401, 403],
  },
  {
    method: 'post',
    path: '/api/users/invitations',
    tag: 'Users',
    summary: 'Invite an address to join the staff',
    description:
      'The link (`/invite/<token>`) works once, for 7 days; only a hash of its token is stored. With mail on it is e-mailed and not answered; with mail off (or refused by the mail server) it is answered once, to pass on. Inviting an address already invited sends a new link and the old one stops working.',
    access: 'users:manage',
    body: { json: s.inviteBodySchema },
    ok: { status: 201, description: 'Invited.', schema: s.invitationSentSchema },
    refusals: [400, 401, 403],
  },
  {
    method: 'post',
    path: '/api/users/invitations/{id}/resend',
    tag: 'Users',
    summary: 'Send an invitation again',
    description: 'A new link for 7 more days (the old one stops working); for a pending or an expired invitation.',
    access: 'users:manage',
    params: { id: uuidParam('invitation') },
    ok: { status: 200, description: 'Sent again.', schema: s.invitationSentSchema },
    refusals: [401, 403, 404],
  },
  {
    method: 'delete',
    path: '/api/users/invitations/{id}',
    tag: 'Users',
    summary: 'Withdraw an invitation',
    description: 'Its link stops working.',
    access: 'users:manage',
    params: { id: uuidParam('invitation') },
    ok: { status: 200, description: 'Withdrawn.', schema: s.messageSchema },
    refusals: [401, 403, 404],
  },
  {
    method: 'post',
    path: '/api/users/invitations/accept',
    tag: 'Accounts',
    summary: 'Accept an invitation: create the account and sign in',
    description:
      "For whoever holds the link. The account gets the invitation's role and e-mail address; the link then stops working. A used, withdrawn or unknown link is 404 `invite_invalid`, an expired one 404 `invite_expired`. Refused when sent from another site's page.",
    access: 'public',
    body: { json: s.acceptInviteBodySchema },
    ok: {
      status: 201,
      description: 'Created and signed in.',
      schema: s.signedInSchema,
      setsCookie: 'The session cookie.',
    },
    refusals: [400, 403, 404, 409, 503],
  },
  {
    method: 'patch',
    path: '/api/users/{id}',
    tag: 'Users',
    summary: "Change an account's role",
    access: 'users:manage',
    params: { id: uuidParam('account') },
    body: { json: s.roleChangeBodySchema },
    ok: { status: 200, description: 'The changed account.', schema: s.userListItemSchema },
    refusals: [400, 401, 403, 404, 409],
  },
  {
    method: 'delete',
    path: '/api/users/{id}',
    tag: 'Users',
    summary: 'Delete an account',
    description: 'Not your own, and not the only admin.',
    access: 'users:manage',
    params: { id: uuidParam('account') },
    ok: { status: 200, description: 'Deleted.', schema: s.messageSchema },
    refusals: [401, 403, 404, 409],
  },

  // ---- News ----
  {
    method: 'get',
    path: '/api/news',
    tag: 'News',
    summary: 'Articles, newest first',
    description: 'Published articles for everyone; other statuses for staff.',
    access: 'optional',
    query: s.newsListQuerySchema,
    ok: { status: 200, description: 'A page of articles.', schema: s.articleListSchema },
    refusals: [400, 401, 403],
  },
  {
    method: 'post',
    path: '/api/news',
    tag: 'News',
    summary: 'Write an article',
    description:
      "Authors save drafts or submit them for review (status 'review'); editors and admins may publish or schedule. Empty meta and social fields are filled from the title and description. With an `Idempotency-Key`, a repeat from the same account within 24 hours makes nothing: the same body answers the first answer (201 and the article), another body 422; while the first is still being saved elsewhere, 409 ('idempotency_key_in_progress') with `Retry-After: 1`.",
    access: 'articles:create',
    headers: {
      'Idempotency-Key': {
        schema: idempotencyKeySchema,
        description:
          'One per article the client means to make (a UUID, say): send the same key again when unsure whether the first request worked.',
      },
    },
    body: { json: s.articleWriteSchema, form: s.articleFormSchema },
    ok: { status: 201, description: 'The new article.', schema: s.articleSchema },
    refusals: [400, 401, 403, 409, 413, 415, 422],
  },
  {
    method: 'post',
    path: '/api/news/bulk',
    tag: 'News',
    summary: 'Publish, archive or delete several articles',
    description:
      'Up to 50 at once. Each goes through the same checks as one at a time (with its revision, audit record and refreshed pages); one that cannot be changed is left and named in `failed` with the reason. Deleting needs `articles:delete-any`.',
    access: 'articles:publish',
    body: { json: s.bulkBodySchema },
    ok: { status: 200, description: 'What was done.', schema: s.bulkResultSchema },
    refusals: [400, 401, 403, 415],
  },
  {
    method: 'get',
    path: '/api/news/slug/{slug}',
    tag: 'News',
    summary: 'A published article by its slug',
    access: 'optional',
    params: { slug: { schema: z.string().max(300), description: "The last part of the article's address." } },
    ok: { status: 200, description: 'The article.', schema: s.articleSchema },
    // A slug holding a control character or bytes that are not UTF-8 is refused (the address check).
    refusals: [400, 404],
  },
  {
    method: 'get',
    path: '/api/news/{id}',
    tag: 'News',
    summary: 'A published article',
    access: 'optional',
    params: { id: articleKey },
    ok: { status: 200, description: 'The article.', schema: s.articleSchema },
    refusals: [400, 404],
  },
  {
    method: 'put',
    path: '/api/news/{id}',
    tag: 'News',
    summary: 'Change an article',
    description:
      "Authors change only their own drafts and stories in review, and save them as 'draft' or 'review' (submitting them); editors and admins change any article.",
    access: 'articles:edit-own',
    params: { id: uuidParam('article') },
    body: { json: s.articleWriteSchema, form: s.articleFormSchema },
    ok: { status: 200, description: 'The changed article.', schema: s.articleSchema },
    refusals: [400, 401, 403, 404, 413, 415],
  },
  {
    method: 'post',
    path: '/api/news/{id}/send-back',
    tag: 'News',
    summary: 'Send an article in review back to its author',
    description:
      'It becomes a draft again, with the note, which its author reads in the editor. 409 when the article is not in review (never submitted, or already sent back or published).',
    access: 'articles:publish',
    params: { id: uuidParam('article') },
    body: { json: s.sendBackSchema, form: s.sendBackSchema },
    ok: { status: 200, description: 'The article, a draft with its note.', schema: s.articleSchema },
    refusals: [400, 401, 403, 404, 409, 415],
  },
  {
    method: 'post',
    path: '/api/news/{id}/preview-link',
    tag: 'News',
    summary: 'Make a preview link',
    description:
      "A link to the story's preview page (`/preview/{id}?token=…`) that anyone may open signed out, for 1 or 7 days (7 when left out), until it expires or the story's links are withdrawn. For those who may see the story (authors: their own and published ones). Audited as `article.preview-link`.",
    access: 'articles:edit-own',
    params: { id: uuidParam('article') },
    body: { json: s.previewLinkBodySchema, form: s.previewLinkBodySchema },
    ok: { status: 201, description: 'The link and when it stops working.', schema: s.previewLinkSchema },
    refusals: [400, 401, 403, 404, 415],
  },
  {
    method: 'delete',
    path: '/api/news/{id}/preview-link',
    tag: 'News',
    summary: "Withdraw a story's preview links",
    description:
      'Every preview link of the story made so far stops working at once; new ones may be made. Audited as `article.preview-revoke`.',
    access: 'articles:edit-own',
    params: { id: uuidParam('article') },
    ok: { status: 200, description: 'When the links were withdrawn.', schema: s.previewRevokedSchema },
    refusals: [401, 403, 404],
  },
  {
    method: 'get',
    path: '/api/news/{id}/revisions',
    tag: 'News',
    summary: "An article's revisions, newest first",
    description:
      'Every save keeps one (a save that changes nothing keeps none); the newest 100 are kept. For those who may edit the article.',
    access: 'articles:edit-own',
    params: { id: uuidParam('article') },
    ok: { status: 200, description: 'The revisions.', schema: s.revisionListSchema },
    refusals: [401, 403, 404],
  },
  {
    method: 'get',
    path: '/api/news/{id}/revisions/{number}',
    tag: 'News',
    summary: 'One revision, with the fields as saved then',
    access: 'articles:edit-own',
    params: { id: uuidParam('article'), number: revisionNumber },
    ok: { status: 200, description: 'The revision.', schema: s.revisionSchema },
    refusals: [401, 403, 404],
  },
  {
    method: 'post',
    path: '/api/news/{id}/revisions/{number}/restore',
    tag: 'News',
    summary: 'Restore a revision',
    description:
      "Its text and settings become the article's, saved as a new revision; the status and publication time stay, and so does the picture when the revision's was an upload replaced since.",
    access: 'articles:edit-own',
    params: { id: uuidParam('article'), number: revisionNumber },
    ok: { status: 200, description: 'The article as restored.', schema: s.articleSchema },
    refusals: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: '/api/news/{id}/notes',
    tag: 'News',
    summary: 'Add a correction or update to a published article',
    description:
      "Shown under the headline with its time; the article's modified time (JSON-LD, feeds, sitemap) becomes the note's. 409 when the article is not published.",
    access: 'articles:publish',
    params: { id: uuidParam('article') },
    body: { json: s.articleNoteBodySchema, form: s.articleNoteBodySchema },
    ok: { status: 201, description: 'The note.', schema: s.articleNoteSchema },
    refusals: [400, 401, 403, 404, 409, 415],
  },
  {
    method: 'get',
    path: '/api/news/{id}/live',
    tag: 'Live blogs',
    summary: "A live blog's entries",
    description:
      "Newest first, 100 at a time (`before` for older ones). A published live blog's to anybody; an unpublished one's to its author and editors. 404 when the story is no live blog.",
    access: 'optional',
    params: { id: uuidParam('article') },
    query: s.liveQuerySchema,
    ok: { status: 200, description: 'The coverage.', schema: s.liveCoverageSchema },
    refusals: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: '/api/news/{id}/live',
    tag: 'Live blogs',
    summary: 'Add an entry to a live blog',
    description:
      "By the story's author, editors and admins. The body is sanitized like an article's; readers' open pages show it within 15 s. 409 when the story is no live blog or its coverage ended.",
    access: 'articles:edit-own',
    params: { id: uuidParam('article') },
    body: { json: s.liveEntryBodySchema, form: s.liveEntryFormSchema },
    ok: { status: 201, description: 'The entry.', schema: s.liveEntrySchema },
    refusals: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'put',
    path: '/api/news/{id}/live/{entry}',
    tag: 'Live blogs',
    summary: 'Change a live entry',
    description: "The page shows it as 'Updated'. A field left out is emptied; the picture stays unless `removeImage`.",
    access: 'articles:edit-own',
    params: { id: uuidParam('article'), entry: liveEntryParam },
    body: { json: s.liveEntryBodySchema, form: s.liveEntryFormSchema },
    ok: { status: 200, description: 'The changed entry.', schema: s.liveEntrySchema },
    refusals: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'delete',
    path: '/api/news/{id}/live/{entry}',
    tag: 'Live blogs',
    summary: 'Delete a live entry',
    access: 'articles:edit-own',
    params: { id: uuidParam('article'), entry: liveEntryParam },
    ok: { status: 200, description: 'Deleted.', schema: s.messageSchema },
    refusals: [401, 403, 404, 409],
  },
  {
    method: 'post',
    path: '/api/news/{id}/live/end',
    tag: 'Live blogs',
    summary: "End a live blog's coverage",
    description:
      "The page says 'This live coverage has ended' and stops asking for entries; no entry can be added until it is reopened.",
    access: 'articles:publish',
    params: { id: uuidParam('article') },
    ok: { status: 200, description: 'The coverage.', schema: s.liveCoverageSchema },
    refusals: [401, 403, 404, 409],
  },
  {
    method: 'post',
    path: '/api/news/{id}/live/reopen',
    tag: 'Live blogs',
    summary: "Reopen a live blog's coverage",
    access: 'articles:publish',
    params: { id: uuidParam('article') },
    ok: { status: 200, description: 'The coverage.', schema: s.liveCoverageSchema },
    refusals: [401, 403, 404, 409],
  },
  {
    method: 'put',
    path: '/api/news/{id}/breaking',
    tag: 'Front page',
    summary: "Flag a published article 'Breaking'",
    description:
      "It joins the home page's breaking banner (after the pinned headlines) until the flag ends: `hours` after now, 6 unless told, at most 72. 409 when the article is not published.",
    access: 'articles:publish',
    params: { id: uuidParam('article') },
    body: { json: s.breakingFlagBodySchema, form: s.breakingFlagBodySchema },
    ok: {
      status: 200,
      description: 'The front page as it is now, and what was done.',
      schema: s.frontPageChangeSchema,
    },
    refusals: [400, 401, 403, 404, 409, 415],
  },
  {
    method: 'delete',
    path: '/api/news/{id}/breaking',
    tag: 'Front page',
    summary: "Take the 'Breaking' flag off an article",
    access: 'articles:publish',
    params: { id: uuidParam('article') },
    ok: {
      status: 200,
      description: 'The front page as it is now, and what was done.',
      schema: s.frontPageChangeSchema,
    },
    refusals: [401, 403, 404],
  },
  {
    method: 'get',
    path: '/api/authors/{username}',
    tag: 'News',
    summary: "A writer's author page: who they are and their published stories",
    description:
      'What `/author/{username}` shows: name, photo and bio, and their published stories 12 a page. 404 for an unknown username, a reader, or a writer with nothing published. The username matches in any letter case.',
    access: 'public',
    params: { username: { schema: z.string().max(32), description: "The writer's username." } },
    query: s.authorPageQuerySchema,
    ok: { status: 200, description: 'The author page.', schema: s.authorPageSchema },
    refusals: [400, 404],
  },
  {
    method: 'get',
    path: '/api/front-page',
    tag: 'Front page',
    summary: 'The front page as editors arranged it',
    description:
      "The pins of the three Featured slots and of the breaking banner, in order, the stories flagged 'Breaking', and what the home page shows now.",
    access: 'articles:publish',
    ok: { status: 200, description: 'The front page.', schema: s.frontPageSchema },
    refusals: [401, 403],
  },
  {
    method: 'put',
    path: '/api/front-page',
    tag: 'Front page',
    summary: 'Arrange the front page',
    description:
      "Replaces every pin: up to 3 Featured and 5 banner stories, each in the order given, each with an optional `expiresAt` (a `YYYY-MM-DDTHH:mm` time in the site's time zone, or ISO 8601 with an offset; in the future). Slots left empty show the newest stories. 409 when a story is not published.",
    access: 'articles:publish',
    body: { json: s.frontPageBodySchema },
    ok: { status: 200, description: 'The front page as arranged.', schema: s.frontPageChangeSchema },
    refusals: [400, 401, 403, 404, 409, 415],
  },
  {
    method: 'post',
    path: '/api/front-page/{slot}',
    tag: 'Front page',
    summary: 'Pin a story last in a place',
    description:
      "What the admin screen's Pin does: the story goes after the pins shown now, with an optional `expiresAt` (as for PUT /api/front-page). 409 when the story is not published, is already pinned there, or the place is full (3 Featured, 5 banner); 400 for an end not in the future.",
    access: 'articles:publish',
    params: { slot: frontPageSlot },
    body: { json: s.pinBodySchema, form: s.pinBodySchema },
    ok: {
      status: 200,
      description: 'The front page as it is now, and what was done.',
      schema: s.frontPageChangeSchema,
    },
    refusals: [400, 401, 403, 404, 409, 415],
  },
  {
    method: 'patch',
    path: '/api/front-page/{slot}/{articleId}',
    tag: 'Front page',
    summary: 'Move a pin to another position',
    description:
      "What the screen's Move up, Move down and dragging do: the pin takes `position` (1 for the first) among the pins shown now. 404 when the story is not pinned there; 400 for a position past the last.",
    access: 'articles:publish',
    params: { slot: frontPageSlot, articleId: uuidParam('pinned article') },
    body: { json: s.moveBodySchema, form: s.moveBodySchema },
    ok: {
      status: 200,
      description: 'The front page as it is now, and what was done.',
      schema: s.frontPageChangeSchema,
    },
    refusals: [400, 401, 403, 404, 415],
  },
  {
    method: 'delete',
    path: '/api/front-page/{slot}/{articleId}',
    tag: 'Front page',
    summary: 'Remove a pin',
    description: 'The newest stories fill its place. 404 when the story is not pinned there.',
    access: 'articles:publish',
    params: { slot: frontPageSlot, articleId: uuidParam('pinned article') },
    ok: {
      status: 200,
      description: 'The front page as it is now, and what was done.',
      schema: s.frontPageChangeSchema,
    },
    refusals: [400, 401, 403, 404],
  },
  {
    method: 'delete',
    path: '/api/news/{id}',
    tag: 'News',
    summary: 'Delete an article',
    access: 'articles:delete-any',
    params: { id: uuidParam('article') },
    ok: { status: 200, description: 'Deleted.', schema: s.messageSchema },
    refusals: [401, 403, 404],
  },

  // ---- Engagement ----
  engagement('post', 'view', "Count a reader's view of a published article", {
    description: `${OWN_SITE} Crawlers, staff and a repeated view in the same reading session are not counted.`,
    ok: { status: 200, description: 'Whether it was counted.', schema: s.countedSchema },
  }),
  engagement('post', 'share', 'Count a share of a published article', {
    ok: { status: 200, description: 'Counted.', schema: s.countedSchema },
  }),
  engagement('get', 'like', "An article's likes, and whether this reader likes it", {
    description: 'The reader is the account when signed in, else the browser (its `nd_liker` cookie).',
    ok: { status: 200, description: 'The like state.', schema: s.likeStateSchema },
    refusals: [404],
  }),
  engagement('put', 'like', 'Like an article (once per reader)', {
    ok: {
      status: 200,
      description: 'The like state.',
      schema: s.likeStateSchema,
      setsCookie: 'A signed-out browser gets its `nd_liker` cookie on its first like.',
    },
  }),
  engagement('delete', 'like', 'Take a like back', {
    ok: { status: 200, description: 'The like state.', schema: s.likeStateSchema },
  }),

  // ---- Saved stories ----
  {
    method: 'get',
    path: '/api/saved',
    tag: 'Saved stories',
    summary: "The signed-in reader's saved stories",
    description: 'Published ones only, newest save first (at most 200).',
    access: 'signed-in',
    ok: { status: 200, description: 'The saved stories.', schema: s.savedListSchema },
    refusals: [401, 403],
  },
  {
    method: 'put',
    path: '/api/saved/{articleId}',
    tag: 'Saved stories',
    summary: 'Save a published story (saved again, it moves to the top)',
    description: "409 ('saved_limit') when the account already holds 200 saved stories.",
    access: 'signed-in',
    params: { articleId: savedKey },
    ok: { status: 200, description: 'Saved.', schema: s.savedStateSchema },
    refusals: [400, 401, 403, 404, 409, 429],
  },
  {
    method: 'delete',
    path: '/api/saved/{articleId}',
    tag: 'Saved stories',
    summary: 'Remove a story from the saved ones',
    access: 'signed-in',
    params: { articleId: savedKey },
    ok: { status: 200, description: 'Not saved (any more).', schema: s.savedStateSchema },
    refusals: [400, 401, 403, 404, 429],
  },
  {
    method: 'post',
    path: '/api/saved/merge',
    tag: 'Saved stories',
    summary: "Merge the browser's saved stories into the account (at sign-in)",
    description:
      'Ids or slugs, newest first. Published stories the account does not hold are added while they fit under the limit of 200; unknown or unpublished ones are skipped.',
    access: 'signed-in',
    body: { json: s.mergeSavedBodySchema },
    ok: { status: 200, description: "The account's saved stories now.", schema: s.savedListSchema },
    refusals: [400, 401, 403, 415, 429],
  },

  // ---- Staff figures and tools ----
  {
    method: 'get',
    path: '/api/analytics',
    tag: 'Analytics',
    summary: "The analytics page's figures",
    access: 'admin:access',
    query: s.analyticsQuerySchema,
    ok: { status: 200, description: 'Views, shares and likes of the period.', schema: s.analyticsOverviewSchema },
    refusals: [400, 401, 403],
  },
  {
    method: 'get',
    path: '/api/search',
    tag: 'Search',
    summary: 'Search published articles',
    access: 'public',
    query: s.searchQuerySchema,
    ok: { status: 200, description: 'A page of matches, best first.', schema: s.searchResultSchema },
    refusals: [400, 503],
  },
  {
    method: 'post',
    path: '/api/contact',
    tag: 'Contact',
    summary: 'Send a message to the staff (the contact form)',
    access: 'public',
    body: { json: s.contactBodySchema },
    ok: { status: 201, description: 'Sent.', schema: s.contactSentSchema },
    refusals: [400, 429],
  },
  {
    method: 'get',
    path: '/api/contact',
    tag: 'Contact',
    summary: 'The inbox, newest first',
    access: 'messages:manage',
    query: s.contactListQuerySchema,
    ok: { status: 200, description: 'A page of messages.', schema: s.contactMessageListSchema },
    refusals: [400, 401, 403],
  },
  {
    method: 'patch',
    path: '/api/contact/{id}',
    tag: 'Contact',
    summary: 'Mark a message read or unread',
    access: 'messages:manage',
    params: { id: uuidParam('message') },
    body: { json: s.readChangeBodySchema },
    ok: { status: 200, description: 'The message.', schema: s.contactMessageSchema },
    refusals: [400, 401, 403, 404],
  },
  {
    method: 'delete',
    path: '/api/contact/{id}',
    tag: 'Contact',
    summary: 'Delete a message',
    access: 'messages:manage',
    params: { id: uuidParam('message') },
    ok: { status: 200, description: 'Deleted.', schema: s.messageSchema },
    refusals: [401, 403, 404],
  },
  {
    method: 'post',
    path: '/api/newsletter/subscribe',
    tag: 'Newsletter',
    summary: 'Ask for the morning newsletter at an address (a confirmation link is emailed)',
    description:
      'The same answer whether the address is new, waiting or subscribed already: it never tells who subscribed. 404 while the site has no mail server (SMTP_URL).',
    access: 'public',
    body: { json: s.subscribeBodySchema },
    ok: { status: 202, description: 'Taken.', schema: s.messageSchema },
    refusals: [400, 404, 429],
  },
  {
    method: 'post',
    path: '/api/newsletter/confirm',
    tag: 'Newsletter',
    summary: "Confirm a subscription with the emailed link's token",
    access: 'public',
    body: { json: s.newsletterTokenBodySchema },
    ok: { status: 200, description: 'Subscribed.', schema: s.messageSchema },
    refusals: [400, 404],
  },
  {
    method: 'post',
    path: '/api/newsletter/unsubscribe',
    tag: 'Newsletter',
    summary: "Unsubscribe with an email's unsubscribe token",
    description:
      "Mail apps' one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` to the link in each email, /newsletter/unsubscribe?token=…, which does the same.",
    access: 'public',
    body: { json: s.newsletterTokenBodySchema },
    ok: { status: 200, description: 'Unsubscribed.', schema: s.messageSchema },
    refusals: [400, 404],
  },
  {
    method: 'get',
    path: '/api/newsletter/me',
    tag: 'Newsletter',
    summary: "The signed-in reader's subscription",
    access: 'signed-in',
    ok: { status: 200, description: 'Its state.', schema: s.mySubscriptionSchema },
    refusals: [401],
  },
  {
    method: 'put',
    path: '/api/newsletter/me',
    tag: 'Newsletter',
    summary: "Subscribe the signed-in reader's address (confirmed by the emailed link)",
    access: 'signed-in',
    ok: { status: 202, description: 'Taken.', schema: s.mySubscriptionChangeSchema },
    refusals: [401, 404, 409, 429],
  },
  {
    method: 'delete',
    path: '/api/newsletter/me',
    tag: 'Newsletter',
    summary: "Unsubscribe the signed-in reader's address",
    access: 'signed-in',
    ok: { status: 200, description: 'Unsubscribed.', schema: s.mySubscriptionChangeSchema },
    refusals: [401],
  },
  {
    method: 'get',
    path: '/api/newsletter',
    tag: 'Newsletter',
    summary: 'Subscribers, the next send and the sends so far',
    access: 'newsletter:manage',
    ok: { status: 200, description: 'The overview.', schema: s.newsletterOverviewSchema },
    refusals: [401, 403],
  },
  {
    method: 'get',
    path: '/api/newsletter/preview',
    tag: 'Newsletter',
    summary: 'The email the next send would mail now',
    access: 'newsletter:manage',
    ok: {
      status: 200,
      description: 'Its subject, HTML and text parts and stories.',
      schema: s.newsletterPreviewSchema,
    },
    refusals: [401, 403],
  },
  {
    method: 'post',
    path: '/api/newsletter/test',
    tag: 'Newsletter',
    summary: "Mail the next newsletter, marked as a test, to the signed-in editor's own address",
    description: "Only to a verified address (409 'email_unverified'), a few an hour per account (429).",
    access: 'newsletter:manage',
    ok: { status: 200, description: 'Sent.', schema: s.messageSchema },
    refusals: [401, 403, 409, 429, 503],
  },
  {
    method: 'get',
    path: '/api/scheduler/status',
    tag: 'Scheduler',
    summary: 'The scheduler: running or stopped, next run, the run going on, providers',
    access: 'scheduler:control',
    ok: { status: 200, description: 'The status.', schema: s.schedulerStatusSchema },
    refusals: [401, 403],
  },
  {
    method: 'get',
    path: '/api/scheduler/runs',
    tag: 'Scheduler',
    summary: 'The latest news fetches, newest first',
    access: 'scheduler:control',
    query: s.runsQuerySchema,
    ok: { status: 200, description: 'The runs.', schema: s.runListSchema },
    refusals: [400, 401, 403],
  },
  {
    method: 'post',
    path: '/api/scheduler/start',
    tag: 'Scheduler',
    summary: 'Start the daily schedule',
    access: 'scheduler:control',
    ok: { status: 200, description: 'Started, or already running.', schema: s.messageSchema },
    refusals: [401, 403],
  },
  {
    method: 'post',
    path: '/api/scheduler/stop',
    tag: 'Scheduler',
    summary: 'Stop the daily schedule (and a run going on, at its next story)',
    access: 'scheduler:control',
    ok: { status: 200, description: 'Stopped, or already stopped.', schema: s.messageSchema },
    refusals: [401, 403],
  },
  {
    method: 'post',
    path: '/api/scheduler/trigger-news-fetch',
    tag: 'Scheduler',
    summary: 'Start a news fetch now',
    description: 'Answers at once; follow the run through the status.',
    access: 'scheduler:control',
    ok: { status: 202, description: 'Started.', schema: s.triggeredSchema },
    refusals: [401, 403, 409],
  },
];

/** Shapes a response carries, by component name. */
const OUTPUTS = {
  Invitation: s.invitationSchema,
  InvitationList: s.invitationListSchema,
  InvitationSent: s.invitationSentSchema,
  OneTimePassword: s.oneTimePasswordSchema,
  PreviewLink: s.previewLinkSchema,
  PreviewLinksWithdrawn: s.previewRevokedSchema,
  Error: s.errorSchema,
  Message: s.messageSchema,
  Health: s.healthSchema,
  Ready: readySchema,
  NotReady: notReadySchema,
  Article: s.articleSchema,
  ArticleNote: s.articleNoteSchema,
  FrontPage: s.frontPageSchema,
  FrontPageChange: s.frontPageChangeSchema,
  AuthorPage: s.authorPageSchema,
  BulkResult: s.bulkResultSchema,
  RevisionSummary: s.revisionSummarySchema,
  RevisionList: s.revisionListSchema,
  Revision: s.revisionSchema,
  LiveEntry: s.liveEntrySchema,
  LiveCoverage: s.liveCoverageSchema,
  ArticleSummary: s.articleSummarySchema,
  Pagination: s.paginationSchema,
  ArticleList: s.articleListSchema,
  Counted: s.countedSchema,
  LikeState: s.likeStateSchema,
  SavedItem: s.savedItemSchema,
  SavedList: s.savedListSchema,
  SavedState: s.savedStateSchema,
  Viewer: s.viewerSchema,
  UserListItem: s.userListItemSchema,
  UserList: userList,
  SignedIn: s.signedInSchema,
  ContactMessage: s.contactMessageSchema,
  ContactMessageList: s.contactMessageListSchema,
  ContactSent: s.contactSentSchema,
  SearchHit: s.searchHitSchema,
  SearchResult: s.searchResultSchema,
  AnalyticsOverview: s.analyticsOverviewSchema,
  RunReport: s.runReportSchema,
  RunList: s.runListSchema,
  SchedulerStatus: s.schedulerStatusSchema,
  Triggered: s.triggeredSchema,
  MySubscription: s.mySubscriptionSchema,
  MySubscriptionChange: s.mySubscriptionChangeSchema,
  NewsletterSend: s.newsletterSendSchema,
  NewsletterOverview: s.newsletterOverviewSchema,
  NewsletterPreview: s.newsletterPreviewSchema,
  OpenApiDocument: openApiShape,
};

/** Shapes a request carries (zod's input side: before trimming and defaults). */
const INPUTS = {
  ArticleInput: s.articleWriteSchema,
  ArticleForm: s.articleFormSchema,
  RegisterBody: s.registerBodySchema,
  LoginBody: s.loginBodySchema,
  ProfileBody: s.profileBodySchema,
  PasswordChangeBody: s.passwordChangeBodySchema,
  ForgotBody: s.forgotBodySchema,
  ResetBody: s.resetBodySchema,
  AccountTokenBody: s.accountTokenBodySchema,
  RoleChangeBody: s.roleChangeBodySchema,
  InviteBody: s.inviteBodySchema,
  AcceptInviteBody: s.acceptInviteBodySchema,
  AddUserBody: s.addUserBodySchema,
  ContactBody: s.contactBodySchema,
  ReadChangeBody: s.readChangeBodySchema,
  SendBackBody: s.sendBackSchema,
  PreviewLinkBody: s.previewLinkBodySchema,
  ArticleNoteBody: s.articleNoteBodySchema,
  FrontPageBody: s.frontPageBodySchema,
  PinBody: s.pinBodySchema,
  MoveBody: s.moveBodySchema,
  BulkBody: s.bulkBodySchema,
  BreakingFlagBody: s.breakingFlagBodySchema,
  LiveEntryBody: s.liveEntryBodySchema,
  LiveEntryForm: s.liveEntryFormSchema,
  MergeSavedBody: s.mergeSavedBodySchema,
  SubscribeBody: s.subscribeBodySchema,
  NewsletterTokenBody: s.newsletterTokenBodySchema,
};

type JsonSchema = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** One registry's schemas as components; a schema inside another is a $ref to it. */
function components(named: Record<string, z.ZodType>, io: 'input' | 'output'): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(named)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io,
    uri: (id) => ref(id).$ref,
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([name, { $schema: _dialect, $id: _id, ...schema }]) => [name, schema]),
  );
}

/** A request's or response's shape: always a component, referred to by name. */
function schemaOf(schema: z.ZodType, named: Record<string, z.ZodType>): JsonSchema {
  const name = Object.entries(named).find(([, candidate]) => candidate === schema)?.[0];
  if (!name) throw new Error('Every request and response shape must be listed in INPUTS or OUTPUTS');
  return ref(name);
}

function bare(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io }) as JsonSchema;
  return rest;
}

const BEARER = { bearerAuth: [] as string[] };
const COOKIE = { sessionCookie: [] as string[] };

function accessOf(access: Access): { security: Record<string, string[]>[]; note: string | null } {
  if (access === 'public') return { security: [], note: null };
  if (access === 'optional') {
    return { security: [{}, BEARER, COOKIE], note: 'Open to everyone; a signed-in caller may get a different answer.' };
  }
  if (access === 'signed-in') return { security: [BEARER, COOKIE], note: 'Needs a signed-in account.' };
  const roles = ROLES.filter((role) => can(role, access));
  return { security: [BEARER, COOKIE], note: `Needs the \`${access}\` permission (roles: ${roles.join(', ')}).` };
}

function parametersOf(route: Route): JsonSchema[] {
  const out: JsonSchema[] = [];
  for (const [name, param] of Object.entries(route.params ?? {})) {
    out.push({ name, in: 'path', required: true, description: param.description, schema: bare(param.schema, 'input') });
  }
  for (const [name, header] of Object.entries(route.headers ?? {})) {
    out.push({
      name,
      in: 'header',
      required: false,
      description: header.description,
      schema: bare(header.schema, 'input'),
    });
  }
  if (route.query) {
    const query = bare(route.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      const { description, ...rest } = schema;
      out.push({
        name,
        in: 'query',
        required: query.required?.includes(name) ?? false,
        ...(typeof description === 'string' ? { description } : {}),
        schema: rest,
      });
    }
  }
  return out;
}

function operationOf(route: Route): JsonSchema {
  const { security, note } = accessOf(route.access);
  const description = [route.description, note].filter(Boolean).join('\n\n');
  const headers: JsonSchema = {};
  if (route.ok.cache) headers['Cache-Control'] = { schema: { type: 'string', const: route.ok.cache } };
  if (route.ok.setsCookie) headers['Set-Cookie'] = { description: route.ok.setsCookie, schema: { type: 'string' } };
  const responses: JsonSchema = {
    [route.ok.status]: {
      description: route.ok.description,
      ...(Object.keys(headers).length ? { headers } : {}),
      content: { 'application/json': { schema: schemaOf(route.ok.schema, OUTPUTS) } },
    },
  };
  if (route.notOk) {
    responses[route.notOk.status] = {
      description: route.notOk.description,
      content: { 'application/json': { schema: schemaOf(route.notOk.schema, OUTPUTS) } },
    };
  }
  for (const status of route.refusals ?? []) responses[status] = { $ref: `#/components/responses/${status}` };
  responses['500'] = { $ref: '#/components/responses/500' };
  const operation: JsonSchema = {
    operationId: `${route.method}${route.path
      .replace(/^\/api/, '')
      .replace(/[{}]/g, '')
      .split(/[/.-]/)
      .filter(Boolean)
      .map((part) => part[0]!.toUpperCase() + part.slice(1))
      .join('')}`,
    tags: [route.tag],
    summary: route.summary,
    ...(description ? { description } : {}),
    security,
    ...(route.params || route.query || route.headers ? { parameters: parametersOf(route) } : {}),
    responses,
  };
  if (route.body) {
    const content: JsonSchema = { 'application/json': { schema: schemaOf(route.body.json, INPUTS) } };
    if (route.body.form) content['multipart/form-data'] = { schema: schemaOf(route.body.form, INPUTS) };
    operation.requestBody = { required: true, content };
  }
  return operation;
}

function errorResponse(status: Refusal | 500): JsonSchema {
  const retry = status === 429 || status === 503;
  return {
    description: status === 500 ? 'Something went wrong on the server (logged).' : REFUSALS[status],
    ...(retry ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } } : {}),
    content: { 'application/json': { schema: ref('Error') } },
  };
}

function buildDocument() {
  const names = [...Object.keys(OUTPUTS), ...Object.keys(INPUTS)];
  if (new Set(names).size !== names.length) throw new Error('An input and an output shape share a name');
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of ROUTES) {
    const item = (paths[route.path] ??= {});
    if (item[route.method]) throw new Error(`${route.method.toUpperCase()} ${route.path} is described twice`);
    item[route.method] = operationOf(route);
  }
  const statuses = [...(Object.keys(REFUSALS).map(Number) as Refusal[]), 500 as const];
  return {
    openapi: '3.1.0',
    info: {
      title: 'Newsdesk API',
      version: packageJson.version,
      description:
        "The JSON API of a Newsdesk site (docs/product.md, 'API'). Sign in with POST /api/users/login and send the token as `Authorization: Bearer <token>`; the site's own pages use the session cookie instead, and a write carried by the cookie must come from the site's own origin. Answers are not cached (`Cache-Control: no-store`) unless stated. Every refusal is `{ message, code, fields? }` with its HTTP status.",
    },
    tags: [...new Set(ROUTES.map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ...components(OUTPUTS, 'output'), ...components(INPUTS, 'input') },
      responses: Object.fromEntries(statuses.map((status) => [String(status), errorResponse(status)])),
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token answered by POST /api/users/login or /api/users/register.',
        },
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: `The session cookie the site's pages use (\`__Host-${SESSION_COOKIE}\` over HTTPS). A write it carries must come from the site's own origin (Origin or Referer).`,
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildDocument>;

let built: OpenApiDocument | undefined;

/** The document, made on first use (it never changes while the process runs). */
export function openApiDocument(): OpenApiDocument {
  built ??= buildDocument();
  return built;
}

/** The paths and methods described, as `GET /api/news/{id}`: what the test compares with the app. */
export function describedOperations(): string[] {
  return ROUTES.map((r) => `${r.method.toUpperCase()} ${r.path}`);
}

/** The document is the same for everyone and changes only with a release. */
export const OPENAPI_CACHE_CONTROL = PUBLIC_HOUR;
