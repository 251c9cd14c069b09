import { createHash } from 'node:crypto';
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { CATEGORIES } from '../../core/categories';
import { addDays, dayKey, daysEndingOn } from '../../core/dates';
import type { Figure } from '../../core/figures';
import type {
  AnalyticsOverview,
  CategoryTotals,
  DayTotals,
  EngagementKind,
  LikeState,
  TopArticle,
  Totals,
} from '../../core/analytics';
import { isUuid } from '../../core/slug';
import { queryRows, type Db } from '../db/client';
import { isForeignKeyViolation } from '../db/errors';
import { articleDailyStats, articleHourlyViews, articleLikes, articles } from '../db/schema';
import { visibleTo, type Visibility } from '../news/article-filters';

const HOUR_MS = 3_600_000;

const COUNTED = {
  views: articleDailyStats.views,
  shares: articleDailyStats.shares,
  likes: articleDailyStats.likes,
} as const;

/** A liker as stored: the account, or a hash of the browser's random cookie. */
export function likerKey(liker: { userId: string } | { browserId: string }): string {
  if ('userId' in liker) return `u:${liker.userId}`;
  return `b:${createHash('sha256').update(liker.browserId).digest('base64url')}`;
}

/**
 * Views, shares and likes, kept per article and day in the site's time zone.
 * Events only count for published articles; each is one statement, so a counted
 * event is never half-written.
 */
export class AnalyticsService {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private today(): string {
    return dayKey(this.now(), this.timeZone);
  }

  /** Counts a view or a share; false when there is no such published article. */
  async record(articleId: string, kind: Exclude<EngagementKind, 'likes'>): Promise<boolean> {
    if (!isUuid(articleId)) return false;
    if (kind === 'views') return this.recordView(articleId.toLowerCase());
    const rows = await this.db
      .insert(articleDailyStats)
      .select(
        this.db
          .select({
            articleId: articles.id,
            day: sql<string>`${this.today()}::date`.as('day'),
            views: sql<number>`0`.as('views'),
            shares: sql<number>`1`.as('shares'),
            likes: sql<number>`0`.as('likes'),
          })
          .from(articles)
          .where(and(eq(articles.id, articleId.toLowerCase()), eq(articles.status, 'published'))),
      )
      .onConflictDoUpdate({
        target: [articleDailyStats.articleId, articleDailyStats.day],
        set: { shares: sql`${articleDailyStats.shares} + 1` },
      })
      .returning({ articleId: articleDailyStats.articleId });
    return rows.length > 0;
  }

