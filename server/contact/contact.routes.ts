import { Hono } from 'hono';
import { z } from 'zod';
import { contactMessageSchema } from '../../core/contact';
import { CONTACT_RATE_LIMITED, CONTACT_SUCCESS } from '../../core/messages';
import { requirePermission } from '../auth/auth.middleware';
import { readBody } from '../lib/body';
import { NotFoundError, RateLimitedError } from '../lib/errors';
import { parseOr400 } from '../lib/validate';
import type { AppEnv } from '../http';
import { MAX_MESSAGES_LIMIT } from './contact.service';

const listQuery = z.object({
  page: z.coerce.number().int('must be a whole number').min(1).max(100_000).default(1),
  limit: z.coerce.number().int('must be a whole number').min(1).max(MAX_MESSAGES_LIMIT).default(20),
});

const readChange = z.object({ read: z.boolean({ error: 'read must be true or false' }) });

const NOT_FOUND = 'Message not found';

/**
 * The contact form (POST, anyone, rate-limited per address) and the staff inbox
 * (GET, PATCH, DELETE: editors and admins).
 */
export function contactRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/', async (c) => {
    const input = parseOr400(contactMessageSchema, await readBody(c));
    const wait = c.var.services.limits.contact.consume(c.var.clientIp);
    if (wait > 0) throw new RateLimitedError(CONTACT_RATE_LIMITED, wait);
    const saved = await c.var.services.contact.create(input);
    return c.json({ message: CONTACT_SUCCESS, _id: saved.id }, 201);
  });

  app.get('/', async (c) => {
    requirePermission(c, 'messages:manage');
    const { page, limit } = parseOr400(listQuery, c.req.query());
    return c.json(await c.var.services.contact.list({ page, limit }));
  });

  app.patch('/:id', async (c) => {
    requirePermission(c, 'messages:manage');
    const { read } = parseOr400(readChange, await readBody(c));
    const updated = await c.var.services.contact.markRead(c.req.param('id'), read);
    if (!updated) throw new NotFoundError(NOT_FOUND);
    return c.json(updated);
  });

  app.delete('/:id', async (c) => {
    const viewer = requirePermission(c, 'messages:manage');
    const id = c.req.param('id');
    if (!(await c.var.services.contact.delete(id))) throw new NotFoundError(NOT_FOUND);
    c.var.logger.info({ by: viewer.username, messageId: id }, 'contact message deleted');
    return c.json({ message: 'Message deleted' });
  });

  return app;
}
