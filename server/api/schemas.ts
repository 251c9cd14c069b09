/**
 * What the API answers, declared once (docs/architecture.md, 'The API and its OpenAPI document'):
 * the rows as stored (drizzle-zod, from server/db/schema.ts) and the answers derived from them.
 * The routes name them in their declarations (`createRoute`), from which the OpenAPI document is
 * generated; `openapi.test.ts` checks that they are core's and the services' TypeScript types
 * and the answers the app really gives. What the API takes is not here: each route declares its
 * use case's own schema.
 */
import { ARTICLE_STATUSES } from '../../core/article';
import { EDITIONS, type Edition } from '../../core/editions';
import { BYLINE_ROLES } from '../../core/bylines';
import { CURRENCIES, INTERVALS, MEMBERSHIP_STATUSES } from '../../core/members';
import { createSelectSchema } from 'drizzle-zod';
// zod with `.openapi(name)`: a named shape is one component of the document, referred to by name.
import { z } from '@hono/zod-openapi';
import { ALERT_KINDS } from '../../core/alerts';
import { ENGAGEMENT_KINDS } from '../../core/analytics';
import { BULK_ACTIONS } from '../../core/article-list';
import { CATEGORIES } from '../../core/categories';
import { STAFF_ROLES } from '../../core/staff';
import { PROVIDERS } from '../../core/ingest';
import { NOTE_KINDS } from '../../core/corrections';
import { SEND_STATUSES, SUBSCRIBER_STATUSES } from '../../core/newsletter';
import { REVISION_FIELDS, REVISION_ORIGINS, type RevisionField } from '../../core/revisions';
import { articles, contactMessages, ingestRuns, users } from '../db/schema';

// ---- Rows as stored ----

export const articleRowSchema = createSelectSchema(articles);
export const userRowSchema = createSelectSchema(users);
export const contactMessageRowSchema = createSelectSchema(contactMessages);
export const ingestRunRowSchema = createSelectSchema(ingestRuns);

// ---- Pieces ----

/** Row ids travel as `_id`. */
const id = z.uuid();
/** Times travel as ISO 8601 in UTC (`Date.toISOString()`). */
const dateTime = z.iso.datetime();
const count = z.int().min(0);

export const errorSchema = z
  .object({
    message: z.string().meta({ description: 'Safe to show to a person.' }),
    code: z.string().meta({
      description:
        "Stable, for programs: 'invalid_input', 'unauthorized', 'forbidden', 'password_change_required', 'cross_site', 'not_found', 'rate_limited', 'too_large', …",
    }),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: 'On invalid_input: the first problem with each field, by field name.' }),
  })
  .meta({ description: 'Every refusal and failure of the API.' });

export const messageSchema = z.object({ message: z.string() }).openapi('Message');

export const healthSchema = z
  .discriminatedUnion('status', [
    z.object({
      status: z.literal('ok'),
      database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.literal(true), latencyMs: count }),
    }),
    z.object({
      status: z.literal('error'),
      database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.literal(false) }),
    }),
  ])
  .openapi('Health');

/** GET /api/ready (server/lib/readiness.ts). */
export const readySchema = z.object({ status: z.literal('ready') });
export const notReadySchema = z.object({
  status: z.enum(['starting', 'draining', 'unavailable']),
  reason: z.string(),
});

// ---- Articles ----

const engagement = { views: count, shares: count, likes: count };

/** A correction or update on a published article (core/corrections.ts `ArticleNote`). */
export const articleNoteSchema = z
  .object({
    _id: id,
    kind: z.enum(NOTE_KINDS),
    text: z.string(),
    createdAt: dateTime,
  })
  .openapi('ArticleNote');

/** A story linked to another as its translation (server/news/translations.ts `LinkedStory`). */
export const linkedStorySchema = z
  .object({
    _id: id,
    edition: z.enum(Object.keys(EDITIONS) as [Edition, ...Edition[]]),
    slug: z.string(),
    title: z.string(),
    status: z.enum(ARTICLE_STATUSES),
    path: z.string().meta({ description: "Its address in its edition ('/hi/news/…')." }),
    corrections: z.array(z.object({ text: z.string(), createdAt: dateTime })),
    text: z
      .object({ description: z.string(), content: z.string() })
      .optional()
      .meta({ description: 'Its description and body (sanitized HTML), for a translator working beside it.' }),
  })
  .openapi('LinkedStory');

