import { expect, test } from '@playwright/test';
import { expectAccessible, setTheme } from './support/axe';
import { createStory, uniqueMark, type Story } from './support/stories';
import { ONCE, themeTags } from './support/tags';

/**
 * Tag pages (docs/product.md, 'Tag pages'): a story's tags link to their pages, which list the
 * tag's stories, carry their canonical address and offer the tag's RSS feed.
 */
/**
 * A published story of this test's own with a tag no other story has (a story picked from the
 * shared site could be another spec's, deleted or retagged while this one follows its tag).
 */
async function taggedStory(): Promise<{ story: Story; tag: string }> {
  const tag = `Harbour ${uniqueMark()}`;
  const story = await createStory({ category: 'India', tags: [tag] });
  return { story, tag };
}

test('a story’s tag leads to the tag’s page, which lists it and offers its feed', { tag: ONCE }, async ({ page }) => {
  const { story, tag } = await taggedStory();
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
  test(`a tag page passes axe (${theme})`, { tag: themeTags(theme) }, async ({ page }) => {
    await setTheme(page, theme);
    const { story, tag } = await taggedStory();
    await page.goto(story.path);
    await page
      .getByRole('list', { name: 'Tags' })
      .getByRole('link', { name: `#${tag}` })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The light variant scans the same screen in full; the dark one checks the colour rules (support/axe.ts).
    await expectAccessible(page, `tag page ${theme}`, { coloursOnly: theme === 'dark' });
  });
}
