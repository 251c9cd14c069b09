import { createRoute } from '@hono/zod-openapi';
import { accountTokenSchema, forgotSchema, resetSchema } from '../../core/account';
import { access, apiRouter, body, json, mount, refusals } from '../api/endpoint';
import { messageSchema } from '../api/schemas';
import { readBody } from '../lib/body';
import type { AppEnv } from '../app-env';
import { refuseCrossSite } from './auth.middleware';

const TAGS = ['Accounts'];

const forgot = createRoute({
  method: 'post',
  path: '/forgot',
  tags: TAGS,
  summary: 'Forgot password: mail a reset link to the account named by username or email',
  ...access(
    'public',
    "The same answer whether or not an account matched; the link goes only to a verified address, after the answer. Limited per client address (429) and per account (further requests mail nothing). Without mail (no SMTP_URL) 409 'mail_off' says whom to ask.",
  ),
  request: { body: body(forgotSchema) },
  responses: { 202: json(messageSchema, 'Accepted (whatever the name).'), ...refusals(400, 403, 409, 413, 415, 429) },
});

const reset = createRoute({
  method: 'post',
  path: '/reset',
  tags: TAGS,
  summary: "Choose a new password with the reset link's token",
  ...access(
    'public',
    "The password follows the sign-up rules. The link works once, for 1 hour; every session of the account ends. Unknown, used or expired links are 404 'link_invalid' (tries limited per client address).",
  ),
  request: { body: body(resetSchema) },
  responses: {
    200: json(messageSchema, 'Changed; sign in with the new password.'),
    ...refusals(400, 403, 404, 413, 415, 429, 503),
  },
});

const verifyEmail = createRoute({
  method: 'post',
  path: '/verify-email',
  tags: TAGS,
  summary: "Verify an account's address with the mailed link's token",
  ...access(
    'public',
    'The link works once, for 24 hours, and only while the account still has the address it was mailed to.',
  ),
  request: { body: body(accountTokenSchema) },
  responses: { 200: json(messageSchema, 'Verified.'), ...refusals(400, 403, 404, 409, 413, 415, 429) },
});

/**
 * An account's mailed links over the API (POST /api/auth/forgot, /reset, /verify-email):
 * adapters over AccountCommands. Nobody need be signed in: the token is the authority. Forms
 * posted from another site are refused; API clients send no Origin and pass.
 */
export function accountRoutes(publicUrl: string) {
  const app = apiRouter();
  const commands = (c: { var: AppEnv['Variables'] }) => c.var.commands.account;

  mount(app, forgot, async (c) => {
    refuseCrossSite(c, publicUrl, { allowUnnamed: true });
    return c.json(await commands(c).forgot(c.var.actor, await readBody(c)), 202);
  });

  mount(app, reset, async (c) => {
    refuseCrossSite(c, publicUrl, { allowUnnamed: true });
    return c.json(await commands(c).resetPassword(c.var.actor, await readBody(c)));
  });

  mount(app, verifyEmail, async (c) => {
    refuseCrossSite(c, publicUrl, { allowUnnamed: true });
    return c.json(await commands(c).verifyEmail(c.var.actor, await readBody(c)));
  });

  return app;
}
