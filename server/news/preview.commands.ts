import { PREVIEW_TEXTS, previewLinkInput, previewPath } from '../../core/preview';
import { authorize } from '../auth/authorize';
import type { ArticleRow } from '../db/schema';
import type { Actor } from '../lib/actor';
import { AppError, NotFoundError } from '../lib/errors';
import { parseOr400 } from '../lib/validate';
import type { AuditLog } from '../audit/audit.service';
import type { Clock } from '../ingest/scheduler';
import type { SiteSettingsService } from '../settings/site-settings.service';
import type { NewsService } from './news.service';
import { NOT_FOUND } from './article-access';
import type { PreviewLinks } from './preview-links';
import { mayPreview } from './preview.queries';

const DAY_MS = 86_400_000;

export interface PreviewLink {
  url: string;
  /** UTC, ISO 8601. */
  expiresAt: string;
  days: number;
}

/** What the preview use cases use (wired in server/services.ts). */
export interface PreviewCommandDeps {
  news: Pick<NewsService, 'findRow'>;
  site: Pick<SiteSettingsService, 'publicConfig'>;
  audit: AuditLog;
  clock: Clock;
}

/**
 * Preview links (docs/product.md, 'Preview'): anyone opens a story's preview with one
 * (server/news/preview-links.ts; the page is PreviewQueries.open) until the link expires or is
 * revoked. Making and revoking links is audited (`article.preview-link`,
 * `article.preview-revoke`); a preview changes nothing and emits no event.
 */
export class PreviewCommands {
  constructor(
    protected readonly deps: PreviewCommandDeps,
    private readonly links: Pick<PreviewLinks, 'sign' | 'revoke'>,
  ) {}

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
