import { describe, expect, it } from 'vitest';
import { hasFocusKeyword, seoLevel, seoReport, seoScore, type SeoInput } from './seo';

describe('seoScore (SPEC §9)', () => {
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
    metaTitle: 'Monsoon arrives early in Kerala',
    metaDescription: 'The south-west monsoon reached Kerala three days early.',
    focusKeyword: 'monsoon',
    words: 1200,
    focusKeywordInContent: true,
  };

  it('finds nothing to fix in a complete long article', () => {
    expect(seoReport(good)).toEqual({ score: 95, level: 'good', issues: [] });
  });

  it('says what lowers the score and by how much', () => {
    const report = seoReport({ ...good, words: 120, focusKeywordInContent: false });
    expect(report.score).toBe(50);
    expect(report.level).toBe('poor');
    expect(report.issues).toEqual([
      { code: 'focus-keyword-missing', message: 'Focus keyword “monsoon” is not in the content', points: 20 },
      { code: 'too-short', message: 'Too short for SEO: 120 words of 300', points: 25 },
    ]);
    expect(seoReport({ ...good, focusKeyword: ' ' }).issues[0]).toMatchObject({ code: 'no-focus-keyword' });
    expect(seoReport({ ...good, words: 400 }).issues).toEqual([expect.objectContaining({ points: 10 })]);
  });

  it('flags missing and over-long metadata', () => {
    const codes = (input: Partial<SeoInput>) => seoReport({ ...good, ...input }).issues.map((i) => i.code);
    expect(codes({ metaDescription: null })).toEqual(['no-meta-description']);
    expect(codes({ metaDescription: 'x'.repeat(161) })).toEqual(['meta-description-long']);
    expect(codes({ metaDescription: 'x'.repeat(160) })).toEqual([]);
    expect(codes({ metaTitle: 'x'.repeat(61) })).toEqual(['meta-title-long']);
    expect(codes({ title: 'x'.repeat(61), metaTitle: 'short' })).toEqual(['title-long']);
  });
});
