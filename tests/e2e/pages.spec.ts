import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { formatDate } from '../../core/dates';
import { hydrated } from './support/axe';
import { EMPTY_SITE } from './support/ports';
import { ONCE } from './support/tags';

test.describe('static pages', () => {
  test('about says where the news comes from, when and where we began', { tag: ONCE }, async ({ page }) => {
    await page.goto('/about');
    const main = page.locator('main');
    await expect(main).toContainText('aggregated from third-party sources');
    await expect(main).toContainText('2024');
    await expect(main).toContainText('India');
    for (const h of ['Our Mission', 'What We Offer', 'Our Values'])
      await expect(main.getByRole('heading', { name: h })).toBeVisible();
  });

  for (const [path, title] of [
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/disclaimer', 'Disclaimer'],
    ['/cookie-policy', 'Cookie Policy'],
  ]) {
    test(`${title} has its text and a Last updated date`, { tag: ONCE }, async ({ page }) => {
      await page.goto(path!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
      // The date is the text's last change in git (at build time), not one typed into the code.
      const changed = execFileSync('git', ['log', '-1', '--format=%cs', '--', `app/content${path}.tsx`], {
        encoding: 'utf8',
      }).trim();
      await expect(page.getByText(/^Last updated:/)).toHaveText(
        `Last updated: ${formatDate(`${changed}T12:00:00Z`, 'Asia/Kolkata')}`,
      );
      expect((await page.locator('main .prose').innerText()).length).toBeGreaterThan(1500);
    });
  }

  test(
    'on a site without analytics or advertising, the cookie policy says so and offers no choices',
    { tag: ONCE },
    async ({ page }) => {
      await page.goto('/cookie-policy');
      const main = page.locator('main');
      await expect(main.getByRole('heading', { name: 'No Analytics or Advertising Cookies' })).toBeVisible();
      await expect(main).toContainText('no such cookies are set');
      await expect(main.getByRole('cell', { name: 'Analytics', exact: true })).toHaveCount(0);
      await expect(main.getByRole('cell', { name: 'Advertising', exact: true })).toHaveCount(0);
      await expect(main).toContainText('Up to 1 year');
      await expect(page.getByRole('region', { name: 'Cookie settings' })).toHaveCount(0);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' })).toHaveCount(0);
    },
  );

  test(
    'with analytics and advertising, the cookie policy gives the cookie durations and the choices',
    { tag: ONCE },
    async ({ page }) => {
      await page.goto(`${EMPTY_SITE}/cookie-policy`);
      const main = page.locator('main');
      await expect(main.getByRole('cell', { name: 'Analytics', exact: true })).toBeVisible();
      await expect(main.getByRole('cell', { name: 'Advertising', exact: true })).toBeVisible();
      const text = await main.innerText();
      expect(text).toMatch(/2 years/);
      expect(text).toMatch(/1 year/);
      await expect(page.getByRole('region', { name: 'Cookie settings' })).toBeVisible();
    },
  );

  test('contact shows details, hours and FAQ, and stores a message', { tag: ONCE }, async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    await expect(page.getByText('Mon-Fri 9AM-6PM IST')).toBeVisible();
    // No made-up details: this site has not set an email, phone or address.
    await expect(page.getByRole('main').getByRole('link', { name: /@|^\+/ })).toHaveCount(0);
    await expect(page.locator('main address')).toHaveCount(0);
    await expect(page.locator('details')).toHaveCount(4);
    await page.locator('summary', { hasText: 'mobile app' }).click();
    await expect(page.getByText(/in development/)).toBeVisible();
    await expect(page.getByLabel('Message', { exact: true })).toHaveAttribute('rows', '6');
    await page.getByLabel('Full Name').fill('Asha Rao');
    await page.getByLabel('Email Address', { exact: true }).fill('asha@example.com');
    await page.getByLabel('Subject').fill('Story tip');
    await page.getByLabel('Message', { exact: true }).fill('Please look into the new metro line.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Thank you for your message! We will get back to you soon.')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  });

  test('the contact form works without JavaScript too', { tag: ONCE }, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contact');
    await page.getByLabel('Full Name').fill('No Script');
    await page.getByLabel('Email Address', { exact: true }).fill('noscript@example.com');
    await page.getByLabel('Subject').fill('Plain HTML');
    await page.getByLabel('Message', { exact: true }).fill('Sent from a browser without JavaScript.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Thank you for your message! We will get back to you soon.')).toBeVisible();
    await context.close();
  });

  test('a refused message is drawn again with the error and what was typed', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Full Name').fill('Asha Rao');
    await page.getByLabel('Email Address', { exact: true }).fill('not-an-address');
    await page.getByLabel('Subject').fill('Story tip');
    await page.getByLabel('Message', { exact: true }).fill('Please look into the new metro line.');
    // The browser would stop this post itself: let the server judge it.
    await page.locator('form[action="/contact#send"]').evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByLabel('Email Address', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('status')).toContainText('Please correct the highlighted fields.');
    await expect(page.getByLabel('Full Name')).toHaveValue('Asha Rao');
    await expect(page.getByLabel('Email Address', { exact: true })).toHaveValue('not-an-address');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Please look into the new metro line.');
    // The answer opens at the form, not at the top of the page.
    await expect(page).toHaveURL(/\/contact#send$/);
    await expect(page.getByRole('heading', { name: 'Send us a message' })).toBeInViewport();
  });
});

test.describe('404', () => {
  test('any unknown path shows the 404 page with status 404 and noindex', { tag: ONCE }, async ({ page }) => {
    const res = await page.goto('/this/does/not/exist');
    expect(res?.status()).toBe(404);
    await expect(page).toHaveTitle(/404 - Page Not Found/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(
      page.getByText(
        "Sorry, the page you're looking for doesn't exist. It might have been moved, deleted, or you entered the wrong URL.",
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Homepage' })).toBeVisible();
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'Search' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link')).toHaveCount(6);
  });

  test('Go Back returns to the previous page', { tag: ONCE }, async ({ page }) => {
    await page.goto('/about');
    await page.goto('/nowhere');
    await hydrated(page);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('without JavaScript the 404 page offers its links and no Go Back button', { tag: ONCE }, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const res = await page.goto('/nowhere');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeHidden();
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'World' }).click();
    await expect(page).toHaveURL(/\/world-news$/);
    await page.goto('/news');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await context.close();
  });
});
