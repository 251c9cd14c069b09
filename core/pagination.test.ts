import { describe, expect, it } from 'vitest';
import { pageRedirect, pageWindow, parsePageParam, totalPagesFor } from './pagination';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('always shows first and last with a window of two either side', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'ellipsis', 8, 9, 10, 11, 12, 'ellipsis', 20]);
  });

  it('puts an ellipsis only where pages are left out', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'ellipsis', 8, 9, 10]);
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis', 10]);
    expect(pageWindow(5, 10)).toEqual([1, 'ellipsis', 3, 4, 5, 6, 7, 'ellipsis', 10]);
  });

  it('clamps a current page outside the range and handles no pages', () => {
    expect(pageWindow(99, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(-4, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('totalPagesFor', () => {
  it('rounds up', () => {
    expect(totalPagesFor(0, 12)).toBe(0);
    expect(totalPagesFor(12, 12)).toBe(1);
    expect(totalPagesFor(13, 12)).toBe(2);
  });
});

describe('parsePageParam', () => {
  it('reads whole numbers and falls back to 1 for anything else', () => {
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('')).toBe(1);
    expect(parsePageParam('-2')).toBe(1);
    expect(parsePageParam('0')).toBe(1);
    expect(parsePageParam('abc')).toBe(1);
    expect(parsePageParam('2.5')).toBe(1);
    expect(parsePageParam('99999999999999999999')).toBe(1);
  });
});

describe('pageRedirect', () => {
  const at = (search: string) => {
    const params = new URLSearchParams(search);
    return pageRedirect(params, parsePageParam(params.get('page')), 3, '/tag/x');
  };
  it('leaves a right address alone', () => {
    expect(at('')).toBeNull();
    expect(at('?page=2')).toBeNull();
    expect(at('?page=3')).toBeNull();
  });
  it('sends a page past the last to the last, and other spellings to their own address', () => {
    expect(at('?page=9')).toBe('/tag/x?page=3');
    expect(at('?page=02')).toBe('/tag/x?page=2');
    expect(at('?page=abc')).toBe('/tag/x');
    expect(pageRedirect(new URLSearchParams('?page=4'), 4, 1, '/a')).toBe('/a');
  });
});