  /**
   * A view, counted for its day (the site's zone) and its clock hour (Most read's last 24 hours)
   * in one statement: both or neither.
   */
  private async recordView(id: string): Promise<boolean> {
    const now = this.now();
    const hour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`with counted as (
            insert into ${articleDailyStats} (article_id, day, views, shares, likes)
            select ${articles.id}, ${this.today()}::date, 1, 0, 0 from ${articles}
            where ${articles.id} = ${id} and ${articles.status} = 'published'
            on conflict (article_id, day) do update set views = ${articleDailyStats.views} + 1
            returning article_id
          ), hourly as (
            insert into ${articleHourlyViews} (article_id, hour, views)
            select article_id, ${hour}::timestamptz, 1 from counted
            on conflict (article_id, hour) do update set views = ${articleHourlyViews.views} + 1
          )
          select article_id as id from counted`,
    );
    return rows.length > 0;
  }

  /** Likes a published article once per liker; null when there is no such article. */
  async like(articleId: string, liker: string): Promise<LikeState | null> {
    if (!isUuid(articleId)) return null;
    const id = articleId.toLowerCase();
    const day = this.today();
    if (!(await this.isPublished(id))) return null;
    try {
      await this.addLike(id, liker, day);
    } catch (error) {
      // Deleted between the check and the insert.
      if (isForeignKeyViolation(error)) return null;
      throw error;
    }
    return this.likeState(id, liker);
  }

  private async addLike(id: string, liker: string, day: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const added = await tx
        .insert(articleLikes)
        .values({ articleId: id, likerKey: liker, day })
        .onConflictDoNothing()
        .returning({ day: articleLikes.day });
      if (added.length === 0) return;
      await tx
        .insert(articleDailyStats)
        .values({ articleId: id, day, likes: 1 })
        .onConflictDoUpdate({
          target: [articleDailyStats.articleId, articleDailyStats.day],
          set: { likes: sql`${articleDailyStats.likes} + 1` },
        });
    });
  }

  /** Takes a like back, from the day it was given; null when there is no such article. */
  async unlike(articleId: string, liker: string): Promise<LikeState | null> {
    if (!isUuid(articleId)) return null;
    const id = articleId.toLowerCase();
    if (!(await this.isPublished(id))) return null;
    await this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(articleLikes)
        .where(and(eq(articleLikes.articleId, id), eq(articleLikes.likerKey, liker)))
        .returning({ day: articleLikes.day });
      const day = removed[0]?.day;
      if (!day) return;
      await tx
        .update(articleDailyStats)
        .set({ likes: sql`greatest(${articleDailyStats.likes} - 1, 0)` })
        .where(and(eq(articleDailyStats.articleId, id), eq(articleDailyStats.day, day)));
    });
    return this.likeState(id, liker);
  }

  /** How many likes a published article has, and whether this liker gave one. */
  async likeState(articleId: string, liker: string | null): Promise<LikeState | null> {
    if (!isUuid(articleId)) return null;
    const id = articleId.toLowerCase();
    const [row] = await this.db
      .select({
        likes: sql<number>`(select coalesce(sum(${articleDailyStats.likes}), 0) from ${articleDailyStats} where ${articleDailyStats.articleId} = ${articles.id})::int`,
        liked: liker
          ? sql<boolean>`exists (select 1 from ${articleLikes} where ${articleLikes.articleId} = ${articles.id} and ${articleLikes.likerKey} = ${liker})`
          : sql<boolean>`false`,
      })
      .from(articles)
      .where(and(eq(articles.id, id), eq(articles.status, 'published')));
    return row ? { likes: Number(row.likes), liked: Boolean(row.liked) } : null;
  }

  /** Views, shares and likes: all-time totals, and the last 30 days against the 30 before. */
  async dashboardFigures(): Promise<Record<EngagementKind, Figure>> {
    const today = this.today();
    const recentFrom = addDays(today, -29);
    const previousFrom = addDays(today, -59);
    const s = articleDailyStats;
    const sums = (kind: EngagementKind) => ({
      value: sql<number>`coalesce(sum(${COUNTED[kind]}), 0)::int`,
      recent: sql<number>`coalesce(sum(${COUNTED[kind]}) filter (where ${s.day} >= ${recentFrom}), 0)::int`,
      previous: sql<number>`coalesce(sum(${COUNTED[kind]}) filter (where ${s.day} >= ${previousFrom} and ${s.day} < ${recentFrom}), 0)::int`,
    });
    const [row] = await this.db
      .select({ views: sums('views'), shares: sums('shares'), likes: sums('likes') })
      .from(s)
      .where(lte(s.day, today));
    const figure = (f: { value: number; recent: number; previous: number } | undefined): Figure => ({
      value: Number(f?.value ?? 0),
      recent: Number(f?.recent ?? 0),
      previous: Number(f?.previous ?? 0),
    });
    return { views: figure(row?.views), shares: figure(row?.shares), likes: figure(row?.likes) };
  }

  /**
   * The analytics page: per day, top articles and per category, over the last `days` days. The
   * top articles are those `visibility` allows (an author never learns another's unpublished title).
   */
  async overview(days: number, visibility: Visibility = 'everything', topCount = 10): Promise<AnalyticsOverview> {
    const to = this.today();
    const from = addDays(to, -(days - 1));
    const previousFrom = addDays(from, -days);
    const s = articleDailyStats;
    const inPeriod = and(gte(s.day, from), lte(s.day, to));
    const sumOf = (kind: EngagementKind) => sql<number>`coalesce(sum(${COUNTED[kind]}), 0)::int`;
    const sums = { views: sumOf('views'), shares: sumOf('shares'), likes: sumOf('likes') };

    const [perDay, previousRows, topRows, categoryRows, publishedRows] = await Promise.all([
      this.db
        .select({ day: s.day, ...sums })
        .from(s)
        .where(inPeriod)
        .groupBy(s.day),
      this.db
        .select(sums)
        .from(s)
        .where(and(gte(s.day, previousFrom), sql`${s.day} < ${from}`)),
      this.db
        .select({
          _id: articles.id,
          slug: articles.slug,
          title: articles.title,
          category: articles.category,
          status: articles.status,
          ...sums,
        })
        .from(s)
        .innerJoin(articles, eq(articles.id, s.articleId))
        .where(and(inPeriod, visibleTo(visibility)))
        .groupBy(articles.id)
        .orderBy(desc(sumOf('views')), desc(sql`${sumOf('shares')} + ${sumOf('likes')}`), articles.title)
        .limit(topCount),
      this.db
        .select({
          category: articles.category,
          articles: sql<number>`count(distinct ${articles.id})::int`,
          ...sums,
        })
        .from(s)
        .innerJoin(articles, eq(articles.id, s.articleId))
        .where(inPeriod)
        .groupBy(articles.category),
      // The stories a reader finds in each category now, whatever their figures.
      this.db
        .select({ category: articles.category, published: sql<number>`count(*)::int` })
        .from(articles)
        .where(eq(articles.status, 'published'))
        .groupBy(articles.category),
    ]);

    const byDay = new Map(perDay.map((r) => [String(r.day), r]));
    const series: DayTotals[] = daysEndingOn(to, days).map((day) => {
      const r = byDay.get(day);
      return { day, views: Number(r?.views ?? 0), shares: Number(r?.shares ?? 0), likes: Number(r?.likes ?? 0) };
    });
    const totals: Totals = series.reduce(
      (sum, d) => ({ views: sum.views + d.views, shares: sum.shares + d.shares, likes: sum.likes + d.likes }),
      { views: 0, shares: 0, likes: 0 },
    );
    const prev = previousRows[0];
    const byCategory = new Map(categoryRows.map((r) => [r.category, r]));
    const publishedIn = new Map(publishedRows.map((r) => [r.category, Number(r.published)]));
    const categories: CategoryTotals[] = CATEGORIES.map((category) => {
      const r = byCategory.get(category);
      return {
        category,
        published: publishedIn.get(category) ?? 0,
        articles: Number(r?.articles ?? 0),
        views: Number(r?.views ?? 0),
        shares: Number(r?.shares ?? 0),
        likes: Number(r?.likes ?? 0),
      };
    }).sort((a, b) => b.views - a.views || b.shares + b.likes - (a.shares + a.likes));
    const top: TopArticle[] = topRows.map((r) => ({
      ...r,
      category: r.category,
      views: Number(r.views),
      shares: Number(r.shares),
      likes: Number(r.likes),
    }));
    return {
      days,
      from,
      to,
      series,
      totals,
      previous: { views: Number(prev?.views ?? 0), shares: Number(prev?.shares ?? 0), likes: Number(prev?.likes ?? 0) },
      top,
      categories,
    };
  }

  private async isPublished(id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.id, id), eq(articles.status, 'published')));
    return Boolean(row);
  }
}
