import { expect, test } from '@playwright/test';
import { E2E_USERS, tokenOf } from './support/accounts';
import { ONCE } from './support/tags';

/**
 * The security review's first finding, through the built server: pages asked with
 * credentials of any kind are never stored in, nor served from, the shared page cache,
 * whatever the spelling of the path. HTTP only: the browser adds nothing here.
 */

// HTTP only: desktop only.
test.describe('the page cache and credentials', { tag: ONCE }, () => {
  const adminPaths = [
    '/ADMIN/USERS.data',
    '/Admin/Users',
    '/admin/users.data',
    '/%61dmin/users',
    '/Admin/Messages',
    '/ADMIN',
    '/ADMIN.data',
  ];
  for (const path of adminPaths) {
    test(`an admin's ${path} never reaches an anonymous visitor`, async ({ request, playwright, baseURL }) => {
      const token = await tokenOf(playwright, baseURL, E2E_USERS.admin);
      const own = await request.get(path, { headers: { authorization: `Bearer ${token}` }, maxRedirects: 0 });
      expect(own.headers()['cache-control']).toBe('private, no-store');
      expect(own.headers()['x-cache']).toBeUndefined();
      for (let i = 0; i < 2; i++) {
        const anonymous = await request.get(path, { maxRedirects: 0 });
        expect(anonymous.headers()['x-cache']).toBeUndefined();
        expect(await anonymous.text()).not.toContain(E2E_USERS.editor);
      }
    });
  }

  const readerVariants: [string, (token: string) => Record<string, string>][] = [
    ['a Bearer token', (token) => ({ authorization: `Bearer ${token}` })],
    ['the session cookie', (token) => ({ cookie: `nd_session=${token}` })],
  ];
  for (const [label, headers] of readerVariants) {
    for (const path of ['/?poison=1', '/world-news.data?poison=2', '/_root.data?_routes=root&poison=3']) {
      test(`a reader's page asked with ${label} (${path}) is not stored for others`, async ({
        request,
        playwright,
        baseURL,
      }) => {
        const token = await tokenOf(playwright, baseURL, E2E_USERS.reader);
        const key = `${path}&v=${encodeURIComponent(label)}`;
        const own = await request.get(key, { headers: headers(token) });
        expect(own.status()).toBe(200);
        expect(own.headers()['cache-control']).toBe('private, no-store');
        expect(await own.text()).toContain(E2E_USERS.reader);
        const anonymous = await request.get(key);
        expect(anonymous.headers()['x-cache']).toBe('MISS');
        expect(anonymous.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
        expect(await anonymous.text()).not.toContain(E2E_USERS.reader);
        // And a page already cached for everyone is not answered from the cache to the reader.
        const again = await request.get(key, { headers: headers(token) });
        expect(again.headers()['x-cache']).toBeUndefined();
        expect(await again.text()).toContain(E2E_USERS.reader);
      });
    }
  }

  test('pages answer OPTIONS without an error, and HTML carries a charset', async ({ request }) => {
    const options = await request.fetch('/world-news', { method: 'OPTIONS' });
    expect(options.status()).toBe(204);
    const slash = await request.get('/world-news/?page=2', { maxRedirects: 0 });
    expect(slash.status()).toBe(301);
    expect(slash.headers()['location']).toBe('/world-news?page=2');
    const page = await request.get('/about');
    expect(page.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers()['strict-transport-security']).toBeUndefined();
  });

  test('a NUL character is a 400 wherever it is sent', async ({ request, playwright, baseURL }) => {
    const token = await tokenOf(playwright, baseURL, E2E_USERS.admin);
    const login = await request.post('/api/users/login', { data: { username: 'e2e\u0000admin', password: 'x' } });
    expect(login.status()).toBe(400);
    const article = await request.post('/api/news', {
      headers: { authorization: `Bearer ${token}` },
      data: { title: 'Bad \u0000 title', category: 'World', content: '<p>x</p>' },
    });
    expect(article.status()).toBe(400);
    expect(await article.json()).toMatchObject({ code: 'invalid_input' });
    const profile = await request.patch('/api/users/me', {
      headers: { authorization: `Bearer ${token}` },
      data: { firstName: 'A\u0000' },
    });
    expect(profile.status()).toBe(400);
    const users = await request.post('/admin/users', {
      headers: { authorization: `Bearer ${token}`, origin: baseURL ?? '' },
      form: { id: 'not\u0000a-uuid', intent: 'delete' },
    });
    expect(users.status()).toBe(400);
    // Without the NUL, an id that cannot name an account is simply not found (as in the API).
    const unknown = await request.post('/admin/users', {
      headers: { authorization: `Bearer ${token}`, origin: baseURL ?? '' },
      form: { id: 'not-a-uuid', intent: 'delete' },
    });
    expect(unknown.status()).toBe(404);
  });
});
