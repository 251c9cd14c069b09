import { z } from 'zod';
import {
  ARTICLE_STATUSES,
  AUTHOR_STATUSES,
  MAX_LIST_LIMIT,
  type Article,
  type ArticleList,
  type ArticleStatus,
} from '../../core/article';
import { personName } from '../../core/authors';
import { CATEGORIES, parseCategory, type Category } from '../../core/categories';
import type { Figure } from '../../core/figures';
import { parseSeoQuery, type SeoQuery } from '../../core/seo';
import {
  bulkInput,
  normalizeFilterText,
  TAG_QUERY_MAX,
  TITLE_QUERY_MAX,
  type BulkAction,
  type BulkResult,
} from '../../core/article-list';
import { scheduleFor } from '../../core/schedule';
import { NOT_IN_REVIEW, sendBackInput } from '../../core/review';
import { articleNoteInput, NOTES_ON_PUBLISHED_ONLY, type ArticleNote } from '../../core/corrections';
import { snapshotOf, type Revision, type RevisionSummary } from '../../core/revisions';
import { articleInputSchema } from '../../core/article-input';
import { isUploadedImage } from './article-writer';
import type { ArticleInput } from '../../core/article-input';
import { MAX_PAGE_OFFSET } from '../../core/pagination';
import { allows, authorize } from '../auth/authorize';
import type { Viewer } from '../auth/auth.service';
import type { ArticleRow } from '../db/schema';
import type { Actor } from '../lib/actor';
import { AppError, NotFoundError, ValidationError } from '../lib/errors';
import { parseOr400 } from '../lib/validate';
import type { CommandDeps } from '../services';
import type { DomainEvents } from '../lib/events';
import { articleInputOver, BLANK, fieldsOf, type ArticleForm } from './article-form';
import { decodeListCursor } from './list-cursor';
import type { ArticleAuthor, DueStory, SeoReportPage, Visibility } from './news.service';
import { toNote } from './news.mapper';
import type { EditorMode } from '../../core/live';
import { mayWriteLive } from './live.commands';

const NOT_FOUND = 'News article not found';
/** The status each bulk action gives (deleting gives none). */
const BULK_STATUS = { publish: 'published', archive: 'archived' } as const;

type ArticlesChanged = DomainEvents['articles.changed'];

/**
 * One event for a bulk action's changes: every id and category; public when any was; an edit
 * in place only when all were (then the pages of all their slugs), else every public page.
 */
export function mergeChanges(changes: readonly ArticlesChanged[]): ArticlesChanged | null {
  const first = changes[0];
  if (!first) return null;
  const inPlace = changes.every((c) => c.inPlace);
  return {
    ids: changes.flatMap((c) => c.ids),
    categories: [...new Set(changes.flatMap((c) => c.categories))],
    change: changes.every((c) => c.change === first.change) ? first.change : 'updated',
    public: changes.some((c) => c.public),
    ...(inPlace ? { inPlace: true, slugs: [...new Set(changes.flatMap((c) => c.slugs ?? []))] } : {}),
  };
}
/** Texts of the refusals (docs/product.md, 'Admin: article editor'). */
export const AUTHORS_SAVE_DRAFTS = 'Authors save drafts; an editor publishes them';
export const OWN_DRAFTS_ONLY = 'You can only edit your own drafts';

/** What an author may save their own story as (a draft, or submitted for review). */
const mayAuthorSave = (status: ArticleStatus) => (AUTHOR_STATUSES as readonly ArticleStatus[]).includes(status);

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

/** An article form, or a way to read one: read only once the actor may write at all. */
export type ArticleFormSource = ArticleForm | (() => Promise<ArticleForm>);

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
}

