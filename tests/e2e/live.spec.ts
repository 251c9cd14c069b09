import { expect, test } from '@playwright/test';
import { E2E_USERS, signInThroughApi } from './support/accounts';
import { expectAccessible, expectAccessibleInThemes, hydrated, setTheme } from './support/axe';
import { SITE } from './support/ports';
import { ONCE } from './support/tags';
import { watchViolations } from './support/csp';

test(
  'a live blog: an editor posts from the Live panel, an open page offers it without a reload, the coverage ends',
  { tag: ONCE },
  async ({ page, browser }) => {
    test.slow();
    const stamp = Date.now();
    await signInThroughApi(page, E2E_USERS.editor);
    const created = await page.request.post('/api/news', {
      multipart: {
        title: `Election night live ${stamp}`,
        category: 'India',
        description: 'Results from every constituency as they come in.',
        content: '<p>Counting began at 8 a.m. in all 543 constituencies.</p>',
        status: 'published',
        liveBlog: 'true',
      },
      headers: { origin: SITE },
    });
    expect(created.status()).toBe(201);
    const { _id: id, slug } = (await created.json()) as { _id: string; slug: string };
    const first = await page.request.post(`/api/news/${id}/live`, {
      data: { title: 'Polls closed', body: '<p>Voting ended at 6 p.m.; turnout was 66 %.</p>', pinned: true },
      headers: { origin: SITE },
    });
    expect(first.status()).toBe(201);

    // A reader has the page open; the page's clock is the test's, so 15 s pass when told.
    const reader = await browser.newPage({ baseURL: SITE });
    // The live module is a chunk of its own, loaded on demand: the CSP must allow it (docs/security.md).
    const violations = await watchViolations(reader);
    await reader.clock.install();
    await reader.goto(`/news/${slug}`);
    await expect(reader.getByText('Live', { exact: true })).toBeVisible();
    await expect(reader.getByRole('region', { name: 'Pinned' })).toContainText('Polls closed');
    const ld = await reader
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}') as Record<string, unknown>));
    const blog = ld.find((d) => d['@type'] === 'LiveBlogPosting');
    expect(blog?.coverageStartTime).toBeTruthy();
    expect(blog?.coverageEndTime).toBeUndefined();
    expect((blog?.liveBlogUpdate as { headline: string }[])[0]?.headline).toBe('Polls closed');
    await expect(reader.locator('[data-live-ready]')).toHaveCount(1);

    // The editor posts a key event from the editor's Live updates panel.
    await page.goto(`/admin/news/${id}/edit`);
    await hydrated(page);
    const panel = page.getByRole('region', { name: 'Live updates' });
    await panel.getByLabel('Title (optional)').fill('First result declared');
    await panel.getByRole('textbox', { name: 'Text' }).click();
    // Text goes in at once, as a paste would: typed key by key it took seconds, and the editor's
    // typing is editor.spec.ts's subject, not this test's.
    await page.keyboard.insertText('The first seat goes to the sitting member by 4,210 votes.');
    await panel.getByLabel('Key event').check();
    await panel.getByRole('button', { name: 'Post update' }).click();
    await expect(page.getByText('Update posted')).toBeVisible();
    await expect(panel.getByRole('list', { name: 'Posted updates' }).getByRole('listitem')).toHaveCount(2);
    await expectAccessible(page, 'editor with the live panel');

    // Within one poll the reader is offered it, and the text under them has not moved.
    await reader.clock.runFor(15_000);
    const offer = reader.getByRole('button', { name: '1 new update' });
    await expect(offer).toBeVisible();
    await expect(reader.getByText('First result declared')).toHaveCount(0);
    await offer.click();
    await expect(reader.locator('[data-live-list] [data-live-entry]').first()).toBeFocused();
    await expect(reader.getByRole('heading', { name: 'First result declared' })).toBeVisible();
    await expect(offer).toBeHidden();
    expect(violations).toEqual([]);

    // A reload draws it with the key events; light and dark pass the scan.
    await reader.reload();
    await expect(reader.getByRole('navigation', { name: 'Key events' })).toContainText('First result declared');
    for (const theme of ['light', 'dark'] as const) {
      // The stored theme applies from the next load (an inline script in the document's head).
      await setTheme(reader, theme);
      await reader.reload();
      if (theme === 'dark') await expect(reader.locator('html')).toHaveClass(/\bdark\b/);
      else await expect(reader.locator('html')).not.toHaveClass(/\bdark\b/);
      // The same markup in both themes: the dark scan checks the colour rules only (support/axe.ts).
      await expectAccessible(reader, `live blog (${theme})`, { coloursOnly: theme === 'dark' });
    }

    // Without JavaScript the page is complete.
    const plain = await browser.newContext({ baseURL: SITE, javaScriptEnabled: false });
    const noJs = await plain.newPage();
    await noJs.goto(`/news/${slug}`);
    await expect(noJs.getByRole('heading', { name: 'First result declared' })).toBeVisible();
    await expect(noJs.getByText('Voting ended at 6 p.m.')).toBeVisible();
    await plain.close();

    // The editor ends the coverage: the open page says so at its next poll, a new load too.
    await panel.getByRole('button', { name: 'End live coverage' }).click();
    await expect(page.getByText('Live coverage ended')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Post update' })).toHaveCount(0);
    await reader.clock.runFor(15_000);
    await expect(reader.getByText('This live coverage has ended')).toBeVisible();
    await reader.reload();
    await expect(reader.getByRole('status').filter({ hasText: 'This live coverage has ended' })).toBeVisible();
    await expect(reader.getByText('Live', { exact: true })).toHaveCount(0);
    await reader.close();
  },
);

