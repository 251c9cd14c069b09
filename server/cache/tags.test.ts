import { describe, expect, it } from 'vitest';
import {
  collectArticleTags,
  feedTags,
  pageTags,
  recordingQueries,
  slugTag,
  tagsChangedBy,
  tagsChangedByUsers,
} from './tags';

describe('pageTags', () => {
  it.each([
    ['/', ['latest', 'home', 'most-read']],
    ['/india-news', ['latest', 'category:India', 'most-read:India']],
    ['/ipo-news', ['latest', 'category:IPO', 'most-read:IPO']],
    ['/news/monsoon-arrives', ['latest', 'slug:monsoon-arrives', 'most-read']],
    ['/news/monsoon-arrives/live', ['latest', 'slug:monsoon-arrives']],
    ['/about', ['latest']],
    ['/news', ['latest']],
    ['/tag/climate-change', ['latest', 'tags']],
    ['/author/Asha.Rao', ['latest', 'authors']],
  ])('%s has %j', (path, tags) => {
    expect(pageTags(path)).toEqual(tags);
  });
});

describe('slug tags in any script (issue 33, finding 29)', () => {
  // A header value can carry only ASCII (Headers refuses anything above U+00FF): the tag is the
  // slug percent-encoded, as in its address, so a CDN purges it by the same text.
  const SLUGS = {
    Devanagari: 'भारत-समाचार-आज',
    Tamil: 'தமிழ்-செய்திகள்',
    Arabic: 'أخبار-اليوم',
    emoji: '🌧️-monsoon-🌊',
  };

  it.each(Object.entries(SLUGS))('%s: the address and the event give the same ASCII tag', (_script, slug) => {
    const tag = slugTag(slug);
    expect(tag).toBe(`slug:${encodeURIComponent(slug)}`);
    expect(tag).toMatch(/^[\x21-\x7e]+$/);
    expect(tag).not.toMatch(/[ ,]/);
    // pageTags receives the path decoded and lower-cased (pageRouteKey); the event names the stored slug.
    expect(pageTags(`/news/${slug}`)).toContain(tag);
    expect(pageTags(`/news/${slug}/live`)).toContain(tag);
    const edited = tagsChangedBy({
      ids: ['a1'],
      categories: [],
      public: true,
      change: 'updated',
      inPlace: true,
      slugs: [slug],
    });
    expect(edited).toContain(tag);
    expect(() => new Headers({ 'Surrogate-Key': pageTags(`/news/${slug}`).join(' ') })).not.toThrow();
  });

  it('folds case before encoding, and encodes spaces, commas and percent signs', () => {
    expect(slugTag('Crème')).toBe('slug:cr%C3%A8me');
    expect(slugTag('a b,c%d')).toBe('slug:a%20b%2Cc%25d');
    expect(slugTag('a\ud800b')).toBe('slug:a%EF%BF%BDb');
  });
});

describe('tagsChangedBy', () => {
  const event = { ids: ['a1'], categories: ['India' as const], public: true };

  it('drops nothing for a change readers cannot see', () => {
    expect(tagsChangedBy({ ...event, change: 'updated', public: false })).toEqual([]);
    expect(tagsChangedBy({ ...event, change: 'created', public: false })).toEqual([]);
  });

  it.each(['created', 'deleted', 'ingested'] as const)(
    'drops every page (the latest list) when a story is %s',
    (change) => {
      expect(tagsChangedBy({ ...event, change })).toEqual(['latest']);
    },
  );

  it('drops every page on a publish or unpublish (an update that is not in place)', () => {
    expect(tagsChangedBy({ ...event, change: 'updated' })).toEqual(['latest']);
    expect(tagsChangedBy({ ...event, change: 'updated', inPlace: false })).toEqual(['latest']);
  });

  it('drops only what shows an article edited in place: its pages, both slugs, its categories, home, feeds, tag and author pages', () => {
    expect(
      tagsChangedBy({
        ids: ['a1'],
        categories: ['India', 'World'],
        change: 'updated',
        public: true,
        inPlace: true,
        slugs: ['old-title', 'New-Title'],
      }),
    ).toEqual([
      'home',
      'feeds',
      'tags',
      'authors',
      'article:a1',
      'slug:old-title',
      'comments:old-title',
      'slug:new-title',
      'comments:new-title',
      'category:India',
      'category:World',
    ]);
  });

  it('drops every page for an event that names no article', () => {
    expect(tagsChangedBy({ ids: [], categories: [], change: 'updated', public: true, inPlace: true })).toEqual([
      'latest',
    ]);
  });
});

