import { SITE_TEXTS } from '../../core/feed-texts';
import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '../../core/article';
import { CATEGORIES, CATEGORY_INFO } from '../../core/categories';
import { articleBylines } from '../db/schema';
import { intlFor } from '../../app/i18n/intl';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertArticle, publicArticlesChanged, signedInAs } from '../../tests/helpers/factories';
import { parseStrictXml, textsOf } from './xml-check.test-helper';

const SITE = 'http://news.test';
const HOUR = 3_600_000;

let t: TestApp;
/** Every listed (published, real) article, newest first. */
let listed: Article[];
let illustrated: Article;
let undated: Article;
let draft: Article;
let sample: Article;
/** The Hindi edition's listed stories, newest first, newer than every English one but `undated`. */
let hindi: Article[];
let hindiSample: Article;
let hindiDraft: Article;
const HINDI_SLUG = 'केरल-में-मानसून';
const HINDI_TITLE = 'मानसून ने केरल में दस्तक दी — “भारी बारिश” & <चेतावनी> 🌧️';
const uploadId = randomUUID();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const base = Date.now() - 10 * HOUR;
  const rows: Article[] = [];
  for (let i = 0; i < 52; i++) {
    rows.push(
      await insertArticle(db, {
        category: i % 2 === 0 ? 'India' : 'World',
        publishedAt: new Date(base + i * 60_000),
        image: i % 5 === 0 ? 'https://cdn.example/photo.jpg?w=800&h=600' : null,
      }),
    );
  }
  illustrated = await insertArticle(db, {
    category: 'Sports',
    title: 'Cup final goes to extra time',
    author: 'Asha Rao',
    tags: ['cricket', 'final'],
    image: `/uploads/images/${uploadId}`,
    publishedAt: new Date(Date.now() - 5 * 60_000),
  });
  // Published before the field was set: its creation date is its publication date, the newest here.
  undated = await insertArticle(db, { category: 'World', publishedAt: null, createdAt: new Date(Date.now() - 60_000) });
  draft = await insertArticle(db, { status: 'draft', publishedAt: null });
  sample = await insertArticle(db, { isSample: true, publishedAt: new Date(Date.now() - 30_000) });
  listed = [undated, illustrated, ...rows.reverse()];
  // The Hindi edition's: never in an English feed, however new.
  hindi = [
    await insertArticle(db, {
      edition: 'hi',
      category: 'India',
      slug: HINDI_SLUG,
      title: HINDI_TITLE,
      description: 'मौसम विभाग ने अगले दो दिन “भारी बारिश” की चेतावनी दी है।',
      tags: ['मानसून', 'केरल'],
      author: 'आशा राव',
      publishedAt: new Date(Date.now() - 2 * 60_000),
    }),
    await insertArticle(db, {
      edition: 'hi',
      category: 'Sports',
      title: 'क्रिकेट: भारत ने सीरीज़ 3-1 से जीती',
      publishedAt: new Date(Date.now() - 3 * 60_000),
    }),
  ];
  hindiSample = await insertArticle(db, { edition: 'hi', isSample: true, publishedAt: new Date(Date.now() - 20_000) });
  hindiDraft = await insertArticle(db, { edition: 'hi', status: 'draft', publishedAt: null });
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

