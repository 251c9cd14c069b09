import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { loginSchema, passwordChangeSchema, profileSchema } from '../../core/auth';
import { access, apiRouter, body, json, mount, refusals, setsCookie } from '../api/endpoint';
import { messageSchema, signedInSchema, viewerSchema } from '../api/schemas';
import { readBody } from '../lib/body';
import type { AppEnv } from '../app-env';
import { registerInput } from './auth.commands';
import type { SignedIn } from './auth.service';
import { credentials, refuseCrossSite } from './auth.middleware';

const TAGS = ['Accounts'];
const SESSION_COOKIE = setsCookie('The session cookie.');

const register = createRoute({
  method: 'post',
  path: '/register',
  tags: TAGS,
  summary: 'Create an account and sign in',
  ...access(
    'public',
    "New accounts are readers; with the setup token of a new site, the first admin. Refused when sent from another site's page.",
  ),
  request: { body: body(registerInput) },
  responses: {
    201: json(signedInSchema, 'Created and signed in.', SESSION_COOKIE),
    ...refusals(400, 403, 409, 413, 415, 429, 503),
  },
});

const login = createRoute({
  method: 'post',
  path: '/login',
  tags: TAGS,
  summary: 'Sign in',
  ...access('public', "Refused when sent from another site's page."),
  request: { body: body(loginSchema) },
  responses: {
    200: json(signedInSchema, 'Signed in.', SESSION_COOKIE),
    ...refusals(400, 401, 403, 413, 415, 429, 503),
  },
});

const logout = createRoute({
  method: 'post',
  path: '/logout',
  tags: TAGS,
  summary: 'Sign out: ends the session of the token or cookie sent',
  ...access('optional'),
  responses: {
    200: json(messageSchema, 'Signed out.', setsCookie('Clears the session cookie.')),
    ...refusals(403),
  },
});

const updateProfile = createRoute({
  method: 'patch',
  path: '/me',
  tags: TAGS,
  summary: "Change the signed-in account's name, email and bio (the bio shows on the author page)",
  ...access('profile:edit'),
  request: { body: body(profileSchema) },
  responses: { 200: json(viewerSchema, 'The changed account.'), ...refusals(400, 401, 403, 413, 415) },
});

const changePassword = createRoute({
  method: 'post',
  path: '/me/password',
  tags: TAGS,
  summary: 'Change the password',
  ...access(
    'signed-in',
    "Ends the account's other sessions. After 5 wrong current passwords in 15 minutes the account's changes are refused (429) until the window ends.",
  ),
  request: { body: body(passwordChangeSchema) },
  responses: { 200: json(messageSchema, 'Changed.'), ...refusals(400, 401, 403, 413, 415, 429, 503) },
});

const verifyEmail = createRoute({
  method: 'post',
  path: '/me/email/verify',
  tags: TAGS,
  summary: "Mail a link that verifies the account's address",
  ...access(
    'signed-in',
    'Nothing else is mailed to the address until the link is followed. Refused (409) without an address, when it is verified already or when the site sends no mail; a few an hour per account (429).',
  ),
  responses: { 202: json(messageSchema, 'The link is on its way.'), ...refusals(401, 403, 409, 429) },
});

const me = createRoute({
  method: 'get',
  path: '/me',
  tags: TAGS,
  summary: 'The signed-in account',
  ...access('signed-in'),
  responses: { 200: json(viewerSchema, 'The account.'), ...refusals(401) },
});

/**
 * Accounts over the API (POST /api/users/register, /login, /logout; GET and PATCH /me,
 * POST /me/password, POST /me/email/verify): adapters over AuthCommands. Sign-up and sign-in forms posted from
 * another site are refused (login CSRF); API clients send no Origin and pass.
 */
export function authRoutes(publicUrl: string) {
  const app = apiRouter();

  const answer = (c: Context<AppEnv>, signedIn: SignedIn, status: 200 | 201) => {
    c.header('Set-Cookie', c.var.queries.auth.sessionCookie(signedIn), { append: true });
    const { viewer } = signedIn;
    return c.json({ _id: viewer._id, username: viewer.username, token: signedIn.token, role: viewer.role }, status);
  };

  mount(app, register, async (c) => {
    refuseCrossSite(c, publicUrl, { allowUnnamed: true });
    return answer(c, await c.var.commands.auth.register(c.var.actor, await readBody(c)), 201);
  });

  mount(app, login, async (c) => {
    refuseCrossSite(c, publicUrl, { allowUnnamed: true });
    return answer(c, await c.var.commands.auth.login(c.var.actor, await readBody(c)), 200);
  });

  mount(app, logout, async (c) => {
    await c.var.commands.auth.logout(c.var.actor, credentials(c).token);
    c.header('Set-Cookie', c.var.queries.auth.clearedCookie(), { append: true });
    return c.json({ message: 'Signed out' });
  });

  mount(app, updateProfile, async (c) => {
    return c.json(await c.var.commands.auth.updateProfile(c.var.actor, await readBody(c)));
  });

  mount(app, changePassword, async (c) => {
    await c.var.commands.auth.changePassword(c.var.actor, await readBody(c), credentials(c).token);
    return c.json({ message: 'Password changed' });
  });

  mount(app, verifyEmail, async (c) => {
    return c.json(await c.var.commands.account.sendVerification(c.var.actor), 202);
  });

  mount(app, me, (c) => c.json(c.var.queries.account.me(c.var.actor)));

  return app;
}
