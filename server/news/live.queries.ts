import { LIVE_PAGE_ENTRIES, type LiveCoverage, type LiveEntry } from '../../core/live';
import type { ArticleRow } from '../db/schema';
import type { Actor } from '../lib/actor';
import { NotFoundError } from '../lib/errors';
import { liveWriter, NOT_FOUND } from './article-access';
import type { LiveService } from './live.service';
import type { NewsService } from './news.service';

/** What the live blog reads use (wired in server/services.ts). */
export interface LiveQueryDeps {
  live: Pick<LiveService, 'entries'>;
  news: Pick<NewsService, 'findRow'>;
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
    return this.coverageOf(row, options);
  }

  /** The coverage of a published live blog for its page (no permission: readers see it). */
  async coverageOf(
    row: Pick<ArticleRow, 'id' | 'liveEndedAt'>,
    options: { before?: number } = {},
  ): Promise<LiveCoverage> {
    const entries = await this.deps.live.entries(row.id, { before: options.before, limit: LIVE_PAGE_ENTRIES });
    return { entries, endedAt: row.liveEndedAt?.toISOString() ?? null };
  }
}
