import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../tests/helpers/app';

let t: TestApp;
let renders = 0;

beforeAll(async () => {
  t = await createTestApp({
    // Stands in for React Router: the page shows how many times it was drawn.
    renderPage: async (request) => {
      renders += 1;
      const url = new URL(request.url);
      if (url.pathname === '/boom') throw new Error('render failed: select * from secret_table');
      const status = url.pathname === '/missing' ? 404 : 200;
      const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
      if (url.pathname === '/sets-cookie') headers['set-cookie'] = 'a=b';
      return new Response(`<!doctype html><p>render ${renders} of ${url.pathname}${'.'.repeat(3000)}</p>`, {
        status,
        headers,
      });
    },
  });
});
afterAll(() => t.close());

describe('health', () => {
  it('reports the database', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: { ok: true } });
  });
});

describe('API basics', () => {
  it('answers unknown API paths with JSON 404', async () => {
    const res = await t.app.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not_found' });
  });

  it('sets security headers and a request id', async () => {
    const res = await t.app.request('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('hides internal errors behind a generic message', async () => {
    const res = await t.app.request('/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('secret_table');
    expect(text).not.toContain('.ts');
  });
});

describe('short category paths', () => {
  it.each([
    ['/india', '/india-news'],
    ['/ipo', '/ipo-news'],
    ['/sports?page=2', '/sports-news?page=2'],
  ])('%s answers 301 to %s', async (from, to) => {
    const res = await t.app.request(from);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(to);
  });
});

describe('public page cache', () => {
  it('renders once, then serves from memory with an ETag', async () => {
    const first = await t.app.request('/world-news');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const body = await first.text();
    const second = await t.app.request('/world-news');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.text()).toBe(body);
    const etag = second.headers.get('etag');
    expect(etag).toBeTruthy();
    const revalidated = await t.app.request('/world-news', { headers: { 'if-none-match': etag ?? '' } });
    expect(revalidated.status).toBe(304);
  });

  it('serves compressed bodies and keeps them', async () => {
    const res = await t.app.request('/health-news', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const html = gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(html).toContain('/health-news');
  });

  it('draws the page afresh after article data changes', async () => {
    const before = await (await t.app.request('/jobs-news')).text();
    expect(await (await t.app.request('/jobs-news')).text()).toBe(before);
    t.services.articlesChanged();
    const after = await t.app.request('/jobs-news');
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(await after.text()).not.toBe(before);
  });

  it('caches 404 pages but not pages that set cookies, search or signed-in readers', async () => {
    await t.app.request('/missing');
    expect((await t.app.request('/missing')).headers.get('x-cache')).toBe('HIT');
    await t.app.request('/sets-cookie');
    expect((await t.app.request('/sets-cookie')).headers.get('x-cache')).not.toBe('HIT');
    expect((await t.app.request('/search?q=x')).headers.get('x-cache')).toBeNull();
    const signedIn = await t.app.request('/world-news', { headers: { cookie: 'nd_session=abc' } });
    expect(signedIn.headers.get('x-cache')).toBeNull();
  });

  it('treats query order as the same page', async () => {
    await t.app.request('/sports-news?page=2&x=1');
    expect((await t.app.request('/sports-news?x=1&page=2')).headers.get('x-cache')).toBe('HIT');
  });
});
