import { describe, expect, it } from 'vitest';
import {
  effectiveMeta,
  hasFocusKeyword,
  parseSeoLevel,
  parseSeoQuery,
  seoHref,
  seoLevel,
  seoReport,
  seoScore,
  sortSeoReports,
  summarizeSeo,
  type SeoInput,
  isAutoValue,
  writtenMeta,
} from './seo';
import { legacyTruncate, truncate } from './text';

describe('seoScore', () => {
  it.each([
    [0, false, 50],
    [299, false, 50],
    [300, false, 65],
    [999, true, 85],
    [1000, false, 75],
    [1000, true, 95],
    [5000, true, 95],
  ])('%i words, keyword %s → %i', (words, focusKeywordInContent, expected) => {
    expect(seoScore({ words, focusKeywordInContent })).toBe(expected);
  });

  it('colours green at 80, yellow at 60, red below', () => {
    expect(seoLevel(80)).toBe('good');
    expect(seoLevel(79)).toBe('fair');
    expect(seoLevel(60)).toBe('fair');
    expect(seoLevel(59)).toBe('poor');
  });

  it('reads a band from a URL in any case; anything else is none', () => {
    expect(parseSeoLevel('good')).toBe('good');
    expect(parseSeoLevel(' FAIR ')).toBe('fair');
    expect(parseSeoLevel('bad')).toBeNull();
    expect(parseSeoLevel(null)).toBeNull();
  });
});

describe('hasFocusKeyword', () => {
  it('matches without regard to case', () => {
    expect(hasFocusKeyword('The Monsoon arrived early.', 'monsoon')).toBe(true);
    expect(hasFocusKeyword('The monsoon arrived early.', '  MONSOON ')).toBe(true);
    expect(hasFocusKeyword('Dry spell continues.', 'monsoon')).toBe(false);
  });

  it('never matches an empty keyword', () => {
    expect(hasFocusKeyword('anything', '')).toBe(false);
    expect(hasFocusKeyword('anything', '   ')).toBe(false);
    expect(hasFocusKeyword('anything', null)).toBe(false);
  });
});

describe('seoReport', () => {
  const good: SeoInput = {
    title: 'Monsoon arrives early in Kerala',
    description: 'The south-west monsoon reached Kerala on Tuesday.',
    metaTitle: 'Monsoon arrives early in Kerala',
    metaDescription: 'The south-west monsoon reached Kerala three days early.',
    focusKeyword: 'monsoon',
    words: 1200,
    focusKeywordInContent: true,
  };

  it('finds nothing to fix in a complete long article', () => {
    expect(seoReport(good)).toEqual({ score: 95, level: 'good', issues: [] });
  });

  it('words each unmet check as the step that would raise the score, with its points', () => {
    const report = seoReport({ ...good, words: 120, focusKeywordInContent: false });
    expect(report.score).toBe(50);
    expect(report.level).toBe('poor');
    expect(report.issues).toEqual([
      { code: 'focus-keyword-missing', message: 'Use the focus keyword “monsoon” in the content', points: 20 },
      { code: 'too-short', message: 'Write at least 300 words (it has 120)', points: 15 },
      { code: 'under-long-form', message: 'Then reach 1,000 words', points: 10 },
    ]);
    expect(seoReport({ ...good, focusKeyword: ' ' }).issues[0]).toEqual({
      code: 'no-focus-keyword',
      message: 'Set a focus keyword and use it in the content',
      points: 20,
    });
    expect(seoReport({ ...good, words: 400 }).issues).toEqual([
      { code: 'under-long-form', message: 'Reach 1,000 words (it has 400)', points: 10 },
    ]);
  });

  it('the points of the unmet checks add up to what the score lacks of its most', () => {
    for (const words of [0, 299, 300, 999, 1000]) {
      for (const focusKeywordInContent of [true, false]) {
        const report = seoReport({ ...good, words, focusKeywordInContent });
        expect(report.score + report.issues.reduce((sum, i) => sum + i.points, 0)).toBe(95);
      }
    }
  });

  it('judges the meta tags the page carries, generated ones included', () => {
    const codes = (input: Partial<SeoInput>) => seoReport({ ...good, ...input }).issues.map((i) => i.code);
    // No meta description written: the page takes the summary, so nothing is missing.
    expect(codes({ metaDescription: null })).toEqual([]);
    expect(codes({ metaDescription: '  ', description: 'd'.repeat(400) })).toEqual([]);
    // Neither: the page has no description at all.
    expect(codes({ metaDescription: null, description: ' ' })).toEqual(['no-meta-description']);
    expect(seoReport({ ...good, metaDescription: null, description: '' }).issues[0]?.message).toBe(
      'Add a meta description',
    );
    expect(codes({ metaDescription: 'x'.repeat(161) })).toEqual(['meta-description-long']);
    expect(codes({ metaDescription: 'x'.repeat(160) })).toEqual([]);
    expect(codes({ metaTitle: 'x'.repeat(61) })).toEqual(['meta-title-long']);
    expect(codes({ title: 'x'.repeat(61), metaTitle: 'short' })).toEqual(['title-long']);
    expect(codes({ title: 'x'.repeat(61), metaTitle: null })).toEqual(['title-long']);
    expect(seoReport({ ...good, metaTitle: 'x'.repeat(61) }).issues[0]?.message).toBe(
      'Shorten the meta title to 60 characters (it has 61)',
    );
  });
});

