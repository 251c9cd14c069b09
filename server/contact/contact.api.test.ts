import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ROLES, type Role } from '../../core/roles';
import { CONTACT_SUCCESS } from '../../core/messages';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { signedInAs } from '../../tests/helpers/factories';
import { SESSION_COOKIE } from '../auth/auth.service';
import { contactMessages } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  // Addresses come from X-Forwarded-For, as behind a reverse proxy.
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

const valid = { name: 'Asha Rao', email: 'asha@example.com', subject: 'Tip', message: 'A story idea.' };

function post(
  body: unknown,
  headers: Record<string, string> = { 'content-type': 'application/json' },
  ip = '198.51.100.1',
) {
  return t.app.request('/api/contact', {
    method: 'POST',
    headers: { ...headers, 'x-forwarded-for': ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function stored() {
  const [row] = await t.database.db.select({ n: count() }).from(contactMessages);
  return row?.n ?? 0;
}

describe('POST /api/contact', () => {
  it('stores a valid message and answers with the thank-you text', async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    expect(((await res.json()) as { message: string }).message).toBe(CONTACT_SUCCESS);
    expect(await stored()).toBe(1);
  });

  it('accepts a form post too', async () => {
    const res = await post(
      new URLSearchParams(valid).toString(),
      { 'content-type': 'application/x-www-form-urlencoded' },
      '198.51.100.2',
    );
    expect(res.status).toBe(201);
  });

  it.each([
    ['a missing field', { ...valid, subject: '' }, 'subject'],
    ['a bad email', { ...valid, email: 'not-an-email' }, 'email'],
    ['a huge message', { ...valid, message: 'x'.repeat(20_000) }, 'message'],
    ['a non-string field', { ...valid, name: { $gt: '' } }, 'name'],
  ])('refuses %s with 400 and stores nothing', async (_label, body, field) => {
    const before = await stored();
    const res = await post(body, undefined, '198.51.100.3');
    expect(res.status).toBe(400);
    const json = (await res.json()) as { fields: Record<string, string> };
    expect(Object.keys(json.fields)).toContain(field);
    expect(await stored()).toBe(before);
  });

  it('refuses broken JSON and other content types', async () => {
    expect((await post('{"name":', undefined, '198.51.100.4')).status).toBe(400);
    expect((await post('hello', { 'content-type': 'text/plain' }, '198.51.100.4')).status).toBe(415);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await post({ ...valid, message: 'x'.repeat(1_100_000) }, undefined, '198.51.100.5');
    expect(res.status).toBe(413);
  });

  it('limits a flood from one address with 429 and Retry-After', async () => {
    const ip = '203.0.113.9';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await post(valid, undefined, ip)).status);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    const limited = await post(valid, undefined, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the staff inbox: GET, PATCH and DELETE /api/contact', () => {
  let inbox: TestApp;
  const auth: Partial<Record<Role, Record<string, string>>> = {};
  let editorToken = '';

  beforeAll(async () => {
    inbox = await createTestApp();
    for (const role of ROLES) auth[role] = (await signedInAs(inbox.services, role)).auth;
    editorToken = auth.editor!.authorization!.slice('Bearer '.length);
  });
  afterAll(() => inbox.close());
  // Every test starts from an empty inbox, so counts are its own.
  beforeEach(async () => {
    await inbox.database.db.delete(contactMessages);
  });

  let seq = 0;
  /** Inserts a message `minutesAgo` old; unread unless told otherwise. */
  async function insertMessage(overrides: { minutesAgo?: number; read?: boolean; subject?: string } = {}) {
    seq += 1;
    const [row] = await inbox.database.db
      .insert(contactMessages)
      .values({
        name: `Sender ${seq}`,
        email: `sender${seq}@example.com`,
        subject: overrides.subject ?? `Subject ${seq}`,
        message: `Message ${seq}`,
        createdAt: new Date(Date.now() - (overrides.minutesAgo ?? 0) * 60_000),
        readAt: overrides.read ? new Date() : null,
      })
      .returning();
    return row!;
  }

  function call(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
    return inbox.app.request(path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  const as = (role: Role | null) => (role ? auth[role]! : {});

  describe.each([
    [null, 401],
    ['reader', 403],
    ['author', 403],
    ['editor', 200],
    ['admin', 200],
  ] as const)('signed in as %s', (role, status) => {
    it(`GET answers ${status}`, async () => {
      await insertMessage();
      const res = await call('GET', '/api/contact', as(role));
      expect(res.status).toBe(status);
      const json = (await res.json()) as { code?: string; messages?: unknown[] };
      if (status === 200) expect(json.messages).toHaveLength(1);
      else expect(json.code).toBe(status === 401 ? 'unauthorized' : 'forbidden');
    });

    it(`PATCH answers ${status} and changes only what it may`, async () => {
      const row = await insertMessage();
      const res = await call('PATCH', `/api/contact/${row.id}`, as(role), { read: true });
      expect(res.status).toBe(status);
      expect(await inbox.services.contact.unreadCount()).toBe(status === 200 ? 0 : 1);
    });

    it(`DELETE answers ${status} and deletes only when it may`, async () => {
      const row = await insertMessage();
      const res = await call('DELETE', `/api/contact/${row.id}`, as(role));
      expect(res.status).toBe(status);
      if (status === 200) expect(await res.json()).toEqual({ message: 'Message deleted' });
      expect((await inbox.services.contact.list()).total).toBe(status === 200 ? 0 : 1);
    });
  });

  it('lists newest first, a page at a time, with total and unread counts', async () => {
    // Inserted oldest last, so the order cannot come from insertion.
    for (let i = 0; i < 25; i++) await insertMessage({ minutesAgo: i, read: i % 5 === 0 });
    const res = await call('GET', '/api/contact?page=1&limit=10', as('editor'));
    expect(res.status).toBe(200);
    const first = (await res.json()) as {
      messages: { _id: string; subject: string; createdAt: string; read: boolean }[];
      total: number;
      unread: number;
      page: number;
      pages: number;
    };
    expect(first).toMatchObject({ total: 25, unread: 20, page: 1, pages: 3 });
    expect(first.messages).toHaveLength(10);
    expect(Object.keys(first.messages[0]!).sort()).toEqual(
      ['_id', 'createdAt', 'email', 'message', 'name', 'read', 'subject'].sort(),
    );
    const times = first.messages.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(first.messages[0]!.read).toBe(true);
    expect(first.messages[1]!.read).toBe(false);

    const last = (await (await call('GET', '/api/contact?page=3&limit=10', as('editor'))).json()) as typeof first;
    expect(last.messages).toHaveLength(5);
    expect(Date.parse(last.messages[0]!.createdAt)).toBeLessThan(times.at(-1)!);
    const seen = new Set([...first.messages, ...last.messages].map((m) => m._id));
    expect(seen.size).toBe(15);

    const beyond = (await (await call('GET', '/api/contact?page=9', as('editor'))).json()) as typeof first;
    expect(beyond).toMatchObject({ messages: [], total: 25, page: 9, pages: 2 });
  });

  it.each(['limit=101', 'limit=0', 'page=0', 'page=two', 'limit=2.5'])('refuses ?%s with 400', async (query) => {
    const res = await call('GET', `/api/contact?${query}`, as('admin'));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('invalid_input');
  });

  it('marks a message read and unread again, keeping when it was first read', async () => {
    const row = await insertMessage();
    await insertMessage();
    const read = await call('PATCH', `/api/contact/${row.id}`, as('editor'), { read: true });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ _id: row.id, subject: row.subject, read: true });
    expect(await inbox.services.contact.unreadCount()).toBe(1);
    const [firstRead] = await inbox.database.db.select().from(contactMessages).where(eq(contactMessages.id, row.id));

    await call('PATCH', `/api/contact/${row.id}`, as('editor'), { read: true });
    const [again] = await inbox.database.db.select().from(contactMessages).where(eq(contactMessages.id, row.id));
    expect(again!.readAt).toEqual(firstRead!.readAt);

    const unread = await call('PATCH', `/api/contact/${row.id}`, as('admin'), { read: false });
    expect(await unread.json()).toMatchObject({ _id: row.id, read: false });
    const list = (await (await call('GET', '/api/contact', as('admin'))).json()) as { unread: number };
    expect(list.unread).toBe(2);
  });

  it.each([
    ['no read field', {}],
    ['a string', { read: 'true' }],
    ['a number', { read: 1 }],
    ['null', { read: null }],
    ['an array', '[true]'],
    ['broken JSON', '{"read":'],
  ])('refuses a PATCH with %s with 400 and changes nothing', async (_label, body) => {
    const row = await insertMessage();
    const res = await call('PATCH', `/api/contact/${row.id}`, as('editor'), body);
    expect(res.status).toBe(400);
    expect(await inbox.services.contact.unreadCount()).toBe(1);
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['an id that is not a UUID', 'not-a-uuid'],
    ['an injection attempt', encodeURIComponent("1' or '1'='1")],
  ])('answers 404 for %s, without database text', async (_label, id) => {
    for (const res of [
      await call('PATCH', `/api/contact/${id}`, as('editor'), { read: true }),
      await call('DELETE', `/api/contact/${id}`, as('editor')),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Message not found', code: 'not_found' });
    }
  });

  it('deletes a message once: then it is not found', async () => {
    const row = await insertMessage();
    const keep = await insertMessage();
    expect((await call('DELETE', `/api/contact/${row.id}`, as('admin'))).status).toBe(200);
    expect((await call('DELETE', `/api/contact/${row.id}`, as('admin'))).status).toBe(404);
    expect((await call('PATCH', `/api/contact/${row.id}`, as('admin'), { read: true })).status).toBe(404);
    const list = (await (await call('GET', '/api/contact', as('admin'))).json()) as { messages: { _id: string }[] };
    expect(list.messages.map((m) => m._id)).toEqual([keep.id]);
  });

  it('keeps script in any field as plain text, answered as JSON', async () => {
    const hostile = {
      name: '<script>alert(1)</script>',
      email: 'x@example.com',
      subject: '<img src=x onerror=alert(2)>',
      message: 'Line one\n\n<svg onload=alert(3)> & "quotes"',
    };
    const posted = await call('POST', '/api/contact', { 'content-type': 'application/json' }, hostile);
    expect(posted.status).toBe(201);
    const res = await call('GET', '/api/contact', as('editor'));
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const { messages } = (await res.json()) as { messages: Record<string, unknown>[] };
    expect(messages[0]).toMatchObject({ ...hostile, read: false });
  });

  it('refuses cookie-carried writes from another site, and allows them from the site itself', async () => {
    const row = await insertMessage();
    const cookie = `${SESSION_COOKIE}=${editorToken}`;
    const evil = { cookie, origin: 'https://evil.example' };
    const patched = await call('PATCH', `/api/contact/${row.id}`, evil, { read: true });
    expect(patched.status).toBe(403);
    expect(((await patched.json()) as { code: string }).code).toBe('cross_site');
    expect((await call('DELETE', `/api/contact/${row.id}`, evil)).status).toBe(403);
    expect((await call('DELETE', `/api/contact/${row.id}`, { cookie })).status).toBe(403);
    expect((await inbox.services.contact.list()).messages).toEqual([expect.objectContaining({ read: false })]);

    const own = { cookie, origin: 'http://news.test' };
    expect((await call('PATCH', `/api/contact/${row.id}`, own, { read: true })).status).toBe(200);
    expect((await call('DELETE', `/api/contact/${row.id}`, own)).status).toBe(200);
  });
});
