import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  EMAIL_TAKEN,
  EMAIL_UNVERIFIED,
  EMAIL_VERIFIED,
  FORGOT_ANSWER,
  NO_MAIL_HELP,
  PASSWORD_RESET_DONE,
  RESET_LINK_BAD,
  SIGN_IN_LINK_ANSWER,
  SIGN_IN_LINK_BAD,
  VERIFY_LINK_BAD,
} from '../../core/account';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { handClock, insertArticle, signedInAs } from '../../tests/helpers/factories';
import { startSmtpServer, type LocalSmtp } from '../../tests/helpers/smtp-server';
import { accountTokens, auditLog, sessions, users } from '../db/schema';
import { hashToken } from '../lib/tokens';
import { createLogger } from '../lib/logger';

/**
 * An account's own address and 'Forgot password?' (docs/product.md, 'Forgot password'; issue 33,
 * findings 4, 14, 30 and 31), against a real SMTP server in the test process.
 */
let smtp: LocalSmtp;
let t: TestApp;
const time = handClock('2026-03-02T09:00:00Z');
let ip = 0;
/** A reader's actor for the reads (nobody signed in). */
const anyone = { viewer: null, ip: '198.51.100.1', requestId: null, log: createLogger('silent') };
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    env: { ...smtp.env, TRUST_PROXY: 'true', PUBLIC_URL: 'https://news.example' },
    services: { clock: time.clock },
  });
});
afterAll(async () => {
  await t.services.accountMail.idle();
  t.services.newsletterSender.close();
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.clear();
  smtp.refuse.clear();
  time.set('2026-03-02T09:00:00Z');
});