describe('effectiveMeta', () => {
  it('takes the written meta fields', () => {
    expect(
      effectiveMeta({ title: 'Headline', description: 'Summary', metaTitle: ' Meta ', metaDescription: 'Meta text' }),
    ).toEqual({
      title: 'Meta',
      titleFrom: 'meta',
      description: 'Meta text',
      descriptionFrom: 'meta',
      descriptionLength: 9,
      ogTitle: 'Meta',
      ogDescription: 'Meta text',
      twitterTitle: 'Meta',
      twitterDescription: 'Meta text',
    });
  });

  it('falls back to the headline and the summary, cut at 160 like every page', () => {
    const meta = effectiveMeta({ title: 'Headline', description: `${'word '.repeat(60)}end`, metaDescription: '' });
    expect(meta.title).toBe('Headline');
    expect(meta.titleFrom).toBe('headline');
    expect(meta.descriptionFrom).toBe('summary');
    expect(meta.descriptionLength).toBe(303);
    expect(meta.description).toHaveLength(160);
    expect(meta.description.endsWith('word…')).toBe(true);
  });

  it('follows the headline as it is now when the meta fields were filled from an older one', () => {
    const old = 'Kochi fishers test solar-powered cold boxes to cut spoilage at sea';
    const now = 'Kochi fishers trial solar cold boxes to cut spoilage';
    const stale = 'Kochi fishers test solar-powered cold boxes to cut spoila...';
    const meta = effectiveMeta({
      title: now,
      description: 'Summary',
      metaTitle: stale,
      ogTitle: stale,
      twitterTitle: stale,
      metaDescription: 'Summary',
    });
    expect(meta).toMatchObject({ title: now, titleFrom: 'headline', ogTitle: now, twitterTitle: now });
    // A field that holds the old headline itself follows the new one when the writer saves.
    expect(
      writtenMeta(
        { title: now, description: 'S', metaTitle: old.slice(0, 40) },
        { title: old.slice(0, 40), description: 'S' },
      ),
    ).toMatchObject({ metaTitle: null });
    // Written by hand: kept.
    expect(writtenMeta({ title: now, description: 'S', ogTitle: 'Solar cold boxes on Kochi boats' }).ogTitle).toBe(
      'Solar cold boxes on Kochi boats',
    );
  });

  it('isAutoValue knows both the word cut and the old 57-plus-... cut', () => {
    const title = 'x '.repeat(40);
    expect(isAutoValue(truncate(title.trim(), 60), [title], 60)).toBe(true);
    expect(isAutoValue(legacyTruncate(title.trim(), 60), [title], 60)).toBe(true);
    expect(isAutoValue('A title written by hand', [title], 60)).toBe(false);
    expect(isAutoValue('Wait for it...', [title], 60)).toBe(false);
  });

  it('says when the page has no description at all', () => {
    expect(effectiveMeta({ title: 'T', description: '  ', metaDescription: null })).toMatchObject({
      description: '',
      descriptionFrom: 'none',
      descriptionLength: 0,
    });
  });
});

