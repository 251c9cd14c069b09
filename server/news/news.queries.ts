import type { LinkedStory, TranslationStore } from './translations';
import { DEFAULT_EDITION, EDITIONS, type Edition } from '../../core/editions';
import { bylineKey, type BylineChoice, type BylineEntry } from '../../core/bylines';
import { personName } from '../../core/authors';
import type { BylineStore } from './bylines';
import { z } from 'zod';
import {
  ARTICLE_STATUSES,
  MAX_LIST_LIMIT,
  type Article,
  type ArticleList,
  type ArticleStatus,
  type ArticleSummary,
} from '../../core/article';
import {
  normalizeFilterText,
  STAFF_PAGE_SIZE,
  TAG_QUERY_MAX,
  TITLE_QUERY_MAX,
  type StaffFilters,
} from '../../core/article-list';
import { CATEGORIES, parseCategory, type Category } from '../../core/categories';
import type { Figure } from '../../core/figures';
import type { EditorMode } from '../../core/live';
import { MAX_PAGE_OFFSET } from '../../core/pagination';
import type { Revision, RevisionSummary } from '../../core/revisions';
import { parseSeoQuery, type SeoQuery } from '../../core/seo';
import type { AnalyticsService } from '../analytics/analytics.service';
import { allows, authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import { AppError, NotFoundError } from '../lib/errors';
import { parseOr400 } from '../lib/validate';
import {
  editableArticle,
  editorModeOf,
  existingArticle,
  OWN_DRAFTS_ONLY,
  revisionOf,
  visibilityFor,
  NOT_FOUND,
} from './article-access';
import { decodeListCursor } from './list-cursor';
import type { ListQuery } from './article-filters';
import type { ArticleAuthor, NewsService, SeoReportPage } from './news.service';
import type { RevisionStore } from './revisions';

/** How many recent articles the dashboard lists. */
export const DASHBOARD_RECENT = 10;
/** How many scheduled stories the dashboard's 'Upcoming' lists (the next to go out first). */
export const DASHBOARD_UPCOMING = 10;
/** How many stories the dashboard's 'Waiting for review' lists (the longest waiting first). */
export const DASHBOARD_REVIEW = 20;
/** How many of the viewer's stories sent back the dashboard lists (the latest first). */
export const DASHBOARD_SENT_BACK = 20;

/** GET /api/news's query and the article lists' input (docs/decisions/007-search-and-lists-at-scale.md). */
export const newsListQuery = z
  .object({
    edition: z
      .enum(Object.keys(EDITIONS) as [Edition, ...Edition[]])
      .default(DEFAULT_EDITION)
      .meta({ description: "Whose stories: an edition's code (core/editions.ts), 'en' when omitted." }),
    category: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v.trim() === '') return undefined;
        const category = parseCategory(v);
        if (!category) {
          ctx.addIssue({ code: 'custom', message: `unknown category '${v.slice(0, 40)}'` });
          return z.NEVER;
        }
        return category;
      })
      .meta({ description: `A category's name or lower-case key, in any letter case: ${CATEGORIES.join(', ')}.` }),
    status: z
      .enum([...ARTICLE_STATUSES, 'all'])
      .optional()
      .meta({ description: "Anything but 'published' needs staff; authors see their own unpublished articles only." }),
    q: z
      .string()
      .optional()
      .transform((v) => normalizeFilterText(v, TITLE_QUERY_MAX) ?? undefined)
      .meta({ description: 'Only articles whose title holds this text, in any letter case.' }),
    tag: z
      .string()
      .optional()
      .transform((v) => normalizeFilterText(v, TAG_QUERY_MAX) ?? undefined)
      .meta({ description: "Only articles with this tag, in any letter case and spacing ('climate  Change')." }),
    author: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v.trim() === '') return undefined;
        if (!z.string().uuid().safeParse(v.trim()).success) {
          ctx.addIssue({ code: 'custom', message: 'must be the id of an account' });
          return z.NEVER;
        }
        return v.trim().toLowerCase();
      })
      .meta({ description: "Only this account's articles (its id)." }),
    page: z.coerce
      .number()
      .int('must be a whole number')
      .min(1)
      .max(100_000)
      .default(1)
      .meta({
        description: `Pages that start past the ${MAX_PAGE_OFFSET.toLocaleString('en')}th article are refused with 400: page on with \`after\` instead.`,
      }),
    // Friendlier to clamp a large limit than to refuse it.
    limit: z.coerce
      .number()
      .int('must be a whole number')
      .min(1)
      .default(12)
      .transform((n) => Math.min(n, MAX_LIST_LIMIT))
      .meta({ description: `A larger value is treated as ${MAX_LIST_LIMIT}.` }),
    after: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined) return undefined;
        const cursor = decodeListCursor(v);
        if (!cursor) {
          ctx.addIssue({ code: 'custom', message: "is not a cursor from this list's pagination.nextCursor" });
          return z.NEVER;
        }
        return cursor;
      })
      .meta({
        description:
          "The page after this place: the previous answer's `pagination.nextCursor`. Any depth, at the cost of page 1; not with `page`.",
      }),
  })
  .superRefine((q, ctx) => {
    if (q.after && q.page > 1) {
      ctx.addIssue({ code: 'custom', path: ['page'], message: 'cannot be used with after' });
    }
    // An OFFSET walks every row it skips: deep pages go by cursor (docs/decisions/007).
    if ((q.page - 1) * q.limit >= MAX_PAGE_OFFSET) {
      ctx.addIssue({
        code: 'custom',
        path: ['page'],
        message: `starts past the ${MAX_PAGE_OFFSET.toLocaleString('en')}th article; page on with after=pagination.nextCursor`,
      });
    }
  });

