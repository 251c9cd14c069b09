import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../tests/helpers/app';
import { publicArticlesChanged } from '../tests/helpers/factories';
import { createHash } from 'node:crypto';
import { BOOT_SCRIPT } from '../core/boot-script';
import { closedToCrawlers, OFFLINE_PAGES, PAGE_SECTIONS, pageKind, type PageKind } from '../core/page-kinds';
import { pageRouteKey } from './http';

let t: TestApp;
let renders = 0;
/** The CSP nonce each render was given (undefined for shared cached pages). */
const nonces: (string | undefined)[] = [];

beforeAll(async () => {
  t = await createTestApp({
    // Stands in for React Router: the page shows how many times it was drawn.
    renderPage: async (request, context) => {
      renders += 1;
      nonces.push(context.cspNonce);
      const url = new URL(request.url);
      if (url.pathname === '/boom') throw new Error('render failed: select * from secret_table');
      // A page that shows who asked, as the account menu does.
      const who = request.headers.get('authorization') ?? request.headers.get('cookie') ?? 'anonymous';
      const status = url.pathname === '/missing' ? 404 : 200;
      const headers: Record<string, string> = { 'content-type': 'text/html' };
      if (url.pathname === '/sets-cookie') headers['set-cookie'] = 'a=b';
      return new Response(`<!doctype html><p>render ${renders} of ${url.pathname} for ${who}${'.'.repeat(3000)}</p>`, {
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

  it('allows no inline script but the boot script (by hash) and, on pages drawn for one request, its nonce', async () => {
    const scriptSrc = (res: Response) =>
      /script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1]?.split(' ') ?? [];
    const hash = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
    const signedOut = await t.app.request('/about-csp');
    expect(scriptSrc(signedOut)).not.toContain("'unsafe-inline'");
    expect(scriptSrc(signedOut)).toContain(hash);
    // A shared page is drawn once for everyone: it gets no nonce to bake into its HTML.
    expect(nonces.at(-1)).toBeUndefined();

    const signedIn = await t.app.request('/settings', { headers: { cookie: 'nd_session=nobody' } });
    const nonce = nonces.at(-1);
    expect(nonce).toMatch(/^[A-Za-z0-9+/_-]{16,}={0,2}$/);
    expect(scriptSrc(signedIn)).toContain(`'nonce-${nonce}'`);
    expect(scriptSrc(signedIn)).not.toContain("'unsafe-inline'");
    const again = await t.app.request('/settings', { headers: { cookie: 'nd_session=nobody' } });
    expect(nonces.at(-1)).not.toBe(nonce);
    expect(scriptSrc(again)).toContain(`'nonce-${nonces.at(-1)}'`);
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
    publicArticlesChanged(t.services);
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

describe('the shared cache and credentials (security review, finding 1)', () => {
  it.each([
    ['Bearer token', { authorization: 'Bearer secret-admin-token' }],
    ['any Authorization scheme', { authorization: 'Basic secret-credentials' }],
    ['session cookie', { cookie: 'nd_consent=1.a; nd_session=secret-admin-token' }],
    ['__Host- session cookie', { cookie: '__Host-nd_session=secret-admin-token' }],
  ])('never stores nor serves a page asked with a %s', async (_label, headers) => {
    const path = `/credentials-${Object.keys(headers)[0]}-${renders}`;
    const anonymous = await t.app.request(path);
    expect(anonymous.headers.get('x-cache')).toBe('MISS');
    const withCredentials = await t.app.request(path, { headers });
    expect(withCredentials.headers.get('x-cache')).toBeNull();
    expect(withCredentials.headers.get('cache-control')).toBe('private, no-store');
    expect(await withCredentials.text()).toContain('secret');
    // The personal render was not stored: the anonymous copy is still the one served.
    const again = await t.app.request(path);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(await again.text()).not.toContain('secret');
  });

  it('does not let a personal render poison a page nobody has asked for yet', async () => {
    await t.app.request('/?poison=1', { headers: { authorization: 'Bearer reader-token' } });
    const anonymous = await t.app.request('/?poison=1');
    expect(anonymous.headers.get('x-cache')).toBe('MISS');
    expect(await anonymous.text()).not.toContain('reader-token');
  });

  it.each([
    '/ADMIN',
    '/Admin/Messages',
    '/ADMIN/USERS.data',
    '/admin/users',
    '/admin//users',
    '/%61dmin/users',
    '/%41DMIN',
    '/Search?q=x',
    '/LOGIN',
    '/settings.data',
    '/Profile',
  ])('never caches %s, in any spelling', async (path) => {
    await t.app.request(path);
    const second = await t.app.request(path);
    expect(second.headers.get('x-cache')).toBeNull();
    expect(second.headers.get('cache-control')).toBe('private, no-store');
  });

  it.each([
    ['/ADMIN/USERS.data', '/admin/users'],
    ['/Admin/Messages/', '/admin/messages'],
    ['/%61dmin//users', '/admin/users'],
    ['/_root.data', '/'],
    ['/', '/'],
    ['/world-news.data', '/world-news'],
    ['/%E0%A4', '/%e0%a4'],
  ])('reads %s as the route %s', (raw, key) => {
    expect(pageRouteKey(raw)).toBe(key);
  });

  it('marks shared pages with what could change them', async () => {
    const res = await t.app.request('/vary-check');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Authorization, Cookie');
  });

  it('never stores a page a route declared private', async () => {
    const local = await createTestApp({
      renderPage: async () =>
        new Response('<p>mine</p>', { headers: { 'content-type': 'text/html', 'cache-control': 'private' } }),
    });
    try {
      await local.app.request('/declared');
      expect((await local.app.request('/declared')).headers.get('x-cache')).not.toBe('HIT');
    } finally {
      await local.close();
    }
  });
});

describe('page kinds (core/page-kinds.ts): the rules made from the one list', () => {
  const SHARED = 'public, max-age=0, must-revalidate';
  const samples: [string, PageKind][] = [
    ['/world-news', 'document'],
    ['/about', 'document'],
    ['/tag/kinds', 'document'],
    ...OFFLINE_PAGES.shell.map((path): [string, PageKind] => [path, 'offline']),
    ['/news/a-story-kept-offline', 'offline'],
    ...(['app', 'private'] as const).flatMap((kind) =>
      PAGE_SECTIONS[kind].flatMap((path): [string, PageKind][] => [
        [path, kind],
        [`${path}/below`, kind],
      ]),
    ),
  ];

  it.each(samples)('answers %s as a page of kind %s', async (path, kind) => {
    expect(pageKind(path)).toBe(kind);
    await t.app.request(path);
    const second = await t.app.request(path);
    if (kind === 'document' || kind === 'offline') {
      expect(second.headers.get('x-cache')).toBe('HIT');
      expect(second.headers.get('cache-control')).toBe(SHARED);
    } else {
      expect(second.headers.get('x-cache')).toBeNull();
      expect(second.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('answers the API uncached', async () => {
    expect(pageKind('/api/kinds')).toBe('api');
    const res = await t.app.request('/api/kinds');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('closes to crawlers every kind but the public documents, and only those', async () => {
    const robots = await (await t.app.request('/robots.txt')).text();
    const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1]);
    expect(disallowed).toEqual(closedToCrawlers());
    for (const [path, kind] of samples) {
      const closed = disallowed.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
      expect(closed, path).toBe(kind !== 'document' && kind !== 'offline');
    }
  });
});

describe('odd methods and bad input on pages (findings 8, 11)', () => {
  it('answers OPTIONS with the allowed methods, and other methods with 405, without rendering', async () => {
    const before = renders;
    const options = await t.app.request('/world-news', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, POST');
    const put = await t.app.request('/world-news', { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(renders).toBe(before);
  });

  it('refuses a NUL character in a posted page form or in the address, naming the field', async () => {
    const before = renders;
    const posted = await t.app.request('/login', {
      method: 'POST',
      headers: { origin: 'http://news.test', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=ad%00min&password=x',
    });
    expect(posted.status).toBe(400);
    expect(await posted.text()).toContain('username');
    expect((await t.app.request('/search?q=a%00b')).status).toBe(400);
    const api = await t.app.request('/api/search?q=a%00b');
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({ code: 'invalid_input' });
    expect(renders).toBe(before);
  });

  it('gives HTML a charset', async () => {
    const res = await t.app.request('/charset-check');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });
});

describe('transport security headers (finding 9)', () => {
  it('sends no HSTS over plain http', async () => {
    const res = await t.app.request('/api/health');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('pins HTTPS for a year when the site is served over https', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://news.test' } });
    try {
      const res = await secure.app.request('/api/health');
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });
});
