import { tagSlug } from '../../core/tags';
import { personName, WRITER_ROLES, type AuthorProfile } from '../../core/authors';
import { usernameKey } from '../../core/roles';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Article, ArticleList, ArticleStatus, Pagination } from '../../core/article';
import { CATEGORIES, type Category } from '../../core/categories';
import type { TrendingTag } from '../../core/navigation';
import type { Figure } from '../../core/figures';
import {
  effectiveMeta,
  hasFocusKeyword,
  SEO_PAGE_SIZE,
  seoReport,
  sortSeoReports,
  summarizeSeo,
  type SeoQuery,
  type SeoReport,
  type SeoSummary,
} from '../../core/seo';
import { countWords, htmlToText } from '../../core/text';
import { isUuid } from '../../core/slug';
import { totalPagesFor } from '../../core/pagination';
import { queryRows, type Db } from '../db/client';
import {
  articleCounts,
  articleDailyStats,
  articleNotes,
  articles,
  liveEntries,
  users,
  type ArticleNoteRow,
  type ArticleRow,
} from '../db/schema';
import type { NoteKind } from '../../core/corrections';
import { encodeListCursor, type ListCursor } from './list-cursor';
import type { DomainEvents } from '../lib/events';
import { articleColumns, itemColumns, toArticle, toItem, toSummary, type ArticleItem } from './news.mapper';
import { ArticleReadModel, type CategoryWindow, type ReadModelOptions } from './read-model';
import { MostRead, type MostReadLists, type MostReadOptions } from './most-read';
import { TrendingTags } from './trending-tags';
import type { MostReadScope } from '../../core/most-read';

export interface ArticleSeo extends SeoReport {
  _id: string;
  slug: string;
  title: string;
  status: ArticleStatus;
  category: Category;
  words: number;
  updatedAt: string;
  /** The title the page carries in its `<title>` and search listings (core/seo.ts effectiveMeta). */
  pageTitle: string;
}

/** One page of the SEO report, with the summary of everything it was cut from. */
export interface SeoReportPage {
  reports: ArticleSeo[];
  summary: SeoSummary;
  pagination: Pagination;
}

/** An account that wrote articles, by its display name (first and last name, else username). */
export interface ArticleAuthor {
  _id: string;
  name: string;
}

/** Articles whose focus-keyword answer is remembered; past this, the memory starts again. */
const KEYWORD_CACHE_MAX = 50_000;

export type ArticleFigures = Record<'articles' | 'published' | 'drafts', Figure>;

export interface ListQuery {
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

/** A scheduled story that has just gone out. */
export interface DueStory {
  id: string;
  slug: string;
  title: string;
  category: Category;
  /** The time it was scheduled for (PostgreSQL's text). */
  scheduledFor: string;
}

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

const NO_ENGAGEMENT = { views: 0, shares: 0, likes: 0 };

/**
 * The status a list counts, when `article_counts` can answer its count: 'any' for every
 * status, null when the list has a filter the counts do not keep (an author, an account's
 * own drafts beside the published ones).
 */
function countedStatus(query: ListQuery): ArticleStatus | 'any' | null {
  if (query.authorId || query.title || query.tag) return null;
  const visibility = query.visibility ?? 'published';
  const status = query.status ?? 'published';
  if (visibility === 'published') return status === 'all' || status === 'published' ? 'published' : null;
  if (visibility === 'everything') return status === 'all' ? 'any' : status;
  return null;
}

/** After `cursor` in the lists' order: one range condition the (…, newest) indexes serve. */
function afterCursor(cursor: ListCursor): SQL {
  return sql`(${publicationDate}, ${articles.createdAt}, ${articles.id}) < (${cursor.at}::timestamptz, ${cursor.created}::timestamptz, ${cursor.id}::uuid)`;
}

/** An article's publication date: created_at stands in while published_at is unset (drafts). */
export const publicationDate = sql<Date>`coalesce(${articles.publishedAt}, ${articles.createdAt})`;

/** The order every list of articles uses, read straight from the (status, …) and (category, status, …) indexes. */
export const newestFirst = [desc(publicationDate), desc(articles.createdAt), desc(articles.id)];
export const oldestFirst = [asc(publicationDate), asc(articles.createdAt), asc(articles.id)];

/** The pagination of `query` over `total` matching rows (the ones `skip` passes over not counted). */
function paginationOf(query: ListQuery, total: number): Pagination {
  const totalItems = Math.max(0, total - (query.skip ?? 0));
  const totalPages = totalPagesFor(totalItems, query.limit);
  return {
    page: query.page,
    limit: query.limit,
    totalPages,
    totalItems,
    hasNextPage: query.page < totalPages,
    hasPrevPage: query.page > 1 && totalPages > 0,
  };
}

export class NewsService {
  /** Whether an article's focus keyword is in its text, by article id and version (focusKeywordsFound). */
  private readonly keywordCache = new Map<string, { version: string; found: boolean }>();