describe('feedTags', () => {
  it("adds 'authors' to an author's feed and the authors' sitemap", () => {
    expect(feedTags('/rss.xml')).toEqual(['latest', 'feeds']);
    expect(feedTags('/author/asha/rss.xml')).toEqual(['latest', 'feeds', 'authors']);
    expect(feedTags('/sitemaps/authors.xml')).toEqual(['latest', 'feeds', 'authors']);
  });

  it("gives an edition's feeds and sitemaps the tags of the default edition's", () => {
    expect(feedTags('/hi/rss.xml')).toEqual(['latest', 'feeds']);
    expect(feedTags('/hi/india-news/rss.xml')).toEqual(['latest', 'feeds']);
    expect(feedTags('/hi/sitemaps/news.xml')).toEqual(['latest', 'feeds']);
    expect(feedTags('/hi/author/asha/rss.xml')).toEqual(['latest', 'feeds', 'authors']);
    expect(feedTags('/hi/contributor/meera-iyer/rss.xml')).toEqual(['latest', 'feeds', 'authors']);
    expect(feedTags('/hi/sitemaps/authors.xml')).toEqual(['latest', 'feeds', 'authors']);
  });
});

describe('tagsChangedByUsers', () => {
  it('drops the author pages for a profile, and every page (bylines) for a role change or a deletion', () => {
    expect(tagsChangedByUsers({ ids: ['u1'], change: 'updated' })).toEqual(['authors']);
    expect(tagsChangedByUsers({ ids: ['u1'], change: 'created' })).toEqual(['authors']);
    expect(tagsChangedByUsers({ ids: ['u1'], change: 'role' })).toEqual(['latest']);
    expect(tagsChangedByUsers({ ids: [], change: 'deleted' })).toEqual(['latest']);
  });
});

describe('recording what a page reads', () => {
  it('finds every _id in lists, pages of items and single articles', () => {
    const tags = new Set<string>();
    collectArticleTags([{ _id: 'a', title: 'A' }, { _id: 'b' }], tags);
    collectArticleTags({ news: [{ _id: 'c', image: { url: 'x' } }], total: 1 }, tags);
    collectArticleTags({ _id: 'd', related: [{ _id: 'e' }], publishedAt: new Date() }, tags);
    collectArticleTags(null, tags);
    expect([...tags]).toEqual(['article:a', 'article:b', 'article:c', 'article:d', 'article:e']);
  });

  it('wraps the news reads of the queries given to loaders, answering what they answer', async () => {
    class News {
      private readonly rows = [{ _id: 'x' }, { _id: 'y' }];
      async latest(limit: number) {
        return this.rows.slice(0, limit);
      }
      count() {
        return this.rows.length;
      }
    }
    const queries = { news: new News(), other: 1 };
    const tags = new Set<string>(['latest']);
    const recording = recordingQueries(queries, tags);
    expect(await recording.news.latest(1)).toEqual([{ _id: 'x' }]);
    expect(recording.news.count()).toBe(2);
    expect(recording.other).toBe(1);
    expect([...tags]).toEqual(['latest', 'article:x']);
    // The shared queries are untouched.
    expect(queries.news).toBeInstanceOf(News);
    await queries.news.latest(2);
    expect(tags.size).toBe(2);
  });
});
