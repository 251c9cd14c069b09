import { createHash } from 'node:crypto';
import { isbot } from 'isbot';
import type { LikeState } from '../../core/analytics';
import { allows } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import { NotFoundError, RateLimitedError } from '../lib/errors';
import type { ViewDedupe } from './view-dedupe';
import type { RateLimiter } from '../lib/rate-limit';
import type { AnalyticsService } from './analytics.service';
import { likerOf, type LikeInput } from './analytics.queries';

const NOT_FOUND = 'News article not found';

/** What the analytics use cases use (wired in server/services.ts). */
export interface AnalyticsCommandDeps {
  analytics: AnalyticsService;
  viewDedupe: ViewDedupe;
  limits: { engagement: RateLimiter };
}

/**
 * The analytics use cases (docs/decisions/004-use-case-layer.md, docs/product.md): the public
 * counting of views, shares and likes of published articles, limited per address (the figures
 * and a story's likes are AnalyticsQueries'). Counting is not a change anyone answers for:
 * it writes no audit record and emits no event (the counts are never in a cached page).
 */
export class AnalyticsCommands {
  constructor(protected readonly deps: AnalyticsCommandDeps) {}

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

/** A reading session without cookies: the account, else the address and browser. */
function sessionKey(actor: Actor, userAgent: string): string {
  if (actor.viewer) return `u:${actor.viewer._id}`;
  return createHash('sha256')
    .update(`${actor.ip ?? ''}|${userAgent}`)
    .digest('base64url');
}
