import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '../../core/article';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { articleForm, signedInAs } from '../../tests/helpers/factories';
import { KEY_REUSED } from '../lib/idempotency';

/**
 * `Idempotency-Key` on POST /api/news (docs/architecture.md, 'Idempotent creates'): the editor
 * sends one key per save, so a double click or a save sent again after a lost answer makes one
 * article, and the repeat is answered with the first answer.
 */
let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ auth } = await signedInAs(t.services, 'editor'));
});
afterAll(() => t.close());

const key = () => crypto.randomUUID();
const story = (title: string, extra: Record<string, string> = {}) => ({
  title,
  description: 'The south-west monsoon set in over Kerala on Thursday.',
  content: `<p>${'Rain reached the coast early this year. '.repeat(30)}</p>`,
  status: 'published',
  ...extra,
});
const post = (fields: Record<string, string>, idempotencyKey?: string, who = auth, image?: Uint8Array) => {
  const body = articleForm(fields);
  if (image) body.append('image', new Blob([new Uint8Array(image)]), 'photo.jpg');
  return t.app.request('/api/news', {
    method: 'POST',
    headers: { ...who, ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) },
    body,
  });
};
/** The articles with this title, and the audit records of their creation. */
async function made(title: string) {
  const list = await t.services.news.list({ status: 'all', visibility: 'everything', title, page: 1, limit: 100 });
  const ids = list.news.filter((a) => a.title === title).map((a) => a._id);
  const audit = await t.services.audit.list({ action: 'article.publish', page: 1, limit: 100 });
  return { ids, records: audit.items.filter((r) => ids.includes(r.targetId ?? '')).length };
}

describe('POST /api/news with an Idempotency-Key', () => {
  it('two requests with one key at once make one article, and both answer it', async () => {
    const title = `Monsoon reaches Kerala ${key().slice(0, 8)}`;
    const same = key();
    const [a, b] = await Promise.all([post(story(title), same), post(story(title), same)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const [first, second] = [(await a.json()) as Article, (await b.json()) as Article];
    expect(second._id).toBe(first._id);
    expect(await made(title)).toEqual({ ids: [first._id], records: 1 });
  });

  it('a retried request answers the first answer, the same status and body, and makes nothing', async () => {
    const title = `Cyclone warning for Odisha ${key().slice(0, 8)}`;
    const same = key();
    const photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#246' } })
      .jpeg()
      .toBuffer();
    const first = await post(story(title), same, auth, photo);
    // The same form sent again: a new multipart boundary, the same fields and picture.
    const again = await post(story(title), same, auth, photo);
    expect(first.status).toBe(201);
    expect(again.status).toBe(first.status);
    expect(await again.text()).toBe(await first.text());
    expect((await made(title)).ids).toHaveLength(1);
  });

  it('refuses the key with a different body (422, saying so), and makes nothing', async () => {
    const title = `Metro line opens in Pune ${key().slice(0, 8)}`;
    const same = key();
    expect((await post(story(title), same)).status).toBe(201);
    const other = await post(story(`${title}, changed`), same);
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ message: KEY_REUSED, code: 'idempotency_key_reused' });
    expect((await made(`${title}, changed`)).ids).toEqual([]);
  });

  it('keeps each account’s keys apart, and makes a new article for each new key or no key', async () => {
    const title = `Harvest festival in Thrissur ${key().slice(0, 8)}`;
    const same = key();
    const colleague = await signedInAs(t.services, 'editor');
    expect((await post(story(title), same)).status).toBe(201);
    expect((await post(story(title), same, colleague.auth)).status).toBe(201);
    expect((await post(story(title), key())).status).toBe(201);
    expect((await post(story(title))).status).toBe(201);
    expect((await made(title)).ids).toHaveLength(4);
  });

  it('leaves a refused request’s key free: the corrected form goes through with it', async () => {
    const title = `Port strike ends ${key().slice(0, 8)}`;
    const same = key();
    const refused = await post(story(title, { category: 'Mars' }), same);
    expect(refused.status).toBe(400);
    expect((await post(story(title), same)).status).toBe(201);
    expect((await made(title)).ids).toHaveLength(1);
  });

  it('refuses a malformed key with 400 naming the header, after the sign-in check', async () => {
    const res = await post(story('Anything'), 'two words');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fields: { 'Idempotency-Key': expect.stringContaining('visible ASCII') } });
    const anonymous = await post(story('Anything'), 'two words', {});
    expect(anonymous.status).toBe(401);
  });
});
