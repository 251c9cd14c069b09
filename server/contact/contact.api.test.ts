import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { CONTACT_SUCCESS } from '../../core/messages';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
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
  it('stores a valid message and answers with the SPEC text', async () => {
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
