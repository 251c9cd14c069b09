import { LIVE_PAGE_ENTRIES, type LiveCoverage, type LiveEntry } from '../../core/live';
import type { ArticleRow } from '../db/schema';
import type { Actor } from '../lib/actor';
import { AppError, NotFoundError } from '../lib/errors';
import { decideAccess, NO_METER, storyLock, type PaywallSettings } from '../../core/access';
import type { AccessGate } from '../members/access-gate';
import { liveWriter, NOT_FOUND } from './article-access';
import type { LiveService } from './live.service';
import type { NewsService } from './news.service';

/** What the live blog reads use (wired in server/services.ts). */
export interface LiveQueryDeps {
  live: Pick<LiveService, 'entries'>;
  news: Pick<NewsService, 'findRow'>;
  /** A locked live blog's entries are for readers with access (docs/product.md, 'Access and the paywall'). */
  paywall: () => Promise<Pick<PaywallSettings, 'defaultAccess' | 'categoryAccess'>>;
  access: Pick<AccessGate, 'readerOf'>;
}

/**
 * A live blog's entries (docs/product.md, 'Live blogs'): a published one's for anybody, another's
 * for those who may write in it. Writing, ending and reopening are LiveCommands'.
 */
export class LiveQueries {
  constructor(private readonly deps: LiveQueryDeps) {}

  /** Entries newest first: the newest `limit`, or those after `after` (a page's poll), or before `before`. */
  entries(articleId: string, options: { after?: number; before?: number; limit: number }): Promise<LiveEntry[]> {
    return this.deps.live.entries(articleId, options);
  }

  /**
   * The coverage as the API shows it: a published live blog's to anybody, another's to those who
   * may write in it. `before`: older entries than that id (the page's 'Older updates').
   */
  async coverage(actor: Actor, id: string, options: { before?: number } = {}): Promise<LiveCoverage> {
    const row = await this.deps.news.findRow(id);
    if (!row || !row.liveBlog) throw new NotFoundError(NOT_FOUND);
    if (row.status !== 'published') liveWriter(actor, row);
    const lock = storyLock(row, await this.deps.paywall());
    if (lock) {
      const reader = await this.deps.access.readerOf(actor.viewer);
      if (!decideAccess(lock, reader, NO_METER).full) {
        throw new AppError(403, 'forbidden', 'This live blog is for readers with access: sign in, or become a member.');
      }
    }
    return this.coverageOf(row, options);
  }

  /** The coverage of a published live blog for its page (no permission: readers see it). */
  coverageOf(row: Pick<ArticleRow, 'id' | 'liveEndedAt'>, options: { before?: number } = {}): Promise<LiveCoverage> {
    return coverageOf(this.deps.live, row, options);
  }
}

/** A live blog's newest entries (or those before `before`) and when its coverage ended. */
export async function coverageOf(
  live: Pick<LiveService, 'entries'>,
  row: Pick<ArticleRow, 'id' | 'liveEndedAt'>,
  options: { before?: number } = {},
): Promise<LiveCoverage> {
  const entries = await live.entries(row.id, { before: options.before, limit: LIVE_PAGE_ENTRIES });
  return { entries, endedAt: row.liveEndedAt?.toISOString() ?? null };
}
