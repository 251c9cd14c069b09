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
import { authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import { NotFoundError, ValidationError } from '../lib/errors';
import { visibilityFor } from '../news/article-access';
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

/** The liker as stored: the account, else the browser's id; null for a browser without one. */
export function likerOf(actor: Actor, browserId: string | null | undefined): string | null {
  if (actor.viewer) return likerKey({ userId: actor.viewer._id });
  return browserId ? likerKey({ browserId }) : null;
}

/** What the analytics reads use (wired in server/services.ts). */
export interface AnalyticsQueryDeps {
  analytics: Pick<AnalyticsService, 'overview' | 'dashboardFigures' | 'likeState'>;
}

/**
 * The analytics reads (docs/product.md): the figures for staff (`admin:access`), and a story's
 * likes for anyone. Counting views, shares and likes is AnalyticsCommands'.
 */
export class AnalyticsQueries {
  constructor(private readonly deps: AnalyticsQueryDeps) {}

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

  /** The article's likes and whether this liker likes it (not limited: a read). */
  async likeState(actor: Actor, input: LikeInput): Promise<LikeState> {
    const state = await this.deps.analytics.likeState(input.articleId, likerOf(actor, input.browserId));
    if (!state) throw new NotFoundError(NOT_FOUND);
    return state;
  }
}
