import { createRoute } from '@hono/zod-openapi';
import { frontPageInput } from '../../core/front-page';
import { access, apiRouter, body, json, mount, refusals } from '../api/endpoint';
import { frontPageChangeSchema, frontPageSchema } from '../api/schemas';
import { frontPagePinParams, frontPageSlotParams, moveBody, pinBody } from './front-page.commands';
import { readBody } from '../lib/body';

const view = createRoute({
  method: 'get',
  path: '/',
  tags: ['Front page'],
  summary: 'The front page as editors arranged it',
  ...access(
    'articles:publish',
    "The pins of the three Featured slots and of the breaking banner, in order, the stories flagged 'Breaking', and what the home page shows now.",
  ),
  responses: { 200: json(frontPageSchema, 'The front page.'), ...refusals(401, 403) },
});

const arrange = createRoute({
  method: 'put',
  path: '/',
  tags: ['Front page'],
  summary: 'Arrange the front page',
  ...access(
    'articles:publish',
    "Replaces every pin: up to 3 Featured and 5 banner stories, each in the order given, each with an optional `expiresAt` (a `YYYY-MM-DDTHH:mm` time in the site's time zone, or ISO 8601 with an offset; in the future). Slots left empty show the newest stories. 409 when a story is not published.",
  ),
  request: { body: body(frontPageInput) },
  responses: {
    200: json(frontPageChangeSchema, 'The front page as arranged.'),
    ...refusals(400, 401, 403, 404, 409, 413, 415),
  },
});

const changed = json(frontPageChangeSchema, 'The front page as it is now, and what was done.');
const slotParams = frontPageSlotParams.extend({
  slot: frontPageSlotParams.shape.slot.meta({
    description: "Where: 'featured' (the Featured Stories slots) or 'breaking' (the breaking banner).",
  }),
});
const pinParams = frontPagePinParams.extend({
  slot: slotParams.shape.slot,
  articleId: frontPagePinParams.shape.articleId.meta({ description: "The pinned story's id." }),
});

const pin = createRoute({
  method: 'post',
  path: '/{slot}',
  tags: ['Front page'],
  summary: 'Pin a story last in a place',
  ...access(
    'articles:publish',
    "What the admin screen's Pin does: the story goes after the pins shown now, with an optional `expiresAt` (as for PUT /api/front-page). 409 when the story is not published, is already pinned there, or the place is full (3 Featured, 5 banner); 400 for an end not in the future.",
  ),
  request: { params: slotParams, body: body(pinBody, { form: pinBody }) },
  responses: { 200: changed, ...refusals(400, 401, 403, 404, 409, 413, 415) },
});

const move = createRoute({
  method: 'patch',
  path: '/{slot}/{articleId}',
  tags: ['Front page'],
  summary: 'Move a pin to another position',
  ...access(
    'articles:publish',
    "What the screen's Move up, Move down and dragging do: the pin takes `position` (1 for the first) among the pins shown now. 404 when the story is not pinned there; 400 for a position past the last.",
  ),
  request: { params: pinParams, body: body(moveBody, { form: moveBody }) },
  responses: { 200: changed, ...refusals(400, 401, 403, 404, 413, 415) },
});

const unpin = createRoute({
  method: 'delete',
  path: '/{slot}/{articleId}',
  tags: ['Front page'],
  summary: 'Remove a pin',
  ...access('articles:publish', 'The newest stories fill its place. 404 when the story is not pinned there.'),
  request: { params: pinParams },
  responses: { 200: changed, ...refusals(400, 401, 403, 404) },
});

/**
 * The front page (docs/product.md, 'Front page'), for editors and admins: how it is arranged, a
 * new arrangement, and one pin at a time (pin, move, remove: what the admin screen's buttons
 * do). Each calls one use case (`FrontPageCommands`; its zod schemas describe the inputs) or, to
 * read, `FrontPageQueries`.
 */
export function frontPageRoutes() {
  const app = apiRouter();

  mount(app, view, async (c) => c.json(await c.var.queries.frontPage.view(c.var.actor)));

  mount(app, arrange, async (c) => {
    const { frontPage } = c.var.commands;
    return c.json(await frontPage.arrange(c.var.actor, await readBody(c)));
  });

  mount(app, pin, async (c) => {
    const { frontPage } = c.var.commands;
    return c.json(await frontPage.pin(c.var.actor, c.req.param(), await readBody(c)));
  });

  mount(app, move, async (c) => {
    const { frontPage } = c.var.commands;
    return c.json(await frontPage.move(c.var.actor, c.req.param(), await readBody(c)));
  });

  mount(app, unpin, async (c) => {
    const { frontPage } = c.var.commands;
    return c.json(await frontPage.unpin(c.var.actor, c.req.param()));
  });

  return app;
}
