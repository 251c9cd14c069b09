import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LAST_ADMIN, LOGIN_FAILED, type Role } from '../../core/auth';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { signedInAs } from '../../tests/helpers/factories';
import { sessions, users } from '../db/schema';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterEach(() => t.close());

const ORIGIN = 'http://news.test';
function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.10', ...headers },
    body: JSON.stringify(body),
  });
}
const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
const cookieOf = (res: Response) => /nd_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];

describe('registration', () => {
  it('makes a reader of a sign-up on a new site unless it carries the setup token (security review, finding 4)', async () => {
    const token = await t.services.auth.prepareSetup();
    expect(token).toEqual(expect.any(String));
    const early = await post('/api/users/register', { username: 'squatter', password: 'a long passphrase' });
    expect(await json(early)).toMatchObject({ role: 'reader' });
    const wrong = await post('/api/users/register', {
      username: 'guesser',
      password: 'a long passphrase',
      setupToken: `${token}x`,
    });
    expect(await json(wrong)).toMatchObject({ role: 'reader' });
    const owner = await post('/api/users/register', {
      username: 'owner',
      password: 'a long passphrase',
      setupToken: token,
    });
    expect(await json(owner)).toMatchObject({ role: 'admin' });
    // Used once: the same link makes no second admin, and a restart makes no new token.
    const again = await post('/api/users/register', {
      username: 'second',
      password: 'a long passphrase',
      setupToken: token,
    });
    expect(await json(again)).toMatchObject({ role: 'reader' });
    expect(await t.services.auth.prepareSetup()).toBeNull();
  });

  it('answers {_id, username, token, role} to a sign-up, and never grants the role it asks for', async () => {
    const token = await t.services.auth.prepareSetup('an operator chosen setup token');
    expect(token).toBe('an operator chosen setup token');
    const first = await post('/api/users/register', {
      username: 'founder',
      password: 'a long passphrase',
      setupToken: token,
    });
    expect(first.status).toBe(201);
    const body = await json(first);
    expect(body).toMatchObject({ username: 'founder', role: 'admin' });
    expect(body.token).toEqual(expect.any(String));
    expect(body._id).toEqual(expect.any(String));
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');

    const second = await post('/api/users/register', {
      username: 'visitor',
      password: 'another passphrase',
      role: 'admin',
    });
    expect(await json(second)).toMatchObject({ role: 'reader' });
  });

  it('refuses a username taken in another case', async () => {
    await post('/api/users/register', { username: 'Asha', password: 'a long passphrase' });
    const again = await post('/api/users/register', { username: 'asha', password: 'a long passphrase' });
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe('That username is already taken');
  });

  it.each([
    [{ username: 'ab', password: 'a long passphrase' }, 'username'],
    [{ username: 'a'.repeat(33), password: 'a long passphrase' }, 'username'],
    [{ username: 'аdmin', password: 'a long passphrase' }, 'username'], // Cyrillic а
    [{ username: 'bad name', password: 'a long passphrase' }, 'username'],
    [{ username: 'valid.name', password: 'short' }, 'password'],
    [{ username: 'valid.name', password: 'x'.repeat(300) }, 'password'],
    [{ username: 'valid.name', password: 'password123' }, 'password'],
    [{ username: 'valid.name', password: 'VALID.NAME' }, 'password'],
    [{ username: 'valid.name' }, 'password'],
    [{ username: ['x'], password: 'a long passphrase' }, 'username'],
  ])('refuses %j with 400 naming the field and creates nothing', async (body, field) => {
    const res = await post('/api/users/register', body);
    expect(res.status).toBe(400);
    const answer = await json(res);
    expect(JSON.stringify(answer)).toContain(field);
    expect(await t.database.db.select().from(users)).toHaveLength(0);
  });

  it('refuses wrong content types and broken JSON', async () => {
    const text = await t.app.request('/api/users/register', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(text.status).toBe(415);
    const broken = await t.app.request('/api/users/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username":',
    });
    expect(broken.status).toBe(400);
  });
});

