import type { Context } from 'hono';
import type { Article } from '../../core/article';
import type { AppEnv } from '../app-env';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { articleInputSchema } from '../../core/article-input';
import { bylinesInputSchema } from '../../core/bylines';
import { bulkInput } from '../../core/article-list';
import { articleNoteInput } from '../../core/corrections';
import { breakingFlagInput } from '../../core/front-page';
import { parseAfter } from '../../core/live';
import { liveEntryInput } from '../../core/live-input';
import { sendBackInput } from '../../core/review';
import { isPlausibleSlug } from '../../core/slug';
import { access, apiRouter, body, json, mount, param, refusals, sharedAnswers } from '../api/endpoint';
import {
  articleListSchema,
  articleNoteSchema,
  articleSchema,
  bulkResultSchema,
  linkedStorySchema,
  frontPageChangeSchema,
  liveCoverageSchema,
  liveEntrySchema,
  messageSchema,
  revisionListSchema,
  revisionSchema,
} from '../api/schemas';
import { readBody } from '../lib/body';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '../lib/idempotency';
import { NotFoundError } from '../lib/errors';
import { parseOr400 } from '../lib/validate';
import { articleFormFields, liveEntryFormFields, readArticleRequest } from './article-form';
import { newsListQuery } from './news.queries';
import { translateInput } from './translations';
import { sharedJson } from '../api/shared-answer';
import { LATEST_TAG } from '../cache/page-cache';
import type { CachedPages } from '../cache/serve';
import { HOME_TAG, slugTag } from '../cache/tags';

const NEWS = ['News'];
const LIVE = ['Live blogs'];
const FRONT_PAGE = ['Front page'];

const articleId = z.object({ id: param.uuid('article') });
const revision = z.object({
  id: param.uuid('article'),
  number: z
    .string()
    .regex(/^[1-9]\d{0,8}$/)
    .meta({ description: 'The revision number (1 is the first).' }),
});
const liveEntry = z.object({
  id: param.uuid('article'),
  entry: z
    .string()
    .regex(/^\d{1,15}$/)
    .meta({ description: "The entry's id." }),
});

/** What POST and PUT /api/news take as JSON: core's editor rules; a field left out keeps its value (PUT) or the default (POST). */
const articleJson = articleInputSchema.partial().extend({
  bylines: bylinesInputSchema.optional().meta({
    description:
      "Who the story credits, in order: each `{ user }` (an account that writes) or `{ contributor }`, with `role` 'author' (the byline) or 'reporting' ('With reporting by'). Left out, they stay as they are (a new story credits its writer).",
  }),
});
/** A live entry as JSON (the picture only as a multipart file). */
const liveEntryJson = liveEntryInput.extend({
  removeImage: z.boolean().optional().meta({ description: 'On a change: take the picture off.' }),
});

/** GET /api/news/{id}/live's query (the same rule as the article page's `?before=`). */
const liveQuery = z.object({
  before: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const before = parseAfter(v ?? null);
      if (before === null) {
        ctx.addIssue({ code: 'custom', message: 'must be an entry id' });
        return z.NEVER;
      }
      return before;
    })
    .meta({ description: 'Entries older than this entry id (the next 100).' }),
});

const list = createRoute({
  method: 'get',
  path: '/',
  tags: NEWS,
  summary: 'Articles, newest first',
  ...access('optional', 'Published articles for everyone; other statuses for staff.'),
  request: { query: newsListQuery },
  responses: { ...sharedAnswers(articleListSchema, 'A page of articles.'), ...refusals(400, 401, 403) },
});

const bySlug = createRoute({
  method: 'get',
  path: '/slug/{slug}',
  tags: NEWS,
  summary: 'A published article by its slug',
  ...access('optional'),
  request: {
    params: z.object({ slug: z.string().max(300).meta({ description: "The last part of the article's address." }) }),
  },
  // A slug holding a control character or bytes that are not UTF-8 is refused (the address check).
  responses: { ...sharedAnswers(articleSchema, 'The article.'), ...refusals(400, 404) },
});

