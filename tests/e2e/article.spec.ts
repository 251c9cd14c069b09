import { expect, test } from '@playwright/test';
import { hydrated } from './support/axe';
import { sampleStory } from './support/stories';
import { ONCE } from './support/tags';

test.describe('article page', () => {
  test('shows badge, title, date, author, reading time, image, content and related stories', async ({
    page,
    request,
  }) => {
    const article = await sampleStory(request);
    await page.goto(`/news/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    const main = page.locator('main');
    await expect(main.locator('article header').getByRole('link', { name: 'World', exact: true })).toBeVisible();
    await expect(main.getByText('Newsdesk Samples')).toBeVisible();
    await expect(main.getByText(/\d+ min read/).first()).toBeVisible();
    await expect(main.locator('article time').first()).toHaveAttribute('datetime', /\d{4}-\d\d-\d\dT/);
    await expect(main.locator('figure img')).toHaveAttribute('srcset', /480w/);
    expect(await main.locator('.prose p').count()).toBeGreaterThan(2);
    const related = page.getByRole('region', { name: 'Related Articles' });
    await expect(related.getByRole('link')).toHaveCount(4);
    await expect(page.locator('main').getByText(/sample story that ships with Newsdesk/)).toBeVisible();
  });

  test(
    'Share copies the link and says so; Post (on X) and Facebook open share pages',
    { tag: ONCE },
    async ({ page, request, context, browserName }) => {
      test.skip(browserName !== 'chromium');
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const article = await sampleStory(request);
      await page.goto(`/news/${article.slug}`);
      await hydrated(page);
      // Headless Chromium may offer navigator.share; take it away to exercise the copy path.
      await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
      let alerted = '';
      page.once('dialog', (dialog) => {
        alerted = dialog.message();
        void dialog.accept();
      });
      await page.getByRole('button', { name: 'Share' }).click();
      await expect.poll(() => alerted).toBe('Link copied to clipboard!');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/news/${article.slug}`);
      // The service is X: 'Post', named 'Post on X'; nothing says 'Tweet' any more.
      await expect(page.getByRole('main').getByText('Tweet')).toHaveCount(0);
      const post = page.getByRole('link', { name: 'Post on X (opens in a new tab)' });
      await expect(post).toHaveAttribute(
        'href',
        new RegExp(`^https://x\\.com/intent/post\\?text=.+url=.+${article.slug}`),
      );
      await expect(page.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', /facebook\.com\/sharer/);
    },
  );

  test(
    'Share uses the device’s share sheet when there is one, and records the share',
    { tag: ONCE },
    async ({ page, request }) => {
      const article = await sampleStory(request);
      await page.goto(`/news/${article.slug}`);
      await hydrated(page);
      await page.evaluate(() => {
        const shared: ShareData[] = [];
        Object.defineProperty(window, 'shared', { value: shared });
        Object.defineProperty(navigator, 'share', {
          value: (data: ShareData) => (shared.push(data), Promise.resolve()),
        });
      });
      const recorded = page.waitForRequest((r) => r.url().endsWith(`/api/news/${article._id}/share`));
      await page.getByRole('button', { name: 'Share' }).click();
      expect((await recorded).method()).toBe('POST');
      const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
      expect(shared).toHaveLength(1);
      expect(shared[0]?.title).toBe(article.title);
      expect(shared[0]?.url).toMatch(new RegExp(`/news/${article.slug}$`));
    },
  );

  test(
    'Like is enabled once the reader’s state is fetched; a refused like rolls back and says why',
    { tag: ONCE },
    async ({ page, request }) => {
      const article = await sampleStory(request);
      await page.route(`**/api/news/${article._id}/like`, (route) =>
        route.request().method() === 'GET' ? route.continue() : route.fulfill({ status: 429, body: '{}' }),
      );
      await page.goto(`/news/${article.slug}`);
      await hydrated(page);
      const like = page.getByRole('button', { name: 'Like' });
      await expect(like).toBeEnabled();
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      const count = page.locator('[data-like-count]');
      const before = await count.textContent();
      await like.click();
      await expect(page.getByRole('alert')).toHaveText('Too many requests. Please try again shortly.');
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      await expect(count).toHaveText(before!);
      await expect(like).toBeFocused();
    },
  );

  test(
    'without JavaScript the article reads in full: links to share, the like count, no dead buttons',
    { tag: ONCE },
    async ({ browser, page: withScript, request }) => {
      const article = await sampleStory(request);
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`/news/${article.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
      expect(await page.locator('main .prose p').count()).toBeGreaterThan(2);
      await expect(page.getByRole('link', { name: /Post on X/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /Facebook/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Share' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Like' })).toBeHidden();
      const label = page.locator('[data-like-count]');
      await expect(label).toHaveText(/^\d[\d,]* likes?$/);
      // The like island writes the count in the same words as the page (app/lib/engagement.ts likesLabel).
      await withScript.goto(`/news/${article.slug}`);
      await hydrated(withScript);
      await expect(withScript.getByRole('button', { name: 'Like' })).toBeEnabled();
      await expect(withScript.locator('[data-like-count]')).toHaveText((await label.textContent())!);
      // The related stories are plain links.
      await page.getByRole('region', { name: 'Related Articles' }).getByRole('link').first().click();
      await expect(page).toHaveURL(/\/news\/.+/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await context.close();
    },
  );

  test('an id URL answers 301 to the slug URL', { tag: ONCE }, async ({ request }) => {
    const article = await sampleStory(request);
    const res = await request.get(`/news/${article._id}`, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe(`/news/${article.slug}`);
  });

  test('an unknown article is the site’s 404 page, as any unknown address is', { tag: ONCE }, async ({ page }) => {
    const res = await page.goto('/news/no-such-story-anywhere');
    expect(res?.status()).toBe(404);
    await expect(page).toHaveTitle(/^404 - Page Not Found \| /);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText(/Failed to load|network error/)).toHaveCount(0);
    // The same page as any unknown address: its texts and links.
    const main = await page.getByRole('main').innerText();
    await page.goto('/no-such-page-anywhere');
    expect(await page.getByRole('main').innerText()).toBe(main);
    await page.goBack();
    await page.getByRole('link', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a broken image falls back to the placeholder', { tag: ONCE }, async ({ page }) => {
    await page.goto('/news/e2e-broken-image');
    await expect(page.locator('main figure img')).toHaveAttribute('src', '/placeholder.svg');
  });

  test('/news with no article says so', { tag: ONCE }, async ({ page }) => {
    const res = await page.goto('/news');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'News ID not provided' })).toBeVisible();
  });
});
