import { expect, test, type Page } from '@playwright/test';
import { sampleStory } from './support/stories';
import { ONCE } from './support/tags';

/**
 * The reading pages are documents (docs/architecture.md): with JavaScript off a reader
 * still reads, pages, opens stories, searches and writes to the newsroom; with it on,
 * no reading page loads React (no entry.client, no react-dom chunk).
 */

/** The header's search box a reader sees: the wide header's, or on a phone the open menu's. */
function headerSearch(page: Page) {
  return page.getByRole('banner').getByRole('searchbox', { name: 'Search news' }).first();
}

test.describe('reading with JavaScript off', () => {
  // Its own address (the server trusts X-Forwarded-For in the tests): the contact form's
  // per-address limit does not depend on the other specs.
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.91' } });

  test('home, a section, its pages and a story read as plain pages', { tag: ONCE }, async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('main article').first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Technology' }).click();
    await expect(page).toHaveURL(/\/technology-news$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Technology');
    await expect(page.locator('main article')).toHaveCount(12);

    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/technology-news\?page=2$/);
    await expect(pager).toContainText(/Showing page 2 of \d+/);
    await expect(page.locator('main article')).toHaveCount(12);

    const story = page.locator('main article a[href^="/news/"]').first();
    const href = await story.getAttribute('href');
    await story.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator('main .prose p').count()).toBeGreaterThan(0);
  });

  test('the header search box finds stories', async ({ page }) => {
    await page.goto('/about');
    const box = headerSearch(page);
    await expect(box).toBeVisible();
    await box.fill('quantum widgets');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=quantum(\+|%20)widgets$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “quantum widgets”');
    await expect(page.locator('main ol > li')).toHaveCount(12);
  });

  test('the contact form sends and confirms', { tag: ONCE }, async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Full Name').fill('Reader Without Scripts');
    await page.getByLabel('Email Address', { exact: true }).fill('noscript-reader@example.com');
    await page.getByLabel('Subject').fill('Plain pages');
    await page.getByLabel('Message', { exact: true }).fill('Read and written with JavaScript turned off.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Thank you for your message! We will get back to you soon.')).toBeVisible();
  });
});

test.describe('reading pages without React', () => {
  test('no reading page requests entry.client or a react-dom chunk', { tag: ONCE }, async ({ page, request }) => {
    const article = await sampleStory(request);
    const requested = new Set<string>();
    page.on('request', (r) => requested.add(new URL(r.url()).pathname));
    const pages = ['/', '/technology-news', article.path, '/search?q=market', '/about', '/contact', '/nowhere'];
    for (const path of pages) {
      requested.clear();
      await page.goto(path);
      // Whatever the page's scripts fetched by now, as the browser saw it (preloads included).
      const resources = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
      for (const url of resources) requested.add(new URL(url).pathname);
      const react = [...requested].filter((p) => /\/(entry\.client|react-dom)[-.]/.test(p));
      expect(react, `${path} loads React`).toEqual([]);
    }
    // The account pages stay hydrated React apps: the check above would see it.
    requested.clear();
    await page.goto('/login');
    await expect.poll(() => [...requested].some((p) => /\/entry\.client[-.]/.test(p))).toBe(true);
  });
});
