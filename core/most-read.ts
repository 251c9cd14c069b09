import { toTeaser, type Teaser } from './article';
import type { Category } from './categories';
import { DEFAULT_EDITION, type Edition } from './editions';

/**
 * 'Most read' (docs/product.md, 'Most read'): the stories readers opened most, from the counted
 * views (crawlers, staff and reloads are never counted), over the last 24 hours and the last 7
 * days, site-wide and per category. The server reads the counts at most once a minute; this
 * file holds the ranking, which the tests check once.
 */

/** Stories in each list. */
export const MOST_READ_LIMIT = 10;

export const MOST_READ_WINDOWS = ['day', 'week'] as const;
export type MostReadWindow = (typeof MOST_READ_WINDOWS)[number];
export const MOST_READ_LABELS: Record<MostReadWindow, string> = {
  day: 'Last 24 hours',
  week: 'Last 7 days',
};

/** A list's reach: the whole site, or one category. */
export type MostReadReach = Category | 'all';

/**
 * A list: a reach in an edition (docs/decisions/009-editions.md). The default edition's lists
 * are named by their reach alone ('all', 'India'), another edition's with its code before
 * ('hi:all', 'hi:India').
 */
export type MostReadScope = MostReadReach | `${Exclude<Edition, 'en'>}:${MostReadReach}`;

export function mostReadScope(reach: MostReadReach, edition: Edition = DEFAULT_EDITION): MostReadScope {
  return edition === DEFAULT_EDITION ? reach : (`${edition}:${reach}` as MostReadScope);
}

/** A story's views in a window, as counted. */
export interface ViewCount {
  id: string;
  category: Category;
  edition: Edition;
  views: number;
  /** Its publication time (ISO 8601): the newer of two equally read stories goes first. */
  at: string;
}

function byReads(a: ViewCount, b: ViewCount): number {
  return b.views - a.views || (a.at < b.at ? 1 : a.at > b.at ? -1 : 0) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/**
 * The ids of each scope's most read stories, most views first (then newest): each edition's
 * site-wide list (under 'all' for the default edition's, whose list is there even when empty)
 * and one per category that has any. Stories without a view are never listed.
 */
export function rankMostRead(counts: readonly ViewCount[], limit = MOST_READ_LIMIT): Map<MostReadScope, string[]> {
  const ranked = counts.filter((c) => c.views > 0).sort(byReads);
  const lists = new Map<MostReadScope, string[]>([['all', []]]);
  for (const count of ranked) {
    for (const scope of [mostReadScope('all', count.edition), mostReadScope(count.category, count.edition)]) {
      const list = lists.get(scope) ?? [];
      if (list.length < limit) list.push(count.id);
      lists.set(scope, list);
    }
  }
  return lists;
}

/** The first hour the 24-hour list counts, as the start of a clock hour (the current one is the 24th). */
export function dayWindowStart(now: Date): Date {
  const hour = 3_600_000;
  return new Date(Math.floor(now.getTime() / hour) * hour - 23 * hour);
}

/** A scope's two lists as the pages draw them: teasers, not whole list items. */
export function mostReadTeasers(lists: Record<MostReadWindow, readonly Teaser[]>): Record<MostReadWindow, Teaser[]> {
  return { day: lists.day.map(toTeaser), week: lists.week.map(toTeaser) };
}
