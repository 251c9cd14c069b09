import { and, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Category } from '../../core/categories';
import { editionCode } from '../../core/editions';
import { addDays, dayKey } from '../../core/dates';
import {
  MOST_READ_LIMIT,
  MOST_READ_WINDOWS,
  dayWindowStart,
  rankMostRead,
  type MostReadScope,
  type MostReadWindow,
  type ViewCount,
} from '../../core/most-read';
import type { Db } from '../db/client';
import { articleDailyStats, articleHourlyViews, articles } from '../db/schema';
import type { DomainEvents } from '../lib/events';
import { itemColumns, toItem, type ArticleItem } from './news.mapper';

/** One scope's lists: the last 24 hours and the last 7 days. */
export type MostReadLists = Record<MostReadWindow, ArticleItem[]>;

export interface MostReadOptions {
  /** The site's zone: the 7-day list counts its days there. */
  timeZone: string;
  /** How long the lists are used before a read asks again (the refresh clock reads them sooner). */
  maxAgeMs?: number;
  now?: () => Date;
}

const HOUR_MS = 3_600_000;
/** Hours of views kept: the 24-hour list and a day to spare. */
const HOURS_KEPT = 48;
const EMPTY: MostReadLists = { day: [], week: [] };

type Snapshot = Map<MostReadScope, MostReadLists>;

/** Views per story since `since` (the current hour included). */
function hourlyCounts(db: Db, since: Date) {
  return db
    .select({
      articleId: articleHourlyViews.articleId,
      views: sql<number>`sum(${articleHourlyViews.views})::int`.as('views'),
    })
    .from(articleHourlyViews)
    .where(gte(articleHourlyViews.hour, since))
    .groupBy(articleHourlyViews.articleId)
    .as('counted');
}

/** Views per story from the day `from` (the site's zone) on. */
function dailyCounts(db: Db, from: string) {
  return db
    .select({
      articleId: articleDailyStats.articleId,
      views: sql<number>`sum(${articleDailyStats.views})::int`.as('views'),
    })
    .from(articleDailyStats)
    .where(gte(articleDailyStats.day, from))
    .groupBy(articleDailyStats.articleId)
    .as('counted');
}

type Counted = ReturnType<typeof hourlyCounts> | ReturnType<typeof dailyCounts>;

/**
 * The 'Most read' lists (core/most-read.ts) in memory, per process: read from the counts in two
 * statements at most once a minute (`refresh`, on the clock of server/news/most-read-clock.ts, or
 * a read that finds them older than `maxAgeMs`), never per request. Sample stories count only
 * while the site has no real published story.
 */
