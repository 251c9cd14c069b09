import { expect, test } from '@playwright/test';
import { hydrated } from './support/axe';
import { ONCE } from './support/tags';

test.describe('theme', () => {
  test('cycles light → dark → system and is remembered', async ({ page }) => {
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

  test('the first paint is already dark, before any JavaScript bundle runs', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('newsdesk-theme', 'dark'));
    // Block the app's scripts: only the inline boot script can set the theme.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/about');
    await expect(page.locator('html')).toHaveClass(/dark/);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
  });

  test('system follows the device setting', { tag: ONCE }, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
  });
});
