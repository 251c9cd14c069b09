import { expect, test, type Page } from '@playwright/test';
import { CATEGORIES, CATEGORY_INFO } from '../../core/categories';
import { MESSAGE_CLEAR_MS, SCHEDULER_TEXTS } from '../../core/ingest';
import { expectAccessible, setTheme } from './support/axe';
import { adminNav, signInThroughApi } from './support/accounts';
import { INGEST_ADMIN, INGEST_PASSWORD, INGEST_SITE } from './support/ports';
import { ONCE, themeTags } from './support/tags';

/**
 * The news scheduler on a site whose providers are local stand-ins answering in
 * NewsAPI's and the Guardian's shapes. One project drives the shared site; the
 * phone project checks the page's layout and accessibility without changing it.
 */
test.use({ baseURL: INGEST_SITE });

async function openScheduler(page: Page) {
  await signInThroughApi(page, INGEST_ADMIN, INGEST_PASSWORD, INGEST_SITE);
  await page.goto('/admin/scheduler');
  await expect(page.getByRole('heading', { name: 'News Scheduler' })).toBeVisible();
}

const message = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ });

// One browser drives the shared site: desktop only.
test('stop, start and a manual fetch that fills every category, then adds nothing', { tag: ONCE }, async ({ page }) => {
  test.setTimeout(120_000);
  // The page's timers run on Playwright's clock (time flows as usual) so the message's 5 seconds
  // can be skipped instead of waited for.
  await page.clock.install();
  await openScheduler(page);

  const status = page.getByRole('definition').first();
  await expect(status).toHaveText('Running');
  await expect(page.getByText('At 06:00, every day (Asia/Kolkata)').first()).toBeVisible();
  await expect(page.getByText('0 6 * * *')).toBeVisible();
  await expect(page.getByText('Never')).toBeVisible();
  await expect(page.getByRole('list').filter({ hasText: 'Entertainment' }).getByRole('listitem')).toHaveCount(10);

  // A disabled button looks switched off (grey, dashed), not like a faded active one.
  const start = page.getByRole('button', { name: 'Start' });
  await expect(start).toBeDisabled();
  await expect(start).toHaveCSS('border-top-style', 'dashed');
  await expect(start).not.toHaveCSS('background-color', 'rgb(178, 24, 24)');

  // Stop: a green message that goes after 5 seconds; no next run.
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(message(page)).toHaveText(SCHEDULER_TEXTS.stopped);
  await expect(message(page).locator('p')).toHaveClass(/text-green/);
  await expect(status).toHaveText('Stopped');
  await expect(page.getByText('None while stopped')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeDisabled();
  // Still there 2 s in (the 3 s left are margin for a slow machine's real time), gone after 5 s.
  await page.clock.fastForward(MESSAGE_CLEAR_MS - 3_000);
  await expect(page.getByText(SCHEDULER_TEXTS.stopped)).toBeVisible();
  await page.clock.fastForward(3_000);
  await expect(page.getByText(SCHEDULER_TEXTS.stopped)).toBeHidden();

  await page.getByRole('button', { name: 'Start' }).click();
  await expect(message(page)).toHaveText(SCHEDULER_TEXTS.started);
  await expect(status).toHaveText('Running');

  // A manual fetch: progress while it runs, a second trigger meanwhile is refused.
  await page.getByRole('button', { name: 'Trigger Manual Fetch' }).click();
  await expect(message(page)).toHaveText(SCHEDULER_TEXTS.triggered);
  const progress = page.getByRole('progressbar');
  await expect(progress).toBeVisible();
  await expect(page.getByRole('button', { name: 'Trigger Manual Fetch' })).toBeDisabled();
  const busy = await page.request.post('/api/scheduler/trigger-news-fetch', { headers: { origin: INGEST_SITE } });
  expect(busy.status()).toBe(409);
  expect((await busy.json()).message).toBe(SCHEDULER_TEXTS.inProgress);
  await expect(progress).toBeHidden({ timeout: 60_000 });
  // Then what the run did, which stays until the next action.
  await expect(message(page)).toHaveText(/^News fetch finished: 40 stories added/);
  await expect(message(page).locator('p')).toHaveClass(/text-green/);
  await expect(page.getByRole('button', { name: 'Trigger Manual Fetch' })).toHaveCSS('border-top-style', 'solid');

  const history = page.getByRole('region', { name: 'Recent runs' }).getByRole('listitem');
  await expect(history.first()).toContainText(`Manual by ${INGEST_ADMIN}`);
  await expect(history.first()).toContainText('Succeeded');
  await expect(history.first()).toContainText('40 stored');
  await expect(page.getByText('Healthy')).toHaveCount(2);
  // The run's detail per category and provider.
  await history.first().locator('summary').click();
  await expect(history.first().getByRole('row', { name: /Sports The Guardian/ })).toContainText('1');

  // Every category's public page shows fetched stories; a story shows its source.
  for (const category of CATEGORIES) {
    const res = await page.request.get(CATEGORY_INFO[category].path);
    expect(res.status(), category).toBe(200);
    expect(await res.text(), category).toContain(`${category} report `);
  }
  await page.goto(CATEGORY_INFO.Sports.path);
  await page
    .getByRole('link', { name: /Sports report 0/ })
    .first()
    .click();
  const source = page.getByText('Source: Coastal Courier');
  await expect(source).toBeVisible();
  const original = page.getByRole('link', { name: /read the original/ });
  await expect(original).toHaveAttribute('href', /^https:\/\/news\.example\/newsapi\/sports\//);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https:\/\/news\.example\//);

  // A second fetch the same day adds nothing.
  await page.goto('/admin/scheduler');
  await page.getByRole('button', { name: 'Trigger Manual Fetch' }).click();
  await expect(message(page)).toHaveText(
    'News fetch finished: nothing new to fetch, every category already has its stories for today.',
    { timeout: 60_000 },
  );
  await expect(page.getByRole('progressbar')).toBeHidden();
  await expect(history.first()).toContainText('0 stored');
  await expect(history).toHaveCount(2);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the page passes axe (${theme})`, { tag: themeTags(theme) }, async ({ page }) => {
    await setTheme(page, theme);
    await openScheduler(page);
    await expect(page.getByRole('button', { name: 'Trigger Manual Fetch' })).toBeVisible();
    // The light variant scans the same screen in full; the dark one checks the colour rules (support/axe.ts).
    await expectAccessible(page, `/admin/scheduler ${theme}`, { coloursOnly: theme === 'dark' });
  });
}

test('is linked from the dashboard and the admin menu', async ({ page }) => {
  await signInThroughApi(page, INGEST_ADMIN, INGEST_PASSWORD, INGEST_SITE);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'News scheduler' }).click();
  await expect(page).toHaveURL(/\/admin\/scheduler$/);
  await expect((await adminNav(page)).getByRole('link', { name: 'Scheduler' })).toHaveAttribute('aria-current', 'page');
});
