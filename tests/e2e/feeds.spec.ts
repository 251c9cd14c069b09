import { expect, test, type Page } from '@playwright/test';
import { SITE } from './support/ports';
import { createStory } from './support/stories';
import { ONCE } from './support/tags';

/**
 * What a feed reader and a crawler do: find the feeds from a page's head, parse them with
 * the browser's strict XML parser, and reach every public article through the sitemap.
 */
interface Parsed {
  error: string | null;
  root: string;
  items: { title: string; link: string; category: string }[];
  locs: string[];
}

async function parseXml(page: Page, xml: string): Promise<Parsed> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.querySelector('parsererror')?.textContent ?? null;
    const items = [...doc.querySelectorAll('item, entry')].map((item) => ({
      title: item.querySelector('title')?.textContent ?? '',
      link: item.querySelector('link')?.textContent || item.querySelector('link')?.getAttribute('href') || '',
      category:
        item.querySelector('category')?.textContent || item.querySelector('category')?.getAttribute('term') || '',
    }));
    const locs = [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
    return { error, root: doc.documentElement.nodeName, items, locs };
  }, xml);
}

function alternates(html: string): { type: string; href: string; title: string }[] {
  return [...html.matchAll(/<link[^>]*rel="alternate"[^>]*>/g)].map((m) => ({
    type: /type="([^"]+)"/.exec(m[0])?.[1] ?? '',
    href: /href="([^"]+)"/.exec(m[0])?.[1] ?? '',
    title: /title="([^"]+)"/.exec(m[0])?.[1] ?? '',
  }));
}

test.describe('feeds and sitemaps', { tag: ONCE }, () => {
  test('a feed reader finds and reads the site feed and a category feed', async ({ page, request }) => {
    // The story followed from the feed is this test's own: the newest item may be another spec's,
    // deleted before it is read.
    const story = await createStory();
    await page.goto('about:blank');
    const home = await (await request.get('/')).text();
    const rss = alternates(home).find((link) => link.type === 'application/rss+xml');
    expect(rss).toBeTruthy();
    expect(alternates(home).some((link) => link.type === 'application/atom+xml')).toBe(true);

    const res = await request.get(new URL(rss!.href, `${SITE}/`).href);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const feed = await parseXml(page, await res.text());
    expect(feed.error).toBeNull();
    expect(feed.root).toBe('rss');
    expect(feed.items.length).toBeGreaterThan(10);
    expect(feed.items.length).toBeLessThanOrEqual(50);
    const first = feed.items.find((item) => item.title === story.title)!;
    expect(first, 'the story just published').toBeTruthy();
    expect(first.link).toMatch(new RegExp(`^${SITE.replace(/[.]/g, '\\.')}/news/[^/]+$`));
    const article = await request.get(first.link);
    expect(article.status()).toBe(200);
    expect(await article.text()).toContain(`<meta property="og:url" content="${first.link}"/>`);

    const category = await (await request.get('/technology-news')).text();
    const own = alternates(category).find((link) => link.href.endsWith('/technology-news/rss.xml'));
    expect(own?.type).toBe('application/rss+xml');
    const tech = await parseXml(page, await (await request.get('/technology-news/rss.xml')).text());
    expect(tech.error).toBeNull();
    expect(tech.items.length).toBeGreaterThanOrEqual(30);
    expect(new Set(tech.items.map((item) => item.category))).toEqual(new Set(['Technology']));

    const atom = await parseXml(page, await (await request.get('/atom.xml')).text());
    expect(atom.error).toBeNull();
    expect(atom.root).toBe('feed');
    // Other tests publish meanwhile: the Atom feed, read second, holds at least as many.
    expect(atom.items.length).toBeGreaterThanOrEqual(feed.items.length);
    expect(atom.items.length).toBeLessThanOrEqual(50);

    expect((await request.get('/no-such-section/rss.xml')).status()).toBe(404);
  });

  test('a crawler reaches every published article through robots.txt and the sitemap', async ({ page, request }) => {
    await page.goto('about:blank');
    const own = await createStory();
    // Every published article except the sample stories (never offered as news), listed before
    // and after the sitemap is read: other specs publish, unpublish and delete their stories
    // meanwhile, so the sitemap must hold those published at both times.
    const published = async () => {
      const urls: string[] = [];
      for (let p = 1; ; p++) {
        const list = (await (await request.get(`/api/news?limit=100&page=${p}`)).json()) as {
          news: { slug: string; isSample: boolean }[];
          pagination: { hasNextPage: boolean };
        };
        urls.push(...list.news.filter((a) => !a.isSample).map((a) => `${SITE}/news/${a.slug}`));
        if (!list.pagination.hasNextPage) return urls;
      }
    };
    const before = await published();
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /api');
    expect(robots).toContain('Disallow: /search');
    const sitemapUrl = /^Sitemap: (.+)$/m.exec(robots)?.[1];
    expect(sitemapUrl).toBe(`${SITE}/sitemap.xml`);

    const index = await parseXml(page, await (await request.get(sitemapUrl!)).text());
    expect(index.error).toBeNull();
    expect(index.root).toBe('sitemapindex');
    const found = new Set<string>();
    for (const loc of index.locs) {
      const sitemap = await parseXml(page, await (await request.get(loc)).text());
      expect(sitemap.error, loc).toBeNull();
      for (const url of sitemap.locs) found.add(url);
    }
    expect(found.has(`${SITE}/`)).toBe(true);
    expect(found.has(`${SITE}/india-news`)).toBe(true);
    expect(found.has(`${SITE}/about`)).toBe(true);

    const after = new Set(await published());
    const expected = before.filter((url) => after.has(url));
    expect(expected).toContain(`${SITE}${own.path}`);
    expect(expected.length).toBeGreaterThan(30);
    expect(expected.filter((url) => !found.has(url))).toEqual([]);
  });
});

test(
  'the home and category pages show a link to their feed, as tag and author pages do',
  { tag: ONCE },
  async ({ page, request }) => {
    for (const [path, feed, name] of [
      ['/', '/rss.xml', /^RSS feed of /],
      ['/india-news', '/india-news/rss.xml', 'RSS feed of India News'],
      ['/ipo-news', '/ipo-news/rss.xml', 'RSS feed of IPO & Stock Market News'],
    ] as const) {
      await page.goto(path);
      const link = page.getByRole('main').getByRole('link', { name });
      await expect(link).toBeVisible();
      await expect(link).toHaveText(/^RSS feed/);
      await expect(link).toHaveAttribute('href', feed);
      const res = await request.get(feed);
      expect(res.status(), feed).toBe(200);
      expect(res.headers()['content-type']).toContain('application/rss+xml');
    }
  },
);
