import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '../../core/article';
import { CATEGORIES, CATEGORY_INFO } from '../../core/categories';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertArticle, publicArticlesChanged } from '../../tests/helpers/factories';
import { w3cDate } from './feed-xml';
import { parseStrictXml, textsOf } from './xml-check.test-helper';

const SITE = 'http://news.test';
const HOUR = 3_600_000;
const MINUTE = 60_000;
/** Old articles, one a minute from this instant, each changed an hour after publication. */
const BULK_START = Date.UTC(2020, 0, 1);
const BULK = 4001;
const bulkUpdated = (n: number) => new Date(BULK_START + n * MINUTE + HOUR);

let t: TestApp;
let recent: Article[];
let older: Article;
let recentSample: Article;
let recentDraft: Article;
/** The Hindi edition's listed stories, oldest first. */
let hindi: Article[];
let hindiSample: Article;
const HINDI_SLUG = 'भारत-में-मानसून';
const uploadId = randomUUID();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // One statement for thousands of rows: the writer would take minutes.
  await db.execute(sql`
    insert into articles (slug, title, category, description, status, published_at, created_at, updated_at, image)
    select 'bulk-' || g, 'Bulk story ' || g, 'Business', 'An old story.', 'published',
           ${new Date(BULK_START).toISOString()}::timestamptz + g * interval '1 minute',
           ${new Date(BULK_START).toISOString()}::timestamptz + g * interval '1 minute',
           ${new Date(BULK_START).toISOString()}::timestamptz + g * interval '1 minute' + interval '1 hour',
           case when g % 2 = 0 then 'https://cdn.example/bulk-' || g || '.jpg' end
    from generate_series(1, ${BULK}) g`);
  older = await insertArticle(db, {
    category: 'Health',
    publishedAt: new Date(Date.now() - 72 * HOUR),
    updatedAt: new Date(Date.now() - 71 * HOUR),
  });
  recent = [
    await insertArticle(db, {
      category: 'World',
      publishedAt: new Date(Date.now() - 47 * HOUR),
      image: `/uploads/images/${uploadId}`,
    }),
    await insertArticle(db, {
      category: 'India',
      title: 'Rupee & <bonds> rally 🚀',
      publishedAt: new Date(Date.now() - HOUR),
    }),
  ];
  recentSample = await insertArticle(db, { isSample: true, publishedAt: new Date(Date.now() - 2 * HOUR) });
  recentDraft = await insertArticle(db, { status: 'draft', publishedAt: null });
  // Not published: an archived article is not listed either.
  await insertArticle(db, { status: 'archived', publishedAt: new Date(Date.now() - 3 * HOUR) });
  // The Hindi edition's: in its own sitemaps, never in the English ones.
  hindi = [
    await insertArticle(db, {
      edition: 'hi',
      category: 'Sports',
      publishedAt: new Date(Date.now() - 80 * HOUR),
      updatedAt: new Date(Date.now() - 79 * HOUR),
    }),
    await insertArticle(db, {
      edition: 'hi',
      category: 'India',
      slug: HINDI_SLUG,
      title: 'भारत में मानसून & <बारिश> “तेज़”',
      tags: ['मानसून'],
      image: 'https://cdn.example/monsoon.jpg',
      publishedAt: new Date(Date.now() - 30 * 60_000),
    }),
  ];
  hindiSample = await insertArticle(db, { edition: 'hi', isSample: true, publishedAt: new Date(Date.now() - HOUR) });
  await insertArticle(db, { edition: 'hi', status: 'draft', publishedAt: null, slug: 'hindi-draft' });
});
afterAll(() => t.close());

