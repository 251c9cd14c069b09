import { Hono } from 'hono';
import { CONTACT_SUCCESS } from '../../core/messages';
import { readBody } from '../lib/body';
import type { AppEnv } from '../app-env';

/**
 * The contact form (POST, anyone, rate-limited per address) and the staff inbox
 * (GET, PATCH, DELETE: editors and admins). Each calls one use case (`ContactCommands`).
 */
export function contactRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/', async (c) => {
    const { id } = await c.var.commands.contact.send(c.var.actor, await readBody(c));
    return c.json({ message: CONTACT_SUCCESS, _id: id }, 201);
  });

  app.get('/', async (c) => c.json(await c.var.commands.contact.list(c.var.actor, c.req.query())));

  app.patch('/:id', async (c) => {
    const contact = c.var.commands.contact;
    return c.json(await contact.markRead(c.var.actor, c.req.param('id'), await readBody(c)));
  });

  app.delete('/:id', async (c) => {
    await c.var.commands.contact.delete(c.var.actor, c.req.param('id'));
    return c.json({ message: 'Message deleted' });
  });

  return app;
}
