/**
 * ASVS 5.0 level 1, V3 Web Frontend Security (docs/security.md, 'ASVS 5.0 level 1'):
 * 3.3.1 the session cookie's attributes over https, 3.4.1 HSTS on every kind of response,
 * 3.5.1 cross-site requests refused (cookie-carried API writes and page forms), 3.5.3
 * state-changing operations never reachable by GET or HEAD. Through the real app, with real
 * page loaders and actions behind it (`routerPages`); state is read back after each refusal.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contactPage from '../../app/routes/contact';
import * as loginPage from '../../app/routes/login';
import * as logoutPage from '../../app/routes/logout';
import * as usersPage from '../../app/routes/admin/users';
import { articles, contactMessages, sessions, users } from '../../server/db/schema';
import type { RenderPage } from '../../server/http';
import { createTestApp, type TestApp } from '../helpers/app';
import { insertArticle, signedInAs } from '../helpers/factories';
import { apiLogin, databaseDigest, EVIL, OWN, postForm, routerPages, sendJson, sessionCookieOf } from './asvs-helpers';

const PASSWORD = 'correct horse battery';
const PAGES = { '/contact': contactPage, '/login': loginPage, '/logout': logoutPage, '/admin/users': usersPage };

/** The real pages, and a page whose render fails (`/boom`), for the app's own 500. */
function pagesWithAFailure(): RenderPage {
  const pages = routerPages(PAGES);
  return (request, context) =>
    new URL(request.url).pathname === '/boom' ? Promise.reject(new Error('render failed')) : pages(request, context);
}

describe('over https', () => {
  const SECURE = 'https://news.test';
  let t: TestApp;
  let reader: Awaited<ReturnType<typeof signedInAs>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: SECURE }, renderPage: pagesWithAFailure() });
    reader = await signedInAs(t.services, 'reader');
  });
  afterAll(() => t.close());

  /** The attributes of a Set-Cookie line, lower-cased, values kept. */
  function attributesOf(line: string): { name: string; attributes: string[] } {
    const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
    return { name: pair.split('=')[0] ?? '', attributes: rest.map((a) => a.toLowerCase()) };
  }

  function expectHostCookie(line: string | undefined) {
    expect(line).toBeDefined();
    const { name, attributes } = attributesOf(line!);
    expect(name).toBe('__Host-nd_session');
    expect(attributes).toEqual(expect.arrayContaining(['path=/', 'httponly', 'secure', 'samesite=lax']));
    expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);
  }

  it('3.3.1 sign-in over the API and on the page sets __Host-nd_session: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain', async () => {
    const api = await apiLogin(t, reader.viewer.username, PASSWORD);
    expect(api.status).toBe(200);
    expectHostCookie(api.headers.getSetCookie().find((l) => l.includes('nd_session')));
    const page = await postForm(
      t,
      '/login',
      { username: reader.viewer.username, password: PASSWORD },
      { origin: SECURE },
    );
    expect(page.status).toBeGreaterThanOrEqual(300);
    expectHostCookie(page.headers.getSetCookie().find((l) => l.includes('nd_session')));
    const token = sessionCookieOf(page, '__Host-nd_session');
    const out = await t.app.request('/api/users/logout', {
      method: 'POST',
      headers: { origin: SECURE, cookie: `__Host-nd_session=${token}` },
    });
    expectHostCookie(out.headers.getSetCookie().find((l) => l.includes('nd_session')));
  });

  it('3.3.1 over https only the __Host- cookie signs in: a plain nd_session cookie (settable by another host) is ignored', async () => {
    const token = sessionCookieOf(await apiLogin(t, reader.viewer.username, PASSWORD), '__Host-nd_session');
    expect(token).toBeDefined();
    const host = await t.app.request('/api/users/me', { headers: { cookie: `__Host-nd_session=${token}` } });
    expect(host.status).toBe(200);
    const plain = await t.app.request('/api/users/me', { headers: { cookie: `nd_session=${token}` } });
    expect(plain.status).toBe(401);
  });

  it('3.4.1 HSTS for a year on every kind of answer: pages, API, feeds, files, redirects and errors', async () => {
    const badge = await insertArticle(t.database.db);
    const answers: [string, string, RequestInit?][] = [
      ['page', '/contact'],
      ['page not found', '/no-such-page'],
      ['page method not allowed', '/contact', { method: 'PUT' }],
      ['page options', '/contact', { method: 'OPTIONS' }],
      ['page cross-site post', '/contact', { method: 'POST', headers: { origin: EVIL } }],
      ['page failure (500)', '/boom'],
      ['page redirect', '/contact/'],
      ['category redirect', '/india'],
      ['API', '/api/health'],
      ['API article', `/api/news/${badge._id}`],
      ['API unauthorized', '/api/users/me'],
      ['API forbidden', '/api/users', { headers: reader.auth }],
      ['API not found', '/api/nothing-here'],
      ['API invalid input', '/api/news?page=0'],
      ['feed', '/rss.xml'],
      ['upload not found', '/uploads/images/none.webp'],
      ['bad address', '/news/a%00b'],
      ['bad API address', '/api/search?q=a%00b'],
    ];
    for (const [kind, address, init] of answers) {
      const res = await t.app.request(address, init);
      const hsts = res.headers.get('strict-transport-security') ?? '';
      const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
      expect(`${kind} (${res.status}): max-age ${maxAge >= 31_536_000 ? 'a year or more' : maxAge}`).toBe(
        `${kind} (${res.status}): max-age a year or more`,
      );
    }
  });
});

