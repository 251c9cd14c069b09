import { Hono } from 'hono';
import { readBody } from '../lib/body';
import type { AppEnv } from '../app-env';
import { refuseCrossSite } from './auth.middleware';

/**
 * An account's mailed links over the API (POST /api/auth/forgot, /reset, /verify-email):
 * adapters over AccountCommands. Nobody need be signed in: the token is the authority. Forms
 * posted from another site are refused; API clients send no Origin and pass.
 */
export function accountRoutes(publicUrl: string) {
  const app = new Hono<AppEnv>();
  const commands = (c: { var: AppEnv['Variables'] }) => c.var.commands.account;

  app.post('/forgot', async (c) => {
    refuseCrossSite(c, publicUrl, { allowUnnamed: true });
    return c.json(await commands(c).forgot(c.var.actor, await readBody(c)), 202);
  });

  app.post('/reset', async (c) => {
    refuseCrossSite(c, publicUrl, { allowUnnamed: true });
    return c.json(await commands(c).resetPassword(c.var.actor, await readBody(c)));
  });

  app.post('/verify-email', async (c) => {
    refuseCrossSite(c, publicUrl, { allowUnnamed: true });
    return c.json(await commands(c).verifyEmail(c.var.actor, await readBody(c)));
  });

  return app;
}
