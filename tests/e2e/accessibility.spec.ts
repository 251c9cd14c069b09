import { test } from '@playwright/test';
import { expectAccessibleInThemes } from './support/axe';
import { A11Y } from './support/tags';

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

test.describe('accessibility', { tag: A11Y }, () => {
  for (const path of PAGES) {
    test(`${path} has no serious or critical violations`, async ({ page }, testInfo) => {
      await page.goto(path);
      await expectAccessibleInThemes(page, testInfo, path);
    });
  }
  test('an article page has no serious or critical violations', async ({ page, request }, testInfo) => {
    const list = (await (await request.get('/api/news?limit=1')).json()) as { news: { slug: string }[] };
    await page.goto(`/news/${list.news[0]!.slug}`);
    await expectAccessibleInThemes(page, testInfo, 'article');
  });
});
