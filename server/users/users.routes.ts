import { Hono } from 'hono';
import { refuseCrossSite } from '../auth/auth.middleware';
import { readBody } from '../lib/body';
import type { AppEnv } from '../app-env';
import type { Viewer } from '../auth/auth.service';

const listItem = (user: Viewer) => ({
  _id: user._id,
  username: user.username,
  role: user.role,
  createdAt: user.createdAt,
});

/**
 * Admin-only user management (GET and POST /api/users, PATCH and DELETE /api/users/:id,
 * POST /api/users/:id/one-time-password, the invitations under /api/users/invitations):
 * adapters over UsersCommands and StaffCommands. Accepting an invitation
 * (POST /api/users/invitations/accept) is for anyone holding its link.
 */
export function usersRoutes(publicUrl: string) {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => c.json(await c.var.commands.users.list(c.var.actor)));

  app.post('/', async (c) => {
    const { user, password } = await c.var.commands.staff.createUser(c.var.actor, await readBody(c));
    return c.json({ user: listItem(user), password }, 201);
  });

  app.get('/invitations', async (c) => {
    const { staff } = c.var.commands;
    const invitations = await staff.listInvitations(c.var.actor);
    return c.json({ invitations, mail: staff.mailEnabled });
  });

  app.post('/invitations', async (c) => {
    return c.json(await c.var.commands.staff.invite(c.var.actor, await readBody(c)), 201);
  });

  app.post('/invitations/accept', async (c) => {
    refuseCrossSite(c, publicUrl, { allowUnnamed: true });
    const body = await readBody(c);
    const token = body && typeof body === 'object' ? (body as { token?: unknown }).token : undefined;
    const signedIn = await c.var.commands.staff.accept(c.var.actor, token, body);
    c.header('Set-Cookie', c.var.queries.auth.sessionCookie(signedIn), { append: true });
    const { viewer } = signedIn;
    return c.json({ _id: viewer._id, username: viewer.username, token: signedIn.token, role: viewer.role }, 201);
  });

  app.post('/invitations/:id/resend', async (c) => {
    return c.json(await c.var.commands.staff.resend(c.var.actor, c.req.param('id')));
  });

  app.delete('/invitations/:id', async (c) => {
    await c.var.commands.staff.revoke(c.var.actor, c.req.param('id'));
    return c.json({ message: 'Invitation withdrawn' });
  });

  app.patch('/:id', async (c) => {
    const updated = await c.var.commands.users.changeRole(c.var.actor, c.req.param('id'), await readBody(c));
    return c.json(listItem(updated));
  });

  app.post('/:id/one-time-password', async (c) => {
    const { user, password } = await c.var.commands.staff.setOneTimePassword(c.var.actor, c.req.param('id'));
    return c.json({ user: listItem(user), password });
  });

  app.delete('/:id', async (c) => {
    await c.var.commands.users.delete(c.var.actor, c.req.param('id'));
    return c.json({ message: 'User deleted' });
  });

  return app;
}