/** Each call from its own address unless one is given, so per-address limits are tested only where meant. */
function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  ip += 1;
  return t.app.request(path, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.${ip % 250}.7`, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const post = (path: string, body?: unknown, headers?: Record<string, string>) => call('POST', path, body, headers);

const tokenIn = (text: string, path: string) => {
  const found = new RegExp(`https://news\\.example${path}\\?token=([A-Za-z0-9_%-]+)`).exec(text);
  if (!found?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(found[1]);
};

let n = 0;
/** An account with an address, verified unless told otherwise (set directly: the link is tested below). */
async function account(options: { verified?: boolean; role?: 'reader' | 'editor' | 'author' } = {}) {
  n += 1;
  const email = `person${n}.${Date.now()}@example.com`;
  const signed = await signedInAs(t.services, options.role ?? 'reader', `person${n}-${Date.now() % 100000}`);
  await t.database.db
    .update(users)
    .set({ email, emailVerifiedAt: options.verified === false ? null : new Date() })
    .where(eq(users.id, signed.viewer._id));
  return { ...signed, email };
}

async function sessionCount(userId: string) {
  const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
  return rows.length;
}

const login = (username: string, password: string) => post('/api/users/login', { username, password });

describe('Forgot password', () => {
  it('mails a single-use link to the verified address; the new password works and every session ends', async () => {
    const { viewer, email, auth } = await account();
    await t.services.auth.startSessionFor(viewer._id);
    expect(await sessionCount(viewer._id)).toBe(2);

    const res = await post('/api/auth/forgot', { login: viewer.username.toUpperCase() });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: FORGOT_ANSWER });
    const [mail] = await smtp.waitFor(1, email);
    expect(mail!.subject).toBe('Choose a new password for Newsdesk');
    expect(mail!.parsed.from?.value[0]).toMatchObject({ name: 'Newsdesk' });
    expect(mail!.html).toContain('Choose a new password');
    const token = tokenIn(mail!.text, '/reset-password');
    expect(mail!.html).toContain(`/reset-password?token=${token}`);

    // Only the token's hash is stored.
    const stored = await t.database.db.select().from(accountTokens).where(eq(accountTokens.userId, viewer._id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const done = await post('/api/auth/reset', { token, newPassword: 'a brand new passphrase' });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: PASSWORD_RESET_DONE });
    expect(await sessionCount(viewer._id)).toBe(0);
    expect((await call('GET', '/api/users/me', undefined, auth)).status).toBe(401);
    expect((await login(viewer.username, PASSWORD)).status).toBe(401);
    expect((await login(viewer.username, 'a brand new passphrase')).status).toBe(200);

    // The link works once.
    const again = await post('/api/auth/reset', { token, newPassword: 'another new passphrase' });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ message: RESET_LINK_BAD, code: 'link_invalid' });

    const [record] = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'user.password-reset' and ${auditLog.targetId} = ${viewer._id}`);
    expect(record).toMatchObject({ actorId: viewer._id });
  });

  it('finds the account by its verified address too', async () => {
    const { email } = await account();
    expect((await post('/api/auth/forgot', { login: email.toUpperCase() })).status).toBe(202);
    await smtp.waitFor(1, email);
  });

  it('gives the same answer for an unknown name, an unverified address and a real account, and mails only the last', async () => {
    const unverified = await account({ verified: false });
    const known = await account();
    const answers = [];
    for (const login of [
      'nobody-here',
      'nobody@example.com',
      unverified.viewer.username,
      unverified.email,
      known.email,
    ]) {
      const res = await post('/api/auth/forgot', { login });
      answers.push({ status: res.status, body: await res.json() });
    }
    for (const answer of answers) expect(answer).toEqual({ status: 202, body: { message: FORGOT_ANSWER } });
    await t.services.accountMail.idle();
    expect(smtp.received.map((mail) => mail.to).flat()).toEqual([known.email]);
  });

  it('refuses an expired link, and a password the sign-up would refuse, without using the link', async () => {
    const { viewer, email } = await account();
    await post('/api/auth/forgot', { login: viewer.username });
    const token = tokenIn((await smtp.waitFor(1, email))[0]!.text, '/reset-password');

    const weak = await post('/api/auth/reset', { token, newPassword: 'short' });
    expect(weak.status).toBe(400);
    const common = await post('/api/auth/reset', { token, newPassword: 'password123' });
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({ fields: { newPassword: expect.stringMatching(/too common/) } });

    time.set('2026-03-02T10:00:01Z');
    const late = await post('/api/auth/reset', { token, newPassword: 'a brand new passphrase' });
    expect(late.status).toBe(404);
    expect((await login(viewer.username, PASSWORD)).status).toBe(200);
  });

  it('limits requests per client address (429 with Retry-After) and mails per account', async () => {
    const { viewer, email } = await account();
    const from = { 'x-forwarded-for': '203.0.113.99' };
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await post('/api/auth/forgot', { login: viewer.username }, from)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
    const limited = await post('/api/auth/forgot', { login: viewer.username }, from);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    await t.services.accountMail.idle();
    // Three links an hour for one account, however many addresses ask.
    expect(smtp.to(email)).toHaveLength(3);
  });

  it('refuses a link from a form on another site', async () => {
    const res = await post('/api/auth/forgot', { login: 'anyone' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});

describe('Sign-in links', () => {
  it('mail a link to the verified address that signs the account in once, within 15 minutes', async () => {
    const { viewer, email } = await account();
    const asked = await post('/api/auth/sign-in-link', { login: email });
    expect([asked.status, ((await asked.json()) as { message: string }).message]).toEqual([202, SIGN_IN_LINK_ANSWER]);
    const [mail] = await smtp.waitFor(1, email);
    expect(mail!.subject).toBe('Sign in to Newsdesk');
    const token = tokenIn(mail!.text, '/login/link');
    // The page names the account without using the link (a mail scanner's visit signs nobody in).
    expect(await t.services.queries.account.signInLinkFor(anyone, token)).toBe(viewer.username);
    const used = await post('/api/auth/sign-in-link/use', { token });
    expect(used.status).toBe(200);
    const signedIn = (await used.json()) as { username: string; token: string };
    expect(signedIn.username).toBe(viewer.username);
    expect(used.headers.get('set-cookie')).toMatch(/^__Host-nd_session=/);
    const me = await t.app.request('/api/users/me', { headers: { authorization: `Bearer ${signedIn.token}` } });
    expect(me.status).toBe(200);
    // Once only.
    const again = await post('/api/auth/sign-in-link/use', { token });
    expect([again.status, ((await again.json()) as { message: string }).message]).toEqual([404, SIGN_IN_LINK_BAD]);
  });

  it('answer the same for an unknown name and an unverified address, and mail neither', async () => {
    const unverified = await account({ verified: false });
    for (const login of ['nobody-at-all', unverified.email]) {
      const res = await post('/api/auth/sign-in-link', { login });
      expect([res.status, ((await res.json()) as { message: string }).message]).toEqual([202, SIGN_IN_LINK_ANSWER]);
    }
    await t.services.accountMail.idle();
    expect(smtp.to(unverified.email)).toHaveLength(0);
  });

  it('stop working after 15 minutes, and when the address changed', async () => {
    const { email, viewer } = await account();
    await post('/api/auth/sign-in-link', { login: viewer.username });
    const token = tokenIn((await smtp.waitFor(1, email))[0]!.text, '/login/link');
    time.set('2026-03-02T09:16:00Z');
    expect((await post('/api/auth/sign-in-link/use', { token })).status).toBe(404);
    time.set('2026-03-02T09:00:00Z');
    await post('/api/auth/sign-in-link', { login: viewer.username });
    const second = tokenIn((await smtp.waitFor(2, email))[1]!.text, '/login/link');
    await t.database.db
      .update(users)
      .set({ email: `moved.${email}` })
      .where(eq(users.id, viewer._id));
    expect((await post('/api/auth/sign-in-link/use', { token: second })).status).toBe(404);
  });
});

describe('Without SMTP_URL', () => {
  it('says to ask an admin for a one-time password', async () => {
    const quiet = await createTestApp();
    try {
      const res = await quiet.app.request('/api/auth/forgot', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'anyone' }),
      });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ code: 'mail_off', message: NO_MAIL_HELP });
    } finally {
      await quiet.close();
    }
  });
});

describe("An account's language (docs/product.md, 'Emails to an account')", () => {
  it('is the edition signed up from: a Hindi account gets Hindi e-mails, an English one English', async () => {
    const username = `hindi-${Date.now() % 100000}`;
    const res = await post('/api/users/register', { username, password: PASSWORD, language: 'hi' });
    expect(res.status).toBe(201);
    const { token } = (await res.json()) as { token: string };
    const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
    expect(row!.language).toBe('hi');

    const auth = { authorization: `Bearer ${token}` };
    const email = `hindi.${Date.now()}@example.com`;
    await call('PATCH', '/api/users/me', { firstName: '', lastName: '', email }, auth);
    const [mail] = await smtp.waitFor(1, email);
    expect(mail!.subject).toBe('Newsdesk: अपना ईमेल पता वेरिफ़ाई करें');
    expect(mail!.html).toContain('<html lang="hi">');
    expect(mail!.text).toContain('ईमेल पता वेरिफ़ाई करें: https://news.example/verify-email?token=');
    await post('/api/auth/verify-email', { token: tokenIn(mail!.text, '/verify-email') });

    smtp.clear();
    await post('/api/auth/forgot', { login: username });
    const [reset] = await smtp.waitFor(1, email);
    expect(reset!.subject).toBe('Newsdesk: नया पासवर्ड चुनें');
    tokenIn(reset!.text, '/reset-password');

    // Without a language, English, as before.
    const plain = await post('/api/users/register', { username: `${username}-en`, password: PASSWORD });
    expect(plain.status).toBe(201);
    const [english] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.username, `${username}-en`));
    expect(english!.language).toBe('en');
  });

  it('refuses an unknown language with 400, and makes no account', async () => {
    const username = `nolang-${Date.now() % 100000}`;
    const res = await post('/api/users/register', { username, password: PASSWORD, language: 'fr' });
    expect(res.status).toBe(400);
    expect(await t.database.db.select().from(users).where(eq(users.username, username))).toHaveLength(0);
  });
});

describe('A verified address', () => {
  it('is unverified when set, verified by the mailed link, and unverified again when changed', async () => {
    const { viewer, auth } = await signedInAs(t.services, 'reader');
    const first = `first.${Date.now()}@example.com`;
    const saved = await call('PATCH', '/api/users/me', { firstName: '', lastName: '', email: first }, auth);
    expect(await saved.json()).toMatchObject({ email: first, emailVerified: false });
    const [mail] = await smtp.waitFor(1, first);
    expect(mail!.subject).toBe('Verify your email address for Newsdesk');
    const token = tokenIn(mail!.text, '/verify-email');

    const verified = await post('/api/auth/verify-email', { token });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ message: EMAIL_VERIFIED });
    expect(await (await call('GET', '/api/users/me', undefined, auth)).json()).toMatchObject({ emailVerified: true });
    expect((await post('/api/auth/verify-email', { token })).status).toBe(404);
    const [record] = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'user.email-verified' and ${auditLog.targetId} = ${viewer._id}`);
    expect(record).toBeDefined();

    // Saving the same address keeps it verified; a new one is not, and gets its own link.
    await call('PATCH', '/api/users/me', { firstName: 'Asha', lastName: '', email: first }, auth);
    expect(await (await call('GET', '/api/users/me', undefined, auth)).json()).toMatchObject({ emailVerified: true });
    const second = `second.${Date.now()}@example.com`;
    await call('PATCH', '/api/users/me', { firstName: 'Asha', lastName: '', email: second }, auth);
    expect(await (await call('GET', '/api/users/me', undefined, auth)).json()).toMatchObject({ emailVerified: false });
    await smtp.waitFor(1, second);
    expect(smtp.to(first)).toHaveLength(1);
  });

  it('is verified only by a link for the address the account has now', async () => {
    const { auth } = await signedInAs(t.services, 'reader');
    const old = `old.${Date.now()}@example.com`;
    await call('PATCH', '/api/users/me', { firstName: '', lastName: '', email: old }, auth);
    const token = tokenIn((await smtp.waitFor(1, old))[0]!.text, '/verify-email');
    await call('PATCH', '/api/users/me', { firstName: '', lastName: '', email: `new.${Date.now()}@example.com` }, auth);
    const res = await post('/api/auth/verify-email', { token });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: VERIFY_LINK_BAD });
  });

  it('expires after 24 hours', async () => {
    const { viewer, auth, email } = await account({ verified: false });
    expect((await post('/api/users/me/email/verify', undefined, auth)).status).toBe(202);
    const token = tokenIn((await smtp.waitFor(1, email))[0]!.text, '/verify-email');
    time.set('2026-03-03T09:00:01Z');
    expect((await post('/api/auth/verify-email', { token })).status).toBe(404);
    expect((await t.services.users.find(viewer._id))?.emailVerified).toBe(false);
  });

  it('belongs to one account: a second account cannot verify it', async () => {
    const owner = await account();
    const other = await account({ verified: false });
    await t.database.db.update(users).set({ email: owner.email.toUpperCase() }).where(eq(users.id, other.viewer._id));
    await post('/api/users/me/email/verify', undefined, other.auth);
    const token = tokenIn((await smtp.waitFor(1, owner.email))[0]!.text, '/verify-email');
    const res = await post('/api/auth/verify-email', { token });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'email_taken', message: EMAIL_TAKEN });
  });

  it('resend: refused when verified or without an address, and limited per account', async () => {
    const verified = await account();
    expect((await post('/api/users/me/email/verify', undefined, verified.auth)).status).toBe(409);
    const none = await signedInAs(t.services, 'reader');
    expect(await (await post('/api/users/me/email/verify', undefined, none.auth)).json()).toMatchObject({
      code: 'no_email',
    });
    const { auth } = await account({ verified: false });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post('/api/users/me/email/verify', undefined, auth)).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect((await post('/api/users/me/email/verify')).status).toBe(401);
  });
});