/** An article as the API and the pages see it (core/article.ts `Article`). */
export const articleSchema = articleRowSchema
  .pick({
    slug: true,
    title: true,
    category: true,
    description: true,
    content: true,
    excerpt: true,
    image: true,
    imageAlt: true,
    metaTitle: true,
    metaDescription: true,
    keywords: true,
    focusKeyword: true,
    canonicalUrl: true,
    ogTitle: true,
    ogDescription: true,
    twitterTitle: true,
    twitterDescription: true,
    tags: true,
    status: true,
    featured: true,
    trending: true,
    liveBlog: true,
    republishable: true,
    access: true,
    accessTiers: true,
    comments: true,
    commentCount: true,
    author: true,
    sourceName: true,
    sourceUrl: true,
    isSample: true,
  })
  .extend({
    _id: id,
    edition: z.enum(Object.keys(EDITIONS) as [Edition, ...Edition[]]).meta({
      description: "The edition it is written for: its address's prefix, its lists and feeds.",
    }),
    ...engagement,
    readingTime: z.int().min(1).meta({ description: 'Minutes.' }),
    createdAt: dateTime,
    updatedAt: dateTime,
    publishedAt: dateTime.nullable(),
    liveEndedAt: dateTime
      .nullable()
      .meta({ description: 'When an editor ended a live blog’s coverage; null while live.' }),
    publishAt: dateTime.nullable().meta({
      description: 'When a `scheduled` article goes out by itself (UTC); null for any other status.',
    }),
    submittedAt: dateTime.nullable().meta({
      description: 'When an article in `review` was submitted (UTC); null for any other status.',
    }),
    reviewNote: z
      .object({
        text: z.string(),
        by: z.string().meta({ description: "The editor's name." }),
        at: dateTime,
      })
      .nullable()
      .meta({ description: 'Why an editor sent the article back from review; only on a draft, until it moves on.' }),
    notes: z.array(articleNoteSchema).meta({ description: 'Corrections and updates, oldest first.' }),
    authorUsername: z.string().nullable().meta({
      description: "The writer's username: their author page is `/author/{username}`. Null for fetched stories.",
    }),
    bylines: z
      .array(
        z.object({
          name: z.string(),
          role: z
            .enum(BYLINE_ROLES)
            .meta({ description: "'author': in the byline; 'reporting': 'With reporting by'." }),
          path: z.string().nullable().meta({ description: 'Their author or contributor page.' }),
          guest: z.boolean().meta({ description: 'A guest contributor (no account).' }),
        }),
      )
      .meta({
        description:
          'Who the story credits, in order. Empty when it credits nobody on the site: `author` is its byline.',
      }),
  })
  .openapi('Article');

/** An article's revision as the History lists it (core/revisions.ts `RevisionSummary`). */
export const revisionSummarySchema = z.object({
  number: z.int().min(1),
  createdAt: dateTime,
  author: z.string().meta({ description: 'Who saved it (their name then), or the source of a fetched story.' }),
  origin: z.enum(REVISION_ORIGINS),
  restoredFrom: z.int().min(1).nullable().meta({ description: 'The revision a restore brought back.' }),
  changed: z.array(z.enum(REVISION_FIELDS)),
});
export const revisionListSchema = z.object({ revisions: z.array(revisionSummarySchema) });
/** One revision with the article's editable fields as saved then. */
export const revisionSchema = revisionSummarySchema
  .extend({
    snapshot: articleSchema.pick(
      Object.fromEntries(REVISION_FIELDS.map((f) => [f, true])) as Record<RevisionField, true>,
    ),
  })
  .openapi('Revision');

export const previewLinkSchema = z.object({
  url: z.string().meta({ description: 'The preview page with its token: give it only to whom may read the story.' }),
  expiresAt: dateTime,
  days: z.int(),
});
export const previewRevokedSchema = z.object({ revokedAt: dateTime });

/** A list item: the article without its body and notes (core/article.ts `ArticleSummary`). */
export const articleSummarySchema = articleSchema.omit({
  content: true,
  notes: true,
  authorUsername: true,
  bylines: true,
});

