import { Hono } from 'hono';
import { contactMessageSchema } from '../../core/contact';
import { CONTACT_RATE_LIMITED, CONTACT_SUCCESS } from '../../core/messages';
import { AppError, RateLimitedError } from '../lib/errors';
import { parseOr400 } from '../lib/validate';
import type { AppEnv } from '../http';

export function contactRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/', async (c) => {
    const type = c.req.header('content-type') ?? '';
    let body: unknown;
    if (type.startsWith('application/json')) {
      body = await c.req.json().catch(() => {
        throw new AppError(400, 'invalid_json', 'The request body is not valid JSON');
      });
    } else if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
      body = Object.fromEntries(
        Object.entries(await c.req.parseBody()).map(([k, v]) => [k, typeof v === 'string' ? v : '']),
      );
    } else {
      throw new AppError(415, 'unsupported_media_type', 'Send the message as JSON or a form');
    }
    const input = parseOr400(contactMessageSchema, body);
    const wait = c.var.services.limits.contact.consume(c.var.clientIp);
    if (wait > 0) throw new RateLimitedError(CONTACT_RATE_LIMITED, wait);
    const saved = await c.var.services.contact.create(input);
    return c.json({ message: CONTACT_SUCCESS, _id: saved.id }, 201);
  });
  return app;
}
