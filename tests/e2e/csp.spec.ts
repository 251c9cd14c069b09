import { expect, test } from '@playwright/test';
import { watchViolations } from './support/csp';
import { E2E_USERS, signIn } from './support/accounts';
import { sampleStory } from './support/stories';
import { ONCE } from './support/tags';

/**
 * The Content Security Policy allows no inline script but the boot script (by its hash) and,
 * on pages drawn for one request, React Router's scripts (by the response's nonce); no eval
 * (docs/security.md, 'Content Security Policy'). Every screen is opened, used a little, and any
 * violation the browser reports fails the test.
 */
const READING = [
  '/',
  '/world-news',
  '/search?q=market',
  '/about',
  '/contact',
  '/cookie-policy',
  '/login',
  '/register',
  '/no-such-page',
  '/saved',
  '/offline',
];
const STAFF = [
  '/admin',
  '/admin/users',
  '/admin/settings',
  '/admin/scheduler',
  '/admin/front-page',
  '/admin/articles',
  '/admin/messages',
  '/admin/analytics',
  '/admin/seo',
  '/admin/audit',
  '/profile',
  '/settings',
  // Last: the test goes on to use its form.
  '/admin/news/new',
];

test.describe('Content Security Policy', { tag: ONCE }, () => {
  test('sends no unsafe-inline or unsafe-eval for scripts', async ({ request }) => {
    for (const path of ['/', '/login']) {
      const policy = (await request.get(path)).headers()['content-security-policy'] ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
      expect(scriptSrc).toMatch(/'sha256-/);
      expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    }
  });

  test('no reading page reports a violation, and the theme and consent boot script runs', async ({ page }) => {
    const violations = await watchViolations(page);
    for (const path of READING) {
      await page.goto(path);
      await page.waitForLoadState('load');
    }
    // The boot script ran (allowed by its hash): it set the theme and asked for consent.
    await expect(page.locator('html')).toHaveAttribute('data-theme', /light|dark|system/);
    await page.goto((await sampleStory(page.request)).path);
    await page.waitForLoadState('load');
    expect(violations).toEqual([]);
  });

  test('no staff screen reports a violation; hydrated pages run their nonced scripts', async ({ page }) => {
    const violations = await watchViolations(page);
    await signIn(page, E2E_USERS.admin);
    for (const path of STAFF) {
      await page.goto(path);
      // React hydrated the page: its inline scripts carried the nonce.
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    }
    // The editor (the last screen, hydrated) checks its form in the browser (zod, which must not
    // try eval): an empty article is refused there, and nothing is saved.
    await expect(page).toHaveURL(/\/admin\/news\/new$/);
    await page.getByRole('button', { name: 'Publish Article' }).click();
    await expect(page.getByText('Please fill in all required fields')).toBeVisible();
    expect(violations).toEqual([]);
  });
});
