import type { Article } from '../../core/article';
import { ERROR_CODES, type ErrorCode } from '../../core/error-codes';
import { PREVIEW_TEXTS, previewLinkInput, previewPath, type PreviewRefusal } from '../../core/preview';
import { allows, authorize } from '../auth/authorize';
import type { ArticleRow } from '../db/schema';
import type { Actor } from '../lib/actor';
import { AppError, NotFoundError } from '../lib/errors';
import { parseOr400 } from '../lib/validate';
import type { AuditLog } from '../audit/audit.service';
import type { Clock } from '../ingest/scheduler';
import type { SiteSettingsService } from '../settings/site-settings.service';
import type { NewsService } from './news.service';
import { mayWriteLive } from './article-access';
import type { PreviewLinks } from './preview-links';

const NOT_FOUND = 'News article not found';
const DAY_MS = 86_400_000;

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

export interface PreviewLink {
  url: string;
  /** UTC, ISO 8601. */
  expiresAt: string;
  days: number;
}

/**
 * Who may preview a story signed in: the same as who sees it in the admin lists
 * (`visibilityFor`): editors and admins every story, authors their own and published ones.
 */
function mayPreview(actor: Actor, row: Pick<ArticleRow, 'authorId' | 'status'>): boolean {
  if (allows(actor, 'articles:edit-any')) return true;
  if (!actor.viewer || !allows(actor, 'articles:edit-own')) return false;
  return row.authorId === actor.viewer._id || row.status === 'published';
}

/** What the preview use cases use (wired in server/services.ts). */
export interface PreviewCommandDeps {
  news: Pick<NewsService, 'find' | 'findRow'>;
  site: Pick<SiteSettingsService, 'publicConfig'>;
  audit: AuditLog;
  clock: Clock;
}

/**
 * Preview (docs/product.md, 'Preview'): a story as readers will see it, before it is out. Staff
 * open it signed in; anyone opens it with a preview link (server/news/preview-links.ts) until
 * the link expires or is revoked. Making and revoking links is audited (`article.preview-link`,
 * `article.preview-revoke`); a preview changes nothing and emits no event.
 */
export class PreviewCommands {
  constructor(
    protected readonly deps: PreviewCommandDeps,
    private readonly links: PreviewLinks,
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

  /** Makes a preview link valid 1 or 7 days (`{ days }`), for those who may preview the story. */
  async createLink(actor: Actor, id: string, input: unknown): Promise<PreviewLink> {
    const row = await this.previewable(actor, id);
    const { days } = parseOr400(previewLinkInput, input ?? {});
    const now = this.deps.clock.now();
    const expiresAt = new Date(now.getTime() + days * DAY_MS);
    const token = await this.links.sign(row.id, now, expiresAt);
    const { publicUrl } = await this.deps.site.publicConfig();
    await this.deps.audit.record(actor, {
      action: 'article.preview-link',
      target: { type: 'article', id: row.id, label: row.title },
      // Never the token itself: the audit log is no place for a key that opens the story.
      details: { days, expiresAt: expiresAt.toISOString(), status: row.status },
    });
    return { url: `${publicUrl}${previewPath(row.id, token)}`, expiresAt: expiresAt.toISOString(), days };
  }

  /** Withdraws every preview link of the story made so far. */
  async revokeLinks(actor: Actor, id: string): Promise<{ revokedAt: string }> {
    const row = await this.previewable(actor, id);
    const now = this.deps.clock.now();
    await this.links.revoke(row.id, now);
    await this.deps.audit.record(actor, {
      action: 'article.preview-revoke',
      target: { type: 'article', id: row.id, label: row.title },
    });
    return { revokedAt: now.toISOString() };
  }

  private async previewable(actor: Actor, id: string): Promise<ArticleRow> {
    authorize(actor, 'articles:edit-own');
    const row = await this.deps.news.findRow(id);
    if (!row) throw new NotFoundError(NOT_FOUND);
    if (!mayPreview(actor, row)) throw new AppError(403, 'forbidden', PREVIEW_TEXTS.notYours);
    return row;
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