/** What the editor opens with. */
export interface EditorStart {
  /** Null for a new article. */
  article: Article | null;
  /**
   * 'full': every field; 'live': the author's own live blog whose text is an editor's (published,
   * scheduled, archived), opened for its Live updates panel only. Saving its fields is refused.
   */
  mode: EditorMode;
  canPublish: boolean;
  /** The browser's copy of unsaved work is kept per account (app/lib/editor-drafts.ts). */
  accountId: string;
  /** A writer without a name signs as their username: a new article asks them for their name. */
  unnamedByline: string | null;
  /** Who the story credits, as the Bylines field edits them (a new story: its writer). */
  bylines: BylineEntry[];
  /** Everyone the Bylines field may add: the writers, then the guest contributors. */
  bylineChoices: BylineChoice[];
}

/**
 * A story in a staff list (the dashboard's recent articles, /admin/articles): what it is, and
 * how the editor opens it for the viewer. Built in one place, `staffRows`.
 */
export interface StaffArticleRow {
  _id: string;
  slug: string;
  title: string;
  status: ArticleStatus;
  category: Category;
  author: string | null;
  tags: string[];
  createdAt: string;
  updatedAt: string;
  canEdit: boolean;
  /** The author's own live blog they may not edit: the editor opens for its live updates only. */
  liveOnly: boolean;
  /** Its live coverage ended (entries are corrected, not added). */
  liveEnded: boolean;
}

/** /admin/articles: a page of the stories the viewer may see, the filter's authors, and what they may do in bulk. */
export interface StaffArticlesPage {
  authors: ArticleAuthor[];
  pagination: ArticleList['pagination'];
  articles: StaffArticleRow[];
  canPublish: boolean;
  canDelete: boolean;
}

export interface UpcomingItem {
  _id: string;
  title: string;
  category: Category;
  /** When it goes out (UTC, ISO 8601). */
  publishAt: string;
  canEdit: boolean;
}

export interface ReviewItem {
  _id: string;
  title: string;
  category: Category;
  author: string | null;
  /** When it was submitted (UTC, ISO 8601). */
  submittedAt: string;
  canEdit: boolean;
}

/** A story of the viewer's an editor sent back, with the editor's note. */
export interface SentBackItem {
  _id: string;
  title: string;
  category: Category;
  note: string;
  /** The editor's name as shown when they wrote the note. */
  by: string;
  /** When it was sent back (UTC, ISO 8601). */
  at: string;
}

export interface Dashboard {
  /** The viewer's own stories sent back to them, the latest first; `total` counts them all. */
  sentBack: { items: SentBackItem[]; total: number };
  stats: Record<'articles' | 'published' | 'drafts' | 'views' | 'shares' | 'likes', Figure>;
  recent: StaffArticleRow[];
  /** Scheduled stories, the next to go out first. */
  upcoming: UpcomingItem[];
  /**
   * Stories in review, the longest waiting first: every one for editors, their own for authors;
   * `total` counts them all when there are more than the list shows.
   */
  waiting: { items: ReviewItem[]; total: number };
  canDelete: boolean;
  /** Publishes, schedules and sends back stories in review (editors and admins). */
  canReview: boolean;
  canManageUsers: boolean;
  canControlScheduler: boolean;
}

