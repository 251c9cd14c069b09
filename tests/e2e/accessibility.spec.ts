import { test } from '@playwright/test';
import { expectAccessible, setTheme } from './support/axe';

const PAGES = [
  '/',
  '/world-news',
  '/technology-news',
  '/search?q=market',
  '/search',
  '/about',
  '/contact',
  '/privacy-policy',
  '/cookie-policy',
  '/no-such-page',
];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${theme})`, () => {
    for (const path of PAGES) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await setTheme(page, theme);
        await page.goto(path);
        await expectAccessible(page, `${path} ${theme}`);
      });
    }
    test('an article page has no serious or critical violations', async ({ page, request }) => {
      const list = (await (await request.get('/api/news?limit=1')).json()) as { news: { slug: string }[] };
      await setTheme(page, theme);
      await page.goto(`/news/${list.news[0]!.slug}`);
      await expectAccessible(page, `article ${theme}`);
    });
  });
}
