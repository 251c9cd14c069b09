import { Hono } from 'hono';
import { readBody } from '../lib/body';
import type { AppEnv } from '../http';

/** Admin-only user management (GET /api/users, PATCH and DELETE /api/users/:id): adapters over UsersCommands. */
export function usersRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => c.json(await c.var.services.commands.users.list(c.var.actor)));

  app.patch('/:id', async (c) => {
    const updated = await c.var.services.commands.users.changeRole(c.var.actor, c.req.param('id'), await readBody(c));
    return c.json({ _id: updated._id, username: updated.username, role: updated.role, createdAt: updated.createdAt });
  });

  app.delete('/:id', async (c) => {
    await c.var.services.commands.users.delete(c.var.actor, c.req.param('id'));
    return c.json({ message: 'User deleted' });
  });

  return app;
}
