import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_FAILED, PASSWORDS_DIFFER } from '../../core/roles';
import { action as loginAction } from '../../app/routes/login';
import { action as profileAction, loader as profileLoader } from '../../app/routes/profile';
import { action as settingsAction, loader as settingsLoader } from '../../app/routes/settings';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { signedInAs } from '../../tests/helpers/factories';
import { answerOf, callAction, callLoader } from '../../tests/helpers/pages';
import { LOGIN_REQUIRED } from './auth.commands';

/** The sign-in, /settings and /profile pages as adapters over AuthCommands. */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const PASSWORD = 'correct horse battery';

describe('/login', () => {
  it('says what went wrong, and sends staff to /admin with a session cookie', async () => {
    await signedInAs(t.services, 'editor', 'page.editor');
    const login = (fields: Record<string, string>) => callAction(loginAction, t, null, '/login', fields);
    expect(answerOf(await login({ username: 'page.editor', password: 'wrong' }))).toEqual({
      body: { ok: false, message: LOGIN_FAILED, fields: {} },
      status: 401,
    });
    expect(answerOf(await login({ username: 'page.editor' }))).toEqual({
      body: { ok: false, message: LOGIN_REQUIRED, fields: {} },
      status: 400,
    });
    const done = (await login({ username: 'page.editor', password: PASSWORD, from: '/world-news' })) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/admin');
    expect(done.headers.get('set-cookie')).toMatch(/^nd_session=/);
  });
});

describe('/settings', () => {
  it('changes the password, and says why it would not', async () => {
    const { viewer, token } = await signedInAs(t.services, 'reader');
    expect(await callLoader(settingsLoader, t, viewer, '/settings')).toEqual({
      passwordRequired: false,
      // The test site sends no mail: Settings offers no newsletter, and no e-mails about comments.
      newsletter: { enabled: false, email: '', status: 'none', editions: [] },
      newsletterFollowing: null,
      commentMail: null,
      language: 'en',
      hasEmail: false,
    });
    const change = (fields: Record<string, string>) => callAction(settingsAction, t, viewer, '/settings', fields);
    expect(
      answerOf(await change({ currentPassword: PASSWORD, newPassword: 'a new passphrase', confirmPassword: 'other' })),
    ).toEqual({ body: { ok: false, message: PASSWORDS_DIFFER, fields: {} }, status: 400 });
    expect(
      answerOf(
        await change({
          currentPassword: 'not it',
          newPassword: 'a new passphrase',
          confirmPassword: 'a new passphrase',
        }),
      ),
    ).toMatchObject({
      body: { ok: false, fields: { currentPassword: 'The current password is not right' } },
      status: 400,
    });
    expect(
      answerOf(
        await change({
          currentPassword: PASSWORD,
          newPassword: 'a new passphrase',
          confirmPassword: 'a new passphrase',
        }),
      ),
    ).toEqual({ body: { ok: true, message: 'Password changed. Your other sessions were signed out.' }, status: 200 });
    // The page's request carried no session to keep, so every session ended.
    expect(await t.services.auth.viewerFor(token)).toBeNull();
    const { items } = await t.services.audit.list({ action: 'user.password', page: 1, limit: 10 });
    expect(items).toHaveLength(1);
  });

  it("changes the language of the account's e-mails, and refuses an unknown one changing nothing", async () => {
    const { viewer } = await signedInAs(t.services, 'reader');
    const change = (fields: Record<string, string>) => callAction(settingsAction, t, viewer, '/settings', fields);
    expect(answerOf(await change({ intent: 'language', language: 'hi' }))).toEqual({
      body: { ok: true, message: 'Your e-mails will come in Hindi.', intent: 'language' },
      status: 200,
    });
    expect(await t.services.users.languageOf(viewer._id)).toBe('hi');
    expect(await callLoader(settingsLoader, t, viewer, '/settings')).toMatchObject({ language: 'hi' });
    expect(answerOf(await change({ intent: 'language', language: 'klingon' }))).toMatchObject({
      body: { ok: false, intent: 'language' },
      status: 400,
    });
    expect(await t.services.users.languageOf(viewer._id)).toBe('hi');
  });

  it('sends someone signed out to sign in', async () => {
    const signIn = (await callLoader(settingsLoader, t, null, '/settings').catch((e: unknown) => e)) as Response;
    expect(signIn.headers.get('location')).toBe('/login?redirectTo=%2Fsettings');
  });
});

describe('/profile', () => {
  it('saves the profile, names a bad field, and asks for an image before saving a photo', async () => {
    const { viewer } = await signedInAs(t.services, 'reader', 'page.reader');
    expect(await callLoader(profileLoader, t, viewer, '/profile')).toMatchObject({ username: 'page.reader' });
    const save = (fields: Record<string, string>) => callAction(profileAction, t, viewer, '/profile', fields);
    expect(answerOf(await save({ firstName: 'Asha', lastName: '', email: '' }))).toEqual({
      body: { form: 'profile', ok: true, message: 'Profile saved' },
      status: 200,
    });
    expect(answerOf(await save({ firstName: 'Asha', lastName: '', email: 'nope' }))).toMatchObject({
      body: { form: 'profile', ok: false, fields: { email: 'Enter a valid email address' } },
      status: 400,
    });
    expect(answerOf(await save({ intent: 'avatar' }))).toMatchObject({
      body: { form: 'photo', ok: false, fields: { avatar: 'Choose an image first.' } },
      status: 400,
    });
    expect(answerOf(await save({ intent: 'remove-avatar' }))).toEqual({
      body: { form: 'photo', ok: true, message: 'Photo removed' },
      status: 200,
    });
  });
});