async function xmlOf(path: string, type: string) {
  const res = await get(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe(type);
  return parseStrictXml(await res.text());
}

const rss = (path: string) => xmlOf(path, 'application/rss+xml; charset=utf-8');
const guids = (doc: Document) => textsOf(doc, 'guid');

describe('GET /rss.xml', () => {
  it('lists the latest 50 published, real articles, newest first, with absolute links', async () => {
    const res = await get('/rss.xml');
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const body = await res.text();
    const doc = parseStrictXml(body);
    expect(guids(doc)).toEqual(listed.slice(0, 50).map((a) => `${SITE}/news/${a._id}`));
    const links = [...doc.getElementsByTagName('item')].map((i) => i.getElementsByTagName('link')[0]?.textContent);
    expect(links).toEqual(listed.slice(0, 50).map((a) => `${SITE}/news/${a.slug}`));
    expect(body).not.toContain(draft.slug);
    expect(body).not.toContain(sample.slug);
  });

  it('describes the channel: site name, link, self link, language, logo, last change', async () => {
    const doc = await rss('/rss.xml');
    const channel = doc.getElementsByTagName('channel')[0]!;
    const child = (name: string) => [...channel.children].find((e) => e.tagName === name);
    expect(child('title')?.textContent).toBe('Newsdesk');
    expect(child('link')?.textContent).toBe(`${SITE}/`);
    expect(child('language')?.textContent).toBe('en');
    expect(child('atom:link')?.getAttribute('href')).toBe(`${SITE}/rss.xml`);
    expect(child('image')?.getElementsByTagName('url')[0]?.textContent).toBe(`${SITE}/logo.png`);
    const newest = Math.max(...listed.slice(0, 50).map((a) => Date.parse(a.updatedAt)));
    expect(child('lastBuildDate')?.textContent).toBe(new Date(newest).toUTCString());
  });

  it('gives each item its date, description, categories, author and share image', async () => {
    const doc = await rss('/rss.xml');
    const item = [...doc.getElementsByTagName('item')].find((i) =>
      i.getElementsByTagName('guid')[0]?.textContent?.endsWith(illustrated._id),
    )!;
    expect(item.getElementsByTagName('title')[0]?.textContent).toBe('Cup final goes to extra time');
    expect(item.getElementsByTagName('pubDate')[0]?.textContent).toBe(new Date(illustrated.publishedAt!).toUTCString());
    expect(item.getElementsByTagName('description')[0]?.textContent).toBe(illustrated.description);
    expect(textsOf(item, 'category')).toEqual(['Sports', 'cricket', 'final']);
    expect(item.getElementsByTagName('dc:creator')[0]?.textContent).toBe('Asha Rao');
    const media = item.getElementsByTagName('media:content')[0]!;
    expect(media.getAttribute('url')).toBe(`${SITE}/og/u/${uploadId}.jpg`);
    expect(media.getAttribute('medium')).toBe('image');
    expect(media.getAttribute('type')).toBe('image/jpeg');
    expect(media.getAttribute('width')).toBe('1200');
    expect(media.getAttribute('height')).toBe('630');
    // A remote picture as it is, with no size we cannot know.
    const remote = [...doc.getElementsByTagName('media:content')].find((m) => m.getAttribute('url')?.includes('cdn'));
    expect(remote?.getAttribute('url')).toBe('https://cdn.example/photo.jpg?w=800&h=600');
    expect(remote?.hasAttribute('width')).toBe(false);
    // No author set: no creator (the byline default is the site's, not a person's).
    const plain = doc.getElementsByTagName('item')[2]!;
    expect(plain.getElementsByTagName('dc:creator')).toHaveLength(0);
  });
});

describe('category feeds', () => {
  it('lists only that category', async () => {
    const doc = await rss('/india-news/rss.xml');
    const india = listed.filter((a) => a.category === 'India');
    expect(guids(doc)).toEqual(india.map((a) => `${SITE}/news/${a._id}`));
    const channel = doc.getElementsByTagName('channel')[0]!;
    expect(channel.getElementsByTagName('title')[0]?.textContent).toBe('Newsdesk — India News');
    expect(channel.getElementsByTagName('link')[0]?.textContent).toBe(`${SITE}/india-news`);
    expect(channel.getElementsByTagName('atom:link')[0]?.getAttribute('href')).toBe(`${SITE}/india-news/rss.xml`);
  });

  it.each(CATEGORIES.map((c) => [CATEGORY_INFO[c].path]))('answers %s/rss.xml', async (path) => {
    await rss(`${path}/rss.xml`);
  });

  it('escapes the & of a category title', async () => {
    const doc = await rss('/ipo-news/rss.xml');
    expect(doc.getElementsByTagName('title')[0]?.textContent).toBe('Newsdesk — IPO & Stock Market News');
    expect(doc.getElementsByTagName('item')).toHaveLength(0);
  });

  it('sends a short path to the canonical one and refuses unknown categories', async () => {
    const short = await get('/india/rss.xml');
    expect(short.status).toBe(301);
    expect(short.headers.get('location')).toBe('/india-news/rss.xml');
    const missing = await get('/nope/rss.xml');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect((await get('/nope-news/rss.xml')).status).toBe(404);
  });
});

describe('the Hindi edition (/hi)', () => {
  const hindiGuids = () => hindi.map((a) => `${SITE}/hi/news/${a._id}`);
  const itemOf = (doc: Document, article: Article) =>
    [...doc.getElementsByTagName('item')].find((i) =>
      i.getElementsByTagName('guid')[0]?.textContent?.endsWith(article._id),
    )!;

  it('keeps every English feed to English stories', async () => {
    for (const path of ['/rss.xml', '/atom.xml', '/india-news/rss.xml', '/sports-news/rss.xml']) {
      const body = await (await get(path)).text();
      for (const story of [...hindi, hindiSample, hindiDraft]) expect(body, path).not.toContain(story._id);
      expect(body, path).not.toContain('/hi/');
    }
    const india = await rss('/india-news/rss.xml');
    expect(guids(india)).toEqual(listed.filter((a) => a.category === 'India').map((a) => `${SITE}/news/${a._id}`));
  });

  it("lists only the edition's published, real stories at their /hi addresses, in Hindi", async () => {
    const res = await get('/hi/rss.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    // UTF-8 bytes, the Devanagari as it is (no character references, no mojibake).
    const body = new TextDecoder('utf-8', { fatal: true }).decode(await res.arrayBuffer());
    expect(body).toContain('मानसून ने केरल में दस्तक दी');
    expect(body).not.toMatch(/&#x?[0-9a-f]+;/i);
    const doc = parseStrictXml(body);
    expect(guids(doc)).toEqual(hindiGuids());
    const links = [...doc.getElementsByTagName('item')].map((i) => i.getElementsByTagName('link')[0]?.textContent);
    expect(links).toEqual([`${SITE}/hi/news/${encodeURIComponent(HINDI_SLUG)}`, `${SITE}/hi/news/${hindi[1]!.slug}`]);
    for (const story of [hindiSample, hindiDraft]) expect(body).not.toContain(story._id);

    const channel = doc.getElementsByTagName('channel')[0]!;
    const child = (name: string) => [...channel.children].find((e) => e.tagName === name);
    expect(child('title')?.textContent).toBe('Newsdesk');
    // The Hindi edition's own description of the site (core/feed-texts.ts), none being set.
    expect(child('description')?.textContent).toBe(SITE_TEXTS.hi.description('Newsdesk'));
    expect(child('link')?.textContent).toBe(`${SITE}/hi`);
    expect(child('language')?.textContent).toBe('hi');
    expect(child('atom:link')?.getAttribute('href')).toBe(`${SITE}/hi/rss.xml`);

    const item = itemOf(doc, hindi[0]!);
    expect(item.getElementsByTagName('title')[0]?.textContent).toBe(HINDI_TITLE);
    expect(item.getElementsByTagName('description')[0]?.textContent).toBe(
      'मौसम विभाग ने अगले दो दिन “भारी बारिश” की चेतावनी दी है।',
    );
    // The section by its Hindi name, then the tags.
    expect(textsOf(item, 'category')).toEqual([intlFor('hi').formatMessage({ id: 'category.India' }), 'मानसून', 'केरल']);
    expect(item.getElementsByTagName('dc:creator')[0]?.textContent).toBe('आशा राव');
  });

  it('has an Atom feed in Hindi', async () => {
    const doc = await xmlOf('/hi/atom.xml', 'application/atom+xml; charset=utf-8');
    const feed = doc.documentElement;
    expect(feed.getAttribute('xml:lang')).toBe('hi');
    const entries = [...feed.getElementsByTagName('entry')];
    expect(entries.map((e) => e.getElementsByTagName('id')[0]?.textContent)).toEqual(hindiGuids());
    expect(entries[0]?.getElementsByTagName('title')[0]?.textContent).toBe(HINDI_TITLE);
    expect(entries[0]?.getElementsByTagName('link')[0]?.getAttribute('href')).toBe(
      `${SITE}/hi/news/${encodeURIComponent(HINDI_SLUG)}`,
    );
    const links = [...feed.children].filter((e) => e.localName === 'link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([`${SITE}/hi/atom.xml`, `${SITE}/hi`]);
  });

  it("gives each section a feed of its Hindi stories, titled with the section's Hindi name", async () => {
    const doc = await rss('/hi/india-news/rss.xml');
    expect(guids(doc)).toEqual([`${SITE}/hi/news/${hindi[0]!._id}`]);
    const channel = doc.getElementsByTagName('channel')[0]!;
    const title = intlFor('hi').formatMessage({ id: 'categoryTitle.India' });
    expect(channel.getElementsByTagName('title')[0]?.textContent).toBe(`Newsdesk — ${title}`);
    expect(channel.getElementsByTagName('description')[0]?.textContent).toBe(`${title}, Newsdesk पर।`);
    expect(channel.getElementsByTagName('link')[0]?.textContent).toBe(`${SITE}/hi/india-news`);
    expect(channel.getElementsByTagName('language')[0]?.textContent).toBe('hi');
    expect(channel.getElementsByTagName('atom:link')[0]?.getAttribute('href')).toBe(`${SITE}/hi/india-news/rss.xml`);
    // English World stories are many; Hindi has none.
    expect((await rss('/hi/world-news/rss.xml')).getElementsByTagName('item')).toHaveLength(0);
    const ipo = await rss('/hi/ipo-news/rss.xml');
    expect(ipo.getElementsByTagName('title')[0]?.textContent).toBe(
      `Newsdesk — ${intlFor('hi').formatMessage({ id: 'categoryTitle.IPO' })}`,
    );
  });

  it.each(CATEGORIES.map((c) => [`/hi${CATEGORY_INFO[c].path}`]))('answers %s/rss.xml', async (path) => {
    await rss(`${path}/rss.xml`);
  });

  it('sends a short section path to the canonical one in the edition and refuses unknown ones', async () => {
    const short = await get('/hi/india/rss.xml');
    expect(short.status).toBe(301);
    expect(short.headers.get('location')).toBe('/hi/india-news/rss.xml');
    expect((await get('/hi/nope-news/rss.xml')).status).toBe(404);
    expect((await get('/hi/nope/rss.xml')).status).toBe(404);
  });

  it("gives a tag a feed in each edition that has it, of that edition's stories", async () => {
    const path = `/hi/tag/${encodeURIComponent('मानसून')}/rss.xml`;
    const doc = await rss(path);
    expect(guids(doc)).toEqual([`${SITE}/hi/news/${hindi[0]!._id}`]);
    const channel = doc.getElementsByTagName('channel')[0]!;
    expect(channel.getElementsByTagName('title')[0]?.textContent).toBe('Newsdesk — मानसून');
    expect(channel.getElementsByTagName('language')[0]?.textContent).toBe('hi');
    expect(channel.getElementsByTagName('link')[0]?.textContent).toBe(`${SITE}/hi/tag/${encodeURIComponent('मानसून')}`);
    expect(channel.getElementsByTagName('atom:link')[0]?.getAttribute('href')).toBe(`${SITE}${path}`);
    // No English story has it.
    expect((await get(`/tag/${encodeURIComponent('मानसून')}/rss.xml`)).status).toBe(404);
    // An English tag has no Hindi feed.
    expect((await get('/tag/cricket/rss.xml')).status).toBe(200);
    expect((await get('/hi/tag/cricket/rss.xml')).status).toBe(404);
  });

  it("gives a writer a feed in each edition, of that edition's stories", async () => {
    const writer = await signedInAs(t.services, 'author', 'dono-bhasha');
    const db = t.database.db;
    const english = await insertArticle(db, {
      title: 'Harbour at night',
      publishedAt: new Date(Date.now() - 50 * HOUR),
    });
    const hindiStory = await insertArticle(db, {
      edition: 'hi',
      title: 'रात में बंदरगाह',
      publishedAt: new Date(Date.now() - 50 * HOUR),
    });
    for (const story of [english, hindiStory]) {
      await db
        .insert(articleBylines)
        .values({ articleId: story._id, position: 0, role: 'author', userId: writer.viewer._id });
    }
    publicArticlesChanged(t.services);
    expect(guids(await rss('/author/dono-bhasha/rss.xml'))).toEqual([`${SITE}/news/${english._id}`]);
    const doc = await rss('/hi/author/dono-bhasha/rss.xml');
    expect(guids(doc)).toEqual([`${SITE}/hi/news/${hindiStory._id}`]);
    expect(textsOf(doc, 'title')).toContain('रात में बंदरगाह');
    const channel = doc.getElementsByTagName('channel')[0]!;
    expect(channel.getElementsByTagName('link')[0]?.textContent).toBe(`${SITE}/hi/author/dono-bhasha`);
    expect(channel.getElementsByTagName('atom:link')[0]?.getAttribute('href')).toBe(
      `${SITE}/hi/author/dono-bhasha/rss.xml`,
    );
    const other = await get('/hi/author/Dono-Bhasha/rss.xml');
    expect(other.status).toBe(301);
    expect(other.headers.get('location')).toBe('/hi/author/dono-bhasha/rss.xml');
  });
});

describe('GET /atom.xml', () => {
  it('is a well-formed Atom feed of the latest 50', async () => {
    const doc = await xmlOf('/atom.xml', 'application/atom+xml; charset=utf-8');
    const feed = doc.documentElement;
    expect(feed.localName).toBe('feed');
    expect(feed.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    const entries = [...feed.getElementsByTagName('entry')];
    expect(entries).toHaveLength(50);
    expect(entries.map((e) => e.getElementsByTagName('id')[0]?.textContent)).toEqual(
      listed.slice(0, 50).map((a) => `${SITE}/news/${a._id}`),
    );
    const first = entries[1]!;
    expect(first.getElementsByTagName('link')[0]?.getAttribute('href')).toBe(`${SITE}/news/${illustrated.slug}`);
    expect(first.getElementsByTagName('published')[0]?.textContent).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(first.getElementsByTagName('category')[0]?.getAttribute('term')).toBe('Sports');
    expect(first.getElementsByTagName('name')[0]?.textContent).toBe('Asha Rao');
    expect(first.getElementsByTagName('media:content')[0]?.getAttribute('url')).toBe(`${SITE}/og/u/${uploadId}.jpg`);
    const links = [...feed.children].filter((e) => e.localName === 'link');
    expect(links.map((l) => l.getAttribute('rel'))).toEqual(['self', 'alternate']);
    expect(feed.getElementsByTagName('author')[0]?.textContent?.trim()).toBe('Newsdesk');
  });
});

describe('GET /robots.txt', () => {
  it('allows the site, keeps crawlers out of private paths and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const p of ['/admin', '/api', '/search']) expect(text).toMatch(new RegExp(`^Disallow: ${p}$`, 'm'));
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

/** Tests that change articles use their own site, with the pages mounted as in production. */
describe('on a site with pages', () => {
  let site: TestApp;
  beforeAll(async () => {
    site = await createTestApp({
      renderPage: async () => new Response('<!doctype html><p>page</p>', { headers: { 'content-type': 'text/html' } }),
    });
    await insertArticle(site.database.db, { category: 'World' });
  });
  afterAll(() => site.close());
  const fetchOn = (path: string, init: RequestInit = {}) => site.app.request(path, init);

  describe('caching', () => {
    it('serves the second request from memory with an ETag, 304 and compression', async () => {
      publicArticlesChanged(site.services);
      const first = await fetchOn('/atom.xml');
      expect(first.headers.get('x-cache')).toBe('MISS');
      const body = await first.text();
      const second = await fetchOn('/atom.xml');
      expect(second.headers.get('x-cache')).toBe('HIT');
      expect(await second.text()).toBe(body);
      const etag = second.headers.get('etag');
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers.get('etag')).toBe(etag);
      expect(second.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      const revalidated = await fetchOn('/atom.xml', { headers: { 'if-none-match': etag ?? '' } });
      expect(revalidated.status).toBe(304);
      const gzipped = await fetchOn('/atom.xml', { headers: { 'accept-encoding': 'gzip' } });
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(body);
      // The query string does not make a new copy.
      expect((await fetchOn('/atom.xml?utm_source=x')).headers.get('x-cache')).toBe('HIT');
    });

    it('shows an article created or changed through the API at once', async () => {
      const { auth } = await signedInAs(site.services, 'editor');
      await fetchOn('/rss.xml');
      expect((await fetchOn('/rss.xml')).headers.get('x-cache')).toBe('HIT');

      const body = new FormData();
      const fields: Record<string, string> = {
        title: 'Fresh from the newsroom',
        category: 'World',
        description: 'A story written a moment ago.',
        content: '<p>' + 'Words of a fresh story. '.repeat(40) + '</p>',
        status: 'published',
        featured: 'false',
        trending: 'false',
        keywords: '[]',
        tags: '[]',
      };
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      const created = await site.app.request('/api/news', { method: 'POST', headers: auth, body });
      expect(created.status).toBe(201);
      const article = (await created.json()) as Article;

      const after = await fetchOn('/rss.xml');
      expect(after.headers.get('x-cache')).toBe('MISS');
      const doc = parseStrictXml(await after.text());
      expect(guids(doc)[0]).toBe(`${SITE}/news/${article._id}`);
      expect(textsOf(doc, 'title')).toContain('Fresh from the newsroom');

      const edit = new FormData();
      for (const [k, v] of Object.entries({ ...fields, title: 'Fresh from the newsroom, updated' })) edit.append(k, v);
      const changed = await site.app.request(`/api/news/${article._id}`, { method: 'PUT', headers: auth, body: edit });
      expect(changed.status).toBe(200);
      const world = parseStrictXml(await (await fetchOn('/world-news/rss.xml')).text());
      expect(textsOf(world, 'title')).toContain('Fresh from the newsroom, updated');
    });
  });

  describe('hostile text', () => {
    it('gives a feed that parses, with the text kept but for control characters', async () => {
      const title = 'Sensex ]]> 80,000 & <script>alert("x")</script> \u0001\u001b rally 🚀📈';
      const hostile = await insertArticle(site.database.db, {
        title,
        description: 'Five < six & "seven" ]]> \u0007 done 🎉',
        tags: ['a&b', '<tag>'],
        author: "O'Brien & <Sons>",
        publishedAt: new Date(),
      });
      publicArticlesChanged(site.services);
      for (const path of ['/rss.xml', '/india-news/rss.xml', '/atom.xml']) {
        const res = await fetchOn(path);
        const doc = parseStrictXml(await res.text());
        expect(textsOf(doc, 'title')).toContain('Sensex ]]> 80,000 & <script>alert("x")</script> rally 🚀📈');
      }
      const doc = parseStrictXml(await (await fetchOn('/rss.xml')).text());
      const item = doc.getElementsByTagName('item')[0]!;
      expect(item.getElementsByTagName('guid')[0]?.textContent).toBe(`${SITE}/news/${hostile._id}`);
      expect(item.getElementsByTagName('description')[0]?.textContent).toBe('Five < six & "seven" ]]> done 🎉');
      expect(item.getElementsByTagName('dc:creator')[0]?.textContent).toBe("O'Brien & <Sons>");
    });
  });

  it('drops a Hindi feed on the same events as the English ones, with the same tags', async () => {
    publicArticlesChanged(site.services);
    expect((await fetchOn('/hi/rss.xml')).headers.get('x-cache')).toBe('MISS');
    const hit = await fetchOn('/hi/rss.xml');
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.headers.get('surrogate-key')).toBe((await fetchOn('/rss.xml')).headers.get('surrogate-key'));
    const story = await insertArticle(site.database.db, { edition: 'hi', title: 'ताज़ा ख़बर', publishedAt: new Date() });
    publicArticlesChanged(site.services, [story._id]);
    const after = await fetchOn('/hi/rss.xml');
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(textsOf(parseStrictXml(await after.text()), 'title')).toContain('ताज़ा ख़बर');
    expect(await (await fetchOn('/rss.xml')).text()).not.toContain(story._id);
  });

  it('answers feeds and crawler files before the pages catch-all', async () => {
    for (const [path, type] of [
      ['/hi/rss.xml', 'application/rss+xml; charset=utf-8'],
      ['/hi/india-news/rss.xml', 'application/rss+xml; charset=utf-8'],
      ['/hi/atom.xml', 'application/atom+xml; charset=utf-8'],
      ['/hi/sitemaps/pages.xml', 'application/xml; charset=utf-8'],
      ['/rss.xml', 'application/rss+xml; charset=utf-8'],
      ['/india-news/rss.xml', 'application/rss+xml; charset=utf-8'],
      ['/atom.xml', 'application/atom+xml; charset=utf-8'],
      ['/sitemap.xml', 'application/xml; charset=utf-8'],
      ['/robots.txt', 'text/plain; charset=utf-8'],
    ] as const) {
      const res = await fetchOn(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toBe(type);
    }
    // Signed-in readers get the same feed: it is the same for everyone.
    await fetchOn('/rss.xml');
    const signedIn = await fetchOn('/rss.xml', { headers: { cookie: 'nd_session=abc' } });
    expect(signedIn.headers.get('x-cache')).toBe('HIT');
    expect(await (await fetchOn('/india-news')).text()).toContain('page');
    const head = await fetchOn('/robots.txt', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});
