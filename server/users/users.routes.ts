import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { acceptInviteSchema, addUserSchema, inviteSchema } from '../../core/staff';
import { access, apiRouter, body, json, mount, param, refusals, setsCookie } from '../api/endpoint';
import {
  invitationListSchema,
  invitationSentSchema,
  messageSchema,
  oneTimePasswordSchema,
  signedInSchema,
  userListItemSchema,
} from '../api/schemas';
import { refuseCrossSite } from '../auth/auth.middleware';
import { readBody } from '../lib/body';
import type { Viewer } from '../auth/auth.service';
import { roleChange } from './users.commands';

const listItem = (user: Viewer) => ({
  _id: user._id,
  username: user.username,
  role: user.role,
  createdAt: user.createdAt,
});

const USERS = ['Users'];
const accountId = z.object({ id: param.uuid('account') });
const invitationId = z.object({ id: param.uuid('invitation') });

const list = createRoute({
  method: 'get',
  path: '/',
  tags: USERS,
  summary: 'Every account, oldest first',
  ...access('users:manage'),
  responses: { 200: json(z.array(userListItemSchema), 'The accounts.'), ...refusals(401, 403) },
});

const add = createRoute({
  method: 'post',
  path: '/',
  tags: USERS,
  summary: "Add an account with a one-time password ('Add user')",
  ...access(
    'users:manage',
    'The server makes a strong password, answered once; it opens the account only to choose a new one at the first sign-in.',
  ),
  request: { body: body(addUserSchema) },
  responses: { 201: json(oneTimePasswordSchema, 'Added.'), ...refusals(400, 401, 403, 409, 413, 415, 503) },
});

const invitations = createRoute({
  method: 'get',
  path: '/invitations',
  tags: USERS,
  summary: 'Open staff invitations, newest first',
  ...access('users:manage', 'Pending and expired ones; accepted and withdrawn ones are in the audit log.'),
  responses: {
    200: json(invitationListSchema, 'The invitations, and whether they are mailed.'),
    ...refusals(401, 403),
  },
});

const invite = createRoute({
  method: 'post',
  path: '/invitations',
  tags: USERS,
  summary: 'Invite an address to join the staff',
  ...access(
    'users:manage',
    'The link (`/invite/<token>`) works once, for 7 days; only a hash of its token is stored. With mail on it is e-mailed and not answered; with mail off (or refused by the mail server) it is answered once, to pass on. Inviting an address already invited sends a new link and the old one stops working.',
  ),
  request: { body: body(inviteSchema) },
  responses: { 201: json(invitationSentSchema, 'Invited.'), ...refusals(400, 401, 403, 413, 415) },
});

const accept = createRoute({
  method: 'post',
  path: '/invitations/accept',
  tags: ['Accounts'],
  summary: 'Accept an invitation: create the account and sign in',
  ...access(
    'public',
    "For whoever holds the link. The account gets the invitation's role and e-mail address; the link then stops working. A used, withdrawn or unknown link is 404 `invite_invalid`, an expired one 404 `invite_expired`. Refused when sent from another site's page.",
  ),
  request: {
    body: body(
      acceptInviteSchema.extend({
        token: z.string().meta({ description: 'The last part of the invitation link (`/invite/<token>`).' }),
      }),
    ),
  },
  responses: {
    201: json(signedInSchema, 'Created and signed in.', setsCookie('The session cookie.')),
    ...refusals(400, 403, 404, 409, 413, 415, 503),
  },
});

const resend = createRoute({
  method: 'post',
  path: '/invitations/{id}/resend',
  tags: USERS,
  summary: 'Send an invitation again',
  ...access(
    'users:manage',
    'A new link for 7 more days (the old one stops working); for a pending or an expired invitation.',
  ),
  request: { params: invitationId },
  responses: { 200: json(invitationSentSchema, 'Sent again.'), ...refusals(401, 403, 404) },
});

