import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absoluteAddresses, republishHtml } from '../../core/republishing';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertArticle, signedInAs, siteSettingsInput } from '../../tests/helpers/factories';
import { republishingPage } from './republishing';

describe('the page a counter names', () => {
  it('is the referring page without its query, never the site itself', () => {
    const own = 'https://news.example';
    expect(republishingPage('https://partner.example/news/rain?utm_source=x#top', own)).toBe(
      'https://partner.example/news/rain',
    );
    expect(republishingPage('https://partner.example/', own)).toBe('https://partner.example/');
    expect(republishingPage('https://news.example/news/rain', own)).toBeNull();
    expect(republishingPage('javascript:alert(1)', own)).toBeNull();
    expect(republishingPage('not a url', own)).toBeNull();
    expect(republishingPage(null, own)).toBeNull();
    expect(republishingPage(`https://partner.example/${'a'.repeat(900)}`, own)).toHaveLength(500);
  });
});

describe('the HTML offered to republish', () => {
  it('carries the canonical link, byline, credit and counter, every address full, every word escaped', () => {
    const html = republishHtml(
      {
        id: '11111111-2222-4333-8444-555555555555',
        title: 'Rain & "wind" <today>',
        byline: 'Asha Rao',
        url: 'https://news.example/news/rain',
        published: '29 Nov 2026',
        content:
          '<p>See <a href="/news/other">this</a>.</p><picture><source srcset="/uploads/images/a-480.webp 480w, /uploads/images/a-800.webp 800w"><img src="/uploads/images/a-1200.jpg" alt=""></picture><a href="https://elsewhere.example/">x</a>',
      },
      { name: 'The Ledger', publicUrl: 'https://news.example' },
      'CC BY-ND 4.0',
    );
    expect(html.split('\n')).toEqual([
      '<link rel="canonical" href="https://news.example/news/rain">',
      '<h1>Rain &amp; &quot;wind&quot; &lt;today&gt;</h1>',
      '<p>By Asha Rao, The Ledger · 29 Nov 2026</p>',
      '<p>See <a href="https://news.example/news/other">this</a>.</p><picture><source srcset="https://news.example/uploads/images/a-480.webp 480w, https://news.example/uploads/images/a-800.webp 800w"><img src="https://news.example/uploads/images/a-1200.jpg" alt=""></picture><a href="https://elsewhere.example/">x</a>',
      '<p>This story was first published by <a href="https://news.example/news/rain">The Ledger</a> and is republished under <a href="https://creativecommons.org/licenses/by-nd/4.0/">CC BY-ND 4.0</a>.</p>',
      '<img src="https://news.example/republished/11111111-2222-4333-8444-555555555555.gif" width="1" height="1" alt="" style="border:0;width:1px;height:1px">',
    ]);
    expect(absoluteAddresses('<a href="//cdn.example/x">x</a>', 'https://news.example')).toBe(
      '<a href="//cdn.example/x">x</a>',
    );
  });
});

describe('the counter and where a story was republished', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const counter = (id: string, referer?: string) =>
    t.app.request(`/republished/${id}.gif`, { headers: referer ? { referer } : {} });

  it('counts each read of a copy on another site, answers the image whatever happens, and tells staff', async () => {
    const { viewer } = await signedInAs(t.services, 'admin');
    await t.services.site.update(viewer, siteSettingsInput({ republishLicence: 'CC BY-ND 4.0' }));
    const free = await insertArticle(t.database.db, { republishable: true });
    const closed = await insertArticle(t.database.db);

    const first = await counter(free._id, 'https://partner.example/news/rain?utm_source=feed');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/gif');
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(new Uint8Array(await first.arrayBuffer()).slice(0, 6)).toEqual(new TextEncoder().encode('GIF89a'));
    await counter(free._id, 'https://partner.example/news/rain');
    await counter(free._id, 'https://other.example/');
    // Not counted: no referrer, the site's own page, a story not free to republish, an unknown story.
    await counter(free._id);
    await counter(free._id, 'http://news.test/news/rain');
    expect((await counter(closed._id, 'https://partner.example/x')).status).toBe(200);
    expect((await counter('0f8fad5b-d9cb-469f-a165-70867728950e', 'https://partner.example/x')).status).toBe(200);
    expect((await t.app.request('/republished/not-an-id.gif')).status).toBe(404);

    const editor = await signedInAs(t.services, 'editor');
    const res = await t.app.request(`/api/news/${free._id}/republications`, { headers: editor.auth });
    expect(res.status).toBe(200);
    const list = (await res.json()) as {
      pages: { page: string; hits: number }[];
      totalPages: number;
      totalHits: number;
    };
    expect(list.totalPages).toBe(2);
    expect(list.totalHits).toBe(3);
    expect(list.pages.map((p) => [p.page, p.hits]).sort()).toEqual([
      ['https://other.example/', 1],
      ['https://partner.example/news/rain', 2],
    ]);
    const closedList = await t.app.request(`/api/news/${closed._id}/republications`, { headers: editor.auth });
    expect(((await closedList.json()) as { totalHits: number }).totalHits).toBe(0);

    const reader = await signedInAs(t.services, 'reader');
    expect((await t.app.request(`/api/news/${free._id}/republications`, { headers: reader.auth })).status).toBe(403);
  });
});
