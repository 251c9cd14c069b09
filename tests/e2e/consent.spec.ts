import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible, hydrated, setTheme } from './support/axe';
import { EMPTY_SITE } from './support/ports';
import { ONCE, themeTags } from './support/tags';

/** The empty site runs advertising and analytics (playwright.config.ts), so it asks for consent. */
test.use({ baseURL: EMPTY_SITE });

const ADS = /^https:\/\/pagead2\.googlesyndication\.com\//;
const ANALYTICS = /^https:\/\/www\.googletagmanager\.com\//;

/**
 * Every request that leaves the site is recorded; the advertising and analytics scripts
 * are answered by a stand-in (no test reaches the internet), anything else is refused.
 */
async function watchThirdParty(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      const url = route.request().url();
      seen.push(url);
      if (ADS.test(url) || ANALYTICS.test(url)) {
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* stand-in */' });
      }
      return route.abort();
    },
  );
  return seen;
}

function adSlot(page: Page) {
  return page.locator('aside[aria-label="Advertisement"]').first();
}

function banner(page: Page) {
  return page.getByRole('region', { name: 'Cookies on Newsdesk' });
}

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'nd_consent');
}

/** The page views this page load sent to analytics (gtag's queue; the stand-in script sends nothing). */
function pageViews(page: Page) {
  return page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).filter(
        (call) => call[0] === 'event' && call[1] === 'page_view',
      ).length,
  );
}

/** Only the site's own cookies: nothing set by an analytics or advertising script. */
async function thirdPartyCookies(context: BrowserContext) {
  return (await context.cookies()).filter((cookie) => /^(?:_ga|_gid|__gads|__gpi)/.test(cookie.name));
}

