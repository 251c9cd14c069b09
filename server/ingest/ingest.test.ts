import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../core/categories';
import type { RunReport } from '../../core/ingest';
import { hasBidiControl, unacceptableText } from '../../core/text';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertArticle } from '../../tests/helpers/factories';
import {
  fakeStory,
  startFakeProviders,
  STORIES_PER_CATEGORY,
  type FakeProviders,
} from '../../tests/helpers/fake-providers';
import { articles } from '../db/schema';
import { Deduper, similarity, trigrams } from './dedupe';

/**
 * A Hindi and an English news site's feeds for India, on the same morning: the monsoon reaching
 * Kerala in both languages, and the Hindi site's second headline on it a near-duplicate of its
 * first. Newest first: the first headline, its near-duplicate, then two other stories.
 */
const HINDI_ITEMS = [
  { title: 'केरल में मानसून ने दी दस्तक', slug: 'kerala-monsoon' },
  { title: 'केरल में मानसून की दस्तक', slug: 'kerala-monsoon-again' },
  { title: 'दिल्ली में यमुना का जलस्तर ख़तरे के निशान के पार', slug: 'yamuna' },
  { title: 'बाज़ार में तेज़ी, सेंसेक्स 500 अंक चढ़ा', slug: 'sensex' },
];
const ENGLISH_ITEMS = [{ title: 'Monsoon reaches Kerala three days early', slug: 'kerala-monsoon-en' }];