/** A story as the front page lists it: a list item without its views, shares and likes. */
const frontPageStorySchema = articleSummarySchema.omit({ views: true, shares: true, likes: true });
const frontPagePinSchema = z.object({
  position: z.int().min(0).meta({ description: 'Its place in the slot, in order.' }),
  article: frontPageStorySchema,
  expiresAt: dateTime.nullable().meta({ description: 'When the pin ends (UTC); null: until removed.' }),
});
/** GET /api/front-page (server/news/front-page.queries.ts `FrontPageView`). */
export const frontPageSchema = z
  .object({
    pins: z
      .object({ featured: z.array(frontPagePinSchema), breaking: z.array(frontPagePinSchema) })
      .meta({ description: 'Every pin in order; a story unpublished since stays pinned but is not shown.' }),
    flagged: z
      .array(z.object({ article: frontPageStorySchema, until: dateTime }))
      .meta({ description: "Stories flagged 'Breaking', the latest flag to end first." }),
    home: z
      .object({
        featured: z.array(frontPageStorySchema),
        breaking: z.array(frontPageStorySchema),
        placement: z
          .object({
            featured: z.record(z.string(), z.enum(['pinned', 'flagged', 'newest'])),
            breaking: z.record(z.string(), z.enum(['pinned', 'flagged', 'newest'])),
          })
          .meta({ description: 'Why each story is in each place, by id.' }),
      })
      .meta({ description: "What the home page's Featured Stories and breaking banner show now." }),
  })
  .openapi('FrontPage');
/** What a change of the front page answers (`FrontPageChange`): the front page, and what was done. */
export const frontPageChangeSchema = frontPageSchema
  .extend({
    message: z.string().meta({ description: "What was done, in words ('Pinned to Featured Stories')." }),
  })
  .openapi('FrontPageChange');

export const paginationSchema = z.object({
  page: z.int().min(1),
  limit: z.int().min(1),
  totalPages: count,
  totalItems: count,
  hasNextPage: z.boolean(),
  hasPrevPage: z.boolean(),
});

export const articleListSchema = z
  .object({
    news: z.array(articleSummarySchema),
    pagination: paginationSchema.extend({
      nextCursor: z.string().nullable().meta({
        description: 'Pass as `after` for the page that follows this one (keyset pagination); null on the last page.',
      }),
    }),
  })
  .openapi('ArticleList');

/** GET /api/authors/{username} (server/news/authors.routes.ts): an author page as data. */
export const authorPageSchema = z.object({
  author: z.object({
    username: z.string().meta({ description: 'As the account spells it: the page is `/author/{username}`.' }),
    name: z.string().meta({ description: 'First and last name, else the username.' }),
    avatar: z.string().nullable().meta({ description: "The profile's photo (256 px WebP), or null." }),
    bio: z.string().nullable().meta({ description: 'Plain text; line breaks kept.' }),
  }),
  news: z.array(frontPageStorySchema).meta({ description: 'Their published stories, newest first, 12 a page.' }),
  pagination: paginationSchema,
});

/** A live blog's entry (core/live.ts). */
export const liveEntrySchema = z
  .object({
    _id: z.int().min(1).meta({ description: 'Grows with each entry: a page asks for those after the newest it has.' }),
    title: z.string().nullable(),
    body: z.string().meta({ description: 'Sanitized HTML.' }),
    image: z.string().nullable(),
    imageAlt: z.string().nullable(),
    keyEvent: z.boolean(),
    pinned: z.boolean(),
    author: z.string().meta({ description: "The writer's name when they wrote it." }),
    createdAt: dateTime,
    editedAt: dateTime.nullable(),
  })
  .openapi('LiveEntry');
export const liveCoverageSchema = z
  .object({
    entries: z.array(liveEntrySchema).meta({ description: 'Newest first, at most 100.' }),
    endedAt: dateTime.nullable().meta({ description: 'When an editor ended the coverage; null while live.' }),
  })
  .openapi('LiveCoverage');

/** What a bulk action did (core/article-list.ts `BulkResult`). */
export const bulkResultSchema = z.object({
  action: z.enum(BULK_ACTIONS),
  done: z.array(id).meta({ description: 'The articles changed.' }),
  failed: z
    .array(z.object({ id, title: z.string().nullable(), message: z.string() }))
    .meta({ description: 'The articles left as they were, and why.' }),
});