const revoke = createRoute({
  method: 'delete',
  path: '/invitations/{id}',
  tags: USERS,
  summary: 'Withdraw an invitation',
  ...access('users:manage', 'Its link stops working.'),
  request: { params: invitationId },
  responses: { 200: json(messageSchema, 'Withdrawn.'), ...refusals(401, 403, 404) },
});

const changeRole = createRoute({
  method: 'patch',
  path: '/{id}',
  tags: USERS,
  summary: "Change an account's role",
  ...access('users:manage'),
  request: { params: accountId, body: body(roleChange) },
  responses: { 200: json(userListItemSchema, 'The changed account.'), ...refusals(400, 401, 403, 404, 409, 413, 415) },
});

const oneTimePassword = createRoute({
  method: 'post',
  path: '/{id}/one-time-password',
  tags: USERS,
  summary: 'Give an account a new one-time password',
  ...access(
    'users:manage',
    "For a person who forgot their password on a site without mail: the old one stops working, every session of the account ends, and the new one (answered once) must be changed at the next sign-in. Not for one's own account.",
  ),
  request: { params: accountId },
  responses: { 200: json(oneTimePasswordSchema, 'Set.'), ...refusals(401, 403, 404, 409, 503) },
});

const remove = createRoute({
  method: 'delete',
  path: '/{id}',
  tags: USERS,
  summary: 'Delete an account',
  ...access('users:manage', 'Not your own, and not the only admin.'),
  request: { params: accountId },
  responses: { 200: json(messageSchema, 'Deleted.'), ...refusals(401, 403, 404, 409) },
});

/**
 * Admin-only user management (GET and POST /api/users, PATCH and DELETE /api/users/:id,
 * POST /api/users/:id/one-time-password, the invitations under /api/users/invitations):
 * adapters over UsersCommands and StaffCommands, and UsersQueries and StaffQueries. Accepting an invitation
 * (POST /api/users/invitations/accept) is for anyone holding its link.
 */
export function usersRoutes(publicUrl: string) {
  const app = apiRouter();

  mount(app, list, async (c) => c.json(await c.var.queries.users.list(c.var.actor)));

  mount(app, add, async (c) => {
    const { user, password } = await c.var.commands.staff.createUser(c.var.actor, await readBody(c));
    return c.json({ user: listItem(user), password }, 201);
  });

  mount(app, invitations, async (c) => {
    const { staff } = c.var.queries;
    const invitations = await staff.listInvitations(c.var.actor);
    return c.json({ invitations, mail: staff.mailEnabled });
  });

  mount(app, invite, async (c) => {
    return c.json(await c.var.commands.staff.invite(c.var.actor, await readBody(c)), 201);
  });

  mount(app, accept, async (c) => {
    refuseCrossSite(c, publicUrl, { allowUnnamed: true });
    const body = await readBody(c);
    const token = body && typeof body === 'object' ? (body as { token?: unknown }).token : undefined;
    const signedIn = await c.var.commands.staff.accept(c.var.actor, token, body);
    c.header('Set-Cookie', c.var.queries.auth.sessionCookie(signedIn), { append: true });
    const { viewer } = signedIn;
    return c.json({ _id: viewer._id, username: viewer.username, token: signedIn.token, role: viewer.role }, 201);
  });

  mount(app, resend, async (c) => {
    return c.json(await c.var.commands.staff.resend(c.var.actor, c.req.param('id')));
  });

  mount(app, revoke, async (c) => {
    await c.var.commands.staff.revoke(c.var.actor, c.req.param('id'));
    return c.json({ message: 'Invitation withdrawn' });
  });

  mount(app, changeRole, async (c) => {
    const updated = await c.var.commands.users.changeRole(c.var.actor, c.req.param('id'), await readBody(c));
    return c.json(listItem(updated));
  });

  mount(app, oneTimePassword, async (c) => {
    const { user, password } = await c.var.commands.staff.setOneTimePassword(c.var.actor, c.req.param('id'));
    return c.json({ user: listItem(user), password });
  });

  mount(app, remove, async (c) => {
    await c.var.commands.users.delete(c.var.actor, c.req.param('id'));
    return c.json({ message: 'User deleted' });
  });

  return app;
}
