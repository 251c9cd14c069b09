import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import * as schema from './schema';
import type { Logger } from '../lib/logger';
import { timeQueries } from '../lib/request-timing';
import { lockDataDir, type DirLock } from './lock';
import { LOCK_KEYS } from './locks';
import { PGliteThread, type RecoveryProgress } from './pglite-thread';
import { projectPath } from '../lib/project-root';

export { PGLITE_EXTENSIONS } from './pglite-extensions';

export type Schema = typeof schema;
/** The query builder both drivers share. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Answers when the database does; throws otherwise. */
  ping(): Promise<void>;
  /**
   * Runs `fn` unless another holder has `key`: across processes on PostgreSQL
   * (a session advisory lock on one pooled connection), within this process on
   * PGlite (only one process may open its directory). `ran` is false when taken.
   */
  exclusive<T>(key: number, fn: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
  /**
   * PostgreSQL only: a new, unconnected client outside the pool, for a session that must
   * outlive any query (LISTEN, server/lib/event-relay.ts). The caller connects and ends it.
   */
  sessionClient?(): pg.Client;
  /**
   * PGlite only, which has no autovacuum: `VACUUM (ANALYZE)`, reclaiming dead rows and
   * refreshing the planner's statistics, without a time limit (server/db/maintenance.ts).
   */
  vacuum?(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = projectPath('server', 'db', 'migrations');
/** Serialises migrations when several processes start against one PostgreSQL. */
const MIGRATION_LOCK_ID = LOCK_KEYS.migrations;

export type OpenOptions =
  | {
      databaseUrl: string;
      migrate?: boolean;
      /** Where an idle pooled connection's failure is written (the server's logger), and each statement at `trace`. */
      logger?: DatabaseLogger;
      /** Milliseconds a statement may run on the pool's connections (0: no limit). */
      statementTimeoutMs?: number;
    }
  | {
      /** PGlite in this directory, in a worker thread (server/db/pglite-thread.ts). */
      dataDir: string;
      migrate?: boolean;
      /** Where each statement is written at `trace`. */
      logger?: DatabaseLogger;
      /** Milliseconds a statement may run (0: no limit); past it the thread stops it. */
      statementTimeoutMs?: number;
      /** Told when the database thread is replaced (a statement ran too long, or it died). */
      onRestart?: (reason: Error) => void;
      /** Told while a start replays the WAL of a directory that was not closed cleanly. */
      onRecovery?: (progress: RecoveryProgress) => void;
    }
  | { pglite: PGlite | PGliteThread; migrate?: boolean };

type DatabaseLogger = Pick<Logger, 'error' | 'info' | 'trace' | 'isLevelEnabled'>;

/** The migrations of server/db/migrations, in order (drizzle-kit's journal). */
function journal(): string[] {
  const file = path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: { tag: string }[] }).entries.map((e) => e.tag);
}

/**
 * Migrates with `migrate`, and when a database that had some migrations gets new ones, says
 * which, then how long they took: one may rewrite every story, minutes on a large site, and
 * a start that says nothing meanwhile looks hung.
 */