// ---- Engagement ----

export const countedSchema = z.object({ counted: z.boolean() }).openapi('Counted');
export const likeStateSchema = z.object({ likes: count, liked: z.boolean() }).openapi('LikeState');

// ---- Saved stories ----

/** One saved story (core/saved.ts `SavedItem`), with its address in its edition. */
export const savedItemSchema = z.object({
  slug: z.string(),
  path: z.string().optional().meta({ description: "Its address in its edition ('/news/…', '/hi/news/…')." }),
  title: z.string(),
  category: z.enum(CATEGORIES),
  publishedAt: dateTime.nullable(),
  savedAt: dateTime,
});
export const savedListSchema = z.object({ items: z.array(savedItemSchema) }).openapi('SavedList');
export const savedStateSchema = z.object({ slug: z.string(), saved: z.boolean() }).openapi('SavedState');

// ---- Accounts ----

/** The signed-in account (server/auth/auth.service.ts `Viewer`). */
export const viewerSchema = userRowSchema
  .pick({ username: true, role: true, firstName: true, lastName: true, email: true, avatar: true, bio: true })
  .extend({
    _id: id,
    mustChangePassword: z.boolean().meta({ description: 'Until false, the account may only change its password.' }),
    emailVerified: z.boolean().meta({
      description: 'Whether the account followed the link mailed to `email`: nothing is mailed to it before.',
    }),
    createdAt: dateTime,
    updatedAt: dateTime,
  })
  .openapi('Viewer');

export const userListItemSchema = viewerSchema
  .pick({ _id: true, username: true, role: true, createdAt: true })
  .openapi('UserListItem');

export const signedInSchema = viewerSchema
  .pick({ _id: true, username: true, role: true })
  .extend({
    token: z
      .string()
      .meta({ description: 'Send as `Authorization: Bearer <token>`; the same session is set as a cookie.' }),
  })
  .openapi('SignedIn');

// ---- Staff: invitations, 'Add user', one-time passwords (server/users/staff.commands.ts) ----

/** An open invitation (server/users/staff.service.ts `Invitation`). */
export const invitationSchema = z.object({
  _id: id,
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  invitedBy: z.string().meta({ description: 'The username of the admin who sent it.' }),
  createdAt: dateTime,
  expiresAt: dateTime,
  state: z.enum(['pending', 'expired']),
});
export const invitationListSchema = z.object({
  invitations: z.array(invitationSchema),
  mail: z.boolean().meta({ description: 'Whether invitations are e-mailed (SMTP_URL is set).' }),
});
export const invitationSentSchema = z
  .object({
    invitation: invitationSchema,
    mailed: z.boolean().meta({ description: 'Whether the mail server took the invitation e-mail.' }),
    link: z
      .string()
      .nullable()
      .meta({ description: 'The link to pass on yourself when it was not mailed; null when mailed. Shown once.' }),
  })
  .openapi('InvitationSent');
export const oneTimePasswordSchema = z
  .object({
    user: userListItemSchema,
    password: z.string().meta({ description: 'Shown once: it opens the account only to choose a new password.' }),
  })
  .openapi('OneTimePassword');

// ---- Push alerts (server/push) ----

const editionCode = z.enum(Object.keys(EDITIONS) as [Edition, ...Edition[]]);
const pushChoices = z.object({ breaking: z.boolean(), briefing: z.boolean(), following: z.boolean() });

export const pushKeySchema = z
  .object({ publicKey: z.string().meta({ description: 'The VAPID application server key, base64url.' }) })
  .openapi('PushKey');
