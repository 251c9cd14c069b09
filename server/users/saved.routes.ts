import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { access, apiRouter, body, json, mount, refusals } from '../api/endpoint';
import { savedListSchema, savedStateSchema } from '../api/schemas';
import { readBody } from '../lib/body';
import { mergeSavedInput } from './saved.commands';

const TAGS = ['Saved stories'];
const story = z.object({
  articleId: z.string().max(120).meta({ description: "The article's id, or its slug (the last part of its address)." }),
});

const list = createRoute({
  method: 'get',
  path: '/',
  tags: TAGS,
  summary: "The signed-in reader's saved stories",
  ...access('signed-in', 'Published ones only, newest save first (at most 200).'),
  responses: { 200: json(savedListSchema, 'The saved stories.'), ...refusals(401, 403) },
});

const merge = createRoute({
  method: 'post',
  path: '/merge',
  tags: TAGS,
  summary: "Merge the browser's saved stories into the account (at sign-in)",
  ...access(
    'signed-in',
    'Ids or slugs, newest first. Published stories the account does not hold are added while they fit under the limit of 200; unknown or unpublished ones are skipped.',
  ),
  request: { body: body(mergeSavedInput) },
  responses: {
    200: json(savedListSchema, "The account's saved stories now."),
    ...refusals(400, 401, 403, 413, 415, 429),
  },
});

const save = createRoute({
  method: 'put',
  path: '/{articleId}',
  tags: TAGS,
  summary: 'Save a published story (saved again, it moves to the top)',
  ...access('signed-in', "409 ('saved_limit') when the account already holds 200 saved stories."),
  request: { params: story },
  responses: { 200: json(savedStateSchema, 'Saved.'), ...refusals(400, 401, 403, 404, 409, 429) },
});

const remove = createRoute({
  method: 'delete',
  path: '/{articleId}',
  tags: TAGS,
  summary: 'Remove a story from the saved ones',
  ...access('signed-in'),
  request: { params: story },
  responses: { 200: json(savedStateSchema, 'Not saved (any more).'), ...refusals(400, 401, 403, 404, 429) },
});

/**
 * A signed-in reader's saved stories (docs/product.md, 'Saved stories and offline reading'):
 * GET /, PUT|DELETE /:articleId (an id or a slug), POST /merge. Each calls one use case
 * (`SavedCommands`) or read (`SavedQueries`); a cookie-carried write from another site is refused by `resolveViewer`.
 */
export function savedRoutes() {
  const app = apiRouter();
  mount(app, list, async (c) => c.json(await c.var.queries.saved.list(c.var.actor)));
  mount(app, merge, async (c) => c.json(await c.var.commands.saved.merge(c.var.actor, await readBody(c))));
  mount(app, save, async (c) =>
    c.json(await c.var.commands.saved.save(c.var.actor, { story: c.req.param('articleId') })),
  );
  mount(app, remove, async (c) =>
    c.json(await c.var.commands.saved.remove(c.var.actor, { story: c.req.param('articleId') })),
  );
  return app;
}