test.describe('consent banner', () => {
  test(
    'nothing third-party loads before consent; Reject all is remembered for a year',
    { tag: ONCE },
    async ({ page, context }) => {
      const seen = await watchThirdParty(context);
      await page.goto('/');
      await hydrated(page);
      await expect(banner(page)).toBeVisible();
      await page.goto('/health-news');
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(seen).toEqual([]);
      expect(await thirdPartyCookies(context)).toEqual([]);
      // Without consent the ad slot is a neutral box.
      await expect(adSlot(page)).toContainText('Advertisement');
      await expect(adSlot(page).locator('ins')).toBeHidden();

      await banner(page).getByRole('button', { name: 'Reject all' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Your cookie choices are saved.' })).toBeFocused();
      const cookie = await consentCookie(context);
      expect(cookie?.value).toBe('v1.analytics-0.ads-0');
      const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThan(366);

      await page.reload();
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('region', { name: /Cookies on/ })).toHaveCount(0);
      await expect(banner(page)).toBeHidden();
      expect(seen).toEqual([]);
    },
  );

  test(
    'Accept all loads the analytics and advertising scripts into boxes of the same size',
    { tag: ONCE },
    async ({ page, context }) => {
      const seen = await watchThirdParty(context);
      await page.goto('/about');
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(seen).toEqual([]);
      // The sidebar's slot (hidden on phones, where the size check is left out).
      const slot = adSlot(page);
      const before = await slot.boundingBox();

      await banner(page).getByRole('button', { name: 'Accept all' }).click();
      await expect.poll(() => seen.some((url) => ANALYTICS.test(url))).toBe(true);
      await expect.poll(() => seen.some((url) => ADS.test(url))).toBe(true);
      expect(seen.find((url) => ANALYTICS.test(url))).toContain('id=G-E2ETEST00');
      expect(seen.find((url) => ADS.test(url))).toContain('client=ca-pub-0000000000000000');
      await expect(slot.locator('ins.adsbygoogle')).toHaveAttribute('data-ad-slot', /\d+/);
      if (before) expect((await slot.boundingBox())?.height).toBe(before.height);
      expect((await consentCookie(context))?.value).toBe('v1.analytics-1.ads-1');
      // One page view for this page, then one per page load (reading pages are documents).
      await expect.poll(() => pageViews(page)).toBe(1);
      await page.goto('/health-news');
      await hydrated(page);
      await expect.poll(() => pageViews(page)).toBe(1);
      await expect(adSlot(page).locator('ins.adsbygoogle')).toBeAttached();
      await expect(adSlot(page).getByText('Advertisement')).toBeHidden();
    },
  );

  test(
    'on an account page (React) the banner works, and the ad stays through navigation and hydration',
    { tag: ONCE },
    async ({ page, context }) => {
      const seen = await watchThirdParty(context);
      await page.goto('/login');
      await hydrated(page);
      expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(true);
      await banner(page).getByRole('button', { name: 'Accept all' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Your cookie choices are saved.' })).toBeFocused();
      await expect.poll(() => seen.some((url) => ADS.test(url))).toBe(true);
      await expect.poll(() => pageViews(page)).toBe(1);
      const ad = adSlot(page).locator('ins.adsbygoogle');
      await expect(ad).not.toHaveAttribute('hidden');
      // A client-side navigation keeps the layout, the banner's step and the ad as they were.
      await page.getByRole('link', { name: 'Create an account' }).click();
      await expect(page).toHaveURL(/\/register$/);
      await expect(page.getByText('Your cookie choices are saved.')).toBeVisible();
      await expect(ad).not.toHaveAttribute('hidden');
      // Loaded again with the choice stored: the island shows the ad before React hydrates, and React leaves it.
      await page.reload();
      await hydrated(page);
      await expect(banner(page)).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Create an account', level: 1 })).toBeVisible();
      await expect(ad).not.toHaveAttribute('hidden');
      await expect(adSlot(page).getByText('Advertisement')).toBeHidden();
      await expect.poll(() => pageViews(page)).toBe(1);
    },
  );

  test('Choose, by keyboard: analytics only', { tag: ONCE }, async ({ page, context }) => {
    const seen = await watchThirdParty(context);
    await page.goto('/contact');
    await hydrated(page);
    // The banner comes first in the tab order, right after the skip link.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('link', { name: 'Cookie Policy' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Choose' })).toBeFocused();
    await page.keyboard.press('Enter');
    const analytics = banner(page).getByRole('checkbox', { name: 'Analytics' });
    await expect(analytics).toBeFocused();
    await expect(analytics).not.toBeChecked();
    await expect(banner(page).getByRole('checkbox', { name: 'Advertising' })).not.toBeChecked();
    await page.keyboard.press('Space');
    await expect(analytics).toBeChecked();
    await expectAccessible(page, 'consent banner, choosing');
    await banner(page).getByRole('button', { name: 'Save my choices' }).press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Your cookie choices are saved.' })).toBeFocused();
    await expect.poll(() => seen.some((url) => ANALYTICS.test(url))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(seen.filter((url) => ADS.test(url))).toEqual([]);
    expect((await consentCookie(context))?.value).toBe('v1.analytics-1.ads-0');
    await page.getByRole('button', { name: 'Hide this message' }).press('Enter');
    await expect(page.getByText('Your cookie choices are saved.')).toBeHidden();
    await expect(page.locator('#main')).toBeFocused();
  });

  test(
    'the choice can be changed later from the footer; withdrawn advertising stops loading',
    { tag: ONCE },
    async ({ page, context }) => {
      const seen = await watchThirdParty(context);
      await page.goto('/');
      await hydrated(page);
      await banner(page).getByRole('button', { name: 'Accept all' }).click();
      await expect.poll(() => seen.some((url) => ADS.test(url))).toBe(true);
      await page.getByRole('button', { name: 'Hide this message' }).click();
      await expect(page.getByText('Your cookie choices are saved.')).toBeHidden();

      // 'Cookie settings' at the foot of the page opens the banner again, the stored choice ticked.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' }).click();
      await expect(page).toHaveURL(/\/$/);
      const analytics = banner(page).getByRole('checkbox', { name: 'Analytics' });
      const advertising = banner(page).getByRole('checkbox', { name: 'Advertising' });
      await expect(analytics).toBeFocused();
      await expect(analytics).toBeChecked();
      await expect(advertising).toBeChecked();
      await advertising.uncheck();
      // The advertising script was loaded on this page: withdrawing it reloads the page without it.
      seen.length = 0;
      await Promise.all([
        page.waitForEvent('load'),
        banner(page).getByRole('button', { name: 'Save my choices' }).click(),
      ]);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect((await consentCookie(context))?.value).toBe('v1.analytics-1.ads-0');
      expect(seen.filter((url) => ADS.test(url))).toEqual([]);
      expect(seen.some((url) => ANALYTICS.test(url))).toBe(true);
      await expect(banner(page)).toBeHidden();

      // The Cookie Policy's form shows the same choice and changes it too.
      await page.goto('/cookie-policy#cookie-settings');
      await hydrated(page);
      const settings = page.getByRole('region', { name: 'Cookie settings' });
      await expect(settings).toContainText('You currently allow: essential, analytics.');
      await expect(settings.getByRole('checkbox', { name: 'Advertising' })).not.toBeChecked();
      await settings.getByRole('checkbox', { name: 'Advertising' }).check();
      await settings.getByRole('button', { name: 'Save cookie settings' }).click();
      await expect(settings.getByRole('status')).toHaveText('Your cookie settings are saved.');
      await expect(settings).toContainText('You currently allow: essential, analytics, advertising.');
      expect((await consentCookie(context))?.value).toBe('v1.analytics-1.ads-1');
      await expect.poll(() => seen.some((url) => ADS.test(url))).toBe(true);
      await expect(banner(page)).toBeHidden();
    },
  );

  test('the banner is in the flow, above the page: it covers nothing and shifts nothing', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/about');
    await hydrated(page);
    const box = (await banner(page).boundingBox())!;
    const viewport = page.viewportSize()!;
    const header = (await page.getByRole('banner').boundingBox())!;
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(box.y).toBeLessThanOrEqual(1);
    expect(box.y + box.height).toBeLessThanOrEqual(header.y + 1);
    expect(heading.y).toBeGreaterThanOrEqual(box.y + box.height);
    expect(box.height).toBeLessThan(viewport.height * 0.5);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the banner and the settings are accessible (${theme})`, { tag: themeTags(theme) }, async ({ page }) => {
      await setTheme(page, theme);
      await page.goto('/cookie-policy');
      await hydrated(page);
      await expect(banner(page)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Cookie settings' })).toContainText('not made a choice yet');
      // The light variant scans the same screen in full; the dark one checks the colour rules (support/axe.ts).
      await expectAccessible(page, `cookie policy with the banner (${theme})`, { coloursOnly: theme === 'dark' });
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test(
      'no banner, neutral ad boxes, nothing third-party; the Cookie Policy says why',
      { tag: ONCE },
      async ({ page, context }) => {
        const seen = await watchThirdParty(context);
        await page.goto('/about');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('region', { name: /Cookies on/ })).toHaveCount(0);
        await expect(adSlot(page)).toContainText('Advertisement');
        await expect(adSlot(page).locator('ins')).toBeHidden();
        await page.goto('/cookie-policy');
        // Playwright's text queries and assertions skip <noscript>: read it from the page.
        const settings = page.getByRole('region', { name: 'Cookie settings' });
        expect(await settings.locator('noscript').evaluate((element) => element.textContent)).toContain(
          'Your browser is not running scripts',
        );
        await expect(settings.getByRole('button', { name: 'Save cookie settings' })).toBeDisabled();
        await page.waitForLoadState('networkidle');
        expect(seen).toEqual([]);
        expect(await consentCookie(context)).toBeUndefined();
        expect(await thirdPartyCookies(context)).toEqual([]);
      },
    );
  });
});
