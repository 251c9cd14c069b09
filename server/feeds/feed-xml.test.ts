import { describe, expect, it } from 'vitest';
import {
  atomFeed,
  buildXml,
  lastUpdated,
  rfc822,
  rssFeed,
  w3cDate,
  xmlText,
  type FeedChannel,
  type FeedEntry,
} from './feed-xml';
import { parseStrictXml, textsOf } from './xml-check.test-helper';

const HOSTILE =
  'Sensex ]]> 80,000 & <b>bold</b> "quoted" \'single\'\u0001\u0008\u000b\u001f\u007f\u0085 🚀📈 नमस्ते\uffff\ufffe';

const channel: FeedChannel = {
  title: 'Newsdesk & Co',
  description: 'News <daily>',
  link: 'https://news.example/',
  self: 'https://news.example/rss.xml',
  logo: 'https://news.example/logo.png',
  siteName: 'Newsdesk & Co',
  language: 'en',
};

function entry(overrides: Partial<FeedEntry> = {}): FeedEntry {
  return {
    id: 'https://news.example/news/0b0e8a5c-7a53-4c1e-9a57-1d7b0f9e7c11',
    url: 'https://news.example/news/markets-rally',
    title: 'Markets rally',
    summary: 'Stocks rose.',
    published: new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 678)),
    updated: new Date(Date.UTC(2026, 0, 3, 0, 0, 0)),
    categories: ['IPO', 'markets', 'Markets', ' '],
    author: 'Asha Rao',
    atomAuthor: 'Asha Rao',
    image: { url: 'https://news.example/og/u/abc.jpg', width: 1200, height: 630, type: 'image/jpeg' },
    ...overrides,
  };
}

describe('xmlText', () => {
  it('removes characters XML 1.0 forbids and keeps emoji, other scripts, tabs and line breaks', () => {
    expect(xmlText('a\u0000b\u0001c\u001fd\u007fe\u0085f\ufffeg\uffffh')).toBe('abcdefgh');
    expect(xmlText('tab\tnew\nline\r')).toBe('tab\tnew\nline\r');
    expect(xmlText('🚀 नमस्ते €')).toBe('🚀 नमस्ते €');
  });

  it('removes lone surrogates but keeps pairs', () => {
    expect(xmlText('a\ud83db\ude80c')).toBe('abc');
    expect(xmlText('\ud83d\ude80')).toBe('🚀');
  });
});

describe('dates', () => {
  const date = new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 678));

  it('writes RFC 822 for RSS', () => {
    expect(rfc822(date)).toBe('Fri, 02 Jan 2026 03:04:05 GMT');
    expect(rfc822(date)).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
  });

  it('writes W3C datetime (ISO 8601 in UTC, whole seconds) for Atom and sitemaps', () => {
    expect(w3cDate(date)).toBe('2026-01-02T03:04:05Z');
  });
});

describe('buildXml', () => {
  it('escapes text and attributes and gives well-formed XML', () => {
    const xml = buildXml({ root: { '@_href': 'https://x.test/?a=1&b="2"<', text: HOSTILE } });
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).not.toContain(']]>');
    expect(xml).toContain('&amp;');
    expect(xml).toContain('&lt;b&gt;');
    expect(xml).toContain('&quot;');
    const doc = parseStrictXml(xml);
    expect(doc.documentElement.getAttribute('href')).toBe('https://x.test/?a=1&b="2"<');
    expect(textsOf(doc, 'text')[0]).toBe('Sensex ]]> 80,000 & <b>bold</b> "quoted" \'single\' 🚀📈 नमस्ते');
  });

  it('leaves out null and undefined values', () => {
    const xml = buildXml({ root: { a: undefined, b: null, c: '0', d: [undefined, 'x'] } });
    expect(xml).not.toContain('<a');
    expect(xml).not.toContain('<b');
    expect(xml).toContain('<c>0</c>');
    expect(xml).toContain('<d>x</d>');
  });
});