export interface SeoPage extends SeoReportPage {
  query: SeoQuery;
  authors: ArticleAuthor[];
  canEditAny: boolean;
}

/** A page of published stories, as the reading pages ask for one (never another status). */
export type PublishedListQuery = Omit<ListQuery, 'status' | 'visibility' | 'authorId' | 'title' | 'tag' | 'after'>;

/** What the news reads use (wired in server/services.ts). */
export interface NewsQueryDeps {
  news: NewsService;
  analytics: Pick<AnalyticsService, 'dashboardFigures'>;
  revisions: Pick<RevisionStore, 'list' | 'get'>;
  bylines: Pick<BylineStore, 'entriesOf' | 'choices'>;
  translations: Pick<TranslationStore, 'linked' | 'publishedPaths'>;
}

/**
 * The news reads for screens and the API: nothing here changes anything. The reading pages'
 * reads hold published stories only, for anyone (on a shared page each answer's ids become the
 * page's cache tags: `recordingQueries` in server/cache/tags.ts). The staff screens' reads check
 * permission (`authorize`) and hold only what the actor may see (`visibilityFor`).
 */
export class NewsQueries {
  constructor(private readonly deps: NewsQueryDeps) {}

  /** A published story by id or slug; null when there is none (or it is not out yet). */
  find(idOrSlug: string): Promise<Article | null> {
    return this.deps.news.find(idOrSlug);
  }

  /** An edition's newest published stories (the banner, the sidebar, the home page). */
  latest(limit: number, edition: Edition = DEFAULT_EDITION): ReturnType<NewsService['latest']> {
    return this.deps.news.latest(limit, edition);
  }

  /**
   * A published story by id or slug with its published translations' addresses (its page's
   * `hreflang` alternates and edition switch), in one statement; null when there is none.
   */
  findWithTranslations(idOrSlug: string): ReturnType<NewsService['findWithTranslations']> {
    return this.deps.news.findWithTranslations(idOrSlug);
  }

  /** The published stories' addresses in every edition they are out in, for those translated (the sitemaps). */
  translationPaths(articleIds: string[]): ReturnType<TranslationStore['publishedPaths']> {
    return this.deps.translations.publishedPaths(articleIds);
  }

  /**
   * A story's translations, whatever their status, with their corrections (the editor's
   * 'Translations'): for staff who may see the story (an author their own or a published one).
   */
  async translations(actor: Actor, id: string): Promise<LinkedStory[]> {
    const viewer = authorize(actor, 'articles:edit-own');
    const row = await this.deps.news.findRow(id);
    const visible =
      row && (row.status === 'published' || allows(actor, 'articles:edit-any') || row.authorId === viewer._id);
    if (!visible) throw new NotFoundError(NOT_FOUND);
    return this.deps.translations.linked(row.id, { withText: true });
  }

  /** Newest published stories of the article's category and edition, the article left out. */
  related(article: Pick<Article, '_id' | 'category' | 'edition'>, limit: number): ReturnType<NewsService['related']> {
    return this.deps.news.related(article, limit);
  }

  /** A page of published stories (a category page). */
  items(query: PublishedListQuery): ReturnType<NewsService['items']> {
    return this.deps.news.items(query);
  }

  /** The 'Most read' lists of the site or a category. */
  mostRead(scope: Parameters<NewsService['mostRead']>[0]): ReturnType<NewsService['mostRead']> {
    return this.deps.news.mostRead(scope);
  }

  /** An edition's sidebar's Trending Topics. */
  trendingTags(edition: Edition = DEFAULT_EDITION): ReturnType<NewsService['trendingTags']> {
    return this.deps.news.trendingTags(edition);
  }

  /** A page of an edition's published stories with a tag; null when none has it. */
  byTag(
    slug: string,
    page: number,
    limit: number,
    edition: Edition = DEFAULT_EDITION,
  ): ReturnType<NewsService['byTag']> {
    return this.deps.news.byTag(slug, page, limit, edition);
  }

  /** A page of a writer's published stories in an edition, with the writer; null for no such writer or no story. */
  byAuthor(
    username: string,
    page: number,
    limit: number,
    edition: Edition = DEFAULT_EDITION,
  ): ReturnType<NewsService['byAuthor']> {
    return this.deps.news.byAuthor(username, page, limit, edition);
  }

