/**
 * What every read of articles shares, the reading site's and the newsroom's: the list query, who
 * may see which articles (`Visibility`, `visibleTo`) and the lists' order.
 */
import { asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { ArticleStatus } from '../../core/article';
import type { Category } from '../../core/categories';
import { DEFAULT_EDITION, type Edition } from '../../core/editions';
import { articles } from '../db/schema';
import type { ListCursor } from './list-cursor';

export interface ListQuery {
  /** The edition whose stories it lists (core/editions.ts); omitted: the default edition's. */
  edition?: Edition;
  category?: Category;
  /** Omitted: published only. 'all' is for staff. */
  status?: ArticleStatus | 'all';
  page: number;
  limit: number;
  /** Skip this many before the page starts (the home page's featured stories). */
  skip?: number;
  /** Only this account's articles. */
  authorId?: string;
  /** Only articles whose title holds this text (any letter case). */
  title?: string;
  /** Only articles with this tag (any spelling of it: core/tags.ts). */
  tag?: string;
  /** Which articles the list may hold (`visibleTo`). Omitted: published articles only. */
  visibility?: Visibility;
  /** Keyset pagination: the page after this place in the order (`page` is then 1). */
  after?: ListCursor;
}

/**
 * Which articles a read may return: every one, the published ones plus one account's own
 * unpublished work, or the published ones only. Who gets which is a rule of the use cases
 * (`visibilityFor` in article-access.ts): editors and admins everything, authors their own
 * work besides, never someone else's draft (its title and slug may announce an embargoed story).
 */
export type Visibility = 'everything' | 'published' | { publishedOrAuthor: string };

/**
 * A visibility as a filter (undefined: every article). The API's list, the dashboard and
 * the SEO page all read through this one filter.
 */
export function visibleTo(visibility: Visibility = 'published'): SQL | undefined {
  if (visibility === 'everything') return undefined;
  const published = eq(articles.status, 'published');
  if (visibility === 'published') return published;
  return or(published, eq(articles.authorId, visibility.publishedOrAuthor));
}

/** The stories of one edition (the lists' indexes hold it before their order). */
export function inEdition(edition: Edition = DEFAULT_EDITION): SQL {
  return eq(articles.edition, edition);
}

/** An article's publication date: created_at stands in while published_at is unset (drafts). */
export const publicationDate = sql<Date>`coalesce(${articles.publishedAt}, ${articles.createdAt})`;

/** The order every list of articles uses, read straight from the (status, …) and (category, status, …) indexes. */
export const newestFirst = [desc(publicationDate), desc(articles.createdAt), desc(articles.id)];
export const oldestFirst = [asc(publicationDate), asc(articles.createdAt), asc(articles.id)];
