import { Hono } from 'hono';
import { readBody } from '../lib/body';
import type { AppEnv } from '../app-env';

/**
 * The front page (docs/product.md, 'Front page'), for editors and admins: how it is arranged,
 * and a new arrangement. Each calls one use case (`FrontPageCommands`).
 */
export function frontPageRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => c.json(await c.var.commands.frontPage.view(c.var.actor)));

  app.put('/', async (c) => {
    const { frontPage } = c.var.commands;
    return c.json(await frontPage.arrange(c.var.actor, await readBody(c)));
  });

  return app;
}