  /** A page of a guest contributor's published stories in an edition, with the contributor; null for no such page. */
  byContributor(
    slug: string,
    page: number,
    limit: number,
    edition: Edition = DEFAULT_EDITION,
  ): ReturnType<NewsService['byContributor']> {
    return this.deps.news.byContributor(slug, page, limit, edition);
  }

  /** The account that writes under `username`, as its author page shows it; null for a reader. */
  writer(username: string): ReturnType<NewsService['writer']> {
    return this.deps.news.writer(username);
  }

  /**
   * A page of articles (GET /api/news). Published ones for anybody; another status (or 'all')
   * is for staff, and holds only what they may see: authors, besides the published ones,
   * their own unpublished work, never someone else's.
   */
  async list(actor: Actor, input: unknown): Promise<ArticleList> {
    const { q, tag, author, ...rest } = parseOr400(newsListQuery, input);
    const query = { ...rest, title: q, tag, authorId: author };
    if (!query.status || query.status === 'published')
      return this.deps.news.list({ ...query, visibility: 'published' });
    authorize(actor, 'admin:access');
    return this.deps.news.list({ ...query, visibility: visibilityFor(actor) });
  }

  /**
   * A page of /admin/articles: the stories the actor may see (`list`), 50 at a time, filtered,
   * each as a staff row, with the author filter's choices and the bulk actions' rights.
   */
  async staffArticles(actor: Actor, filters: StaffFilters): Promise<StaffArticlesPage> {
    const [authors, list] = await Promise.all([
      this.staffAuthors(actor),
      this.list(actor, {
        status: filters.status ?? 'all',
        category: filters.category ?? undefined,
        author: filters.author ?? undefined,
        tag: filters.tag ?? undefined,
        q: filters.q ?? undefined,
        page: filters.page,
        limit: STAFF_PAGE_SIZE,
      }),
    ]);
    return {
      authors,
      pagination: list.pagination,
      articles: await this.staffRows(actor, list.news),
      canPublish: allows(actor, 'articles:publish'),
      canDelete: allows(actor, 'articles:delete-any'),
    };
  }

  /** Stories as staff lists show them, each with how the editor opens it for the actor (`editorModes`). */
  private async staffRows(
    actor: Actor,
    stories: Pick<
      ArticleSummary,
      Exclude<keyof StaffArticleRow, 'canEdit' | 'liveOnly' | 'liveEnded'> | 'liveEndedAt'
    >[],
  ): Promise<StaffArticleRow[]> {
    const modes = await this.editorModes(
      actor,
      stories.map((a) => a._id),
    );
    return stories.map((a) => ({
      _id: a._id,
      slug: a.slug,
      title: a.title,
      status: a.status,
      category: a.category,
      author: a.author,
      tags: a.tags,
      createdAt: a.createdAt,
      updatedAt: a.updatedAt,
      canEdit: modes.get(a._id) === 'full',
      liveOnly: modes.get(a._id) === 'live',
      liveEnded: a.liveEndedAt !== null,
    }));
  }

  /** The accounts whose stories the actor may see in the staff list, for its author filter. */
  async staffAuthors(actor: Actor): Promise<ArticleAuthor[]> {
    authorize(actor, 'admin:access');
    return this.deps.news.authorsVisibleTo(visibilityFor(actor));
  }

  /** What the editor opens: a new article (`id` null) or one the actor may edit. */
  async forEditing(actor: Actor, id: string | null): Promise<EditorStart> {
    const viewer = authorize(actor, 'articles:create');
    const canPublish = allows(actor, 'articles:publish');
    const bylineChoices = await this.deps.bylines.choices();
    if (!id) {
      const unnamedByline = viewer.firstName || viewer.lastName ? null : viewer.username;
      const bylines: BylineEntry[] = [
        { key: bylineKey({ user: viewer._id }), name: personName(viewer), guest: false, role: 'author' },
      ];
      return { article: null, mode: 'full', canPublish, accountId: viewer._id, unnamedByline, bylines, bylineChoices };
    }
    const { row, article } = await existingArticle(this.deps.news, id);
    const mode = editorModeOf(actor, viewer, row);
    if (!mode) throw new AppError(403, 'forbidden', OWN_DRAFTS_ONLY);
    const bylines = await this.deps.bylines.entriesOf(row.id);
    return { article, mode, canPublish, accountId: viewer._id, unnamedByline: null, bylines, bylineChoices };
  }

