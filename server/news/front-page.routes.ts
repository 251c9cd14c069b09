import { Hono } from 'hono';
import { readBody } from '../lib/body';
import type { AppEnv } from '../app-env';

/**
 * The front page (docs/product.md, 'Front page'), for editors and admins: how it is arranged, a
 * new arrangement, and one pin at a time (pin, move, remove: what the admin screen's buttons
 * do). Each calls one use case (`FrontPageCommands`; its zod schemas describe the inputs).
 */
export function frontPageRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => c.json(await c.var.commands.frontPage.view(c.var.actor)));

  app.put('/', async (c) => {
    const { frontPage } = c.var.commands;
    return c.json(await frontPage.arrange(c.var.actor, await readBody(c)));
  });

  // Pin a story last in a place ({ articleId, expiresAt? }).
  app.post('/:slot', async (c) => {
    const { frontPage } = c.var.commands;
    return c.json(await frontPage.pin(c.var.actor, c.req.param(), await readBody(c)));
  });

  // Move a pin to a position ({ position }, 1 for the first).
  app.patch('/:slot/:articleId', async (c) => {
    const { frontPage } = c.var.commands;
    return c.json(await frontPage.move(c.var.actor, c.req.param(), await readBody(c)));
  });

  app.delete('/:slot/:articleId', async (c) => {
    const { frontPage } = c.var.commands;
    return c.json(await frontPage.unpin(c.var.actor, c.req.param()));
  });

  return app;
}
