/**
 * ASVS 5.0 level 1, V7 Session Management (docs/security.md, 'ASVS 5.0 level 1'): 7.2.4 a new
 * session token at every sign-in, never one the browser held before (session fixation); 7.4.1
 * a signed-out token refused everywhere; 7.4.2 deleting an account ends its sessions. Through
 * the real app, with the real page loaders and actions behind it (`routerPages`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as loginPage from '../../app/routes/login';
import * as logoutPage from '../../app/routes/logout';
import * as profilePage from '../../app/routes/profile';
import * as usersPage from '../../app/routes/admin/users';
import { createTestApp, type TestApp } from '../helpers/app';
import { signedInAs } from '../helpers/factories';
import { apiLogin, OWN, postForm, routerPages, sessionCookieOf } from './asvs-helpers';

const PASSWORD = 'correct horse battery';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    renderPage: routerPages({
      '/login': loginPage,
      '/logout': logoutPage,
      '/profile': profilePage,
      '/admin/users': usersPage,
    }),
  });
});
afterAll(() => t.close());

const cookie = (token: string) => ({ cookie: `nd_session=${token}` });

/** Who the API says a token belongs to (null: refused). */
async function ownerOf(token: string, via: 'bearer' | 'cookie'): Promise<string | null> {
  const headers = via === 'bearer' ? { authorization: `Bearer ${token}` } : cookie(token);
  const res = await t.app.request('/api/users/me', { headers });
  return res.status === 200 ? ((await res.json()) as { username: string }).username : null;
}

/** A page loader's answer for the token's cookie: 200, or where it sends the reader. */
async function pageAnswer(address: string, token: string): Promise<string> {
  const res = await t.app.request(address, { headers: cookie(token) });
  return res.status === 200 ? '200' : `${res.status} ${res.headers.get('location')}`;
}

describe('7.2.4 a new token at sign-in', () => {
  it('7.2.4 a session token planted before sign-in is not the one after: the API and the page both issue their own', async () => {
    const victim = await signedInAs(t.services, 'reader');
    const attacker = await signedInAs(t.services, 'reader');
    for (const planted of ['attacker-chosen-value-0123456789', attacker.token]) {
      const api = await apiLogin(t, victim.viewer.username, PASSWORD, { origin: OWN, ...cookie(planted) });
      expect(api.status).toBe(200);
      const fromApi = sessionCookieOf(api);
      const page = await postForm(
        t,
        '/login',
        { username: victim.viewer.username, password: PASSWORD },
        { origin: OWN, ...cookie(planted) },
      );
      const fromPage = sessionCookieOf(page);
      for (const issued of [fromApi, fromPage]) {
        expect(issued).toBeDefined();
        expect(issued).not.toBe(planted);
        expect(await ownerOf(issued!, 'cookie')).toBe(victim.viewer.username);
      }
    }
    // The planted values never became the victim's session.
    expect(await ownerOf('attacker-chosen-value-0123456789', 'cookie')).toBeNull();
    expect(await ownerOf(attacker.token, 'cookie')).toBe(attacker.viewer.username);
  });

  it('7.2.4 signing in again gives a different token each time', async () => {
    const member = await signedInAs(t.services, 'reader');
    const tokens = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const res = await apiLogin(t, member.viewer.username, PASSWORD);
      const { token } = (await res.json()) as { token: string };
      expect(sessionCookieOf(res)).toBe(token);
      tokens.add(token);
    }
    tokens.add(member.token);
    expect(tokens.size).toBe(4);
    expect([...tokens].every((token) => token.length >= 43)).toBe(true);
  });
});

describe('7.4.1 a signed-out token is refused', () => {
  it('7.4.1 after sign-out over the API the token is refused on the API, by bearer and cookie, and on page loaders', async () => {
    const member = await signedInAs(t.services, 'reader');
    const admin = await signedInAs(t.services, 'admin');
    expect(await pageAnswer('/profile', member.token)).toBe('200');
    expect(await pageAnswer('/admin/users', admin.token)).toBe('200');
    for (const { token } of [member, admin]) {
      const out = await t.app.request('/api/users/logout', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(out.status).toBe(200);
      expect(await ownerOf(token, 'bearer')).toBeNull();
      expect(await ownerOf(token, 'cookie')).toBeNull();
    }
    expect(await pageAnswer('/profile', member.token)).toBe('302 /login?redirectTo=%2Fprofile');
    expect(await pageAnswer('/admin/users', admin.token)).toBe('302 /login?redirectTo=%2Fadmin%2Fusers');
    expect((await t.app.request('/api/users', { headers: cookie(admin.token) })).status).toBe(401);
  });

  it('7.4.1 after the page’s Sign Out the cookie is cleared and the old token refused everywhere', async () => {
    const member = await signedInAs(t.services, 'reader');
    const res = await postForm(t, '/logout', {}, { origin: OWN, ...cookie(member.token) });
    expect(res.status).toBeLessThan(400);
    const cleared = res.headers.getSetCookie().find((line) => line.startsWith('nd_session='));
    expect(cleared).toMatch(/^nd_session=;.*Max-Age=0/);
    expect(await ownerOf(member.token, 'bearer')).toBeNull();
    expect(await pageAnswer('/profile', member.token)).toBe('302 /login?redirectTo=%2Fprofile');
  });
});

describe('7.4.2 deleting an account ends its sessions', () => {
  it('7.4.2 every session of a deleted account is refused at once, on the API and on pages', async () => {
    const admin = await signedInAs(t.services, 'admin');
    const leaver = await signedInAs(t.services, 'editor');
    const second = (await (await apiLogin(t, leaver.viewer.username, PASSWORD)).json()) as { token: string };
    expect(await ownerOf(leaver.token, 'bearer')).toBe(leaver.viewer.username);
    const res = await t.app.request(`/api/users/${leaver.viewer._id}`, { method: 'DELETE', headers: admin.auth });
    expect(res.status).toBe(200);
    for (const token of [leaver.token, second.token]) {
      expect(await ownerOf(token, 'bearer')).toBeNull();
      expect(await pageAnswer('/profile', token)).toBe('302 /login?redirectTo=%2Fprofile');
      expect((await t.app.request('/api/contact', { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    }
  });
});