describe('rssFeed', () => {
  it('writes a channel with self link, image and items in the order given', () => {
    const newer = entry({
      id: 'https://news.example/news/2',
      title: 'Second',
      updated: new Date(Date.UTC(2026, 1, 1)),
    });
    const doc = parseStrictXml(rssFeed(channel, [newer, entry()]));
    const rss = doc.documentElement;
    expect(rss.getAttribute('version')).toBe('2.0');
    expect(rss.getAttribute('xmlns:media')).toBe('http://search.yahoo.com/mrss/');
    const ch = rss.getElementsByTagName('channel')[0]!;
    expect(ch.getElementsByTagName('title')[0]?.textContent).toBe('Newsdesk & Co');
    expect(ch.getElementsByTagName('language')[0]?.textContent).toBe('en');
    // The newest change among the items, not the clock: the same articles give the same bytes.
    expect(ch.getElementsByTagName('lastBuildDate')[0]?.textContent).toBe('Sun, 01 Feb 2026 00:00:00 GMT');
    const self = ch.getElementsByTagName('atom:link')[0]!;
    expect(self.getAttribute('href')).toBe('https://news.example/rss.xml');
    expect(self.getAttribute('rel')).toBe('self');
    expect(ch.getElementsByTagName('image')[0]?.getElementsByTagName('url')[0]?.textContent).toBe(
      'https://news.example/logo.png',
    );
    expect(textsOf(doc, 'item').length).toBe(2);
    const item = doc.getElementsByTagName('item')[1]!;
    expect(item.getElementsByTagName('link')[0]?.textContent).toBe('https://news.example/news/markets-rally');
    const guid = item.getElementsByTagName('guid')[0]!;
    expect(guid.getAttribute('isPermaLink')).toBe('true');
    expect(guid.textContent).toBe('https://news.example/news/0b0e8a5c-7a53-4c1e-9a57-1d7b0f9e7c11');
    expect(item.getElementsByTagName('pubDate')[0]?.textContent).toBe('Fri, 02 Jan 2026 03:04:05 GMT');
    // Category first, then tags; duplicates (in any case) and blanks dropped.
    expect([...item.getElementsByTagName('category')].map((e) => e.textContent)).toEqual(['IPO', 'markets']);
    expect(item.getElementsByTagName('dc:creator')[0]?.textContent).toBe('Asha Rao');
    const media = item.getElementsByTagName('media:content')[0]!;
    expect(media.getAttribute('url')).toBe('https://news.example/og/u/abc.jpg');
    expect(media.getAttribute('medium')).toBe('image');
    expect(media.getAttribute('type')).toBe('image/jpeg');
    expect(media.getAttribute('width')).toBe('1200');
    expect(media.getAttribute('height')).toBe('630');
  });

  it('leaves out the creator when no author is set, and unknown image sizes', () => {
    const doc = parseStrictXml(
      rssFeed(channel, [entry({ author: null, image: { url: 'https://cdn.example/p.png?a=1&b=2' } })]),
    );
    expect(doc.getElementsByTagName('dc:creator')).toHaveLength(0);
    const media = doc.getElementsByTagName('media:content')[0]!;
    expect(media.getAttribute('url')).toBe('https://cdn.example/p.png?a=1&b=2');
    expect(media.hasAttribute('width')).toBe(false);
    expect(media.hasAttribute('type')).toBe(false);
  });

  it('stays well formed with a hostile title, summary, tag and author', () => {
    const xml = rssFeed(channel, [
      entry({ title: HOSTILE, summary: `${HOSTILE}\n\nsecond line`, categories: ['India', HOSTILE], author: HOSTILE }),
    ]);
    const doc = parseStrictXml(xml);
    const title = doc.getElementsByTagName('item')[0]?.getElementsByTagName('title')[0]?.textContent;
    expect(title).toBe('Sensex ]]> 80,000 & <b>bold</b> "quoted" \'single\' 🚀📈 नमस्ते');
    expect(textsOf(doc, 'description')[1]).toMatch(/🚀📈 नमस्ते second line$/);
  });

  it('writes an empty channel without a build date', () => {
    const doc = parseStrictXml(rssFeed(channel, []));
    expect(doc.getElementsByTagName('item')).toHaveLength(0);
    expect(doc.getElementsByTagName('lastBuildDate')).toHaveLength(0);
  });
});

describe('atomFeed', () => {
  it('writes feed and entries with ids, links, dates, summary, category, author and image', () => {
    const doc = parseStrictXml(atomFeed(channel, [entry({ title: HOSTILE })]));
    const feed = doc.documentElement;
    expect(feed.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(feed.getElementsByTagName('id')[0]?.textContent).toBe('https://news.example/rss.xml');
    expect(feed.getElementsByTagName('updated')[0]?.textContent).toBe('2026-01-03T00:00:00Z');
    const links = [...feed.children].filter((e) => e.localName === 'link');
    expect(links.map((l) => [l.getAttribute('rel'), l.getAttribute('href')])).toEqual([
      ['self', 'https://news.example/rss.xml'],
      ['alternate', 'https://news.example/'],
    ]);
    expect(feed.getElementsByTagName('author')[0]?.textContent?.trim()).toBe('Newsdesk & Co');
    const e = feed.getElementsByTagName('entry')[0]!;
    expect(e.getElementsByTagName('id')[0]?.textContent).toBe(
      'https://news.example/news/0b0e8a5c-7a53-4c1e-9a57-1d7b0f9e7c11',
    );
    expect(e.getElementsByTagName('title')[0]?.textContent).toContain('🚀📈');
    expect(e.getElementsByTagName('link')[0]?.getAttribute('href')).toBe('https://news.example/news/markets-rally');
    expect(e.getElementsByTagName('published')[0]?.textContent).toBe('2026-01-02T03:04:05Z');
    expect(e.getElementsByTagName('updated')[0]?.textContent).toBe('2026-01-03T00:00:00Z');
    expect(e.getElementsByTagName('summary')[0]?.textContent).toBe('Stocks rose.');
    expect(e.getElementsByTagName('category')[0]?.getAttribute('term')).toBe('IPO');
    expect(e.getElementsByTagName('name')[0]?.textContent).toBe('Asha Rao');
    expect(e.getElementsByTagName('media:content')[0]?.getAttribute('url')).toBe('https://news.example/og/u/abc.jpg');
  });

  it('has a fixed updated date when there are no entries', () => {
    const doc = parseStrictXml(atomFeed(channel, []));
    expect(doc.getElementsByTagName('updated')[0]?.textContent).toBe('1970-01-01T00:00:00Z');
  });
});

describe('lastUpdated', () => {
  it('is the newest change, or null', () => {
    expect(lastUpdated([])).toBeNull();
    const a = new Date(1000);
    const b = new Date(5000);
    expect(lastUpdated([{ updated: a }, { updated: b }, { updated: a }])).toBe(b);
  });
});
