import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_INFO } from './categories';
import { editionOf, inEditionPath, isEditionPage, splitEdition } from './editions';

/** Editions' addresses (docs/decisions/009-editions.md): the prefix read, added and taken off. */
describe('editions', () => {
  it('reads the edition from the prefix, in any letter case, and nothing else', () => {
    expect(editionOf('/hi')).toBe('hi');
    expect(editionOf('/hi/news/x')).toBe('hi');
    expect(editionOf('/HI/india-news')).toBe('hi');
    expect(editionOf('/hi?page=2')).toBe('hi');
    expect(editionOf('/')).toBe('en');
    expect(editionOf('/history')).toBe('en');
    expect(editionOf('/news/hi')).toBe('en');
  });

  it('splits an address into its edition and the place in it', () => {
    expect(splitEdition('/hi')).toEqual({ edition: 'hi', path: '/' });
    expect(splitEdition('/hi/tag/x')).toEqual({ edition: 'hi', path: '/tag/x' });
    expect(splitEdition('/hi?q=1')).toEqual({ edition: 'hi', path: '/?q=1' });
    expect(splitEdition('/tag/x')).toEqual({ edition: 'en', path: '/tag/x' });
  });

  it("prefixes the pages every edition has, and leaves the one site's pages alone", () => {
    expect(inEditionPath('/', 'hi')).toBe('/hi');
    expect(inEditionPath('/?page=2', 'hi')).toBe('/hi?page=2');
    expect(inEditionPath('/news/x', 'hi')).toBe('/hi/news/x');
    expect(inEditionPath('/search?q=a', 'hi')).toBe('/hi/search?q=a');
    expect(inEditionPath('/cookie-policy#cookie-settings', 'hi')).toBe('/hi/cookie-policy#cookie-settings');
    expect(inEditionPath('/rss.xml', 'hi')).toBe('/hi/rss.xml');
    for (const c of CATEGORIES) expect(inEditionPath(CATEGORY_INFO[c].path, 'hi')).toBe(`/hi${CATEGORY_INFO[c].path}`);
    for (const own of [
      '/login',
      '/register',
      '/settings',
      '/account',
      '/admin',
      '/preview/1',
      '/offline',
      'https://x.test/',
    ])
      expect(inEditionPath(own, 'hi'), own).toBe(own);
    expect(inEditionPath('/news/x', 'en')).toBe('/news/x');
    // The newsletter's links open in the language of the email they came in (docs/product.md, 'Morning newsletter').
    expect(isEditionPage('/newsletter/confirm')).toBe(true);
    expect(inEditionPath('/newsletter/unsubscribe', 'hi')).toBe('/hi/newsletter/unsubscribe');
  });
});
