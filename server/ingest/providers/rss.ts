import { XMLParser } from 'fast-xml-parser';
import { EDITIONS, type Edition } from '../../../core/editions';
import type { NormalizedStory } from '../../../core/ingest';
import { decodeEntities } from '../../../core/text';
import type { FeedsByCategory } from '../../config';
import { editionLabel, hostOf, parseDate, plain, ProviderError, textToHtml, type Provider } from './provider';

/**
 * RSS 2.0, RSS 1.0 (RDF) and Atom feeds, each mapped to an edition and a category by the operator
 * (`RSS_FEEDS` English, `RSS_FEEDS_HI` Hindi).
 * Entities are never expanded: a DOCTYPE's external entities are refused by the
 * parser and internal ones (billion laughs) stay as text; only XML's five named
 * entities and numeric references are decoded, once, after parsing.
 */
const parser = new XMLParser({
  processEntities: false,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  cdataPropName: '#cdata',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) =>
    ['item', 'entry', 'link', 'media:content', 'media:thumbnail', 'enclosure', 'category'].includes(name),
});

export function rssProvider(feedsByEdition: Partial<Record<Edition, FeedsByCategory>>): Provider {
  const urlsOf = (edition: Edition) => Object.values(feedsByEdition[edition] ?? {}).flat();
  const editions = (Object.keys(EDITIONS) as Edition[]).filter((edition) => urlsOf(edition).length > 0);
  const all = editions.flatMap(urlsOf);
  const feeds = `${all.length} ${all.length === 1 ? 'feed' : 'feeds'}`;
  return {
    id: 'rss',
    origins: [...new Set(all.map((url) => new URL(url).origin))],
    // '3 feeds' for the English edition alone; '5 feeds: 3 English, 2 Hindi' with another.
    detail:
      editions.length === 1 && editions[0] === 'en'
        ? feeds
        : `${feeds}: ${editions.map((edition) => `${urlsOf(edition).length} ${editionLabel(edition)}`).join(', ')}`,
    editions,
    covers: (category, edition) => (feedsByEdition[edition]?.[category]?.length ?? 0) > 0,
    async fetch(category, _limit, get, edition) {
      const stories: NormalizedStory[] = [];
      const errors: string[] = [];
      for (const url of feedsByEdition[edition]?.[category] ?? []) {
        try {
          stories.push(
            ...parseFeed(
              (
                await get(url, {
                  Accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, */*;q=0.5',
                })
              ).body.toString('utf8'),
              url,
            ),
          );
        } catch (error) {
          errors.push(`${hostOf(url) || 'feed'}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      // One dead feed does not hide the others; only when none answers is the provider failing.
      if (stories.length === 0 && errors.length > 0) throw new ProviderError(errors.join('; '));
      return stories;
    },
  };
}

type Node = Record<string, unknown>;

/** Text of an element: character data as it is, escaped text decoded once. */
function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return decodeEntities(value).trim();
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return textOf(value[0]);
  if (typeof value === 'object') {
    const node = value as Node;
    const cdata = node['#cdata'];
    const cdataText = Array.isArray(cdata) ? cdata.join('') : typeof cdata === 'string' ? cdata : '';
    return (cdataText + textOf(node['#text'])).trim();
  }
  return '';
}

function attr(value: unknown, name: string): string {
  if (!value || typeof value !== 'object') return '';
  const raw = (value as Node)[`@${name}`];
  return typeof raw === 'string' ? decodeEntities(raw).trim() : '';
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

/** Stories of one feed document. Throws a ProviderError for what is not a feed or not well-formed. */
export function parseFeed(xml: string, feedUrl: string): NormalizedStory[] {
  // Feeds have no use for a DTD's entities; a feed that declares any is refused outright.
  if (/<!ENTITY/i.test(xml.slice(0, 64 * 1024))) throw new ProviderError('feed declares XML entities; refused');
  let doc: Node;
  try {
    doc = parser.parse(xml) as Node;
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unreadable';
    throw new ProviderError(`not a readable feed (${reason.slice(0, 120)})`);
  }
  const rss = doc.rss as Node | undefined;
  const rdf = doc['rdf:RDF'] as Node | undefined;
  const atom = doc.feed as Node | undefined;
  if (rss && typeof rss === 'object') {
    const channel = (list(rss.channel)[0] ?? {}) as Node;
    return list(channel.item).flatMap((item) => rssItem(item as Node, textOf(channel.title), feedUrl));
  }
  if (rdf && typeof rdf === 'object') {
    const channel = (list(rdf.channel)[0] ?? {}) as Node;
    return list(rdf.item).flatMap((item) => rssItem(item as Node, textOf(channel.title), feedUrl));
  }
  if (atom && typeof atom === 'object') {
    return list(atom.entry).flatMap((entry) => atomEntry(entry as Node, textOf(atom.title), feedUrl));
  }
  throw new ProviderError('not an RSS or Atom feed');
}

function imageOf(item: Node): string | null {
  for (const media of [...list(item['media:content']), ...list(item['media:thumbnail'])]) {
    const url = attr(media, 'url');
    const medium = attr(media, 'medium');
    const type = attr(media, 'type');
    if (url && (!medium || medium === 'image') && (!type || type.startsWith('image/'))) return url;
  }
  for (const enclosure of list(item.enclosure)) {
    if (attr(enclosure, 'type').startsWith('image/') && attr(enclosure, 'url')) return attr(enclosure, 'url');
  }
  return null;
}

function story(
  fields: {
    title: string;
    link: string;
    summary: string;
    html: string;
    date: unknown;
    author: string;
    image: string | null;
  },
  channelTitle: string,
  feedUrl: string,
): NormalizedStory[] {
  const title = plain(fields.title);
  if (!title || !fields.link) return [];
  let link: string;
  try {
    link = new URL(fields.link, feedUrl).toString();
  } catch {
    return [];
  }
  const description = plain(fields.summary);
  return [
    {
      title,
      description,
      content: fields.html || textToHtml(description),
      imageUrl: fields.image,
      sourceName: plain(channelTitle) || hostOf(link),
      sourceUrl: link,
      publishedAt: parseDate(textOf(fields.date)),
      author: plain(fields.author) || null,
    },
  ];
}

function rssItem(item: Node, channelTitle: string, feedUrl: string): NormalizedStory[] {
  const guid = item.guid as Node | string | undefined;
  const guidLink = typeof guid === 'object' && attr(guid, 'isPermaLink') !== 'false' ? textOf(guid) : '';
  const link = textOf(list(item.link)[0]) || (/^https?:\/\//.test(guidLink) ? guidLink : '');
  return story(
    {
      title: textOf(item.title),
      link,
      summary: textOf(item.description),
      html: textOf(item['content:encoded']),
      date: item.pubDate ?? item['dc:date'],
      author: textOf(item['dc:creator']) || textOf(item.author),
      image: imageOf(item),
    },
    channelTitle,
    feedUrl,
  );
}

function atomEntry(entry: Node, feedTitle: string, feedUrl: string): NormalizedStory[] {
  const links = list(entry.link);
  const alternate = links.find((l) => !attr(l, 'rel') || attr(l, 'rel') === 'alternate') ?? links[0];
  const enclosure = links.find((l) => attr(l, 'rel') === 'enclosure' && attr(l, 'type').startsWith('image/'));
  const content = entry.content;
  const contentType = attr(content, 'type');
  const contentText = textOf(content);
  const author = list(entry.author)[0] as Node | undefined;
  return story(
    {
      title: textOf(entry.title),
      link: attr(alternate, 'href'),
      summary: textOf(entry.summary) || (contentType === 'text' ? contentText : plain(contentText)),
      html: contentType === 'text' ? textToHtml(contentText) : contentText,
      date: entry.published ?? entry.updated,
      author: author ? textOf(author.name) : '',
      image: imageOf(entry) ?? (enclosure ? attr(enclosure, 'href') : null),
    },
    feedTitle,
    feedUrl,
  );
}
