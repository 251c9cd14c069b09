import { expect, test } from '@playwright/test';
import { E2E_USERS, signInThroughApi } from './support/accounts';
import { hydrated } from './support/axe';
import { ONCE } from './support/tags';

test.describe('header navigation', () => {
  test('links every section and highlights the current one', async ({ page, isMobile }) => {
    await page.goto('/world-news');
    await hydrated(page);
    if (isMobile) {
      const button = page.getByRole('button', { name: /^(Open|Close) menu$/ });
      const menu = page.locator('#mobile-menu');
      await expect(menu).toBeHidden();
      await expect(button).toHaveAccessibleName('Open menu');
      await button.click();
      await expect(button).toHaveAccessibleName('Close menu');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('searchbox', { name: 'Search news' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'World' })).toHaveAttribute('aria-current', 'page');
      // Escape closes it and gives focus back to the button.
      await menu.getByRole('link', { name: 'Home' }).focus();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAccessibleName('Open menu');
      await button.click();
      await menu.getByRole('link', { name: 'Technology' }).click();
      await expect(page).toHaveURL(/\/technology-news$/);
      await expect(page.locator('#mobile-menu')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
      return;
    }
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    const names = await nav.getByRole('link').allTextContents();
    expect(names).toEqual(['Home', 'World', 'India', 'Health', 'Jobs', 'Sports', 'Technology', 'IPO']);
    await expect(nav.getByRole('link', { name: 'World' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'IPO' }).click();
    await expect(page).toHaveURL(/\/ipo-news$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('IPO & Stock Market News');
    await expect(nav.getByRole('link', { name: 'IPO' })).toHaveAttribute('aria-current', 'page');
    // The last pill, highlighted, keeps clear of the search box at 1366 px (signed out: the widest header).
    const pill = await nav.getByRole('link', { name: 'IPO' }).boundingBox();
    const search = await page.getByRole('banner').getByRole('searchbox', { name: 'Search news' }).boundingBox();
    expect(search!.x - (pill!.x + pill!.width)).toBeGreaterThanOrEqual(12);
    // And of the edition switch beside it, at every width where the sections are in the bar (the
    // page stays 1280 px wide beyond that, so nothing in the header may grow there).
    for (const width of [1280, 1366, 1536, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      const last = await nav.getByRole('link', { name: 'IPO' }).boundingBox();
      const edition = await page.getByRole('banner').locator('.edition-switch').first().boundingBox();
      expect(edition!.x - (last!.x + last!.width), `${width} px`).toBeGreaterThanOrEqual(8);
    }
  });
});

test.describe('header menus', () => {
  test('the account menu opens on click, hover and keyboard; Escape and a click elsewhere close it', async ({
    page,
    isMobile,
  }) => {
    await signInThroughApi(page, E2E_USERS.reader);
    await page.goto('/health-news');
    await hydrated(page);
    const button = page.getByRole('button', { name: /account menu/ });
    const menu = page.locator('#user-menu');
    await expect(menu).toBeHidden();
    await button.click();
    await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await button.click();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click({ position: { x: 2, y: 2 } });
    await expect(menu).toBeHidden();
    // The keyboard: focus on the button shows it, Tab goes through its links.
    await button.focus();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    if (!isMobile) {
      await page.mouse.move(0, 400);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await button.hover();
      await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    }
  });

  test('without JavaScript the sections, the search box and Sign In are in the page', async ({
    browser,
    isMobile,
    viewport,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport, isMobile });
    const page = await context.newPage();
    await page.goto('/world-news');
    await expect(page.getByRole('button', { name: /menu$/ })).toBeHidden();
    const nav = isMobile
      ? page.getByRole('navigation', { name: 'Main (menu)' })
      : page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(nav.getByRole('link', { name: 'World' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'IPO' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('searchbox', { name: 'Search news' }).first()).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search news' }).first();
    await box.fill('  quantum widgets ');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “quantum widgets”');
    await context.close();
  });
});

test.describe('category pages', () => {
  test('the 50-article kind has a count line, a breadcrumb and its stories', { tag: ONCE }, async ({ page }) => {
    await page.goto('/india-news');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('India News');
    await expect(page.getByText(/^Showing \d+ latest India articles$/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
    expect(await page.locator('main article').count()).toBeGreaterThanOrEqual(7);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  });

  test('the paginated kind pages 12 at a time with page links in the URL', { tag: ONCE }, async ({ page }) => {
    await page.goto('/technology-news');
    await hydrated(page);
    await expect(page.locator('main article')).toHaveCount(12);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager).toContainText(/Showing page 1 of 4 \(37 total articles\)/);
    await expect(pager.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/technology-news\?page=2$/);
    await expect(pager).toContainText('Showing page 2 of 4 (37 total articles)');
    // Changing page scrolls to top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await pager.getByRole('link', { name: 'Page 4' }).click();
    await expect(page.locator('main article')).toHaveCount(1);
    await expect(pager.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
  });

  test('page numbers out of range land on a real page', { tag: ONCE }, async ({ page }) => {
    await page.goto('/technology-news?page=999');
    await expect(page).toHaveURL(/\/technology-news\?page=4$/);
    await page.goto('/technology-news?page=-3');
    await expect(page).toHaveURL(/\/technology-news$/);
    await page.goto('/technology-news?page=abc');
    await expect(page).toHaveURL(/\/technology-news$/);
  });

  test('short paths redirect permanently to the canonical ones', { tag: ONCE }, async ({ request }) => {
    const res = await request.get('/india', { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe('/india-news');
  });
});
