import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { INVITE_LINK_BAD, INVITE_LINK_EXPIRED, INVITE_MADE_NO_MAIL, INVITE_REVOKED } from '../../core/staff';
import { action as inviteAction, loader as inviteLoader } from '../../app/routes/invite';
import { action, loader } from '../../app/routes/admin/users';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { handClock, signedInAs } from '../../tests/helpers/factories';
import { answerOf, callAction, callLoader } from '../../tests/helpers/pages';
import { sessions, staffInvitations, users } from '../db/schema';

/**
 * /admin/users' invitations, 'Add user' and one-time passwords, and the invitation's page
 * (`/invite/<token>`), as adapters over StaffCommands, on a site without mail (no SMTP_URL).
 */
let t: TestApp;
afterEach(() => t.close());

const post = (viewer: Parameters<typeof callAction>[2], fields: Record<string, string>) =>
  callAction(action, t, viewer, '/admin/users', fields);
type Answer = {
  ok: boolean;
  message: string;
  intent: string;
  fields?: Record<string, string>;
  secret?: { value: string };
};
const bodyOf = (result: unknown) => answerOf(result) as { body: Answer; status: number };
const tokenOf = (link: string) => link.split('/invite/')[1]!;
const invitePage = async (token: string, viewer: Parameters<typeof callLoader>[2] = null) =>
  answerOf(await callLoader(inviteLoader, t, viewer, `/invite/${token}`, { token })) as {
    body: { state: string; siteName: string; role?: string; email?: string };
    status: number;
  };
const accept = (token: string, fields: Record<string, string>) =>
  callAction(inviteAction, t, null, `/invite/${token}`, fields, { params: { token } });

