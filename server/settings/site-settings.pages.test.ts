import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { action, loader } from '../../app/routes/admin/site-settings';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { DEFAULT_NAVIGATION } from '../../core/navigation';
import { signedInAs } from '../../tests/helpers/factories';
import { answerOf, callAction, callLoader } from '../../tests/helpers/pages';

/** The /admin/settings page as an adapter over SettingsCommands: its answers, statuses and refusals. */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { SITE_NAME: 'Env News' } });
});
afterEach(() => t.close());

const form = (over: Record<string, string> = {}) => ({
  siteName: 'The Daily Ledger',
  tagline: 'News that adds up.',
  description: 'Ledger news.',
  contactEmail: 'newsroom@ledger.example',
  contactPhone: '',
  contactAddress: '',
  contactHours: '',
  'social.youtube': 'https://www.youtube.com/@ledger',
  legalName: '',
  ...over,
});
const save = (viewer: Parameters<typeof callAction>[2], fields: Record<string, string | Blob>) =>
  callAction(action, t, viewer, '/admin/settings', fields);

describe('/admin/settings', () => {
  it('shows the values to an admin and saves them, recording the change', async () => {
    const { viewer: admin } = await signedInAs(t.services, 'admin', 'page.admin');
    expect(await callLoader(loader, t, admin, '/admin/settings')).toMatchObject({
      values: { siteName: 'Env News' },
      updatedAt: null,
    });
    expect(answerOf(await save(admin, form()))).toEqual({
      body: { ok: true, message: 'Settings saved. The site shows them now.' },
      status: 200,
    });
    const page = await callLoader(loader, t, admin, '/admin/settings');
    expect(page).toMatchObject({ values: { siteName: 'The Daily Ledger' }, updatedBy: 'page.admin' });
    expect(typeof page.updatedAt).toBe('string');
    expect((await t.services.site.publicConfig()).social).toEqual([
      { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@ledger' },
    ]);
    const { items } = await t.services.audit.list({ action: 'settings.update', page: 1, limit: 10 });
    expect(items[0]?.details).toMatchObject({ keys: expect.arrayContaining(['siteName', 'social.youtube']) });
  });

  it('answers invalid fields with their names and saves nothing', async () => {
    const { viewer: admin } = await signedInAs(t.services, 'admin');
    expect(answerOf(await save(admin, form({ siteName: '', contactEmail: 'nope' })))).toEqual({
      body: {
        ok: false,
        message: 'Please correct the highlighted fields.',
        fields: { siteName: 'Site name is required', contactEmail: 'Enter a valid email address' },
      },
      status: 400,
    });
    expect((await t.services.site.view()).updatedAt).toBeNull();
  });

  it('refuses a non-admin and sends someone signed out to sign in', async () => {
    const { viewer: editor } = await signedInAs(t.services, 'editor');
    await expect(callLoader(loader, t, editor, '/admin/settings')).rejects.toMatchObject({ init: { status: 403 } });
    expect(answerOf(await save(editor, form()))).toMatchObject({ body: { ok: false }, status: 403 });
    const signIn = (await save(null, form()).catch((e: unknown) => e)) as Response;
    expect(signIn.headers.get('location')).toBe('/login?redirectTo=%2Fadmin%2Fsettings');
    expect((await t.services.site.view()).updatedAt).toBeNull();
    expect((await t.services.audit.list({ page: 1, limit: 10 })).total).toBe(0);
  });

  it('saves the menus and FAQ sent as JSON, and names a refused link at its field', async () => {
    const { viewer: admin } = await signedInAs(t.services, 'admin');
    const navigation = { ...DEFAULT_NAVIGATION, more: [{ kind: 'page', target: '/about', label: 'About us' }] };
    expect(
      answerOf(
        await save(
          admin,
          form({
            navigation: JSON.stringify(navigation),
            faq: JSON.stringify([{ question: 'Q?', answer: 'A.' }]),
            breakingText: 'Line one\r\nline two',
          }),
        ),
      ).status,
    ).toBe(200);
    const site = await t.services.site.publicConfig();
    expect(site.navigation.more).toEqual(navigation.more);
    expect(site.breakingText).toBe('Line one\nline two');

    const bad = { ...navigation, header: [{ kind: 'category', target: 'India', label: '' }] };
    expect(answerOf(await save(admin, form({ navigation: JSON.stringify(bad) })))).toEqual({
      body: {
        ok: false,
        message: 'Please correct the highlighted fields.',
        fields: { 'navigation.header.0.label': 'Label is required' },
      },
      status: 400,
    });
    expect(answerOf(await save(admin, form({ navigation: '{not json' })))).toMatchObject({
      body: { ok: false, fields: { navigation: expect.any(String) } },
      status: 400,
    });
    expect((await t.services.site.publicConfig()).navigation.header).toEqual(DEFAULT_NAVIGATION.header);
  });

  it('names a logo that is not an image at its field, with its status, and keeps the site as it was', async () => {
    const { viewer: admin } = await signedInAs(t.services, 'admin');
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], { type: 'image/svg+xml' });
    expect(answerOf(await save(admin, { ...form(), logo: new File([svg], 'logo.svg') }))).toEqual({
      body: {
        ok: false,
        message: 'Please correct the highlighted fields.',
        fields: { logo: 'Upload a JPEG, PNG, WebP, AVIF or GIF image' },
      },
      status: 415,
    });
    expect((await t.services.site.view()).updatedAt).toBeNull();
  });
});
