import { Hono } from 'hono';
import { readBody } from '../lib/body';
import type { AppEnv } from '../app-env';

/**
 * The newsletter's API (docs/product.md, 'Morning newsletter'): anyone subscribes, confirms and
 * unsubscribes (the link's token is the authority); signed-in readers manage their own address
 * (`/me`); editors and admins read the overview and preview and send a test. Each route calls
 * one use case (`NewsletterCommands`).
 */
export function newsletterRoutes() {
  const app = new Hono<AppEnv>();
  const commands = (c: { var: AppEnv['Variables'] }) => c.var.commands.newsletter;

  app.post('/subscribe', async (c) => c.json(await commands(c).subscribe(c.var.actor, await readBody(c)), 202));
  app.post('/confirm', async (c) => c.json(await commands(c).confirm(c.var.actor, await readBody(c))));
  app.post('/unsubscribe', async (c) => c.json(await commands(c).unsubscribe(c.var.actor, await readBody(c))));

  app.get('/me', async (c) => c.json(await commands(c).mine(c.var.actor)));
  app.put('/me', async (c) => c.json(await commands(c).subscribeMe(c.var.actor), 202));
  app.delete('/me', async (c) => c.json(await commands(c).unsubscribeMe(c.var.actor)));

  app.get('/', async (c) => c.json(await commands(c).overview(c.var.actor)));
  app.get('/preview', async (c) => c.json(await commands(c).preview(c.var.actor)));
  app.post('/test', async (c) => c.json(await commands(c).sendTest(c.var.actor)));

  return app;
}