  /** The first-page lists of the reading pages, in memory (read-model.ts). */
  private readonly readModel: ArticleReadModel;

  /** The 'Most read' lists, in memory (most-read.ts). */
  private readonly mostReadLists: MostRead;

  /** The sidebar's Trending Topics, in memory (trending-tags.ts). */
  private readonly trendingTagList: TrendingTags;

  constructor(
    private readonly db: Db,
    readModel: ReadModelOptions = {},
    mostRead: MostReadOptions = { timeZone: 'UTC' },
  ) {
    this.readModel = new ArticleReadModel(
      {
        latest: (limit) => this.queryLatest(limit),
        category: (category, limit) => this.queryCategoryWindow(category, limit),
      },
      readModel,
    );
    this.mostReadLists = new MostRead(db, mostRead);
    this.trendingTagList = new TrendingTags(db, mostRead.now ?? (() => new Date()));
  }

  /** The tags most used by the stories of the last 24 hours, read at most once a minute. */
  trendingTags(): Promise<TrendingTag[]> {
    return this.trendingTagList.get();
  }

  /** The categories that hold published stories, from the counts the triggers keep. */
  async categoriesWithStories(): Promise<Category[]> {
    const rows = await this.db
      .select({ category: articleCounts.category })
      .from(articleCounts)
      .where(and(eq(articleCounts.status, 'published'), sql`${articleCounts.n} > 0`));
    return CATEGORIES.filter((c) => rows.some((r) => r.category === c));
  }

  /** The `articles.changed` event (wired in server/services.ts): drops the lists the change touches. */
  articlesChanged(event: DomainEvents['articles.changed']): void {
    this.readModel.articlesChanged(event);
    this.mostReadLists.articlesChanged(event);
    this.trendingTagList.articlesChanged(event);
  }

  /** Reads every held list again on next use (server/lib/event-relay.ts, after a lost connection). */
  resetReadModel(): void {
    this.readModel.reset();
    this.mostReadLists.reset();
    this.trendingTagList.reset();
  }

  /**
   * A scope's 'Most read' stories of the last 24 hours and the last 7 days (the whole site, or a
   * category), as read at most a minute ago: never counted per request.
   */
  mostRead(scope: MostReadScope): Promise<MostReadLists> {
    return this.mostReadLists.lists(scope);
  }

  /** Reads the 'Most read' lists again (the minute's clock); answers the scopes whose lists changed. */
  refreshMostRead(): Promise<MostReadScope[]> {
    return this.mostReadLists.refresh();
  }

  /**
   * A page of articles, newest first, in the list shape `{ news, pagination }` of the API
   * (docs/product.md, 'API'): each item with its views, shares and likes.
   */
  async list(query: ListQuery): Promise<ArticleList> {
    // The page's rows first, then the engagement totals of those rows only: as columns of the
    // page query they were summed for every row OFFSET skips too.
    const { rows, pagination } = await this.listPage(query, (where, offset) =>
      this.db
        .select({
          ...itemColumns,
          cursorAt: sql<string>`${publicationDate}::text`,
          cursorCreated: sql<string>`${articles.createdAt}::text`,
        })
        .from(articles)
        .where(and(where, query.after ? afterCursor(query.after) : undefined))
        .orderBy(...newestFirst)
        .limit(query.limit)
        .offset(offset),
    );
    const totals = await this.engagementOf(rows.map((r) => r.id));
    const last = rows.at(-1);
    const nextCursor =
      last && rows.length === query.limit
        ? encodeListCursor({ at: last.cursorAt, created: last.cursorCreated, id: last.id })
        : null;
    return {
      news: rows.map((row) => toSummary({ ...row, ...(totals.get(row.id) ?? NO_ENGAGEMENT) })),
      pagination: { ...pagination, ...(query.after ? { hasNextPage: nextCursor !== null } : {}), nextCursor },
    };
  }

