import { expect, test } from '@playwright/test';
import { hydrated } from './support/axe';

test.describe('static pages', () => {
  test('about says where the news comes from, when and where we began', async ({ page }) => {
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
    test(`${title} has its text and a Last updated date`, async ({ page }) => {
      await page.goto(path!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
      await expect(page.getByText(/^Last updated:/)).toBeVisible();
      expect((await page.locator('main .prose').innerText()).length).toBeGreaterThan(2000);
    });
  }

  test('cookie policy gives the SPEC durations', async ({ page }) => {
    await page.goto('/cookie-policy');
    const text = await page.locator('main').innerText();
    expect(text).toMatch(/2 years/);
    expect(text).toMatch(/1 year/);
  });

  test('contact shows details, hours and FAQ, and stores a message', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    await expect(page.getByText('Mon-Fri 9AM-6PM IST')).toBeVisible();
    await expect(page.locator('details')).toHaveCount(4);
    await page.locator('summary', { hasText: 'mobile app' }).click();
    await expect(page.getByText(/in development/)).toBeVisible();
    await expect(page.getByLabel('Message', { exact: true })).toHaveAttribute('rows', '6');
    await page.getByLabel('Full Name').fill('Asha Rao');
    await page.getByLabel('Email Address').fill('asha@example.com');
    await page.getByLabel('Subject').fill('Story tip');
    await page.getByLabel('Message', { exact: true }).fill('Please look into the new metro line.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Thank you for your message! We will get back to you soon.')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  });

  test('the contact form works without JavaScript too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contact');
    await page.getByLabel('Full Name').fill('No Script');
    await page.getByLabel('Email Address').fill('noscript@example.com');
    await page.getByLabel('Subject').fill('Plain HTML');
    await page.getByLabel('Message', { exact: true }).fill('Sent from a browser without JavaScript.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Thank you for your message! We will get back to you soon.')).toBeVisible();
    await context.close();
  });
});

test.describe('404', () => {
  test('any unknown path shows the 404 page with status 404 and noindex', async ({ page }) => {
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
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'Search' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link')).toHaveCount(6);
  });

  test('Go Back returns to the previous page', async ({ page }) => {
    await page.goto('/about');
    await page.goto('/nowhere');
    await hydrated(page);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });
});
