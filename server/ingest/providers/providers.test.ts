import { describe, expect, it } from 'vitest';
import { gnewsProvider, parseGnews } from './gnews';
import { guardianProvider, parseGuardian } from './guardian';
import { newsApiProvider, parseNewsApi } from './newsapi';
import { newsDataProvider, parseNewsData } from './newsdata';
import { ProviderError, type Get } from './provider';
import { parseFeed, rssProvider } from './rss';

/** A `Get` that records the addresses asked for and answers `body` as JSON. */
function recording(body: unknown): { get: Get; urls: URL[] } {
  const urls: URL[] = [];
  const get: Get = (url) => {
    urls.push(new URL(url));
    return Promise.resolve({
      status: 200,
      url,
      contentType: 'application/json',
      body: Buffer.from(JSON.stringify(body)),
    });
  };
  return { get, urls };
}

describe('providers and editions', () => {
  it('GNews and NewsData.io fetch an edition in its language, with its own words for a search', async () => {
    const gnews = gnewsProvider('k', 'https://gnews.example', ['en', 'hi']);
    expect(gnews.detail).toBe('English and Hindi editions');
    expect(gnews.covers('Jobs', 'hi')).toBe(true);
    const g = recording({ totalArticles: 0, articles: [] });
    await gnews.fetch('India', 5, g.get, 'hi');
    await gnews.fetch('Jobs', 5, g.get, 'hi');
    await gnews.fetch('Jobs', 5, g.get, 'en');
    expect(
      g.urls.map((u) => [u.searchParams.get('lang'), u.searchParams.get('category') ?? u.searchParams.get('q')]),
    ).toEqual([
      ['hi', 'nation'],
      ['hi', 'नौकरी OR भर्ती OR छंटनी'],
      ['en', 'jobs OR hiring OR layoffs'],
    ]);

    const newsdata = newsDataProvider('k', 'https://newsdata.example', ['hi']);
    expect(newsdata.detail).toBe('Hindi edition');
    expect(newsdata.covers('India', 'en')).toBe(false);
    const n = recording({ status: 'success', results: [] });
    await newsdata.fetch('IPO', 5, n.get, 'hi');
    expect(n.urls[0]?.searchParams.get('language')).toBe('hi');
    expect(n.urls[0]?.searchParams.get('qInTitle')).toBe('IPO');

    // English alone, as before: no line on the scheduler page.
    expect(gnewsProvider('k').detail).toBeNull();
    expect(gnewsProvider('k').covers('India', 'hi')).toBe(false);
  });

  it('NewsAPI and The Guardian fill the English edition only', () => {
    for (const provider of [newsApiProvider('k'), guardianProvider('k')]) {
      expect(provider.editions).toEqual(['en']);
      expect(provider.covers('India', 'en')).toBe(true);
      expect(provider.covers('India', 'hi')).toBe(false);
    }
  });

  it("RSS feeds cover their own edition's categories", () => {
    const rss = rssProvider({
      en: { Technology: ['https://en.example/tech.xml'] },
      hi: { India: ['https://hi.example/desh.xml', 'https://hi.example/rajya.xml'] },
    });
    expect(rss.editions).toEqual(['en', 'hi']);
    expect(rss.detail).toBe('3 feeds: 1 English, 2 Hindi');
    expect(rss.covers('India', 'hi')).toBe(true);
    expect(rss.covers('India', 'en')).toBe(false);
    expect(rss.covers('Technology', 'hi')).toBe(false);
    expect(rssProvider({ hi: { India: ['https://hi.example/desh.xml'] } }).detail).toBe('1 feed: 1 Hindi');
    expect(rssProvider({ en: {}, hi: {} }).editions).toEqual([]);
  });
});