describe('over http', () => {
  let t: TestApp;
  let reader: Awaited<ReturnType<typeof signedInAs>>;
  let editor: Awaited<ReturnType<typeof signedInAs>>;
  beforeAll(async () => {
    t = await createTestApp({ renderPage: routerPages(PAGES) });
    reader = await signedInAs(t.services, 'reader');
    editor = await signedInAs(t.services, 'editor');
  });
  afterAll(() => t.close());

  const cookie = (token: string) => ({ cookie: `nd_session=${token}` });
  const firstNameOf = async (id: string) =>
    (await t.database.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, id)))[0]?.firstName;
  const signedIn = async (token: string) =>
    (await t.app.request('/api/users/me', { headers: { authorization: `Bearer ${token}` } })).status === 200;
  const profile = (firstName: string) => ({ firstName, lastName: '', email: '' });

  describe('3.5.1 cross-site requests', () => {
    it('3.5.1 a cookie-carried API write from another origin, or naming none, is refused with 403 and changes nothing', async () => {
      for (const headers of [
        { origin: EVIL },
        { referer: `${EVIL}/page` },
        { origin: 'null' },
        { origin: 'http://news.test.evil.example' },
        {},
      ] as Record<string, string>[]) {
        const res = await sendJson(t, 'PATCH', '/api/users/me', profile('Mallory'), {
          ...cookie(reader.token),
          ...headers,
        });
        expect(`${JSON.stringify(headers)} ${res.status}`).toBe(`${JSON.stringify(headers)} 403`);
        expect(await res.json()).toMatchObject({ code: 'cross_site' });
      }
      expect(await firstNameOf(reader.viewer._id)).toBeNull();
      const article = await insertArticle(t.database.db);
      const del = await t.app.request(`/api/news/${article._id}`, {
        method: 'DELETE',
        headers: { ...cookie(editor.token), origin: EVIL },
      });
      expect(del.status).toBe(403);
      expect(await t.database.db.select().from(articles).where(eq(articles.id, article._id))).toHaveLength(1);
      // The same write from the site's own pages goes through.
      const own = await sendJson(t, 'PATCH', '/api/users/me', profile('Rita'), {
        ...cookie(reader.token),
        origin: OWN,
      });
      expect(own.status).toBe(200);
      expect(await firstNameOf(reader.viewer._id)).toBe('Rita');
    });

    it('3.5.1 Bearer-token API calls are not cookie-carried and are not affected', async () => {
      const res = await sendJson(t, 'PATCH', '/api/users/me', profile('Bea'), { ...reader.auth, origin: EVIL });
      expect(res.status).toBe(200);
      expect(await firstNameOf(reader.viewer._id)).toBe('Bea');
    });

    it('3.5.1 a page form posted from another origin, or naming none, is refused with 403 and its action never runs', async () => {
      const victim = await signedInAs(t.services, 'reader');
      const before = await databaseDigest(t);
      for (const headers of [{ origin: EVIL }, { referer: `${EVIL}/x` }, {}] as Record<string, string>[]) {
        const logout = await postForm(t, '/logout', {}, { ...cookie(victim.token), ...headers });
        expect(logout.status).toBe(403);
        const contact = await postForm(
          t,
          '/contact',
          { name: 'Spam', email: 'spam@example.com', subject: 'Buy', message: 'now' },
          headers,
        );
        expect(contact.status).toBe(403);
      }
      expect(await databaseDigest(t)).toEqual(before);
      expect(await signedIn(victim.token)).toBe(true);
      // From the site's own page the same post signs out.
      const own = await postForm(t, '/logout', {}, { ...cookie(victim.token), origin: OWN });
      expect(own.status).toBeLessThan(400);
      expect(await signedIn(victim.token)).toBe(false);
    });

    it('3.5.1 a sign-in form posted from another site (login CSRF) starts no session', async () => {
      const count = async () => (await t.database.db.select().from(sessions)).length;
      const before = await count();
      const api = await sendJson(
        t,
        'POST',
        '/api/users/login',
        { username: reader.viewer.username, password: PASSWORD },
        {
          origin: EVIL,
        },
      );
      expect(api.status).toBe(403);
      const page = await postForm(
        t,
        '/login',
        { username: reader.viewer.username, password: PASSWORD },
        { origin: EVIL },
      );
      expect(page.status).toBe(403);
      expect(page.headers.getSetCookie()).toEqual([]);
      expect(await count()).toBe(before);
    });
  });

  describe('3.5.3 state-changing operations refuse GET and HEAD', () => {
    it('3.5.3 GET or HEAD on sign-out, over the API or the page, leaves the session signed in', async () => {
      const victim = await signedInAs(t.services, 'reader');
      for (const method of ['GET', 'HEAD']) {
        const api = await t.app.request('/api/users/logout', { method, headers: cookie(victim.token) });
        expect(api.status).toBe(404);
        const page = await t.app.request('/logout', { method, headers: cookie(victim.token) });
        expect(page.status).toBeLessThan(400);
        expect(page.headers.getSetCookie()).toEqual([]);
      }
      expect(await signedIn(victim.token)).toBe(true);
    });

    it('3.5.3 GET or HEAD on like, view, share, contact, sign-up or delete changes nothing', async () => {
      const article = await insertArticle(t.database.db);
      const before = await databaseDigest(t);
      const editorCookie = { ...cookie(editor.token), origin: OWN };
      for (const method of ['GET', 'HEAD']) {
        for (const address of [
          `/api/news/${article._id}/like`,
          `/api/news/${article._id}/view`,
          `/api/news/${article._id}/share`,
          '/api/contact?name=Spam&email=s%40example.com&subject=Buy&message=now',
          '/api/users/register?username=sneaky&password=correct+horse+battery',
          `/api/news/${article._id}?_method=DELETE`,
        ]) {
          const res = await t.app.request(address, {
            method,
            headers: { ...editorCookie, 'x-http-method-override': 'DELETE' },
          });
          expect(`${method} ${address} ${res.status}`).not.toMatch(/ 5\d\d$/);
        }
      }
      expect(await databaseDigest(t)).toEqual(before);
      expect(await t.database.db.select().from(contactMessages)).toHaveLength(0);
    });

    it('3.5.3 pages answer 405 for methods they do not take, and run no action', async () => {
      const before = await databaseDigest(t);
      const victim = await signedInAs(t.services, 'reader');
      const stored = await databaseDigest(t);
      for (const method of ['PUT', 'PATCH', 'DELETE', 'PROPFIND']) {
        for (const address of ['/logout', '/contact', '/admin/users']) {
          const res = await t.app.request(address, {
            method,
            headers: { ...cookie(victim.token), origin: OWN, 'content-type': 'application/x-www-form-urlencoded' },
            body: 'name=x&email=x%40example.com&subject=s&message=m',
          });
          expect(`${method} ${address} ${res.status} ${res.headers.get('allow')}`).toBe(
            `${method} ${address} 405 GET, HEAD, POST`,
          );
        }
      }
      expect(await databaseDigest(t)).toEqual(stored);
      expect(stored).not.toEqual(before);
      expect(await signedIn(victim.token)).toBe(true);
    });
  });
});