async function xml(path: string) {
  const res = await t.app.request(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  return parseStrictXml(await res.text());
}

const lastmodOf = (doc: Document, loc: string) =>
  [...doc.getElementsByTagName('loc')]
    .find((l) => l.textContent === loc)
    ?.parentElement?.getElementsByTagName('lastmod')[0]?.textContent ?? null;

describe('GET /sitemap.xml', () => {
  it('points to the pages, the article pages (2,000 each), the news sitemap, the tags and the authors', async () => {
    const doc = await xml('/sitemap.xml');
    expect(doc.documentElement.localName).toBe('sitemapindex');
    // 4,001 old + 3 newer listed articles: 4,004 → three pages.
    expect(textsOf(doc, 'loc')).toEqual([
      `${SITE}/sitemaps/pages.xml`,
      `${SITE}/sitemaps/articles-1.xml`,
      `${SITE}/sitemaps/articles-2.xml`,
      `${SITE}/sitemaps/articles-3.xml`,
      `${SITE}/sitemaps/news.xml`,
      `${SITE}/sitemaps/tags.xml`,
      `${SITE}/sitemaps/authors.xml`,
      // Then the Hindi edition's: two stories, one page.
      `${SITE}/hi/sitemaps/pages.xml`,
      `${SITE}/hi/sitemaps/articles-1.xml`,
      `${SITE}/hi/sitemaps/news.xml`,
      `${SITE}/hi/sitemaps/tags.xml`,
      `${SITE}/hi/sitemaps/authors.xml`,
    ]);
  });

  it('dates each article page by its newest change', async () => {
    const doc = await xml('/sitemap.xml');
    expect(lastmodOf(doc, `${SITE}/sitemaps/articles-1.xml`)).toBe(w3cDate(bulkUpdated(2000)));
    expect(lastmodOf(doc, `${SITE}/sitemaps/articles-2.xml`)).toBe(w3cDate(bulkUpdated(4000)));
    const newest = Math.max(...recent.map((a) => Date.parse(a.updatedAt)));
    expect(lastmodOf(doc, `${SITE}/sitemaps/articles-3.xml`)).toBe(w3cDate(new Date(newest)));
    expect(lastmodOf(doc, `${SITE}/sitemaps/pages.xml`)).toBe(w3cDate(new Date(newest)));
  });
});

describe('GET /sitemaps/articles-N.xml', () => {
  it('pages articles oldest first, 2,000 a page, each with its last change and picture', async () => {
    const page1 = await xml('/sitemaps/articles-1.xml');
    const locs1 = textsOf(page1, 'loc');
    expect(locs1).toHaveLength(2000);
    expect(locs1[0]).toBe(`${SITE}/news/bulk-1`);
    expect(locs1[1999]).toBe(`${SITE}/news/bulk-2000`);
    expect(lastmodOf(page1, `${SITE}/news/bulk-1`)).toBe(w3cDate(bulkUpdated(1)));
    const urls = [...page1.getElementsByTagName('url')];
    expect(urls[0]?.getElementsByTagName('image:image')).toHaveLength(0);
    expect(urls[1]?.getElementsByTagName('image:loc')[0]?.textContent).toBe('https://cdn.example/bulk-2.jpg');

    const page2 = await xml('/sitemaps/articles-2.xml');
    expect(textsOf(page2, 'loc')).toHaveLength(2000);
    expect(textsOf(page2, 'loc')[0]).toBe(`${SITE}/news/bulk-2001`);

    const page3 = await xml('/sitemaps/articles-3.xml');
    expect(textsOf(page3, 'loc')).toEqual([
      `${SITE}/news/bulk-4001`,
      `${SITE}/news/${older.slug}`,
      `${SITE}/news/${recent[0]!.slug}`,
      `${SITE}/news/${recent[1]!.slug}`,
    ]);
    // An uploaded picture: the page's own JPEG, absolute.
    expect(textsOf(page3, 'image:loc')).toContain(`${SITE}/uploads/images/${uploadId}-1200.jpg`);
    const all = [...textsOf(page1, 'loc'), ...textsOf(page2, 'loc'), ...textsOf(page3, 'loc')].join('\n');
    expect(all).not.toContain(recentSample.slug);
    expect(all).not.toContain(recentDraft.slug);
  });

  it('refuses a page past the last without keeping the 404 in the cache', async () => {
    const cached = t.services.pageCache.size;
    for (let i = 0; i < 2; i++) {
      const res = await t.app.request(`/sitemaps/articles-${9_999_990 + i}.xml`);
      expect(res.status).toBe(404);
    }
    expect(t.services.pageCache.size).toBe(cached);
  });

  it.each(['articles-4.xml', 'articles-0.xml', 'articles-abc.xml', 'articles-01.xml', 'other.xml'])(
    'answers 404 for %s',
    async (file) => {
      const res = await t.app.request(`/sitemaps/${file}`);
      expect(res.status).toBe(404);
    },
  );
});

describe('GET /sitemaps/pages.xml', () => {
  it('lists home, the ten categories and the static pages', async () => {
    const doc = await xml('/sitemaps/pages.xml');
    expect(textsOf(doc, 'loc')).toEqual([
      `${SITE}/`,
      ...CATEGORIES.map((c) => `${SITE}${CATEGORY_INFO[c].path}`),
      ...['/about', '/contact', '/privacy-policy', '/terms-of-service', '/disclaimer', '/cookie-policy'].map(
        (p) => `${SITE}${p}`,
      ),
    ]);
    const newest = Math.max(...recent.map((a) => Date.parse(a.updatedAt)));
    expect(lastmodOf(doc, `${SITE}/`)).toBe(w3cDate(new Date(newest)));
    expect(lastmodOf(doc, `${SITE}/business-news`)).toBe(w3cDate(bulkUpdated(BULK)));
    expect(lastmodOf(doc, `${SITE}/health-news`)).toBe(w3cDate(new Date(older.updatedAt)));
    // Nothing published there yet; static pages carry their own dates.
    expect(lastmodOf(doc, `${SITE}/jobs-news`)).toBeNull();
    expect(lastmodOf(doc, `${SITE}/about`)).toBeNull();
  });
});

describe('GET /sitemaps/news.xml', () => {
  it('holds only real articles of the last 48 hours, newest first, with the Google News fields', async () => {
    const doc = await xml('/sitemaps/news.xml');
    expect(doc.documentElement.getAttribute('xmlns:news')).toBe('http://www.google.com/schemas/sitemap-news/0.9');
    expect(textsOf(doc, 'loc')).toEqual([`${SITE}/news/${recent[1]!.slug}`, `${SITE}/news/${recent[0]!.slug}`]);
    expect(textsOf(doc, 'news:name')).toEqual(['Newsdesk', 'Newsdesk']);
    expect(textsOf(doc, 'news:language')).toEqual(['en', 'en']);
    expect(textsOf(doc, 'news:title')[0]).toBe('Rupee & <bonds> rally 🚀');
    expect(textsOf(doc, 'news:publication_date')[0]).toBe(w3cDate(new Date(recent[1]!.publishedAt!)));
  });
});

describe('the Hindi edition’s sitemaps (/hi/sitemaps/…)', () => {
  const hindiUrl = `${SITE}/hi/news/${encodeURIComponent(HINDI_SLUG)}`;

  it('keep the English sitemaps to English stories', async () => {
    for (const path of ['/sitemaps/articles-3.xml', '/sitemaps/news.xml', '/sitemaps/tags.xml']) {
      const body = await (await t.app.request(path)).text();
      expect(body, path).not.toContain('/hi/');
      expect(body, path).not.toContain(hindi[0]!.slug);
      expect(body, path).not.toContain(encodeURIComponent('मानसून'));
    }
  });

  it('list its stories, oldest first, at their /hi addresses, with their pictures', async () => {
    const doc = await xml('/hi/sitemaps/articles-1.xml');
    expect(textsOf(doc, 'loc')).toEqual([`${SITE}/hi/news/${hindi[0]!.slug}`, hindiUrl]);
    expect(lastmodOf(doc, hindiUrl)).toBe(w3cDate(new Date(hindi[1]!.updatedAt)));
    expect(textsOf(doc, 'image:loc')).toEqual(['https://cdn.example/monsoon.jpg']);
    expect(await (await t.app.request('/hi/sitemaps/articles-1.xml')).text()).not.toContain(hindiSample.slug);
    expect((await t.app.request('/hi/sitemaps/articles-2.xml')).status).toBe(404);
    const index = await xml('/sitemap.xml');
    expect(lastmodOf(index, `${SITE}/hi/sitemaps/articles-1.xml`)).toBe(w3cDate(new Date(hindi[1]!.updatedAt)));
  });

  it('list its home, sections and static pages at their /hi addresses, dated by its own stories', async () => {
    const doc = await xml('/hi/sitemaps/pages.xml');
    expect(textsOf(doc, 'loc')).toEqual([
      `${SITE}/hi`,
      ...CATEGORIES.map((c) => `${SITE}/hi${CATEGORY_INFO[c].path}`),
      ...['/about', '/contact', '/privacy-policy', '/terms-of-service', '/disclaimer', '/cookie-policy'].map(
        (p) => `${SITE}/hi${p}`,
      ),
    ]);
    expect(lastmodOf(doc, `${SITE}/hi`)).toBe(w3cDate(new Date(hindi[1]!.updatedAt)));
    expect(lastmodOf(doc, `${SITE}/hi/sports-news`)).toBe(w3cDate(new Date(hindi[0]!.updatedAt)));
    // English World and Business stories date the English pages only.
    expect(lastmodOf(doc, `${SITE}/hi/world-news`)).toBeNull();
    expect(lastmodOf(doc, `${SITE}/hi/business-news`)).toBeNull();
    const index = await xml('/sitemap.xml');
    expect(lastmodOf(index, `${SITE}/hi/sitemaps/pages.xml`)).toBe(w3cDate(new Date(hindi[1]!.updatedAt)));
  });

  it('have a Google News sitemap in Hindi, with the publication’s name and language', async () => {
    const res = await t.app.request('/hi/sitemaps/news.xml');
    const body = new TextDecoder('utf-8', { fatal: true }).decode(await res.arrayBuffer());
    expect(body).toContain('भारत में मानसून');
    const doc = parseStrictXml(body);
    expect(textsOf(doc, 'loc')).toEqual([hindiUrl]);
    expect(textsOf(doc, 'news:name')).toEqual(['Newsdesk']);
    expect(textsOf(doc, 'news:language')).toEqual(['hi']);
    expect(textsOf(doc, 'news:title')).toEqual(['भारत में मानसून & <बारिश> “तेज़”']);
    expect(textsOf(doc, 'news:publication_date')).toEqual([w3cDate(new Date(hindi[1]!.publishedAt!))]);
  });

  it('list its tags at their /hi addresses', async () => {
    const doc = await xml('/hi/sitemaps/tags.xml');
    expect(textsOf(doc, 'loc')).toEqual([`${SITE}/hi/tag/${encodeURIComponent('मानसून')}`]);
    await xml('/hi/sitemaps/authors.xml');
  });

  it.each(['articles-0.xml', 'other.xml'])('answers 404 for /hi/sitemaps/%s', async (file) => {
    expect((await t.app.request(`/hi/sitemaps/${file}`)).status).toBe(404);
  });
});

describe('caching', () => {
  it('keeps the index until an article changes', async () => {
    publicArticlesChanged(t.services);
    const first = await t.app.request('/sitemap.xml');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const second = await t.app.request('/sitemap.xml');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    publicArticlesChanged(t.services);
    expect((await t.app.request('/sitemap.xml')).headers.get('x-cache')).toBe('MISS');
  });

  it('keeps a Hindi sitemap until an article changes, as the English ones', async () => {
    publicArticlesChanged(t.services);
    expect((await t.app.request('/hi/sitemaps/news.xml')).headers.get('x-cache')).toBe('MISS');
    expect((await t.app.request('/hi/sitemaps/news.xml')).headers.get('x-cache')).toBe('HIT');
    publicArticlesChanged(t.services);
    expect((await t.app.request('/hi/sitemaps/news.xml')).headers.get('x-cache')).toBe('MISS');
  });
});
