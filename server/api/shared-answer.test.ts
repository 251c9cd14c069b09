import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '../../core/article';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { saveStoryThroughApi, signedInAs } from '../../tests/helpers/factories';

/**
 * The API's public reads answered from the page cache (server/api/shared-answer.ts): cached for
 * visitors, with ETag and 304, dropped by the same events as the pages, never shared with a caller
 * who signed in.
 */
let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ auth } = await signedInAs(t.services, 'editor'));
});
afterAll(() => t?.close());

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

const write = (fields: Record<string, string>, id?: string) => saveStoryThroughApi(t.app, auth, fields, id);

const titles = async (res: Response) => ((await res.json()) as { news: Article[] }).news.map((a) => a.title);

describe('the news list for visitors', () => {
  it('is answered from the cache, with an ETag, a 304 and the keys a CDN purges by', async () => {
    const story = await write({ title: 'Cached list story' });
    const first = await get('/api/news?limit=5');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const body = await first.text();
    const second = await get('/api/news?limit=5');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.text()).toBe(body);
    expect(second.headers.get('content-type')).toMatch(/^application\/json/);
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(second.headers.get('surrogate-key')?.split(' ')).toEqual(
      expect.arrayContaining(['latest', 'home', `article:${story._id}`]),
    );
    const etag = second.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    const revalidated = await get('/api/news?limit=5', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    // The same parameters in another order are the same answer.
    expect((await get('/api/news?limit=5&page=1')).headers.get('x-cache')).toBe('MISS');
    expect((await get('/api/news?page=1&limit=5')).headers.get('x-cache')).toBe('HIT');
  });

  it('shows a story published, edited or taken down at once', async () => {
    await get('/api/news?limit=5');
    const story = await write({ title: 'Published a moment ago' });
    const afterPublish = await get('/api/news?limit=5');
    expect(afterPublish.headers.get('x-cache')).toBe('MISS');
    expect(await titles(afterPublish)).toContain('Published a moment ago');

    await get('/api/news?limit=5');
    await write({ title: 'Published a moment ago, corrected' }, story._id);
    expect(await titles(await get('/api/news?limit=5'))).toContain('Published a moment ago, corrected');

    await write({ title: 'Published a moment ago, corrected', status: 'draft' }, story._id);
    expect(await titles(await get('/api/news?limit=5'))).not.toContain('Published a moment ago, corrected');
  });

  it('is never shared with a signed-in caller, who may see drafts', async () => {
    await write({ title: 'A draft for staff only', status: 'draft' });
    const visitor = await get('/api/news?status=draft');
    expect(visitor.status).toBe(401);
    const staff = await get('/api/news?status=draft', auth);
    expect(staff.status).toBe(200);
    expect(staff.headers.get('x-cache')).toBeNull();
    expect(staff.headers.get('cache-control')).toBe('no-store');
    expect(await titles(staff)).toContain('A draft for staff only');
    // A staff member's ordinary list is theirs too, and a visitor's next one is not it.
    expect((await get('/api/news?limit=7', auth)).headers.get('x-cache')).toBeNull();
    expect((await get('/api/news?limit=7')).headers.get('x-cache')).toBe('MISS');
  });
});

describe('one article for visitors', () => {
  it('is cached by id and by slug, and an edit drops both', async () => {
    const story = await write({ title: 'One cached story' });
    for (const path of [`/api/news/${story._id}`, `/api/news/slug/${story.slug}`]) {
      expect((await get(path)).headers.get('x-cache'), path).toBe('MISS');
      const hit = await get(path);
      expect(hit.headers.get('x-cache'), path).toBe('HIT');
      expect((await get(path, { 'if-none-match': hit.headers.get('etag') ?? '' })).status, path).toBe(304);
    }
    await write({ title: 'One cached story, edited' }, story._id);
    for (const path of [`/api/news/${story._id}`, `/api/news/slug/${story.slug}`]) {
      const res = await get(path);
      expect(res.headers.get('x-cache'), path).toBe('MISS');
      expect(((await res.json()) as Article).title, path).toBe('One cached story, edited');
    }
  });

  it('keeps no answer for a story that does not exist', async () => {
    const missing = `/api/news/${crypto.randomUUID()}`;
    expect((await get(missing)).status).toBe(404);
    const again = await get(missing);
    expect(again.status).toBe(404);
    expect(again.headers.get('x-cache')).toBeNull();
  });
});

describe('search for everyone', () => {
  it('is cached, and a story that starts to match appears at once', async () => {
    const path = '/api/search?q=marmalade';
    const before = await get(path);
    expect(before.headers.get('x-cache')).toBe('MISS');
    expect(((await before.json()) as { results: unknown[] }).results).toEqual([]);
    // The same answer whoever asks: a signed-in caller gets the shared copy.
    expect((await get(path, auth)).headers.get('x-cache')).toBe('HIT');
    const story = await write({ title: 'A plain story' });
    await write({ title: 'A marmalade story' }, story._id);
    const after = await get(path);
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(((await after.json()) as { results: { _id: string }[] }).results.map((r) => r._id)).toEqual([story._id]);
  });
});

describe('behind a CDN', () => {
  it('lets the CDN keep a visitor’s answer for CDN_MAX_AGE seconds', async () => {
    const site = await createTestApp({ env: { CDN_MAX_AGE: '120' } });
    try {
      const res = await site.app.request('/api/news?limit=3');
      expect(res.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=120, /);
      expect(res.headers.get('vary')).toBe('Accept-Encoding, Authorization, Cookie');
    } finally {
      await site.close();
    }
  });
});
