import { createRoute } from '@hono/zod-openapi';
import { accountTokenSchema, forgotSchema, resetSchema } from '../../core/account';
import { access, apiRouter, body, json, mount, refusals, setsCookie } from '../api/endpoint';
import { messageSchema, signedInSchema } from '../api/schemas';
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

const signInLink = createRoute({
  method: 'post',
  path: '/sign-in-link',
  tags: TAGS,
  summary: 'Mail a sign-in link to the account named by username or email',
  ...access(
    'public',
    "The same answer whether or not an account matched; the link goes only to a verified address, after the answer, and works once for 15 minutes. Limited as /forgot is. Without mail, 409 'mail_off'.",
  ),
  request: { body: body(forgotSchema) },
  responses: { 202: json(messageSchema, 'Accepted (whatever the name).'), ...refusals(400, 403, 409, 413, 415, 429) },
});

const signInWithLink = createRoute({
  method: 'post',
  path: '/sign-in-link/use',
  tags: TAGS,
  summary: "Sign in with the sign-in link's token",
  ...access(
    'public',
    "Once, within 15 minutes, while the account has the verified address the link went to; else 404 'link_invalid' (tries limited per client address).",
  ),
  request: { body: body(accountTokenSchema) },
  responses: {
    200: json(signedInSchema, 'Signed in.', setsCookie('The session cookie.')),
    ...refusals(400, 403, 404, 413, 415, 429),
  },
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

  mount(app, signInLink, async (c) => {
    refuseCrossSite(c, publicUrl, { allowUnnamed: true });
    return c.json(await commands(c).sendSignInLink(c.var.actor, await readBody(c)), 202);
  });

  mount(app, signInWithLink, async (c) => {
    refuseCrossSite(c, publicUrl, { allowUnnamed: true });
    const signedIn = await commands(c).signInWithLink(c.var.actor, await readBody(c));
    c.header('Set-Cookie', c.var.queries.auth.sessionCookie(signedIn), { append: true });
    const { viewer } = signedIn;
    return c.json({ _id: viewer._id, username: viewer.username, token: signedIn.token, role: viewer.role });
  });

  return app;
}
