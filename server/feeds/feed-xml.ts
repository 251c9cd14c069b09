import { XMLBuilder } from 'fast-xml-parser';
import type { ShareImage } from '../../core/images';

/**
 * Pure builders of the RSS 2.0 and Atom 1.0 feeds: plain objects in, XML text out.
 * Every string goes through `xmlText` and then fast-xml-parser's builder, which
 * escapes &, <, > and quotes; nothing here concatenates XML by hand.
 */

/** A tree for the builder: `@_name` keys are attributes, `#text` is an element's text. */
export type XmlValue = string | number | XmlElement | XmlValue[] | null | undefined;
export interface XmlElement {
  [name: string]: XmlValue;
}

/**
 * What XML 1.0 cannot hold: C0 controls other than tab and line breaks, lone
 * surrogates, U+FFFE and U+FFFF. DEL and the C1 controls are allowed but mean
 * nothing in text (they come from mis-decoded feeds), so they go too. Emoji and
 * every other astral character stay.
 */
const NOT_XML_TEXT = /[^\t\n\r\u0020-\u007e\u00a0-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

/** Removes the characters XML 1.0 does not allow (see NOT_XML_TEXT). */
export function xmlText(value: string): string {
  return value.replace(NOT_XML_TEXT, '');
}

/** One line of text for a title or a summary: cleaned, then line breaks and runs of spaces made one space. */
export function oneLine(value: string): string {
  return xmlText(value).replace(/\s+/g, ' ').trim();
}

/** RFC 822 date as RSS wants it (with a four-digit year, as RFC 1123 allows): 'Thu, 01 Jan 2026 00:00:00 GMT'. */
export function rfc822(date: Date): string {
  return date.toUTCString();
}

/** W3C datetime (ISO 8601 in UTC, whole seconds): '2026-01-01T00:00:00Z'. Atom and sitemaps use it. */
export function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Cleans every string of a tree and drops empty (null or undefined) values. */
function cleanTree(value: XmlValue): XmlValue {
  if (typeof value === 'string') return xmlText(value);
  if (Array.isArray(value)) return value.filter((v) => v !== null && v !== undefined).map(cleanTree);
  if (value && typeof value === 'object') {
    const out: XmlElement = {};
    for (const [key, child] of Object.entries(value)) {
      if (child !== null && child !== undefined) out[key] = cleanTree(child);
    }
    return out;
  }
  return value;
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
  // `isPermaLink="true"` must stay a value, never a bare attribute name.
  suppressBooleanAttributes: false,
  processEntities: true,
});

/** An XML document with its declaration, from one root element. */
export function buildXml(root: XmlElement): string {
  return builder.build({ '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' }, ...(cleanTree(root) as XmlElement) });
}

export const NS = {
  atom: 'http://www.w3.org/2005/Atom',
  dc: 'http://purl.org/dc/elements/1.1/',
  media: 'http://search.yahoo.com/mrss/',
} as const;

export interface FeedChannel {
  title: string;
  description: string;
  /** The page the feed follows (home or a category page), absolute. */
  link: string;
  /** The feed's own absolute URL. */
  self: string;
  /** Absolute URL of the site's logo. */
  logo: string;
  /** The feed's author in Atom. */
  siteName: string;
  language: string;
}

export interface FeedEntry {
  /** A permanent absolute URL (`/news/<id>`, which answers 301 to the article): the RSS guid and the Atom id. */
  id: string;
  /** The article's absolute URL. */
  url: string;
  title: string;
  /** Plain text. */
  summary: string;
  published: Date;
  updated: Date;
  /** The category's name first, then the tags. */
  categories: string[];
  /** RSS names only a set author; Atom always has one (the byline). */
  author: string | null;
  atomAuthor: string;
  image: ShareImage | null;
}

/**
 * The newest change among the entries. A feed's build date comes from its data,
 * never from the clock, so the same articles give the same bytes (and ETag).
 */
export function lastUpdated(entries: readonly Pick<FeedEntry, 'updated'>[]): Date | null {
  let newest: Date | null = null;
  for (const e of entries) if (!newest || e.updated > newest) newest = e.updated;
  return newest;
}

function mediaContent(image: ShareImage | null): XmlElement | undefined {
  if (!image) return undefined;
  return {
    '@_url': image.url,
    '@_medium': 'image',
    '@_type': image.type,
    '@_width': image.width === undefined ? undefined : String(image.width),
    '@_height': image.height === undefined ? undefined : String(image.height),
  };
}

function uniqueTerms(terms: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const term of terms) {
    const t = oneLine(term);
    const key = t.toLowerCase();
    if (t && !seen.has(key)) {
      seen.add(key);
      out.push(t);
    }
  }
  return out;
}

/** An RSS 2.0 document with Atom self link, Dublin Core creator and Media RSS image per item. */
export function rssFeed(channel: FeedChannel, entries: readonly FeedEntry[]): string {
  const built = lastUpdated(entries);
  return buildXml({
    rss: {
      '@_version': '2.0',
      '@_xmlns:atom': NS.atom,
      '@_xmlns:dc': NS.dc,
      '@_xmlns:media': NS.media,
      channel: {
        title: oneLine(channel.title),
        link: channel.link,
        description: oneLine(channel.description),
        language: channel.language,
        lastBuildDate: built ? rfc822(built) : undefined,
        'atom:link': { '@_href': channel.self, '@_rel': 'self', '@_type': 'application/rss+xml' },
        image: { url: channel.logo, title: oneLine(channel.title), link: channel.link },
        item: entries.map((e) => ({
          title: oneLine(e.title),
          link: e.url,
          guid: { '@_isPermaLink': 'true', '#text': e.id },
          pubDate: rfc822(e.published),
          description: oneLine(e.summary),
          category: uniqueTerms(e.categories),
          'dc:creator': e.author ? oneLine(e.author) || undefined : undefined,
          'media:content': mediaContent(e.image),
        })),
      },
    },
  });
}

/** An Atom 1.0 document. With no entries, `updated` is the Unix epoch: still valid, still stable. */
export function atomFeed(channel: FeedChannel, entries: readonly FeedEntry[]): string {
  const updated = lastUpdated(entries) ?? new Date(0);
  return buildXml({
    feed: {
      '@_xmlns': NS.atom,
      '@_xmlns:media': NS.media,
      '@_xml:lang': channel.language,
      id: channel.self,
      title: oneLine(channel.title),
      subtitle: oneLine(channel.description),
      updated: w3cDate(updated),
      link: [
        { '@_rel': 'self', '@_type': 'application/atom+xml', '@_href': channel.self },
        { '@_rel': 'alternate', '@_type': 'text/html', '@_href': channel.link },
      ],
      author: { name: oneLine(channel.siteName) },
      logo: channel.logo,
      entry: entries.map((e) => ({
        id: e.id,
        title: oneLine(e.title),
        link: { '@_rel': 'alternate', '@_type': 'text/html', '@_href': e.url },
        published: w3cDate(e.published),
        updated: w3cDate(e.updated),
        summary: { '@_type': 'text', '#text': oneLine(e.summary) },
        category: uniqueTerms(e.categories).map((term) => ({ '@_term': term })),
        author: { name: oneLine(e.atomAuthor) },
        'media:content': mediaContent(e.image),
      })),
    },
  });
}
