import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_USERS, signInThroughApi, tokenOf } from './support/accounts';
import { SITE } from './support/ports';
import { hydrated } from './support/axe';
import { ONCE } from './support/tags';

interface Counts {
  _id: string;
  title: string;
  views: number;
  shares: number;
  likes: number;
}

/**
 * The story's counts as staff read them (with credentials: a visitor's answer comes from the cache,
 * whose counts may be minutes old).
 */
async function counts(request: APIRequestContext, slug: string, token: string): Promise<Counts> {
  const res = await request.get(`/api/news/slug/${slug}`, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()) as Counts;
}

test.describe('admin: dashboard, analytics and SEO', () => {
  test(
    'a reader’s view, share and like are counted once (not crawlers, not staff) and reach the analytics page',
    { tag: ONCE },
    async ({ browser, request, browserName, baseURL, playwright }) => {
      // Many steps and page loads: three times the usual budget, also on a loaded machine.
      test.slow();
      test.skip(browserName !== 'chromium');
      const { name } = test.info().project;
      const slug = `e2e-analytics-${name}`;
      const token = await tokenOf(playwright, baseURL, E2E_USERS.editor);
      const before = await counts(request, slug, token);
      // A reader of its own for each attempt: the server remembers the last story a browser was counted for.
      const context = await browser.newContext({
        baseURL,
        userAgent: `Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36 e2e-${name}-${Date.now()}`,
      });
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const page = await context.newPage();

      const viewed = page.waitForResponse((r) => r.url().endsWith('/view') && r.request().method() === 'POST');
      await page.goto(`/news/${slug}`);
      expect((await viewed).status()).toBe(200);
      await hydrated(page);
      // A reload in the same tab is not a second view.
      await page.reload();
      await hydrated(page);
      await expect.poll(async () => (await counts(request, slug, token)).views).toBe(before.views + 1);

      // Share (the copy path) counts a share.
      await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: 'Share' }).click();
      await expect.poll(async () => (await counts(request, slug, token)).shares).toBe(before.shares + 1);

      // Like, once; the browser remembers it across a reload; unlike and like again.
      const like = page.getByRole('button', { name: 'Like' });
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText(`${before.likes + 1} ${before.likes + 1 === 1 ? 'like' : 'likes'}`)).toBeVisible();
      // The button waits for the server's answer before it takes another click.
      await expect(like).toBeEnabled();
      await page.reload();
      await expect(page.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: 'Like' }).click();
      await expect(page.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
      await page.getByRole('button', { name: 'Like' }).click();
      await expect(page.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(async () => (await counts(request, slug, token)).likes).toBe(before.likes + 1);

      // More readers, so the story leads the top articles.
      for (let i = 0; i < 12; i++) {
        await request.post(`/api/news/${before._id}/view`, {
          headers: { 'user-agent': `Mozilla/5.0 E2E reader ${i} ${Date.now()}`, origin: new URL(page.url()).origin },
        });
      }

      // Crawlers and staff are not readers.
      const counted = (await counts(request, slug, token)).views;
      expect(counted).toBe(before.views + 13);
      const bot = await request.post(`/api/news/${before._id}/view`, {
        headers: {
          'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
          origin: new URL(page.url()).origin,
        },
      });
      expect(await bot.json()).toEqual({ counted: false });
      const staff = await browser.newContext();
      const admin = await staff.newPage();
      await signInThroughApi(admin, E2E_USERS.admin);
      const staffView = admin.waitForResponse((r) => r.url().endsWith('/view'));
      await admin.goto(`/news/${slug}`);
      expect((await staffView).status()).toBe(200);
      expect((await counts(request, slug, token)).views).toBe(counted);

      await admin.goto('/admin/analytics');
      await expect(admin.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
      await expect(admin.getByRole('img', { name: /Views per day, last 30 days/ })).toBeVisible();
      const top = admin
        .getByRole('region', { name: 'Top articles' })
        .getByRole('row')
        .filter({ hasText: before.title });
      await expect(top).toBeVisible();
      const business = admin.getByRole('region', { name: 'By category' }).getByRole('row', { name: /Business/ });
      await expect(business).toBeVisible();
      // 'Published' counts the category's stories a reader finds (seven samples at least), apart from those read.
      const byCategory = admin.getByRole('region', { name: 'By category' });
      await expect(byCategory.getByRole('columnheader', { name: 'Published' })).toBeVisible();
      await expect(byCategory.getByRole('columnheader', { name: 'With activity' })).toBeVisible();
      expect(Number(await business.getByRole('cell').first().textContent())).toBeGreaterThanOrEqual(7);
      // On a phone the table scrolls in its panel; the page itself does not get wider.
      expect(await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // Another period is fetched in the page, and the link says which one is shown.
      await hydrated(admin);
      const week = admin.waitForResponse((r) => r.url().includes('/api/analytics?days=7'));
      await admin.getByRole('link', { name: '7 days' }).click();
      expect((await week).status()).toBe(200);
      await expect(admin.getByRole('link', { name: '7 days' })).toHaveAttribute('aria-current', 'page');
      await expect(admin.getByRole('img', { name: /last 7 days/ }).first()).toBeVisible();
      await staff.close();
      await context.close();
    },
  );

  test(
    'the dashboard links to every admin page and deletes a draft after confirmation',
    { tag: ONCE },
    async ({ page }) => {
      const title = `E2E draft to delete (${test.info().project.name})`;
      await signInThroughApi(page, E2E_USERS.editor);
      await page.goto('/admin');
      const figures = page.getByRole('region', { name: 'Figures' });
      await expect(figures.getByText(/Views/)).toBeVisible();
      await expect(figures).toContainText(/in the last 30 days|vs the previous 30 days/);
      const quick = page.getByRole('region', { name: 'Quick actions' });
      await expect(quick.getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/admin/analytics');
      await expect(quick.getByRole('link', { name: 'SEO report' })).toHaveAttribute('href', '/admin/seo');
      // Editors do not manage users.
      await expect(quick.getByRole('link', { name: 'Manage users' })).toHaveCount(0);

      await hydrated(page);
      const item = page.getByRole('listitem').filter({ hasText: title });
      await expect(item).toBeVisible();
      // Dismissing the confirmation deletes nothing.
      page.once('dialog', (dialog) => void dialog.dismiss());
      await item.getByRole('button', { name: /Delete/ }).click();
      await expect(item).toBeVisible();
      page.once('dialog', (dialog) => {
        expect(dialog.message()).toContain(title);
        void dialog.accept();
      });
      await item.getByRole('button', { name: /Delete/ }).click();
      await expect(page.getByText('Article deleted.')).toBeVisible();
      await expect(item).toHaveCount(0);
    },
  );

  test(
    'an author’s dashboard and SEO page hold published stories and their own drafts, never anyone else’s',
    { tag: ONCE },
    async ({ page, browser, baseURL }) => {
      // Many steps and page loads: three times the usual budget, also on a loaded machine.
      test.slow();
      const { name } = test.info().project;
      // A draft of the editor's, made for this test: the fixture's drafts may already be deleted by the test above.
      const theirs = `E2E editor’s embargoed draft (${name} ${Date.now()})`;
      await signInThroughApi(page, E2E_USERS.editor);
      const origin = SITE;
      const created = await page.request.post('/api/news', {
        headers: { origin },
        multipart: {
          title: theirs,
          category: 'Business',
          description: 'Not to be seen before the budget speech.',
          content: '<p>Embargoed until noon.</p>',
          status: 'draft',
        },
      });
      expect(created.status()).toBe(201);
      const { _id: id } = (await created.json()) as { _id: string };
      // Drafts made by nobody (the fixture's, the news fetch's) and by the editor.
      const hidden = [theirs, 'E2E draft to delete (desktop)', 'E2E draft to delete (phone)'];

      // The editor sees the draft on both pages.
      await page.goto('/admin');
      await expect(
        page.getByRole('region', { name: 'Recent articles' }).getByRole('listitem').filter({ hasText: theirs }),
      ).toBeVisible();
      // Worst scores first, newest first among equals: the new three-word draft leads its category's poor ones.
      await page.goto('/admin/seo?category=Business&level=poor');
      await expect(page.getByRole('row', { name: new RegExp(theirs.replace(/[()]/g, '\\$&')) })).toBeVisible();

      const context = await browser.newContext({ baseURL });
      const author = await context.newPage();
      await signInThroughApi(author, E2E_USERS.author);
      await author.goto('/admin');
      const recent = author.getByRole('region', { name: 'Recent articles' });
      await expect(recent.getByRole('listitem').first()).toBeVisible();
      for (const title of hidden) await expect(recent.getByText(title)).toHaveCount(0);
      await author.goto('/admin/seo?category=Technology&sort=words&dir=asc');
      // Published stories are there (the page loaded its rows) …
      await expect(author.getByRole('row', { name: /E2E technology story 7\b/ })).toBeVisible();
      // … and no other person's draft, by title or by address, on any page that would hold it.
      for (const path of ['/admin/seo?category=Business&level=poor', '/admin/seo?category=India']) {
        await author.goto(path);
        await expect(author.getByRole('region', { name: 'Score summary' })).toBeVisible();
        const html = await author.content();
        for (const title of hidden) expect(html).not.toContain(title);
        expect(html).not.toContain(`e2e-draft-${name}`);
      }
      await context.close();

      expect((await page.request.delete(`/api/news/${id}`, { headers: { origin } })).status()).toBe(200);
    },
  );

  test('the SEO report shows 20 a page with a summary of every article, filters by a form and sorts', async ({
    page,
    isMobile,
  }) => {
    await signInThroughApi(page, E2E_USERS.author);
    await page.goto('/admin/seo');
    await expect(page.getByRole('heading', { name: 'SEO', level: 1 })).toBeVisible();
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(20);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText(/Showing page 1 of \d+/);

    // The summary counts every article the author may see, not the 20 on the page.
    const summary = page.getByRole('region', { name: 'Score summary' });
    const total = Number(((await summary.locator('p strong').first().textContent()) ?? '').replace(/,/g, ''));
    expect(total).toBeGreaterThan(20);
    const bands = await summary.getByRole('link').allTextContents();
    expect(bands).toHaveLength(3);
    expect(bands.reduce((sum, text) => sum + Number(/^[\d,]+/.exec(text)?.[0].replace(/,/g, '')), 0)).toBe(total);

    // The filters: a GET form, kept in the address and in its fields.
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Technology');
    await page.getByRole('combobox', { name: 'Score' }).selectOption('poor');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/[?&]level=poor/);
    await expect(page).toHaveURL(/[?&]category=Technology/);
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Technology');
    await expect(page.getByRole('combobox', { name: 'Score' })).toHaveValue('poor');
    await expect(page.getByRole('table')).toContainText('Poor scores (Technology)');
    for (const text of await rows.locator('th').allTextContents()) expect(text).toContain('Technology');
    for (const text of await rows.locator('td:first-child').allTextContents()) expect(text).toContain('Poor');

    // Fewest words first: the six-word fixtures lead, filters kept. (A phone shows the count
    // under each title and has no Words column to sort by: the address does it there.)
    if (isMobile) {
      await page.goto(`${page.url()}&sort=words`);
    } else {
      await page.getByRole('link', { name: /^Words/ }).click();
      await expect(page.getByRole('columnheader', { name: /Words/ })).toHaveAttribute('aria-sort', 'ascending');
    }
    await expect(page).toHaveURL(/level=poor.*sort=words/);
    const words = await page.locator('tbody tr td:nth-child(3)').allTextContents();
    const numbers = words.map((w) => Number(w.replace(/,/g, '')));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));

    // Each unmet check is the step that would raise the score; the fixture's page has a meta
    // description (taken from its summary), so none is asked for.
    const fixture = page.getByRole('row', { name: /E2E technology story 7\b/ });
    await expect(fixture).toContainText('50');
    await expect(fixture).toContainText('Poor');
    await expect(fixture).toContainText('Set a focus keyword and use it in the content (+20)');
    await expect(fixture).toContainText('Write at least 300 words (it has 6) (+15)');
    await expect(fixture).toContainText('Then reach 1,000 words (+10)');
    await expect(fixture).not.toContainText(/meta description|−/);

    const scoreHeader = page.getByRole('columnheader', { name: /Score/ });
    await page.getByRole('link', { name: /^Score/ }).click();
    await expect(scoreHeader).toHaveAttribute('aria-sort', 'ascending');
    await page.getByRole('link', { name: /^Score/ }).click();
    await expect(scoreHeader).toHaveAttribute('aria-sort', 'descending');

    // A band in the summary is a filter too; the summary stays that of the whole category.
    await summary.getByRole('link', { name: /Good/ }).click();
    await expect(page).toHaveURL(/level=good/);
    await expect(page.getByRole('combobox', { name: 'Score' })).toHaveValue('good');
    await expect(rows.first()).not.toContainText('Poor');

    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/admin\/seo(\?sort=score&dir=desc)?$/);
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the SEO report’s filters and pages still work', { tag: ONCE }, async ({ page }) => {
      await signInThroughApi(page, E2E_USERS.editor);
      await page.goto('/admin/seo');
      await page.getByRole('combobox', { name: 'Category' }).selectOption('Technology');
      await page.getByRole('button', { name: 'Filter' }).click();
      // Empty fields are sent too: they mean 'all'.
      await expect(page).toHaveURL(/\/admin\/seo\?level=&category=Technology&author=$/);
      await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Technology');
      // The whole page is in (its last part, the pagination, below 20 rows) before a click aims at it.
      await page.waitForLoadState('load');
      await expect(page.getByRole('table')).toContainText(', page 1 of ');
      await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: /Next/ }).click();
      await expect(page).toHaveURL(/category=Technology&page=2/);
      await expect(page.getByRole('table')).toContainText(', page 2 of ');
    });
  });
});
