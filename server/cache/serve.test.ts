import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertArticle, signedInAs } from '../../tests/helpers/factories';
import type { RenderPage } from '../http';

/**
 * The page cache over HTTP (server/cache/serve.ts), with a stand-in for React Router
 * whose "loaders" read through `context.queries.news` as the real ones do: the home
 * page lists the newest titles, an article page shows its title, 404 for a slug that
 * is not published. A test may hold renders (`gate`) to make them overlap.
 */
let renders = 0;
let gate: Promise<void> | null = null;

const standIn: RenderPage = async (request, context: AppLoadContext) => {
  renders++;
  if (gate) await gate;
  const path = new URL(request.url).pathname;
  const html = (status: number, text: string) =>
    new Response(`<!doctype html><main>${text}</main>${' '.repeat(2000)}`, {
      status,
      headers: { 'content-type': 'text/html' },
    });
  const news = context.queries.news;
  if (path === '/db') await t.database.db.execute(sql`select pg_sleep(0.01)`);
  if (path === '/') {
    const latest = await news.latest(5);
    return html(200, latest.map((a) => `<h2>${a.title}</h2>`).join(''));
  }
  const slug = /^\/news\/(.+)$/.exec(path)?.[1];
  if (slug) {
    const article = await news.find(slug);
    return article ? html(200, `<h1>${article.title}</h1>`) : html(404, 'No such story');
  }
  return html(200, `page ${path}`);
};

/** Lets held renders go on. */
function hold(): () => void {
  let release!: () => void;
  gate = new Promise<void>((resolve) => (release = resolve));
  return () => {
    gate = null;
    release();
  };
}

const SERVER_TIMING_RENDERED = /^db;dur=\d+\.\d, render;dur=\d+\.\d, total;dur=\d+\.\d, react;dur=\d+\.\d$/;
const SERVER_TIMING_HIT = /^cache;desc=hit, total;dur=\d+\.\d$/;

let t: TestApp;
let editor: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ renderPage: standIn });
  editor = (await signedInAs(t.services, 'editor')).auth;
});
afterAll(() => t.close());
afterEach(() => {
  gate = null;
  vi.useRealTimers();
});

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

/** Writes an article through the API, as the editor does. */
async function write(method: 'POST' | 'PUT', path: string, fields: Record<string, string>) {
  const body = new FormData();
  const all: Record<string, string> = {
    category: 'India',
    description: 'What happened, in a line.',
    content: '<p>' + 'Words of the story. '.repeat(40) + '</p>',
    featured: 'false',
    trending: 'false',
    keywords: '[]',
    tags: '[]',
    ...fields,
  };
  for (const [k, v] of Object.entries(all)) body.append(k, v);
  const res = await t.app.request(path, { method, headers: editor, body });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as { _id: string; slug: string; title: string };
}

describe('single flight', () => {
  it('renders once for concurrent misses of one page; the others wait for that render', async () => {
    const release = hold();
    const before = renders;
    const pending = Array.from({ length: 8 }, () => get('/about'));
    await vi.waitFor(() => expect(renders).toBe(before + 1));
    release();
    const answers = await Promise.all(pending);
    expect(renders).toBe(before + 1);
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(answers.map((r) => r.headers.get('x-cache')).sort()).toEqual(['MISS', ...Array(7).fill('WAIT')]);
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect((await get('/about')).headers.get('x-cache')).toBe('HIT');
  });

  it('renders for every request when the cache is off (PAGE_CACHE_SIZE=0)', async () => {
    const off = await createTestApp({ renderPage: standIn, env: { PAGE_CACHE_SIZE: '0' } });
    try {
      const before = renders;
      await Promise.all(Array.from({ length: 3 }, () => off.app.request('/contact')));
      expect(renders).toBe(before + 3);
      const res = await off.app.request('/contact', { headers: { 'accept-encoding': 'br' } });
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('page /contact');
      expect(res.headers.get('server-timing')).toMatch(SERVER_TIMING_RENDERED);
    } finally {
      await off.close();
    }
  });
});

