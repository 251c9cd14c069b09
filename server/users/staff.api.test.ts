import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { signedInAs } from '../../tests/helpers/factories';
import { startSmtpServer, type LocalSmtp } from '../../tests/helpers/smtp-server';
import { sessions, staffInvitations, users } from '../db/schema';

/**
 * Staff by invitation and from the admin over the API (issue 33, finding 3): only admins invite,
 * add accounts and set one-time passwords; the invitation mail reaches a real SMTP server; the
 * link's token is stored hashed, works once, for 7 days, and not after it is withdrawn.
 */
let t: TestApp;
let smtp: LocalSmtp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { ...smtp.env, PUBLIC_URL: 'https://news.example' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => smtp.clear());

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
function call(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  return t.app.request(path, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const linkIn = (text: string) => /https:\/\/news\.example\/invite\/([A-Za-z0-9_-]+)/.exec(text);

describe('who may', () => {
  it('lets admins only: others 403, signed out 401, for every staff call', async () => {
    const admin = await signedInAs(t.services, 'admin');
    const target = await signedInAs(t.services, 'author');
    const made = await json(
      await call('POST', '/api/users/invitations', admin.auth, { email: 'who@x.test', role: 'author' }),
    );
    const id = (made.invitation as { _id: string })._id;
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/users/invitations'],
      ['POST', '/api/users/invitations', { email: 'nobody@x.test', role: 'admin' }],
      ['POST', `/api/users/invitations/${id}/resend`],
      ['DELETE', `/api/users/invitations/${id}`],
      ['POST', '/api/users', { username: 'sneaky.one', role: 'admin' }],
      ['POST', `/api/users/${target.viewer._id}/one-time-password`],
    ];
    for (const role of ['editor', 'author', 'reader'] as const) {
      const other = await signedInAs(t.services, role);
      for (const [method, path, body] of calls) {
        const res = await call(method, path, other.auth, body);
        expect(res.status, `${role} ${method} ${path}`).toBe(403);
        expect(await json(res)).toMatchObject({ code: 'forbidden' });
      }
    }
    for (const [method, path, body] of calls) {
      expect((await call(method, path, {}, body)).status, `signed out ${method} ${path}`).toBe(401);
    }
    // Nothing was made or changed by the refused calls.
    const open = await t.database.db.select().from(staffInvitations).where(eq(staffInvitations.email, 'nobody@x.test'));
    expect(open).toHaveLength(0);
    expect(await t.database.db.select().from(users).where(eq(users.usernameKey, 'sneaky.one'))).toHaveLength(0);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, target.viewer._id));
    expect(row?.mustChangePassword).toBe(false);
  });
});

