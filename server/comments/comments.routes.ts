import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { BAN_KINDS, COMMENT_MAX, COMMENT_SORTS, COMMENT_STATUSES, QUEUES, REPORT_REASONS } from '../../core/comments';
import { access, apiRouter, body, json, mount, param, refusals } from '../api/endpoint';
import { readBody } from '../lib/body';

const TAGS = ['Comments'];

const author = z.object({
  _id: z.uuid(),
  username: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  staff: z.string().nullable().meta({ description: "Staff are marked: 'Editor', 'Reporter', 'Staff'." }),
});
const reply = z.object({
  _id: z.uuid(),
  articleId: z.uuid(),
  parentId: z.uuid().nullable(),
  author,
  body: z.string().meta({ description: 'Plain text: paragraphs part at blank lines; never HTML.' }),
  status: z.enum(COMMENT_STATUSES),
  featured: z.boolean(),
  likes: z.int().min(0),
  editedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
const commentSchema = reply
  .extend({ replies: z.array(reply).meta({ description: 'Its published replies, oldest first.' }) })
  .meta({ id: 'Comment' });

const story = z.object({ id: param.articleKey });
const commentId = z.object({ id: param.uuid('comment') });

const thread = createRoute({
  method: 'get',
  path: '/news/{id}/comments',
  tags: TAGS,
  summary: "A page of a story's comments",
  ...access(
    'optional',
    `30 top-level published comments a page, each with its replies; \`after\` (the last comment's id, from \`next\`) for the next page. The first page also has the featured ones. A signed-in reader also gets \`viewer\`: whether they may comment, their comments waiting for review, and which they liked. A locked story's comments are for readers with access (\`locked\`).`,
  ),
  request: {
    params: story,
    query: z.object({ sort: z.enum(COMMENT_SORTS).optional(), after: z.uuid().optional() }),
  },
  responses: {
    200: json(
      z.object({
        story: z.object({ _id: z.uuid(), slug: z.string(), title: z.string() }),
        comments: z.array(commentSchema),
        featured: z.array(commentSchema),
        next: z.uuid().nullable(),
        count: z.int().min(0).meta({ description: 'Published comments, replies included.' }),
        open: z.boolean(),
        closedBecause: z.string().nullable(),
        off: z.boolean(),
        locked: z.boolean(),
        viewer: z
          .object({
            _id: z.uuid(),
            canComment: z.boolean(),
            refusal: z.string().nullable(),
            moderator: z.boolean(),
            hidden: z
              .array(commentSchema)
              .meta({ description: 'Their own comments only they see (waiting for review).' }),
            liked: z.array(z.uuid()),
          })
          .nullable(),
      }),
      'The page.',
    ),
    ...refusals(400, 404),
  },
});

const write = createRoute({
  method: 'post',
  path: '/news/{id}/comments',
  tags: TAGS,
  summary: 'Comment on a story, or reply to a comment',
  ...access(
    'signed-in',
    `Plain text up to ${COMMENT_MAX} characters; \`parent\`: a top-level comment of the story to reply to. Answers the comment and its state: \`published\`, or \`pending\` (it waits for review). 409 when the story takes no comments (closed, off), for a reply to a deleted comment and for the same text twice in a day; 403 for a reader the site's settings or a ban keep out and on a locked story without access; 429 past the reader's limits.`,
  ),
  request: {
    params: story,
    body: body(
      z.object({
        body: z.string(),
        parent: z.string().optional().meta({ description: 'The id of the comment answered.' }),
      }),
    ),
  },
  responses: {
    201: json(z.object({ comment: commentSchema, status: z.enum(COMMENT_STATUSES) }), 'Taken.'),
    ...refusals(400, 401, 403, 404, 409, 413, 415, 429),
  },
});

const edit = createRoute({
  method: 'patch',
  path: '/comments/{id}',
  tags: TAGS,
  summary: 'Edit your comment',
  ...access(
    'signed-in',
    'Your own, within 10 minutes of posting (409 after); the moderation rules run on the new text.',
  ),
  request: { params: commentId, body: body(z.object({ body: z.string() })) },
  responses: {
    200: json(z.object({ comment: commentSchema, status: z.enum(COMMENT_STATUSES) }), 'Edited.'),
    ...refusals(400, 401, 404, 409, 413, 415),
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/comments/{id}',
  tags: TAGS,
  summary: 'Delete your comment',
  ...access('signed-in', "Your own (another's is a 404); its replies leave the thread with it."),
  request: { params: commentId },
  responses: { 204: { description: 'Deleted.' }, ...refusals(401, 404) },
});

const like = createRoute({
  method: 'put',
  path: '/comments/{id}/like',
  tags: TAGS,
  summary: 'Like a comment',
  ...access('signed-in', "Once a reader; not one's own (409)."),
  request: { params: commentId },
  responses: {
    200: json(z.object({ likes: z.int().min(0), liked: z.boolean() }), 'Its likes now.'),
    ...refusals(401, 404, 409),
  },
});

const unlike = createRoute({
  method: 'delete',
  path: '/comments/{id}/like',
  tags: TAGS,
  summary: 'Stop liking a comment',
  ...access('signed-in'),
  request: { params: commentId },
  responses: {
    200: json(z.object({ likes: z.int().min(0), liked: z.boolean() }), 'Its likes now.'),
    ...refusals(401, 404, 409),
  },
});

const report = createRoute({
  method: 'post',
  path: '/comments/{id}/report',
  tags: TAGS,
  summary: 'Report a comment to the moderators',
  ...access('signed-in', "Once a reader (409 again); not one's own."),
  request: { params: commentId, body: body(z.object({ reason: z.enum(REPORT_REASONS) })) },
  responses: { 204: { description: 'Reported.' }, ...refusals(400, 401, 404, 409, 413, 415) },
});

const queue = createRoute({
  method: 'get',
  path: '/comments',
  tags: TAGS,
  summary: 'A moderation queue',
  ...access(
    'comments:moderate',
    '`review` (the default: held for review and reported), `published` or `rejected`, newest first, 50 a page; `after` for the next.',
  ),
  request: { query: z.object({ queue: z.enum(QUEUES).optional(), after: z.uuid().optional() }) },
  responses: {
    200: json(
      z.object({
        queue: z.enum(QUEUES),
        items: z.array(
          reply.extend({
            story: z.object({ _id: z.uuid(), title: z.string(), slug: z.string() }),
            heldFor: z
              .string()
              .nullable()
              .meta({ description: "Why it waits: 'first comment', 'link', 'banned word: …'." }),
            rejectReason: z.string().nullable(),
            reports: z.int().min(0),
            reportReasons: z.array(z.enum(REPORT_REASONS)),
            authorBanned: z.enum(BAN_KINDS).nullable(),
          }),
        ),
        next: z.uuid().nullable(),
        waiting: z.int().min(0).meta({ description: 'Comments that need review.' }),
      }),
      'The page.',
    ),
    ...refusals(400, 401, 403),
  },
});

const moderate = createRoute({
  method: 'post',
  path: '/comments/moderate',
  tags: TAGS,
  summary: 'Approve or reject comments',
  ...access('comments:moderate', 'Up to 100 at once; approving publishes them and clears their reports. Audited.'),
  request: {
    body: body(
      z.object({
        ids: z.array(z.string()),
        action: z.enum(['approve', 'reject']),
        reason: z.string().optional().meta({ description: 'Why they were rejected (up to 300 characters).' }),
      }),
    ),
  },
  responses: { 200: json(z.object({ changed: z.int().min(0) }), 'Done.'), ...refusals(400, 401, 403, 413, 415) },
});

const feature = createRoute({
  method: 'put',
  path: '/comments/{id}/featured',
  tags: TAGS,
  summary: 'Pin a comment above its thread',
  ...access('comments:moderate', 'A published comment that answers the story itself. Audited.'),
  request: { params: commentId },
  responses: { 200: json(commentSchema, 'Featured.'), ...refusals(401, 403, 404) },
});

const unfeature = createRoute({
  method: 'delete',
  path: '/comments/{id}/featured',
  tags: TAGS,
  summary: 'Unpin a featured comment',
  ...access('comments:moderate'),
  request: { params: commentId },
  responses: { 200: json(commentSchema, 'Unpinned.'), ...refusals(401, 403, 404) },
});

const banSchema = z.object({
  userId: z.uuid(),
  username: z.string(),
  kind: z.enum(BAN_KINDS),
  until: z.iso.datetime().nullable(),
  reason: z.string(),
  createdAt: z.iso.datetime(),
});

const bans = createRoute({
  method: 'get',
  path: '/comments/bans',
  tags: TAGS,
  summary: 'Readers banned from commenting now',
  ...access('comments:moderate'),
  responses: { 200: json(z.object({ bans: z.array(banSchema) }), 'Newest first.'), ...refusals(401, 403) },
});

const ban = createRoute({
  method: 'post',
  path: '/comments/bans',
  tags: TAGS,
  summary: 'Ban a reader from commenting',
  ...access(
    'comments:moderate',
    '`hide`: their comments are hidden and they cannot comment; `shadow`: their comments, old and new, show to them alone. For `days` (0: for good). Moderators cannot be banned (409). Audited.',
  ),
  request: {
    body: body(
      z.object({
        user: z.string().meta({ description: "The reader's account id." }),
        kind: z.enum(BAN_KINDS),
        days: z.union([z.int(), z.string()]).optional(),
        reason: z.string().optional(),
      }),
    ),
  },
  responses: {
    201: json(z.object({ until: z.iso.datetime().nullable() }), 'Banned.'),
    ...refusals(400, 401, 403, 404, 409, 413, 415),
  },
});

const unban = createRoute({
  method: 'delete',
  path: '/comments/bans/{id}',
  tags: TAGS,
  summary: "Lift a reader's ban",
  ...access('comments:moderate', 'Their shadowed comments then wait for review.'),
  request: { params: z.object({ id: param.uuid('account') }) },
  responses: { 204: { description: 'Lifted.' }, ...refusals(401, 403, 404) },
});

/** Readers' comments and their moderation (docs/product.md, 'Comments'). */
export function commentRoutes() {
  const app = apiRouter();
  mount(app, thread, async (c) => {
    const answer = await c.var.queries.comments.thread(c.var.actor, c.req.param('id'), c.req.query());
    return c.json({ ...answer, viewer: await c.var.queries.comments.viewerOf(c.var.actor, answer) });
  });
  mount(app, write, async (c) =>
    c.json(await c.var.commands.comments.create(c.var.actor, c.req.param('id'), await readBody(c)), 201),
  );
  // The fixed paths before `{id}`.
  mount(app, queue, async (c) => c.json(await c.var.queries.comments.queue(c.var.actor, c.req.query())));
  mount(app, moderate, async (c) => c.json(await c.var.commands.comments.moderate(c.var.actor, await readBody(c))));
  mount(app, bans, async (c) => c.json({ bans: await c.var.queries.comments.bans(c.var.actor) }));
  mount(app, ban, async (c) => c.json(await c.var.commands.comments.ban(c.var.actor, await readBody(c)), 201));
  mount(app, unban, async (c) => {
    await c.var.commands.comments.unban(c.var.actor, c.req.param('id'));
    return c.body(null, 204);
  });
  mount(app, edit, async (c) =>
    c.json(await c.var.commands.comments.edit(c.var.actor, c.req.param('id'), await readBody(c))),
  );
  mount(app, remove, async (c) => {
    await c.var.commands.comments.remove(c.var.actor, c.req.param('id'));
    return c.body(null, 204);
  });
  mount(app, like, async (c) => c.json(await c.var.commands.comments.like(c.var.actor, c.req.param('id'), true)));
  mount(app, unlike, async (c) => c.json(await c.var.commands.comments.like(c.var.actor, c.req.param('id'), false)));
  mount(app, report, async (c) => {
    await c.var.commands.comments.report(c.var.actor, c.req.param('id'), await readBody(c));
    return c.body(null, 204);
  });
  mount(app, feature, async (c) => c.json(await c.var.commands.comments.feature(c.var.actor, c.req.param('id'), true)));
  mount(app, unfeature, async (c) =>
    c.json(await c.var.commands.comments.feature(c.var.actor, c.req.param('id'), false)),
  );
  return app;
}
