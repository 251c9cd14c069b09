import { closedToCrawlers } from '../../core/page-kinds';
import { buildXml, oneLine, w3cDate, type XmlElement } from './feed-xml';

/**
 * Pure builders of the crawler files: the sitemap index, URL sets, the Google
 * News sitemap and robots.txt, and the arithmetic that pages the article sitemaps.
 */

/** URLs per article sitemap. Google allows 50,000; small files are quick to build and to fetch. */
export const SITEMAP_PAGE_SIZE = 2000;
/** Google News reads at most 1,000 URLs, published in the last two days. */
export const NEWS_SITEMAP_MAX = 1000;
export const NEWS_SITEMAP_WINDOW_MS = 48 * 3_600_000;

export const SITEMAP_NS = {
  sitemap: 'http://www.sitemaps.org/schemas/sitemap/0.9',
  image: 'http://www.google.com/schemas/sitemap-image/1.1',
  news: 'http://www.google.com/schemas/sitemap-news/0.9',
  xhtml: 'http://www.w3.org/1999/xhtml',
} as const;

/** Static pages listed in the pages sitemap (legal texts carry their own date, so no lastmod). */
export const STATIC_PAGES = [
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/disclaimer',
  '/cookie-policy',
] as const;

/** How many article sitemaps `total` articles fill. */
export function sitemapPageCount(total: number): number {
  return total <= 0 ? 0 : Math.ceil(total / SITEMAP_PAGE_SIZE);
}

/** Rows to skip before page `page` starts. */
export function sitemapPageOffset(page: number): number {
  return (page - 1) * SITEMAP_PAGE_SIZE;
}

export function articlesSitemapPath(page: number): string {
  return `/sitemaps/articles-${page}.xml`;
}

/**
 * The page number of an article sitemap's file name ('articles-3.xml' → 3); null
 * for anything else ('articles-0.xml', 'articles-01.xml', 'articles-abc.xml').
 */
export function parseArticlesSitemap(fileName: string): number | null {
  const match = /^articles-([1-9]\d{0,6})\.xml$/.exec(fileName);
  return match?.[1] ? Number(match[1]) : null;
}

export interface SitemapRef {
  loc: string;
  lastmod?: Date | null;
}

/**
 * A page as a sitemap lists it: its absolute address, and the same page in every edition that has
 * it, itself included (`<xhtml:link rel="alternate" hreflang>`, with `x-default` the default
 * edition's; docs/decisions/009-editions.md). The URL sets and the news sitemap draw it with
 * `locationElement`.
 */
export interface SitemapLocation {
  loc: string;
  alternates?: { hreflang: string; href: string }[];
}

export interface SitemapUrl extends SitemapLocation {
  lastmod?: Date | null;
  /** Absolute image URLs shown on the page. */
  images?: string[];
}

export interface NewsSitemapItem extends SitemapLocation {
  title: string;
  published: Date;
}

const lastmodOf = (date: Date | null | undefined) => (date ? w3cDate(date) : undefined);

/** The elements that say where a page is, first in its `<url>`: every sitemap's URLs are drawn through this. */
function locationElement(location: SitemapLocation): XmlElement {
  return {
    loc: location.loc,
    'xhtml:link': location.alternates?.length
      ? location.alternates.map((a) => ({ '@_rel': 'alternate', '@_hreflang': a.hreflang, '@_href': a.href }))
      : undefined,
  };
}

/** The namespace the alternates need, on a set that has any. */
const xhtmlNamespace = (locations: readonly SitemapLocation[]) =>
  locations.some((l) => l.alternates?.length) ? SITEMAP_NS.xhtml : undefined;

export function sitemapIndexXml(sitemaps: readonly SitemapRef[]): string {
  return buildXml({
    sitemapindex: {
      '@_xmlns': SITEMAP_NS.sitemap,
      sitemap: sitemaps.map((s) => ({ loc: s.loc, lastmod: lastmodOf(s.lastmod) })),
    },
  });
}

export function urlSetXml(urls: readonly SitemapUrl[]): string {
  const withImages = urls.some((u) => u.images?.length);
  return buildXml({
    urlset: {
      '@_xmlns': SITEMAP_NS.sitemap,
      '@_xmlns:image': withImages ? SITEMAP_NS.image : undefined,
      '@_xmlns:xhtml': xhtmlNamespace(urls),
      url: urls.map((u): XmlElement => ({
        ...locationElement(u),
        lastmod: lastmodOf(u.lastmod),
        'image:image': u.images?.length ? u.images.map((image) => ({ 'image:loc': image })) : undefined,
      })),
    },
  });
}

export function newsSitemapXml(items: readonly NewsSitemapItem[], publication: { name: string; language: string }) {
  return buildXml({
    urlset: {
      '@_xmlns': SITEMAP_NS.sitemap,
      '@_xmlns:news': SITEMAP_NS.news,
      '@_xmlns:xhtml': xhtmlNamespace(items),
      url: items.map((item) => ({
        ...locationElement(item),
        'news:news': {
          'news:publication': { 'news:name': oneLine(publication.name), 'news:language': publication.language },
          'news:publication_date': w3cDate(item.published),
          'news:title': oneLine(item.title),
        },
      })),
    },
  });
}

/** Private and per-reader paths crawlers should leave alone (core/page-kinds.ts; the pages send noindex too). */
export const ROBOTS_DISALLOW = closedToCrawlers();

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
