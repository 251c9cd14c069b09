import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { signedInAs } from '../../tests/helpers/factories';
import { pageContext } from '../../tests/helpers/pages';
import { systemActor, type Actor } from '../lib/actor';
import type { DomainEvents } from '../lib/events';
import { createLogger } from '../lib/logger';

/** UsersCommands and UsersQueries: admins only; each change one audit record and one `users.changed` event. */
let t: TestApp;
const events: DomainEvents['users.changed'][] = [];
beforeAll(async () => {
  t = await createTestApp();
  t.services.events.on('users.changed', (event) => events.push(event));
});
afterAll(() => t.close());

const actorOf = (viewer: Parameters<typeof pageContext>[1], ip = '198.51.100.20') =>
  pageContext(t, viewer, { ip }).actor;
const records = async (action: string) => (await t.services.audit.list({ action, page: 1, limit: 50 })).items;

describe('UsersCommands', () => {
  it('lists the accounts for an admin only', async () => {
    const { viewer: admin } = await signedInAs(t.services, 'admin');
    const { viewer: editor } = await signedInAs(t.services, 'editor');
    const list = await t.services.queries.users.list(actorOf(admin));
    expect(list.map((u) => u._id)).toEqual(expect.arrayContaining([admin._id, editor._id]));
    await expect(t.services.queries.users.list(actorOf(editor))).rejects.toMatchObject({ code: 'forbidden' });
    await expect(t.services.queries.users.list(actorOf(null))).rejects.toMatchObject({ code: 'unauthorized' });
  });

  it('changes a role, recording from and to, and says so', async () => {
    const { viewer: admin } = await signedInAs(t.services, 'admin', 'role.admin');
    const { viewer: reader } = await signedInAs(t.services, 'reader', 'role.reader');
    events.length = 0;
    const updated = await t.services.commands.users.changeRole(actorOf(admin), reader._id, { role: 'author' });
    expect(updated.role).toBe('author');
    const [record] = (await records('user.role')).filter((r) => r.targetId === reader._id);
    expect(record).toMatchObject({
      actorId: admin._id,
      actorName: 'role.admin',
      ip: '198.51.100.20',
      targetType: 'user',
      targetLabel: 'role.reader',
      details: { from: 'reader', to: 'author' },
    });
    expect(events).toEqual([{ ids: [reader._id], change: 'role' }]);
  });

  it('refuses a bad role, an unknown account and a non-admin, recording nothing', async () => {
    const { viewer: admin } = await signedInAs(t.services, 'admin');
    const { viewer: editor } = await signedInAs(t.services, 'editor');
    const { viewer: reader } = await signedInAs(t.services, 'reader');
    const before = (await records('user.role')).length;
    events.length = 0;
    const users = t.services.commands.users;
    await expect(users.changeRole(actorOf(admin), reader._id, { role: 'overlord' })).rejects.toMatchObject({
      status: 400,
      fields: { role: expect.stringContaining('role must be one of') },
    });
    await expect(users.changeRole(actorOf(admin), 'not-a-uuid', { role: 'author' })).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(users.changeRole(actorOf(editor), reader._id, { role: 'author' })).rejects.toMatchObject({
      code: 'forbidden',
    });
    expect(await records('user.role')).toHaveLength(before);
    expect(events).toEqual([]);
  });

  it('deletes an account, recording whom, and says so', async () => {
    const { viewer: admin } = await signedInAs(t.services, 'admin');
    const { viewer: author } = await signedInAs(t.services, 'author', 'gone.author');
    events.length = 0;
    await t.services.commands.users.delete(actorOf(admin), author._id);
    expect((await t.services.users.list()).map((u) => u._id)).not.toContain(author._id);
    const [record] = (await records('user.delete')).filter((r) => r.targetId === author._id);
    expect(record).toMatchObject({ actorId: admin._id, targetLabel: 'gone.author', details: { role: 'author' } });
    expect(events).toEqual([{ ids: [author._id], change: 'deleted' }]);
  });
});

describe('UsersCommands on a site with one admin', () => {
  let solo: TestApp;
  beforeAll(async () => {
    solo = await createTestApp();
  });
  afterAll(() => solo.close());

  it('never deletes oneself or the only admin, and records no refusal', async () => {
    const { viewer: admin } = await signedInAs(solo.services, 'admin', 'only.admin');
    const actor = pageContext(solo, admin).actor;
    await expect(solo.services.commands.users.delete(actor, admin._id)).rejects.toMatchObject({
      status: 409,
      code: 'self_delete',
    });
    await expect(solo.services.commands.users.changeRole(actor, admin._id, { role: 'reader' })).rejects.toMatchObject({
      status: 409,
      code: 'last_admin',
    });
    expect((await solo.services.audit.list({ page: 1, limit: 50 })).total).toBe(0);
  });
});

describe('StaffCommands.createFromConsole, the use case of npm run user:create (scripts/user-create.test.ts runs it)', () => {
  const log = createLogger('silent');
  const system = systemActor(log);
  /** A request's actor, as the API and the pages make it: never the system, signed in or not. */
  const requestBy = (viewer: Actor['viewer']): Actor => ({ viewer, ip: '198.51.100.7', requestId: 'test', log });
  const bySystem = async () => (await records('user.create')).filter((r) => r.actorName === 'system');

  it('makes the account as the system: one audit record and one event, as Add user', async () => {
    events.length = 0;
    const made = await t.services.commands.staff.createFromConsole(system, {
      username: 'console.admin',
      role: 'admin',
      password: 'a long passphrase',
    });
    expect(made).toMatchObject({ oneTime: false, password: 'a long passphrase' });
    expect(made.user).toMatchObject({ username: 'console.admin', role: 'admin', mustChangePassword: false });
    expect(await bySystem()).toEqual([
      expect.objectContaining({
        actorId: null,
        targetId: made.user._id,
        targetLabel: 'console.admin',
        ip: null,
        details: { role: 'admin', email: false },
      }),
    ]);
    expect(events).toEqual([{ ids: [made.user._id], change: 'created' }]);
  });

  it('refuses any request, signed in or not, and a common password, recording nothing', async () => {
    const { viewer: admin } = await signedInAs(t.services, 'admin');
    const before = (await bySystem()).length;
    events.length = 0;
    const input = { username: 'by.request', role: 'admin', password: 'a long passphrase' };
    for (const viewer of [admin, null]) {
      await expect(t.services.commands.staff.createFromConsole(requestBy(viewer), input)).rejects.toMatchObject({
        status: 403,
        code: 'forbidden',
      });
    }
    await expect(
      t.services.commands.staff.createFromConsole(system, { ...input, password: 'password123' }),
    ).rejects.toMatchObject({ status: 400, fields: { password: expect.stringContaining('too common') } });
    expect(await bySystem()).toHaveLength(before);
    expect(events).toEqual([]);
  });
});
