import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { formatDate } from '../../core/dates';
import { expectAccessible, hydrated, setTheme } from './support/axe';
import { adminNav, E2E_USERS, signInThroughApi } from './support/accounts';
import { INGEST_ADMIN, INGEST_PASSWORD, INGEST_SITE, SITE } from './support/ports';
import {
  expectAdminFrameFits,
  expectDesktopHeaderFits,
  expectPhoneHeaderFits,
  longestUsername,
} from './support/header';
import { ONCE } from './support/tags';

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

// One browser changes the shared site (desktop only), one save after the other: each posts the whole form.
test.describe('saving the settings', () => {
  test.describe.configure({ mode: 'default' });

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
      await page.getByLabel('Site name', { exact: true }).fill(SITE_NAME);
      await page.getByLabel('Tagline', { exact: true }).fill('News that adds up, every morning.');
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
      await expect(footer).toContainText(`Built with care by ${SITE_NAME} team.`);
      await expect(footer).not.toContainText('the The');

      // The legal pages speak for the organisation, and are dated by this change.
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
      await expectAdminFrameFits(
        browser,
        INGEST_SITE,
        { username: INGEST_ADMIN, password: INGEST_PASSWORD },
        SITE_NAME,
      );
    },
  );

  test(
    'an admin edits the header menu by keyboard, the Breaking box and the FAQ; the public pages show them at once',
    { tag: ONCE },
    async ({ page }) => {
      await openSettings(page);
      await hydrated(page);
      const header = page.getByRole('region', { name: 'Header sections' });
      // Jobs goes; About comes, added at the end and moved up twice with the keyboard.
      await header.getByRole('button', { name: 'Remove: Jobs' }).click();
      await header.getByRole('button', { name: 'Add link to Header sections' }).click();
      const row = header.getByRole('listitem').last();
      await row.getByLabel('Leads to').selectOption('page');
      await row.getByLabel('Page').selectOption('/about');
      await expect(row.getByLabel('Label')).toHaveValue('About');
      await row.getByRole('button', { name: 'Move up: About' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Move up: About' })).toBeFocused();
      await page.keyboard.press('Enter');
      const labels = () =>
        header.getByLabel('Label').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
      expect(await labels()).toEqual(['World', 'India', 'Health', 'Sports', 'About', 'Technology', 'IPO']);

      await page.getByLabel('Breaking News box', { exact: true }).fill('Polls close at 6 PM: results from 8 PM.');
      await page.getByRole('button', { name: 'Add question' }).click();
      await expect(page.getByLabel('Question 5', { exact: true })).toBeFocused();
      await page.getByLabel('Question 5', { exact: true }).fill('Do you take letters?');
      await page.getByLabel('Answer 5', { exact: true }).fill('Yes: write to the newsroom.');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Settings saved. The site shows them now.')).toBeVisible();
      expect(await labels()).toEqual(['World', 'India', 'Health', 'Sports', 'About', 'Technology', 'IPO']);

      // The public pages were cached before the save; they show the new menu at once.
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main', exact: true });
      expect(await nav.getByRole('link').allTextContents()).toEqual([
        'Home',
        'World',
        'India',
        'Health',
        'Sports',
        'About',
        'Technology',
        'IPO',
      ]);
      await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
      await expect(page.getByRole('complementary', { name: 'Sidebar' })).toContainText(
        'Polls close at 6 PM: results from 8 PM.',
      );
      await page.screenshot({ path: test.info().outputPath('edited-header.png') });
      await page.goto('/contact');
      await page.getByText('Do you take letters?').click();
      await expect(page.getByText('Yes: write to the newsroom.')).toBeVisible();
    },
  );
});

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

test('every category with stories can be reached from the menus of a new site', async ({ page, isMobile }) => {
  // The main site was never saved: its menus are the defaults, and it holds Business and Entertainment stories.
  await page.goto(SITE + '/');
  await hydrated(page);
  const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Content' });
  for (const name of ['Business', 'Entertainment', 'Other'])
    await expect(footer.getByRole('link', { name })).toBeVisible();
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main (menu)' }).getByRole('link', { name: 'Business' }).click();
  } else {
    // At 1366 px the header's bar is full: 'More' shows from 1536 px; the sidebar lists them.
    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: 'Business' })
      .click();
  }
  await expect(page).toHaveURL(/\/business-news$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Business');
});

test('a logo that is not an image is named at its field, when chosen and when the server refuses it', async ({
  page,
}) => {
  await openSettings(page);
  await hydrated(page);
  const logo = page.getByLabel('Logo', { exact: true });
  // Chosen: the browser knows the type at once, and the form is not sent.
  await logo.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
  await expect(logo).toHaveAttribute('aria-invalid', 'true');
  await expect(logo).toHaveAccessibleDescription(/Upload a JPEG, PNG, WebP, AVIF or GIF image/);
  // A file that claims to be a PNG passes the browser; the server reads its bytes and names the field.
  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await expect(logo).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
  await expect(logo).toHaveAttribute('aria-invalid', 'true');
  await expect(logo).toHaveAccessibleDescription(/Upload a JPEG, PNG, WebP, AVIF or GIF image/);
  await expect(logo).toBeFocused();
  await expectAccessible(page, 'site settings with a refused logo');
});
