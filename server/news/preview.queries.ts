import type { Article } from '../../core/article';
import { ERROR_CODES, type ErrorCode } from '../../core/error-codes';
import { PREVIEW_TEXTS, type PreviewRefusal } from '../../core/preview';
import { allows } from '../auth/authorize';
import type { ArticleRow } from '../db/schema';
import type { Actor } from '../lib/actor';
import { AppError, NotFoundError } from '../lib/errors';
import type { Clock } from '../ingest/scheduler';
import { mayWriteLive, NOT_FOUND } from './article-access';
import type { NewsService } from './news.service';
import type { PreviewLinks } from './preview-links';

/** Each refusal's code (core/error-codes.ts), which gives its status. */
const PREVIEW_CODES = {
  'sign-in': 'preview_sign_in',
  expired: 'preview_expired',
  revoked: 'preview_revoked',
  invalid: 'preview_invalid',
} as const satisfies Record<PreviewRefusal, ErrorCode>;

/** A preview page refused: `refusal` says which of the page's messages to show. */
export class PreviewRefused extends AppError {
  constructor(readonly refusal: PreviewRefusal) {
    const code = PREVIEW_CODES[refusal];
    super(ERROR_CODES[code], code, PREVIEW_TEXTS[refusal === 'sign-in' ? 'signIn' : refusal]);
  }
}

/** What the preview page draws: the story as saved, and how the viewer came to see it. */
export interface PreviewView {
  article: Article;
  /** 'staff': signed in and allowed to see the story; 'link': through a preview link. */
  via: 'staff' | 'link';
  /** When the link used stops working (UTC, ISO 8601); null for staff. */
  linkExpiresAt: string | null;
  /** The viewer may open the story in the editor (the banner links there). */
  canEdit: boolean;
}

/**
 * Who may preview a story signed in: the same as who sees it in the admin lists
 * (`visibilityFor`): editors and admins every story, authors their own and published ones.
 */
export function mayPreview(actor: Actor, row: Pick<ArticleRow, 'authorId' | 'status'>): boolean {
  if (allows(actor, 'articles:edit-any')) return true;
  if (!actor.viewer || !allows(actor, 'articles:edit-own')) return false;
  return row.authorId === actor.viewer._id || row.status === 'published';
}

/** What the preview page's read uses (wired in server/services.ts). */
export interface PreviewQueryDeps {
  news: Pick<NewsService, 'find' | 'findRow'>;
  clock: Clock;
}

/**
 * The preview page (docs/product.md, 'Preview'): a story as readers will see it, before it is
 * out, for staff signed in or anyone with a preview link. It changes nothing; making and
 * revoking links are PreviewCommands'.
 */
export class PreviewQueries {
  constructor(
    private readonly deps: PreviewQueryDeps,
    private readonly links: Pick<PreviewLinks, 'verify'>,
  ) {}

  /** The story for its preview page, or the refusal: 401 (sign in), 403, 404, 410 (expired link). */
  async open(actor: Actor, id: string, token: string | null): Promise<PreviewView> {
    const row = await this.deps.news.findRow(id);
    if (!row) throw new NotFoundError(NOT_FOUND);
    const article = await this.deps.news.find(row.id, { includeUnpublished: true });
    if (!article) throw new NotFoundError(NOT_FOUND);
    if (actor.viewer && mayPreview(actor, row)) {
      const canEdit =
        allows(actor, 'articles:edit-any') || mayEditOwn(actor, row) || (row.liveBlog && mayWriteLive(actor, row));
      return { article, via: 'staff', linkExpiresAt: null, canEdit };
    }
    if (token) {
      const check = await this.links.verify(row.id, token, this.deps.clock.now());
      if (check.ok) return { article, via: 'link', linkExpiresAt: check.expiresAt.toISOString(), canEdit: false };
      throw new PreviewRefused(check.reason);
    }
    if (!actor.viewer) throw new PreviewRefused('sign-in');
    throw new AppError(403, 'forbidden', PREVIEW_TEXTS.notYours);
  }
}

/** An author's own draft or story in review: theirs to edit (NewsCommands' rule). */
function mayEditOwn(actor: Actor, row: Pick<ArticleRow, 'authorId' | 'status'>): boolean {
  return (
    actor.viewer !== null &&
    row.authorId === actor.viewer._id &&
    (row.status === 'draft' || row.status === 'review') &&
    allows(actor, 'articles:edit-own')
  );
}
