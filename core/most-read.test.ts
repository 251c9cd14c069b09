import { describe, expect, it } from 'vitest';
import { dayWindowStart, mostReadScope, rankMostRead, type ViewCount } from './most-read';

const count = (
  id: string,
  views: number,
  category: ViewCount['category'] = 'India',
  at = '2026-11-20T10:00:00.000Z',
  edition: ViewCount['edition'] = 'en',
) => ({ id, category, views, at, edition }) satisfies ViewCount;

describe('rankMostRead', () => {
  it('orders by views, then the newer story, then the id, and never lists an unread story', () => {
    const lists = rankMostRead([
      count('a', 3),
      count('b', 9),
      count('c', 3, 'India', '2026-11-21T10:00:00.000Z'),
      count('d', 0),
    ]);
    expect(lists.get('all')).toEqual(['b', 'c', 'a']);
    expect(lists.get('India')).toEqual(['b', 'c', 'a']);
  });

  it('keeps ten a list: the site-wide one across categories, and each category its own', () => {
    const counts = [
      ...Array.from({ length: 12 }, (_, i) => count(`w${i}`, 100 - i, 'World')),
      count('t1', 5, 'Technology'),
      count('t2', 1, 'Technology'),
    ];
    const lists = rankMostRead(counts);
    expect(lists.get('all')).toEqual(Array.from({ length: 10 }, (_, i) => `w${i}`));
    expect(lists.get('World')).toHaveLength(10);
    expect(lists.get('Technology')).toEqual(['t1', 't2']);
    expect(lists.has('Sports')).toBe(false);
  });

  it("keeps each edition's lists apart, the default edition's named by their reach alone", () => {
    const lists = rankMostRead([
      count('e1', 5, 'India'),
      count('h1', 9, 'India', '2026-11-20T10:00:00.000Z', 'hi'),
      count('h2', 2, 'Sports', '2026-11-20T10:00:00.000Z', 'hi'),
    ]);
    expect(lists.get('all')).toEqual(['e1']);
    expect(lists.get('India')).toEqual(['e1']);
    expect(lists.get(mostReadScope('all', 'hi'))).toEqual(['h1', 'h2']);
    expect(lists.get('hi:India')).toEqual(['h1']);
    expect(lists.get('hi:Sports')).toEqual(['h2']);
    expect(lists.has('Sports')).toBe(false);
  });

  it('answers an empty site-wide list when nothing was read', () => {
    expect(rankMostRead([])).toEqual(new Map([['all', []]]));
  });
});

describe('dayWindowStart', () => {
  it('counts the current clock hour and the 23 before it', () => {
    expect(dayWindowStart(new Date('2026-11-27T12:34:56Z')).toISOString()).toBe('2026-11-26T13:00:00.000Z');
    expect(dayWindowStart(new Date('2026-11-27T00:00:00Z')).toISOString()).toBe('2026-11-26T01:00:00.000Z');
  });
});
