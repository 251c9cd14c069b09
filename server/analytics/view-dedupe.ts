import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from '../db/client';
import type { Logger } from '../lib/logger';

/**
 * Remembers, per reading session, the last article counted, so a reload or a
 * back-and-forth does not count the same story twice in a row. A view repeats the last
 * one when it is the same article within the window since the session's previous view.
 * In memory on PGlite; in PostgreSQL behind several processes, so a reload that reaches
 * another process is still no second view (docs/architecture.md, 'Shared counters').
 */
export interface ViewDedupe {
  /** True when this view should count; records it either way. */
  shouldCount(session: string, articleId: string): Promise<boolean>;
}

export interface ViewDedupeOptions {
  /** How long after a session's last view the same article counts again. */
  windowMs?: number;
  /** Milliseconds since the epoch; tests move it by hand. */
  now?: () => number;
  /** Where a failed clean-up of old sessions is written (PostgreSQL). */
  logger?: Pick<Logger, 'error'>;
}

const DEFAULT_WINDOW_MS = 30 * 60_000;

export function createViewDedupe(database: Pick<Database, 'db' | 'kind'>, options: ViewDedupeOptions = {}): ViewDedupe {
  return database.kind === 'postgres'
    ? new PostgresViewDedupe(database.db, options)
    : new MemoryViewDedupe(options.windowMs, undefined, options.now);
}

/** In memory and bounded: the oldest sessions are forgotten first. */
export class MemoryViewDedupe implements ViewDedupe {
  private readonly last = new Map<string, { articleId: string; at: number }>();

  constructor(
    private readonly windowMs = DEFAULT_WINDOW_MS,
    private readonly maxSessions = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  async shouldCount(session: string, articleId: string): Promise<boolean> {
    const now = this.now();
    const seen = this.last.get(session);
    const repeat = seen !== undefined && seen.articleId === articleId && now - seen.at < this.windowMs;
    // Re-inserting keeps the map in least-recently-seen order.
    this.last.delete(session);
    this.last.set(session, { articleId, at: now });
    if (this.last.size > this.maxSessions) {
      const oldest = this.last.keys().next().value;
      if (oldest !== undefined) this.last.delete(oldest);
    }
    return !repeat;
  }
}

/** Old sessions are deleted once every this many views (by each process). */
const SWEEP_EVERY = 1000;

/**
 * In PostgreSQL's `view_sessions` (UNLOGGED; migration 0010). One upsert answers: its
 * update works out `counted` from the row it replaces, under the row's lock, so two
 * processes taking one session's views at once still count the article once. Sessions
 * quiet for longer than the window are deleted now and then, off the request's path.
 */
export class PostgresViewDedupe implements ViewDedupe {
  private readonly windowMs: number;
  private readonly now: () => number;
  private views = 0;

  constructor(
    private readonly db: Db,
    private readonly options: ViewDedupeOptions = {},
  ) {
    this.windowMs = options.windowMs ?? DEFAULT_WINDOW_MS;
    this.now = options.now ?? Date.now;
  }

  async shouldCount(session: string, articleId: string): Promise<boolean> {
    const now = this.now();
    const [row] = await queryRows<{ counted: boolean }>(
      this.db,
      sql`insert into view_sessions as v (session, article_id, seen_at, counted)
        values (${session}, ${articleId}, to_timestamp(${now}::float8 / 1000), true)
        on conflict (session) do update set
          article_id = excluded.article_id,
          seen_at = excluded.seen_at,
          counted = not (v.article_id = excluded.article_id
            and v.seen_at > to_timestamp(${now - this.windowMs}::float8 / 1000))
        returning counted`,
    );
    this.views += 1;
    if (this.views % SWEEP_EVERY === 0) {
      this.sweep().catch((err: unknown) => this.options.logger?.error({ err }, 'view dedupe: clean-up failed'));
    }
    if (!row) throw new Error('view session upsert returned no row');
    return row.counted;
  }

  /** Deletes the sessions quiet for longer than the window; answers how many. */
  async sweep(): Promise<number> {
    const rows = await queryRows<{ n: number }>(
      this.db,
      sql`with gone as (
          delete from view_sessions where seen_at <= to_timestamp(${this.now() - this.windowMs}::float8 / 1000)
          returning 1)
        select count(*)::int as n from gone`,
    );
    return rows[0]?.n ?? 0;
  }
}