describe('invitations', () => {
  it('mails a link whose token is stored only as a hash; accepting makes the account with the role and address, once', async () => {
    const admin = await signedInAs(t.services, 'admin', 'inviting.admin');
    const res = await call('POST', '/api/users/invitations', admin.auth, {
      email: ' New.Editor@Example.com ',
      role: 'editor',
    });
    expect(res.status).toBe(201);
    const sent = await json(res);
    expect(sent).toMatchObject({
      mailed: true,
      link: null,
      invitation: { email: 'new.editor@example.com', role: 'editor', invitedBy: 'inviting.admin', state: 'pending' },
    });

    const [mail] = await smtp.waitFor(1, 'new.editor@example.com');
    expect(mail!.subject).toMatch(/^You are invited to join /);
    expect(mail!.text).toContain('inviting.admin invited you to join');
    const token = linkIn(mail!.text)?.[1];
    expect(token).toBeTruthy();
    expect(mail!.html).toContain(`https://news.example/invite/${token}`);

    const [row] = await t.database.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.email, 'new.editor@example.com'));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token!).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(7 * 86_400_000);

    const listed = await json(await call('GET', '/api/users/invitations', admin.auth));
    expect(listed.mail).toBe(true);
    expect(listed.invitations).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: 'new.editor@example.com' })]),
    );

    const accept = await call(
      'POST',
      '/api/users/invitations/accept',
      {},
      {
        token,
        username: 'new.editor',
        password: 'a long passphrase here',
        displayName: 'Asha K. Menon',
      },
    );
    expect(accept.status).toBe(201);
    const signedIn = await json(accept);
    expect(signedIn).toMatchObject({ username: 'new.editor', role: 'editor' });
    expect(accept.headers.get('set-cookie')).toMatch(/^__Host-nd_session=/);
    const me = await json(await call('GET', '/api/users/me', { authorization: `Bearer ${String(signedIn.token)}` }));
    expect(me).toMatchObject({
      role: 'editor',
      email: 'new.editor@example.com',
      emailVerified: true,
      firstName: 'Asha',
      lastName: 'K. Menon',
      mustChangePassword: false,
    });

    // Once only; the invitation leaves the list.
    const again = await call(
      'POST',
      '/api/users/invitations/accept',
      {},
      { token, username: 'second.try', password: 'a long passphrase here' },
    );
    expect(again.status).toBe(404);
    expect(await t.database.db.select().from(users).where(eq(users.usernameKey, 'second.try'))).toHaveLength(0);
    const after = await json(await call('GET', '/api/users/invitations', admin.auth));
    expect(after.invitations).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ email: 'new.editor@example.com' })]),
    );

    const actions = (await t.services.audit.list({ page: 1, limit: 50 })).items.map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['user.invite', 'user.invite-accept']));
  });

  it('refuses a withdrawn link, and sends a new link that replaces the old', async () => {
    const admin = await signedInAs(t.services, 'admin');
    await call('POST', '/api/users/invitations', admin.auth, { email: 'twice@example.com', role: 'author' });
    const [first] = await smtp.waitFor(1, 'twice@example.com');
    const oldToken = linkIn(first!.text)![1];
    const made = await json(
      await call('POST', '/api/users/invitations', admin.auth, { email: 'twice@example.com', role: 'admin' }),
    );
    const id = (made.invitation as { _id: string })._id;
    const mails = await smtp.waitFor(2, 'twice@example.com');
    const newToken = linkIn(mails[1]!.text)![1];
    expect(newToken).not.toBe(oldToken);
    const old = await call(
      'POST',
      '/api/users/invitations/accept',
      {},
      { token: oldToken, username: 'old.link', password: 'a long passphrase here' },
    );
    expect(old.status).toBe(404);

    expect((await call('DELETE', `/api/users/invitations/${id}`, admin.auth)).status).toBe(200);
    const revoked = await call(
      'POST',
      '/api/users/invitations/accept',
      {},
      { token: newToken, username: 'revoked.link', password: 'a long passphrase here' },
    );
    expect(revoked.status).toBe(404);
    expect(await json(revoked)).toMatchObject({ code: 'invite_invalid' });
    expect((await call('DELETE', `/api/users/invitations/${id}`, admin.auth)).status).toBe(404);
    expect((await t.services.audit.list({ action: 'user.invite-revoke', page: 1, limit: 5 })).items[0]).toMatchObject({
      targetLabel: 'twice@example.com',
    });
  });

  it('refuses bad input with 400 naming the field, storing nothing', async () => {
    const admin = await signedInAs(t.services, 'admin');
    const before = (await t.database.db.select().from(staffInvitations)).length;
    for (const [body, field] of [
      [{ email: 'not an address', role: 'author' }, 'email'],
      [{ email: 'ok@example.com', role: 'reader' }, 'role'],
      [{ email: 'ok@example.com', role: 'overlord' }, 'role'],
      [{ role: 'author' }, 'email'],
      [{ email: 'nul\u0000@example.com', role: 'author' }, 'email'],
    ] as const) {
      const res = await call('POST', '/api/users/invitations', admin.auth, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await json(res)).fields as Record<string, string>)[field]).toBeTruthy();
    }
    expect(await t.database.db.select().from(staffInvitations)).toHaveLength(before);
    expect(smtp.received).toHaveLength(0);

    await call('POST', '/api/users/invitations', admin.auth, { email: 'weak@example.com', role: 'author' });
    const token = linkIn((await smtp.waitFor(1, 'weak@example.com'))[0]!.text)![1];
    for (const [body, field] of [
      [{ username: 'ab', password: 'a long passphrase here' }, 'username'],
      [{ username: 'weak.one', password: 'short' }, 'password'],
      [{ username: 'weak.one', password: 'password123' }, 'password'],
    ] as const) {
      const res = await call('POST', '/api/users/invitations/accept', {}, { token, ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await json(res)).fields as Record<string, string>)[field]).toBeTruthy();
    }
    expect(await t.database.db.select().from(users).where(eq(users.usernameKey, 'weak.one'))).toHaveLength(0);
    // The link still works after the refusals.
    const ok = await call(
      'POST',
      '/api/users/invitations/accept',
      {},
      { token, username: 'weak.one', password: 'a long passphrase here' },
    );
    expect(ok.status).toBe(201);
  });
});

