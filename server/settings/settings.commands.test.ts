import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { signedInAs, siteSettingsInput } from '../../tests/helpers/factories';
import { pageContext } from '../../tests/helpers/pages';
import type { DomainEvents } from '../lib/events';

/** SettingsCommands: admins only; a save writes one `settings.update` record and emits `settings.changed`. */
let t: TestApp;
let events: DomainEvents['settings.changed'][];
beforeEach(async () => {
  t = await createTestApp({ env: { SITE_NAME: 'Env News' } });
  events = [];
  t.services.events.on('settings.changed', (event) => events.push(event));
});
afterEach(() => t.close());

const input = siteSettingsInput;

describe('SettingsCommands', () => {
  it('saves for an admin, recording the keys that changed, and says so', async () => {
    const { viewer: admin } = await signedInAs(t.services, 'admin', 'settings.admin');
    const actor = pageContext(t, admin, { ip: '198.51.100.30' }).actor;
    const saved = await t.services.commands.settings.update(actor, input());
    expect(saved).toMatchObject({ updatedBy: 'settings.admin', values: { siteName: 'The Daily Ledger' } });
    expect(saved.changed).toEqual(expect.arrayContaining(['siteName', 'social.youtube']));
    const { items } = await t.services.audit.list({ action: 'settings.update', page: 1, limit: 10 });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      actorId: admin._id,
      ip: '198.51.100.30',
      targetType: 'settings',
      targetId: 'site',
      targetLabel: 'The Daily Ledger',
      details: { keys: saved.changed },
    });
    expect(events).toEqual([{ keys: saved.changed }]);
    // A second save changing one word names only it.
    const again = await t.services.commands.settings.update(actor, input({ tagline: 'Numbers, plainly.' }));
    expect(again.changed).toEqual(['tagline']);
    expect(events[1]).toEqual({ keys: ['tagline'] });
  });

  it('shows and saves for admins only, and records no refused save', async () => {
    const { viewer: editor } = await signedInAs(t.services, 'editor');
    const asEditor = pageContext(t, editor).actor;
    await expect(t.services.commands.settings.view(asEditor)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(t.services.commands.settings.update(asEditor, input())).rejects.toMatchObject({ code: 'forbidden' });
    await expect(t.services.commands.settings.view(pageContext(t, null).actor)).rejects.toMatchObject({
      code: 'unauthorized',
    });
    const { viewer: admin } = await signedInAs(t.services, 'admin');
    await expect(
      t.services.commands.settings.update(pageContext(t, admin).actor, input({ siteName: '' })),
    ).rejects.toMatchObject({ status: 400, fields: { siteName: 'Site name is required' } });
    expect((await t.services.audit.list({ page: 1, limit: 10 })).total).toBe(0);
    expect(events).toEqual([]);
    expect((await t.services.site.view()).updatedAt).toBeNull();
  });
});
