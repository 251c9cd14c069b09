/**
 * Upkeep of the embedded database. PostgreSQL's autovacuum reclaims dead rows and keeps the
 * planner's statistics fresh; PGlite runs no background workers, so without this its planner
 * would guess row counts forever and its files would only grow. Once a day (03:30 in
 * SCHEDULER_TZ, when a news site is quietest) the server runs `VACUUM (ANALYZE)` on PGlite,
 * and at start-up it runs `ANALYZE` when the articles table has never been analysed.
 * Statements wait while it runs (PGlite has one connection); cached pages do not.
 * The cost at 100,000 stories is in docs/decisions/007-search-and-lists-at-scale.md.
 */
import { Cron } from 'croner';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './client';

export const VACUUM_CRON = '30 3 * * *';

/** What it writes: a line per run, and failures (the server's logger fits). */
export interface MaintenanceLog {
  info(message: string): void;
  error(details: { err: unknown }, message: string): void;
}

export class DatabaseMaintenance {
  readonly #database: Database;
  readonly #logger: MaintenanceLog;
  readonly #cron: Cron | null;
  #running: Promise<void> | null = null;

  constructor(database: Database, options: { timeZone: string; logger: MaintenanceLog }) {
    this.#database = database;
    this.#logger = options.logger;
    this.#cron = database.vacuum
      ? new Cron(VACUUM_CRON, { timezone: options.timeZone, protect: true }, () => this.vacuum())
      : null;
  }

  /** When the next VACUUM is due; null on PostgreSQL (its autovacuum does the work). */
  nextRun(): Date | null {
    return this.#cron?.nextRun() ?? null;
  }

  /** Runs ANALYZE now, in the background, when the planner has no statistics for articles. */
  analyzeIfNeverAnalyzed(): void {
    if (!this.#database.vacuum) return;
    this.#track(
      (async () => {
        // reltuples is -1 for a table ANALYZE (or VACUUM) has never seen.
        const [row] = await queryRows<{ tuples: number }>(
          this.#database.db,
          sql`select reltuples::float8 as tuples from pg_class where oid = 'articles'::regclass`,
        );
        if (!row || row.tuples >= 0) return;
        const started = performance.now();
        await this.#database.db.execute(sql`analyze`);
        this.#logger.info(`database: analyzed in ${Math.round(performance.now() - started)} ms`);
      })(),
    );
  }

  /** `VACUUM (ANALYZE)` now; resolves when it is done (errors are logged, not thrown). */
  async vacuum(): Promise<void> {
    const vacuum = this.#database.vacuum;
    if (!vacuum) return;
    if (this.#running) return this.#running;
    const started = performance.now();
    await this.#track(
      vacuum().then(() =>
        this.#logger.info(`database: VACUUM (ANALYZE) took ${Math.round(performance.now() - started)} ms`),
      ),
    );
  }

  /** Stops the schedule and waits for a run in progress. */
  async stop(): Promise<void> {
    this.#cron?.stop();
    await this.#running;
  }

  #track(work: Promise<void>): Promise<void> {
    const running = work
      .catch((err: unknown) => this.#logger.error({ err }, 'database: maintenance failed'))
      .finally(() => {
        if (this.#running === running) this.#running = null;
      });
    this.#running = running;
    return running;
  }
}
