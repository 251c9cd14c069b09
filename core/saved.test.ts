import { describe, expect, it } from 'vitest';
import {
  isSaved,
  parseSavedStore,
  savedPath,
  SAVED_LIMIT,
  storiesToMerge,
  withoutSaved,
  withSaved,
  type SavedItem,
} from './saved';

const item = (slug: string, savedAt = '2026-11-20T10:00:00.000Z'): SavedItem => ({
  slug,
  title: `Title of ${slug}`,
  category: 'India',
  publishedAt: '2026-11-19T08:00:00.000Z',
  savedAt,
});

describe('parseSavedStore', () => {
  it('reads back what was stored, with its account', () => {
    const store = { user: 'asha', items: [item('a'), item('b')] };
    expect(parseSavedStore(JSON.stringify(store))).toEqual(store);
  });

  it('starts empty from nothing, broken JSON or another shape', () => {
    for (const raw of [null, '', '{', '[]', '"x"', '{"items":"no"}']) {
      expect(parseSavedStore(raw)).toEqual({ items: [] });
    }
  });

  it('drops broken and repeated items and keeps at most the limit', () => {
    const items = [
      item('a'),
      { ...item('b'), slug: '../admin' },
      { title: 'no slug' },
      item('a'),
      ...Array.from({ length: SAVED_LIMIT + 5 }, (_, i) => item(`s-${i}`)),
    ];
    const parsed = parseSavedStore(JSON.stringify({ items }));
    expect(parsed.items[0]?.slug).toBe('a');
    expect(parsed.items[1]?.slug).toBe('s-0');
    expect(parsed.items).toHaveLength(SAVED_LIMIT);
    expect(parsed.user).toBeUndefined();
  });
});

describe('saving and removing', () => {
  it('puts a saved story first, once', () => {
    const list = withSaved([item('a'), item('b')], item('b', '2026-11-21T10:00:00.000Z'));
    expect(list?.map((i) => i.slug)).toEqual(['b', 'a']);
    expect(isSaved(list ?? [], 'b')).toBe(true);
    expect(withoutSaved(list ?? [], 'b').map((i) => i.slug)).toEqual(['a']);
    expect(isSaved([], 'b')).toBe(false);
  });

  it('refuses a new story when the list is full, but moves one already in it', () => {
    const full = Array.from({ length: SAVED_LIMIT }, (_, i) => item(`s-${i}`));
    expect(withSaved(full, item('new'))).toBeNull();
    expect(withSaved(full, item('s-7'))?.[0]?.slug).toBe('s-7');
  });
});

describe('storiesToMerge', () => {
  it("adds the browser's stories the account does not hold, in the browser's order", () => {
    expect(storiesToMerge(['a', 'b'], ['c', 'a', 'd', 'c'])).toEqual(['c', 'd']);
  });

  it('stops at the limit', () => {
    const account = Array.from({ length: SAVED_LIMIT - 1 }, (_, i) => `s-${i}`);
    expect(storiesToMerge(account, ['x', 'y', 'z'])).toEqual(['x']);
    expect(storiesToMerge([...account, 'w'], ['x'])).toEqual([]);
  });
});

describe('savedPath', () => {
  it("reads a saved story at its edition's address, kept with it, or at the default edition's", () => {
    expect(savedPath({ slug: 'rain-returns', path: '/news/rain-returns' })).toBe('/news/rain-returns');
    expect(savedPath({ slug: 'केरल', path: '/hi/news/%E0%A4%95%E0%A5%87%E0%A4%B0%E0%A4%B2' })).toBe(
      '/hi/news/%E0%A4%95%E0%A5%87%E0%A4%B0%E0%A4%B2',
    );
    expect(savedPath({ slug: 'केरल' })).toBe('/news/%E0%A4%95%E0%A5%87%E0%A4%B0%E0%A4%B2');
    // An address that is not a story's on this site is not kept.
    const item = { slug: 'x', title: 'X', category: 'India', publishedAt: null, savedAt: '2026-11-29T00:00:00Z' };
    const raw = JSON.stringify({ items: [{ ...item, path: 'https://elsewhere.example/news/x' }] });
    expect(parseSavedStore(raw).items).toEqual([]);
  });
});
