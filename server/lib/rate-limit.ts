import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Db } from '../db/client';
import type { Logger } from './logger';

/**
 * Counts events per key in a fixed window: at most `limit` in each `windowMs`, the window
 * starting at the key's first event. Every call is a promise: behind several processes the
 * count lives in PostgreSQL, so a limit holds whichever process a request reaches
 * (docs/architecture.md, 'Shared counters').
 */
export interface RateLimiter {
  /** Names the limit where the counts are shared (`sign-in-ip`, `contact`, …). */
  readonly bucket: string;
  readonly limit: number;
  readonly windowMs: number;
  /** Seconds to wait when the key is at its limit; 0 when it may go on. Counts nothing. */
  retryAfter(key: string): Promise<number>;
  /** Events counted for the key in its current window. */
  count(key: string): Promise<number>;
  /** Counts one event. */
  hit(key: string): Promise<void>;
  /**
   * Checks, then counts when allowed: answers the seconds to wait, or 0. A refused call
   * leaves the count one past the limit (so one atomic statement can tell the two apart).
   */
  consume(key: string): Promise<number>;
  /** Forgets the key's window. */
  reset(key: string): Promise<void>;
}

/** One limiter and one of its keys, for the calls that handle several at once. */
export type LimitKey = readonly [RateLimiter, string];

export interface LimitState {
  count: number;
  /** As `RateLimiter.retryAfter`. */
  retryAfter: number;
}

/**
 * Makes limiters that share one place for their counts, and answers for several
 * (limiter, key) pairs in one round trip: a sign-in checks three limits and counts a
 * failure in three.
 */
export interface RateLimitStore {
  limiter(bucket: string, limit: number, windowMs: number): RateLimiter;
  /** Each pair's count and wait, in the order given. */
  check(pairs: readonly LimitKey[]): Promise<LimitState[]>;
  /** Counts one event for each distinct pair. */
  hitAll(pairs: readonly LimitKey[]): Promise<void>;
  /** Forgets each pair's window. */
  resetAll(pairs: readonly LimitKey[]): Promise<void>;
}

export interface RateLimitOptions {
  /** Milliseconds since the epoch; tests move it by hand. */
  now?: () => number;
  /** Where a failed clean-up of expired windows is written. */
  logger?: Pick<Logger, 'error'>;
}

/** Counts in memory on PGlite (one process may open it), in PostgreSQL otherwise. */
export function createRateLimitStore(
  database: Pick<Database, 'db' | 'kind'>,
  options: RateLimitOptions = {},
): RateLimitStore {
  return database.kind === 'postgres'
    ? new PostgresRateLimitStore(database.db, options)
    : new MemoryRateLimitStore(options.now);
}

function secondsUntil(resetAt: number, now: number): number {
  return Math.max(1, Math.ceil((resetAt - now) / 1000));
}

function stateOf(limiter: RateLimiter, entry: { count: number; resetAt: number } | undefined, now: number): LimitState {
  if (!entry || entry.resetAt <= now) return { count: 0, retryAfter: 0 };
  return {
    count: entry.count,
    retryAfter: entry.count >= limiter.limit ? secondsUntil(entry.resetAt, now) : 0,
  };
}

/** The counts in this process's memory: enough for one process. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly bucket: string,
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** As `retryAfter` and `count` together, without waiting. */
  state(key: string): LimitState {
    return stateOf(this, this.hits.get(key), this.now());
  }

  async retryAfter(key: string): Promise<number> {
    return this.state(key).retryAfter;
  }

  async count(key: string): Promise<number> {
    return this.state(key).count;
  }

  async hit(key: string): Promise<void> {
    this.add(key, Number.MAX_SAFE_INTEGER);
  }

  async consume(key: string): Promise<number> {
    const { count, resetAt } = this.add(key, this.limit + 1);
    return count > this.limit ? secondsUntil(resetAt, this.now()) : 0;
  }

  async reset(key: string): Promise<void> {
    this.forget(key);
  }

  /** Counts one event, the count going no higher than `cap`. */
  add(key: string, cap: number): { count: number; resetAt: number } {
    const now = this.now();
    this.sweep(now);
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 1, resetAt: now + this.windowMs };
      this.hits.set(key, entry);
    } else {
      entry.count = Math.min(entry.count + 1, cap);
    }
    return entry;
  }

  forget(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number): void {
    if (this.hits.size < 10_000) return;
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

export class MemoryRateLimitStore implements RateLimitStore {
  constructor(private readonly now: () => number = Date.now) {}

  limiter(bucket: string, limit: number, windowMs: number): MemoryRateLimiter {
    return new MemoryRateLimiter(bucket, limit, windowMs, this.now);
  }

  async check(pairs: readonly LimitKey[]): Promise<LimitState[]> {
    return pairs.map(([limiter, key]) => own(limiter).state(key));
  }

  async hitAll(pairs: readonly LimitKey[]): Promise<void> {
    for (const [limiter, key] of distinctSorted(pairs)) own(limiter).add(key, Number.MAX_SAFE_INTEGER);
  }

  async resetAll(pairs: readonly LimitKey[]): Promise<void> {
    for (const [limiter, key] of pairs) own(limiter).forget(key);
  }
}

function own(limiter: RateLimiter): MemoryRateLimiter {
  if (!(limiter instanceof MemoryRateLimiter)) throw new Error(`limiter ${limiter.bucket} is not kept in memory`);
  return limiter;
}

/** Expired windows are deleted once every this many writes (by each process). */
const SWEEP_EVERY = 1000;

/** A time in milliseconds as a timestamptz parameter. */
function at(ms: number): SQL {
  return sql`to_timestamp(${ms}::float8 / 1000)`;
}

/** `(bucket, key), …` for a row-wise IN list; every value a parameter. */
function pairList(pairs: readonly LimitKey[]): SQL {
  return sql.join(
    pairs.map(([limiter, key]) => sql`(${limiter.bucket}, ${key})`),
    sql`, `,
  );
}

/** Each (bucket, key) once, in one order: every multi-row upsert then locks rows in the same order. */
function distinctSorted(pairs: readonly LimitKey[]): LimitKey[] {
  const byId = new Map<string, LimitKey>();
  for (const pair of pairs) byId.set(`${pair[0].bucket}\n${pair[1]}`, pair);
  return [...byId.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, pair]) => pair);
}