const create = createRoute({
  method: 'post',
  path: '/',
  tags: NEWS,
  summary: 'Write an article',
  ...access(
    'articles:create',
    "Authors save drafts or submit them for review (status 'review'); editors and admins may publish or schedule. Empty meta and social fields are filled from the title and description. With an `Idempotency-Key`, a repeat from the same account within 24 hours makes nothing: the same body answers the first answer (201 and the article), another body 422; while the first is still being saved elsewhere, 409 ('idempotency_key_in_progress') with `Retry-After: 1`.",
  ),
  request: {
    headers: z.object({
      [IDEMPOTENCY_HEADER]: idempotencyKeySchema.optional().meta({
        description:
          'One per article the client means to make (a UUID, say): send the same key again when unsure whether the first request worked.',
      }),
    }),
    body: body(articleJson, { form: articleFormFields }),
  },
  responses: { 201: json(articleSchema, 'The new article.'), ...refusals(400, 401, 403, 409, 413, 415, 422) },
});

const bulk = createRoute({
  method: 'post',
  path: '/bulk',
  tags: NEWS,
  summary: 'Publish, archive or delete several articles',
  ...access(
    'articles:publish',
    'Up to 50 at once. Each goes through the same checks as one at a time (with its revision, audit record and refreshed pages); one that cannot be changed is left and named in `failed` with the reason. Deleting needs `articles:delete-any`.',
  ),
  request: { body: body(bulkInput) },
  responses: { 200: json(bulkResultSchema, 'What was done.'), ...refusals(400, 401, 403, 413, 415) },
});

const update = createRoute({
  method: 'put',
  path: '/{id}',
  tags: NEWS,
  summary: 'Change an article',
  ...access(
    'articles:edit-own',
    "Authors change only their own drafts and stories in review, and save them as 'draft' or 'review' (submitting them); editors and admins change any article.",
  ),
  request: { params: articleId, body: body(articleJson, { form: articleFormFields }) },
  responses: { 200: json(articleSchema, 'The changed article.'), ...refusals(400, 401, 403, 404, 413, 415) },
});

const sendBack = createRoute({
  method: 'post',
  path: '/{id}/send-back',
  tags: NEWS,
  summary: 'Send an article in review back to its author',
  ...access(
    'articles:publish',
    'It becomes a draft again, with the note, which its author reads in the editor. 409 when the article is not in review (never submitted, or already sent back or published).',
  ),
  request: { params: articleId, body: body(sendBackInput, { form: sendBackInput }) },
  responses: {
    200: json(articleSchema, 'The article, a draft with its note.'),
    ...refusals(400, 401, 403, 404, 409, 413, 415),
  },
});

const revisions = createRoute({
  method: 'get',
  path: '/{id}/revisions',
  tags: NEWS,
  summary: "An article's revisions, newest first",
  ...access(
    'articles:edit-own',
    'Every save keeps one (a save that changes nothing keeps none); the newest 100 are kept. For those who may edit the article.',
  ),
  request: { params: articleId },
  responses: { 200: json(revisionListSchema, 'The revisions.'), ...refusals(401, 403, 404) },
});

const oneRevision = createRoute({
  method: 'get',
  path: '/{id}/revisions/{number}',
  tags: NEWS,
  summary: 'One revision, with the fields as saved then',
  ...access('articles:edit-own'),
  request: { params: revision },
  responses: { 200: json(revisionSchema, 'The revision.'), ...refusals(401, 403, 404) },
});

const restore = createRoute({
  method: 'post',
  path: '/{id}/revisions/{number}/restore',
  tags: NEWS,
  summary: 'Restore a revision',
  ...access(
    'articles:edit-own',
    "Its text and settings become the article's, saved as a new revision; the status and publication time stay, and so does the picture when the revision's was an upload replaced since.",
  ),
  request: { params: revision },
  responses: { 200: json(articleSchema, 'The article as restored.'), ...refusals(400, 401, 403, 404) },
});

