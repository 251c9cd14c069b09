import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { topTags, TRENDING_TAGS_LIMIT, type TrendingTag } from '../../core/navigation';
import type { Db } from '../db/client';
import { articles } from '../db/schema';
import type { DomainEvents } from '../lib/events';
import { inEdition, publicationDate } from './article-filters';
import { DEFAULT_EDITION, type Edition } from '../../core/editions';
import { CachedList } from './read-model';

const DAY_MS = 86_400_000;
/** The newest stories of the day whose tags are counted: bounds the read on a very busy day. */
const STORIES_READ = 1000;

/**
 * The sidebar's Trending Topics (docs/product.md, 'Sidebar'): the tags most used by the stories
 * published in the last 24 hours, read at most once a minute (or after a change readers see),
 * never per request. The pages that show them carry the `latest` cache tag, which every published
 * change drops, and a kept page expires within 10 minutes as stories leave the 24 hours.
 */
export class TrendingTags {
  readonly #list: CachedList<TrendingTag[]>;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    maxAgeMs = 60_000,
    private readonly edition: Edition = DEFAULT_EDITION,
  ) {
    this.#list = new CachedList(
      () => this.read(),
      maxAgeMs,
      () => this.now().getTime(),
    );
  }

  /** The top tags (at most TRENDING_TAGS_LIMIT); empty when no story of the last 24 hours has one. */
  get(): Promise<TrendingTag[]> {
    return this.#list.get();
  }

  articlesChanged(event: DomainEvents['articles.changed']): void {
    if (event.public) this.#list.invalidate();
  }

  reset(): void {
    this.#list.invalidate();
  }

  private async read(): Promise<TrendingTag[]> {
    const since = new Date(this.now().getTime() - DAY_MS);
    const rows = await this.db
      .select({ tags: articles.tags })
      .from(articles)
      .where(
        and(
          eq(articles.status, 'published'),
          inEdition(this.edition),
          gte(publicationDate, sql`${since.toISOString()}::timestamptz`),
        ),
      )
      .orderBy(desc(publicationDate))
      .limit(STORIES_READ);
    return topTags(
      rows.map((r) => r.tags),
      TRENDING_TAGS_LIMIT,
    );
  }
}