function feedXml(channel: string, items: { title: string; slug: string }[], site: string): string {
  const entries = items.map(
    (item, i) =>
      `<item><title>${item.title}</title><link>${site}/${item.slug}</link><description>${item.title}।</description><pubDate>${new Date(Date.parse('2026-11-20T06:00:00Z') - i * 3_600_000).toUTCString()}</pubDate></item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${channel}</title><link>${site}/</link><description>${channel}</description>${entries.join('')}</channel></rss>`;
}

/** A local stand-in for the two sites' feeds: `/hi/india.xml` and `/en/india.xml`. */
async function startEditionFeeds(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const body =
      req.url === '/hi/india.xml'
        ? feedXml('पहाड़ समाचार', HINDI_ITEMS, 'https://hindi.news.example')
        : req.url === '/en/india.xml'
          ? feedXml('Hill Town Gazette', ENGLISH_ITEMS, 'https://english.news.example')
          : null;
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'application/rss+xml; charset=utf-8' });
    res.end(body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let providers: FakeProviders;
let editionFeeds: Awaited<ReturnType<typeof startEditionFeeds>>;
beforeAll(async () => {
  providers = await startFakeProviders();
  editionFeeds = await startEditionFeeds();
});
afterAll(async () => {
  await providers.close();
  await editionFeeds.close();
});

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const FAST = { retryDelaysMs: [5, 5], maxRetryWaitMs: 1000, timeoutMs: 1500 };

async function appWith(env: Record<string, string>) {
  t = await createTestApp({ env: { SEED_SAMPLES: 'false', ...env }, services: { ingest: FAST } });
  return t;
}

async function run(app: TestApp, by = 'tester'): Promise<RunReport> {
  const result = await app.services.scheduler.trigger(by);
  if (!result.started) throw new Error('run did not start');
  return result.finished;
}

const stored = (app: TestApp) => app.database.db.select().from(articles);

describe('a full run with two providers', () => {
  it('fills every category with attributed, de-duplicated stories, and a second run adds nothing', async () => {
    const app = await appWith({
      NEWSAPI_KEY: 'k1',
      NEWSAPI_URL: `${providers.url}/ok`,
      GUARDIAN_KEY: 'k2',
      GUARDIAN_URL: `${providers.url}/ok`,
      INGEST_PER_CATEGORY: '5',
    });
    const report = await run(app);
    expect(report.status).toBe('success');
    expect(report.categoriesDone).toBe(10);
    expect(report.triggeredBy).toBe('tester');
    expect(report.trigger).toBe('manual');

    const rows = await stored(app);
    for (const category of CATEGORIES) {
      const inCategory = rows.filter((r) => r.category === category);
      // NewsAPI's three, then the Guardian fills the rest.
      expect(inCategory, category).toHaveLength(5);
      expect(report.categories[category]?.newsapi?.stored).toBe(STORIES_PER_CATEGORY);
      expect(report.categories[category]?.guardian?.stored).toBe(2);
    }
    expect(report.stored).toBe(50);

    const first = fakeStory(providers.url, 'newsapi', 'India', 0);
    const row = rows.find((r) => r.sourceUrl === first.url);
    expect(row).toMatchObject({
      title: first.title, // ' - Coastal Courier' dropped: the source is shown beside it
      sourceName: 'Coastal Courier',
      canonicalUrl: first.url,
      status: 'published',
      isSample: false,
      authorId: null,
      author: first.author,
    });
    expect(row?.content).not.toMatch(/\[\+\d+ chars\]/);
    expect(row?.publishedAt?.toISOString()).toBe(first.publishedAt);
    // Story images are fetched from the provider's own (configured) server and stored as uploads.
    expect(row?.image).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}$/);
    // NewsAPI's '[Removed]' item never lands.
    expect(rows.some((r) => r.title === '[Removed]')).toBe(false);

    // The public API lists them like any article.
    const list = (await (await app.app.request('/api/news?category=Sports&limit=20')).json()) as {
      news: { title: string; sourceName: string | null }[];
    };
    expect(list.news).toHaveLength(5);

    // Each category has its five for today: the second run stores nothing.
    const again = await run(app);
    expect(again.status).toBe('success');
    expect(again.stored).toBe(0);
    expect(await stored(app)).toHaveLength(50);
  }, 60_000);

  it('skips the same story served again by link, by title and within the run, and says why', async () => {
    const app = await appWith({
      NEWSAPI_KEY: 'k1',
      NEWSAPI_URL: `${providers.url}/ok`,
      GUARDIAN_KEY: 'k2',
      GUARDIAN_URL: `${providers.url}/ok`,
      INGEST_PER_CATEGORY: '10',
    });
    const report = await run(app);
    // The Guardian serves NewsAPI's first World and Business story twice more: once by link
    // (with tracking parameters), once by title in capitals.
    for (const category of ['World', 'Business'] as const) {
      const guardian = report.categories[category]?.guardian;
      expect(guardian?.skipped.url, category).toBe(1);
      expect((guardian?.skipped.title ?? 0) + (guardian?.skipped.similar ?? 0), category).toBe(1);
      expect(guardian?.stored).toBe(STORIES_PER_CATEGORY);
    }
    // Room is left under the quota of 10, so a second run fetches again and skips every story.
    const again = await run(app);
    expect(again.stored).toBe(0);
    expect(again.skipped).toBe(report.stored + report.skipped);
    expect(again.categories.India?.newsapi?.skipped.url).toBe(STORIES_PER_CATEGORY);
  }, 60_000);

  it('without any provider adds the sample stories, marked as samples, once', async () => {
    const app = await appWith({});
    const report = await run(app);
    expect(report.categories.India?.samples?.stored).toBeGreaterThan(0);
    const rows = await stored(app);
    expect(rows.length).toBe(report.stored);
    expect(rows.every((r) => r.isSample)).toBe(true);
    expect((await run(app)).stored).toBe(0);
  }, 60_000);

  it('a story an editor deleted is not fetched back', async () => {
    const app = await appWith({ NEWSAPI_KEY: 'k', NEWSAPI_URL: `${providers.url}/ok`, INGEST_PER_CATEGORY: '1' });
    await run(app);
    const [row] = await app.database.db.select().from(articles).where(eq(articles.category, 'Jobs'));
    await app.database.db.delete(articles).where(eq(articles.id, row!.id));
    const again = await run(app);
    expect(again.categories.Jobs?.newsapi?.skipped.url).toBe(1);
    const jobs = await app.database.db.select().from(articles).where(eq(articles.category, 'Jobs'));
    // The next story takes its place; the deleted one stays deleted.
    expect(jobs.map((r) => r.sourceUrl)).not.toContain(row!.sourceUrl);
  }, 60_000);
});

