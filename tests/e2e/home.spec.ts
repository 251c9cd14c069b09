import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, hydrated } from './support/axe';
import { EMPTY_SITE } from './support/ports';
import { ONCE } from './support/tags';

test.describe('home page', () => {
  test(
    'shows the banner, 3 featured stories and the latest news, with no ad boxes where no ads are configured',
    { tag: ONCE },
    async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveTitle(/Newsdesk/);
      await expect(page.getByRole('region', { name: 'Breaking news' })).toBeVisible();
      const featured = page.locator('section[aria-labelledby="featured-heading"] article');
      await expect(featured).toHaveCount(3);
      const latest = page.locator('section[aria-labelledby="latest-heading"] article');
      await expect(latest).toHaveCount(50);
      // This site configures no advertising: no empty 'Advertisement' boxes (the consent tests cover a site with ads).
      await expect(page.locator('aside[aria-label="Advertisement"]')).toHaveCount(0);
      // Featured stories are not repeated in Latest News.
      const featuredTitles = await featured.locator('h3').allTextContents();
      const latestTitles = await latest.locator('h3').allTextContents();
      for (const title of featuredTitles) expect(latestTitles).not.toContain(title);
    },
  );

  test('the breaking banner shows the newest stories after the Featured ones, in full, one at a time', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Breaking news' });
    await expect(banner).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = banner.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(5);
    // Hidden headlines are out of sight and of the accessibility tree: one link at a time.
    await expect(banner.getByRole('link')).toHaveCount(1);
    const headlines = await slides.allTextContents();
    const featured = await page.locator('section[aria-labelledby="featured-heading"] article h3').allTextContents();
    const latest = await page.locator('section[aria-labelledby="latest-heading"] article h3').allTextContents();
    // Not the Featured stories again: the five newest after them.
    for (const title of headlines) expect(featured).not.toContain(title);
    expect(headlines).toEqual(latest.slice(0, 5));
    // In full: the headline wraps instead of being cut.
    const link = banner.getByRole('link');
    await expect(link).toHaveText(headlines[0]!);
    expect(await link.evaluate((a) => a.scrollWidth <= a.clientWidth + 1 && getComputedStyle(a).textOverflow)).not.toBe(
      'ellipsis',
    );
    const box = await link.boundingBox();
    const bannerBox = await banner.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(bannerBox!.x + bannerBox!.width);
  });

  test('the breaking banner rotates every 6 s, pauses on Pause, hover and keyboard focus, and steps with Previous and Next', async ({
    page,
  }) => {
    const shifts = await watchLayoutShifts(page, '[data-breaking-banner]');
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    // What is measured is headlines changing, from here on (a loaded machine may paint the page
    // in steps before this; the first paint's own shifts are the consent spec's concern).
    await shifts.reset();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const banner = page.getByRole('region', { name: 'Breaking news' });
    const slides = banner.locator('[aria-roledescription="slide"]');
    const headlines = await slides.allTextContents();
    const live = banner.locator('[aria-live]');
    const link = banner.getByRole('link');
    const heights = new Set<number>();
    const measure = async () => heights.add(Math.round((await banner.boundingBox())!.height));

    // Rotating: the region is not live (it would interrupt a screen reader every 6 s).
    await expect(link).toHaveText(headlines[0]!);
    await expect(live).toHaveAttribute('aria-live', 'off');
    await measure();
    await page.clock.runFor(6_000);
    await expect(link).toHaveText(headlines[1]!);
    await measure();
    await page.clock.runFor(6_000);
    await expect(link).toHaveText(headlines[2]!);
    await measure();

    // The pointer over the banner stops it, and the headline is announced politely.
    await banner.hover();
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(13_000);
    await expect(link).toHaveText(headlines[2]!);
    await page.mouse.move(0, 0);
    await expect(live).toHaveAttribute('aria-live', 'off');

    // Pause stays paused when the pointer has left; Play rotates again.
    const pause = banner.getByRole('button', { name: 'Pause breaking news' });
    await pause.click();
    await page.mouse.move(0, 0);
    await expect(banner.getByRole('button', { name: 'Play breaking news' })).toBeVisible();
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(13_000);
    await expect(link).toHaveText(headlines[2]!);

    // Previous and Next, around the ends.
    await banner.getByRole('button', { name: 'Next headline' }).click();
    await expect(link).toHaveText(headlines[3]!);
    await measure();
    await banner.getByRole('button', { name: 'Next headline' }).click();
    await expect(link).toHaveText(headlines[4]!);
    await measure();
    await banner.getByRole('button', { name: 'Next headline' }).click();
    await expect(link).toHaveText(headlines[0]!);
    await banner.getByRole('button', { name: 'Previous headline' }).click();
    await expect(link).toHaveText(headlines[4]!);
    await expect(banner).toContainText('5 / 5');

    await banner.getByRole('button', { name: 'Play breaking news' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(6_000);
    await expect(link).toHaveText(headlines[0]!);

    // Keyboard focus in the banner stops it too, until focus leaves.
    const toggle = banner.getByRole('button', { name: 'Pause breaking news' });
    await toggle.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(13_000);
    await expect(link).toHaveText(headlines[0]!);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(live).toHaveAttribute('aria-live', 'off');

    // Every headline fits the same box: changing them never moves the page.
    expect([...heights]).toHaveLength(1);
    expect(await shifts.read()).toBe(0);
  });

  test(
    'the breaking banner does not rotate for readers who ask for reduced motion',
    { tag: ONCE },
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.clock.install();
      await page.goto('/');
      await hydrated(page);
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      const banner = page.getByRole('region', { name: 'Breaking news' });
      const first = (await banner.locator('[aria-roledescription="slide"]').first().textContent())!;
      await expect(banner.getByRole('button', { name: 'Play breaking news' })).toBeVisible();
      await expect(banner.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
      await page.clock.runFor(20_000);
      await expect(banner.getByRole('link')).toHaveText(first);
      // axe waits on timers of its own.
      await page.clock.resume();
      await expectAccessible(page, '/ breaking banner, reduced motion');
    },
  );

  test('without JavaScript the breaking banner lists every headline', { tag: ONCE }, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Breaking news' });
    await expect(banner.getByRole('link')).toHaveCount(5);
    for (const link of await banner.getByRole('link').all()) await expect(link).toBeVisible();
    // Buttons that could do nothing are not shown.
    await expect(banner.getByRole('button')).toHaveCount(0);
    await context.close();
  });

  test('marks sample stories as samples', { tag: ONCE }, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Sample story').first()).toBeVisible();
  });

  test('header, footer and sidebar carry their fixed texts', async ({ page, isMobile }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Newsdesk`);
    for (const name of ['About', 'Contact', 'Privacy Policy', 'Terms of Service', 'Disclaimer', 'Cookie Policy']) {
      await expect(footer.getByRole('navigation', { name: 'Company' }).getByRole('link', { name })).toBeVisible();
    }
    for (const name of ['India', 'World', 'Technology', 'Sports', 'Health', 'Jobs']) {
      await expect(footer.getByRole('navigation', { name: 'Content' }).getByRole('link', { name })).toBeVisible();
    }
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    if (isMobile) {
      await expect(sidebar).toBeHidden();
    } else {
      await expect(sidebar).toBeVisible();
      await expect(sidebar).toContainText(
        'Stay updated with the latest breaking news and developments from around the world.',
      );
      await expect(sidebar.getByRole('heading', { name: 'Latest News' })).toBeVisible();
      // Trending Topics: the day's most used tags (the sample stories are of the last hours), each to its page.
      const topics = sidebar.getByRole('region', { name: 'Trending Topics' }).getByRole('link');
      await expect(topics.first()).toHaveAttribute('href', /^\/tag\/[^/]+$/);
      expect(await topics.count()).toBeGreaterThanOrEqual(3);
      const links = await sidebar.getByRole('navigation', { name: 'Categories' }).getByRole('link').allTextContents();
      expect(links.map((l) => l.replace(/[^A-Za-z]/g, ''))).toEqual([
        'World',
        'India',
        'Sports',
        'Technology',
        'Health',
        'Jobs',
        'Business',
        'Entertainment',
        'Other',
      ]);
      await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    }
  });

  test('an empty site says so instead of showing nothing', { tag: ONCE }, async ({ page }) => {
    await page.goto(`${EMPTY_SITE}/`);
    await expect(page.getByRole('heading', { name: 'No News Available' })).toBeVisible();
    // No story of the last 24 hours has a tag: Trending Topics shows the four words a new site always had, unlinked.
    const topics = page.getByRole('region', { name: 'Trending Topics' });
    for (const tag of ['#ElectionUpdates', '#ClimateChange', '#TechInnovation', '#SportsHighlights']) {
      await expect(topics.getByText(tag)).toBeVisible();
    }
    await expect(topics.getByRole('link')).toHaveCount(0);
    await page.goto(`${EMPTY_SITE}/health-news`);
    await expect(page.getByRole('heading', { name: 'No Health News Available' })).toBeVisible();
    await expect(page.getByText('Check back later for the latest Health updates.')).toBeVisible();
  });
});

/**
 * Adds up, from the page's first paint, the layout shifts (Chromium's layout-shift entries)
 * that came from inside `selector`; `read` answers the total.
 */
async function watchLayoutShifts(page: Page, selector: string) {
  await page.addInitScript((sel) => {
    const w = window as unknown as { __shifts: number };
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node | null }[] }[]) {
        const root = document.querySelector(sel);
        if (entry.sources?.some((s) => s.node && root?.contains(s.node))) w.__shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, selector);
  return {
    read: () => page.evaluate(() => (window as unknown as { __shifts: number }).__shifts),
    reset: () =>
      page.evaluate(() => {
        (window as unknown as { __shifts: number }).__shifts = 0;
      }),
  };
}
