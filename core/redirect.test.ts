import { describe, expect, it } from 'vitest';
import { headerSafePath, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirect('/admin/users?x=1')).toBe('/admin/users?x=1');
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '',
    null,
    42,
    '/login',
    '/x\n',
  ])('falls back for %j', (to) => {
    expect(safeRedirect(to, '/home')).toBe('/home');
  });
});

describe('headerSafePath', () => {
  it.each([
    [
      '/news/भारत-समाचार-आज',
      '/news/%E0%A4%AD%E0%A4%BE%E0%A4%B0%E0%A4%A4-%E0%A4%B8%E0%A4%AE%E0%A4%BE%E0%A4%9A%E0%A4%BE%E0%A4%B0-%E0%A4%86%E0%A4%9C',
    ],
    ['/tag/தமிழ்?page=2', `/tag/${encodeURIComponent('தமிழ்')}?page=2`],
    ['/news/أخبار-اليوم', `/news/${encodeURIComponent('أخبار-اليوم')}`],
    ['/news/monsoon-🌊', '/news/monsoon-%F0%9F%8C%8A'],
    ['/news/already-%E0%A4%85?q=a%20b', '/news/already-%E0%A4%85?q=a%20b'],
    ['/a b', '/a%20b'],
  ])('%s → %s, which a Location header can carry', (path, safe) => {
    expect(headerSafePath(path)).toBe(safe);
    expect(() => new Headers({ Location: headerSafePath(path) })).not.toThrow();
  });

  it('is what safeRedirect answers for a decoded address in any script', () => {
    expect(safeRedirect('/news/भारत')).toBe(`/news/${encodeURIComponent('भारत')}`);
  });
});