describe('providers on a bad day', () => {
  const cases: [string, RegExp][] = [
    ['status-401', /HTTP 401/],
    ['status-403', /HTTP 403/],
    ['status-429', /HTTP 429/],
    ['status-500', /HTTP 500/],
    ['html', /not valid JSON \(text\/html\)/],
    ['truncated', /not valid JSON/],
    ['huge', /larger than 5 MB/],
    ['hang', /no complete answer within 1\.5 s/],
  ];
  it.each(cases)(
    '%s: recorded, skipped for the run, and the next provider fills in',
    async (mode, error) => {
      const app = await appWith({
        NEWSAPI_KEY: 'k1',
        NEWSAPI_URL: `${providers.url}/${mode}`,
        GUARDIAN_KEY: 'k2',
        GUARDIAN_URL: `${providers.url}/ok`,
        // One a category: enough to show the next provider filling in (each stored story makes its
        // picture's renditions, so a larger quota only costs time).
        INGEST_PER_CATEGORY: '1',
      });
      providers.hits.clear();
      const report = await run(app);
      expect(report.status).toBe('partial');
      expect(report.errors).toHaveLength(1);
      expect(report.errors[0]).toMatch(error);
      expect(report.categories.India?.newsapi?.error).toMatch(error);
      // Skipped after its first failure: no call for the other nine categories.
      expect(report.categories.World?.newsapi).toBeUndefined();
      const calls = [...providers.hits].filter(([path]) => path.startsWith(`/${mode}/`)).reduce((n, [, c]) => n + c, 0);
      expect(calls).toBe(/status-(429|500)/.test(mode) ? 3 : 1);
      expect(report.categories.India?.guardian?.stored).toBe(1);
      expect(await stored(app)).toHaveLength(10);
      // The API keys never appear in what is recorded.
      expect(JSON.stringify(report)).not.toMatch(/k1|k2/);
    },
    30_000,
  );

  it('missing fields and hostile values: nothing broken is stored', async () => {
    const app = await appWith({
      NEWSAPI_KEY: 'k1',
      NEWSAPI_URL: `${providers.url}/hostile`,
      GNEWS_KEY: 'k3',
      GNEWS_URL: `${providers.url}/missing-fields`,
      INGEST_PER_CATEGORY: '5',
    });
    const report = await run(app);
    const rows = await stored(app);
    // Per category: the script-laden story and the metadata-image story are kept, cleaned; the
    // 10,000-character title and the javascript: link are refused.
    expect(rows).toHaveLength(20);
    expect(report.categories.India?.newsapi?.skipped.invalid).toBe(2);
    for (const row of rows) {
      expect(row.title.length).toBeLessThanOrEqual(300);
      expect(`${row.title} ${row.description} ${row.content} ${row.author} ${row.sourceName}`).not.toMatch(
        /<script|onerror|onload|alert\(/i,
      );
      expect(row.sourceUrl).toMatch(/^https:\/\//);
      // Images at 127.0.0.1:1 and 169.254.169.254 were never fetched.
      expect(row.image).toBeNull();
    }
    expect(rows.filter((r) => r.sourceName === 'Metadata Wire')).toHaveLength(10);
    const evil = rows.find((r) => r.sourceName === 'Evil Wire');
    expect(evil).toBeDefined();
    // Text no field may hold is taken out of fetched stories rather than refused.
    for (const row of rows) {
      for (const text of [row.title, row.description, row.content, row.author, row.sourceName]) {
        expect(unacceptableText(text ?? '')).toBeNull();
      }
      expect(hasBidiControl(row.title)).toBe(false);
    }
    expect(evil?.description).toContain('A description\ufffd');
    expect(evil?.author).toBe('Ann Lee');
  }, 30_000);

  it('feeds with external entities, billion laughs or broken XML are refused; good feeds still work', async () => {
    const app = await appWith({
      RSS_FEEDS: JSON.stringify({
        India: [`${providers.url}/xxe/feed`, `${providers.url}/ok/feeds/india`],
        World: [`${providers.url}/laughs/feed`],
        Health: `${providers.url}/malformed/feed`,
      }),
      INGEST_PER_CATEGORY: '10',
    });
    const report = await run(app);
    expect(report.categories.India?.rss?.stored).toBe(STORIES_PER_CATEGORY);
    expect(report.categories.World?.rss?.error).toMatch(/entities/);
    expect(report.categories.Health?.rss?.error).toMatch(/not a readable feed/);
    const rows = await stored(app);
    expect(rows).toHaveLength(STORIES_PER_CATEGORY);
    const rain = rows.find((r) => r.title === fakeStory(providers.url, 'rss', 'India', 0).title);
    expect(rain).toMatchObject({ sourceName: 'Hill Town Gazette', status: 'published' });
    expect(rain?.content).toContain('<p>');
  }, 30_000);

  it('GNews and NewsData.io shapes fill categories too, and INGEST_STATUS=draft keeps stories for review', async () => {
    const app = await appWith({
      GNEWS_KEY: 'g',
      GNEWS_URL: `${providers.url}/ok`,
      NEWSDATA_KEY: 'n',
      NEWSDATA_URL: `${providers.url}/ok`,
      INGEST_PER_CATEGORY: '4',
      INGEST_STATUS: 'draft',
    });
    const report = await run(app);
    expect(report.status).toBe('success');
    const rows = await stored(app);
    expect(rows).toHaveLength(40);
    expect(rows.every((r) => r.status === 'draft' && r.publishedAt === null)).toBe(true);
    expect(rows.filter((r) => r.sourceName === 'Valley Voice')).toHaveLength(10);
    // Drafts are not public.
    const list = (await (await app.app.request('/api/news?limit=100')).json()) as { news: unknown[] };
    expect(list.news).toHaveLength(0);
  }, 60_000);
});

describe('the Hindi edition', () => {
  it("stores a Hindi feed's stories in the Hindi edition with Devanagari slugs, drops its near-duplicates, keeps both editions' stories on one event", async () => {
    const app = await appWith({
      RSS_FEEDS: JSON.stringify({ India: `${editionFeeds.url}/en/india.xml` }),
      RSS_FEEDS_HI: JSON.stringify({ India: [`${editionFeeds.url}/hi/india.xml`] }),
      // Each edition has its own quota: three Hindi stories beside the English one.
      INGEST_PER_CATEGORY: '3',
    });
    const report = await run(app);
    expect(report.status).toBe('success');
    expect(report.categories.India?.rss).toMatchObject({
      fetched: 5,
      stored: 4,
      skipped: { url: 0, title: 0, similar: 1, invalid: 0 },
    });
    const rows = await stored(app);
    const hindi = rows.filter((r) => r.edition === 'hi');
    expect(hindi.map((r) => r.title).sort()).toEqual(
      [HINDI_ITEMS[0]!.title, HINDI_ITEMS[2]!.title, HINDI_ITEMS[3]!.title].sort(),
    );
    const kerala = hindi.find((r) => r.title === HINDI_ITEMS[0]!.title);
    expect(kerala).toMatchObject({
      slug: 'केरल-में-मानसून-ने-दी-दस्तक',
      category: 'India',
      sourceName: 'पहाड़ समाचार',
      sourceUrl: 'https://hindi.news.example/kerala-monsoon',
      status: 'published',
    });
    for (const row of hindi) expect(row.slug).toMatch(/^[\p{Script=Devanagari}\d]+(?:-[\p{Script=Devanagari}\d]+)*$/u);
    // The English story on the same event is the English edition's, and kept.
    expect(rows.filter((r) => r.edition === 'en').map((r) => r.title)).toEqual([ENGLISH_ITEMS[0]!.title]);
    // The next run finds every link known and each edition's quota reached.
    const again = await run(app);
    expect(again.stored).toBe(0);
    expect(await stored(app)).toHaveLength(4);
  }, 30_000);

  it('an English-only configuration fills only the English edition, as before', async () => {
    const app = await appWith({ RSS_FEEDS: JSON.stringify({ India: `${providers.url}/ok/feeds/india` }) });
    const report = await run(app);
    expect(report.categories.India?.rss?.stored).toBe(STORIES_PER_CATEGORY);
    expect((await stored(app)).every((r) => r.edition === 'en')).toBe(true);
    const [rss] = (await app.services.scheduler.status()).providers;
    expect(rss).toMatchObject({ id: 'rss', detail: '1 feed' });
  }, 30_000);

  it('the scheduler page says how many feeds each edition has', async () => {
    const app = await appWith({
      RSS_FEEDS: JSON.stringify({ India: `${editionFeeds.url}/en/india.xml` }),
      RSS_FEEDS_HI: JSON.stringify({ India: `${editionFeeds.url}/hi/india.xml`, Sports: `${editionFeeds.url}/hi/x` }),
    });
    const [rss] = (await app.services.scheduler.status()).providers;
    expect(rss).toMatchObject({ id: 'rss', detail: '3 feeds: 1 English, 2 Hindi' });
  });
});

describe('Deduper', () => {
  it('finds the same link, the same title, a near-identical title, and only within 14 days for titles', async () => {
    const app = await appWith({});
    const db = app.database.db;
    const now = new Date();
    await insertArticle(db, {
      title: 'Kochi ferry pilots rehearse for the storm season ahead of the monsoon',
      sourceUrl: 'https://news.example/a',
      createdAt: new Date(now.getTime() - 86_400_000),
    });
    await insertArticle(db, {
      title: 'Old story about the tram drivers of Riga and their long winter',
      sourceUrl: 'https://news.example/old',
      createdAt: new Date(now.getTime() - 20 * 86_400_000),
    });
    const dedupe = new Deduper(db, { similarity: 0.8, windowDays: 14 });
    expect(await dedupe.reasonToSkip('Anything at all', 'https://news.example/a')).toBe('url');
    expect(await dedupe.reasonToSkip('Anything at all', 'https://news.example/old')).toBe('url');
    expect(
      await dedupe.reasonToSkip(
        'KOCHI FERRY PILOTS REHEARSE FOR THE STORM SEASON, AHEAD OF THE MONSOON!',
        'https://x.example/1',
      ),
    ).toBe('title');
    expect(
      await dedupe.reasonToSkip(
        'Kochi ferry pilots rehearse for the storm season ahead of monsoon',
        'https://x.example/2',
      ),
    ).toBe('similar');
    expect(await dedupe.reasonToSkip('Kochi ferry pilots strike over pay', 'https://x.example/3')).toBeNull();
    // Past the 14-day window a title may return (a yearly event), a link never.
    expect(
      await dedupe.reasonToSkip(
        'Old story about the tram drivers of Riga and their long winter',
        'https://x.example/4',
      ),
    ).toBeNull();
    await dedupe.remember('https://x.example/5');
    expect(await dedupe.reasonToSkip('Fresh', 'https://x.example/5')).toBe('url');
    expect(
      await db
        .select()
        .from(articles)
        .where(and(isNotNull(articles.sourceUrl))),
    ).toHaveLength(2);
  });
});

describe('Deduper in the Hindi edition', () => {
  it('finds near-identical Devanagari headlines within the edition only', async () => {
    const app = await appWith({});
    const db = app.database.db;
    const yesterday = new Date(Date.now() - 86_400_000);
    await insertArticle(db, {
      title: 'केरल में मानसून ने दी दस्तक',
      edition: 'hi',
      sourceUrl: 'https://hi.example/1',
      createdAt: yesterday,
    });
    await insertArticle(db, {
      title: 'IPL final: Mumbai beat Chennai by five wickets',
      edition: 'hi',
      sourceUrl: 'https://hi.example/2',
      createdAt: yesterday,
    });
    const dedupe = new Deduper(db, { similarity: 0.8, windowDays: 14 });
    // pg_trgm would give these 0.75: the short words 'ने दी' and 'की' weigh as much as 'केरल'.
    expect(await dedupe.reasonToSkip('केरल में मानसून की दस्तक', 'https://x.example/1', 'hi')).toBe('similar');
    // The same headline with other punctuation; in the English edition, a story of its own.
    expect(await dedupe.reasonToSkip('केरल में मानसून ने दी दस्तक!', 'https://x.example/2', 'hi')).toBe('title');
    expect(await dedupe.reasonToSkip('केरल में मानसून ने दी दस्तक', 'https://x.example/2', 'en')).toBeNull();
    // Another story, with words in common, is not a duplicate.
    expect(await dedupe.reasonToSkip('दिल्ली में मानसून की दस्तक', 'https://x.example/3', 'hi')).toBeNull();
    expect(await dedupe.reasonToSkip('केरल में बाढ़ से स्कूल बंद', 'https://x.example/4', 'hi')).toBeNull();
    // Hindi written either way ('बाज़ार' and 'बाजार', 'पहुँचा' and 'पहुंचा') is the same word.
    expect(similarity(trigrams('बाज़ार में मानसून पहुँचा'), trigrams('बाजार में मानसून पहुंचा'))).toBe(1);
    // The same English headline is one story in the Hindi edition, another in the English one.
    expect(
      await dedupe.reasonToSkip('IPL final: Mumbai beat Chennai by five wickets', 'https://x.example/5', 'hi'),
    ).toBe('title');
    expect(
      await dedupe.reasonToSkip('IPL final: Mumbai beat Chennai by five wickets', 'https://x.example/5', 'en'),
    ).toBeNull();
    // A link is one story in every edition.
    expect(await dedupe.reasonToSkip('Monsoon reaches Kerala', 'https://hi.example/1', 'en')).toBe('url');
  });
});
