import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, setTheme } from './support/axe';
import { ONCE } from './support/tags';

/**
 * Tag pages (docs/product.md, 'Tag pages'): a story's tags link to their pages, which list the
 * tag's stories, carry their canonical address and offer the tag's RSS feed.
 */
interface Listed {
  title: string;
  slug: string;
  tags: string[];
}

/** A published story with a tag, and that tag. */
async function taggedStory(page: Page): Promise<{ story: Listed; tag: string }> {
  const res = await page.request.get('/api/news?limit=50');
  const { news } = (await res.json()) as { news: Listed[] };
  // A tag of plain words (other specs publish stories with hostile tags, which must show as text).
  const plain = (t: string) => /^[\p{L}\p{N} ]+$/u.test(t);
  const story = news.find((a) => a.tags.some(plain));
  expect(story, 'a published story with a tag').toBeTruthy();
  return { story: story!, tag: story!.tags.find(plain)! };
}

test('a story’s tag leads to the tag’s page, which lists it and offers its feed', { tag: ONCE }, async ({ page }) => {
  const { story, tag } = await taggedStory(page);
  await page.goto(`/news/${story.slug}`);
  await page
    .getByRole('list', { name: 'Tags' })
    .getByRole('link', { name: `#${tag}` })
    .click();
  await expect(page).toHaveURL(/\/tag\/[^/?]+$/);
  expect((await page.getByRole('heading', { level: 1 }).textContent())?.toLowerCase()).toBe(tag.toLowerCase());
  await expect(page.getByRole('heading', { name: story.title })).toBeVisible();
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(/\/tag\/[^/?]+$/);
  const feed = await page.request.get(`${new URL(page.url()).pathname}/rss.xml`);
  expect(feed.status()).toBe(200);
  // The page advertises the tag's feed beside the site's.
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"][href^="/tag/"]')).toHaveAttribute(
    'href',
    /^\/tag\/[^/]+\/rss\.xml$/,
  );
  const missing = await page.request.get('/tag/no-such-tag-anywhere');
  expect(missing.status()).toBe(404);
});

for (const theme of ['light', 'dark'] as const) {
  test(`a tag page passes axe (${theme})`, async ({ page }) => {
    await setTheme(page, theme);
    const { tag } = await taggedStory(page);
    await page.goto(`/news/${(await taggedStory(page)).story.slug}`);
    await page
      .getByRole('list', { name: 'Tags' })
      .getByRole('link', { name: `#${tag}` })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, `tag page ${theme}`);
  });
}
