import { Hono } from 'hono';
import { readBody } from '../lib/body';
import type { AppEnv } from '../app-env';

/**
 * A signed-in reader's saved stories (docs/product.md, 'Saved stories and offline reading'):
 * GET /, PUT|DELETE /:articleId (an id or a slug), POST /merge. Each calls one use case
 * (`SavedCommands`); a cookie-carried write from another site is refused by `resolveViewer`.
 */
export function savedRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => c.json(await c.var.commands.saved.list(c.var.actor)));
  app.post('/merge', async (c) => c.json(await c.var.commands.saved.merge(c.var.actor, await readBody(c))));
  app.put('/:articleId', async (c) =>
    c.json(await c.var.commands.saved.save(c.var.actor, { story: c.req.param('articleId') })),
  );
  app.delete('/:articleId', async (c) =>
    c.json(await c.var.commands.saved.remove(c.var.actor, { story: c.req.param('articleId') })),
  );
  return app;
}