describe('NewsAPI', () => {
  const body = {
    status: 'ok',
    totalResults: 3,
    articles: [
      {
        source: { id: 'bbc-news', name: 'BBC News' },
        author: 'A. Reporter',
        title: 'Monsoon reaches Kerala two days early - BBC News',
        description: 'The <b>India Meteorological Department</b> said the rains arrived on Thursday.',
        url: 'https://www.bbc.co.uk/news/world-asia-india-1',
        urlToImage: 'https://ichef.bbci.co.uk/news/1024/monsoon.jpg',
        publishedAt: '2026-11-20T08:15:00Z',
        content:
          'The rains arrived on Thursday, two days ahead of the usual date, and fishermen were warned… [+2417 chars]',
      },
      {
        source: { id: null, name: '[Removed]' },
        author: null,
        title: '[Removed]',
        description: '[Removed]',
        url: 'https://removed.com',
        urlToImage: null,
        publishedAt: '1970-01-01T00:00:00Z',
        content: '[Removed]',
      },
      { source: { id: null, name: 'X' }, title: 'No link', url: null },
    ],
  };

  it('maps the documented shape and removes the truncation marker', () => {
    const [story, ...rest] = parseNewsApi(body);
    expect(rest).toHaveLength(0);
    expect(story).toEqual({
      title: 'Monsoon reaches Kerala two days early - BBC News',
      description: 'The India Meteorological Department said the rains arrived on Thursday.',
      content: '<p>The rains arrived on Thursday, two days ahead of the usual date, and fishermen were warned</p>',
      imageUrl: 'https://ichef.bbci.co.uk/news/1024/monsoon.jpg',
      sourceName: 'BBC News',
      sourceUrl: 'https://www.bbc.co.uk/news/world-asia-india-1',
      publishedAt: new Date('2026-11-20T08:15:00Z'),
      author: 'A. Reporter',
    });
  });

  it('throws on an error answer or another shape', () => {
    expect(() => parseNewsApi({ status: 'error', code: 'apiKeyInvalid', message: 'Your API key is invalid' })).toThrow(
      /API key is invalid/,
    );
    expect(() => parseNewsApi({ hello: 1 })).toThrow(ProviderError);
    expect(() => parseNewsApi(null)).toThrow(ProviderError);
  });
});

describe('GNews', () => {
  it('maps the documented shape', () => {
    const [story] = parseGnews({
      totalArticles: 1,
      articles: [
        {
          title: 'Chip makers plan new plant',
          description: 'A plan for a plant.',
          content: 'The companies said on Monday that the plant would open in 2028 ... [1532 chars]',
          url: 'https://example.com/chips',
          image: 'https://example.com/chips.jpg',
          publishedAt: '2026-11-19T10:00:00Z',
          source: { name: 'Example Times', url: 'https://example.com' },
        },
      ],
    });
    expect(story?.content).toBe('<p>The companies said on Monday that the plant would open in 2028</p>');
    expect(story?.sourceName).toBe('Example Times');
    expect(story?.imageUrl).toBe('https://example.com/chips.jpg');
    expect(() => parseGnews({ errors: ['You did not provide an API key.'] })).toThrow(/did not provide/);
  });
});

describe('NewsData.io', () => {
  it('maps the documented shape, with its UTC dates and paid-plan placeholder', () => {
    const [story] = parseNewsData({
      status: 'success',
      totalResults: 1,
      results: [
        {
          article_id: 'abc',
          title: 'Sensex closes higher',
          link: 'https://example.in/sensex',
          creator: ['Desk One', 'Desk Two'],
          description: 'Markets rose.',
          content: 'ONLY AVAILABLE IN PAID PLANS',
          pubDate: '2026-11-21 08:15:00',
          image_url: null,
          source_id: 'example_in',
          source_name: 'Example India',
        },
      ],
      nextPage: null,
    });
    expect(story).toMatchObject({
      content: '<p>Markets rose.</p>',
      publishedAt: new Date('2026-11-21T08:15:00Z'),
      author: 'Desk One, Desk Two',
      sourceName: 'Example India',
      imageUrl: null,
    });
    expect(() =>
      parseNewsData({ status: 'error', results: { message: 'API key invalid', code: 'Unauthorized' } }),
    ).toThrow(/API key invalid/);
  });
});