/** What a device is subscribed to (server/push/push.commands.ts `PushSubscribed`). */
export const pushSubscribedSchema = z.object({ choices: pushChoices, edition: editionCode }).openapi('PushSubscribed');
export const okSchema = z.object({ ok: z.literal(true) }).openapi('Ok');
/** An alert as the history lists it (server/push/push.service.ts `AlertSummary`). */
export const alertSummarySchema = z
  .object({
    id: z.int().min(1),
    kind: z.enum(ALERT_KINDS),
    edition: editionCode,
    title: z.string(),
    body: z.string(),
    url: z.string().meta({ description: "The story's address in its edition." }),
    articleId: id.nullable(),
    sentBy: z.string().nullable().meta({ description: "The editor's name; null for the site's own alerts." }),
    createdAt: dateTime,
    finishedAt: dateTime.nullable().meta({ description: 'When its last delivery was settled; null while sending.' }),
    recipients: count.meta({ description: 'Devices it was queued for.' }),
    delivered: count,
    failed: count,
    gone: count.meta({ description: 'Subscriptions found expired (404, 410) and removed.' }),
    clicked: count,
  })
  .openapi('AlertSummary');
export const alertListSchema = z.object({ items: z.array(alertSummarySchema) }).openapi('AlertList');
export const alertSentSchema = z.object({ alert: alertSummarySchema }).openapi('AlertSent');
export const audienceSchema = z.object({ devices: count }).openapi('AlertAudience');

// ---- Contact messages ----

/** A message as staff see it (server/contact/contact.service.ts `ContactMessage`). */
export const contactMessageSchema = contactMessageRowSchema
  .pick({ name: true, email: true, subject: true, message: true })
  .extend({ _id: id, createdAt: dateTime, read: z.boolean() })
  .openapi('ContactMessage');

export const contactMessageListSchema = z.object({
  messages: z.array(contactMessageSchema),
  total: count,
  unread: count,
  page: z.int().min(1),
  pages: count,
});

export const contactSentSchema = z.object({ message: z.string(), _id: id });

// ---- Republishing ----

export const republicationListSchema = z.object({
  pages: z.array(
    z.object({
      page: z.string().meta({ description: 'The page (or the site) that showed the copy.' }),
      hits: count,
      firstSeen: dateTime,
      lastSeen: dateTime,
    }),
  ),
  totalPages: count,
  totalHits: count,
});

// ---- Media library ----

export const mediaUseSchema = z.object({ _id: id, title: z.string(), slug: z.string(), status: z.string() });

export const mediaItemSchema = z
  .object({
    _id: id,
    url: z.string().meta({ description: "The value a story keeps for it (its `image`): '/uploads/images/<id>'." }),
    originalName: z.string(),
    bytes: z.int().nullable(),
    width: z.int().nullable(),
    height: z.int().nullable(),
    alt: z.string(),
    decorative: z.boolean(),
    caption: z.string(),
    credit: z.string(),
    uploadedBy: z.string().nullable(),
    uploaderId: id.nullable(),
    createdAt: dateTime,
    uses: z.array(mediaUseSchema).meta({ description: 'The stories that show it, newest first (at most 20).' }),
    useCount: count,
  })
  .openapi('MediaItem');

export const mediaListSchema = z.object({
  media: z.array(mediaItemSchema),
  total: count,
  page: z.int().min(1),
  pages: count,
});

export const mediaCleanUpSchema = z.object({ message: z.string(), removed: count });

// ---- Search ----

export const searchHitSchema = articleSummarySchema.extend({
  titleHighlighted: z.string().meta({ description: 'The title with each match between U+E000 and U+E001.' }),
  descriptionHighlighted: z.string(),
  snippet: z.string().meta({ description: "Passages of the body around the matches; '' when the body did not match." }),
});

export const searchResultSchema = z.object({
  query: z.string(),
  results: z.array(searchHitSchema),
  suggestion: z.string().nullable().meta({
    description:
      "When nothing matches: the query with each unknown word replaced by the nearest known one ('Did you mean'), if that finds stories; else null.",
  }),
  pagination: paginationSchema.extend({
    capped: z.boolean().meta({
      description:
        "True when more articles match than are ranked: the newest 1,000 matches are ranked and paged, and `totalItems` is an estimate ('about N'); else it is exact.",
    }),
  }),
});

// ---- Analytics ----

const totals = z.object(
  Object.fromEntries(ENGAGEMENT_KINDS.map((kind) => [kind, count])) as Record<
    (typeof ENGAGEMENT_KINDS)[number],
    typeof count
  >,
);

