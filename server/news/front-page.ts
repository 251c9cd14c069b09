import { and, asc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { ArticleStatus } from '../../core/article';
import type { Curation, FrontPageSlot } from '../../core/front-page';
import type { Db } from '../db/client';
import { articles, frontPagePins } from '../db/schema';
import { itemColumns, toItem, type ArticleItem } from './news.mapper';
import { CachedList } from './read-model';

/** A pin as the admin screen lists it: the story may since have been unpublished (then not shown). */
export interface PinRow {
  slot: FrontPageSlot;
  position: number;
  article: ArticleItem;
  expiresAt: string | null;
}

export interface NewPin {
  articleId: string;
  expiresAt: Date | null;
}

/** A story flagged 'Breaking' and when the flag ends. */
export interface FlagRow {
  article: ArticleItem;
  until: string;
}

/**
 * The front page as editors arranged it (docs/product.md, 'Front page'): the pins of the
 * Featured slots and the breaking banner, and the stories flagged 'Breaking'. The published
 * ones are held in memory for the home page, read again after a change (the
 * `frontpage.changed` and `articles.changed` events) or after a minute.
 */
export class FrontPageService {
  readonly #db: Db;
  readonly #held: CachedList<Curation<ArticleItem>>;

  constructor(db: Db, options: { maxAgeMs?: number; now?: () => number } = {}) {
    this.#db = db;
    this.#held = new CachedList(() => this.#readCuration(), options.maxAgeMs ?? 60_000, options.now ?? Date.now);
  }

  /** The published pins and flags for the home page; expired ones are left out by `arrangeHome`. */
  curation(): Promise<Curation<ArticleItem>> {
    return this.#held.get();
  }

  /** Read again on next use. */
  forget(): void {
    this.#held.invalidate();
  }

  /** Every pin in slot order, whatever its story's status (the admin screen). */
  pins(): Promise<PinRow[]> {
    return this.#pinsIn(this.#db);
  }

  async #pinsIn(db: Pick<Db, 'select'>): Promise<PinRow[]> {
    const rows = await db
      .select({ pin: frontPagePins, article: itemColumns })
      .from(frontPagePins)
      .innerJoin(articles, eq(articles.id, frontPagePins.articleId))
      .orderBy(asc(frontPagePins.slot), asc(frontPagePins.position));
    return rows.map(({ pin, article }) => ({
      slot: pin.slot,
      position: pin.position,
      article: toItem(article),
      expiresAt: pin.expiresAt?.toISOString() ?? null,
    }));
  }

  /** The stories flagged 'Breaking' whose flag has not ended, the latest to end first. */
  async flagged(now: Date): Promise<FlagRow[]> {
    const rows = await this.#db
      .select({ article: itemColumns, until: articles.breakingUntil })
      .from(articles)
      .where(and(isNotNull(articles.breakingUntil), gt(articles.breakingUntil, now)))
      .orderBy(sql`${articles.breakingUntil} desc`)
      .limit(50);
    return rows.map((row) => ({ article: toItem(row.article), until: row.until!.toISOString() }));
  }

  /** The statuses of `ids` (absent: no such story). */
  async statuses(ids: string[]): Promise<Map<string, { status: ArticleStatus; title: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.#db
      .select({ id: articles.id, status: articles.status, title: articles.title })
      .from(articles)
      .where(inArray(articles.id, ids));
    return new Map(rows.map((r) => [r.id, { status: r.status, title: r.title }]));
  }

  /** Replaces every pin with `arrangement`, in one transaction. */
  async replace(arrangement: Record<FrontPageSlot, NewPin[]>, by: string | null, now: Date): Promise<void> {
    await this.change(() => arrangement, by, now);
  }

  /**
   * Changes the pins in one transaction: `change` is handed every pin as it stands, read under
   * the lock, and answers the whole new arrangement (or throws, and nothing changes). Two
   * editors pinning at once each see the other's pin, so neither undoes the other's.
   */
  async change(
    change: (pins: PinRow[]) => Record<FrontPageSlot, NewPin[]>,
    by: string | null,
    now: Date,
  ): Promise<void> {
    await this.#db.transaction(async (tx) => {
      // Two editors saving at once on PostgreSQL: the second waits for the first, then reads and
      // replaces its pins whole (without the lock its insert could meet the first's new rows).
      await tx.execute(sql`lock table ${frontPagePins} in share row exclusive mode`);
      const arrangement = change(await this.#pinsIn(tx));
      await tx.delete(frontPagePins);
      const rows = (Object.entries(arrangement) as [FrontPageSlot, NewPin[]][]).flatMap(([slot, pins]) =>
        pins.map((pin, position) => ({
          slot,
          position,
          articleId: pin.articleId,
          expiresAt: pin.expiresAt,
          pinnedBy: by,
          pinnedAt: now,
        })),
      );
      if (rows.length > 0) await tx.insert(frontPagePins).values(rows);
    });
  }

  /** Flags a published story 'Breaking' until `until`; false when it is not published. */
  async flag(id: string, until: Date | null): Promise<boolean> {
    const rows = await this.#db
      .update(articles)
      .set({ breakingUntil: until })
      .where(and(eq(articles.id, id), until ? eq(articles.status, 'published') : undefined))
      .returning({ id: articles.id });
    return rows.length > 0;
  }

  /**
   * Removes the pins and flags that ended by `now`, answering how many: the minute's clean-up
   * (server/news/scheduled-publisher.ts). Each is removed by exactly one caller.
   */
  async expire(now: Date): Promise<number> {
    const [pins, flags] = await Promise.all([
      this.#db
        .delete(frontPagePins)
        .where(and(isNotNull(frontPagePins.expiresAt), lte(frontPagePins.expiresAt, now)))
        .returning({ id: frontPagePins.articleId }),
      this.#db
        .update(articles)
        .set({ breakingUntil: null })
        .where(and(isNotNull(articles.breakingUntil), lte(articles.breakingUntil, now)))
        .returning({ id: articles.id }),
    ]);
    return pins.length + flags.length;
  }

  async #readCuration(): Promise<Curation<ArticleItem>> {
    const [pins, flagged] = await Promise.all([this.pins(), this.flagged(new Date(0))]);
    const published = pins.filter((pin) => pin.article.status === 'published');
    const of = (slot: FrontPageSlot) =>
      published.filter((pin) => pin.slot === slot).map(({ article, expiresAt }) => ({ article, expiresAt }));
    return {
      featured: of('featured'),
      breaking: of('breaking'),
      flagged: flagged.filter((flag) => flag.article.status === 'published'),
    };
  }
}