test(
  'a reporter posts to their own published live blog from the editor’s live-only mode',
  { tag: ONCE },
  async ({ page, browser }, testInfo) => {
    test.slow();
    const stamp = Date.now();
    const title = `Cyclone landfall live ${stamp}`;
    await signInThroughApi(page, E2E_USERS.author);
    const created = await page.request.post('/api/news', {
      multipart: {
        title,
        category: 'India',
        description: 'The cyclone reaches the coast; updates from our reporter in the district.',
        content: '<p>The storm is expected to cross the coast before midnight.</p>',
        status: 'review',
        liveBlog: 'true',
      },
      headers: { origin: SITE },
    });
    expect(created.status()).toBe(201);
    const { _id: id, slug } = (await created.json()) as { _id: string; slug: string };

    // An editor publishes it: its text is now the editors’.
    const desk = await browser.newContext({ baseURL: SITE });
    const editor = await desk.newPage();
    await signInThroughApi(editor, E2E_USERS.editor);
    const published = await editor.request.put(`/api/news/${id}`, {
      multipart: { status: 'published' },
      headers: { origin: SITE },
    });
    expect(published.status()).toBe(200);
    await desk.close();

    // The author finds it in the article list, with the way to the live updates.
    await page.goto(`/admin/articles?q=${encodeURIComponent(title)}`);
    await page.getByRole('link', { name: `Post live updates of “${title}”` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/news/${id}/edit$`));
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Post live updates' })).toBeVisible();
    await expect(
      page.getByText('This story is published: an editor changes its text. You can post live updates below.'),
    ).toBeVisible();
    // The story's fields are not offered, nor what the server would refuse.
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveCount(0);
    await expect(page.getByRole('tab')).toHaveCount(0);
    for (const name of ['Publish Article', 'Save as Draft', 'Submit for review', 'End live coverage']) {
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    }

    const panel = page.getByRole('region', { name: 'Live updates' });
    await panel.getByLabel('Title (optional)').fill('Landfall near the port');
    await panel.getByRole('textbox', { name: 'Text' }).click();
    // At once, as a paste would (see the test above).
    await page.keyboard.insertText('The eye of the storm crossed the coast at 11.40 p.m.; power is out in the town.');
    await panel.getByRole('button', { name: 'Post update' }).click();
    await expect(page.getByText('Update posted')).toBeVisible();
    const posted = panel.getByRole('list', { name: 'Posted updates' }).getByRole('listitem');
    await expect(posted).toHaveCount(1);
    await expect(posted).toContainText('Landfall near the port');
    await expectAccessibleInThemes(page, testInfo, 'live-only editor');

    // Readers see it on the story's page.
    const reader = await browser.newPage({ baseURL: SITE });
    await reader.goto(`/news/${slug}`);
    await expect(reader.getByRole('heading', { name: 'Landfall near the port' })).toBeVisible();
    await expect(reader.getByText('power is out in the town')).toBeVisible();
    await reader.close();
  },
);