async function migrateSaying(
  applied: () => Promise<number>,
  migrate: () => Promise<void>,
  logger: DatabaseLogger | undefined,
): Promise<void> {
  const done = logger ? await applied() : 0;
  const pending = journal().slice(done);
  if (done === 0 || pending.length === 0) return migrate();
  logger?.info(
    `database: applying ${pending.length} new migration${pending.length === 1 ? '' : 's'} (${pending.join(', ')})`,
  );
  const started = performance.now();
  await migrate();
  logger?.info(`database: migrated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** How many migrations drizzle has recorded in the database `query` asks (0 in a new one). */
async function appliedMigrations(query: (sql: string) => Promise<{ rows: unknown[] }>): Promise<number> {
  const [table] = (await query("select to_regclass('drizzle.__drizzle_migrations') is not null as present")).rows as {
    present: boolean;
  }[];
  if (!table?.present) return 0;
  const [row] = (await query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows as { n: number }[];
  return Number(row?.n ?? 0);
}

/**
 * With LOG_LEVEL=trace, every statement the code sends through Drizzle, with the number of its
 * parameters but not their values (a password's hash, a token): what a page or a start-up asks of
 * the database. Off (nothing called per statement) at any other level.
 */
function statementLog(logger: DatabaseLogger | undefined) {
  if (!logger?.isLevelEnabled('trace')) return undefined;
  return {
    logQuery(query: string, params: unknown[]) {
      logger.trace({ sql: query, params: params.length }, 'database: statement');
    },
  };
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const shouldMigrate = options.migrate ?? true;
  if ('databaseUrl' in options) {
    if (shouldMigrate) await migratePostgres(options.databaseUrl, options.logger);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    });
    // An idle client that loses its connection must not take the process down; the pool
    // drops it and opens a new one on the next query. Logged, so an outage is seen.
    const logger = options.logger;
    pool.on('error', (err) => logger?.error({ err }, 'database: an idle connection failed'));
    // Each query's time counts towards its page's Server-Timing `db` (server/lib/request-timing.ts).
    timeQueries(pool);
    const db = drizzleNodePg(pool, { schema, logger: statementLog(logger) }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async ping() {
        await pool.query('select 1');
      },
      async exclusive(key, fn) {
        const client = await pool.connect();
        let locked = false;
        try {
          const result = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [key]);
          locked = result.rows[0]?.ok === true;
          if (!locked) return { ran: false };
          return { ran: true, value: await fn() };
        } finally {
          if (locked) await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
          client.release();
        }
      },
      sessionClient() {
        return new pg.Client({ connectionString: options.databaseUrl });
      },
      async close() {
        await pool.end();
      },
    };
  }

  let lock: DirLock | undefined;
  let client: PGlite | PGliteThread;
  if ('dataDir' in options) {
    lock = lockDataDir(options.dataDir);
    try {
      client = await PGliteThread.create({
        dataDir: path.join(options.dataDir, 'pgdata'),
        statementTimeoutMs: options.statementTimeoutMs,
        onRestart: options.onRestart,
        onRecovery: options.onRecovery,
      });
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    client = options.pglite;
  }
  timeQueries(client);
  // Drizzle's PGlite driver calls query/exec/transaction, which the thread offers alike.
  const pglite = client as PGlite;
  const db = drizzlePglite(pglite, {
    schema,
    logger: statementLog('dataDir' in options ? options.logger : undefined),
  }) as unknown as Db;
  try {
    if (shouldMigrate) {
      // A migration may build an index over every row: no statement time limit meanwhile.
      await client.exec('set statement_timeout = 0');
      await migrateSaying(
        () => appliedMigrations((statement) => client.query(statement)),
        () => migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
        'dataDir' in options ? options.logger : undefined,
      );
      await client.exec('reset statement_timeout');
    }
  } catch (error) {
    await client.close();
    lock?.release();
    throw error;
  }
  const held = new Set<number>();
  return {
    db,
    kind: 'pglite',
    async ping() {
      // The thread answers at once while a statement runs (its time limit bounds it).
      if (client instanceof PGliteThread) await client.ping();
      else await client.query('select 1');
    },
    async vacuum() {
      if (client instanceof PGliteThread) await client.unbounded('vacuum (analyze)');
      else await client.exec('vacuum (analyze)');
    },
    async exclusive(key, fn) {
      if (held.has(key)) return { ran: false };
      held.add(key);
      try {
        return { ran: true, value: await fn() };
      } finally {
        held.delete(key);
      }
    },
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function migratePostgres(databaseUrl: string, logger: DatabaseLogger | undefined): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // drizzle-kit's journal table prints a NOTICE when it exists already; keep it quiet.
    client.on('notice', () => {});
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateSaying(
      () => appliedMigrations((statement) => client.query(statement)),
      () => migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
      logger,
    );
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
}

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
