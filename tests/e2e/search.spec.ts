import { expect, test } from '@playwright/test';
import { hydrated } from './support/axe';
import { ONCE } from './support/tags';

test.describe('search', () => {
  test('the header box trims, goes to /search?q= and clears; results are highlighted', async ({ page, isMobile }) => {
    await page.goto('/');
    await hydrated(page);
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    const box = page.getByRole('searchbox', { name: 'Search news' }).first();
    await box.fill('   quantum widgets  ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=quantum%20widgets$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “quantum widgets”');
    await expect(page.locator('main ol > li')).toHaveCount(12);
    await expect(page.locator('main mark').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText(
      'Showing page 1 of 3 (30 total articles)',
    );
    if (!isMobile) await expect(box).toHaveValue('');
  });

  test('empty input is ignored', { tag: ONCE }, async ({ page, isMobile }) => {
    await page.goto('/about');
    await hydrated(page);
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    const box = page.getByRole('searchbox', { name: 'Search news' }).first();
    await box.fill('    ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/about$/);
  });

  test('has an empty-query and a no-results state', { tag: ONCE }, async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
    await expect(page.getByText(/Type a word or a phrase/)).toBeVisible();
    await page.goto('/search?q=zzzxqvv');
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
  });

  test(
    'without JavaScript search is a plain form and the pages are plain links',
    { tag: ONCE },
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/search');
      const box = page.locator('main').getByRole('searchbox', { name: 'Search news' });
      await box.fill('quantum widgets');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=quantum\+widgets$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “quantum widgets”');
      await expect(page.locator('main').getByRole('searchbox', { name: 'Search news' })).toHaveValue('quantum widgets');
      const pages = page.getByRole('navigation', { name: 'Pagination' });
      await pages.getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(pages).toContainText('Showing page 2 of 3 (30 total articles)');
      await expect(page.locator('main ol > li')).toHaveCount(12);
      await page.locator('main ol > li h2 a').first().click();
      await expect(page).toHaveURL(/\/news\/.+/);
      await context.close();
    },
  );

  test('survives hostile queries', { tag: ONCE }, async ({ request }) => {
    for (const q of ['"unclosed', '!!!&&&|||', 'a'.repeat(10_000), "') or 1=1 --", '<script>alert(1)</script>']) {
      const res = await request.get(`/search?q=${encodeURIComponent(q)}`);
      expect(res.status(), q.slice(0, 20)).toBe(200);
      expect(await res.text()).not.toContain('<script>alert(1)</script>');
    }
  });
});