describe('memory', () => {
  it('holds the pages within PAGE_CACHE_MB, their compressed copies counted', async () => {
    const small = await createTestApp({ renderPage: standIn, env: { PAGE_CACHE_MB: '1' } });
    try {
      const cache = small.services.pageCache;
      const page = (n: number) => small.app.request(`/page-${n}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect((await page(0)).headers.get('content-encoding')).toBe('br');
      const body = (await small.app.request('/page-0')).headers.get('content-length');
      // The body and the brotli copy sent with it.
      expect(cache.bytes).toBeGreaterThan(Number(body));
      // 2 KB pages: a megabyte holds some hundreds, never more than it can.
      for (let n = 1; n <= 600; n++) await page(n);
      expect(cache.bytes).toBeLessThanOrEqual(1024 * 1024);
      expect(cache.size).toBeGreaterThan(300);
      expect(cache.size).toBeLessThan(600);
      expect((await page(600)).headers.get('x-cache')).toBe('HIT');
      expect((await page(1)).headers.get('x-cache')).toBe('MISS');
    } finally {
      await small.close();
    }
  });
});

describe('targeted invalidation', () => {
  it('an edit of story A drops the pages that show A (its page, home) and keeps story B’s page', async () => {
    const a = await insertArticle(t.database.db, { title: 'Story A first', publishedAt: new Date() });
    const b = await insertArticle(t.database.db, { title: 'Story B', publishedAt: new Date(Date.now() - 86_400_000) });
    t.services.events.emit('articles.changed', { ids: [], categories: [], change: 'created', public: true });
    for (const path of ['/', `/news/${a.slug}`, `/news/${b.slug}`]) await get(path);
    for (const path of ['/', `/news/${a.slug}`, `/news/${b.slug}`]) {
      expect((await get(path)).headers.get('x-cache'), path).toBe('HIT');
    }
    // Tagged with what the page's reads answered.
    expect((await get('/')).headers.get('surrogate-key')).toContain(`article:${a._id}`);
    expect((await get(`/news/${b.slug}`)).headers.get('surrogate-key')).not.toContain(`article:${a._id}`);

    await write('PUT', `/api/news/${a._id}`, {
      title: 'Story A first',
      description: 'A new summary',
      status: 'published',
    });

    expect((await get(`/news/${b.slug}`)).headers.get('x-cache')).toBe('HIT');
    expect((await get(`/news/${a.slug}`)).headers.get('x-cache')).toBe('MISS');
    expect((await get('/')).headers.get('x-cache')).toBe('MISS');
  });

  it('a story published drops every page (each shows the newest stories), and its cached 404', async () => {
    const draft = await write('POST', '/api/news', { title: 'Breaking: a draft for now', status: 'draft' });
    const other = await get('/about');
    expect(other.status).toBe(200);
    const missing = await get(`/news/${draft.slug}`);
    expect(missing.status).toBe(404);
    expect((await get(`/news/${draft.slug}`)).headers.get('x-cache')).toBe('HIT');
    // A change to a draft changes no public page.
    await write('PUT', `/api/news/${draft._id}`, { title: 'Breaking: a draft for now', status: 'draft' });
    expect((await get('/about')).headers.get('x-cache')).toBe('HIT');

    await write('PUT', `/api/news/${draft._id}`, { title: 'Breaking: a draft for now', status: 'published' });
    expect((await get('/about')).headers.get('x-cache')).toBe('MISS');
    const published = await get(`/news/${draft.slug}`);
    expect(published.status).toBe(200);
  });

  it('shows a published story on home within a second (publish to visible)', async () => {
    await get('/');
    const draft = await write('POST', '/api/news', { title: 'Visible within a second', status: 'draft' });
    const started = performance.now();
    await write('PUT', `/api/news/${draft._id}`, { title: 'Visible within a second', status: 'published' });
    let seenAfter = Infinity;
    while (performance.now() - started < 1000) {
      const home = await (await get('/')).text();
      if (home.includes('Visible within a second')) {
        seenAfter = performance.now() - started;
        break;
      }
    }
    expect(seenAfter).toBeLessThanOrEqual(1000);
    const page = await get(`/news/${draft.slug}`);
    expect(await page.text()).toContain('<h1>Visible within a second</h1>');
  });

  it('a settings change redraws every page', async () => {
    await get('/about');
    expect((await get('/about')).headers.get('x-cache')).toBe('HIT');
    t.services.events.emit('settings.changed', { keys: ['siteName'] });
    expect((await get('/about')).headers.get('x-cache')).toBe('MISS');
  });
});

describe('stale while revalidate', () => {
  it('serves the old page only while one render replaces it, and never later than a second after the change', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await get('/');
    const old = await (await get('/')).text();
    await write('POST', '/api/news', { title: 'Replaces the old home', status: 'published' });

    const release = hold();
    const before = renders;
    // The first request after the change renders, and waits for its render…
    const first = get('/');
    await vi.waitFor(() => expect(renders).toBe(before + 1));
    // …while the others get the old page at once.
    vi.advanceTimersByTime(900);
    const meanwhile = await get('/');
    expect(meanwhile.headers.get('x-cache')).toBe('STALE');
    expect(meanwhile.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(meanwhile.headers.get('server-timing')).toMatch(/^cache;desc=stale, total;dur=\d+\.\d$/);
    expect(await meanwhile.text()).toBe(old);
    // A second after the change the old page is not served: this one waits for the new.
    vi.advanceTimersByTime(101);
    const late = get('/');
    release();
    const [firstAnswer, lateAnswer] = await Promise.all([first, late]);
    expect(renders).toBe(before + 1);
    expect(firstAnswer.headers.get('x-cache')).toBe('MISS');
    expect(lateAnswer.headers.get('x-cache')).toBe('WAIT');
    for (const res of [firstAnswer, lateAnswer]) expect(await res.text()).toContain('Replaces the old home');
    expect((await get('/')).headers.get('x-cache')).toBe('HIT');
  });
});

describe('headers', () => {
  it('sends Surrogate-Key naming what the page shows, and today’s Cache-Control with CDN_MAX_AGE unset', async () => {
    const res = await get('/ipo-news');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.get('surrogate-key')).toBe('latest category:IPO most-read:IPO');
    const home = await get('/');
    expect(home.headers.get('surrogate-key')).toMatch(/^latest home most-read( article:[0-9a-f-]{36})+$/);
    const feed = await get('/rss.xml');
    expect(feed.headers.get('surrogate-key')).toBe('latest feeds');
  });

  it('lets a CDN keep public pages for CDN_MAX_AGE seconds, never a personal one', async () => {
    const cdn = await createTestApp({ renderPage: standIn, env: { CDN_MAX_AGE: '30' } });
    try {
      const expected = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60, stale-if-error=86400';
      const miss = await cdn.app.request('/world-news');
      expect(miss.headers.get('cache-control')).toBe(expected);
      const hit = await cdn.app.request('/world-news');
      expect(hit.headers.get('x-cache')).toBe('HIT');
      expect(hit.headers.get('cache-control')).toBe(expected);
      expect(hit.headers.get('surrogate-key')).toBe('latest category:World most-read:World');
      const personal = await cdn.app.request('/world-news', { headers: { cookie: 'nd_session=abc' } });
      expect(personal.headers.get('cache-control')).toBe('private, no-store');
      expect(personal.headers.get('surrogate-key')).toBeNull();
    } finally {
      await cdn.close();
    }
  });

  it('times every page: db, render and total on a render, cache hit and total on a hit', async () => {
    const miss = await get('/db');
    const timing = miss.headers.get('server-timing') ?? '';
    expect(timing).toMatch(SERVER_TIMING_RENDERED);
    // The page's query (10 ms) is counted as database time, not render time.
    const [db, render, total] = [...timing.matchAll(/dur=([\d.]+)/g)].map((m) => Number(m[1]));
    expect(db).toBeGreaterThanOrEqual(9);
    expect(db! + render!).toBeLessThanOrEqual(total! + 0.2);
    expect((await get('/db')).headers.get('server-timing')).toMatch(SERVER_TIMING_HIT);
    const etag = miss.headers.get('etag') ?? '';
    const revalidated = await get('/db', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('server-timing')).toMatch(SERVER_TIMING_HIT);
    // Pages that are never shared are timed too.
    const personal = await get('/login');
    expect(personal.headers.get('server-timing')).toMatch(SERVER_TIMING_RENDERED);
  });

  it('compresses misses and hits (brotli first, else gzip)', async () => {
    const path = `/compressed-${renders}`;
    const miss = await get(path, { 'accept-encoding': 'gzip, br' });
    expect(miss.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await miss.arrayBuffer())).toString()).toContain(`page ${path}`);
    for (let i = 0; i < 2; i++) {
      const hit = await get(path, { 'accept-encoding': 'br' });
      expect(hit.headers.get('x-cache')).toBe('HIT');
      expect(brotliDecompressSync(Buffer.from(await hit.arrayBuffer())).toString()).toContain(`page ${path}`);
    }
    const gzipped = await get(path, { 'accept-encoding': 'gzip' });
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toContain(`page ${path}`);
  });

  it('draws a HEAD as a GET, so the page kept for later readers has its body', async () => {
    const head = await t.app.request('/head-first', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const res = await get('/head-first');
    expect(res.headers.get('x-cache')).toBe('HIT');
    expect(await res.text()).toContain('page /head-first');
  });
});
