import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { action as contactAction } from '../../app/routes/contact';
import { action as messagesAction, loader as messagesLoader } from '../../app/routes/admin/messages';
import { CONTACT_RATE_LIMITED, CONTACT_SUCCESS } from '../../core/messages';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { signedInAs } from '../../tests/helpers/factories';
import { callAction, callLoader, pageContext } from '../../tests/helpers/pages';
import type { Viewer } from '../auth/auth.service';
import { contactMessages } from '../db/schema';
import type { DomainEvents } from '../lib/events';
import { NotFoundError, RateLimitedError, ValidationError } from '../lib/errors';

/**
 * ContactCommands and ContactQueries (docs/decisions/004-use-case-layer.md): the rules once (who may, what is
 * valid, the audit record, the event), and the Contact and Messages pages as adapters over them.
 */
let t: TestApp;
let editor: Viewer;
let author: Viewer;
const events: DomainEvents['messages.changed'][] = [];

beforeAll(async () => {
  t = await createTestApp();
  editor = (await signedInAs(t.services, 'editor', 'inbox.editor')).viewer;
  author = (await signedInAs(t.services, 'author', 'inbox.author')).viewer;
  t.services.events.on('messages.changed', (event) => events.push(event));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(contactMessages);
  events.length = 0;
});

const valid = { name: 'Asha Rao', email: 'asha@example.com', subject: 'A tip', message: 'A story idea.' };
const commands = () => t.services.commands.contact;
const queries = () => t.services.queries.contact;
const actor = (viewer: Viewer | null, ip?: string) => pageContext(t, viewer, { ip }).actor;

async function records(action: string) {
  return (await t.services.audit.list({ action, page: 1, limit: 50 })).items;
}

async function insertMessage(subject = 'Subject') {
  const { id } = await t.services.contact.create({ ...valid, subject });
  return id;
}

/** A page answer's status: `data(…, { status })` carries it; a plain object is a 200. */
function statusOf(answer: unknown): number {
  const init = (answer as { init?: { status?: number } | null }).init;
  return init?.status ?? 200;
}

function bodyOf<T>(answer: unknown): T {
  const wrapped = answer as { type?: string; data?: T };
  return (wrapped.type === 'DataWithResponseInit' ? wrapped.data : answer) as T;
}

describe('ContactCommands and ContactQueries', () => {
  it('send: stores a message from anyone and emits messages.changed, with no audit record', async () => {
    const { id } = await commands().send(actor(null, '198.51.100.10'), valid);
    expect((await t.services.contact.list()).messages.map((m) => m._id)).toEqual([id]);
    expect(events).toEqual([{ ids: [id], change: 'received' }]);
  });

  it('send: refuses invalid fields by name, and limits one address', async () => {
    const refused = await commands()
      .send(actor(null, '198.51.100.11'), { ...valid, email: 'nope', subject: '' })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ValidationError);
    expect(Object.keys((refused as ValidationError).fields ?? {}).sort()).toEqual(['email', 'subject']);

    const flood = actor(null, '203.0.113.50');
    for (let i = 0; i < 5; i++) await commands().send(flood, valid);
    const limited = await commands()
      .send(flood, valid)
      .catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(RateLimitedError);
    expect((limited as RateLimitedError).message).toBe(CONTACT_RATE_LIMITED);
    expect((await t.services.contact.list()).total).toBe(5);
  });

  it('markRead and delete: audited with who, what and from where, and emit messages.changed', async () => {
    const id = await insertMessage('Flood warning tip');
    const read = await commands().markRead(actor(editor, '192.0.2.7'), id, { read: true });
    expect(read).toMatchObject({ _id: id, read: true });
    await commands().markRead(actor(editor), id, { read: false });
    await commands().delete(actor(editor, '192.0.2.7'), id);

    const marks = (await records('message.read')).filter((r) => r.targetId === id);
    expect(marks.map((r) => r.details)).toEqual([{ read: false }, { read: true }]);
    expect(marks[1]).toMatchObject({
      actorId: editor._id,
      actorName: 'inbox.editor',
      ip: '192.0.2.7',
      targetType: 'message',
      targetId: id,
      targetLabel: 'Flood warning tip',
    });
    const [deleted] = await records('message.delete');
    expect(deleted).toMatchObject({ actorName: 'inbox.editor', targetId: id, targetLabel: 'Flood warning tip' });
    expect(events).toEqual([
      { ids: [id], change: 'read' },
      { ids: [id], change: 'read' },
      { ids: [id], change: 'deleted' },
    ]);
  });

  it('refuses authors and visitors before anything changes, and records nothing', async () => {
    const id = await insertMessage();
    const before = (await records('message.delete')).length;
    for (const [viewer, code] of [
      [author, 'forbidden'],
      [null, 'unauthorized'],
    ] as const) {
      for (const call of [
        () => queries().list(actor(viewer)),
        () => commands().markRead(actor(viewer), id, { read: true }),
        () => commands().delete(actor(viewer), id),
      ]) {
        await expect(call()).rejects.toMatchObject({ code });
      }
    }
    expect((await t.services.contact.list()).messages).toEqual([expect.objectContaining({ _id: id, read: false })]);
    expect((await records('message.delete')).length).toBe(before);
    expect(events).toEqual([]);
  });

  it('answers not found for a missing message, with no record and no event', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    await expect(commands().delete(actor(editor), missing)).rejects.toBeInstanceOf(NotFoundError);
    await expect(commands().markRead(actor(editor), 'not-a-uuid', { read: true })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(events).toEqual([]);
  });

  it('list: validates the page and the size', async () => {
    await expect(queries().list(actor(editor), { limit: '500' })).rejects.toBeInstanceOf(ValidationError);
    expect(await queries().list(actor(editor), { page: '1', limit: '5' })).toMatchObject({ total: 0, page: 1 });
  });
});

