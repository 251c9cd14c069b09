import { expect, test } from '@playwright/test';
import { SITE } from './support/ports';
import { sampleStory } from './support/stories';
import { ONCE } from './support/tags';

/** What a crawler, a share preview or a reader without JavaScript gets: full HTML. */
test.describe('server-rendered HTML', { tag: ONCE }, () => {
  test('the home page has content and meta tags without JavaScript', async ({ request }) => {
    const res = await request.get('/');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<title>Newsdesk — Latest news/);
    expect(html).toContain('<meta name="description"');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/"`);
    expect(html).toContain('property="og:title"');
    expect(html).toContain('name="twitter:card" content="summary_large_image"');
    expect(html).toContain('Featured Stories');
    expect(html).toContain('"@type":"WebSite"');
    expect((html.match(/<article/g) ?? []).length).toBeGreaterThanOrEqual(53);
  });

  test('an article has its text, Open Graph tags and NewsArticle JSON-LD', async ({ request }) => {
    // A sample, whose share picture is drawn for it (/og/s/…).
    const article = await sampleStory(request, 'Health');
    const html = await (await request.get(article.path)).text();
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="${SITE.replace(/[.]/g, '\\.')}/og/s/[a-z0-9-]+\\.jpg"`),
    );
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html).toContain('property="article:section" content="Health"');
    expect(html).toContain('"@type":"NewsArticle"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description.length).toBeGreaterThan(50);
    expect(description.length).toBeLessThanOrEqual(160 + 20); // entities may lengthen the raw attribute
    expect(html).toContain('<h1');
  });

  test('public pages are compressed and cached; assets are immutable', async ({ request }) => {
    const first = await request.get('/world-news', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(first.headers()['content-encoding']).toMatch(/br|gzip/);
    // Every public page shows the newest stories, and other specs publish while this one runs: a
    // story published between two of these requests rightly redraws the page (a MISS, a new ETag).
    // The three requests are tried again together until none fell across such a change.
    let html = '';
    await expect(async () => {
      await request.get('/world-news');
      const second = await request.get('/world-news');
      expect(second.headers()['x-cache']).toBe('HIT');
      expect(second.headers().etag).toBeTruthy();
      const revalidate = await request.get('/world-news', { headers: { 'if-none-match': second.headers().etag! } });
      expect(revalidate.status()).toBe(304);
      html = await second.text();
    }).toPass({ timeout: 20_000 });
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const js = await request.get(asset!, { headers: { 'accept-encoding': 'gzip' } });
    expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers()['content-encoding']).toBe('gzip');
  });

  test('the health check reports the database', async ({ request }) => {
    const body = (await (await request.get('/api/health')).json()) as { status: string };
    expect(body.status).toBe('ok');
  });
});
