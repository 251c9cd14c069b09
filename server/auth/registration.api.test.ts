import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { action as registerAction, loader as registerLoader } from '../../app/routes/register';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { pageContext } from '../../tests/helpers/pages';
import { hashing } from './password';

/**
 * Security review, findings 3 and 4: sign-ups are limited per address and password hashing
 * cannot pile up; a new site's admin is made only through the setup link. Both transports,
 * the API and the /register page, go through AuthService.register.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterEach(() => t.close());

const TOO_MANY = 'Too many sign-ups from your network. Please try again later.';

function register(body: Record<string, unknown>, ip = '192.0.2.20') {
  return t.app.request('/api/users/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ password: 'a long passphrase', ...body }),
  });
}

/** Calls the /register page's action as React Router would, from `clientIp`. */
function submitPage(fields: Record<string, string>, clientIp = '192.0.2.30') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('confirmPassword', fields.password ?? '');
  const request = new Request('http://news.test/register', { method: 'POST', body: form });
  const context = pageContext(t, null, { ip: clientIp });
  return registerAction({ request, context, params: {} } as unknown as Parameters<typeof registerAction>[0]);
}

function loadPage(search: string) {
  const url = new URL(`http://news.test/register${search}`);
  const context = pageContext(t, null, { ip: '192.0.2.30' });
  const args = { request: new Request(url), url, context, params: {} };
  return registerLoader(args as unknown as Parameters<typeof registerLoader>[0]);
}

/** What a page action answered with `data(...)`: its body and response init. */
function refusal(result: unknown) {
  const { data, init } = result as { data: { message: string }; init: ResponseInit };
  return { error: data.message, status: init.status, headers: new Headers(init.headers) };
}

describe('sign-ups per address (finding 3)', () => {
  it('allows 10 attempts an hour from one address, refused ones included, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i++) {
      // Refused (a common password), but each still counts: it may cost a hash next time.
      expect((await register({ username: `weak${i}`, password: 'password123' })).status).toBe(400);
    }
    for (let i = 0; i < 7; i++) expect((await register({ username: `reader${i}` })).status).toBe(201);
    const refused = await register({ username: 'reader7' });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'rate_limited', message: TOO_MANY });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Someone else is not held back.
    expect((await register({ username: 'reader7' }, '192.0.2.21')).status).toBe(201);
  });

  it('shows the same refusal on the /register page, with Retry-After', async () => {
    for (let i = 0; i < 10; i++) {
      const done = await submitPage({ username: `page${i}`, password: 'a long passphrase' });
      expect(done).toBeInstanceOf(Response);
      expect((done as Response).status).toBe(302);
    }
    const answer = refusal(await submitPage({ username: 'page10', password: 'a long passphrase' }));
    expect(answer).toMatchObject({ error: TOO_MANY, status: 429 });
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(3000);
  });

  it('shares one count between the API and the page for an address', async () => {
    for (let i = 0; i < 10; i++) expect((await register({ username: `api${i}` }, '192.0.2.40')).status).toBe(201);
    const answer = refusal(await submitPage({ username: 'page', password: 'a long passphrase' }, '192.0.2.40'));
    expect(answer.status).toBe(429);
  });
});

describe('bounded password hashing (finding 3)', () => {
  it('answers 503 busy with Retry-After when the hashing queue is full, and recovers', async () => {
    // Fill every slot and the whole queue with tasks that end only when told to.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const occupying: Promise<void>[] = [];
    while (hashing.load.waiting < 64) occupying.push(hashing.run(() => held));
    const busy = await register({ username: 'crowded' });
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('2');
    expect(await busy.json()).toMatchObject({ code: 'busy' });
    // Sign-in checks wait in the same line.
    const login = await t.app.request('/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.22' },
      body: JSON.stringify({ username: 'nobody', password: 'a long passphrase' }),
    });
    expect(login.status).toBe(503);
    // The page says so instead of failing.
    const page = refusal(await submitPage({ username: 'crowded', password: 'a long passphrase' }));
    expect(page).toMatchObject({ status: 503, error: expect.stringContaining('busy') });
    expect(page.headers.get('retry-after')).toBe('2');
    release();
    await Promise.all(occupying);
    expect(hashing.load).toEqual({ active: 0, waiting: 0 });
    expect((await register({ username: 'crowded' }, '192.0.2.23')).status).toBe(201);
    // A sign-in refused while the line was full leaves nothing behind: an unknown username is
    // a 401 again (the timing hash refused then is not kept as a failure).
    const after = await t.app.request('/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.24' },
      body: JSON.stringify({ username: 'nobody', password: 'a long passphrase' }),
    });
    expect(after.status).toBe(401);
  });
});

describe('the setup link (finding 4)', () => {
  it('is the only way a sign-up becomes admin, on the page as through the API', async () => {
    const token = await t.services.auth.prepareSetup();
    expect(token).toMatch(/^[\w-]{32}$/);
    // Without the token, or with a wrong one, the page is the ordinary sign-up page.
    expect(await loadPage('')).toMatchObject({ setup: null });
    expect(await loadPage('?setup=guess')).toMatchObject({ setup: null });
    expect(await loadPage(`?setup=${token}`)).toMatchObject({ setup: token });
    // A sign-up on the empty site without the token: a reader, sent home.
    const reader = (await submitPage({ username: 'early.bird', password: 'a long passphrase' })) as Response;
    expect(reader.headers.get('location')).toBe('/');
    // With it: the admin, sent to the dashboard.
    const admin = (await submitPage({
      username: 'owner',
      password: 'a long passphrase',
      setup: token ?? '',
    })) as Response;
    expect(admin.headers.get('location')).toBe('/admin');
    const roles = (await t.services.users.list()).map((u) => [u.username, u.role]);
    expect(roles).toEqual(
      expect.arrayContaining([
        ['early.bird', 'reader'],
        ['owner', 'admin'],
      ]),
    );
    // The link is spent: the page forgets it.
    expect(await loadPage(`?setup=${token}`)).toMatchObject({ setup: null });
  });

  it('makes a reader once an admin exists, even one made by user:create while the server runs', async () => {
    const token = await t.services.auth.prepareSetup('an operator chosen setup token');
    await t.services.auth.register({ username: 'operator', password: 'a long passphrase' }, null, 'admin');
    const late = await register({ username: 'late', setupToken: token });
    expect(await late.json()).toMatchObject({ role: 'reader' });
  });

  it('makes one admin when two sign-ups use the link at once', async () => {
    const token = await t.services.auth.prepareSetup();
    const answers = await Promise.all(
      ['first', 'second', 'third'].map((username, i) => register({ username, setupToken: token }, `192.0.2.5${i}`)),
    );
    const roles = await Promise.all(answers.map(async (res) => ((await res.json()) as { role: string }).role));
    expect(roles.filter((role) => role === 'admin')).toHaveLength(1);
  });

  it('is made only while the site has no admin', async () => {
    await t.services.auth.register({ username: 'operator', password: 'a long passphrase' }, null, 'admin');
    expect(await t.services.auth.prepareSetup()).toBeNull();
    expect(await t.services.auth.prepareSetup('an operator chosen setup token')).toBeNull();
    expect(t.services.auth.isSetupToken('an operator chosen setup token')).toBe(false);
  });
});
