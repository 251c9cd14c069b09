import { expect, type Browser, type Page } from '@playwright/test';
import { expectAccessible, hydrated } from './axe';

/**
 * The header's fit (docs/product.md, 'Header'), checked on a site whose logo is a wide wordmark:
 * a phone (320 and 390 px) with the longest username signed in, and a 1366 px desktop signed out
 * (Sign In and Sign Up: the widest) and signed in, in light and dark.
 */

/** core/auth.ts: usernames are at most 32 characters. */
export const USERNAME_MAX = 32;

/** A new reader's name of the greatest length, of wide letters, different on each run. */
export function longestUsername(): string {
  const tail = Math.random().toString(36).slice(2, 10).padEnd(8, '0');
  return `W${'M'.repeat(USERNAME_MAX - 9)}${tail}`;
}

async function open(browser: Browser, site: string, width: number, theme: 'light' | 'dark', login?: Login) {
  const context = await browser.newContext({
    baseURL: site,
    viewport: { width, height: 800 },
    colorScheme: theme,
    serviceWorkers: 'block',
  });
  if (login) {
    const res = await context.request.post(`${site}/api/users/login`, {
      data: { username: login.username, password: login.password },
      headers: { origin: site },
    });
    expect(res.status(), `signing in as ${login.username}`).toBe(200);
  }
  const page = await context.newPage();
  return { context, page };
}

interface Login {
  username: string;
  password: string;
}

/** Nothing wider than the screen: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, label: string) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll, `${label}: the page is ${scroll} px wide on a ${inner} px screen`).toBeLessThanOrEqual(inner);
}

/** Inside the screen, whole. */
async function expectOnScreen(page: Page, locator: ReturnType<Page['locator']>, label: string) {
  await expect(locator, label).toBeVisible();
  const box = (await locator.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, `${label}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${label}: right edge`).toBeLessThanOrEqual(width);
}

/** The uploaded logo: drawn whole within its box (at most 240 × 32 px), on the screen. */
async function expectLogoCapped(page: Page, label: string) {
  const logo = page
    .getByRole('banner')
    .getByRole('link', { name: / home$/ })
    .locator('img');
  await expectOnScreen(page, logo, `${label}: the logo`);
  const box = (await logo.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(32);
  expect(box.width).toBeLessThanOrEqual(240);
  expect(await logo.evaluate((img) => getComputedStyle(img).objectFit)).toBe('contain');
}

export async function expectPhoneHeaderFits(browser: Browser, site: string, reader: Login) {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [320, 390]) {
      const label = `${width} px, ${theme}, signed in as a ${reader.username.length}-letter username`;
      const { context, page } = await open(browser, site, width, theme, reader);
      await page.goto('/');
      await hydrated(page);
      await expectNoSidewaysScroll(page, label);
      await expectLogoCapped(page, label);
      const banner = page.getByRole('banner');
      const account = banner.getByRole('button', { name: `${reader.username}: account menu` });
      await expectOnScreen(page, account, `${label}: the account button`);
      const menuButton = banner.getByRole('button', { name: 'Open menu' });
      await expectOnScreen(page, menuButton, `${label}: ☰`);
      // ☰ holds the search, the sections, and what left the header row (Saved, Theme).
      await menuButton.click();
      const menu = page.locator('#mobile-menu');
      await expect(menu.getByRole('searchbox', { name: 'Search news' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'IPO' })).toBeVisible();
      await expectOnScreen(page, menu.getByRole('link', { name: 'Saved' }), `${label}: Saved in ☰`);
      await expectOnScreen(page, menu.getByRole('button', { name: /^Theme:/ }), `${label}: Theme in ☰`);
      await expectNoSidewaysScroll(page, `${label}, ☰ open`);
      // The same markup in both themes: the dark scan checks the colour rules only (support/axe.ts).
      if (width === 320) {
        await expectAccessible(page, `the header at ${label}, ☰ open`, { coloursOnly: theme === 'dark' });
      }
      await context.close();
    }
  }
}

export async function expectDesktopHeaderFits(browser: Browser, site: string, reader: Login) {
  for (const theme of ['light', 'dark'] as const) {
    for (const login of [undefined, reader]) {
      const label = `1366 px, ${theme}, ${login ? 'signed in' : 'signed out'}`;
      const { context, page } = await open(browser, site, 1366, theme, login);
      await page.goto('/');
      await hydrated(page);
      await expectNoSidewaysScroll(page, label);
      await expectLogoCapped(page, label);
      // Every section on one line, the last one clear of the search box.
      const nav = page.getByRole('navigation', { name: 'Main', exact: true });
      const tops = await nav
        .getByRole('listitem')
        .evaluateAll((items) => items.map((li) => li.getBoundingClientRect().top));
      expect(tops.length).toBeGreaterThan(1);
      expect(new Set(tops).size, `${label}: the sections are on ${new Set(tops).size} lines`).toBe(1);
      const last = (await nav.getByRole('link').last().boundingBox())!;
      const search = (await page.getByRole('banner').getByRole('searchbox', { name: 'Search news' }).boundingBox())!;
      expect(search.x - (last.x + last.width), `${label}: the last section and the search box`).toBeGreaterThanOrEqual(
        12,
      );
      const header = (await page.getByRole('banner').boundingBox())!;
      expect(header.height, `${label}: the header is one row`).toBeLessThanOrEqual(65);
      await context.close();
    }
  }
}

/**
 * The admin frame: its menu on one line at 1366 px; on a 390 px phone the site's whole name shows
 * (on two lines at most), not 'The Co…'.
 */
export async function expectAdminFrameFits(browser: Browser, site: string, admin: Login, siteName: string) {
  const desktop = await open(browser, site, 1366, 'light', admin);
  await desktop.page.goto('/admin');
  await hydrated(desktop.page);
  const items = desktop.page.getByRole('navigation', { name: 'Admin' }).locator('ul').last().getByRole('listitem');
  const tops = await items.evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().top));
  expect(tops.length).toBeGreaterThan(10);
  expect(new Set(tops).size, 'the admin menu at 1366 px is one line').toBe(1);
  await desktop.context.close();

  for (const theme of ['light', 'dark'] as const) {
    const phone = await open(browser, site, 390, theme, admin);
    await phone.page.goto('/admin');
    await hydrated(phone.page);
    const name = phone.page.getByRole('banner').getByRole('link', { name: new RegExp(`^${siteName}`) });
    await expect(name).toBeVisible();
    const clipped = await name.evaluate((el) => el.scrollHeight > el.clientHeight || el.scrollWidth > el.clientWidth);
    expect(clipped, `the admin header's site name (${theme}) is shown whole`).toBe(false);
    await expectNoSidewaysScroll(phone.page, `the admin frame at 390 px (${theme})`);
    await expectOnScreen(phone.page, phone.page.getByRole('button', { name: /^Sign Out/ }), 'Sign Out');
    await expectOnScreen(phone.page, phone.page.getByRole('link', { name: /^View site/ }), 'View site');
    await phone.context.close();
  }
}
