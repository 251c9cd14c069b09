import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { E2E_PASSWORD, E2E_USERS, signInThroughApi } from './support/accounts';
import { expectAccessible, hydrated } from './support/axe';
import { SITE } from './support/ports';
import { uniqueMark } from './support/stories';

/**
 * Another publication's site, played by a local server: it serves the page its HTML was pasted
 * into. (On loopback like the site: a browser does not let a public page load from a private address.)
 */
async function republisherSite(html: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>Republisher</title><body>${html}</body>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test(
  'a story free to republish: its HTML copied into another site counts one republication, shown in the editor',
  // On the phone too: the reader's 'Republish this story' panel and its copy button.
  {},
  async ({ page, browser }) => {
    test.slow();
    const mark = uniqueMark();
    // An admin chooses the licence.
    await signInThroughApi(page, E2E_USERS.admin);
    await page.goto('/admin/settings');
    await hydrated(page);
    await page.getByLabel('Licence').selectOption('CC BY-ND 4.0');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: /saved/i })).toBeVisible();

    // An editor publishes a story free to republish.
    const api = await playwrightRequest.newContext({ baseURL: SITE, extraHTTPHeaders: { origin: SITE } });
    await api.post('/api/users/login', { data: { username: E2E_USERS.editor, password: E2E_PASSWORD } });
    const title = `Reservoirs at a ten-year high ${mark}`;
    const created = await api.post('/api/news', {
      multipart: {
        title,
        category: 'India',
        description: 'The state’s water board publishes its weekly figures.',
        content: `<p>${'The reservoirs are fuller than in any year since 2016. '.repeat(12)}</p>`,
        status: 'published',
        republishable: 'true',
      },
    });
    expect(created.status()).toBe(201);
    const story = (await created.json()) as { _id: string; slug: string };

    // A reader from another newsroom takes the HTML from the story's page.
    const reader = await browser.newContext();
    const visitor = await reader.newPage();
    await visitor.goto(`${SITE}/news/${story.slug}`);
    await visitor.getByText('Republish this story', { exact: true }).click();
    await expect(visitor.getByRole('link', { name: 'CC BY-ND 4.0' })).toBeVisible();
    await expectAccessible(visitor, 'a story free to republish, its HTML shown');
    const html = await visitor.getByLabel('The story’s HTML').inputValue();
    // 'Copy the HTML' copies it, or, where the page may not write the clipboard, selects it to copy by hand.
    await visitor.getByRole('button', { name: 'Copy the HTML' }).click();
    await expect(visitor.locator('[data-copied]')).toHaveText(
      /^(Copied\. Paste it into your page as it is\.|Press Ctrl\+C)/,
    );
    expect(html).toContain(`<link rel="canonical" href="${SITE}/news/${story.slug}">`);
    expect(html).toContain(`<img src="${SITE}/republished/${story._id}.gif"`);

    // …and pastes it into a page of their own site: the reader's browser loads the counter from there.
    const republisher = await republisherSite(html);
    const counted = visitor.waitForResponse((res) => res.url().endsWith(`/republished/${story._id}.gif`));
    await visitor.goto(`${republisher.origin}/water/reservoirs.html`);
    expect((await counted).status()).toBe(200);
    await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
    await reader.close();
    await republisher.close();

    const list = (await (await api.get(`/api/news/${story._id}/republications`)).json()) as {
      totalHits: number;
      pages: { page: string; hits: number }[];
    };
    // The browser names the page's site alone to another site (its default referrer policy).
    expect(list).toMatchObject({ totalHits: 1, pages: [{ page: `${republisher.origin}/`, hits: 1 }] });
    await api.dispose();

    await signInThroughApi(page, E2E_USERS.editor);
    await page.goto(`/admin/news/${story._id}/edit`);
    await hydrated(page);
    const panel = page.getByRole('region', { name: 'Republished' });
    await expect(panel).toContainText('Read 1 time on 1 page.');
    await expect(panel.getByRole('link', { name: `${republisher.origin}/` })).toBeVisible();
  },
);