  /**
   * How the editor would open each of these stories for the actor (the admin lists' links): a
   * story missing from the answer is not the actor's to open there.
   */
  async editorModes(actor: Actor, ids: string[]): Promise<Map<string, EditorMode>> {
    const viewer = authorize(actor, 'admin:access');
    if (allows(actor, 'articles:edit-any')) return new Map(ids.map((id) => [id, 'full']));
    const modes = new Map<string, EditorMode>();
    for (const row of await this.deps.news.editRows(ids)) {
      const mode = editorModeOf(actor, viewer, row);
      if (mode) modes.set(row.id, mode);
    }
    return modes;
  }

  /** An article's revisions, newest first: for those who may edit it. */
  async revisions(actor: Actor, id: string): Promise<RevisionSummary[]> {
    const { row } = await editableArticle(this.deps.news, actor, id);
    return this.deps.revisions.list(row.id);
  }

  /** One revision with its fields (the History tab's diff): for those who may edit the article. */
  async revision(actor: Actor, id: string, number: string): Promise<Revision> {
    const { row } = await editableArticle(this.deps.news, actor, id);
    return revisionOf(this.deps.revisions, row.id, number);
  }

  /**
   * The dashboard: figures and the recent articles of what the actor may see (an author never
   * learns of another's drafts here), each with whether they may edit it or only post live
   * updates to it (`editorModes`).
   */
  async dashboard(actor: Actor): Promise<Dashboard> {
    authorize(actor, 'admin:access');
    const editAny = allows(actor, 'articles:edit-any');
    const { news, analytics } = this.deps;
    const visibility = visibilityFor(actor);
    const viewer = actor.viewer;
    const [articleFigures, engagement, recent, upcoming, waiting, sentBack] = await Promise.all([
      news.dashboardStats(visibility),
      analytics.dashboardFigures(),
      news.items({ status: 'all', visibility, page: 1, limit: DASHBOARD_RECENT }),
      news.upcoming(visibility, DASHBOARD_UPCOMING),
      news.reviewQueue(visibility, DASHBOARD_REVIEW),
      viewer ? news.sentBackTo(viewer._id, DASHBOARD_SENT_BACK) : { items: [], total: 0 },
    ]);
    return {
      // The author edits a draft of theirs; the editor's note is what to change.
      sentBack: {
        items: sentBack.items.map(({ id, at, ...item }) => ({ _id: id, ...item, at: at.toISOString() })),
        total: sentBack.total,
      },
      stats: { ...articleFigures, ...engagement },
      // Authors edit their own drafts and stories in review, and write in their own live blogs.
      recent: await this.staffRows(actor, recent.news),
      // Only editors and admins schedule, and only they edit a scheduled story.
      upcoming: upcoming.map((a) => ({
        _id: a._id,
        title: a.title,
        category: a.category,
        publishAt: a.publishAt ?? a.updatedAt,
        canEdit: editAny,
      })),
      // Editors edit any story; an author's list holds only their own, theirs to edit while in review.
      waiting: {
        items: waiting.items.map((a) => ({
          _id: a._id,
          title: a.title,
          category: a.category,
          author: a.author,
          submittedAt: a.submittedAt ?? a.updatedAt,
          canEdit: true,
        })),
        total: waiting.total,
      },
      canDelete: allows(actor, 'articles:delete-any'),
      canReview: allows(actor, 'articles:publish'),
      canManageUsers: allows(actor, 'users:manage'),
      canControlScheduler: allows(actor, 'scheduler:control'),
    };
  }

  /**
   * A page of the SEO report over what the actor may see, from the page's query string. An
   * author filter naming an account the actor has no article of to see is dropped, like any
   * other value that names nothing. The page may come back lower than asked (past the last).
   */
  async seoReport(actor: Actor, params: URLSearchParams): Promise<SeoPage> {
    authorize(actor, 'admin:access');
    const { news } = this.deps;
    const visibility = visibilityFor(actor);
    const parsed = parseSeoQuery(params);
    const authors = await news.authorsVisibleTo(visibility);
    const query: SeoQuery = { ...parsed, author: authors.some((a) => a._id === parsed.author) ? parsed.author : null };
    const page = await news.seoReports(visibility, query);
    return { ...page, query, authors, canEditAny: allows(actor, 'articles:edit-any') };
  }
}
