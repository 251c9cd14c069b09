import { expect, test, type Page } from '@playwright/test';
import { E2E_USERS, signInThroughApi } from './support/accounts';
import { expectAccessibleInThemes, hydrated } from './support/axe';
import { SITE } from './support/ports';
import { createStory, uniqueMark } from './support/stories';
import { A11Y } from './support/tags';

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const CHART = 'https://datawrapper.dwcdn.net/AbC12/3/';

/** Pastes a link into the story's text, as a writer pasting it from their browser's address bar. */
async function pasteLink(page: Page, link: string) {
  await page.getByRole('textbox', { name: 'Content' }).evaluate((element, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, link);
}

/**
 * The provider's player, played by a local stand-in: the browser's requests to it are answered
 * here (no test reaches the internet), and counted, so the test knows when the page first asked.
 */
async function standInPlayer(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route('https://www.youtube-nocookie.com/**', async (route) => {
    asked.push(route.request().url());
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Player</title><p>Stand-in player</p>',
    });
  });
  return asked;
}

test.describe('embeds', () => {
  test('links pasted on their own lines become a video, a chart and a card; the player loads only when the reader asks', async ({
    page,
  }) => {
    test.slow();
    const mark = uniqueMark();
    await signInThroughApi(page, E2E_USERS.editor);
    await page.goto('/admin/news/new');
    await hydrated(page);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`The monsoon on video ${mark}`);
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('The rains as readers filmed them, and the reservoirs in figures.');
    const text = page.getByRole('textbox', { name: 'Content' });
    await text.click();
    await page.keyboard.type('The rains arrived on Thursday. '.repeat(8));
    await page.keyboard.press('Enter');
    await pasteLink(page, VIDEO);
    await pasteLink(page, CHART);
    await pasteLink(page, `${SITE}/about`);
    const embeds = page.locator('#article-content figure[data-embed]');
    await expect(embeds).toHaveCount(3);
    await expect(embeds.nth(0)).toContainText('Play the video on YouTube');
    await expect(embeds.nth(1)).toContainText('Show the chart (Datawrapper)');

    await page.getByRole('button', { name: 'Publish Article' }).click();
    await expect(page).toHaveURL(/\/admin\/news\/[0-9a-f-]{36}\/edit$/, { timeout: 30_000 });
    const id = page.url().split('/').at(-2)!;
    const story = (await (await page.request.get(`/api/news/${id}`)).json()) as { slug: string };

    const asked = await standInPlayer(page);
    await page.goto(`/news/${story.slug}`);
    await hydrated(page);
    const video = page.locator('article figure[data-provider="youtube"]');
    await expect(video.getByRole('link', { name: /Play the video on YouTube/ })).toHaveAttribute('href', VIDEO);
    await expect(page.locator('article iframe')).toHaveCount(0);
    await expect(page.locator('article figure[data-provider="datawrapper"]')).toContainText('Show the chart');
    // The site's own About page, as a card from its own tags.
    const card = page.locator('article figure[data-kind="card"]');
    await expect(card.getByRole('link')).toHaveAttribute('href', `${SITE}/about`);
    await expect(card.locator('.embed-title')).toContainText('About');
    expect(asked).toEqual([]);

    await video.getByRole('link', { name: /Play the video on YouTube/ }).click();
    const player = video.locator('iframe');
    await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    await expect(player).toHaveAttribute('title', 'Play the video on YouTube');
    await expect(
      page.frameLocator('article figure[data-provider="youtube"] iframe').getByText('Stand-in player'),
    ).toBeVisible();
    expect(asked).toEqual(['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1']);
  });

  test('a story with embeds passes the accessibility scan', { tag: A11Y }, async ({ page }, testInfo) => {
    const story = await createStory({
      content: `<p>${'The rains arrived on Thursday. '.repeat(20)}</p><figure data-embed="${CHART}"></figure><figure data-embed="${SITE}/about"></figure>`,
    });
    await page.goto(story.path);
    await expect(page.locator('article figure[data-embed]')).toHaveCount(2);
    await expectAccessibleInThemes(page, testInfo, 'a story with embeds');
  });
});