describe('/admin/users without mail', () => {
  it('makes an invitation link shown once; the invitee accepts it, lands in /admin with the role, and it is spent', async () => {
    t = await createTestApp();
    const { viewer: admin } = await signedInAs(t.services, 'admin', 'page.inviter');
    const page = await callLoader(loader, t, admin, '/admin/users');
    expect(page.mail).toBe(false);
    expect(page.invitations).toEqual([]);

    const made = bodyOf(await post(admin, { intent: 'invite', email: 'Reporter@Example.com', role: 'author' }));
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      ok: true,
      intent: 'invite',
      message: INVITE_MADE_NO_MAIL('reporter@example.com'),
    });
    const link = made.body.secret!.value;
    expect(link).toMatch(/^http:\/\/news\.test\/invite\/[A-Za-z0-9_-]{43}$/);
    // The link is in the answer only: the page's data never holds it.
    const listed = await callLoader(loader, t, admin, '/admin/users');
    expect(listed.invitations).toEqual([
      expect.objectContaining({
        email: 'reporter@example.com',
        role: 'author',
        invitedBy: 'page.inviter',
        state: 'pending',
      }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(tokenOf(link));

    const token = tokenOf(link);
    expect(await invitePage(token)).toEqual({
      status: 200,
      body: expect.objectContaining({
        state: 'valid',
        role: 'author',
        email: 'reporter@example.com',
        siteName: expect.any(String),
      }),
    });
    const mismatch = answerOf(
      await accept(token, { username: 'new.reporter', password: 'a long passphrase', confirmPassword: 'another one' }),
    );
    expect(mismatch.status).toBe(400);
    const refused = answerOf(
      await accept(token, { username: 'x', password: 'a long passphrase', confirmPassword: 'a long passphrase' }),
    );
    expect(refused).toMatchObject({ status: 400, body: { fields: { username: expect.any(String) } } });
    expect(await t.database.db.select().from(users).where(eq(users.usernameKey, 'new.reporter'))).toHaveLength(0);

    const done = (await accept(token, {
      username: 'new.reporter',
      password: 'a long passphrase',
      confirmPassword: 'a long passphrase',
      displayName: '',
    })) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/admin');
    expect(done.headers.get('set-cookie')).toMatch(/^nd_session=/);
    const [created] = await t.database.db.select().from(users).where(eq(users.usernameKey, 'new.reporter'));
    expect(created).toMatchObject({ role: 'author', email: 'reporter@example.com', mustChangePassword: false });
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, created!.id))).toHaveLength(1);

    // Spent: the page says so (404), and the screen no longer lists it.
    expect(await invitePage(token)).toMatchObject({ status: 404, body: { state: 'invalid' } });
    expect((await callLoader(loader, t, admin, '/admin/users')).invitations).toEqual([]);
  });

  it('shows an expired invitation as expired after 7 days, refuses its link, and sends it again', async () => {
    const clock = handClock('2026-11-01T09:00:00Z');
    t = await createTestApp({ services: { clock: clock.clock } });
    const { viewer: admin } = await signedInAs(t.services, 'admin');
    const made = bodyOf(await post(admin, { intent: 'invite', email: 'late@example.com', role: 'editor' }));
    const token = tokenOf(made.body.secret!.value);
    clock.set('2026-11-08T08:59:59Z');
    expect((await invitePage(token)).body.state).toBe('valid');
    clock.set('2026-11-08T09:00:00Z');
    expect(await invitePage(token)).toMatchObject({ status: 410, body: { state: 'expired' } });
    const late = answerOf(
      await accept(token, {
        username: 'late.one',
        password: 'a long passphrase',
        confirmPassword: 'a long passphrase',
      }),
    );
    expect(late.status).toBe(404);
    expect(await t.database.db.select().from(users).where(eq(users.usernameKey, 'late.one'))).toHaveLength(0);
    const [listed] = (await callLoader(loader, t, admin, '/admin/users')).invitations;
    expect(listed).toMatchObject({ state: 'expired', email: 'late@example.com' });

    const again = bodyOf(await post(admin, { intent: 'resend', id: listed!._id }));
    expect(again.body).toMatchObject({ ok: true, intent: 'invite' });
    const fresh = tokenOf(again.body.secret!.value);
    expect(fresh).not.toBe(token);
    expect(await invitePage(token)).toMatchObject({ status: 404 });
    expect(await invitePage(fresh)).toMatchObject({ status: 200, body: { state: 'valid', role: 'editor' } });
    expect((await callLoader(loader, t, admin, '/admin/users')).invitations[0]).toMatchObject({ state: 'pending' });
  });

  it('withdraws an invitation: its link shows a page that says it is not valid', async () => {
    t = await createTestApp();
    const { viewer: admin } = await signedInAs(t.services, 'admin');
    const made = bodyOf(await post(admin, { intent: 'invite', email: 'gone@example.com', role: 'author' }));
    const token = tokenOf(made.body.secret!.value);
    const [inv] = (await callLoader(loader, t, admin, '/admin/users')).invitations;
    expect(bodyOf(await post(admin, { intent: 'revoke', id: inv!._id })).body).toEqual({
      ok: true,
      message: INVITE_REVOKED,
      intent: 'invitation',
    });
    expect(await invitePage(token)).toMatchObject({ status: 404, body: { state: 'invalid' } });
    expect(await invitePage('not-a-token')).toMatchObject({ status: 404, body: { state: 'invalid' } });
    expect(INVITE_LINK_BAD).toMatch(/not valid/);
    expect(INVITE_LINK_EXPIRED).toMatch(/expired/);
  });

  it('refuses a bad invitation naming the field, and non-admins, storing nothing', async () => {
    t = await createTestApp();
    const { viewer: admin } = await signedInAs(t.services, 'admin');
    const { viewer: editor } = await signedInAs(t.services, 'editor');
    expect(bodyOf(await post(admin, { intent: 'invite', email: 'nope', role: 'author' }))).toMatchObject({
      status: 400,
      body: { ok: false, intent: 'invite', fields: { email: 'Enter a valid email address' } },
    });
    expect(bodyOf(await post(editor, { intent: 'invite', email: 'a@example.com', role: 'admin' }))).toMatchObject({
      status: 403,
    });
    expect(bodyOf(await post(editor, { intent: 'add', username: 'sneak', role: 'admin' }))).toMatchObject({
      status: 403,
    });
    await expect(callLoader(loader, t, editor, '/admin/users')).rejects.toMatchObject({ init: { status: 403 } });
    expect(await t.database.db.select().from(staffInvitations)).toHaveLength(0);
    expect(await t.database.db.select().from(users).where(eq(users.usernameKey, 'sneak'))).toHaveLength(0);
  });

  it("'Add user' shows a one-time password once; 'One-time password' replaces one and ends the sessions", async () => {
    t = await createTestApp();
    const { viewer: admin } = await signedInAs(t.services, 'admin');
    const added = bodyOf(
      await post(admin, {
        intent: 'add',
        username: 'desk.editor',
        displayName: 'Meera Nair',
        role: 'editor',
        email: 'meera@example.com',
      }),
    );
    expect(added.body).toMatchObject({ ok: true, intent: 'add', message: 'Account desk.editor added as editor.' });
    const password = added.body.secret!.value;
    const signedIn = await t.services.auth.login({ username: 'desk.editor', password }, '203.0.113.9');
    expect(signedIn.viewer).toMatchObject({
      mustChangePassword: true,
      firstName: 'Meera',
      lastName: 'Nair',
      email: 'meera@example.com',
    });
    expect((await t.services.audit.list({ action: 'user.create', page: 1, limit: 5 })).items[0]).toMatchObject({
      targetLabel: 'desk.editor',
      details: { role: 'editor', email: true },
    });
    const taken = bodyOf(await post(admin, { intent: 'add', username: 'Desk.Editor', role: 'author' }));
    expect(taken).toMatchObject({ status: 409, body: { ok: false, intent: 'add' } });

    const reset = bodyOf(await post(admin, { intent: 'one-time-password', id: signedIn.viewer._id }));
    expect(reset.body).toMatchObject({ ok: true, intent: 'one-time-password' });
    expect(reset.body.secret!.value).not.toBe(password);
    expect(await t.services.auth.viewerFor(signedIn.token)).toBeNull();
    await expect(t.services.auth.login({ username: 'desk.editor', password }, '203.0.113.9')).rejects.toMatchObject({
      status: 401,
    });
    const own = bodyOf(await post(admin, { intent: 'one-time-password', id: admin._id }));
    expect(own).toMatchObject({ status: 409, body: { ok: false } });
  });
});