interface CountRow {
  bucket: string;
  key: string;
  count: number;
  reset_ms: number;
}

/**
 * The counts in PostgreSQL's `rate_limits` (UNLOGGED; migration 0010), shared by every
 * process on the database. Each call is one statement; `consume` and `hit` are upserts that
 * restart an expired window, so two processes counting at once never lose an event.
 * Windows are timed by this process's clock (the processes share a machine or NTP).
 */
export class PostgresRateLimitStore implements RateLimitStore {
  private readonly now: () => number;
  private writes = 0;

  constructor(
    private readonly db: Db,
    private readonly options: RateLimitOptions = {},
  ) {
    this.now = options.now ?? Date.now;
  }

  limiter(bucket: string, limit: number, windowMs: number): RateLimiter {
    return new PostgresRateLimiter(this, bucket, limit, windowMs);
  }

  async check(pairs: readonly LimitKey[]): Promise<LimitState[]> {
    if (pairs.length === 0) return [];
    const now = this.now();
    const rows = await queryRows<CountRow>(
      this.db,
      sql`select bucket, key, count, extract(epoch from reset_at)::float8 * 1000 as reset_ms
        from rate_limits where (bucket, key) in (${pairList(pairs)}) and reset_at > ${at(now)}`,
    );
    const found = new Map(rows.map((row) => [`${row.bucket}\n${row.key}`, row]));
    return pairs.map(([limiter, key]) => {
      const row = found.get(`${limiter.bucket}\n${key}`);
      return stateOf(limiter, row && { count: Number(row.count), resetAt: Math.round(Number(row.reset_ms)) }, now);
    });
  }

  async hitAll(pairs: readonly LimitKey[]): Promise<void> {
    if (pairs.length === 0) return;
    const now = this.now();
    const values = sql.join(
      distinctSorted(pairs).map(([limiter, key]) => sql`(${limiter.bucket}, ${key}, 1, ${at(now + limiter.windowMs)})`),
      sql`, `,
    );
    await this.db.execute(sql`insert into rate_limits as r (bucket, key, count, reset_at) values ${values}
      on conflict (bucket, key) do update set
        count = case when r.reset_at <= ${at(now)} then 1 else r.count + 1 end,
        reset_at = case when r.reset_at <= ${at(now)} then excluded.reset_at else r.reset_at end`);
    this.wrote();
  }

  /** Counts the event unless the key is at its limit: one upsert that answers the count and window. */
  async consume(limiter: RateLimiter, key: string): Promise<number> {
    const now = this.now();
    const [row] = await queryRows<Pick<CountRow, 'count' | 'reset_ms'>>(
      this.db,
      sql`insert into rate_limits as r (bucket, key, count, reset_at)
        values (${limiter.bucket}, ${key}, 1, ${at(now + limiter.windowMs)})
        on conflict (bucket, key) do update set
          count = case when r.reset_at <= ${at(now)} then 1
            else least(r.count + 1, ${limiter.limit}::bigint + 1) end,
          reset_at = case when r.reset_at <= ${at(now)} then excluded.reset_at else r.reset_at end
        returning count, extract(epoch from reset_at)::float8 * 1000 as reset_ms`,
    );
    this.wrote();
    if (!row) throw new Error('rate limit upsert returned no row');
    return Number(row.count) > limiter.limit ? secondsUntil(Math.round(Number(row.reset_ms)), now) : 0;
  }

  async resetAll(pairs: readonly LimitKey[]): Promise<void> {
    if (pairs.length === 0) return;
    await this.db.execute(sql`delete from rate_limits where (bucket, key) in (${pairList(pairs)})`);
  }

  /** Now and then, off the request's path, the expired windows go. */
  private wrote(): void {
    this.writes += 1;
    if (this.writes % SWEEP_EVERY !== 0) return;
    this.sweep().catch((err: unknown) => this.options.logger?.error({ err }, 'rate limits: clean-up failed'));
  }

  /** Deletes every expired window; answers how many. */
  async sweep(): Promise<number> {
    const rows = await queryRows<{ n: number }>(
      this.db,
      sql`with gone as (delete from rate_limits where reset_at <= ${at(this.now())} returning 1)
        select count(*)::int as n from gone`,
    );
    return rows[0]?.n ?? 0;
  }
}

/** One limit in PostgreSQL; its calls go through the store. */
export class PostgresRateLimiter implements RateLimiter {
  constructor(
    private readonly store: PostgresRateLimitStore,
    readonly bucket: string,
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  async retryAfter(key: string): Promise<number> {
    const [state] = await this.store.check([[this, key]]);
    return state?.retryAfter ?? 0;
  }

  async count(key: string): Promise<number> {
    const [state] = await this.store.check([[this, key]]);
    return state?.count ?? 0;
  }

  hit(key: string): Promise<void> {
    return this.store.hitAll([[this, key]]);
  }

  consume(key: string): Promise<number> {
    return this.store.consume(this, key);
  }

  reset(key: string): Promise<void> {
    return this.store.resetAll([[this, key]]);
  }
}