export interface DashboardItem {
  _id: string;
  slug: string;
  title: string;
  status: ArticleStatus;
  category: Category;
  createdAt: string;
  canEdit: boolean;
  /** The author's own live blog they may not edit: the editor opens for its live updates only. */
  liveOnly: boolean;
  /** Its live coverage ended (entries are corrected, not added). */
  liveEnded: boolean;
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
  recent: DashboardItem[];
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

/**
 * The articles the actor may see on a list: everything for editors and admins; for authors
 * the published ones and their own unpublished work, never another's draft; for everyone
 * else the published ones.
 */
export function visibilityFor(actor: Actor): Visibility {
  if (allows(actor, 'articles:edit-any')) return 'everything';
  if (actor.viewer && allows(actor, 'articles:edit-own')) return { publishedOrAuthor: actor.viewer._id };
  return 'published';
}

/**
 * Authors change their own drafts and their own stories waiting for review (to improve them,
 * or take them back as drafts); editors and admins any article.
 */
function mayEdit(actor: Actor, viewer: Viewer, row: Pick<ArticleRow, 'authorId' | 'status'>): boolean {
  return allows(actor, 'articles:edit-any') || (row.authorId === viewer._id && mayAuthorSave(row.status));
}

/**
 * How the editor opens a story for the actor: every field for those who may edit it; its Live
 * updates panel only for a live blog they may write in but not edit (its author, once the story
 * is an editor's: docs/product.md, 'Live blogs'); null when not at all.
 */
function editorModeOf(
  actor: Actor,
  viewer: Viewer,
  row: Pick<ArticleRow, 'authorId' | 'status' | 'liveBlog'>,
): EditorMode | null {
  if (mayEdit(actor, viewer, row)) return 'full';
  if (row.liveBlog && mayWriteLive(actor, row)) return 'live';
  return null;
}

/**
 * The news use cases (docs/decisions/004-use-case-layer.md): each checks permission
 * (`authorize`), validates, does the work, writes the audit record and emits the event.
 * Who may see what is `visibilityFor`, applied to every list here.
 */
export class NewsCommands {
  constructor(protected readonly deps: CommandDeps) {}

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

  /** The accounts whose stories the actor may see in the staff list, for its author filter. */
  async staffAuthors(actor: Actor): Promise<ArticleAuthor[]> {
    authorize(actor, 'admin:access');
    return this.deps.news.authorsVisibleTo(visibilityFor(actor));
  }

  /**
   * Publishes, archives or deletes several stories at once (editors and admins; deleting needs
   * `articles:delete-any`). Each story goes through the same use case as one at a time, with its
   * revision, audit record and event; a story that cannot be changed is left, and said why.
   */
  async bulk(actor: Actor, input: unknown): Promise<BulkResult> {
    // Who may not act at all is told so before their input is looked at (as every use case does).
    authorize(actor, 'articles:publish');
    const { action, ids } = parseOr400(bulkInput, input);
    if (action === 'delete') authorize(actor, 'articles:delete-any');
    const result: BulkResult = { action, done: [], failed: [] };
    // One 'articles.changed' for the whole batch: per story, every listener (the page cache, the
    // read model's lists, Most read) read the lists again while the next story was being saved
    // (docs/performance.md, 'Bulk actions').
    const changes: ArticlesChanged[] = [];
    try {
      await this.bulkEach(actor, action, ids, result, changes);
    } finally {
      const merged = mergeChanges(changes);
      if (merged) this.deps.events.emit('articles.changed', merged);
    }
    return result;
  }

  private async bulkEach(
    actor: Actor,
    action: BulkAction,
    ids: readonly string[],
    result: BulkResult,
    changes: ArticlesChanged[],
  ): Promise<void> {
    const collect = (event: ArticlesChanged) => void changes.push(event);
    for (const id of ids) {
      try {
        if (action === 'delete') await this.delete(actor, id, collect);
        else await this.update(actor, id, { fields: { status: BULK_STATUS[action] }, imageFile: null }, collect);
        result.done.push(id);
      } catch (error) {
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        const row = error instanceof NotFoundError ? null : await this.deps.news.findRow(id);
        result.failed.push({ id, title: row?.title ?? null, message: error.message });
      }
    }
  }

