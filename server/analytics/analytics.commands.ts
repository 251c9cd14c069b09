import { createHash } from 'node:crypto';
import { isbot } from 'isbot';
import { z } from 'zod';
import {
  ANALYTICS_PERIODS,
  DEFAULT_PERIOD,
  parsePeriod,
  type AnalyticsOverview,
  type EngagementKind,
  type LikeState,
} from '../../core/analytics';
import type { Figure } from '../../core/figures';
import { allows, authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import { NotFoundError, RateLimitedError, ValidationError } from '../lib/errors';
import { visibilityFor } from '../news/article-access';
import type { ViewDedupe } from './view-dedupe';
import type { RateLimiter } from '../lib/rate-limit';
import { likerKey, type AnalyticsService } from './analytics.service';

const NOT_FOUND = 'News article not found';

/** The analytics page's period (GET /api/analytics?days=, the page's ?days=): 7, 30 or 90 days, 30 when absent. */
export const overviewQuery = z.object({
  days: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v, ctx) => {
      const days = parsePeriod(v === undefined || v === null ? null : String(v));
      if (days === null) {
        ctx.addIssue({ code: 'custom', message: 'must be 7, 30 or 90' });
        return z.NEVER;
      }
      return days;
    })
    .meta({
      type: 'integer',
      enum: [...ANALYTICS_PERIODS],
      default: DEFAULT_PERIOD,
      description: 'The period in days.',
    }),
});

/** Who likes: the account when signed in, else the browser's random id (the adapter's cookie). */
export interface LikeInput {
  articleId: string;
  /** The browser's liker id, already checked by the adapter; absent when it has none. */
  browserId?: string | null;
}

/** What the analytics use cases use (wired in server/services.ts). */
export interface AnalyticsCommandDeps {
  analytics: AnalyticsService;
  viewDedupe: ViewDedupe;
  limits: { engagement: RateLimiter };
}

/**
 * The analytics use cases (docs/decisions/004-use-case-layer.md, docs/product.md): the
 * figures for staff (`admin:access`), and the public counting of views, shares and likes of
 * published articles, limited per address. Counting is not a change anyone answers for:
 * it writes no audit record and emits no event (the counts are never in a cached page).
 */
export class AnalyticsCommands {
  constructor(protected readonly deps: AnalyticsCommandDeps) {}

  /**
   * The analytics page's figures over `days` (7, 30 or 90; 30 when absent); its top articles
   * only those the actor may see on any list (`visibilityFor`).
   */
  async overview(actor: Actor, input: z.input<typeof overviewQuery>): Promise<AnalyticsOverview> {
    authorize(actor, 'admin:access');
    const parsed = overviewQuery.safeParse(input);
    if (!parsed.success) throw new ValidationError('days must be 7, 30 or 90', { days: 'must be 7, 30 or 90' });
    const { days } = parsed.data;
    return this.deps.analytics.overview(days, visibilityFor(actor));
  }

  /** The dashboard's views, shares and likes with their change against the previous 30 days. */
  async dashboardFigures(actor: Actor): Promise<Record<EngagementKind, Figure>> {
    authorize(actor, 'admin:access');
    return this.deps.analytics.dashboardFigures();
  }

  /**
   * Counts a reader's view once per reading session (a reload is not a second view). Not
   * counted: crawlers, an empty user agent, and staff checking their own pages.
   */
  async view(actor: Actor, input: { articleId: string; userAgent: string }): Promise<{ counted: boolean }> {
    await this.limit(actor);
    const reader = input.userAgent !== '' && !isbot(input.userAgent) && !allows(actor, 'admin:access');
    if (!reader || !(await this.deps.viewDedupe.shouldCount(sessionKey(actor, input.userAgent), input.articleId))) {
      return { counted: false };
    }
    if (!(await this.deps.analytics.record(input.articleId, 'views'))) throw new NotFoundError(NOT_FOUND);
    return { counted: true };
  }

  /** Counts each use of a share button. */
  async share(actor: Actor, input: { articleId: string }): Promise<{ counted: true }> {
    await this.limit(actor);
    if (!(await this.deps.analytics.record(input.articleId, 'shares'))) throw new NotFoundError(NOT_FOUND);
    return { counted: true };
  }

  /** The article's likes and whether this liker likes it (not limited: a read). */
  async likeState(actor: Actor, input: LikeInput): Promise<LikeState> {
    const state = await this.deps.analytics.likeState(input.articleId, likerOf(actor, input.browserId));
    if (!state) throw new NotFoundError(NOT_FOUND);
    return state;
  }

  /** One like per account, or per browser for a reader without one (the adapter gives it an id). */
  async like(actor: Actor, input: LikeInput): Promise<LikeState> {
    await this.limit(actor);
    const liker = likerOf(actor, input.browserId);
    const state = liker ? await this.deps.analytics.like(input.articleId, liker) : null;
    if (!state) throw new NotFoundError(NOT_FOUND);
    return state;
  }

  /** Takes the like back; a browser that never liked gets the article's state as it is. */
  async unlike(actor: Actor, input: LikeInput): Promise<LikeState> {
    await this.limit(actor);
    const liker = likerOf(actor, input.browserId);
    const analytics = this.deps.analytics;
    const state = liker
      ? await analytics.unlike(input.articleId, liker)
      : await analytics.likeState(input.articleId, null);
    if (!state) throw new NotFoundError(NOT_FOUND);
    return state;
  }

  private async limit(actor: Actor): Promise<void> {
    const wait = await this.deps.limits.engagement.consume(actor.ip ?? 'system');
    if (wait > 0) throw new RateLimitedError('Too many requests. Please slow down.', wait);
  }
}

/** The liker as stored: the account, else the browser's id; null for a browser without one. */
function likerOf(actor: Actor, browserId: string | null | undefined): string | null {
  if (actor.viewer) return likerKey({ userId: actor.viewer._id });
  return browserId ? likerKey({ browserId }) : null;
}

/** A reading session without cookies: the account, else the address and browser. */
function sessionKey(actor: Actor, userAgent: string): string {
  if (actor.viewer) return `u:${actor.viewer._id}`;
  return createHash('sha256')
    .update(`${actor.ip ?? ''}|${userAgent}`)
    .digest('base64url');
}
