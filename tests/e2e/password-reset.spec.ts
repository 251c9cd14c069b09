import { expect, test } from '@playwright/test';
import {
  EMAIL_VERIFIED,
  FORGOT_ANSWER,
  PASSWORD_RESET_DONE,
  RESET_LINK_BAD,
  SIGN_IN_LINK_ANSWER,
} from '../../core/account';
import { registerReader } from './support/accounts';
import { expectAccessible, hydrated, setTheme } from './support/axe';
import { mailbox as smtp } from './support/mailbox';
import { SITE } from './support/ports';
import { themeTags } from './support/tags';

/**
 * An account's address and 'Forgot password?' end to end (docs/product.md, 'Forgot password'):
 * a reader gives an address on the profile and verifies it by the emailed link, forgets the
 * password, gets a reset link by email, chooses a new password and signs in with it. The main
 * site mails through the run's real SMTP server (tests/e2e/support/mailbox.ts). In light and dark, on desktop and phone.
 */
test.describe.configure({ mode: 'serial' });

const link = (text: string, path: string) => {
  const found = new RegExp(`${SITE.replaceAll('.', '\\.')}${path}\\?token=[A-Za-z0-9_%-]+`).exec(text);
  expect(found, `a ${path} link in the email`).not.toBeNull();
  return found![0];
};

for (const theme of ['light', 'dark'] as const) {
  test(
    `forgot → the emailed link → a new password → sign in (${theme})`,
    { tag: themeTags(theme) },
    async ({ page }, testInfo) => {
      test.slow();
      await setTheme(page, theme);
      // The dark variant goes through the same pages as the light one, which scans them in full:
      // its scans check the colour rules only (support/axe.ts).
      const coloursOnly = theme === 'dark';
      const username = `reset-${theme[0]}${testInfo.project.name[0]}-${Date.now() % 1_000_000}`;
      const email = `${username}@example.com`;
      await registerReader(page, username, 'the first long passphrase');

      // The profile: an address is 'Not verified' until the emailed link is followed.
      await page.goto('/profile');
      await hydrated(page);
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Save profile' }).click();
      await expect(page.getByText(`Open the link we are sending to ${email}`)).toBeVisible();
      await expect(page.getByText('Not verified')).toBeVisible();
      await expect(page.getByRole('button', { name: 'resend link' })).toBeVisible();
      await expectAccessible(page, `the profile with an unverified address (${theme})`, { coloursOnly });
      const [verification] = await smtp.waitFor(1, email);
      expect(verification!.subject).toMatch(/^Verify your email address for /);
      await page.goto(link(verification!.text, '/verify-email'));
      await hydrated(page);
      await expectAccessible(page, `the verification page (${theme})`, { coloursOnly });
      await page.getByRole('button', { name: 'Verify email address' }).click();
      await expect(page.getByRole('status')).toHaveText(EMAIL_VERIFIED);
      await page.goto('/profile');
      await expect(page.getByText('Verified', { exact: true })).toBeVisible();

      // Signed out, the password forgotten: 'Forgot password?' on the sign-in page.
      await page.context().clearCookies();
      await page.goto('/login');
      await hydrated(page);
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await expect(page.getByRole('heading', { name: 'Forgot password', level: 1 })).toBeVisible();
      await expectAccessible(page, `the forgot-password page (${theme})`, { coloursOnly });
      await page.getByLabel('Username or email').fill(email);
      await page.getByRole('button', { name: 'Email me a link' }).click();
      await expect(page.getByRole('status')).toHaveText(FORGOT_ANSWER);
      await expectAccessible(page, `the forgot-password answer (${theme})`, { coloursOnly });

      const [reset] = await smtp.waitFor(2, email).then((mails) => mails.slice(1));
      expect(reset!.subject).toMatch(/^Choose a new password for /);
      await page.goto(link(reset!.text, '/reset-password'));
      await hydrated(page);
      await expect(page.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
      await expectAccessible(page, `the reset page (${theme})`, { coloursOnly });
      await page.getByLabel('New password', { exact: true }).fill('the second long passphrase');
      await page.getByLabel('Confirm new password').fill('the second long passphrase');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await expect(page.getByRole('status')).toHaveText(PASSWORD_RESET_DONE);
      await expectAccessible(page, `the reset page when done (${theme})`, { coloursOnly });

      // The link worked once.
      await page.goto(link(reset!.text, '/reset-password'));
      await expect(page.getByText(RESET_LINK_BAD)).toBeVisible();

      // Sign in with the new password.
      await page.goto('/login');
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password', { exact: true }).fill('the second long passphrase');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).not.toHaveURL(/\/login/);
      const me = await page.request.get('/api/users/me');
      expect(await me.json()).toMatchObject({ username, emailVerified: true });
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);

      // Or no password at all: a sign-in link by email, used with one press.
      await page.context().clearCookies();
      await page.goto('/login');
      await hydrated(page);
      await page.getByRole('link', { name: 'Email me a sign-in link' }).click();
      await expect(page).toHaveURL(/\/login\/link$/);
      await page.getByLabel('Username or email').fill(username);
      await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
      await expect(page.getByRole('status')).toHaveText(SIGN_IN_LINK_ANSWER);
      const [signIn] = await smtp.waitFor(3, email).then((mails) => mails.slice(2));
      expect(signIn!.subject).toMatch(/^Sign in to /);
      await page.goto(link(signIn!.text, '/login/link'));
      await hydrated(page);
      await expectAccessible(page, `the sign-in link page (${theme})`, { coloursOnly });
      await page.getByRole('button', { name: `Sign in as ${username}` }).click();
      await expect(page).not.toHaveURL(/\/login/);
      expect(await (await page.request.get('/api/users/me')).json()).toMatchObject({ username });
    },
  );
}
