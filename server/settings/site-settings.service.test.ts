import { SITE_TEXTS } from '../../core/feed-texts';
import { siteForEdition } from '../../core/site-settings';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { signedInAs, siteSettingsInput } from '../../tests/helpers/factories';
import { createLogger } from '../lib/logger';
import { createServices } from '../services';

let t: TestApp;
// A stand-in for React Router: the page shows what the loaders would see of the site.
const renderPage = async (_request: Request, context: { config: { siteName: string; contact: { email: string } } }) =>
  new Response(`<h1>${context.config.siteName}</h1><p>${context.config.contact.email}</p>`, {
    headers: { 'Content-Type': 'text/html' },
  });

beforeEach(async () => {
  t = await createTestApp({
    env: { SITE_NAME: 'Env News', CONTACT_EMAIL: 'desk@env.example', SOCIAL_X_URL: 'https://x.com/env' },
    renderPage: renderPage as never,
  });
});
afterEach(() => t.close());

const input = siteSettingsInput;
const admin = { username: 'site.admin' };
const png = () =>
  sharp({ create: { width: 400, height: 120, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();
const onDisk = (url: string) => path.join(t.config.dataDir, url.replace(/^\/uploads\//, 'uploads/'));

describe('SiteSettingsService', () => {
  it('uses the environment until an admin saves', async () => {
    const view = await t.services.site.view();
    expect(view.updatedAt).toBeNull();
    expect(view.values).toMatchObject({
      siteName: 'Env News',
      contactEmail: 'desk@env.example',
      contactPhone: '',
      contactHours: 'Mon-Fri 9AM-6PM IST',
      social: { x: 'https://x.com/env', facebook: '' },
      legalName: '',
    });
    const site = await t.services.site.publicConfig();
    expect(site).toMatchObject({ siteName: 'Env News', legalName: 'Env News', legalUpdatedAt: null, logo: null });
  });

  it('saves, shows the new values at once on cached pages, and records who saved', async () => {
    const before = await t.app.request('/about');
    expect(await before.text()).toContain('Env News');
    expect((await t.app.request('/about')).headers.get('x-cache')).toBe('HIT');

    // Through the use case, whose settings.changed event clears the page cache.
    const { viewer } = await signedInAs(t.services, 'admin', 'site.admin');
    const actor = { viewer, ip: '127.0.0.1', requestId: 'test', log: createLogger('silent') };
    const saved = await t.services.commands.settings.update(actor, input());
    expect(saved.updatedBy).toBe('site.admin');
    expect(saved.updatedAt).toBeInstanceOf(Date);

    const after = await t.app.request('/about');
    expect(after.headers.get('x-cache')).not.toBe('HIT');
    expect(await after.text()).toBe('<h1>The Daily Ledger</h1><p>newsroom@ledger.example</p>');

    const site = await t.services.site.publicConfig();
    expect(site).toMatchObject({
      siteName: 'The Daily Ledger',
      tagline: 'News that adds up.',
      contact: { address: ['Ledger Media', '1 Fleet Street', 'London'], hours: 'Every day 8-20 GMT' },
      social: [{ network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@ledger' }],
      legalName: 'Ledger Media Ltd',
    });
    // The environment no longer applies: an emptied detail stays empty.
    await t.services.site.update(admin, input({ contactEmail: '' }));
    expect((await t.services.site.publicConfig()).contact.email).toBe('');
  });

  it("keeps another edition's name and words, each field as given, the others as saved", async () => {
    const { viewer } = await signedInAs(t.services, 'admin', 'site.admin');
    const actor = { viewer, ip: '127.0.0.1', requestId: 'test', log: createLogger('silent') };
    await t.services.commands.settings.update(actor, { ...input(), editions: { hi: { siteName: 'न्यूज़डेस्क' } } });
    await t.services.commands.settings.update(actor, { ...input(), editions: { hi: { tagline: 'हर दिन की ख़बर' } } });
    const site = await t.services.site.publicConfig();
    expect(site.editions.hi).toEqual({
      siteName: 'न्यूज़डेस्क',
      tagline: 'हर दिन की ख़बर',
      description: '',
      breakingText: '',
    });
    const hindi = siteForEdition(site, 'hi');
    expect(hindi).toMatchObject({ siteName: 'न्यूज़डेस्क', tagline: 'हर दिन की ख़बर' });
    // Left empty: the edition's own default words, with its name.
    expect(hindi.description).toBe(SITE_TEXTS.hi.description('न्यूज़डेस्क'));
    expect(hindi.breakingText).toBe(SITE_TEXTS.hi.breakingText);
    // The default edition's are the settings' own.
    expect(siteForEdition(site, 'en').siteName).toBe(site.siteName);
    // A bad field is refused by name, and nothing changes.
    await expect(
      t.services.commands.settings.update(actor, { ...input(), editions: { hi: { siteName: 'x'.repeat(61) } } }),
    ).rejects.toThrow(/Site name/);
    expect((await t.services.site.publicConfig()).editions.hi?.siteName).toBe('न्यूज़डेस्क');
  });

  it('survives a restart: a new service reads the saved row', async () => {
    await t.services.site.update(admin, input());
    const fresh = createServices(t.database, t.config);
    expect((await fresh.site.publicConfig()).siteName).toBe('The Daily Ledger');
  });

  it('dates the legal pages only when their organisation changes', async () => {
    await t.services.site.update(admin, input());
    const first = (await t.services.site.publicConfig()).legalUpdatedAt;
    expect(first).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // As if that save had been long ago: a later save keeps the date unless the organisation changes.
    await t.database.db.execute(
      sql`update settings set value = jsonb_set(value, '{legalUpdatedAt}', '"2020-01-01"') where key = 'site'`,
    );
    const restarted = createServices(t.database, t.config);
    await restarted.site.update(admin, input({ tagline: 'Another line.' }));
    expect((await restarted.site.publicConfig()).legalUpdatedAt).toBe('2020-01-01');
    await restarted.site.update(admin, input({ legalName: 'Ledger Group plc' }));
    expect((await restarted.site.publicConfig()).legalUpdatedAt).toBe(first);
  });

  it('refuses bad input with the field named and changes nothing', async () => {
    await expect(
      t.services.site.update(admin, input({ siteName: '', contactEmail: 'nope', social: { x: 'ftp://x' } })),
    ).rejects.toMatchObject({
      status: 400,
      fields: { siteName: 'Site name is required', contactEmail: 'Enter a valid email address' },
    });
    await expect(t.services.site.update(admin, input({ tagline: 'a\0b' }))).rejects.toMatchObject({ status: 400 });
    expect((await t.services.site.view()).updatedAt).toBeNull();
  });

  it('stores a logo and an icon as re-encoded files, and removes the replaced ones', async () => {
    const first = await t.services.site.update(admin, input(), { logo: await png(), favicon: await png() });
    const { logo, favicon } = first.values;
    expect(logo).toMatch(/^\/uploads\/site\/[0-9a-f-]{36}-logo\.webp$/);
    expect(favicon).toMatch(/^\/uploads\/site\/[0-9a-f-]{36}-icon$/);
    expect(await sharp(onDisk(logo as string)).metadata()).toMatchObject({ format: 'webp', height: 64 });
    expect(await sharp(onDisk(`${favicon}-32.png`)).metadata()).toMatchObject({ format: 'png', width: 32, height: 32 });
    expect(existsSync(onDisk(`${favicon}-180.png`))).toBe(true);
    // Served like other uploads.
    expect((await t.app.request(logo as string)).status).toBe(200);

    const second = await t.services.site.update(admin, input(), { logo: await png(), removeFavicon: true });
    expect(second.values.favicon).toBeNull();
    expect(second.values.logo).not.toBe(logo);
    expect(existsSync(onDisk(logo as string))).toBe(false);
    expect(existsSync(onDisk(`${favicon}-32.png`))).toBe(false);
    // Saving text alone keeps the logo.
    expect((await t.services.site.update(admin, input())).values.logo).toBe(second.values.logo);
  });

  it('refuses a file that is not an image and keeps the settings as they were', async () => {
    await expect(
      t.services.site.update(admin, input(), { logo: new TextEncoder().encode('<svg onload="alert(1)"/>') }),
    ).rejects.toMatchObject({ status: 415, fields: { logo: 'Upload a JPEG, PNG, WebP, AVIF or GIF image' } });
    expect((await t.services.site.view()).updatedAt).toBeNull();
  });
});