describe('parseSeoQuery and seoHref', () => {
  const id = '3f0c1a52-6a8e-4c1b-9d7e-0a1b2c3d4e5f';
  const parse = (search: string) => parseSeoQuery(new URLSearchParams(search));

  it('reads the filters, order and page', () => {
    expect(parse(`level=Poor&category=technology&author=${id.toUpperCase()}&sort=words&dir=desc&page=3`)).toEqual({
      page: 3,
      level: 'poor',
      category: 'Technology',
      author: id,
      sort: 'words',
      dir: 'desc',
    });
  });

  it('leaves out values that name nothing, like the other admin screens', () => {
    expect(parse('level=great&category=Weather&author=1%20or%201=1&sort=views&dir=up&page=-2')).toEqual({
      page: 1,
      level: null,
      category: null,
      author: null,
      sort: 'score',
      dir: 'asc',
    });
    // Each column's first direction when none is given.
    expect(parse('sort=updated').dir).toBe('desc');
  });

  it('writes addresses without the defaults, and reads them back', () => {
    expect(seoHref(parse(''))).toBe('/admin/seo');
    const query = parse(`level=fair&category=IPO&author=${id}&sort=title&dir=asc&page=2`);
    const href = seoHref(query);
    expect(href).toBe(`/admin/seo?level=fair&category=IPO&author=${id}&sort=title&dir=asc&page=2`);
    expect(parseSeoQuery(new URL(href, 'http://x').searchParams)).toEqual(query);
    expect(seoHref({ ...query, page: 1, sort: 'score', dir: 'asc' })).toBe(
      `/admin/seo?level=fair&category=IPO&author=${id}`,
    );
  });
});

describe('sortSeoReports and summarizeSeo', () => {
  const rows = [
    { title: 'b', score: 65, words: 300, updatedAt: '2026-01-02T00:00:00.000Z' },
    { title: 'a', score: 50, words: 10, updatedAt: '2026-01-03T00:00:00.000Z' },
    { title: 'c', score: 65, words: 5000, updatedAt: '2026-01-01T00:00:00.000Z' },
    { title: 'd', score: 95, words: 1200, updatedAt: '2026-01-04T00:00:00.000Z' },
  ];
  const titles = (list: { title: string }[]) => list.map((r) => r.title).join('');

  it('sorts by any column either way; ties keep their order', () => {
    expect(titles(sortSeoReports(rows, 'score', 'asc'))).toBe('abcd');
    expect(titles(sortSeoReports(rows, 'score', 'desc'))).toBe('dbca');
    expect(titles(sortSeoReports(rows, 'title', 'desc'))).toBe('dcba');
    expect(titles(sortSeoReports(rows, 'words', 'asc'))).toBe('abdc');
    expect(titles(sortSeoReports(rows, 'updated', 'desc'))).toBe('dabc');
  });

  it('counts each band and averages the scores', () => {
    expect(summarizeSeo(rows)).toEqual({ total: 4, average: 69, counts: { good: 1, fair: 2, poor: 1 } });
    expect(summarizeSeo([])).toEqual({ total: 0, average: null, counts: { good: 0, fair: 0, poor: 0 } });
  });
});
