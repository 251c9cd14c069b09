import { CATEGORIES, CATEGORY_INFO, type Category } from '../../core/categories';
import { splitEdition } from '../../core/editions';
import { mostReadScope, type MostReadScope } from '../../core/most-read';
import type { DomainEvents } from '../lib/events';
import { LATEST_TAG } from './page-cache';

/**
 * The tags of cached pages (docs/architecture.md, 'Page cache'): what a page shows,
 * so that a change drops only the pages that show it. Also sent as `Surrogate-Key`.
 */
export const HOME_TAG = 'home';
/** Feeds and sitemaps: their items' titles, summaries and dates. */
export const FEEDS_TAG = 'feeds';
/** Tag pages and their feeds: an edit may add or remove a story's tags, which no id names. */
export const TAG_PAGES_TAG = 'tags';
/**
 * Author and contributor pages, their feeds and sitemap: they show a writer's name, photo and bio
 * besides the stories.
 */
export const AUTHOR_PAGES_TAG = 'authors';
/** Pages with a 'Most read' list (home and articles: the site's; a category page: its own). */
export const mostReadTag = (scope: MostReadScope) => (scope === 'all' ? 'most-read' : `most-read:${scope}`);
export const articleTag = (id: string) => `article:${id}`;
/**
 * A story's comment pages (its thread's fragment and its comments page), by the story's slug:
 * a comment changes them, never the story's own page (docs/product.md, 'Comments').
 */
export const commentsTag = (slug: string) => `comments:${encodeTagPart(slug.toLowerCase())}`;
export const categoryTag = (category: Category) => `category:${category}`;
/**
 * `slug:` and the slug, lower-cased and percent-encoded as in its address (`encodeURIComponent`,
 * UTF-8): a slug may hold letters of any script (भारत-समाचार-आज), and a header value can carry only
 * ASCII; encoded, it also holds no space or comma, which separate keys for a CDN. The same text
 * whether it comes from the address (decoded by `pageRouteKey`) or from an event's slugs.
 */
export const slugTag = (slug: string) => `slug:${encodeTagPart(slug.toLowerCase())}`;

function encodeTagPart(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate (no stored slug holds one; an address with one is refused before this).
    return encodeURIComponent(
      text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
    );
  }
}

const CATEGORY_BY_PATH = new Map(CATEGORIES.map((c) => [CATEGORY_INFO[c].path, c]));

/**
 * The tags a public page has from its address alone (`routeKey` as `pageRouteKey`
 * gives it): `latest` for all (the sidebar), `home`, `category:<Category>` for a
 * category page and its pages, `slug:<slug>` for an article's address (so that a
 * kept 404 drops when that slug is published), and the 'Most read' list each shows. What the page's loaders read adds
 * `article:<id>` tags (`recordingQueries`).
 */
export function pageTags(pageKey: string): string[] {
  // An edition's pages have the tags of the default edition's at the same place, with its own
  // 'Most read' lists (docs/decisions/009-editions.md).
  const { edition, path: routeKey } = splitEdition(pageKey);
  const tags = [LATEST_TAG];
  if (routeKey === '/') tags.push(HOME_TAG, mostReadTag(mostReadScope('all', edition)));
  const category = CATEGORY_BY_PATH.get(routeKey);
  if (category) tags.push(categoryTag(category), mostReadTag(mostReadScope(category, edition)));
  const slug = /^\/news\/([^/]+)$/.exec(routeKey)?.[1];
  if (slug) tags.push(slugTag(slug), mostReadTag(mostReadScope('all', edition)));
  // A live blog's poll answers (/news/<slug>/live?after=…) go with its page.
  const live = /^\/news\/([^/]+)\/live$/.exec(routeKey)?.[1];
  if (live) tags.push(slugTag(live));
  // Its comments: the thread's fragment and the comments page, dropped by a comment, not by the story's address.
  const thread = /^\/news\/([^/]+)\/(?:comments|comment-list)$/.exec(routeKey)?.[1];
  if (thread) tags.push(commentsTag(thread));
  if (routeKey.startsWith('/tag/')) tags.push(TAG_PAGES_TAG);
  if (routeKey.startsWith('/author/') || routeKey.startsWith('/contributor/')) tags.push(AUTHOR_PAGES_TAG);
  return tags;
}

/**
 * Feeds, sitemaps and robots.txt: `latest`, `feeds`, and `authors` for an author's or a
 * contributor's feed and the authors' sitemap; an edition's (`/hi/rss.xml`,
 * `/hi/author/x/rss.xml`) have the tags of the default edition's at the same place.
 */
export function feedTags(feedPath: string): string[] {
  const { path } = splitEdition(feedPath);
  const tags = [LATEST_TAG, FEEDS_TAG];
  if (path.startsWith('/author/') || path.startsWith('/contributor/') || path === '/sitemaps/authors.xml') {
    tags.push(AUTHOR_PAGES_TAG);
  }
  return tags;
}

/**
 * The tags a `users.changed` event invalidates: a profile's name, photo or bio shows on the
 * author pages; a role change or a deletion also takes the link off the person's bylines.
 */
export function tagsChangedByUsers(event: DomainEvents['users.changed']): string[] {
  return event.change === 'role' || event.change === 'deleted' ? [LATEST_TAG] : [AUTHOR_PAGES_TAG];
}

/**
 * The tags an `articles.changed` event invalidates. A change readers cannot see
 * (a draft) drops nothing. An edit of a story that was and stays published drops
 * the pages showing it, its address (old and new slug), the category pages it is
 * in or moved to, home (its featured and trending lists) and the feeds. Anything
 * else that readers see (a story created, published, unpublished, deleted or
 * fetched, or an event that names no article) changes the newest-stories list
 * every page shows: `latest`.
 */
export function tagsChangedBy(event: DomainEvents['articles.changed']): string[] {
  if (!event.public) return [];
  if (event.change !== 'updated' || event.inPlace !== true || event.ids.length === 0) return [LATEST_TAG];
  return [
    HOME_TAG,
    FEEDS_TAG,
    TAG_PAGES_TAG,
    AUTHOR_PAGES_TAG,
    ...event.ids.map(articleTag),
    ...(event.slugs ?? []).flatMap((slug) => [slugTag(slug), commentsTag(slug)]),
    ...event.categories.map(categoryTag),
  ];
}

/** Deep enough for `{ news: [article, …] }` and an article's nested parts; bounded against cycles. */
const MAX_DEPTH = 4;

/** Adds `article:<id>` for every object with a string `_id` in `value` (articles, teasers, list items). */
export function collectArticleTags(value: unknown, tags: Set<string>, depth = 0): void {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return;
  if (ArrayBuffer.isView(value) || value instanceof Date) return;
  if (Array.isArray(value)) {
    for (const item of value) collectArticleTags(item, tags, depth + 1);
    return;
  }
  const id = (value as { _id?: unknown })._id;
  if (typeof id === 'string') tags.add(articleTag(id));
  for (const field of Object.values(value)) {
    if (field !== null && typeof field === 'object') collectArticleTags(field, tags, depth + 1);
  }
}

/**
 * `queries` for one page render, whose `news` reads add the ids of what they
 * answer to `tags`: the page's loaders need not know about the cache.
 */
export function recordingQueries<Q extends { news: object }>(queries: Q, tags: Set<string>): Q {
  const news = new Proxy(queries.news, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = Reflect.apply(value, target, args);
        if (result instanceof Promise) {
          return result.then((answer: unknown) => {
            collectArticleTags(answer, tags);
            return answer;
          });
        }
        collectArticleTags(result, tags);
        return result;
      };
    },
  });
  return { ...queries, news };
}
