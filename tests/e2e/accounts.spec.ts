import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  E2E_FRESH_EDITOR,
  E2E_PASSWORD,
  E2E_USERS,
  registerReader,
  separateAddress,
  signIn,
  signInThroughApi,
} from './support/accounts';
import { expectAccessibleInThemes, hydrated } from './support/axe';
import { EMPTY_SETUP_TOKEN, EMPTY_SITE } from './support/ports';
import { sampleStory } from './support/stories';
import { A11Y, ONCE } from './support/tags';

/**
 * A reading page reached from an account page was loaded as a document (a full page load with
 * its islands), not drawn by the React app of the page before.
 */
async function expectDocumentLoad(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.islands === 'ready');
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
}

test.describe('accounts', () => {
  // One first admin per site: desktop only.
  test(
    'a new site is claimed only through the setup link; its admin lands on a dashboard with real figures',
    { tag: ONCE },
    async ({ page }) => {
      // Without the link, signing up first makes nobody an admin.
      await separateAddress(page);
      await page.goto(`${EMPTY_SITE}/register`);
      await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
      await page.goto(`${EMPTY_SITE}/register?setup=${EMPTY_SETUP_TOKEN}`);
      await expect(page.getByRole('heading', { name: 'Create the admin account' })).toBeVisible();
      await page.getByLabel('Username').fill('founder');
      await page.getByLabel('Password', { exact: true }).fill('a long founding passphrase');
      await page.getByLabel('Confirm Password').fill('a long founding passphrase');
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await expect(page).toHaveURL(`${EMPTY_SITE}/admin`);
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      const figures = page.getByRole('region', { name: 'Figures' });
      await expect(figures).toContainText('Articles');
      await expect(figures).toContainText('Published');
      await expect(figures).not.toContainText('12%');
    },
  );

  test('registration checks the confirmation and reports taken names', { tag: ONCE }, async ({ page }) => {
    await separateAddress(page);
    await page.goto('/register');
    await hydrated(page);
    await page.getByLabel('Username').fill(`newbie-${Date.now()}`);
    await page.getByLabel('Password', { exact: true }).fill('a long passphrase here');
    await page.getByLabel('Confirm Password').fill('something else entirely');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
    await page.getByLabel('Username').fill(E2E_USERS.reader);
    await page.getByLabel('Confirm Password').fill('a long passphrase here');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('alert')).toHaveText('That username is already taken');
  });

  test('a new registration is a reader: no dashboard, and /admin answers 403', { tag: ONCE }, async ({ page }) => {
    // Readers who opened the form directly go home.
    await registerReader(page, `reader-${test.info().project.name}-${Date.now()}`);
    await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();
    const res = await page.goto('/admin');
    expect(res?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: '403 - Access denied' })).toBeVisible();
    const api = await page.request.get('/api/users');
    expect(api.status()).toBe(403);
  });

  test('wrong credentials show the invalid-credentials message', { tag: ONCE }, async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(E2E_USERS.editor);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
  });

  test('a reader signs in from an article, returns to it, sees the menu, and signs out', async ({
    page,
    request,
    isMobile,
  }) => {
    // A sample: the newest story may be another spec's, unpublished while this one reads it.
    const articlePath = (await sampleStory(request)).path;
    await page.goto(articlePath);
    await hydrated(page);
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Sign In' }).first().click();
    await page.getByLabel('Username').fill(E2E_USERS.reader);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(new RegExp(`${articlePath}$`));
    await expectDocumentLoad(page);
    const menuButton = page.getByRole('button', { name: /account menu/ });
    await menuButton.click();
    const menu = page.locator('#user-menu');
    await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /account menu/ })).toHaveCount(0);
    await expectDocumentLoad(page);
  });

  test('signing out of the admin area (React) loads the home page as a document', { tag: ONCE }, async ({ page }) => {
    await signIn(page, E2E_USERS.editor);
    await expect(page).toHaveURL(/\/admin$/);
    await hydrated(page);
    await page.getByRole('button', { name: /^Sign Out/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectDocumentLoad(page);
    await expect(page.getByRole('button', { name: /account menu/ })).toHaveCount(0);
  });

  test(
    'the guard sends a visitor to sign in and back to the admin page they asked for',
    { tag: ONCE },
    async ({ page }) => {
      await page.goto('/admin/users');
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fusers$/);
      await page.getByLabel('Username').fill(E2E_USERS.admin);
      await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/admin\/users$/);
      const adminRow = page.getByRole('row', { name: new RegExp(E2E_USERS.admin) });
      await expect(adminRow.getByRole('button', { name: /Delete/ })).toBeDisabled();
      await expect(adminRow.locator('span[title]')).toHaveAttribute('title', 'Cannot delete the only admin user');
    },
  );

  test(
    'an editor sees the Dashboard link and the dashboard, but not user management',
    { tag: ONCE },
    async ({ page }) => {
      await signInThroughApi(page, E2E_USERS.editor);
      await page.goto('/admin');
      await expect(page.getByRole('link', { name: 'Users' })).toHaveCount(0);
      expect((await page.goto('/admin/users'))?.status()).toBe(403);
      await page.goto('/');
      await page.getByRole('button', { name: /account menu/ }).click();
      await expect(page.locator('#user-menu').getByRole('link', { name: 'Dashboard' })).toBeVisible();
    },
  );

  test('profile changes show in the account menu', { tag: ONCE }, async ({ page }) => {
    await signInThroughApi(page, E2E_USERS.author);
    await page.goto('/profile');
    const first = `Asha${test.info().project.name}`;
    await page.getByLabel('First name').fill(first);
    await page.getByLabel('Last name').fill('Rao');
    await page.getByLabel('Email', { exact: true }).fill('asha@example.com');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await page.getByRole('button', { name: /account menu/ }).click();
    await expect(page.locator('#user-menu')).toContainText(`${first} Rao`);
    await expect(page.locator('#user-menu')).toContainText('asha@example.com');
  });

  test(
    'a photo upload shows in the account menu; a file that is not an image is refused',
    { tag: ONCE },
    async ({ page }) => {
      await registerReader(page, `photo-${test.info().project.name}-${Date.now()}`);
      await page.goto('/profile');
      await hydrated(page);

      await page.getByLabel('Upload a photo').setInputFiles({
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: Buffer.from('<html><script>alert(1)</script></html>'),
      });
      await page.getByRole('button', { name: 'Save photo' }).click();
      await expect(page.getByRole('alert')).toHaveText('Upload a JPEG, PNG, WebP, AVIF or GIF image');

      const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#1d4ed8' } })
        .png()
        .toBuffer();
      await page.getByLabel('Upload a photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
      await page.getByRole('button', { name: 'Save photo' }).click();
      await expect(page.getByText('Photo saved')).toBeVisible();
      const photo = page.getByRole('img', { name: 'Your photo' });
      await expect(photo).toHaveAttribute('src', /^\/uploads\/avatars\/[0-9a-f-]+-256\.webp$/);
      const menuPhoto = page.locator('header img[src*="/uploads/avatars/"]');
      await expect(menuPhoto).toHaveAttribute('src', /-64\.webp$/);
      const file = await page.request.get((await menuPhoto.getAttribute('src')) as string);
      expect(file.headers()['content-type']).toBe('image/webp');
      expect(file.headers()['cache-control']).toContain('immutable');

      await page.getByRole('button', { name: 'Remove photo' }).click();
      await expect(page.getByText('Photo removed')).toBeVisible();
      await expect(page.getByRole('img', { name: 'Your photo' })).toHaveCount(0);
    },
  );

  test('an account with a generated password changes it before anything else', { tag: ONCE }, async ({ page }) => {
    const name = `${E2E_FRESH_EDITOR}-${test.info().project.name}`;
    await signIn(page, name, E2E_PASSWORD, '/login?redirectTo=/admin');
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('status').filter({ hasText: 'Choose a new password to continue.' })).toBeVisible();
    for (const path of ['/admin/users', '/', '/world-news']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/settings$/);
    }
    await page.getByLabel('Current password').fill(E2E_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('a chosen passphrase now');
    await page.getByLabel('Confirm new password').fill('a chosen passphrase now');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(/Password changed/)).toBeVisible();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('settings change the password after checking the current one', { tag: ONCE }, async ({ page, browser }) => {
    const name = `pw-${test.info().project.name}-${Date.now()}`;
    await separateAddress(page);
    await page.goto('/register');
    await page.getByLabel('Username').fill(name);
    await page.getByLabel('Password', { exact: true }).fill('first long passphrase');
    await page.getByLabel('Confirm Password').fill('first long passphrase');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).not.toHaveURL(/\/register/);
    await page.goto('/settings');
    await page.getByLabel('Current password').fill('wrong current one');
    await page.getByLabel('New password', { exact: true }).fill('second long passphrase');
    await page.getByLabel('Confirm new password').fill('second long passphrase');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('alert')).toHaveText('The current password is not right');
    await page.getByLabel('Current password').fill('first long passphrase');
    await page.getByLabel('New password', { exact: true }).fill('second long passphrase');
    await page.getByLabel('Confirm new password').fill('second long passphrase');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(/Password changed/)).toBeVisible();
    const other = await browser.newContext();
    const fresh = await other.newPage();
    await signIn(fresh, name, 'second long passphrase');
    await other.close();
  });

  // One page per test (both themes): nine pages in one test outgrew its time budget on a loaded two-core machine.
  for (const path of ['/login', '/register']) {
    test(`${path} is accessible`, { tag: A11Y }, async ({ page }, testInfo) => {
      await page.goto(path);
      await expectAccessibleInThemes(page, testInfo, path);
    });
  }
  for (const path of [
    '/admin',
    '/admin/users',
    '/admin/analytics',
    '/admin/seo',
    '/admin/news/new',
    // Also scanned by the inbox's and the audit log's own tests, on desktop: here in the phone's layout too.
    '/admin/messages',
    '/admin/audit',
    '/profile',
    '/settings',
  ]) {
    test(`${path} is accessible to its admin`, { tag: A11Y }, async ({ page, baseURL }, testInfo) => {
      // Signed in through the API (the page's context keeps the cookie): the form is tested above.
      const res = await page.request.post('/api/users/login', {
        data: { username: E2E_USERS.admin, password: E2E_PASSWORD },
        headers: { origin: baseURL ?? '' },
      });
      expect(res.status()).toBe(200);
      await page.goto(path);
      await expectAccessibleInThemes(page, testInfo, path);
    });
  }
});
