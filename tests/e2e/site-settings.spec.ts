import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { formatDate } from '../../core/dates';
import { expectAccessible, setTheme } from './support/axe';
import { adminNav, E2E_USERS, signInThroughApi } from './support/accounts';
import { INGEST_ADMIN, INGEST_PASSWORD, INGEST_SITE, SITE } from './support/ports';
import { ONCE } from './support/tags';
import {
  expectAdminFrameFits,
  expectDesktopHeaderFits,
  expectPhoneHeaderFits,
  longestUsername,
} from './support/header';

/**
 * An admin makes the site their own on /admin/settings. It runs on the scheduler's site
 * (its own server), so the shared main site keeps its name and details for other specs.
 * One project changes the settings; the phone project checks the screen's layout and accessibility.
 */
test.use({ baseURL: INGEST_SITE });

const SITE_NAME = 'The Coastal Ledger';

async function openSettings(page: Page) {
  await signInThroughApi(page, INGEST_ADMIN, INGEST_PASSWORD, INGEST_SITE);
  await page.goto('/admin');
  await (await adminNav(page)).getByRole('link', { name: 'Site settings' }).click();
  await expect(page.getByRole('heading', { name: 'Site settings', level: 1 })).toBeVisible();
}

// One browser changes the shared site: desktop only.
test(
  'an admin sets the name, contact details, tagline, legal name and a wordmark logo; the site shows them at once, and its header fits',
  { tag: ONCE },
  async ({ page, browser }) => {
    test.slow();
    // Before: no placeholder details on the Contact page, only the hours a new site starts with.
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: /@/ })).toHaveCount(0);
    await expect(page.locator('address')).toHaveCount(0);
    await expect(page.getByText('Mon-Fri 9AM-6PM IST')).toBeVisible();

    await openSettings(page);
    await expect(page.getByText(/Not saved yet/)).toBeVisible();
    // The browser takes this address (no dot needed); the server asks for a full one.
    await page.getByLabel('Email', { exact: true }).fill('desk@localhost');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/Not saved yet/)).toBeVisible();

    // A name that brings its own 'The' (the footer's credit must not double it, nor the admin header cut it).
    await page.getByLabel('Site name').fill(SITE_NAME);
    await page.getByLabel('Tagline').fill('News that adds up, every morning.');
    await page.getByLabel('Email', { exact: true }).fill('newsroom@ledger.example');
    await page.getByLabel('Phone').fill('+44 20 7946 0958');
    await page.getByLabel('Address').fill('Ledger Media\n1 Fleet Street\nLondon EC4');
    await page.getByLabel('Hours').fill('Every day, 7AM-10PM GMT');
    await page.getByLabel('YouTube').fill('https://www.youtube.com/@ledger');
    await page.getByLabel('Organisation name').fill('Ledger Media Ltd');
    // A wordmark: five times as wide as it is tall.
    const logo = await sharp({ create: { width: 640, height: 128, channels: 3, background: '#1d3557' } })
      .png()
      .toBuffer();
    await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved. The site shows them now.')).toBeVisible();
    await expect(page.getByText(`Last saved by ${INGEST_ADMIN}`)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Current logo' })).toBeVisible();

    // The public pages (cached before the change) show the new details at once.
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: 'newsroom@ledger.example' })).toHaveAttribute(
      'href',
      'mailto:newsroom@ledger.example',
    );
    await expect(page.getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute('href', 'tel:+442079460958');
    await expect(page.locator('address')).toHaveText(/Ledger Media\s*1 Fleet Street\s*London EC4/);
    await expect(page.getByText('Every day, 7AM-10PM GMT')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /YouTube/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/@ledger',
    );
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('News that adds up, every morning.');
    const headerLogo = page.getByRole('banner').getByRole('link', { name: /home$/ }).locator('img');
    await expect(headerLogo).toHaveAttribute('src', /^\/uploads\/site\/[0-9a-f-]{36}-logo\.webp$/);
    // Made 64 px tall from the 128 px upload: sharp on a 32 px line, never blurry, never huge.
    expect(await headerLogo.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(64);

    // The legal pages speak for the organisation, and are dated by this change.
    await expect(footer).toContainText(`Built with care by ${SITE_NAME} team.`);
    await expect(footer).not.toContainText('the The');

    await page.goto('/privacy-policy');
    await expect(page.getByRole('main')).toContainText('Ledger Media Ltd (“we”, “us”, “our”)');
    const today = formatDate(new Date().toISOString().slice(0, 10) + 'T12:00:00Z', 'Asia/Kolkata');
    await expect(page.getByText(/^Last updated:/)).toHaveText(`Last updated: ${today}`);

    // With this wordmark and the longest username the header fits a 320 px phone and keeps every
    // section on one line at 1366 px; the admin frame fits too (docs/product.md, 'Header').
    const reader = { username: longestUsername(), password: 'a long passphrase here' };
    const registered = await page.request.post(`${INGEST_SITE}/api/users/register`, {
      data: reader,
      headers: { origin: INGEST_SITE },
    });
    expect(registered.status()).toBe(201);
    await expectPhoneHeaderFits(browser, INGEST_SITE, reader);
    await expectDesktopHeaderFits(browser, INGEST_SITE, reader);
    await expectAdminFrameFits(browser, INGEST_SITE, { username: INGEST_ADMIN, password: INGEST_PASSWORD }, SITE_NAME);
  },
);

test('the settings screen is accessible and fits a phone', async ({ page }) => {
  await setTheme(page, 'dark');
  await openSettings(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await expectAccessible(page, 'site settings (dark)');
});

test('only admins reach the settings: an editor gets 403', { tag: ONCE }, async ({ page }) => {
  await signInThroughApi(page, E2E_USERS.editor);
  const res = await page.goto(`${SITE}/admin/settings`);
  expect(res?.status()).toBe(403);
  await expect(page.getByRole('link', { name: 'Site settings' })).toHaveCount(0);
});
