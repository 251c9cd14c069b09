import { AUTHOR_STATUSES, type Article, type ArticleStatus } from '../../core/article';
import type { EditorMode } from '../../core/live';
import type { Revision } from '../../core/revisions';
import { allows, authorize } from '../auth/authorize';
import type { Viewer } from '../auth/auth.service';
import type { ArticleRow } from '../db/schema';
import type { Actor } from '../lib/actor';
import { AppError, NotFoundError } from '../lib/errors';
import type { Visibility } from './article-filters';
import type { NewsService } from './news.service';
import type { RevisionStore } from './revisions';

/**
 * Who may see and change which articles: the rules the news use cases (news.commands.ts) and the
 * news reads for screens (news.queries.ts) share.
 */

export const NOT_FOUND = 'News article not found';

/** Texts of the refusals (docs/product.md, 'Admin: article editor'). */
export const AUTHORS_SAVE_DRAFTS = 'Authors save drafts; an editor publishes them';
export const OWN_DRAFTS_ONLY = 'You can only edit your own drafts';

/** What an author may save their own story as (a draft, or submitted for review). */
export const mayAuthorSave = (status: ArticleStatus) => (AUTHOR_STATUSES as readonly ArticleStatus[]).includes(status);

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
export function mayEdit(actor: Actor, viewer: Viewer, row: Pick<ArticleRow, 'authorId' | 'status'>): boolean {
  return allows(actor, 'articles:edit-any') || (row.authorId === viewer._id && mayAuthorSave(row.status));
}

/**
 * Who writes in a story's live blog: editors and admins, and the story's own author whatever its
 * status. The editor's live-only mode (NewsQueries.forEditing) follows the same rule.
 */
export function mayWriteLive(actor: Actor, row: Pick<ArticleRow, 'authorId'>): boolean {
  if (!allows(actor, 'articles:edit-own') || !actor.viewer) return false;
  return allows(actor, 'articles:edit-any') || row.authorId === actor.viewer._id;
}

/** Who may write in this story's live blog (`mayWriteLive`), as the viewer; else 401 or 403. */
export function liveWriter(actor: Actor, row: Pick<ArticleRow, 'authorId'>): Viewer {
  const viewer = authorize(actor, 'articles:edit-own');
  if (!mayWriteLive(actor, row)) {
    throw new AppError(403, 'forbidden', 'Only the story’s author and editors write in its live blog');
  }
  return viewer;
}

/**
 * How the editor opens a story for the actor: every field for those who may edit it; its Live
 * updates panel only for a live blog they may write in but not edit (its author, once the story
 * is an editor's: docs/product.md, 'Live blogs'); null when not at all.
 */
export function editorModeOf(
  actor: Actor,
  viewer: Viewer,
  row: Pick<ArticleRow, 'authorId' | 'status' | 'liveBlog'>,
): EditorMode | null {
  if (mayEdit(actor, viewer, row)) return 'full';
  if (row.liveBlog && mayWriteLive(actor, row)) return 'live';
  return null;
}

/** An article by id with its stored row, or not_found. */
export async function existingArticle(
  news: Pick<NewsService, 'findRow' | 'find'>,
  id: string,
): Promise<{ row: ArticleRow; article: Article }> {
  const row = await news.findRow(id);
  const article = row ? await news.find(row.id, { includeUnpublished: true }) : null;
  if (!row || !article) throw new NotFoundError(NOT_FOUND);
  return { row, article };
}

/** An article the actor may edit (else 403, or 404 when there is none), with its stored row. */
export async function editableArticle(news: Pick<NewsService, 'findRow' | 'find'>, actor: Actor, id: string) {
  const viewer = authorize(actor, 'articles:edit-own');
  const found = await existingArticle(news, id);
  if (!mayEdit(actor, viewer, found.row)) throw new AppError(403, 'forbidden', OWN_DRAFTS_ONLY);
  return { viewer, ...found };
}

/** A revision of an article by its number as the address gives it, or not_found. */
export async function revisionOf(
  revisions: Pick<RevisionStore, 'get'>,
  articleId: string,
  number: string,
): Promise<Revision> {
  const n = /^[1-9]\d{0,8}$/.test(number) ? Number(number) : NaN;
  const revision = Number.isSafeInteger(n) ? await revisions.get(articleId, n) : null;
  if (!revision) throw new NotFoundError('Revision not found');
  return revision;
}
