import { createRoute } from '@hono/zod-openapi';
import { frontPageInput } from '../../core/front-page';
import { access, apiRouter, body, json, mount, refusals } from '../api/endpoint';
import { frontPageSchema } from '../api/schemas';
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
    200: json(frontPageSchema, 'The front page as arranged.'),
    ...refusals(400, 401, 403, 404, 409, 413, 415),
  },
});

/**
 * The front page (docs/product.md, 'Front page'), for editors and admins: how it is arranged,
 * and a new arrangement. Each calls one use case (`FrontPageCommands`).
 */
export function frontPageRoutes() {
  const app = apiRouter();

  mount(app, view, async (c) => c.json(await c.var.services.commands.frontPage.view(c.var.actor)));

  mount(app, arrange, async (c) => {
    const { frontPage } = c.var.services.commands;
    return c.json(await frontPage.arrange(c.var.actor, await readBody(c)));
  });

  return app;
}
