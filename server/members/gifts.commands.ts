import { z } from 'zod';
import { meterMonth, storyLock, type GiftLink } from '../../core/access';
import { articlePath } from '../../core/article';
import type { AuditLog } from '../audit/audit.service';
import { authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import { AppError, NotFoundError } from '../lib/errors';
import { parseOr400 } from '../lib/validate';
import type { NewsService } from '../news/news.service';
import type { SiteSettingsService } from '../settings/site-settings.service';
import type { AccessGate } from './access-gate';
import { giftUrl, type GiftStore } from './gifts.service';

/** What the gift links' use cases use (wired in server/services.ts). */
export interface GiftCommandDeps {
  gifts: GiftStore;
  access: Pick<AccessGate, 'tiersOf'>;
  news: Pick<NewsService, 'find'>;
  site: Pick<SiteSettingsService, 'publicConfig'>;
  audit: AuditLog;
  clock: { now(): Date };
  timeZone: string;
}

export const giftInputSchema = z.object({ article: z.uuid('must be an article id') });

/** Said to a reader without a paid membership. */
export const GIFTS_FOR_MEMBERS = 'Gift links are for members: become one to send stories to friends.';

/** A member's gift links and what is left of the month's allowance. */
export interface GiftLinks {
  links: GiftLink[];
  /** Links the member may still send this month. */
  left: number;
  allowance: number;
}

/**
 * Gift links (docs/product.md, 'Gift links'): a paying member sends a locked story as a link that
 * opens it in full for anyone, a few a month; the link lasts 14 days or 50 openings.
 */
export class GiftCommands {
  constructor(private readonly deps: GiftCommandDeps) {}

  /** A new link for a locked story (409 for a story anyone may read), within the month's allowance. */
  async create(actor: Actor, input: unknown): Promise<{ link: GiftLink; left: number }> {
    const viewer = authorize(actor, 'profile:edit');
    const { article: articleId } = parseOr400(giftInputSchema, input);
    if ((await this.deps.access.tiersOf(viewer._id)).length === 0) {
      throw new AppError(403, 'forbidden', GIFTS_FOR_MEMBERS);
    }
    const article = await this.deps.news.find(articleId);
    if (!article) throw new NotFoundError('News article not found');
    const { paywall, publicUrl } = await this.deps.site.publicConfig();
    if (!storyLock(article, paywall)) {
      throw new AppError(409, 'conflict', 'Anyone may read this story: share its address instead.');
    }
    const now = this.deps.clock.now();
    const made = await this.deps.gifts.madeIn(viewer._id, meterMonth(now, this.deps.timeZone), this.deps.timeZone);
    if (made >= paywall.giftLinksPerMonth) {
      throw new AppError(
        409,
        'conflict',
        `You have sent your ${paywall.giftLinksPerMonth} gift links this month. More next month.`,
      );
    }
    const { id, token, expiresAt } = await this.deps.gifts.create(viewer._id, article._id, now);
    await this.deps.audit.record(actor, {
      action: 'gift.create',
      target: { type: 'article', id: article._id, label: article.title },
    });
    return {
      link: {
        _id: id,
        url: giftUrl(publicUrl, article.slug, token),
        story: { title: article.title, path: articlePath(article) },
        opens: 0,
        createdAt: now.toISOString(),
        expiresAt: expiresAt.toISOString(),
        open: true,
      },
      left: paywall.giftLinksPerMonth - made - 1,
    };
  }
}

/** A member's own gift links. */
export class GiftQueries {
  constructor(private readonly deps: GiftCommandDeps) {}

  async mine(actor: Actor): Promise<GiftLinks> {
    const viewer = authorize(actor, 'profile:edit');
    const now = this.deps.clock.now();
    const { paywall, publicUrl } = await this.deps.site.publicConfig();
    const [links, made] = await Promise.all([
      this.deps.gifts.listFor(viewer._id, publicUrl, now),
      this.deps.gifts.madeIn(viewer._id, meterMonth(now, this.deps.timeZone), this.deps.timeZone),
    ]);
    return { links, left: Math.max(0, paywall.giftLinksPerMonth - made), allowance: paywall.giftLinksPerMonth };
  }
}