export class MostRead {
  #snapshot: { lists: Snapshot; at: number } | undefined;
  #pending: Promise<Snapshot> | undefined;
  #generation = 0;
  #prunedHour = 0;
  readonly #maxAgeMs: number;
  readonly #now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly options: MostReadOptions,
  ) {
    this.#maxAgeMs = options.maxAgeMs ?? 60_000;
    this.#now = options.now ?? (() => new Date());
  }

  /** A scope's lists as last read (read now if never, or if older than `maxAgeMs`). */
  async lists(scope: MostReadScope): Promise<MostReadLists> {
    const held = this.#snapshot;
    const fresh = held && this.#now().getTime() - held.at < this.#maxAgeMs;
    const lists = fresh ? held.lists : await (this.#pending ?? this.#load());
    return lists.get(scope) ?? EMPTY;
  }

  /** Reads the lists again; answers the scopes whose lists changed (other stories, or another order). */
  async refresh(): Promise<MostReadScope[]> {
    const before = this.#snapshot?.lists;
    const after = await this.#load();
    if (!before) return [...after.keys()];
    const scopes = new Set([...before.keys(), ...after.keys()]);
    return [...scopes].filter((scope) => !sameLists(before.get(scope), after.get(scope)));
  }

  /**
   * An article readers could see changed: when it is in a list (or the event names none), the
   * lists are read again on next use, so a retitled story shows its new title and an unpublished
   * or deleted one is never linked.
   */
  articlesChanged(event: DomainEvents['articles.changed']): void {
    if (!event.public || !this.#snapshot) return;
    const held = [...this.#snapshot.lists.values()].flatMap((l) => [...l.day, ...l.week]).map((a) => a._id);
    if (event.ids.length === 0 || event.ids.some((id) => held.includes(id))) this.reset();
  }

  /** Forgets the lists: the next use reads them again. */
  reset(): void {
    this.#generation += 1;
    this.#snapshot = undefined;
    this.#pending = undefined;
  }

  #load(): Promise<Snapshot> {
    const generation = this.#generation;
    const loading = this.#read().then((lists) => {
      if (generation === this.#generation) this.#snapshot = { lists, at: this.#now().getTime() };
      return lists;
    });
    const settled = () => {
      if (this.#pending === loading) this.#pending = undefined;
    };
    loading.then(settled, settled);
    this.#pending = loading;
    return loading;
  }

  async #read(): Promise<Snapshot> {
    const now = this.#now();
    await this.#prune(now);
    const counts: Record<MostReadWindow, ViewCount[]> = {
      day: await this.#counts(hourlyCounts(this.db, dayWindowStart(now))),
      week: await this.#counts(dailyCounts(this.db, addDays(dayKey(now, this.options.timeZone), -6))),
    };
    const ranked = { day: rankMostRead(counts.day), week: rankMostRead(counts.week) };
    const ids = [...new Set(MOST_READ_WINDOWS.flatMap((w) => [...ranked[w].values()].flat()))];
    const rows = ids.length ? await this.db.select(itemColumns).from(articles).where(inArray(articles.id, ids)) : [];
    const items = new Map(rows.map((row) => [row.id, toItem(row)]));
    const lists: Snapshot = new Map();
    for (const window of MOST_READ_WINDOWS) {
      for (const [scope, listed] of ranked[window]) {
        const entry = lists.get(scope) ?? { day: [], week: [] };
        entry[window] = listed.flatMap((id) => items.get(id) ?? []);
        lists.set(scope, entry);
      }
    }
    return lists;
  }

  /**
   * Each edition's categories' most read published stories in one statement (the site-wide
   * lists are among them): a window function keeps ten a category, so at most a hundred rows an
   * edition come back.
   */
  async #counts(counted: Counted): Promise<ViewCount[]> {
    const noRealStory = sql`not exists (select 1 from ${articles} as real where real.status = 'published' and not real.is_sample)`;
    const ranked = this.db
      .select({
        id: articles.id,
        category: articles.category,
        views: counted.views,
        at: sql<string>`coalesce(${articles.publishedAt}, ${articles.createdAt})`.as('at'),
        edition: articles.edition,
        rank: sql<number>`row_number() over (partition by ${articles.edition}, ${articles.category} order by ${counted.views} desc, coalesce(${articles.publishedAt}, ${articles.createdAt}) desc, ${articles.id} desc)`.as(
          'rank',
        ),
      })
      .from(articles)
      .innerJoin(counted, eq(counted.articleId, articles.id))
      .where(and(eq(articles.status, 'published'), or(eq(articles.isSample, false), noRealStory)))
      .as('ranked');
    const rows = await this.db
      .select({ id: ranked.id, category: ranked.category, edition: ranked.edition, views: ranked.views, at: ranked.at })
      .from(ranked)
      .where(lte(ranked.rank, MOST_READ_LIMIT));
    return rows.map((r) => ({
      id: r.id,
      category: r.category as Category,
      edition: editionCode(r.edition),
      views: Number(r.views),
      at: new Date(r.at).toISOString(),
    }));
  }

  /** Hours past the 24-hour list's use are deleted, once an hour. */
  async #prune(now: Date): Promise<void> {
    const hour = Math.floor(now.getTime() / HOUR_MS);
    if (hour === this.#prunedHour) return;
    await this.db
      .delete(articleHourlyViews)
      .where(lt(articleHourlyViews.hour, new Date((hour - HOURS_KEPT) * HOUR_MS)));
    this.#prunedHour = hour;
  }
}

function sameLists(a: MostReadLists | undefined, b: MostReadLists | undefined): boolean {
  const ids = (l: MostReadLists | undefined) =>
    MOST_READ_WINDOWS.map((w) => (l?.[w] ?? []).map((item) => `${item._id}:${item.title}`).join(',')).join('|');
  return ids(a) === ids(b);
}
