import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { contactMessageSchema as contactForm } from '../../core/contact';
import { CONTACT_SUCCESS } from '../../core/messages';
import { access, apiRouter, body, json, mount, param, refusals } from '../api/endpoint';
import { contactMessageListSchema, contactMessageSchema, contactSentSchema, messageSchema } from '../api/schemas';
import { readBody } from '../lib/body';
import { readChange } from './contact.commands';
import { inboxQuery } from './contact.queries';

const TAGS = ['Contact'];
const messageId = z.object({ id: param.uuid('message') });

const send = createRoute({
  method: 'post',
  path: '/',
  tags: TAGS,
  summary: 'Send a message to the staff (the contact form)',
  ...access('public'),
  request: { body: body(contactForm) },
  responses: { 201: json(contactSentSchema, 'Sent.'), ...refusals(400, 413, 415, 429) },
});

const inbox = createRoute({
  method: 'get',
  path: '/',
  tags: TAGS,
  summary: 'The inbox, newest first',
  ...access('messages:manage'),
  request: { query: inboxQuery },
  responses: { 200: json(contactMessageListSchema, 'A page of messages.'), ...refusals(400, 401, 403) },
});

const markRead = createRoute({
  method: 'patch',
  path: '/{id}',
  tags: TAGS,
  summary: 'Mark a message read or unread',
  ...access('messages:manage'),
  request: { params: messageId, body: body(readChange) },
  responses: { 200: json(contactMessageSchema, 'The message.'), ...refusals(400, 401, 403, 404, 413, 415) },
});

const remove = createRoute({
  method: 'delete',
  path: '/{id}',
  tags: TAGS,
  summary: 'Delete a message',
  ...access('messages:manage'),
  request: { params: messageId },
  responses: { 200: json(messageSchema, 'Deleted.'), ...refusals(401, 403, 404) },
});

/**
 * The contact form (POST, anyone, rate-limited per address) and the staff inbox
 * (GET, PATCH, DELETE: editors and admins). Each calls one use case (`ContactCommands`) or read (`ContactQueries`).
 */
export function contactRoutes() {
  const app = apiRouter();

  mount(app, send, async (c) => {
    const { id } = await c.var.commands.contact.send(c.var.actor, await readBody(c));
    return c.json({ message: CONTACT_SUCCESS, _id: id }, 201);
  });

  mount(app, inbox, async (c) => c.json(await c.var.queries.contact.list(c.var.actor, c.req.query())));

  mount(app, markRead, async (c) => {
    const contact = c.var.commands.contact;
    return c.json(await contact.markRead(c.var.actor, c.req.param('id'), await readBody(c)));
  });

  mount(app, remove, async (c) => {
    await c.var.commands.contact.delete(c.var.actor, c.req.param('id'));
    return c.json({ message: 'Message deleted' });
  });

  return app;
}
