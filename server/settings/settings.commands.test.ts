import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { DEFAULT_FAQ, DEFAULT_NAVIGATION } from '../../core/navigation';
import { insertArticle, signedInAs, siteSettingsInput } from '../../tests/helpers/factories';
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
    await expect(t.services.queries.settings.view(asEditor)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(t.services.commands.settings.update(asEditor, input())).rejects.toMatchObject({ code: 'forbidden' });
    await expect(t.services.queries.settings.view(pageContext(t, null).actor)).rejects.toMatchObject({
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

  it('saves the menus, the FAQ and the Breaking box; the site shows them; a save without them keeps them', async () => {
    const { viewer: admin } = await signedInAs(t.services, 'admin');
    const actor = pageContext(t, admin).actor;
    // A new site: today's menus, with the three categories the old menus missed.
    const before = await t.services.queries.settings.view(actor);
    expect(before.values.navigation).toEqual(DEFAULT_NAVIGATION);
    expect(before.values.faq).toEqual(DEFAULT_FAQ);
    const navigation = {
      ...DEFAULT_NAVIGATION,
      header: [
        { kind: 'category', target: 'Business', label: 'Money' },
        { kind: 'tag', target: 'Climate change', label: 'Climate' },
      ],
    };
    const faq = [{ question: 'Who are you?', answer: 'A newsroom.' }];
    const saved = await t.services.commands.settings.update(
      actor,
      input({ navigation, faq, breakingText: 'Polls close at 6 PM.' }),
    );
    expect(saved.changed).toEqual(expect.arrayContaining(['navigation', 'faq', 'breakingText']));
    const site = await t.services.site.publicConfig();
    expect(site.navigation.header).toEqual([
      { kind: 'category', target: 'Business', label: 'Money' },
      { kind: 'tag', target: 'climate-change', label: 'Climate' },
    ]);
    expect(site.faq).toEqual(faq);
    expect(site.breakingText).toBe('Polls close at 6 PM.');
    const again = await t.services.commands.settings.update(actor, input({ tagline: 'Other words.' }));
    expect(again.changed).toEqual(['tagline']);
    expect((await t.services.site.publicConfig()).faq).toEqual(faq);
    const { items } = await t.services.audit.list({ action: 'settings.update', page: 1, limit: 10 });
    expect(items.map((i) => i.details)).toEqual([
      { keys: ['tagline'] },
      { keys: expect.arrayContaining(['navigation', 'faq', 'breakingText']) },
    ]);
  });

  it('refuses a bad menu or FAQ with 400 naming the field, and stores nothing', async () => {
    const { viewer: admin } = await signedInAs(t.services, 'admin');
    const actor = pageContext(t, admin).actor;
    const navigation = {
      ...DEFAULT_NAVIGATION,
      footer: [{ kind: 'url', target: 'javascript:alert(1)', label: 'Click' }],
    };
    await expect(t.services.commands.settings.update(actor, input({ navigation }))).rejects.toMatchObject({
      status: 400,
      fields: { 'navigation.footer.0.target': expect.stringContaining('path on this site') },
    });
    await expect(
      t.services.commands.settings.update(actor, input({ faq: [{ question: 'Why?', answer: '' }] })),
    ).rejects.toMatchObject({ status: 400, fields: { 'faq.0.answer': 'Answer is required' } });
    await expect(
      t.services.commands.settings.update(actor, input({ breakingText: 'x'.repeat(301) })),
    ).rejects.toMatchObject({ status: 400, fields: { breakingText: expect.stringContaining('at most 300') } });
    expect((await t.services.site.view()).updatedAt).toBeNull();
    expect((await t.services.audit.list({ page: 1, limit: 10 })).total).toBe(0);
    expect(events).toEqual([]);
  });

  it('tells the screen which categories hold published stories', async () => {
    const { viewer: admin } = await signedInAs(t.services, 'admin');
    await insertArticle(t.database.db, { category: 'Business' });
    await insertArticle(t.database.db, { category: 'India' });
    await insertArticle(t.database.db, { category: 'Other', status: 'draft', publishedAt: null });
    const view = await t.services.queries.settings.view(pageContext(t, admin).actor);
    expect(view.categoriesWithStories).toEqual(['India', 'Business']);
  });
});
