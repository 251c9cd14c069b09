import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { E2E_USERS, signInThroughApi } from './support/accounts';
import { expectAccessibleInThemes, hydrated } from './support/axe';
import { SITE } from './support/ports';
import { A11Y, ONCE } from './support/tags';

/**
 * Saved stories and offline reading (docs/product.md, 'Saved stories and offline reading'). The
 * other specs block service workers (playwright.config.ts); this one lets the site's run.
 */
test.use({ serviceWorkers: 'allow' });

const PASSWORD = 'a long passphrase for saving';

/** A new reader account, made through the API from its own address (the page stays signed out). */
async function newReader(request: APIRequestContext): Promise<string> {
  const username = `saver-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const n = () => Math.floor(Math.random() * 250) + 1;
  const res = await request.post(`${SITE}/api/users/register`, {
    data: { username, password: PASSWORD },
    headers: { origin: SITE, 'x-forwarded-for': `198.19.${n()}.${n()}` },
  });
  expect(res.status(), 'registering a reader').toBe(201);
  return username;
}

/**
 * Two stories of this test's own, published by an editor: other specs publish and rename stories
 * while this one runs, so a story picked from the home page by its place could change its title
 * under it (a story renamed by the editor's spec failed this test once).
 */
async function publishOwnStories(browser: Browser): Promise<{ title: string; path: string }[]> {
  const editor = await browser.newContext({ baseURL: SITE, serviceWorkers: 'block' });
  const page = await editor.newPage();
  await signInThroughApi(page, E2E_USERS.editor);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const stories = [];
  for (const title of [
    `Harbour ferries return after the storm ${stamp}`,
    `Night market reopens by the river ${stamp}`,
  ]) {
    const res = await page.request.post('/api/news', {
      multipart: {
        title,
        category: 'India',
        description: 'A story saved by the saved stories browser test.',
        content: '<p>A story saved by the saved stories browser test, to read offline.</p>',
        status: 'published',
      },
      headers: { origin: SITE },
    });
    expect(res.status(), 'publishing a story to save').toBe(201);
    const { slug } = (await res.json()) as { slug: string };
    stories.push({ title, path: `/news/${slug}` });
  }
  await editor.close();
  return stories;
}

/** The reader's saved stories' titles, as the Saved page lists them. */
function savedTitles(page: Page) {
  return page.locator('[data-saved-list] li a');
}

test(
  'a reader saves stories, reads them on the Saved page, keeps them in the account at sign-in, and offline',
  { tag: ONCE },
  async ({ page, browser, request, context }) => {
    test.slow();
    const username = await newReader(request);
    const [own, ownSecond] = await publishOwnStories(browser);

    // Signed out: a story card's Save button keeps the story in this browser, across reloads.
    await page.goto('/');
    await hydrated(page);
    const cardTitle = own!.title;
    const card = page
      .locator('article')
      .filter({ has: page.getByRole('link', { name: cardTitle, exact: true }) })
      .first();
    const cardSave = card.getByRole('button', { name: `Save: ${cardTitle}`, exact: true });
    await expect(cardSave).toHaveAttribute('aria-pressed', 'false');
    await expect(cardSave).toHaveText('Save');
    await cardSave.click();
    // Pressed, it says so: 'Saved', named 'Saved: {title}', and a press removes it.
    const cardSaved = card.getByRole('button', { name: `Saved: ${cardTitle}`, exact: true });
    await expect(cardSaved).toHaveAttribute('aria-pressed', 'true');
    await expect(cardSaved).toHaveText('Saved');
    await expect(cardSaved).toHaveAttribute('title', 'Remove from saved');
    await page.reload();
    await hydrated(page);
    // Other tests publish stories meanwhile: the card may have moved from Featured to Latest News.
    await expect(page.getByRole('button', { name: `Saved: ${cardTitle}`, exact: true }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // The article page shows it saved; a second story is saved from its own page.
    const { title: secondTitle, path: secondPath } = ownSecond!;
    await page.goto(secondPath);
    await hydrated(page);
    const articleSave = page.locator('button[data-save]');
    await expect(articleSave).toHaveAccessibleName('Save');
    await expect(articleSave).toHaveAttribute('aria-pressed', 'false');
    await articleSave.click();
    await expect(articleSave).toHaveAttribute('aria-pressed', 'true');
    await expect(articleSave).toHaveAccessibleName('Saved');

    // The Saved page lists both, the newest first, and Remove takes one off.
    await page.goto('/saved');
    await hydrated(page);
    await expect(savedTitles(page)).toHaveText([secondTitle, cardTitle]);
    await expect(page.getByText('No saved stories yet.')).toBeHidden();

    // Signing in merges the browser's list into the account.
    await signInThroughApi(page, username, PASSWORD);
    const merged = page.waitForResponse((res) => res.url().endsWith('/api/saved/merge') && res.status() === 200);
    await page.goto('/saved');
    await merged;
    await expect(savedTitles(page)).toHaveCount(2);

    // Another browser signed in as the same reader sees them, from the account.
    const other = await browser.newContext({ baseURL: SITE, serviceWorkers: 'block' });
    const otherPage = await other.newPage();
    await signInThroughApi(otherPage, username, PASSWORD);
    await otherPage.goto('/saved');
    await expect(savedTitles(otherPage)).toHaveText([secondTitle, cardTitle]);
    // Removing one there removes it from the account.
    await otherPage.getByRole('button', { name: `Remove ${cardTitle}` }).click();
    await expect(savedTitles(otherPage)).toHaveText([secondTitle]);
    await other.close();

    // The service worker keeps the saved story: offline it still opens, and the Saved page too.
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect
      .poll(() => page.evaluate((path) => caches.match(path).then(Boolean), secondPath), { timeout: 15_000 })
      .toBe(true);
    await context.setOffline(true);
    await page.goto(secondPath);
    await expect(page.getByRole('heading', { level: 1, name: secondTitle })).toBeVisible();
    await page.goto('/saved');
    await expect(savedTitles(page).first()).toHaveText(secondTitle);
    // A page never opened is not kept: the offline page says so.
    await page.goto('/technology-news');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    // Its way home leads to the home page as last seen online, not to the offline page again.
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Latest News' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toHaveCount(0);
    await context.setOffline(false);
  },
);

test('the site is installable: manifest, worker and their headers', { tag: ONCE }, async ({ page, request }) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const body = (await manifest.json()) as { name: string; start_url: string; icons: { sizes: string }[] };
  expect(body.name).toBeTruthy();
  expect(body.start_url).toBe('/');
  expect(body.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
  for (const icon of ['/icon-192.png', '/logo.png']) expect((await request.get(icon)).status()).toBe(200);

  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(await worker.text()).toMatch(/const VERSION = "[0-9a-f]{16}"/);

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await hydrated(page);
  const scope = await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope));
  expect(scope).toBe(`${new URL(page.url()).origin}/`);

  // The offline page is a page of its own, never indexed.
  await page.goto('/offline');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test(
  'the Saved page: empty state, a list, and no accessibility violations',
  { tag: A11Y },
  async ({ page }, testInfo) => {
    await page.goto('/saved');
    await hydrated(page);
    await expect(page.getByText('No saved stories yet.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.evaluate(() =>
      localStorage.setItem(
        'newsdesk-saved',
        JSON.stringify({
          items: [
            {
              slug: 'a-saved-story',
              title: 'A saved story about the monsoon',
              category: 'India',
              publishedAt: '2026-11-20T08:00:00.000Z',
              savedAt: '2026-11-21T08:00:00.000Z',
            },
          ],
        }),
      ),
    );
    await page.reload();
    await hydrated(page);
    await expect(savedTitles(page)).toHaveText(['A saved story about the monsoon']);
    await expect(page.locator('[data-saved-list] li p')).toHaveText('India · 20 Nov 2026');
    await expectAccessibleInThemes(page, testInfo, 'Saved page');
  },
);
