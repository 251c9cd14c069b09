import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_MAIL_HELP } from '../../core/account';
import { loader as forgotLoader, action as forgotAction } from '../../app/routes/forgot-password';
import { loader as registerLoader } from '../../app/routes/register';
import { loader as resetLoader } from '../../app/routes/reset-password';
import { loader as profileLoader } from '../../app/routes/profile';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { signedInAs } from '../../tests/helpers/factories';
import { answerOf, callAction, callLoader, pageContext } from '../../tests/helpers/pages';

/** The account-link pages as adapters (the mail itself: account.api.test.ts). */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('/register?setup=… (finding 16)', () => {
  it('says a used setup link was used, instead of offering the sign-up form', async () => {
    const token = await t.services.auth.prepareSetup();
    expect(token).toBeTruthy();
    expect(await callLoader(registerLoader, t, null, `/register?setup=${token}`)).toMatchObject({
      setup: token,
      spent: null,
    });
    await t.services.commands.auth.register(pageContext(t, null).actor, {
      username: 'first-admin',
      password: 'correct horse battery',
      setupToken: token,
    });
    expect(await callLoader(registerLoader, t, null, `/register?setup=${token}`)).toMatchObject({
      setup: null,
      spent: 'used',
    });
    // An ordinary sign-up is untouched.
    expect(await callLoader(registerLoader, t, null, '/register')).toMatchObject({ setup: null, spent: null });
  });

  it('says a setup link from an earlier start no longer works while there is no admin', async () => {
    await t.services.auth.prepareSetup();
    expect(await callLoader(registerLoader, t, null, '/register?setup=old-token')).toMatchObject({ spent: 'stale' });
  });
});

describe('/forgot-password without SMTP_URL', () => {
  it('says how to reach an admin, and the form post says the same', async () => {
    expect(await callLoader(forgotLoader, t, null, '/forgot-password')).toMatchObject({ mail: false });
    const answer = answerOf(await callAction(forgotAction, t, null, '/forgot-password', { login: 'anyone' }));
    expect(answer).toEqual({ body: { ok: false, message: NO_MAIL_HELP, fields: {} }, status: 409 });
  });
});

describe('/reset-password', () => {
  it('shows no form for an unknown link', async () => {
    expect(await callLoader(resetLoader, t, null, '/reset-password?token=nothing')).toEqual({ token: null });
    expect(await callLoader(resetLoader, t, null, '/reset-password')).toEqual({ token: null });
  });
});

describe('/profile', () => {
  it('says whether the address is verified, and that this site sends no mail', async () => {
    const { viewer } = await signedInAs(t.services, 'reader');
    expect(await callLoader(profileLoader, t, viewer, '/profile')).toMatchObject({
      email: null,
      emailVerified: false,
      mail: false,
    });
  });
});