describe("'Add user' and one-time passwords", () => {
  it('adds an account whose one-time password opens it only to choose a new one', async () => {
    const admin = await signedInAs(t.services, 'admin');
    const res = await call('POST', '/api/users', admin.auth, {
      username: 'added.author',
      displayName: 'Ravi',
      role: 'author',
      email: '',
    });
    expect(res.status).toBe(201);
    const { user, password } = (await json(res)) as { user: { role: string }; password: string };
    expect(user.role).toBe('author');
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    const login = await json(await call('POST', '/api/users/login', {}, { username: 'added.author', password }));
    const auth = { authorization: `Bearer ${String(login.token)}` };
    expect(await json(await call('GET', '/api/users/me', auth))).toMatchObject({
      mustChangePassword: true,
      firstName: 'Ravi',
      email: null,
    });
    const blocked = await call('GET', '/api/news?status=all', auth);
    expect(blocked.status).toBe(403);
    expect(await json(blocked)).toMatchObject({ code: 'password_change_required' });
    expect((await call('POST', '/api/users', admin.auth, { username: 'Added.Author', role: 'author' })).status).toBe(
      409,
    );
    const bad = await call('POST', '/api/users', admin.auth, { username: 'x', role: 'author' });
    expect(bad.status).toBe(400);
    expect((await json(bad)).fields).toHaveProperty('username');
    const badMail = await call('POST', '/api/users', admin.auth, {
      username: 'mail.bad',
      role: 'author',
      email: 'nope',
    });
    expect((await json(badMail)).fields).toHaveProperty('email');
    expect(await t.database.db.select().from(users).where(eq(users.usernameKey, 'mail.bad'))).toHaveLength(0);
  });

  it('sets a one-time password: the old one stops working and every session ends', async () => {
    const admin = await signedInAs(t.services, 'admin');
    const forgetful = await signedInAs(t.services, 'editor', 'forgetful.editor');
    const second = await t.services.auth.startSessionFor(forgetful.viewer._id);
    const res = await call('POST', `/api/users/${forgetful.viewer._id}/one-time-password`, admin.auth);
    expect(res.status).toBe(200);
    const { password } = (await json(res)) as { password: string };
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, forgetful.viewer._id))).toHaveLength(
      0,
    );
    expect((await call('GET', '/api/users/me', forgetful.auth)).status).toBe(401);
    expect((await call('GET', '/api/users/me', { authorization: `Bearer ${second.token}` })).status).toBe(401);
    expect(
      (await call('POST', '/api/users/login', {}, { username: 'forgetful.editor', password: 'correct horse battery' }))
        .status,
    ).toBe(401);
    const login = await json(await call('POST', '/api/users/login', {}, { username: 'forgetful.editor', password }));
    expect(
      await json(await call('GET', '/api/users/me', { authorization: `Bearer ${String(login.token)}` })),
    ).toMatchObject({ mustChangePassword: true });
    expect((await t.services.audit.list({ action: 'user.password-set', page: 1, limit: 5 })).items[0]).toMatchObject({
      targetLabel: 'forgetful.editor',
      actorId: admin.viewer._id,
    });
    // Not for oneself, not for an unknown account.
    expect((await call('POST', `/api/users/${admin.viewer._id}/one-time-password`, admin.auth)).status).toBe(409);
    expect(
      (await call('POST', '/api/users/00000000-0000-4000-8000-000000000000/one-time-password', admin.auth)).status,
    ).toBe(404);
  });
});
