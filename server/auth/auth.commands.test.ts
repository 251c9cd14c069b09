import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { signedInAs } from '../../tests/helpers/factories';
import { pageContext } from '../../tests/helpers/pages';
import type { DomainEvents } from '../lib/events';
import { LOGIN_REQUIRED } from './auth.commands';

/** AuthCommands: each change to an account one audit record and one `users.changed` event. */
let t: TestApp;
let events: DomainEvents['users.changed'][];
beforeEach(async () => {
  t = await createTestApp();
  events = [];
  t.services.events.on('users.changed', (event) => events.push(event));
});
afterEach(() => t.close());

const anonymous = (ip = '198.51.100.40') => pageContext(t, null, { ip }).actor;
const records = async () => (await t.services.audit.list({ page: 1, limit: 50 })).items;
const PASSWORD = 'correct horse battery';

describe('AuthCommands', () => {
  it('registers and signs in a reader; the record names the new account and its address', async () => {
    const started = await t.services.commands.auth.register(anonymous(), {
      username: 'new.reader',
      password: 'a long passphrase',
      role: 'admin',
    });
    expect(started.viewer).toMatchObject({ username: 'new.reader', role: 'reader' });
    expect(started.staff).toBe(false);
    expect(await t.services.auth.viewerFor(started.token)).toMatchObject({ username: 'new.reader' });
    const [record] = await records();
    expect(record).toMatchObject({
      action: 'user.register',
      actorId: started.viewer._id,
      actorName: 'new.reader',
      ip: '198.51.100.40',
      targetId: started.viewer._id,
      details: { role: 'reader' },
    });
    expect(JSON.stringify(record)).not.toContain('a long passphrase');
    expect(events).toEqual([{ ids: [started.viewer._id], change: 'created' }]);
  });

  it('makes the first admin with the setup token, who is staff', async () => {
    const setupToken = await t.services.auth.prepareSetup();
    const started = await t.services.commands.auth.register(anonymous(), {
      username: 'first.admin',
      password: 'a long passphrase',
      setupToken,
    });
    expect(started).toMatchObject({ staff: true, viewer: { role: 'admin' } });
  });

  it('signs in without a record; a failure leaves none either', async () => {
    await signedInAs(t.services, 'editor', 'desk.editor');
    await expect(
      t.services.commands.auth.login(anonymous(), { username: 'desk.editor', password: 'wrong password' }),
    ).rejects.toMatchObject({ status: 401, code: 'invalid_credentials' });
    await expect(t.services.commands.auth.login(anonymous(), { username: 'desk.editor' })).rejects.toMatchObject({
      status: 400,
      message: LOGIN_REQUIRED,
    });
    const started = await t.services.commands.auth.login(anonymous(), { username: 'DESK.EDITOR', password: PASSWORD });
    expect(started).toMatchObject({ staff: true, viewer: { username: 'desk.editor' } });
    expect(await records()).toEqual([]);
    expect(events).toEqual([]);
  });

  it('changes a password: the record holds no password, the other sessions end', async () => {
    const { viewer, token } = await signedInAs(t.services, 'author', 'pw.author');
    const other = await t.services.auth.startSessionFor(viewer._id);
    const actor = pageContext(t, viewer).actor;
    await expect(
      t.services.commands.auth.changePassword(
        actor,
        { currentPassword: 'not it', newPassword: 'a new passphrase' },
        token,
      ),
    ).rejects.toMatchObject({ status: 400, fields: { currentPassword: 'The current password is not right' } });
    await t.services.commands.auth.changePassword(
      actor,
      { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' },
      token,
    );
    expect(await t.services.auth.viewerFor(token)).not.toBeNull();
    expect(await t.services.auth.viewerFor(other.token)).toBeNull();
    const all = await records();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ action: 'user.password', actorId: viewer._id, targetId: viewer._id });
    expect(JSON.stringify(all[0])).not.toMatch(/passphrase|correct horse/);
    expect(events).toEqual([{ ids: [viewer._id], change: 'updated' }]);
    await expect(
      t.services.commands.auth.changePassword(anonymous(), { currentPassword: 'x', newPassword: 'y' }, undefined),
    ).rejects.toMatchObject({ code: 'unauthorized' });
  });

  it('saves a profile, recording which fields changed', async () => {
    const { viewer } = await signedInAs(t.services, 'reader');
    const actor = pageContext(t, viewer).actor;
    const updated = await t.services.commands.auth.updateProfile(actor, {
      firstName: 'Asha',
      lastName: '',
      email: 'asha@example.com',
    });
    expect(updated).toMatchObject({ firstName: 'Asha', lastName: null, email: 'asha@example.com' });
    expect(await records()).toMatchObject([
      { action: 'user.profile', targetId: viewer._id, details: { fields: ['firstName', 'email'] } },
    ]);
    expect(events).toEqual([{ ids: [viewer._id], change: 'updated' }]);
    await expect(t.services.commands.auth.updateProfile(actor, { email: 'nope' })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('sets and removes a photo, one record each; without an image it asks for one', async () => {
    const { viewer, token } = await signedInAs(t.services, 'reader');
    const actor = pageContext(t, viewer).actor;
    await expect(t.services.commands.auth.setAvatar(actor, null)).rejects.toMatchObject({
      status: 400,
      fields: { avatar: 'Choose an image first.' },
    });
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#345678' } })
      .png()
      .toBuffer();
    await t.services.commands.auth.setAvatar(actor, new Uint8Array(png));
    expect((await t.services.auth.viewerFor(token))?.avatar).toMatch(/^\/uploads\/avatars\//);
    await t.services.commands.auth.removeAvatar(actor);
    expect((await t.services.auth.viewerFor(token))?.avatar).toBeNull();
    const details = (await records()).map((r) => r.details);
    expect(details).toEqual([
      { fields: ['avatar'], avatar: 'removed' },
      { fields: ['avatar'], avatar: 'set' },
    ]);
    expect(events).toHaveLength(2);
  });
});