  /** What the editor opens: a new article (`id` null) or one the actor may edit. */
  async forEditing(actor: Actor, id: string | null): Promise<EditorStart> {
    const viewer = authorize(actor, 'articles:create');
    const canPublish = allows(actor, 'articles:publish');
    if (!id) {
      const unnamedByline = viewer.firstName || viewer.lastName ? null : viewer.username;
      return { article: null, mode: 'full', canPublish, accountId: viewer._id, unnamedByline };
    }
    const { row, article } = await this.existing(id);
    const mode = editorModeOf(actor, viewer, row);
    if (!mode) throw new AppError(403, 'forbidden', OWN_DRAFTS_ONLY);
    return { article, mode, canPublish, accountId: viewer._id, unnamedByline: null };
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

  /**
   * Writes a new article. Authors save drafts or submit them for review; an editor or admin may
   * publish at once. Audit: `article.publish` when it is created published, `article.schedule`
   * when scheduled, `article.submit` when submitted for review, else `article.create`.
   */
  async create(actor: Actor, source: ArticleFormSource): Promise<Article> {
    const viewer = authorize(actor, 'articles:create');
    const form = await read(source);
    const input = articleInputOver(BLANK, form);
    if (!mayAuthorSave(input.status) && !allows(actor, 'articles:publish')) {
      throw new AppError(403, 'forbidden', AUTHORS_SAVE_DRAFTS);
    }
    const publishAt = this.scheduledTime(input);
    const { writer, news } = this.deps;
    const id = await writer.create(
      { input, imageFile: form.imageFile, mayReuseMedia: allows(actor, 'articles:edit-any'), publishAt },
      { id: viewer._id, name: personName(viewer) },
    );
    const article = await news.find(id, { includeUnpublished: true });
    if (!article) throw new NotFoundError(NOT_FOUND);
    const published = article.status === 'published';
    await this.deps.audit.record(actor, {
      action: published
        ? 'article.publish'
        : publishAt
          ? 'article.schedule'
          : article.status === 'review'
            ? 'article.submit'
            : 'article.create',
      target: { type: 'article', id, label: article.title },
      details: {
        status: article.status,
        category: article.category,
        ...(published ? { created: true } : {}),
        ...(publishAt ? { publishAt: publishAt.toISOString() } : {}),
      },
    });
    this.deps.events.emit('articles.changed', {
      ids: [id],
      categories: [article.category],
      change: 'created',
      public: published,
    });
    return article;
  }

  /**
   * Changes an article. Authors change their own drafts and stories in review, and may only
   * keep them drafts or submit them. Audit: `article.publish` when it becomes published,
   * `article.unpublish` when it stops being, `article.schedule` when it gets a new time,
   * `article.submit` when it goes into review, else `article.update`.
   */
  async update(
    actor: Actor,
    id: string,
    source: ArticleFormSource,
    /** Where the change event goes: the bus, or a bulk action that sends one for all. */
    announce: (event: ArticlesChanged) => void = (event) => this.deps.events.emit('articles.changed', event),
  ): Promise<Article> {
    const viewer = authorize(actor, 'articles:edit-own');
    const { row: existing, article: current } = await this.existing(id);
    const editAny = allows(actor, 'articles:edit-any');
    if (!mayEdit(actor, viewer, existing)) throw new AppError(403, 'forbidden', OWN_DRAFTS_ONLY);
    const form = await read(source);
    const input = articleInputOver(fieldsOf(current), form);
    if (!editAny && !mayAuthorSave(input.status)) throw new AppError(403, 'forbidden', AUTHORS_SAVE_DRAFTS);
    const publishAt = this.scheduledTime(input);
    const { writer, news } = this.deps;
    await writer.update(
      existing,
      { input, imageFile: form.imageFile, mayReuseMedia: editAny, publishAt },
      { id: viewer._id, name: personName(viewer) },
    );
    const article = await news.find(existing.id, { includeUnpublished: true });
    if (!article) throw new NotFoundError(NOT_FOUND);
    const was = existing.status === 'published';
    const is = article.status === 'published';
    const rescheduled = publishAt !== null && publishAt.getTime() !== existing.publishAt?.getTime();
    await this.deps.audit.record(actor, {
      action:
        is && !was
          ? 'article.publish'
          : was && !is && !publishAt
            ? 'article.unpublish'
            : rescheduled
              ? 'article.schedule'
              : article.status === 'review' && existing.status !== 'review'
                ? 'article.submit'
                : 'article.update',
      target: { type: 'article', id: article._id, label: article.title },
      details: {
        status: article.status,
        previousStatus: existing.status,
        category: article.category,
        ...(publishAt ? { publishAt: publishAt.toISOString() } : {}),
      },
    });
    announce({
      ids: [article._id],
      categories: [...new Set([existing.category, article.category])],
      change: 'updated',
      // Public pages change when the article is, or was, public.
      public: was || is,
      // An edit in place: only the pages showing it are redrawn (server/cache/tags.ts).
      ...(was && is ? { inPlace: true, slugs: [...new Set([existing.slug, article.slug])] } : {}),
    });
    return article;
  }

  /**
   * Sends a story in review back to its author (editors and admins): a draft again, with a note
   * the author reads in the editor. A story not in review (never submitted, or already sent
   * back, published or scheduled by another editor) is a 409. Audit: `article.send-back`.
   */
  async sendBack(actor: Actor, id: string, input: unknown): Promise<Article> {
    const viewer = authorize(actor, 'articles:publish');
    const { note } = parseOr400(sendBackInput, input);
    const { news, clock } = this.deps;
    const row = await news.sendBack(id, { text: note, by: personName(viewer) }, clock.now());
    if (!row) {
      if (!(await news.findRow(id))) throw new NotFoundError(NOT_FOUND);
      throw new AppError(409, 'conflict', NOT_IN_REVIEW);
    }
    await this.deps.audit.record(actor, {
      action: 'article.send-back',
      target: { type: 'article', id: row.id, label: row.title },
      details: { status: 'draft', previousStatus: 'review', category: row.category, note },
    });
    this.deps.events.emit('articles.changed', {
      ids: [row.id],
      categories: [row.category],
      change: 'updated',
      public: false,
    });
    // The author hears of it by email too (at a verified address; never fails the send-back).
    this.deps.accountMail.storySentBack(actor.log, {
      articleId: row.id,
      authorId: row.authorId,
      title: row.title,
      note,
      by: personName(viewer),
      byId: viewer._id,
    });
    const article = await news.find(row.id, { includeUnpublished: true });
    if (!article) throw new NotFoundError(NOT_FOUND);
    return article;
  }

  /** An article's revisions, newest first: for those who may edit it. */
  async revisions(actor: Actor, id: string): Promise<RevisionSummary[]> {
    const { row } = await this.editable(actor, id);
    return this.deps.revisions.list(row.id);
  }

  /** One revision with its fields (the History tab's diff): for those who may edit the article. */
  async revision(actor: Actor, id: string, number: string): Promise<Revision> {
    const { row } = await this.editable(actor, id);
    return this.revisionOf(row.id, number);
  }

  /**
   * Restores a revision: its text and settings become the article's, saved as a new revision
   * (history is never rewritten). The status and the publication time stay as they are, and so
   * does the picture when the revision's was an upload replaced since (its files are gone).
   * Audit: `article.restore`; the pages showing a published story are drawn afresh.
   */
  async restoreRevision(actor: Actor, id: string, number: string): Promise<Article> {
    const { viewer, row: existing, article: current } = await this.editable(actor, id);
    const revision = await this.revisionOf(existing.id, number);
    const fields = snapshotOf(revision.snapshot);
    const image = isUploadedImage(fields.image) && fields.image !== existing.image ? existing.image : fields.image;
    const input = parseOr400(articleInputSchema, {
      ...fieldsOf(current),
      ...fields,
      image,
      status: existing.status,
      publishAt: current.publishAt,
    });
    const { writer, news } = this.deps;
    await writer.update(
      existing,
      { input, mayReuseMedia: allows(actor, 'articles:edit-any'), publishAt: existing.publishAt },
      { id: viewer._id, name: personName(viewer) },
      revision.number,
    );
    const article = await news.find(existing.id, { includeUnpublished: true });
    if (!article) throw new NotFoundError(NOT_FOUND);
    await this.deps.audit.record(actor, {
      action: 'article.restore',
      target: { type: 'article', id: article._id, label: article.title },
      details: { revision: revision.number, status: article.status, category: article.category },
    });
    const published = article.status === 'published';
    this.deps.events.emit('articles.changed', {
      ids: [article._id],
      categories: [...new Set([existing.category, article.category])],
      change: 'updated',
      public: published,
      ...(published ? { inPlace: true, slugs: [...new Set([existing.slug, article.slug])] } : {}),
    });
    return article;
  }

  /**
   * Adds a correction or update to a published story (editors and admins). Readers see it under
   * the headline at once: the story counts as changed then (`dateModified`, feeds), and the pages
   * showing it are drawn afresh. A story that is not published is a 409. Audit: `article.note`.
   */
  async addNote(actor: Actor, id: string, input: unknown): Promise<ArticleNote> {
    const viewer = authorize(actor, 'articles:publish');
    const note = parseOr400(articleNoteInput, input);
    const { news, clock } = this.deps;
    const row = await news.findRow(id);
    if (!row) throw new NotFoundError(NOT_FOUND);
    const added = await news.addNote(row.id, { ...note, authorId: viewer._id }, clock.now());
    if (!added) throw new AppError(409, 'conflict', NOTES_ON_PUBLISHED_ONLY);
    await this.deps.audit.record(actor, {
      action: 'article.note',
      target: { type: 'article', id: row.id, label: row.title },
      details: { kind: note.kind, text: note.text },
    });
    this.deps.events.emit('articles.changed', {
      ids: [row.id],
      categories: [row.category],
      change: 'updated',
      public: true,
      inPlace: true,
      slugs: [row.slug],
    });
    return toNote(added);
  }

  /** Deletes an article and its uploaded picture's files (ArticleWriter.delete): editors and admins. */
  async delete(
    actor: Actor,
    id: string,
    announce: (event: ArticlesChanged) => void = (event) => this.deps.events.emit('articles.changed', event),
  ): Promise<void> {
    authorize(actor, 'articles:delete-any');
    const row = await this.deps.news.findRow(id);
    if (!row || !(await this.deps.writer.delete(row.id))) throw new NotFoundError(NOT_FOUND);
    const published = row.status === 'published';
    await this.deps.audit.record(actor, {
      action: 'article.delete',
      target: { type: 'article', id: row.id, label: row.title },
      details: { status: row.status, category: row.category },
    });
    announce({
      ids: [row.id],
      categories: [row.category],
      change: 'deleted',
      public: published,
    });
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
    // Authors edit their own drafts and stories in review, and write in their own live blogs.
    const modes = await this.editorModes(
      actor,
      recent.news.map((a) => a._id),
    );
    return {
      // The author edits a draft of theirs; the editor's note is what to change.
      sentBack: {
        items: sentBack.items.map(({ id, at, ...item }) => ({ _id: id, ...item, at: at.toISOString() })),
        total: sentBack.total,
      },
      stats: { ...articleFigures, ...engagement },
      recent: recent.news.map((a) => ({
        _id: a._id,
        slug: a.slug,
        title: a.title,
        status: a.status,
        category: a.category,
        createdAt: a.createdAt,
        canEdit: modes.get(a._id) === 'full',
        liveOnly: modes.get(a._id) === 'live',
        liveEnded: a.liveEndedAt !== null,
      })),
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

  /**
   * Publishes the scheduled stories that are due (server/news/scheduled-publisher.ts runs it
   * every minute and at start-up, as the system; no request reaches it). Each goes out once,
   * with an `article.publish` audit record and the event that refreshes the pages showing it.
   */
  async publishDue(actor: Actor): Promise<DueStory[]> {
    if (actor.viewer) throw new AppError(403, 'forbidden', 'Scheduled stories are published by the site itself');
    const due = await this.deps.news.publishDue(this.deps.clock.now());
    for (const story of due) {
      await this.deps.audit.record(actor, {
        action: 'article.publish',
        target: { type: 'article', id: story.id, label: story.title },
        details: {
          status: 'published',
          previousStatus: 'scheduled',
          category: story.category,
          scheduledFor: story.scheduledFor,
        },
      });
    }
    if (due.length > 0) {
      this.deps.events.emit('articles.changed', {
        ids: due.map((d) => d.id),
        categories: [...new Set(due.map((d) => d.category))],
        change: 'updated',
        public: true,
      });
    }
    return due;
  }

  /**
   * The time a `scheduled` story goes out, read in the site's time zone; null for any other
   * status. A missing, unreadable or past time is a 400 on `publishAt`.
   */
  private scheduledTime(input: ArticleInput): Date | null {
    if (input.status !== 'scheduled') return null;
    const time = scheduleFor(input.publishAt, this.deps.timeZone, this.deps.clock.now());
    if (!time.ok) throw new ValidationError(`publishAt: ${time.problem}`, { publishAt: time.problem });
    return time.at;
  }

  /** An article the actor may edit (else 403, or 404 when there is none), with its stored row. */
  private async editable(actor: Actor, id: string) {
    const viewer = authorize(actor, 'articles:edit-own');
    const found = await this.existing(id);
    if (!mayEdit(actor, viewer, found.row)) throw new AppError(403, 'forbidden', OWN_DRAFTS_ONLY);
    return { viewer, ...found };
  }

  /** A revision of an article by its number as the address gives it, or not_found. */
  private async revisionOf(articleId: string, number: string): Promise<Revision> {
    const n = /^[1-9]\d{0,8}$/.test(number) ? Number(number) : NaN;
    const revision = Number.isSafeInteger(n) ? await this.deps.revisions.get(articleId, n) : null;
    if (!revision) throw new NotFoundError('Revision not found');
    return revision;
  }

  /** An article by id with its stored row, or not_found. */
  private async existing(id: string): Promise<{ row: ArticleRow; article: Article }> {
    const row = await this.deps.news.findRow(id);
    const article = row ? await this.deps.news.find(row.id, { includeUnpublished: true }) : null;
    if (!row || !article) throw new NotFoundError(NOT_FOUND);
    return { row, article };
  }
}

async function read(source: ArticleFormSource): Promise<ArticleForm> {
  return typeof source === 'function' ? source() : source;
}
