import { Hono } from 'hono';
import { contactMessageSchema } from '../../core/contact';
import { CONTACT_RATE_LIMITED, CONTACT_SUCCESS } from '../../core/messages';
import { readBody } from '../lib/body';
import { RateLimitedError } from '../lib/errors';
import { parseOr400 } from '../lib/validate';
import type { AppEnv } from '../http';

export function contactRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/', async (c) => {
    const input = parseOr400(contactMessageSchema, await readBody(c));
    const wait = c.var.services.limits.contact.consume(c.var.clientIp);
    if (wait > 0) throw new RateLimitedError(CONTACT_RATE_LIMITED, wait);
    const saved = await c.var.services.contact.create(input);
    return c.json({ message: CONTACT_SUCCESS, _id: saved.id }, 201);
  });
  return app;
}