export const analyticsOverviewSchema = z.object({
  days: z.int().min(1),
  from: z.iso.date(),
  to: z.iso.date(),
  series: z.array(totals.extend({ day: z.iso.date().meta({ description: "In the site's time zone." }) })),
  totals,
  previous: totals.meta({ description: 'The same number of days just before.' }),
  top: z.array(
    articleRowSchema
      .pick({ slug: true, title: true, category: true })
      .extend({ _id: id, status: z.string(), ...totals.shape }),
  ),
  categories: z.array(
    totals.extend({
      category: z.enum(CATEGORIES),
      published: count.meta({ description: 'Published stories in the category now.' }),
      articles: count.meta({ description: 'Stories with any view, share or like in the period.' }),
    }),
  ),
});

// ---- Scheduler ----

const providerId = z.enum([...PROVIDERS, 'samples']);

const providerCounts = z.object({
  fetched: count,
  stored: count,
  skipped: z.object({ url: count, title: count, similar: count, invalid: count }),
  error: z.string().nullable(),
});

/** One news fetch (core/ingest.ts `RunReport`). */
export const runReportSchema = ingestRunRowSchema
  .pick({ triggeredBy: true })
  .extend({
    id,
    trigger: z.enum(['schedule', 'manual']),
    status: z.enum(['running', 'success', 'partial', 'failed', 'interrupted']),
    startedAt: dateTime,
    finishedAt: dateTime.nullable(),
    categoriesDone: count,
    categoriesTotal: count,
    fetched: count,
    stored: count,
    skipped: count,
    errors: z.array(z.string()),
    categories: z
      .partialRecord(z.enum(CATEGORIES), z.partialRecord(providerId, providerCounts))
      .meta({ description: 'Per category, per provider.' }),
  })
  .openapi('RunReport');

export const schedulerStatusSchema = z.object({
  isRunning: z.boolean(),
  schedule: z.string().meta({ description: 'The cron expression.' }),
  scheduleText: z.string(),
  timeZone: z.string(),
  lastRun: dateTime.nullable(),
  nextRun: dateTime.nullable(),
  categories: z.array(z.enum(CATEGORIES)),
  currentRun: runReportSchema.nullable(),
  lastRunSummary: runReportSchema.nullable(),
  providers: z.array(
    z.object({
      id: providerId,
      label: z.string(),
      state: z.enum(['ok', 'failing', 'unused']),
      lastError: z.string().nullable(),
      lastUsedAt: dateTime.nullable(),
      detail: z.string().nullable(),
    }),
  ),
  perCategory: z.int().min(1),
  ingestStatus: z.enum(['published', 'draft']),
});

export const runListSchema = z.object({ runs: z.array(runReportSchema) });
export const triggeredSchema = z.object({ message: z.string(), runId: id });

// ---- The morning newsletter (server/newsletter) ----

export const mySubscriptionSchema = z.object({
  enabled: z.boolean(),
  email: z.string(),
  status: z.enum([...SUBSCRIBER_STATUSES, 'none']),
  editions: z.array(z.string()).meta({ description: 'The editions whose newsletter it gets once confirmed.' }),
});
export const mySubscriptionChangeSchema = mySubscriptionSchema
  .extend({ message: z.string() })
  .openapi('MySubscriptionChange');

export const newsletterSendSchema = z.object({
  id: z.string(),
  edition: z.string().meta({ description: 'The edition whose newsletter it was (`en`, `hi`).' }),
  slot: dateTime,
  startedAt: dateTime,
  finishedAt: dateTime.nullable(),
  status: z.enum(SEND_STATUSES),
  subject: z.string(),
  stories: count,
  recipients: count,
  sent: count,
  failed: count,
  note: z.string().nullable(),
});

export const newsletterOverviewSchema = z.object({
  enabled: z.boolean(),
  counts: z.object({ confirmed: count, pending: count, unsubscribed: count }),
  editions: z
    .record(z.string(), count)
    .meta({ description: "Confirmed subscribers of each edition's newsletter; a reader of both counts in each." }),
  nextSend: dateTime.nullable(),
  schedule: z.string(),
  from: z.string(),
  history: z.array(newsletterSendSchema),
});

export const newsletterPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  stories: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      url: z.string(),
      category: z.string(),
      summary: z.string(),
      image: z.string().nullable(),
    }),
  ),
});

