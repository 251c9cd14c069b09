import { expect, test, type Browser } from '@playwright/test';
import { E2E_USERS, signInThroughApi } from './support/accounts';
import { expectAccessible } from './support/axe';
import { SITE } from './support/ports';
import { ONCE } from './support/tags';

/** A reader of their own (an address of their own: views are counted once per reading session). */
async function readAs(browser: Browser, reader: number, slug: string) {
  const context = await browser.newContext({
    baseURL: SITE,
    extraHTTPHeaders: { 'x-forwarded-for': `198.18.77.${reader}` },
  });
  const page = await context.newPage();
  const counted = page.waitForResponse((r) => r.url().endsWith('/view') && r.request().method() === 'POST');
  // The island counts once the page is parsed (a module script): its pictures need not load first.
  await page.goto(`/news/${slug}`, { waitUntil: 'domcontentloaded' });
  expect(await (await counted).json()).toEqual({ counted: true });
  await context.close();
}

test(
  'stories readers open most rise in Most read on the home, article and category pages',
  { tag: ONCE },
  async ({ page, browser }) => {
    test.slow();
    const stamp = Date.now();
    await signInThroughApi(page, E2E_USERS.editor);
    const create = async (title: string) => {
      const res = await page.request.post('/api/news', {
        multipart: {
          title,
          category: 'Jobs',
          description: 'Hiring figures for the month.',
          content: '<p>Employers added jobs in every region this month.</p>',
          status: 'published',
        },
        headers: { origin: SITE },
      });
      expect(res.status()).toBe(201);
      return (await res.json()) as { slug: string };
    };
    const busy = await create(`Hiring surges in November ${stamp}`);
    const quiet = await create(`Job fair opens downtown ${stamp}`);

    // A reader who has the home page cached before anyone reads them.
    const reader = await browser.newPage({ baseURL: SITE });
    await reader.goto('/');

    // Eight readers open one story, three the other (each page load counts through its island), all
    // at once: each reader has a context and an address of their own.
    await Promise.all([
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((i) => readAs(browser, i, busy.slug)),
      ...[11, 12, 13].map((i) => readAs(browser, i, quiet.slug)),
    ]);

    // The lists are read again every 2 s here (MOST_READ_REFRESH_SECONDS; a minute by default),
    // and the cached pages that show them are redrawn.
    // A refresh may fall while the views are still being written: the quiet story can show
    // before all eight of the busy one's are counted. What must come is the order by views.
    const mostRead = reader.getByRole('region', { name: 'Most read', exact: true });
    const today = mostRead.getByRole('list', { name: 'Most read, last 24 hours' });
    const places = async () => {
      const titles = await today.getByRole('link').allTextContents();
      return {
        busyAt: titles.findIndex((t) => t.includes(`Hiring surges in November ${stamp}`)),
        quietAt: titles.findIndex((t) => t.includes(`Job fair opens downtown ${stamp}`)),
      };
    };
    await expect
      .poll(
        async () => {
          await reader.reload();
          const { busyAt, quietAt } = await places();
          return busyAt >= 0 && quietAt > busyAt;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const { busyAt, quietAt } = await places();
    expect(busyAt).toBeGreaterThanOrEqual(0);
    expect(quietAt).toBeGreaterThan(busyAt);

    // The week's list opens by keyboard (a native disclosure: no script).
    const week = mostRead.getByRole('list', { name: 'Most read, last 7 days' });
    await expect(week).toBeHidden();
    await mostRead.getByText('Last 7 days').focus();
    await reader.keyboard.press('Enter');
    await expect(week.getByRole('link', { name: `Hiring surges in November ${stamp}` })).toBeVisible();
    await expectAccessible(reader, 'home with most read');

    // An article's sidebar has the same list; the link leads to the story.
    await reader.goto(`/news/${quiet.slug}`);
    await mostRead
      .getByRole('link', { name: `Hiring surges in November ${stamp}` })
      .first()
      .click();
    await expect(reader).toHaveURL(new RegExp(`/news/${busy.slug}$`));

    // The category page lists its own, in its body (phones see it too).
    await reader.goto('/jobs-news');
    const jobs = reader.getByRole('region', { name: 'Most read in Jobs' });
    await expect(jobs.getByRole('list', { name: 'Most read in Jobs, last 24 hours' }).getByRole('link')).toContainText([
      `Hiring surges in November ${stamp}`,
      `Job fair opens downtown ${stamp}`,
    ]);
    await expectAccessible(reader, 'category page with most read');
    await reader.close();
  },
);
