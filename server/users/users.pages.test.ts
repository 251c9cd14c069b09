import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LAST_ADMIN } from '../../core/roles';
import { action, loader } from '../../app/routes/admin/users';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { signedInAs } from '../../tests/helpers/factories';
import { answerOf, callAction, callLoader } from '../../tests/helpers/pages';
import { users } from '../db/schema';

/** The /admin/users page as an adapter over UsersCommands: its answers, statuses and refusals. */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const post = (viewer: Parameters<typeof callAction>[2], fields: Record<string, string>) =>
  callAction(action, t, viewer, '/admin/users', fields);

describe('/admin/users', () => {
  it('lists the accounts for an admin, and refuses everyone else', async () => {
    const { viewer: admin } = await signedInAs(t.services, 'admin', 'page.admin');
    const { viewer: editor } = await signedInAs(t.services, 'editor');
    const page = await callLoader(loader, t, admin, '/admin/users');
    expect(page.me).toBe(admin._id);
    expect(page.users.map((u) => u.username)).toContain('page.admin');
    await expect(callLoader(loader, t, editor, '/admin/users')).rejects.toMatchObject({ init: { status: 403 } });
    const signIn = (await callLoader(loader, t, null, '/admin/users').catch((e: unknown) => e)) as Response;
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get('location')).toBe('/login?redirectTo=%2Fadmin%2Fusers');
  });

  it('changes a role, and records it', async () => {
    const { viewer: admin } = await signedInAs(t.services, 'admin');
    const { viewer: reader } = await signedInAs(t.services, 'reader');
    expect(answerOf(await post(admin, { intent: 'role', id: reader._id, role: 'editor' }))).toEqual({
      body: { ok: true, message: 'Role changed.', intent: 'account' },
      status: 200,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, reader._id));
    expect(row?.role).toBe('editor');
    const { items } = await t.services.audit.list({ action: 'user.role', page: 1, limit: 10 });
    expect(items[0]).toMatchObject({ targetId: reader._id, details: { from: 'reader', to: 'editor' } });
    expect(answerOf(await post(admin, { intent: 'role', id: reader._id, role: 'overlord' }))).toMatchObject({
      body: { ok: false, message: 'Choose a role.' },
      status: 400,
    });
  });

  it('deletes an account', async () => {
    const { viewer: admin } = await signedInAs(t.services, 'admin');
    const { viewer: author } = await signedInAs(t.services, 'author');
    expect(answerOf(await post(admin, { intent: 'delete', id: author._id }))).toEqual({
      body: { ok: true, message: 'User deleted.', intent: 'account' },
      status: 200,
    });
    expect((await t.services.users.list()).map((u) => u._id)).not.toContain(author._id);
    expect(answerOf(await post(admin, { intent: 'delete', id: author._id }))).toMatchObject({
      body: { ok: false, message: 'User not found' },
      status: 404,
    });
  });

  it('keeps the last admin: no demotion, no deletion, not even of oneself', async () => {
    const { viewer: admin } = await signedInAs(t.services, 'admin', 'last.admin');
    expect(answerOf(await post(admin, { intent: 'role', id: admin._id, role: 'reader' }))).toEqual({
      body: { ok: false, message: 'Cannot change the role of the only admin user', fields: {}, intent: 'account' },
      status: 409,
    });
    expect(answerOf(await post(admin, { intent: 'delete', id: admin._id }))).toEqual({
      body: { ok: false, message: 'You cannot delete your own account here', fields: {}, intent: 'account' },
      status: 409,
    });
    // A second admin, demoted elsewhere while this page was open, can no longer remove the first.
    const { viewer: second } = await signedInAs(t.services, 'admin');
    await t.database.db.update(users).set({ role: 'editor' }).where(eq(users.id, second._id));
    expect(answerOf(await post(second, { intent: 'delete', id: admin._id }))).toEqual({
      body: { ok: false, message: LAST_ADMIN, fields: {}, intent: 'account' },
      status: 409,
    });
    expect((await t.services.audit.list({ page: 1, limit: 10 })).total).toBe(0);
  });

  it('refuses a non-admin and sends someone signed out to sign in', async () => {
    const { viewer: editor } = await signedInAs(t.services, 'editor');
    const { viewer: reader } = await signedInAs(t.services, 'reader');
    expect(answerOf(await post(editor, { intent: 'role', id: reader._id, role: 'admin' }))).toEqual({
      body: { ok: false, message: 'You do not have permission to do that', fields: {}, intent: 'account' },
      status: 403,
    });
    expect(answerOf(await post(editor, { intent: 'delete', id: reader._id }))).toMatchObject({ status: 403 });
    const signIn = (await post(null, { intent: 'delete', id: reader._id }).catch((e: unknown) => e)) as Response;
    expect(signIn.headers.get('location')).toBe('/login?redirectTo=%2Fadmin%2Fusers');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, reader._id));
    expect(row?.role).toBe('reader');
  });
});
