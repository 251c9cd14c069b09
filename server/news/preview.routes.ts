import { Hono } from 'hono';
import { readBody } from '../lib/body';
import type { AppEnv } from '../app-env';

/**
 * Preview links (docs/product.md, 'Preview'): `POST /api/news/:id/preview-link` makes one
 * (`{ days }`: 1 or 7), `DELETE` withdraws every link of the story. Adapters over PreviewCommands.
 */
export function previewRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/:id/preview-link', async (c) => {
    const { preview } = c.var.commands;
    // The body is optional: without one the link works for 7 days.
    const body = c.req.header('content-type') ? await readBody(c) : {};
    return c.json(await preview.createLink(c.var.actor, c.req.param('id'), body), 201);
  });
  app.delete('/:id/preview-link', async (c) => {
    const { preview } = c.var.commands;
    return c.json(await preview.revokeLinks(c.var.actor, c.req.param('id')));
  });
  return app;
}