describe('sign-in, sessions and sign-out', () => {
  beforeEach(async () => {
    await post('/api/users/register', { username: 'editor1', password: 'a long passphrase' });
  });

  it('answers {_id, username, token, role} and a cookie; the token and the cookie both work', async () => {
    const res = await post('/api/users/login', { username: 'EDITOR1', password: 'a long passphrase' });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(Object.keys(body).sort()).toEqual(['_id', 'role', 'token', 'username']);
    const me = await t.app.request('/api/users/me', { headers: { authorization: `Bearer ${String(body.token)}` } });
    expect(await json(me)).toMatchObject({ username: 'editor1', role: 'reader' });
    const byCookie = await t.app.request('/api/users/me', { headers: { cookie: `nd_session=${cookieOf(res)}` } });
    expect(byCookie.status).toBe(200);
  });

  it('issues a new token at every sign-in and stores only its hash', async () => {
    const a = await json(await post('/api/users/login', { username: 'editor1', password: 'a long passphrase' }));
    const b = await json(await post('/api/users/login', { username: 'editor1', password: 'a long passphrase' }));
    expect(a.token).not.toBe(b.token);
    const stored = await t.database.db.select().from(sessions);
    expect(stored.map((s) => s.tokenHash)).not.toContain(a.token);
  });

  it('answers the same for a wrong password and an unknown user', async () => {
    const wrong = await post('/api/users/login', { username: 'editor1', password: 'not the password' });
    const unknown = await post('/api/users/login', { username: 'nobody-here', password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await json(wrong)).toEqual(await json(unknown));
    expect((await json(await post('/api/users/login', { username: 'x', password: 'y' }))).message).toBe(LOGIN_FAILED);
  });

  it('requires both fields', async () => {
    expect((await post('/api/users/login', { username: 'editor1' })).status).toBe(400);
    expect((await post('/api/users/login', { password: 'x' })).status).toBe(400);
  });

  it('ends the session on sign-out: the token stops working at once', async () => {
    const { token } = (await json(
      await post('/api/users/login', { username: 'editor1', password: 'a long passphrase' }),
    )) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    expect((await post('/api/users/logout', {}, auth)).status).toBe(200);
    expect((await t.app.request('/api/users/me', { headers: auth })).status).toBe(401);
  });

  it('stops honouring an expired session', async () => {
    const { token } = (await json(
      await post('/api/users/login', { username: 'editor1', password: 'a long passphrase' }),
    )) as { token: string };
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await t.app.request('/api/users/me', { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it('ignores forged tokens', async () => {
    for (const token of ['forged', 'x'.repeat(5000), '']) {
      expect((await t.app.request('/api/users/me', { headers: { authorization: `Bearer ${token}` } })).status).toBe(
        401,
      );
    }
    expect((await t.app.request('/api/users/me', { headers: { cookie: 'nd_session=forged' } })).status).toBe(401);
  });

  it('refuses an address after 5 failures for one account, but not the account from elsewhere (finding 5)', async () => {
    const attacker = { 'x-forwarded-for': '203.0.113.66' };
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/users/login', { username: 'editor1', password: `wrong ${i}` }, attacker);
      expect(res.status).toBe(401);
    }
    const blocked = await post('/api/users/login', { username: 'editor1', password: 'a long passphrase' }, attacker);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    // The owner, from their own address, still signs in: the account is slowed, never locked.
    const owner = await post('/api/users/login', { username: 'editor1', password: 'a long passphrase' });
    expect(owner.status).toBe(200);
  });

  it('slows guessing from one address: 20 failures across usernames give 429', async () => {
    for (let i = 0; i < 20; i++) {
      await post(
        '/api/users/login',
        { username: `someone${i}`, password: 'wrong' },
        { 'x-forwarded-for': '198.51.100.77' },
      );
    }
    const res = await post(
      '/api/users/login',
      { username: 'editor1', password: 'a long passphrase' },
      { 'x-forwarded-for': '198.51.100.77' },
    );
    expect(res.status).toBe(429);
    // Another address is not affected.
    expect((await post('/api/users/login', { username: 'editor1', password: 'a long passphrase' })).status).toBe(200);
  });

  it('refuses a cross-site post carried by the cookie, and a cross-site sign-in form', async () => {
    const res = await post('/api/users/login', { username: 'editor1', password: 'a long passphrase' });
    const cookie = `nd_session=${cookieOf(res)}`;
    const evil = await post('/api/users/logout', {}, { cookie, origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect((await t.app.request('/api/users/me', { headers: { cookie } })).status).toBe(200);
    const same = await post('/api/users/logout', {}, { cookie, origin: ORIGIN });
    expect(same.status).toBe(200);
    const crossLogin = await post(
      '/api/users/login',
      { username: 'editor1', password: 'a long passphrase' },
      { origin: 'https://evil.example' },
    );
    expect(crossLogin.status).toBe(403);
  });
});

describe('role matrix for user management and unpublished lists', () => {
  const roles: Role[] = ['reader', 'author', 'editor', 'admin'];

  it.each(roles)('%s: GET /api/users and listing drafts', async (role) => {
    // The first account is the site's admin; then the role under test.
    const owner = await signedInAs(t.services, 'admin', 'owner');
    const me = role === 'admin' ? owner : await signedInAs(t.services, role);
    const list = await t.app.request('/api/users', { headers: me.auth });
    expect(list.status).toBe(role === 'admin' ? 200 : 403);
    const drafts = await t.app.request('/api/news?status=draft', { headers: me.auth });
    expect(drafts.status).toBe(role === 'reader' ? 403 : 200);
  });

  it('answers 401 without credentials', async () => {
    expect((await t.app.request('/api/users')).status).toBe(401);
    expect((await t.app.request('/api/news?status=all')).status).toBe(401);
    expect((await t.app.request('/api/users/x', { method: 'DELETE' })).status).toBe(401);
  });

  it('lets only an admin change roles and delete users', async () => {
    const admin = await signedInAs(t.services, 'admin', 'owner');
    const editor = await signedInAs(t.services, 'editor');
    const reader = await signedInAs(t.services, 'reader');
    const patch = (id: string, body: unknown, auth: Record<string, string>) =>
      t.app.request(`/api/users/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...auth },
        body: JSON.stringify(body),
      });
    expect((await patch(reader.viewer._id, { role: 'author' }, editor.auth)).status).toBe(403);
    expect((await patch(reader.viewer._id, { role: 'author' }, admin.auth)).status).toBe(200);
    expect((await patch(reader.viewer._id, { role: 'overlord' }, admin.auth)).status).toBe(400);
    expect((await patch('00000000-0000-0000-0000-000000000000', { role: 'author' }, admin.auth)).status).toBe(404);
    const del = (id: string, auth: Record<string, string>) =>
      t.app.request(`/api/users/${id}`, { method: 'DELETE', headers: auth });
    expect((await del(reader.viewer._id, editor.auth)).status).toBe(403);
    expect((await del(reader.viewer._id, admin.auth)).status).toBe(200);
    // Its sessions went with it.
    expect((await t.app.request('/api/users/me', { headers: reader.auth })).status).toBe(401);
  });

  it('guards the last admin: no self-deletion, no deleting or demoting the only admin', async () => {
    const admin = await signedInAs(t.services, 'admin', 'owner');
    const self = await t.app.request(`/api/users/${admin.viewer._id}`, { method: 'DELETE', headers: admin.auth });
    expect(self.status).toBe(409);
    const demote = await t.app.request(`/api/users/${admin.viewer._id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...admin.auth },
      body: JSON.stringify({ role: 'reader' }),
    });
    expect(demote.status).toBe(409);
    // With a second admin, the first can be removed by the second — but not the other way round once alone.
    const second = await signedInAs(t.services, 'admin', 'second');
    expect(
      (await t.app.request(`/api/users/${admin.viewer._id}`, { method: 'DELETE', headers: second.auth })).status,
    ).toBe(200);
    const [left] = await t.database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(left?.username).toBe('second');
    expect(LAST_ADMIN).toBe('Cannot delete the only admin user');
  });
});

describe('the session cookie over HTTPS (security review, finding 9)', () => {
  it('is named __Host-nd_session, Secure, for the whole site, and it signs in', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://news.test' } });
    try {
      await signedInAs(secure.services, 'reader', 'cookie.reader');
      const res = await secure.app.request('/api/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'cookie.reader', password: 'correct horse battery' }),
      });
      const cookie = res.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^__Host-nd_session=[^;]+;/);
      expect(cookie).toContain('Secure');
      expect(cookie).toContain('Path=/');
      expect(cookie).not.toContain('Domain');
      const token = /^__Host-nd_session=([^;]+)/.exec(cookie)?.[1];
      const me = await secure.app.request('/api/users/me', { headers: { cookie: `__Host-nd_session=${token}` } });
      expect(me.status).toBe(200);
      // The plain name means nothing on an HTTPS site.
      const plain = await secure.app.request('/api/users/me', { headers: { cookie: `nd_session=${token}` } });
      expect(plain.status).toBe(401);
    } finally {
      await secure.close();
    }
  });

  it('keeps the plain name over http, where a Secure cookie would never come back', async () => {
    const res = await post('/api/users/register', { username: 'plain.cookie', password: 'a long passphrase' });
    expect(res.headers.get('set-cookie')).toMatch(/^nd_session=/);
  });
});

describe('a generated password must be changed first (security review, finding 11)', () => {
  it('lets the account only read itself, change its password and sign out until it does', async () => {
    const staff = await signedInAs(t.services, 'editor', 'fresh.editor');
    await t.services.auth.requirePasswordChange(staff.viewer._id);
    const me = await t.app.request('/api/users/me', { headers: staff.auth });
    expect(await json(me)).toMatchObject({ mustChangePassword: true });
    const list = await t.app.request('/api/news?status=all', { headers: staff.auth });
    expect(list.status).toBe(403);
    expect(await json(list)).toMatchObject({ code: 'password_change_required' });
    const change = await t.app.request('/api/users/me/password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...staff.auth },
      body: JSON.stringify({ currentPassword: 'correct horse battery', newPassword: 'a brand new passphrase' }),
    });
    expect(change.status).toBe(200);
    expect((await t.app.request('/api/news?status=all', { headers: staff.auth })).status).toBe(200);
  });
});
