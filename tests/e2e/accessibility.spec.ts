import { test } from '@playwright/test';
import { expectAccessibleInThemes } from './support/axe';
import { sampleStory } from './support/stories';
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
    // A sample: the newest story may be another spec's, deleted while this one scans it.
    await page.goto((await sampleStory(request)).path);
    await expectAccessibleInThemes(page, testInfo, 'article');
  });
});
