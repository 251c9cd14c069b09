import { describe, expect, it } from 'vitest';
import {
  articlesSitemapPath,
  newsSitemapXml,
  parseArticlesSitemap,
  robotsTxt,
  SITEMAP_NS,
  SITEMAP_PAGE_SIZE,
  sitemapIndexXml,
  sitemapPageCount,
  sitemapPageOffset,
  urlSetXml,
} from './sitemap-xml';
import { parseStrictXml, textsOf } from './xml-check.test-helper';

describe('article sitemap paging', () => {
  it('fills pages of 2,000', () => {
    expect(SITEMAP_PAGE_SIZE).toBe(2000);
    expect(sitemapPageCount(0)).toBe(0);
    expect(sitemapPageCount(1)).toBe(1);
    expect(sitemapPageCount(2000)).toBe(1);
    expect(sitemapPageCount(2001)).toBe(2);
    expect(sitemapPageCount(4000)).toBe(2);
    expect(sitemapPageCount(4001)).toBe(3);
  });

  it('starts each page 2,000 articles after the last', () => {
    expect(sitemapPageOffset(1)).toBe(0);
    expect(sitemapPageOffset(3)).toBe(4000);
  });

  it('reads the page number from the file name, refusing anything else', () => {
    expect(parseArticlesSitemap('articles-1.xml')).toBe(1);
    expect(parseArticlesSitemap('articles-42.xml')).toBe(42);
    expect(parseArticlesSitemap(articlesSitemapPath(7).slice('/sitemaps/'.length))).toBe(7);
    for (const bad of [
      'articles-0.xml',
      'articles-01.xml',
      'articles-abc.xml',
      'articles--1.xml',
      'articles-1.xml.gz',
    ]) {
      expect(parseArticlesSitemap(bad)).toBeNull();
    }
    expect(parseArticlesSitemap('articles-99999999.xml')).toBeNull();
  });
});

describe('sitemapIndexXml', () => {
  it('lists sitemaps with optional lastmod', () => {
    const xml = sitemapIndexXml([
      { loc: 'https://n.test/sitemaps/pages.xml', lastmod: new Date(Date.UTC(2026, 2, 1, 10, 0, 0, 500)) },
      { loc: 'https://n.test/sitemaps/news.xml' },
    ]);
    const doc = parseStrictXml(xml);
    expect(doc.documentElement.localName).toBe('sitemapindex');
    expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS.sitemap);
    expect(textsOf(doc, 'loc')).toEqual(['https://n.test/sitemaps/pages.xml', 'https://n.test/sitemaps/news.xml']);
    expect(textsOf(doc, 'lastmod')).toEqual(['2026-03-01T10:00:00Z']);
  });
});

describe('urlSetXml', () => {
  it('writes URLs with lastmod and images, escaping query strings', () => {
    const xml = urlSetXml([
      {
        loc: 'https://n.test/news/a',
        lastmod: new Date(Date.UTC(2026, 0, 1)),
        images: ['https://cdn.test/x.jpg?a=1&b=2'],
      },
      { loc: 'https://n.test/about' },
    ]);
    expect(xml).toContain('?a=1&amp;b=2');
    const doc = parseStrictXml(xml);
    expect(doc.documentElement.getAttribute('xmlns:image')).toBe(SITEMAP_NS.image);
    expect(textsOf(doc, 'loc')).toEqual(['https://n.test/news/a', 'https://n.test/about']);
    expect(textsOf(doc, 'lastmod')).toEqual(['2026-01-01T00:00:00Z']);
    expect(textsOf(doc, 'image:loc')).toEqual(['https://cdn.test/x.jpg?a=1&b=2']);
  });

  it('is well formed when empty', () => {
    parseStrictXml(urlSetXml([]));
  });
});

describe('newsSitemapXml', () => {
  it('writes the Google News fields and survives a hostile title', () => {
    const xml = newsSitemapXml(
      [{ loc: 'https://n.test/news/a', title: 'A ]]> & <b> "x"\u0002 🚀', published: new Date(Date.UTC(2026, 0, 1)) }],
      { name: 'Desk & Co', language: 'en' },
    );
    const doc = parseStrictXml(xml);
    expect(doc.documentElement.getAttribute('xmlns:news')).toBe(SITEMAP_NS.news);
    expect(textsOf(doc, 'news:name')).toEqual(['Desk & Co']);
    expect(textsOf(doc, 'news:language')).toEqual(['en']);
    expect(textsOf(doc, 'news:publication_date')).toEqual(['2026-01-01T00:00:00Z']);
    expect(textsOf(doc, 'news:title')).toEqual(['A ]]> & <b> "x" 🚀']);
  });
});

describe('robotsTxt', () => {
  it('allows the site, keeps crawlers out of private paths and names the sitemap', () => {
    const text = robotsTxt('https://n.test');
    expect(text).toContain('User-agent: *\nAllow: /\n');
    for (const p of ['/admin', '/api', '/search']) expect(text).toContain(`Disallow: ${p}\n`);
    expect(text).toContain('Sitemap: https://n.test/sitemap.xml\n');
  });
});
