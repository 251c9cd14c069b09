import { expect, test, type Page } from '@playwright/test';
import { INVITE_LINK_BAD, ONE_TIME_SHOWN_ONCE } from '../../core/staff';
import { E2E_USERS, separateAddress, signIn, signInThroughApi } from './support/accounts';
import { expectAccessible, hydrated } from './support/axe';
import { mailbox } from './support/mailbox';
import { SITE } from './support/ports';
import { ONCE } from './support/tags';

/**
 * Staff by invitation and from the admin (issue 33, finding 3; docs/product.md, 'Admin: users'):
 * an admin invites an address on /admin/users, the invitation mail reaches the SMTP server of
 * the test process (support/mailbox.ts), and the invitee makes the account on this project's
 * screen (phone and desktop), checked in light and dark; and 'Add user', which needs no mail.
 */

/**
 * No serious accessibility violation in the light theme, then in the dark one. The page is in
 * light as loaded (the device asks for light, nothing is stored); the dark theme's scan, of the
 * same markup, checks the colour rules only (support/axe.ts).
 */
async function accessibleInBothThemes(page: Page, label: string) {
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await expectAccessible(page, `${label} (light)`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await hydrated(page);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectAccessible(page, `${label} (dark)`, { coloursOnly: true });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('an admin invites an address; the invitee accepts the mailed link, lands in /admin as an editor, and signs in again', async ({
  page,
}) => {
  test.slow();
  const project = test.info().project.name;
  const stamp = `${project}-${Date.now()}`;
  const email = `invitee-${stamp}@example.com`;
  const username = `invitee-${stamp}`.slice(0, 32);
  const password = 'an invited passphrase';
  await separateAddress(page);

  await signInThroughApi(page, E2E_USERS.admin);
  await page.goto('/admin/users');
  await hydrated(page);
  await accessibleInBothThemes(page, '/admin/users');
  const invite = page.getByRole('region', { name: 'Invite staff' });
  await invite.getByLabel('Email address').fill(email);
  await invite.getByLabel('Role').selectOption('editor');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByRole('status')).toHaveText(`Invitation sent to ${email}.`);
  const row = page.getByRole('region', { name: 'Invitations' }).getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('editor');
  await expect(row).toContainText('Pending, until');

  const [mail] = await mailbox.waitFor(1, email);
  expect(mail!.subject).toMatch(/^You are invited to join /);
  const link = new RegExp(`${SITE.replaceAll('.', '\\.')}/invite/[A-Za-z0-9_-]+`).exec(mail!.text)?.[0];
  expect(link, 'the invitation link in the email').toBeTruthy();

  // The invitee, on this screen, signed out.
  await page.context().clearCookies();
  await page.goto(link!);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Join /);
  await expect(page.getByText('You are invited to join')).toContainText('as an editor');
  await expect(page.getByText(email)).toBeVisible();
  await accessibleInBothThemes(page, 'the invitation page');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Display name (optional)').fill('Invited Editor');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const me = await page.request.get('/api/users/me');
  expect(await me.json()).toMatchObject({ username, role: 'editor', email, firstName: 'Invited', lastName: 'Editor' });

  // The link is spent; the new account signs in again with its own password.
  await page.context().clearCookies();
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invitation not valid');
  await expect(page.getByText(INVITE_LINK_BAD)).toBeVisible();
  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/admin$/);
});

test(
  "'Add user' makes an account with a one-time password, which must be changed at the first sign-in",
  { tag: ONCE },
  async ({ page }) => {
    const username = `added-${Date.now()}`;
    await signInThroughApi(page, E2E_USERS.admin);
    await page.goto('/admin/users');
    await hydrated(page);
    const add = page.getByRole('region', { name: 'Add user' });
    await add.getByLabel('Username').fill(username);
    await add.getByLabel('Display name (optional)').fill('Added Author');
    await add.getByLabel('Role').selectOption('author');
    await add.getByRole('button', { name: 'Add user' }).click();
    await expect(add.getByRole('status').filter({ hasText: 'added as' })).toHaveText(
      `Account ${username} added as author.`,
    );
    const secret = add.getByLabel(`One-time password for ${username}`);
    await expect(secret).toHaveValue(/^[A-Za-z0-9_-]{20}$/);
    await expect(add.getByText(ONE_TIME_SHOWN_ONCE)).toBeVisible();
    const oneTime = await secret.inputValue();
    // Shown once: the page drawn again has no trace of it.
    await page.reload();
    await expect(page.getByLabel(`One-time password for ${username}`)).toHaveCount(0);

    await page.context().clearCookies();
    await signIn(page, username, oneTime, '/login?redirectTo=/admin');
    await expect(page).toHaveURL(/\/settings$/);
    await page.getByLabel('Current password').fill(oneTime);
    await page.getByLabel('New password', { exact: true }).fill('my own passphrase now');
    await page.getByLabel('Confirm new password').fill('my own passphrase now');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(/Password changed/)).toBeVisible();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  },
);