const addNote = createRoute({
  method: 'post',
  path: '/{id}/notes',
  tags: NEWS,
  summary: 'Add a correction or update to a published article',
  ...access(
    'articles:publish',
    "Shown under the headline with its time; the article's modified time (JSON-LD, feeds, sitemap) becomes the note's. 409 when the article is not published.",
  ),
  request: { params: articleId, body: body(articleNoteInput, { form: articleNoteInput }) },
  responses: { 201: json(articleNoteSchema, 'The note.'), ...refusals(400, 401, 403, 404, 409, 413, 415) },
});

const translations = createRoute({
  method: 'get',
  path: '/{id}/translations',
  tags: NEWS,
  summary: "A story's translations",
  ...access(
    'articles:edit-own',
    'The stories linked to it in other editions, whatever their status, with their corrections. Authors: of their own stories and published ones.',
  ),
  request: { params: articleId },
  responses: { 200: json(z.array(linkedStorySchema), 'Its translations, by edition.'), ...refusals(401, 403, 404) },
});

const translate = createRoute({
  method: 'post',
  path: '/{id}/translations',
  tags: NEWS,
  summary: 'Start a translation of a story',
  ...access(
    'articles:create',
    'A draft in another edition made from the story (its words to translate over, its section, tags and picture), credited to the caller and linked to it. 409 when the story has a translation in that edition already.',
  ),
  request: { params: articleId, body: body(translateInput, { form: translateInput }) },
  responses: { 201: json(articleSchema, 'The new draft.'), ...refusals(400, 401, 403, 404, 409, 413, 415) },
});

const coverage = createRoute({
  method: 'get',
  path: '/{id}/live',
  tags: LIVE,
  summary: "A live blog's entries",
  ...access(
    'optional',
    "Newest first, 100 at a time (`before` for older ones). A published live blog's to anybody (a locked one's to readers its access opens: 403 otherwise); an unpublished one's to its author and editors. 404 when the story is no live blog.",
  ),
  request: { params: articleId, query: liveQuery },
  responses: { 200: json(liveCoverageSchema, 'The coverage.'), ...refusals(400, 401, 403, 404) },
});

const addEntry = createRoute({
  method: 'post',
  path: '/{id}/live',
  tags: LIVE,
  summary: 'Add an entry to a live blog',
  ...access(
    'articles:edit-own',
    "By the story's author, editors and admins. The body is sanitized like an article's; readers' open pages show it within 15 s. 409 when the story is no live blog or its coverage ended.",
  ),
  request: { params: articleId, body: body(liveEntryJson, { form: liveEntryFormFields }) },
  responses: { 201: json(liveEntrySchema, 'The entry.'), ...refusals(400, 401, 403, 404, 409, 413, 415) },
});

const endLive = createRoute({
  method: 'post',
  path: '/{id}/live/end',
  tags: LIVE,
  summary: "End a live blog's coverage",
  ...access(
    'articles:publish',
    "The page says 'This live coverage has ended' and stops asking for entries; no entry can be added until it is reopened.",
  ),
  request: { params: articleId },
  responses: { 200: json(liveCoverageSchema, 'The coverage.'), ...refusals(401, 403, 404, 409) },
});

const reopenLive = createRoute({
  method: 'post',
  path: '/{id}/live/reopen',
  tags: LIVE,
  summary: "Reopen a live blog's coverage",
  ...access('articles:publish'),
  request: { params: articleId },
  responses: { 200: json(liveCoverageSchema, 'The coverage.'), ...refusals(401, 403, 404, 409) },
});