  /** Views, shares and likes of these articles, summed over their days. */
  private async engagementOf(ids: string[]): Promise<Map<string, typeof NO_ENGAGEMENT>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({
        id: articleDailyStats.articleId,
        views: sql<number>`sum(${articleDailyStats.views})::int`,
        shares: sql<number>`sum(${articleDailyStats.shares})::int`,
        likes: sql<number>`sum(${articleDailyStats.likes})::int`,
      })
      .from(articleDailyStats)
      .where(inArray(articleDailyStats.articleId, ids))
      .groupBy(articleDailyStats.articleId);
    return new Map(
      rows.map((r) => [r.id, { views: Number(r.views), shares: Number(r.shares), likes: Number(r.likes) }]),
    );
  }

  /** The same page as `list`, without the engagement counts: for the pages' lists, which never show them. */
  async items(query: ListQuery): Promise<{ news: ArticleItem[]; pagination: Pagination }> {
    const held = await this.heldCategoryPage(query);
    if (held) return held;
    const { rows, pagination } = await this.listPage(query, (where, offset) =>
      this.db
        .select(itemColumns)
        .from(articles)
        .where(where)
        .orderBy(...newestFirst)
        .limit(query.limit)
        .offset(offset),
    );
    return { news: rows.map(toItem), pagination };
  }

  /**
   * A published category page that lies within the read model's window (a category's first
   * page, mostly), or null for any other list (staff views, an author's, deep pages).
   */
  private async heldCategoryPage(query: ListQuery): Promise<{ news: ArticleItem[]; pagination: Pagination } | null> {
    const publishedOnly =
      (query.status ?? 'published') === 'published' &&
      (query.visibility ?? 'published') === 'published' &&
      !query.authorId;
    if (!query.category || !publishedOnly) return null;
    const offset = (query.page - 1) * query.limit + (query.skip ?? 0);
    const held = await this.readModel.category(query.category, offset, query.limit);
    return held ? { news: held.items, pagination: paginationOf(query, held.total) } : null;
  }

  /** `query`'s filter and page applied by `select`, with the pagination beside it. */
  private async listPage<Row>(
    query: ListQuery,
    select: (where: SQL | undefined, offset: number) => Promise<Row[]>,
  ): Promise<{ rows: Row[]; pagination: Pagination }> {
    const { where, offset } = this.listFilter(query);
    const [rows, pagination] = await Promise.all([select(where, offset), this.pagination(query, where)]);
    return { rows, pagination };
  }

  private listFilter(query: ListQuery): { where: SQL | undefined; offset: number } {
    const filters: SQL[] = [];
    const status = query.status ?? 'published';
    if (status !== 'all') filters.push(eq(articles.status, status));
    if (query.category) filters.push(eq(articles.category, query.category));
    if (query.authorId) filters.push(eq(articles.authorId, query.authorId));
    // The title's trigram index serves a search for any part of it.
    if (query.title) filters.push(ilike(articles.title, `%${query.title.replace(/[\\%_]/g, '\\$&')}%`));
    // The slugs tag pages use (core/tags.ts): one rule for 'Climate change' and 'climate  Change'.
    if (query.tag) filters.push(sql`${articles.tagSlugs} @> array[${tagSlug(query.tag)}]::text[]`);
    const visible = visibleTo(query.visibility);
    if (visible) filters.push(visible);
    return {
      where: filters.length ? and(...filters) : undefined,
      offset: (query.page - 1) * query.limit + (query.skip ?? 0),
    };
  }

