import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_END as E, HIGHLIGHT_START as S, normalizeQuery, searchPath, splitHighlights } from './search';

describe('splitHighlights', () => {
  it('splits marked words from plain text', () => {
    expect(splitHighlights(`The ${S}monsoon${E} arrives ${S}early${E}`)).toEqual([
      { text: 'The ', match: false },
      { text: 'monsoon', match: true },
      { text: ' arrives ', match: false },
      { text: 'early', match: true },
    ]);
  });

  it('keeps markup as text', () => {
    expect(splitHighlights('<b>x</b>')).toEqual([{ text: '<b>x</b>', match: false }]);
  });
});

describe('searchPath', () => {
  it('encodes the query', () => {
    expect(searchPath('a & b?')).toBe('/search?q=a%20%26%20b%3F');
    expect(searchPath('x', 3)).toBe('/search?q=x&page=3');
  });
});

describe('normalizeQuery', () => {
  it('turns control characters into spaces and caps the length', () => {
    expect(normalizeQuery(' a\u0000b\nc ')).toBe('a b c');
    expect(normalizeQuery('x'.repeat(5000))).toHaveLength(200);
  });
});
