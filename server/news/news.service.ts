/**
 * The news as the newsroom works on it, on top of what the reading site shows (NewsReading,
 * news.reading.ts): the rows behind permission checks, corrections, scheduled publishing, the
 * review queue and sent-back stories, the dashboard's figures and the SEO report. Data access
 * only: who may do what is the use cases' (news.commands.ts).
 */
import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { ArticleStatus, Pagination } from '../../core/article';
import type { Category } from '../../core/categories';
import type { NoteKind } from '../../core/corrections';
import type { Figure } from '../../core/figures';
import { totalPagesFor } from '../../core/pagination';
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
import { isUuid } from '../../core/slug';
import { countWords, htmlToText } from '../../core/text';
import { queryRows } from '../db/client';
import {
  articleNotes,
  articleRowColumns,
  articles,
  liveEntries,
  users,
  type ArticleNoteRow,
  type ArticleRow,
} from '../db/schema';
import { newestFirst, visibleTo, type Visibility } from './article-filters';
import { itemColumns, toItem, type ArticleItem } from './news.mapper';
import { NewsReading } from './news.reading';

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

/** A scheduled story that has just gone out. */
export interface DueStory {
  id: string;
  slug: string;
  title: string;
  category: Category;
  /** The time it was scheduled for (PostgreSQL's text). */
  scheduledFor: string;
}

export class NewsService extends NewsReading {
  /** Whether an article's focus keyword is in its text, by article id and version (focusKeywordsFound). */
  private readonly keywordCache = new Map<string, { version: string; found: boolean }>();

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
    const [row] = await this.db
      .select(articleRowColumns)
      .from(articles)
      .where(eq(articles.id, id.toLowerCase()))
      .limit(1);
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
      .returning(articleRowColumns);
    return row ?? null;
  }

  /**
   * The dashboard's article figures (of the articles visible): totals, and the number created in the last
   * 30 days against the 30 days before (views, shares and likes: AnalyticsService).
   */
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
