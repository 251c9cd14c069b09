import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * The WCAG 2.1 A and AA rules whose outcome depends on the colours: all a second theme can change.
 * Contrast is about half of a full scan's time.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * No serious or critical accessibility violation on the page as it is now (with `coloursOnly`,
 * of the rules that depend on colours: a page already scanned in another theme).
 *
 * Legacy mode: axe runs in the page and its frames and reports from there. The default mode
 * opens a second, blank page to combine the frames' results (axe injected twice), which makes
 * each scan about twice as long on a two-core machine; it exists for cross-origin frames, and
 * the site's own pages have none (a third-party frame would show as the frame-tested check's
 * 'incomplete', never as a violation of ours).
 */
export async function expectAccessible(page: Page, label: string, { coloursOnly = false } = {}) {
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  const results = await (
    coloursOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  ).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
  expect(summary, `${label}: accessibility violations`).toEqual([]);
}

export async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((t) => localStorage.setItem('newsdesk-theme', t), theme);
}

/**
 * Waits until the page works: the islands have attached (`<html data-islands="ready">`,
 * app/islands/main.ts) and, on the pages React hydrates (account pages, admin: they carry
 * `window.__reactRouterContext`), React has hydrated (`<html data-hydrated="true">`, app/root.tsx).
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const html = document.documentElement;
    if (html.dataset.islands !== 'ready') return false;
    return !('__reactRouterContext' in window) || html.dataset.hydrated === 'true';
  });
}

/**
 * No serious or critical violation in the light theme and, on the desktop project, in the dark
 * one: the page as loaded (the device asks for light), then again with the device asking for dark
 * (the site follows it, as no theme is stored). The phone project scans its layout in light only:
 * the dark theme's colours are the same on both screens.
 */
export async function expectAccessibleInThemes(page: Page, testInfo: TestInfo, label: string) {
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await expectAccessible(page, `${label} (light)`);
  if (testInfo.project.name === 'phone') return;
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  // The same page and markup in other colours: the rest was checked in light.
  await expectAccessible(page, `${label} (dark)`, { coloursOnly: true });
}
