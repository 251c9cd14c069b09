/**
 * What the reading site shows of the news (docs/architecture.md, 'Caches'): the lists of the
 * reading pages, most from memory (read-model.ts, most-read.ts, trending-tags.ts), a story by id
 * or slug, tag and author pages, and the API's lists. NewsService (news.service.ts) adds the
 * newsroom's reads and writes to these.
 */
import { tagSlug } from '../../core/tags';
import { personName, WRITER_ROLES, type AuthorProfile } from '../../core/authors';
import { usernameKey } from '../../core/roles';
import { and, asc, count, eq, inArray, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { Article, ArticleList, ArticleStatus, Pagination } from '../../core/article';
import { CATEGORIES, type Category } from '../../core/categories';
import type { TrendingTag } from '../../core/navigation';
import { totalPagesFor } from '../../core/pagination';
import { isUuid } from '../../core/slug';
import type { Db } from '../db/client';
import {
  articleCounts,
  articleDailyStats,
  articleNotes,
  articles,
  contributors,
  users,
  type ArticleNoteRow,
} from '../db/schema';
import type { DomainEvents } from '../lib/events';
import { inEdition, newestFirst, publicationDate, visibleTo, type ListQuery } from './article-filters';
import { encodeListCursor, type ListCursor } from './list-cursor';
import { articleColumns, itemColumns, toArticle, toItem, toSummary, type ArticleItem } from './news.mapper';
import { ArticleReadModel, type CategoryWindow, type ReadModelOptions } from './read-model';
import { MostRead, type MostReadLists, type MostReadOptions } from './most-read';
import { TrendingTags } from './trending-tags';
import { BylineStore, bylinesColumn, bylinesOf, creditsContributor, creditsUser } from './bylines';
import { counterpartsOf, publishedCounterpartsColumn, type Counterpart } from './translations';
import type { MostReadScope } from '../../core/most-read';
import { DEFAULT_EDITION, EDITIONS, type Edition } from '../../core/editions';

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

/**
 * The ids of a page of a list, newest first, from the lists' indexes alone (`listPage`).
 * Exported for the plan test.
 */
export function pageIdsQuery(db: Db, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select({ id: articles.id })
    .from(articles)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

/** A story with its corrections and credits, as JSON columns of the same row. */
const storyColumns = {
  ...articleColumns,
  // Written out with its own aliases: a select from one table names its columns unqualified.
  notesJson: sql<NoteJson[] | null>`(
    select json_agg(json_build_object(
      'id', note.id, 'articleId', note.article_id, 'kind', note.kind, 'text', note.text,
      'authorId', note.author_id, 'createdAt', floor(extract(epoch from note.created_at) * 1000)
    ) order by note.created_at, note.id)
    from ${articleNotes} note where note.article_id = articles.id)`,
  bylinesJson: bylinesColumn,
};

/** A note as `storyColumns` reads it: its time in milliseconds since 1970. */
type NoteJson = Omit<ArticleNoteRow, 'createdAt'> & { createdAt: number };

function storyKey(idOrSlug: string, options: { includeUnpublished?: boolean }): SQL | undefined {
  const key = isUuid(idOrSlug) ? eq(articles.id, idOrSlug.toLowerCase()) : eq(articles.slug, idOrSlug);
  return options.includeUnpublished ? key : and(key, eq(articles.status, 'published'));
}

type StoryRow = Parameters<typeof toArticle>[0] & {
  notesJson: NoteJson[] | null;
  bylinesJson: Parameters<typeof bylinesOf>[0];
};

function toStory({ notesJson, bylinesJson, ...row }: StoryRow): Article {
  const notes = (notesJson ?? []).map((note) => ({ ...note, createdAt: new Date(note.createdAt) }));
  return toArticle(row, notes, bylinesOf(bylinesJson));
}

export class NewsReading {
  /** The first-page lists of each edition's reading pages, in memory (read-model.ts). */
  private readonly readModels: Record<Edition, ArticleReadModel>;

  /** The 'Most read' lists, in memory (most-read.ts). */
  private readonly mostReadLists: MostRead;

  /** Each edition's sidebar's Trending Topics, in memory (trending-tags.ts). */
  private readonly trendingTagLists: Record<Edition, TrendingTags>;

  /** Who stories credit (bylines.ts). */
  protected readonly bylines: BylineStore;

  constructor(
    protected readonly db: Db,
    readModel: ReadModelOptions = {},
    mostRead: MostReadOptions = { timeZone: 'UTC' },
  ) {
    const modelOf = (edition: Edition) =>
      new ArticleReadModel(
        {
          latest: (limit) => this.queryLatest(limit, edition),
          category: (category, limit) => this.queryCategoryWindow(category, limit, edition),
        },
        readModel,
      );
    this.readModels = Object.fromEntries(
      (Object.keys(EDITIONS) as Edition[]).map((edition) => [edition, modelOf(edition)]),
    ) as Record<Edition, ArticleReadModel>;
    this.mostReadLists = new MostRead(db, mostRead);
    this.trendingTagLists = Object.fromEntries(
      (Object.keys(EDITIONS) as Edition[]).map((edition) => [
        edition,
        new TrendingTags(db, mostRead.now ?? (() => new Date()), undefined, edition),
      ]),
    ) as Record<Edition, TrendingTags>;
    this.bylines = new BylineStore(db);
  }

  /** The tags most used by an edition's stories of the last 24 hours, read at most once a minute. */
  trendingTags(edition: Edition = DEFAULT_EDITION): Promise<TrendingTag[]> {
    return this.trendingTagLists[edition].get();
  }

  /** The categories that hold an edition's published stories, from the counts the triggers keep. */
  async categoriesWithStories(edition: Edition = DEFAULT_EDITION): Promise<Category[]> {
    const rows = await this.db
      .select({ category: articleCounts.category })
      .from(articleCounts)
      .where(
        and(eq(articleCounts.edition, edition), eq(articleCounts.status, 'published'), sql`${articleCounts.n} > 0`),
      );
    return CATEGORIES.filter((c) => rows.some((r) => r.category === c));
  }

  /** The `articles.changed` event (wired in server/services.ts): drops the lists the change touches. */
  articlesChanged(event: DomainEvents['articles.changed']): void {
    for (const model of Object.values(this.readModels)) model.articlesChanged(event);
    this.mostReadLists.articlesChanged(event);
    for (const list of Object.values(this.trendingTagLists)) list.articlesChanged(event);
  }

  /** Reads every held list again on next use (server/lib/event-relay.ts, after a lost connection). */
  resetReadModel(): void {
    for (const model of Object.values(this.readModels)) model.reset();
    this.mostReadLists.reset();
    for (const list of Object.values(this.trendingTagLists)) list.reset();
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
    const held = await this.readModels[query.edition ?? DEFAULT_EDITION].category(query.category, offset, query.limit);
    return held ? { news: held.items, pagination: paginationOf(query, held.total) } : null;
  }

  /**
   * `query`'s filter and page applied by `select`, with the pagination beside it. A deeper page
   * is counted first (from the kept counts, for the public lists), and not read at all past the
   * end; its ids are then read in the index's order, skipping the rows before it in the index
   * alone, and `select` reads only its rows by id. Asked for whole rows, the planner would
   * rather sort every story of the category than skip thousands of them in the index
   * (docs/decisions/007-search-and-lists-at-scale.md, 'Lists').
   */
  private async listPage<Row>(
    query: ListQuery,
    select: (where: SQL | undefined, offset: number) => Promise<Row[]>,
  ): Promise<{ rows: Row[]; pagination: Pagination }> {
    const { where, offset } = this.listFilter(query);
    if (offset === 0) {
      const [rows, pagination] = await Promise.all([select(where, offset), this.pagination(query, where)]);
      return { rows, pagination };
    }
    const pagination = await this.pagination(query, where);
    if (offset >= pagination.totalItems) return { rows: [], pagination };
    const ids = await pageIdsQuery(
      this.db,
      and(where, query.after ? afterCursor(query.after) : undefined),
      query.limit,
      offset,
    );
    if (ids.length === 0) return { rows: [], pagination };
    const rows = await select(
      inArray(
        articles.id,
        ids.map((r) => r.id),
      ),
      0,
    );
    return { rows, pagination };
  }

  private listFilter(query: ListQuery): { where: SQL | undefined; offset: number } {
    const filters: SQL[] = [inEdition(query.edition)];
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
      const filters: SQL[] = [eq(articleCounts.edition, query.edition ?? DEFAULT_EDITION)];
      if (counted !== 'any') filters.push(eq(articleCounts.status, counted));
      if (query.category) filters.push(eq(articleCounts.category, query.category));
      const [row] = await this.db
        .select({ n: sql<number>`coalesce(sum(${articleCounts.n}), 0)::int` })
        .from(articleCounts)
        .where(and(...filters));
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
    edition: Edition = DEFAULT_EDITION,
  ): Promise<{ name: string; news: ArticleItem[]; pagination: Pagination } | null> {
    const where = and(
      eq(articles.status, 'published'),
      inEdition(edition),
      sql`${articles.tagSlugs} @> array[${slug}]::text[]`,
    );
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
    edition: Edition = DEFAULT_EDITION,
  ): Promise<{ author: AuthorProfile; news: ArticleItem[]; pagination: Pagination } | null> {
    const user = await this.writer(username);
    if (!user) return null;
    const where = and(eq(articles.status, 'published'), inEdition(edition), creditsUser(user.id));
    const { rows, total } = await this.newestPage(where, page, limit);
    if (total === 0) return null;
    const { id: _id, ...author } = user;
    return { author, news: rows.map(toItem), pagination: paginationOf({ page, limit }, total) };
  }

  /**
   * A page of a guest contributor's published stories, newest first, with the contributor as
   * their page shows them; null for an unknown slug or a contributor no published story credits.
   */
  async byContributor(
    slug: string,
    page: number,
    limit: number,
    edition: Edition = DEFAULT_EDITION,
  ): Promise<{ author: AuthorProfile; news: ArticleItem[]; pagination: Pagination } | null> {
    const [guest] = await this.db.select().from(contributors).where(eq(contributors.slug, slug)).limit(1);
    if (!guest) return null;
    const { rows, total } = await this.newestPage(
      and(eq(articles.status, 'published'), inEdition(edition), creditsContributor(guest.id)),
      page,
      limit,
    );
    if (total === 0) return null;
    const author = { username: guest.slug, name: guest.name, avatar: guest.avatar, bio: guest.bio };
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

  /** An edition's newest published articles: the banner, the sidebar, the home page (from the read model up to its window). */
  async latest(limit: number, edition: Edition = DEFAULT_EDITION): Promise<ArticleItem[]> {
    return (await this.readModels[edition].latest(limit)) ?? this.queryLatest(limit, edition);
  }

  private async queryLatest(limit: number, edition: Edition): Promise<ArticleItem[]> {
    const rows = await this.db
      .select(itemColumns)
      .from(articles)
      .where(and(eq(articles.status, 'published'), inEdition(edition)))
      .orderBy(...newestFirst)
      .limit(limit);
    return rows.map(toItem);
  }

  /**
   * By id or slug. Unpublished articles only when `includeUnpublished`. One statement: the
   * story, its corrections and its credits (a story's page is the long tail's render, and each
   * round trip to the database costs it more than drawing a part of the page).
   */
  async find(idOrSlug: string, options: { includeUnpublished?: boolean } = {}): Promise<Article | null> {
    const [row] = await this.db.select(storyColumns).from(articles).where(storyKey(idOrSlug, options)).limit(1);
    return row ? toStory(row) : null;
  }

  /**
   * A published story and the addresses of its published translations (its page's `hreflang`
   * alternates and edition switch), in the one statement of `find`.
   */
  async findWithTranslations(idOrSlug: string): Promise<{ article: Article; translations: Counterpart[] } | null> {
    const [row] = await this.db
      .select({ ...storyColumns, counterparts: publishedCounterpartsColumn })
      .from(articles)
      .where(storyKey(idOrSlug, {}))
      .limit(1);
    return row ? { article: toStory(row), translations: counterpartsOf(row.counterparts) } : null;
  }

  /** An article's corrections and updates, oldest first. */
  async notesOf(articleId: string): Promise<ArticleNoteRow[]> {
    return this.db
      .select()
      .from(articleNotes)
      .where(eq(articleNotes.articleId, articleId))
      .orderBy(asc(articleNotes.createdAt), asc(articleNotes.id));
  }

  /** Newest published articles of the same category and edition, the article itself left out. */
  async related(article: Pick<Article, '_id' | 'category' | 'edition'>, limit: number): Promise<ArticleItem[]> {
    return (
      (await this.readModels[article.edition].related(article.category, article._id, limit)) ??
      this.queryRelated(article, limit)
    );
  }

  private async queryRelated(
    article: Pick<Article, '_id' | 'category' | 'edition'>,
    limit: number,
  ): Promise<ArticleItem[]> {
    const rows = await this.db
      .select(itemColumns)
      .from(articles)
      .where(
        and(
          eq(articles.status, 'published'),
          inEdition(article.edition),
          eq(articles.category, article.category),
          ne(articles.id, article._id),
        ),
      )
      .orderBy(...newestFirst)
      .limit(limit);
    return rows.map(toItem);
  }

  /** A category's newest published articles and their count, in one query (the count is a window function). */
  private async queryCategoryWindow(category: Category, limit: number, edition: Edition): Promise<CategoryWindow> {
    const rows = await this.db
      .select({ ...itemColumns, total: sql<number>`(count(*) over ())::int` })
      .from(articles)
      .where(and(eq(articles.status, 'published'), inEdition(edition), eq(articles.category, category)))
      .orderBy(...newestFirst)
      .limit(limit);
    // Past the last row `count(*) over ()` is not there: an empty window means no articles at all.
    return { items: rows.map(toItem), total: rows[0]?.total ?? 0 };
  }
}
