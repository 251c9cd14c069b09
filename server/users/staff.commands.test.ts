import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { signedInAs } from '../../tests/helpers/factories';
import { systemActor, type Actor } from '../lib/actor';
import type { DomainEvents } from '../lib/events';
import { createLogger } from '../lib/logger';

/** StaffCommands.createFromConsole, `npm run user:create`'s use case (scripts/user-create.test.ts runs the command). */
let t: TestApp;
const events: DomainEvents['users.changed'][] = [];
beforeAll(async () => {
  t = await createTestApp();
  t.services.events.on('users.changed', (event) => events.push(event));
});
afterAll(() => t.close());

const log = createLogger('silent');
const system = systemActor(log);
/** A request's actor, as the API and the pages make it: never the system, signed in or not. */
const requestBy = (viewer: Actor['viewer']): Actor => ({ viewer, ip: '198.51.100.7', requestId: 'test', log });
const records = async () =>
  (await t.services.audit.list({ action: 'user.create', page: 1, limit: 50 })).items.filter(
    (r) => r.actorName === 'system',
  );

describe('createFromConsole', () => {
  it('makes the account as the system: one audit record and one event, as Add user', async () => {
    events.length = 0;
    const made = await t.services.commands.staff.createFromConsole(system, {
      username: 'console.admin',
      role: 'admin',
      password: 'a long passphrase',
    });
    expect(made).toMatchObject({ oneTime: false, password: 'a long passphrase' });
    expect(made.user).toMatchObject({ username: 'console.admin', role: 'admin', mustChangePassword: false });
    expect(await records()).toEqual([
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
    const before = (await records()).length;
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
    expect(await records()).toHaveLength(before);
    expect(events).toEqual([]);
  });
});
