import { describe, expect, it } from 'vitest';
import { isCurrentPath } from './nav';

describe('isCurrentPath', () => {
  it('marks Home only on the home page', () => {
    expect(isCurrentPath('/', '/')).toBe(true);
    expect(isCurrentPath('/world-news', '/')).toBe(false);
  });

  it('marks a section on its path and below it, not on a longer name', () => {
    expect(isCurrentPath('/world-news', '/world-news')).toBe(true);
    expect(isCurrentPath('/world-news/x', '/world-news')).toBe(true);
    expect(isCurrentPath('/world-newsy', '/world-news')).toBe(false);
    expect(isCurrentPath('/news/some-story', '/world-news')).toBe(false);
  });
  it("marks an edition's home only on that home", () => {
    expect(isCurrentPath('/hi', '/hi')).toBe(true);
    expect(isCurrentPath('/hi/news/x', '/hi')).toBe(false);
    expect(isCurrentPath('/hi/india-news', '/hi/india-news')).toBe(true);
  });
});
