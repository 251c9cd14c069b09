import { Hono } from 'hono';
import { z } from 'zod';
import { ROLES } from '../../core/auth';
import { requirePermission } from '../auth/auth.middleware';
import { readBody } from '../lib/body';
import { NotFoundError } from '../lib/errors';
import { parseOr400 } from '../lib/validate';
import { isUuid } from '../../core/slug';
import type { AppEnv } from '../http';

const roleChange = z.object({ role: z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}` }) });

/** Admin-only user management (GET /api/users, PATCH and DELETE /api/users/:id). */
export function usersRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    requirePermission(c, 'users:manage');
    return c.json(await c.var.services.users.list());
  });

  app.patch('/:id', async (c) => {
    requirePermission(c, 'users:manage');
    const id = c.req.param('id');
    if (!isUuid(id)) throw new NotFoundError('User not found');
    const { role } = parseOr400(roleChange, await readBody(c));
    const updated = await c.var.services.users.changeRole(id, role);
    return c.json({ _id: updated._id, username: updated.username, role: updated.role, createdAt: updated.createdAt });
  });

  app.delete('/:id', async (c) => {
    const viewer = requirePermission(c, 'users:manage');
    const id = c.req.param('id');
    if (!isUuid(id)) throw new NotFoundError('User not found');
    await c.var.services.users.delete(id, viewer._id);
    return c.json({ message: 'User deleted' });
  });

  return app;
}