/** A guest contributor (core/bylines.ts `Contributor`). */
export const contributorSchema = z
  .object({
    _id: id,
    slug: z.string().meta({ description: 'Their page is `/contributor/{slug}`.' }),
    name: z.string(),
    bio: z.string().nullable().meta({ description: 'Plain text; line breaks kept.' }),
    avatar: z.string().nullable().meta({ description: 'Their photo (256 px WebP), or null.' }),
    stories: count.meta({ description: 'Stories that credit them, any status.' }),
    createdAt: dateTime,
  })
  .openapi('Contributor');
export const contributorListSchema = z.object({ contributors: z.array(contributorSchema) });

/** A paid tier (core/members.ts `Tier`). */
export const tierSchema = z
  .object({
    _id: id,
    name: z.string(),
    description: z.string(),
    benefits: z.array(z.string()),
    currency: z.enum(CURRENCIES),
    monthlyPrice: count
      .nullable()
      .meta({ description: "In the currency's minor unit (paise, cents); null: not offered monthly." }),
    yearlyPrice: count.nullable(),
    trialDays: count.meta({ description: "Days free for a reader's first membership (0: no trial)." }),
    active: z.boolean().meta({ description: 'Offered to new members.' }),
    position: count,
  })
  .openapi('Tier');
export const tierListSchema = z.object({
  tiers: z.array(tierSchema),
  paymentsOn: z.boolean().meta({ description: 'Whether paid membership is open (Stripe is set up).' }),
});
/** A reader's membership (core/members.ts `Membership`). */
export const membershipSchema = z.object({
  tier: z.object({ _id: id, name: z.string() }).nullable().meta({ description: 'Null: a free member.' }),
  status: z.enum([...MEMBERSHIP_STATUSES, 'free']),
  interval: z.enum(INTERVALS).nullable(),
  renewsAt: dateTime
    .nullable()
    .meta({ description: 'When the period paid for ends: the renewal, or the end of access once cancelled.' }),
  cancelAtPeriodEnd: z.boolean(),
  manageable: z
    .boolean()
    .meta({ description: "Whether 'Manage billing' (POST /api/members/portal) opens Stripe's portal." }),
});
/** A payment Stripe reported (core/members.ts `Payment`). */
export const paymentSchema = z.object({
  _id: z.string().meta({ description: "Stripe's id of the invoice or the checkout." }),
  kind: z.enum(['membership', 'donation']),
  description: z.string(),
  amount: count.meta({ description: "In the currency's minor unit." }),
  currency: z.enum(CURRENCIES),
  paidAt: dateTime,
  receiptUrl: z.string().nullable().meta({ description: "Stripe's receipt page, or null." }),
});
/** A member as the admin lists them (core/members.ts `MemberRow`). */
export const memberRowSchema = z.object({
  userId: id,
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  tier: z.string().nullable(),
  status: z.enum(MEMBERSHIP_STATUSES),
  interval: z.enum(INTERVALS).nullable(),
  periodEnd: dateTime.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  source: z.enum(['stripe', 'comp']),
});

/** One reader's membership and its history, as the admin's member screen shows it. */
export const memberHistorySchema = z.object({
  account: z.object({
    userId: id,
    username: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    joinedAt: dateTime,
  }),
  membership: memberRowSchema
    .extend({
      startedAt: dateTime.nullable().meta({ description: 'When the paid membership last began (Stripe).' }),
      cancelledAt: dateTime.nullable().meta({ description: 'When it was cancelled, if it was.' }),
    })
    .nullable()
    .meta({ description: 'Null for a reader who never had a paid or complimentary membership.' }),
  cancellable: z.boolean().meta({ description: 'A Stripe subscription runs and is not cancelled yet.' }),
  payments: z.array(paymentSchema).meta({ description: 'Newest first, at most 100.' }),
  changes: z
    .array(
      z.object({
        at: dateTime,
        by: z.string().meta({ description: "The admin's username, or 'Stripe'." }),
        action: z
          .string()
          .meta({ description: "'member.subscription', 'member.comp', 'member.comp-end', 'member.cancel'." }),
        details: z.record(z.string(), z.unknown()).nullable(),
      }),
    )
    .meta({ description: 'Changes to the membership, from the audit log, newest first, at most 100.' }),
});
