import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as tagLoader } from '../../app/routes/tag';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { articleForm, insertArticle, signedInAs } from '../../tests/helpers/factories';
import { callLoader } from '../../tests/helpers/pages';

/**
 * Tag pages (docs/product.md, 'Tag pages'): one tag for spellings that differ in case and
 * spacing, its page 12 stories at a time, its feed and the tags' sitemap, 404 for a tag no
 * published story has (the slugs of stories from before tag pages: server/db/backfills.test.ts).
 */
let t: TestApp;
let editor: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://news.example' } });
  editor = (await signedInAs(t.services, 'editor')).auth;
});
afterAll(() => t.close());

const publish = async (title: string, tags: string[], status = 'published') => {
  const res = await t.app.request('/api/news', {
    method: 'POST',
    headers: editor,
    body: articleForm({
      title,
      description: `About ${title}.`,
      content: `<p>${'A full account of the day. '.repeat(20)}</p>`,
      status,
      tags: JSON.stringify(tags),
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { _id: string; slug: string };
};
const page = (slug: string, search = '') =>
  callLoader(tagLoader, t, null, `/tag/${slug}${search}`, { slug: decodeURIComponent(slug) }).catch(
    (thrown: unknown) => thrown,
  );
const statusOf = (thrown: unknown) =>
  thrown instanceof Response ? thrown.status : (thrown as { init?: { status?: number } }).init?.status;

describe('tag pages', () => {
  it('are one page for every spelling of a tag, newest first, 12 at a time, with the tag as spelled', async () => {
    for (let i = 0; i < 13; i++) await publish(`Glacier report ${i}`, [i % 2 ? 'Climate change' : 'climate  Change']);
    await publish('A draft with the tag', ['Climate change'], 'draft');
    const first = (await page('climate-change')) as Awaited<ReturnType<typeof tagLoader>>;
    expect(first.name).toMatch(/^climate change$/i);
    expect(first.news).toHaveLength(12);
    expect(first.news[0]!.title).toBe('Glacier report 12');
    expect(first.pagination).toMatchObject({ totalItems: 13, totalPages: 2 });
    const second = (await page('climate-change', '?page=2')) as Awaited<ReturnType<typeof tagLoader>>;
    expect(second.news.map((a) => a.title)).toEqual(['Glacier report 0']);

    // Another spelling of the address goes to the tag's own; past the last page to the last.
    expect(statusOf(await page('Climate-Change'))).toBe(301);
    expect(((await page('Climate-Change')) as Response).headers.get('Location')).toBe('/tag/climate-change');
    expect(((await page('climate-change', '?page=9')) as Response).headers.get('Location')).toBe(
      '/tag/climate-change?page=2',
    );
    // A tag no published story has is a 404.
    expect(statusOf(await page('no-such-tag'))).toBe(404);
    expect(statusOf(await page('---'))).toBe(404);
  });

  it('serve the page and its RSS feed over HTTP, and list the tags in a sitemap', async () => {
    await publish('Monsoon over Kerala', ['Monsoon', 'Kerala']);
    await publish('Café owners meet', ['Café Society']);
    const feed = await t.app.request('/tag/monsoon/rss.xml');
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await feed.text();
    expect(xml).toContain('<title>Newsdesk — Monsoon</title>');
    expect(xml).toContain('Monsoon over Kerala');
    expect((await t.app.request('/tag/Monsoon/rss.xml')).status).toBe(301);
    expect((await t.app.request('/tag/no-such-tag/rss.xml')).status).toBe(404);
    // A tag only sample stories have: a page, and a feed without them (samples are never in a feed).
    await insertArticle(t.database.db, { title: 'A sample', tags: ['Sample only'], isSample: true });
    const empty = await t.app.request('/tag/sample-only/rss.xml');
    expect(empty.status).toBe(200);
    expect(await empty.text()).not.toContain('<item>');

    const sitemap = await (await t.app.request('/sitemaps/tags.xml')).text();
    expect(sitemap).toContain('<loc>https://news.example/tag/monsoon</loc>');
    expect(sitemap).toContain('<loc>https://news.example/tag/cafe-society</loc>');
    expect(await (await t.app.request('/sitemap.xml')).text()).toContain('https://news.example/sitemaps/tags.xml');
  });

  it('follow an edit that adds a tag at once, though the page was cached', async () => {
    const story = await publish('River levels rise', ['Rivers']);
    const before = await (await t.app.request('/tag/rivers/rss.xml')).text();
    expect(before).toContain('River levels rise');
    const other = await publish('Dam gates opened', ['Dams']);
    expect((await t.app.request('/tag/rivers/rss.xml')).status).toBe(200);
    const put = await t.app.request(`/api/news/${other._id}`, {
      method: 'PUT',
      headers: editor,
      body: articleForm({
        title: 'Dam gates opened',
        description: 'About Dam gates opened.',
        content: `<p>${'A full account of the day. '.repeat(20)}</p>`,
        status: 'published',
        tags: JSON.stringify(['Dams', 'rivers']),
      }),
    });
    expect(put.status).toBe(200);
    const after = await (await t.app.request('/tag/rivers/rss.xml')).text();
    expect(after).toContain('Dam gates opened');
    expect(story._id).toBeTruthy();
  });
});
