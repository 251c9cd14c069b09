import { expect, test } from '@playwright/test';
import { E2E_USERS, signInThroughApi } from './support/accounts';
import { hydrated } from './support/axe';
import { ONCE } from './support/tags';

test.describe('theme', () => {
  test('cycles light → dark → system and is remembered', { tag: ONCE }, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await hydrated(page);
    const html = page.locator('html');
    const button = page.getByRole('button', { name: /^Theme:/ });
    await expect(button).toHaveAttribute('aria-label', 'Theme: System. Switch to Light');
    await button.click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(html).not.toHaveClass(/dark/);
    await button.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(html).toHaveClass(/dark/);
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await hydrated(page);
    await page.getByRole('button', { name: /^Theme:/ }).click();
    await expect(html).toHaveAttribute('data-theme', 'system');
    await expect(html).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('newsdesk-theme'))).toBe('system');
  });

  test('the first paint is already dark, before any JavaScript bundle runs', { tag: ONCE }, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('newsdesk-theme', 'dark'));
    // Block the app's scripts: only the inline boot script can set the theme.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/about');
    await expect(page.locator('html')).toHaveClass(/dark/);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
  });

  test('a choice made in another tab applies here too, and the button says so', { tag: ONCE }, async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.emulateMedia({ colorScheme: 'light' });
    await second.emulateMedia({ colorScheme: 'light' });
    await first.goto('/about');
    await second.goto('/world-news');
    await hydrated(first);
    await hydrated(second);
    await first.getByRole('button', { name: /^Theme:/ }).click();
    await first.getByRole('button', { name: /^Theme:/ }).click();
    await expect(second.locator('html')).toHaveClass(/dark/);
    const button = second.getByRole('button', { name: /^Theme:/ });
    await expect(button).toHaveAttribute('aria-label', 'Theme: Dark. Switch to System');
    await expect(button).toHaveAttribute('title', 'Theme: Dark');
    await expect(button).toHaveAttribute('data-theme-current', 'dark');
  });

  test('the settings page and the header button stay in step', { tag: ONCE }, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signInThroughApi(page, E2E_USERS.reader);
    await page.goto('/settings');
    await hydrated(page);
    const button = page.getByRole('banner').getByRole('button', { name: /^Theme:/ });
    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect(button).toHaveAttribute('data-theme-current', 'dark');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await button.click();
    await expect(page.getByRole('radio', { name: 'System' })).toBeChecked();
    await expect(button).toHaveAttribute('aria-label', 'Theme: System. Switch to Light');
  });

  test(
    'without JavaScript the theme button, which could do nothing, is not shown',
    { tag: ONCE },
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('button', { name: /^Theme:/ })).toBeHidden();
      await context.close();
    },
  );

  test('system follows the device setting, live', { tag: ONCE }, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await hydrated(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });
});