describe("The newsletter's 'Send a test to me' (finding 31)", () => {
  it('mails only a verified address, a few times an hour', async () => {
    const unverified = await account({ verified: false, role: 'editor' });
    const refused = await post('/api/newsletter/test', undefined, unverified.auth);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'email_unverified', message: EMAIL_UNVERIFIED });

    const editor = await account({ role: 'editor' });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await post('/api/newsletter/test', undefined, editor.auth)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const limited = await post('/api/newsletter/test', undefined, editor.auth);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    await t.services.accountMail.idle();
    expect(smtp.to(unverified.email)).toHaveLength(0);
    expect(smtp.to(editor.email)).toHaveLength(5);
  });
});

describe('Change password (finding 30)', () => {
  it('refuses more than 5 wrong current passwords in 15 minutes, even a right one after them', async () => {
    const { auth } = await signedInAs(t.services, 'reader');
    const change = (currentPassword: string) =>
      post('/api/users/me/password', { currentPassword, newPassword: 'a brand new passphrase' }, auth);
    for (let i = 0; i < 5; i++) expect((await change(`wrong guess ${i}`)).status).toBe(400);
    const limited = await change(PASSWORD);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('forgets the wrong guesses once the right password is given', async () => {
    const { auth } = await signedInAs(t.services, 'reader');
    const change = (currentPassword: string, newPassword: string) =>
      post('/api/users/me/password', { currentPassword, newPassword }, auth);
    for (let i = 0; i < 4; i++) expect((await change(`wrong guess ${i}`, 'a brand new passphrase')).status).toBe(400);
    expect((await change(PASSWORD, 'a brand new passphrase')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await change(`wrong guess ${i}`, 'another passphrase')).status).toBe(400);
    expect((await change('a brand new passphrase', 'another passphrase')).status).toBe(200);
  });
});

describe('Sent back to the author (finding 14)', () => {
  async function storyInReview(authorId: string) {
    return insertArticle(t.database.db, {
      title: 'Kochi fishers trial solar cold boxes',
      status: 'review',
      submittedAt: new Date(),
      publishedAt: null,
      authorId,
    });
  }

  it("mails the author's verified address with the note and a link to the editor", async () => {
    const author = await account({ role: 'author' });
    const editor = await signedInAs(t.services, 'editor');
    const story = await storyInReview(author.viewer._id);
    const res = await post(`/api/news/${story._id}/send-back`, { note: 'Needs a second source.' }, editor.auth);
    expect(res.status).toBe(200);
    const [mail] = await smtp.waitFor(1, author.email);
    expect(mail!.subject).toBe('Sent back to you: Kochi fishers trial solar cold boxes');
    expect(mail!.text).toContain('Needs a second source.');
    expect(mail!.text).toContain(`https://news.example/admin/news/${story._id}/edit`);
    expect(mail!.html).toContain('Needs a second source.');
  });

  it('mails nothing to an unverified address, and a refused mail does not fail the send-back', async () => {
    const unverified = await account({ role: 'author', verified: false });
    const editor = await signedInAs(t.services, 'editor');
    const first = await storyInReview(unverified.viewer._id);
    expect((await post(`/api/news/${first._id}/send-back`, { note: 'Shorter.' }, editor.auth)).status).toBe(200);

    const refused = await account({ role: 'author' });
    smtp.refuse.add(refused.email.toLowerCase());
    const second = await storyInReview(refused.viewer._id);
    expect((await post(`/api/news/${second._id}/send-back`, { note: 'Shorter.' }, editor.auth)).status).toBe(200);
    await t.services.accountMail.idle();
    expect(smtp.received).toHaveLength(0);
  });
});
