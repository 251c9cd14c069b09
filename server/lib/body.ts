import type { Context } from 'hono';
import { AppError } from './errors';

/** A JSON or form body as a plain object; anything else is a 415, broken JSON a 400. */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('application/json')) {
    const body: unknown = await c.req.json().catch(() => {
      throw new AppError(400, 'invalid_json', 'The request body is not valid JSON');
    });
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw new AppError(400, 'invalid_input', 'The request body must be a JSON object');
    }
    return body as Record<string, unknown>;
  }
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
    const form = await c.req.parseBody();
    return Object.fromEntries(Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v : '']));
  }
  throw new AppError(415, 'unsupported_media_type', 'Send the request body as JSON or a form');
}