const updateEntry = createRoute({
  method: 'put',
  path: '/{id}/live/{entry}',
  tags: LIVE,
  summary: 'Change a live entry',
  ...access(
    'articles:edit-own',
    "The page shows it as 'Updated'. A field left out is emptied; the picture stays unless `removeImage`.",
  ),
  request: { params: liveEntry, body: body(liveEntryJson, { form: liveEntryFormFields }) },
  responses: { 200: json(liveEntrySchema, 'The changed entry.'), ...refusals(400, 401, 403, 404, 409, 413, 415) },
});

const removeEntry = createRoute({
  method: 'delete',
  path: '/{id}/live/{entry}',
  tags: LIVE,
  summary: 'Delete a live entry',
  ...access('articles:edit-own'),
  request: { params: liveEntry },
  responses: { 200: json(messageSchema, 'Deleted.'), ...refusals(401, 403, 404, 409) },
});

const flag = createRoute({
  method: 'put',
  path: '/{id}/breaking',
  tags: FRONT_PAGE,
  summary: "Flag a published article 'Breaking'",
  ...access(
    'articles:publish',
    "It joins the home page's breaking banner (after the pinned headlines) until the flag ends: `hours` after now, 6 unless told, at most 72. 409 when the article is not published.",
  ),
  request: { params: articleId, body: body(breakingFlagInput, { form: breakingFlagInput }) },
  responses: {
    200: json(frontPageChangeSchema, 'The front page as it is now, and what was done.'),
    ...refusals(400, 401, 403, 404, 409, 413, 415),
  },
});