  private async pagination(query: ListQuery, where: SQL | undefined): Promise<Pagination> {
    const counted = countedStatus(query);
    if (counted !== null) {
      // From the counts the triggers keep (migration 0012), not a count of the table.
      const filters: SQL[] = [];
      if (counted !== 'any') filters.push(eq(articleCounts.status, counted));
      if (query.category) filters.push(eq(articleCounts.category, query.category));
      const [row] = await this.db
        .select({ n: sql<number>`coalesce(sum(${articleCounts.n}), 0)::int` })
        .from(articleCounts)
        .where(filters.length ? and(...filters) : undefined);
      return paginationOf(query, Number(row?.n ?? 0));
    }
    const totals = await this.db.select({ n: count() }).from(articles).where(where);
    return paginationOf(query, totals[0]?.n ?? 0);
  }

  /**
   * A page of the published stories with a tag (by its slug, core/tags.ts), newest first, and the
   * tag as its newest story spells it; null when no published story has it.
   */
  async byTag(
    slug: string,
    page: number,
    limit: number,
  ): Promise<{ name: string; news: ArticleItem[]; pagination: Pagination } | null> {
    const where = and(eq(articles.status, 'published'), sql`${articles.tagSlugs} @> array[${slug}]::text[]`);
    const { rows, total } = await this.newestPage(where, page, limit);
    if (total === 0) return null;
    const spelled = rows[0]?.tags.find((tag) => tagSlug(tag) === slug);
    const name = spelled ?? (await this.tagSpelling(where, slug)) ?? slug;
    return { name, news: rows.map(toItem), pagination: paginationOf({ page, limit }, total) };
  }

  /**
   * A page of a writer's published stories, newest first, with the writer as their author page
   * shows them; null for an unknown username (any letter case), a reader, or a writer with no
   * published story. `username` is the account's own spelling, for the page's one address.
   */
  async byAuthor(
    username: string,
    page: number,
    limit: number,
  ): Promise<{ author: AuthorProfile; news: ArticleItem[]; pagination: Pagination } | null> {
    const user = await this.writer(username);
    if (!user) return null;
    const where = and(eq(articles.status, 'published'), eq(articles.authorId, user.id));
    const { rows, total } = await this.newestPage(where, page, limit);
    if (total === 0) return null;
    const { id: _id, ...author } = user;
    return { author, news: rows.map(toItem), pagination: paginationOf({ page, limit }, total) };
  }

  /** A page of the stories `where` picks, newest first, and how many it picks in all. */
  private async newestPage(where: SQL | undefined, page: number, limit: number) {
    const [rows, [counted]] = await Promise.all([
      this.db
        .select(itemColumns)
        .from(articles)
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset((page - 1) * limit),
      this.db.select({ n: count() }).from(articles).where(where),
    ]);
    return { rows, total: counted?.n ?? 0 };
  }

  /** The account that writes under `username` (any letter case), as its author page shows it; null for a reader. */
  async writer(username: string): Promise<(AuthorProfile & { id: string }) | null> {
    const [user] = await this.db
      .select({
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        avatar: users.avatar,
        bio: users.bio,
      })
      .from(users)
      .where(and(eq(users.usernameKey, usernameKey(username)), inArray(users.role, [...WRITER_ROLES])))
      .limit(1);
    return user
      ? { id: user.id, username: user.username, name: personName(user), avatar: user.avatar, bio: user.bio }
      : null;
  }

