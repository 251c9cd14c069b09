import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { access, apiRouter, json, mount, param, refusals } from '../api/endpoint';
import { republicationListSchema } from '../api/schemas';

const republicationsOf = createRoute({
  method: 'get',
  path: '/{id}/republications',
  tags: ['News'],
  summary: 'Where a story free to republish was republished',
  ...access(
    'admin:access',
    "Each page whose copy loaded the story's counter (as the reader's browser named it: often its site alone), how often, first and last; the newest 50, and the totals.",
  ),
  request: { params: z.object({ id: param.uuid('article') }) },
  responses: { 200: json(republicationListSchema, 'The pages.'), ...refusals(401, 403, 404) },
});

/** Republishing's API (docs/product.md, 'Republishing'): one read, `RepublishingQueries.list`. */
export function republishingRoutes() {
  const app = apiRouter();
  mount(app, republicationsOf, async (c) =>
    c.json(await c.var.queries.republishing.list(c.var.actor, c.req.param('id'))),
  );
  return app;
}