const unflag = createRoute({
  method: 'delete',
  path: '/{id}/breaking',
  tags: FRONT_PAGE,
  summary: "Take the 'Breaking' flag off an article",
  ...access('articles:publish'),
  request: { params: articleId },
  responses: {
    200: json(frontPageChangeSchema, 'The front page as it is now, and what was done.'),
    ...refusals(401, 403, 404),
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/{id}',
  tags: NEWS,
  summary: 'Delete an article',
  ...access('articles:delete-any'),
  request: { params: articleId },
  responses: { 200: json(messageSchema, 'Deleted.'), ...refusals(401, 403, 404) },
});

const one = createRoute({
  method: 'get',
  path: '/{id}',
  tags: NEWS,
  summary: 'A published article',
  ...access('optional', 'Called with an id; a slug answers too.'),
  request: { params: z.object({ id: param.articleKey }) },
  responses: { ...sharedAnswers(articleSchema, 'The article.'), ...refusals(400, 404) },
});

/**
 * A story as the caller may read it (docs/product.md, 'Access and the paywall'): a locked story's
 * `content` is its public preview unless the caller's account or tier opens it. A visitor's
 * answer is shared: the preview.
 */
async function readable(c: Context<AppEnv>, article: Article): Promise<Article> {
  const { content } = await c.var.queries.access.forActor(c.var.actor, article);
  return { ...article, content };
}

/**
 * The news API: adapters over NewsCommands (docs/decisions/004-use-case-layer.md) and the public
 * reads, which a visitor is answered from the page cache (server/api/shared-answer.ts).
 */
export function newsRoutes(cache: CachedPages) {
  const app = apiRouter();

  // Any change readers see drops the lists: a story published or taken down (`latest`), an edit of
  // one (`home`, which every edit of a published story drops, whichever list it enters or leaves).
  mount(app, list, (c) =>
    sharedJson(c, cache, [LATEST_TAG, HOME_TAG], () => c.var.queries.news.list(c.var.actor, c.req.query())),
  );

  const plausible = (key: string) => {
    if (!isPlausibleSlug(key)) throw new NotFoundError('News article not found');
    return key;
  };

  mount(app, bySlug, (c) => {
    const slug = plausible(c.req.param('slug'));
    return sharedJson(c, cache, [LATEST_TAG, slugTag(slug)], async () => {
      const article = await c.var.queries.news.find(slug);
      if (!article || article.slug !== slug) throw new NotFoundError('News article not found');
      return readable(c, article);
    });
  });

  // A create: one article per Idempotency-Key (a repeat answers the first request's article).
  mount(app, create, async (c) => {
    const key = c.req.header(IDEMPOTENCY_HEADER) ?? null;
    return c.json(await c.var.commands.news.create(c.var.actor, () => readArticleRequest(c), key), 201);
  });

  mount(app, bulk, async (c) => {
    const { news } = c.var.commands;
    return c.json(await news.bulk(c.var.actor, await readBody(c)));
  });

  mount(app, update, async (c) => {
    const { news } = c.var.commands;
    return c.json(await news.update(c.var.actor, c.req.param('id'), () => readArticleRequest(c)));
  });

  mount(app, sendBack, async (c) => {
    const { news } = c.var.commands;
    return c.json(await news.sendBack(c.var.actor, c.req.param('id'), await readBody(c)));
  });

  mount(app, revisions, async (c) => {
    const { news } = c.var.queries;
    return c.json({ revisions: await news.revisions(c.var.actor, c.req.param('id')) });
  });
  mount(app, oneRevision, async (c) => {
    const { news } = c.var.queries;
    return c.json(await news.revision(c.var.actor, c.req.param('id'), c.req.param('number')));
  });
  mount(app, restore, async (c) => {
    const { news } = c.var.commands;
    return c.json(await news.restoreRevision(c.var.actor, c.req.param('id'), c.req.param('number')));
  });

  mount(app, addNote, async (c) => {
    const { news } = c.var.commands;
    return c.json(await news.addNote(c.var.actor, c.req.param('id'), await readBody(c)), 201);
  });

  // Translations (docs/decisions/009-editions.md).
  mount(app, translations, async (c) => c.json(await c.var.queries.news.translations(c.var.actor, c.req.param('id'))));
  mount(app, translate, async (c) => {
    const { news } = c.var.commands;
    return c.json(await news.translate(c.var.actor, c.req.param('id'), await readBody(c)), 201);
  });

  // Live blogs (docs/product.md, 'Live blogs').
  mount(app, coverage, async (c) => {
    const { before } = parseOr400(liveQuery, c.req.query());
    return c.json(await c.var.queries.live.coverage(c.var.actor, c.req.param('id'), { before }));
  });
  mount(app, addEntry, async (c) => {
    const { live } = c.var.commands;
    return c.json(await live.add(c.var.actor, c.req.param('id'), await readArticleRequest(c)), 201);
  });
  mount(app, endLive, async (c) => c.json(await c.var.commands.live.setEnded(c.var.actor, c.req.param('id'), true)));
  mount(app, reopenLive, async (c) =>
    c.json(await c.var.commands.live.setEnded(c.var.actor, c.req.param('id'), false)),
  );
  mount(app, updateEntry, async (c) => {
    const { live } = c.var.commands;
    const form = await readArticleRequest(c);
    return c.json(await live.update(c.var.actor, c.req.param('id'), c.req.param('entry'), form));
  });
  mount(app, removeEntry, async (c) => {
    await c.var.commands.live.remove(c.var.actor, c.req.param('id'), c.req.param('entry'));
    return c.json({ message: 'Live update deleted' });
  });

  mount(app, flag, async (c) => {
    const { frontPage } = c.var.commands;
    return c.json(await frontPage.flag(c.var.actor, c.req.param('id'), await readBody(c)));
  });
  mount(app, unflag, async (c) => {
    const { frontPage } = c.var.commands;
    return c.json(await frontPage.unflag(c.var.actor, c.req.param('id')));
  });

  mount(app, remove, async (c) => {
    await c.var.commands.news.delete(c.var.actor, c.req.param('id'));
    return c.json({ message: 'News deleted' });
  });

  mount(app, one, (c) => {
    const key = plausible(c.req.param('id'));
    return sharedJson(c, cache, [LATEST_TAG, slugTag(key)], async () => {
      const article = await c.var.queries.news.find(key);
      if (!article) throw new NotFoundError('News article not found');
      return readable(c, article);
    });
  });

  return app;
}
