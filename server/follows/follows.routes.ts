import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { CATEGORIES } from '../../core/categories';
import { FOLLOW_KINDS } from '../../core/follows';
import { mergeFollowsInput } from '../../core/follows-input';
import { access, apiRouter, body, json, mount, refusals, sharedAnswers } from '../api/endpoint';
import { sharedJson } from '../api/shared-answer';
import { LATEST_TAG } from '../cache/page-cache';
import type { CachedPages } from '../cache/serve';
import { TAG_PAGES_TAG } from '../cache/tags';
import { readBody } from '../lib/body';
import { followedStoriesQuery } from './follows.queries';

const TAGS = ['Following'];

/** One followed topic (core/follows.ts `FollowItem`). */
const followSchema = z
  .object({
    kind: z.enum(FOLLOW_KINDS),
    key: z.string().meta({ description: "The tag's slug, the section's key ('sports') or the writer's username." }),
    name: z.string().meta({ description: "The tag's name, the section's or the writer's." }),
    path: z.string().meta({ description: "The topic's page ('/tag/monsoon', '/sports-news', '/author/asha')." }),
  })
  .openapi('Follow');
const followListSchema = z
  .object({ items: z.array(followSchema).meta({ description: 'Newest first, at most 200.' }) })
  .openapi('FollowList');
/** A story in a followed topic (server/follows/follows.service.ts `FollowedStory`). */
const followedStorySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  path: z.string().meta({ description: "Its address in its edition ('/news/…', '/hi/news/…')." }),
  title: z.string(),
  description: z.string(),
  category: z.enum(CATEGORIES),
  image: z.string().nullable(),
  imageAlt: z.string().nullable(),
  publishedAt: z.iso.datetime(),
  author: z.string().meta({ description: 'The byline as one text.' }),
  topics: z.array(z.string()).meta({ description: 'Which of the asked topics it is in.' }),
});
const followedStoriesSchema = z.object({ items: z.array(followedStorySchema) }).openapi('FollowedStories');

const target = z.object({
  kind: z.enum(FOLLOW_KINDS).meta({ description: 'What is followed: a tag, a section or a writer.' }),
  key: z
    .string()
    .max(200)
    .meta({ description: "The tag's slug, the section's key ('sports') or the writer's username." }),
});

const list = createRoute({
  method: 'get',
  path: '/',
  tags: TAGS,
  summary: "The signed-in reader's followed topics",
  ...access('signed-in', 'Newest first (at most 200).'),
  responses: { 200: json(followListSchema, 'The followed topics.'), ...refusals(401, 403) },
});

const stories = createRoute({
  method: 'get',
  path: '/stories',
  tags: TAGS,
  summary: 'The newest stories in a set of topics (My news)',
  ...access(
    'public',
    'Published stories of the edition in any of the topics `t` (given once each: `?t=tag:monsoon&t=author:asha`), newest first, at most 20. Topics nothing on the site has are skipped. The same for everyone: answered from the page cache like the other public reads.',
  ),
  request: { query: followedStoriesQuery },
  responses: { ...sharedAnswers(followedStoriesSchema, 'The stories.'), ...refusals(400) },
});

const merge = createRoute({
  method: 'post',
  path: '/merge',
  tags: TAGS,
  summary: "Merge the browser's followed topics into the account (at sign-in)",
  ...access(
    'signed-in',
    'Topics, newest first. Those the account does not follow are added while they fit under the limit of 200; unknown ones are skipped. More than 200 is refused (400).',
  ),
  request: { body: body(mergeFollowsInput) },
  responses: {
    200: json(followListSchema, "The account's followed topics now."),
    ...refusals(400, 401, 403, 413, 415, 429),
  },
});

const follow = createRoute({
  method: 'put',
  path: '/{kind}/{key}',
  tags: TAGS,
  summary: 'Follow a tag, a section or a writer (again: it moves to the top)',
  ...access(
    'signed-in',
    "404 for a tag no published story has, or a username no writer has. 409 ('follow_limit') when the account already follows 200 topics.",
  ),
  request: { params: target },
  responses: {
    200: json(followListSchema, 'The followed topics now.'),
    ...refusals(400, 401, 403, 404, 409, 429),
  },
});

const unfollow = createRoute({
  method: 'delete',
  path: '/{kind}/{key}',
  tags: TAGS,
  summary: 'Stop following a topic',
  ...access('signed-in', 'A topic not followed is no error.'),
  request: { params: target },
  responses: {
    200: json(followListSchema, 'The followed topics now.'),
    ...refusals(400, 401, 403, 404, 429),
  },
});

/**
 * Followed topics (docs/product.md, 'Alerts and following'): GET / and POST /merge, PUT|DELETE
 * /:kind/:key for a signed-in reader; GET /stories for anyone, cached as a shared answer (it
 * drops when a story is published, unpublished or edited, as tag pages do). Each calls one use
 * case (`FollowCommands`) or read (`FollowQueries`).
 */
export function followsRoutes(cache: CachedPages) {
  const app = apiRouter();
  mount(app, list, async (c) => c.json(await c.var.queries.follows.list(c.var.actor)));
  mount(app, stories, (c) =>
    sharedJson(
      c,
      cache,
      [LATEST_TAG, TAG_PAGES_TAG],
      () => c.var.queries.follows.stories(c.var.actor, { t: c.req.queries('t'), edition: c.req.query('edition') }),
      // The answer is the same whoever asks.
      { credentialsMatter: false },
    ),
  );
  mount(app, merge, async (c) => c.json(await c.var.commands.follows.merge(c.var.actor, await readBody(c))));
  const params = (c: { req: { param(name: 'kind' | 'key'): string } }) => ({
    kind: c.req.param('kind'),
    key: c.req.param('key'),
  });
  mount(app, follow, async (c) => c.json(await c.var.commands.follows.follow(c.var.actor, params(c))));
  mount(app, unfollow, async (c) => c.json(await c.var.commands.follows.unfollow(c.var.actor, params(c))));
  return app;
}
