import { expect, test, type Page } from '@playwright/test';
import { adminNav, signInThroughApi } from './support/accounts';
import { expectAccessible, hydrated, setTheme } from './support/axe';
import { INGEST_ADMIN, INGEST_PASSWORD, INGEST_SITE } from './support/ports';
import { ONCE, themeTags } from './support/tags';

/**
 * The front page screen (docs/product.md, 'Front page') on the site whose home page no other
 * spec reads (the fetch site): an editor pins stories, reorders them with the keyboard and by
 * dragging, flags one Breaking, and the cached home page follows each change at once.
 */
test.use({ baseURL: INGEST_SITE });

const origin = { origin: INGEST_SITE };
const featuredTitles = (page: Page) => page.locator('section[aria-labelledby="featured-heading"] article h3');
const pinned = (page: Page) =>
  page.getByRole('list', { name: 'Pinned to Featured Stories, in order' }).getByRole('listitem');

test(
  'pins, reorders by keyboard and by drag, and flags Breaking; the home page follows at once',
  { tag: ONCE },
  async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signInThroughApi(page, INGEST_ADMIN, INGEST_PASSWORD, INGEST_SITE);
    const mark = Math.random().toString(36).slice(2, 7);
    const titles = ['Harbour', 'Orchard', 'Library', 'Lantern'].map((word) => `${word} story ${mark}`);
    for (const title of titles) {
      const res = await page.request.post('/api/news', {
        headers: origin,
        multipart: {
          title,
          category: 'World',
          description: `What happened at the ${title.toLowerCase()}.`,
          content: `<p>${'A full account of the day. '.repeat(20)}</p>`,
          status: 'published',
          featured: 'false',
          trending: 'false',
          keywords: '[]',
          tags: '[]',
        },
      });
      expect(res.status(), title).toBe(201);
    }
    const [harbour, orchard, library, lantern] = titles as [string, string, string, string];

    // A reader's view of the home page, cached before any pin (the news fetch of scheduler.spec.ts
    // may add newer stories meanwhile: only what the pins decide is checked).
    const reader = await browser.newPage({ baseURL: INGEST_SITE });
    await reader.goto('/');
    await expect(featuredTitles(reader)).toHaveCount(3);

    await page.goto('/admin/front-page');
    await expect(page.getByRole('heading', { name: 'Front page', level: 1 })).toBeVisible();
    await hydrated(page);
    await page.getByRole('searchbox', { name: 'Find a published story' }).fill(mark);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: `Stories matching “${mark}”` })).toBeVisible();
    for (const title of [harbour, orchard, library]) {
      await page.getByRole('button', { name: `Pin: “${title}”` }).click();
      await expect(page.getByRole('status')).toHaveText('Pinned to Featured Stories');
      await expect(pinned(page).filter({ hasText: title })).toBeVisible();
    }
    await expect(pinned(page)).toHaveText([/Harbour/, /Orchard/, /Library/]);
    await reader.reload();
    await expect(featuredTitles(reader)).toHaveText([harbour, orchard, library]);

    // By keyboard: focus a story's Move down and press Enter; the focus stays with the story.
    const down = page.getByRole('button', { name: `Move down: “${harbour}”` });
    await down.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Moved to position 2 of Featured Stories');
    await expect(pinned(page)).toHaveText([/Orchard/, /Harbour/, /Library/]);
    await expect(down).toBeFocused();

    // By drag: Library onto the first place.
    await pinned(page).filter({ hasText: library }).dragTo(pinned(page).first());
    await expect(page.getByRole('status')).toHaveText('Moved to position 1 of Featured Stories');
    await expect(pinned(page)).toHaveText([/Library/, /Orchard/, /Harbour/]);
    await reader.reload();
    await expect(featuredTitles(reader)).toHaveText([library, orchard, harbour]);

    // A Breaking flag puts a story at the front of the banner (nothing is pinned there).
    await page.getByRole('button', { name: `Flag Breaking (6 h): “${lantern}”` }).click();
    await expect(page.getByRole('status')).toHaveText('Flagged as breaking for 6 hours');
    await expect(page.getByRole('region', { name: 'Breaking banner' }).getByText(lantern).first()).toBeVisible();
    await reader.reload();
    const banner = reader.getByRole('region', { name: 'Breaking news' });
    await expect(banner.locator('[aria-roledescription="slide"]').first()).toHaveText(lantern);

    // Removing a pin gives its place back to the newest stories.
    await page.getByRole('button', { name: `Remove: “${library}” from Featured Stories` }).click();
    await expect(pinned(page)).toHaveText([/Orchard/, /Harbour/]);
    await reader.reload();
    await expect(featuredTitles(reader)).toHaveCount(3);
    await expect(featuredTitles(reader).nth(0)).toHaveText(orchard);
    await expect(featuredTitles(reader).nth(1)).toHaveText(harbour);
    await reader.close();
  },
);

for (const theme of ['light', 'dark'] as const) {
  test(`the front page screen passes axe (${theme})`, { tag: themeTags(theme) }, async ({ page }) => {
    await setTheme(page, theme);
    await signInThroughApi(page, INGEST_ADMIN, INGEST_PASSWORD, INGEST_SITE);
    await page.goto('/admin/front-page');
    await expect(page.getByRole('heading', { name: 'Add a story' })).toBeVisible();
    // The light variant scans the same screen in full; the dark one checks the colour rules (support/axe.ts).
    await expectAccessible(page, `/admin/front-page ${theme}`, { coloursOnly: theme === 'dark' });
  });
}

test('is in the admin menu and on the dashboard', { tag: ONCE }, async ({ page }) => {
  await signInThroughApi(page, INGEST_ADMIN, INGEST_PASSWORD, INGEST_SITE);
  await page.goto('/admin');
  await page.getByRole('main').getByRole('link', { name: 'Front page' }).click();
  await expect(page).toHaveURL(/\/admin\/front-page$/);
  await expect((await adminNav(page)).getByRole('link', { name: 'Front page' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
