import { describe, expect, it } from 'vitest';
import {
  articlesHref,
  bulkInput,
  bulkOutcome,
  bulkQuestion,
  filtersOf,
  normalizeFilterText,
  TITLE_QUERY_MAX,
} from './article-list';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('the staff list filters', () => {
  it('reads the address, dropping what names nothing', () => {
    expect(
      filtersOf(
        new URLSearchParams(
          'q=  monsoon   rains &status=review&category=india&author=ABC&tag=Climate%20%20change&page=3',
        ),
      ),
    ).toEqual({
      q: 'monsoon rains',
      status: 'review',
      category: 'India',
      author: null,
      tag: 'Climate change',
      page: 3,
    });
    expect(filtersOf(new URLSearchParams('status=gone&category=Mars&page=-2&author=' + id(1).toUpperCase()))).toEqual({
      q: null,
      status: null,
      category: null,
      author: id(1),
      tag: null,
      page: 1,
    });
  });

  it('writes the address back, leaving empty filters and page 1 out', () => {
    expect(articlesHref({ q: 'a b', status: null, tag: 'x', page: 1 })).toBe('/admin/articles?q=a+b&tag=x');
    expect(articlesHref({ page: 2 })).toBe('/admin/articles?page=2');
    expect(articlesHref({})).toBe('/admin/articles');
  });

  it('normalizes text: one space between words, none at the ends, at most the limit', () => {
    expect(normalizeFilterText('  climate \t  Change ', 50)).toBe('climate Change');
    expect(normalizeFilterText('   ', 50)).toBeNull();
    expect(normalizeFilterText('x'.repeat(300), TITLE_QUERY_MAX)).toHaveLength(TITLE_QUERY_MAX);
  });
});

describe('bulk actions', () => {
  it('take an action and 1 to 50 distinct stories', () => {
    expect(bulkInput.parse({ action: 'archive', ids: [id(1), id(1).toUpperCase(), id(2)] })).toEqual({
      action: 'archive',
      ids: [id(1), id(2)],
    });
    expect(bulkInput.safeParse({ action: 'archive', ids: [] }).success).toBe(false);
    expect(bulkInput.safeParse({ action: 'shred', ids: [id(1)] }).success).toBe(false);
    expect(bulkInput.safeParse({ action: 'publish', ids: Array.from({ length: 51 }, (_, i) => id(i)) }).success).toBe(
      false,
    );
  });

  it('ask naming how many, and say what they did', () => {
    expect(bulkQuestion('publish', 1)).toBe('Publish 1 story?');
    expect(bulkQuestion('delete', 3)).toBe('Delete 3 stories? This cannot be undone.');
    expect(bulkOutcome({ action: 'archive', done: [id(1), id(2)], failed: [] })).toBe('2 stories archived.');
    expect(bulkOutcome({ action: 'publish', done: [id(1)], failed: [{ id: id(2), title: 'T', message: 'no' }] })).toBe(
      '1 story published; 1 story left as it was.',
    );
  });
});