  /** The tag as the newest story with it spells it (a page past the last has no rows to ask). */
  private async tagSpelling(where: SQL | undefined, slug: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ tags: articles.tags })
      .from(articles)
      .where(where)
      .orderBy(...newestFirst)
      .limit(1);
    return row?.tags.find((tag) => tagSlug(tag) === slug);
  }

  /** Newest published articles: the banner, the sidebar, the home page (from the read model up to its window). */
  async latest(limit: number): Promise<ArticleItem[]> {
    return (await this.readModel.latest(limit)) ?? this.queryLatest(limit);
  }

  private async queryLatest(limit: number): Promise<ArticleItem[]> {
    const rows = await this.db
      .select(itemColumns)
      .from(articles)
      .where(eq(articles.status, 'published'))
      .orderBy(...newestFirst)
      .limit(limit);
    return rows.map(toItem);
  }

  /** By id or slug. Unpublished articles only when `includeUnpublished`. */
  async find(idOrSlug: string, options: { includeUnpublished?: boolean } = {}): Promise<Article | null> {
    const key = isUuid(idOrSlug) ? eq(articles.id, idOrSlug.toLowerCase()) : eq(articles.slug, idOrSlug);
    const where = options.includeUnpublished ? key : and(key, eq(articles.status, 'published'));
    const [row] = await this.db.select(articleColumns).from(articles).where(where).limit(1);
    return row ? toArticle(row, await this.notesOf(row.id)) : null;
  }

  /** An article's corrections and updates, oldest first. */
  async notesOf(articleId: string): Promise<ArticleNoteRow[]> {
    return this.db
      .select()
      .from(articleNotes)
      .where(eq(articleNotes.articleId, articleId))
      .orderBy(asc(articleNotes.createdAt), asc(articleNotes.id));
  }

  /**
   * Adds a correction or update to a published story and marks the story changed at that time
   * (its `dateModified`, feeds and sitemap follow). Answers the note, or null when the story is
   * not published (then nothing is written).
   */
  async addNote(
    articleId: string,
    note: { kind: NoteKind; text: string; authorId: string | null },
    now: Date,
  ): Promise<ArticleNoteRow | null> {
    return this.db.transaction(async (tx) => {
      const [touched] = await tx
        .update(articles)
        .set({ updatedAt: now })
        .where(and(eq(articles.id, articleId), eq(articles.status, 'published')))
        .returning({ id: articles.id });
      if (!touched) return null;
      const [row] = await tx
        .insert(articleNotes)
        .values({ articleId, ...note, createdAt: now })
        .returning();
      return row ?? null;
    });
  }

  /** The stored row behind an id (author, first publication): for permission checks before a write. */
  async findRow(id: string): Promise<ArticleRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.select().from(articles).where(eq(articles.id, id.toLowerCase())).limit(1);
    return row ?? null;
  }

  /** Who wrote these articles, their status and whether each is a live blog: what decides who edits them. */
  async editRows(ids: string[]): Promise<Pick<ArticleRow, 'id' | 'authorId' | 'status' | 'liveBlog'>[]> {
    const valid = ids.filter(isUuid).map((id) => id.toLowerCase());
    if (valid.length === 0) return [];
    return this.db
      .select({ id: articles.id, authorId: articles.authorId, status: articles.status, liveBlog: articles.liveBlog })
      .from(articles)
      .where(inArray(articles.id, valid));
  }

  /** Newest published articles of the same category, the article itself left out. */
  async related(article: Pick<Article, '_id' | 'category'>, limit: number): Promise<ArticleItem[]> {
    return (await this.readModel.related(article.category, article._id, limit)) ?? this.queryRelated(article, limit);
  }

  private async queryRelated(article: Pick<Article, '_id' | 'category'>, limit: number): Promise<ArticleItem[]> {
    const rows = await this.db
      .select(itemColumns)
      .from(articles)
      .where(
        and(eq(articles.status, 'published'), eq(articles.category, article.category), ne(articles.id, article._id)),
      )
      .orderBy(...newestFirst)
      .limit(limit);
    return rows.map(toItem);
  }

  /** A category's newest published articles and their count, in one query (the count is a window function). */
  private async queryCategoryWindow(category: Category, limit: number): Promise<CategoryWindow> {
    const rows = await this.db
      .select({ ...itemColumns, total: sql<number>`(count(*) over ())::int` })
      .from(articles)
      .where(and(eq(articles.status, 'published'), eq(articles.category, category)))
      .orderBy(...newestFirst)
      .limit(limit);
    // Past the last row `count(*) over ()` is not there: an empty window means no articles at all.
    return { items: rows.map(toItem), total: rows[0]?.total ?? 0 };
  }

  /**
   * The dashboard's article figures (of the articles visible): totals, and the number created in the last
   * 30 days against the 30 days before (views, shares and likes: AnalyticsService).
   */
  /**
   * Publishes every scheduled story whose time has come, at `now`, and answers them. One
   * statement: a story is claimed by exactly one caller even when several processes run it at
   * once on one PostgreSQL (a row another is publishing is skipped, and is no longer scheduled
   * once it commits). A story due while the server was down goes out at the first call.
   */
  async publishDue(now: Date): Promise<DueStory[]> {
    return queryRows<DueStory>(
      this.db,
      sql`with due as (
            select ${articles.id} as id, ${articles.publishAt} as scheduled_for from ${articles}
            where ${articles.status} = 'scheduled' and ${articles.publishAt} <= ${now}
            order by ${articles.publishAt}
            for update skip locked
          )
          update ${articles} set
            status = 'published',
            published_at = coalesce(${articles.publishedAt}, ${now}),
            publish_at = null,
            updated_at = ${now}
          from due where ${articles.id} = due.id
          returning ${articles.id} as id, ${articles.slug} as slug, ${articles.title} as title,
                    ${articles.category} as category, due.scheduled_for::text as "scheduledFor"`,
    );
  }

  /** The scheduled stories the actor may see, the next to go out first (the dashboard's 'Upcoming'). */
  async upcoming(visibility: Visibility, limit: number): Promise<ArticleItem[]> {
    const rows = await this.db
      .select(itemColumns)
      .from(articles)
      .where(and(eq(articles.status, 'scheduled'), visibleTo(visibility)))
      .orderBy(asc(articles.publishAt), asc(articles.id))
      .limit(limit);
    return rows.map(toItem);
  }

  /**
   * The stories in review the actor may see, the longest waiting first, and how many there are
   * in all (the dashboard's 'Waiting for review' and the admin menu's count).
   */
  async reviewQueue(visibility: Visibility, limit: number): Promise<{ items: ArticleItem[]; total: number }> {
    const where = and(eq(articles.status, 'review'), visibleTo(visibility));
    const [rows, [counted]] = await Promise.all([
      limit > 0
        ? this.db
            .select(itemColumns)
            .from(articles)
            .where(where)
            .orderBy(asc(articles.submittedAt), asc(articles.id))
            .limit(limit)
        : Promise.resolve([]),
      this.db.select({ n: count() }).from(articles).where(where),
    ]);
    return { items: rows.map(toItem), total: counted?.n ?? 0 };
  }

  /**
   * An author's stories an editor sent back (drafts carrying the editor's note), the latest sent
   * back first, and how many there are (docs/product.md, 'Review').
   */
  async sentBackTo(
    authorId: string,
    limit: number,
  ): Promise<{
    items: { id: string; title: string; category: Category; note: string; by: string; at: Date }[];
    total: number;
  }> {
    const where = and(eq(articles.authorId, authorId), eq(articles.status, 'draft'), isNotNull(articles.reviewNote));
    const [rows, [counted]] = await Promise.all([
      limit > 0
        ? this.db
            .select({
              id: articles.id,
              title: articles.title,
              category: articles.category,
              note: articles.reviewNote,
              by: articles.reviewNoteBy,
              at: articles.reviewNoteAt,
              updatedAt: articles.updatedAt,
            })
            .from(articles)
            .where(where)
            .orderBy(desc(articles.reviewNoteAt), asc(articles.id))
            .limit(limit)
        : Promise.resolve([]),
      this.db.select({ n: count() }).from(articles).where(where),
    ]);
    return {
      items: rows.map((r) => ({
        id: r.id,
        title: r.title,
        category: r.category,
        note: r.note ?? '',
        by: r.by ?? '',
        at: r.at ?? r.updatedAt,
      })),
      total: counted?.n ?? 0,
    };
  }

  /**
   * Sends a story in review back to its author: a draft again, with the editor's note. Answers
   * the row, or null when the story is not (or no longer) in review.
   */
  async sendBack(id: string, note: { text: string; by: string }, now: Date): Promise<ArticleRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db
      .update(articles)
      .set({
        status: 'draft',
        submittedAt: null,
        reviewNote: note.text,
        reviewNoteBy: note.by,
        reviewNoteAt: now,
        updatedAt: now,
      })
      .where(and(eq(articles.id, id), eq(articles.status, 'review')))
      .returning();
    return row ?? null;
  }

  async dashboardStats(visibility: Visibility, now = new Date()): Promise<ArticleFigures> {
    const d30 = new Date(now.getTime() - 30 * 86_400_000);
    const d60 = new Date(now.getTime() - 60 * 86_400_000);
    const recent = (extra: SQL) =>
      sql<number>`count(*) filter (where ${articles.createdAt} >= ${d30} and ${extra})::int`;
    const previous = (extra: SQL) =>
      sql<number>`count(*) filter (where ${articles.createdAt} >= ${d60} and ${articles.createdAt} < ${d30} and ${extra})::int`;
    const all = sql`true`;
    const published = sql`${articles.status} = 'published'`;
    const drafts = sql`${articles.status} = 'draft'`;
    const [row] = await this.db
      .select({
        total: sql<number>`count(*)::int`,
        published: sql<number>`count(*) filter (where ${published})::int`,
        drafts: sql<number>`count(*) filter (where ${drafts})::int`,
        totalRecent: recent(all),
        totalPrevious: previous(all),
        publishedRecent: recent(published),
        publishedPrevious: previous(published),
        draftsRecent: recent(drafts),
        draftsPrevious: previous(drafts),
      })
      .from(articles)
      .where(visibleTo(visibility));
    const r = row ?? {
      total: 0,
      published: 0,
      drafts: 0,
      totalRecent: 0,
      totalPrevious: 0,
      publishedRecent: 0,
      publishedPrevious: 0,
      draftsRecent: 0,
      draftsPrevious: 0,
    };
    return {
      articles: { value: r.total, recent: r.totalRecent, previous: r.totalPrevious },
      published: { value: r.published, recent: r.publishedRecent, previous: r.publishedPrevious },
      drafts: { value: r.drafts, recent: r.draftsRecent, previous: r.draftsPrevious },
    };
  }

  /**
   * A page of the SEO report: the visible articles (`visibleTo`), narrowed by category and
   * author in the database, scored, then narrowed by band, sorted and cut to one page. The summary
   * counts every article of the category and author asked for, whatever the band and page.
   */
  async seoReports(visibility: Visibility, query: SeoQuery, pageSize = SEO_PAGE_SIZE): Promise<SeoReportPage> {
    const filters: SQL[] = [];
    const visible = visibleTo(visibility);
    if (visible) filters.push(visible);
    if (query.category) filters.push(eq(articles.category, query.category));
    if (query.author) filters.push(eq(articles.authorId, query.author));
    const rows = await this.db
      .select({
        _id: articles.id,
        slug: articles.slug,
        title: articles.title,
        description: articles.description,
        status: articles.status,
        category: articles.category,
        metaTitle: articles.metaTitle,
        metaDescription: articles.metaDescription,
        ogTitle: articles.ogTitle,
        ogDescription: articles.ogDescription,
        twitterTitle: articles.twitterTitle,
        twitterDescription: articles.twitterDescription,
        focusKeyword: articles.focusKeyword,
        bodyWords: articles.wordCount,
        liveBlog: articles.liveBlog,
        updatedAt: articles.updatedAt,
      })
      .from(articles)
      .where(filters.length ? and(...filters) : undefined)
      .orderBy(...newestFirst);
    // A live blog is read as its intro and its entries: both count (docs/product.md, 'SEO score').
    const liveText = await this.liveEntriesText(rows.filter((r) => r.liveBlog).map((r) => r._id));
    const withWords = rows.map((row) => {
      const live = liveText.get(row._id);
      return { ...row, liveText: live ?? '', words: row.bodyWords + (live ? countWords(live) : 0) };
    });
    const found = await this.focusKeywordsFound(withWords);
    const scored: ArticleSeo[] = withWords.map((row) => {
      const report = seoReport({ ...row, focusKeywordInContent: found.get(row._id) ?? false });
      return {
        _id: row._id,
        slug: row.slug,
        title: row.title,
        status: row.status,
        category: row.category,
        words: row.words,
        updatedAt: row.updatedAt.toISOString(),
        pageTitle: effectiveMeta(row).title,
        ...report,
      };
    });
    const summary = summarizeSeo(scored);
    const inBand = query.level ? scored.filter((r) => r.level === query.level) : scored;
    const totalPages = totalPagesFor(inBand.length, pageSize);
    const page = Math.min(query.page, Math.max(1, totalPages));
    const sorted = sortSeoReports(inBand, query.sort, query.dir);
    return {
      reports: sorted.slice((page - 1) * pageSize, page * pageSize),
      summary,
      pagination: {
        page,
        limit: pageSize,
        totalPages,
        totalItems: inBand.length,
        hasNextPage: page < totalPages,
        hasPrevPage: page > 1 && totalPages > 0,
      },
    };
  }

  /**
   * Whether each article's focus keyword is in its text. Bodies are read only for articles with a
   * keyword whose answer is not remembered from an earlier look at the same version (its keyword,
   * length and last change), so a busy SEO report does not read every body on every page.
   */
  private async focusKeywordsFound(
    rows: readonly { _id: string; focusKeyword: string | null; words: number; updatedAt: Date; liveText: string }[],
  ): Promise<Map<string, boolean>> {
    const found = new Map<string, boolean>();
    const versionOf = (row: (typeof rows)[number]) =>
      `${row.updatedAt.getTime()}:${row.words}:${row.focusKeyword?.trim().toLowerCase()}`;
    const unknown: (typeof rows)[number][] = [];
    for (const row of rows) {
      if (!row.focusKeyword?.trim()) continue;
      const known = this.keywordCache.get(row._id);
      if (known && known.version === versionOf(row)) found.set(row._id, known.found);
      else unknown.push(row);
    }
    for (let i = 0; i < unknown.length; i += 200) {
      const batch = unknown.slice(i, i + 200);
      const bodies = await this.db
        .select({ id: articles.id, content: articles.content })
        .from(articles)
        .where(
          inArray(
            articles.id,
            batch.map((r) => r._id),
          ),
        );
      const contentOf = new Map(bodies.map((b) => [b.id, b.content]));
      if (this.keywordCache.size + batch.length > KEYWORD_CACHE_MAX) this.keywordCache.clear();
      for (const row of batch) {
        const content = contentOf.get(row._id);
        const yes =
          content !== undefined && hasFocusKeyword(`${htmlToText(content)}\n${row.liveText}`, row.focusKeyword);
        found.set(row._id, yes);
        this.keywordCache.set(row._id, { version: versionOf(row), found: yes });
      }
    }
    return found;
  }

  /** The plain text of each live blog's entries (titles and bodies), by article id. */
  private async liveEntriesText(ids: readonly string[]): Promise<Map<string, string>> {
    const text = new Map<string, string>();
    for (let i = 0; i < ids.length; i += 200) {
      const entries = await this.db
        .select({ articleId: liveEntries.articleId, title: liveEntries.title, body: liveEntries.body })
        .from(liveEntries)
        .where(inArray(liveEntries.articleId, ids.slice(i, i + 200)));
      for (const entry of entries) {
        const part = `${entry.title ?? ''}\n${htmlToText(entry.body)}`.trim();
        text.set(entry.articleId, `${text.get(entry.articleId) ?? ''}\n${part}`.trim());
      }
    }
    return text;
  }

  /** The accounts that wrote visible articles: the SEO report's author filter. */
  async authorsVisibleTo(visibility: Visibility): Promise<ArticleAuthor[]> {
    const visible = visibleTo(visibility);
    const rows = await this.db
      .selectDistinct({ _id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
      .from(articles)
      .innerJoin(users, eq(users.id, articles.authorId))
      .where(visible);
    return rows
      .map((u) => ({ _id: u._id, name: [u.firstName, u.lastName].filter((p) => p?.trim()).join(' ') || u.username }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  }

  async countAll(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(articles);
    return row?.n ?? 0;
  }
}