describe('the Contact page action', () => {
  it('sends a message and answers with the thank-you text', async () => {
    const answer = await callAction(contactAction, t, null, '/contact', valid, { ip: '198.51.100.30' });
    expect(statusOf(answer)).toBe(200);
    expect(bodyOf(answer)).toEqual({ ok: true, message: CONTACT_SUCCESS });
    expect((await t.services.contact.list()).total).toBe(1);
    expect(events).toEqual([expect.objectContaining({ change: 'received' })]);
  });

  it('stores the line breaks of a browser’s form post (CRLF) as typed', async () => {
    const message = 'First line.\r\n\r\nLast line.';
    await callAction(contactAction, t, null, '/contact', { ...valid, message }, { ip: '198.51.100.32' });
    expect((await t.services.contact.list()).messages).toEqual([
      expect.objectContaining({ message: 'First line.\n\nLast line.' }),
    ]);
  });

  it('answers invalid fields with 400, each field named, and stores nothing', async () => {
    const answer = await callAction(
      contactAction,
      t,
      null,
      '/contact',
      { ...valid, email: 'not-an-email', message: '' },
      { ip: '198.51.100.31' },
    );
    expect(statusOf(answer)).toBe(400);
    const body = bodyOf<{ ok: boolean; message: string; fields: Record<string, string> }>(answer);
    expect(body).toMatchObject({ ok: false, message: 'Please correct the highlighted fields.' });
    expect(body.fields).toEqual({ email: 'Enter a valid email address', message: 'Message is required' });
    // The page is drawn again with what was typed (a plain POST: no script keeps the fields).
    expect(body).toMatchObject({ values: { ...valid, email: 'not-an-email', message: '' } });
    expect((await t.services.contact.list()).total).toBe(0);
  });

  it('answers a flood with 429 and the limit text', async () => {
    const ip = '203.0.113.60';
    for (let i = 0; i < 5; i++) await callAction(contactAction, t, null, '/contact', valid, { ip });
    const answer = await callAction(contactAction, t, null, '/contact', valid, { ip });
    expect(statusOf(answer)).toBe(429);
    expect(bodyOf(answer)).toEqual({ ok: false, message: CONTACT_RATE_LIMITED, fields: {}, values: valid });
  });
});

describe('/admin/messages (the page over ContactCommands)', () => {
  it('lists the inbox for an editor', async () => {
    const id = await insertMessage('On the page');
    const list = await callLoader(messagesLoader, t, editor, '/admin/messages');
    expect(list).toMatchObject({ total: 1, unread: 1, page: 1 });
    expect(list.messages.map((m) => m._id)).toEqual([id]);
  });

  it('marks read and unread, and deletes, each audited', async () => {
    const id = await insertMessage('Marked on the page');
    const post = (intent: string, messageId = id) =>
      callAction(messagesAction, t, editor, '/admin/messages', { intent, id: messageId });

    expect(await post('read')).toEqual({ ok: true, message: 'Message marked as read.', intent: 'read' });
    expect(await t.services.contact.unreadCount()).toBe(0);
    expect(await post('unread')).toEqual({ ok: true, message: 'Message marked as unread.', intent: 'unread' });
    expect(await t.services.contact.unreadCount()).toBe(1);
    expect(await post('delete')).toEqual({ ok: true, message: 'Message deleted.', intent: 'delete' });
    expect((await t.services.contact.list()).total).toBe(0);

    const [read] = await records('message.read');
    expect(read).toMatchObject({ actorName: 'inbox.editor', targetId: id, details: { read: false } });
    const [deleted] = await records('message.delete');
    expect(deleted).toMatchObject({ actorName: 'inbox.editor', targetId: id, targetLabel: 'Marked on the page' });

    const gone = await post('delete');
    expect(statusOf(gone)).toBe(404);
    expect(bodyOf(gone)).toEqual({ ok: false, message: 'That message no longer exists.', intent: 'delete' });
    const unknown = await post('archive');
    expect(statusOf(unknown)).toBe(400);
  });

  it('refuses an author with the 403 page, changing nothing; a visitor goes to sign in', async () => {
    const id = await insertMessage();
    const before = (await records('message.delete')).length;
    await expect(
      callAction(messagesAction, t, author, '/admin/messages', { intent: 'delete', id }),
    ).rejects.toMatchObject({ init: { status: 403 } });
    await expect(
      callAction(messagesAction, t, author, '/admin/messages', { intent: 'read', id }),
    ).rejects.toMatchObject({ init: { status: 403 } });
    await expect(callLoader(messagesLoader, t, author, '/admin/messages')).rejects.toMatchObject({
      init: { status: 403 },
    });
    const visitor = (await callAction(messagesAction, t, null, '/admin/messages', { intent: 'delete', id }).catch(
      (r: unknown) => r,
    )) as Response;
    expect(visitor.headers.get('Location')).toBe(`/login?redirectTo=${encodeURIComponent('/admin/messages')}`);
    expect((await t.services.contact.list()).messages).toEqual([expect.objectContaining({ _id: id, read: false })]);
    expect((await records('message.delete')).length).toBe(before);
  });

  it('sends a page past the last to the last page', async () => {
    await insertMessage();
    const past = (await callLoader(messagesLoader, t, editor, '/admin/messages?page=999999999').catch(
      (r: unknown) => r,
    )) as Response;
    expect(past.status).toBe(302);
    expect(past.headers.get('Location')).toBe('/admin/messages');
  });
});