describe('The Guardian', () => {
  it('maps the documented shape and keeps the body HTML', () => {
    const [story] = parseGuardian({
      response: {
        status: 'ok',
        userTier: 'developer',
        total: 1,
        results: [
          {
            id: 'world/2026/nov/20/x',
            type: 'article',
            sectionId: 'world',
            webPublicationDate: '2026-11-20T09:00:00Z',
            webTitle: 'Leaders meet in Lima',
            webUrl: 'https://www.theguardian.com/world/2026/nov/20/x',
            apiUrl: 'https://content.guardianapis.com/world/2026/nov/20/x',
            fields: {
              trailText: '<strong>Talks</strong> run late',
              body: '<p>Talks ran late.</p>',
              thumbnail: 'https://media.guim.co.uk/x/500.jpg',
              byline: 'A Correspondent',
            },
          },
        ],
      },
    });
    expect(story).toMatchObject({
      title: 'Leaders meet in Lima',
      description: 'Talks run late',
      content: '<p>Talks ran late.</p>',
      sourceName: 'The Guardian',
      author: 'A Correspondent',
    });
    expect(() =>
      parseGuardian({ response: { status: 'error', message: 'Invalid authentication credentials' } }),
    ).toThrow(/Invalid authentication/);
    expect(() => parseGuardian('<html>')).toThrow(ProviderError);
  });
});

describe('RSS and Atom', () => {
  it('reads RSS 2.0 with content:encoded, media:content and escaped descriptions', () => {
    const xml = `<?xml version="1.0"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:media="http://search.yahoo.com/mrss/" xmlns:dc="http://purl.org/dc/elements/1.1/">
      <channel><title>Town &amp; Country</title>
      <item><title>Rains &amp; rivers: a &lt;b&gt;record&lt;/b&gt; week</title><link>https://example.org/rain</link>
      <description>&lt;p&gt;It rained &amp;amp; rained.&lt;/p&gt;</description>
      <content:encoded><![CDATA[<p>It rained for <em>seven</em> days.</p>]]></content:encoded>
      <pubDate>Fri, 20 Nov 2026 06:00:00 +0000</pubDate><dc:creator>Weather Desk</dc:creator>
      <media:content url="https://example.org/rain.jpg" medium="image"/></item>
      <item><title>No link at all</title></item>
      </channel></rss>`;
    const stories = parseFeed(xml, 'https://example.org/feed.xml');
    expect(stories).toEqual([
      {
        title: 'Rains & rivers: a record week',
        description: 'It rained & rained.',
        content: '<p>It rained for <em>seven</em> days.</p>',
        imageUrl: 'https://example.org/rain.jpg',
        sourceName: 'Town & Country',
        sourceUrl: 'https://example.org/rain',
        publishedAt: new Date('2026-11-20T06:00:00Z'),
        author: 'Weather Desk',
      },
    ]);
  });

  it('reads Atom, with relative links resolved against the feed', () => {
    const xml = `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Lab Notes</title>
      <entry><title type="html">Cells &amp;amp; signals</title><link rel="alternate" href="/posts/cells"/>
      <link rel="enclosure" type="image/png" href="https://example.net/cells.png"/>
      <published>2026-11-19T10:00:00Z</published><summary>Short summary.</summary>
      <content type="html">&lt;p&gt;Longer &lt;em&gt;body&lt;/em&gt;.&lt;/p&gt;</content><author><name>Dr. Lee</name></author></entry></feed>`;
    const [story] = parseFeed(xml, 'https://example.net/atom.xml');
    expect(story).toEqual({
      title: 'Cells & signals',
      description: 'Short summary.',
      content: '<p>Longer <em>body</em>.</p>',
      imageUrl: 'https://example.net/cells.png',
      sourceName: 'Lab Notes',
      sourceUrl: 'https://example.net/posts/cells',
      publishedAt: new Date('2026-11-19T10:00:00Z'),
      author: 'Dr. Lee',
    });
  });

  it('refuses external entities and entity expansion, and survives malformed XML', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><rss><channel><item><title>&x;</title><link>https://e.org/1</link></item></channel></rss>`;
    expect(() => parseFeed(xxe, 'https://e.org/f')).toThrow(/entities/);
    const laughs = `<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><rss><channel><item><title>&b;</title><link>https://e.org/2</link></item></channel></rss>`;
    expect(() => parseFeed(laughs, 'https://e.org/f')).toThrow(/entities/);
    expect(() => parseFeed('<rss><channel><item><title>x</item></rss', 'https://e.org/f')).toThrow(ProviderError);
    expect(() => parseFeed('{"not":"xml"}', 'https://e.org/f')).toThrow(ProviderError);
    expect(() => parseFeed('<html><body>hello</body></html>', 'https://e.org/f')).toThrow(/not an RSS or Atom feed/);
  });
});
