import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';
import { AuthService } from './auth/auth.service';
import { runBackfills } from './db/backfills';
import { openDatabase } from './db/client';
import type { Logger } from './lib/logger';
import { seedSamplesIfEmpty } from './seed/seed';

/**
 * WORKERS=N: one primary process that owns no port and serves nothing, and N workers
 * (node:cluster) that share the port. The long story is in README, 'Running at scale'.
 */

/** How long the primary waits, after SIGTERM, for every worker to drain before it kills them. */
export const SHUTDOWN_TIMEOUT_MS = 15_000;
/** A worker that lived less than this before dying counts as a crash in a row (longer waits). */
const CRASH_WINDOW_MS = 30_000;
const MAX_BACKOFF_MS = 30_000;

/** The wait before replacing a worker, after `crashesInARow` short-lived deaths: 1 s, 2 s, 4 s … 30 s. */
export function restartDelay(crashesInARow: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, crashesInARow));
}

/**
 * The primary's one-off work, done before any worker starts so that N workers do not all
 * do it: migrate the database (and its backfills), seed the samples on a new site, and make the setup token
 * (each worker is handed the same one; made in each, a worker would refuse the link the
 * operator was shown). Answers the token, or null once the site has an admin.
 */
export async function preparePrimary(config: Config, logger: Logger): Promise<string | null> {
  if (!config.databaseUrl) throw new Error('more than one worker needs DATABASE_URL');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, logger });
  try {
    await runBackfills(database.db, logger);
    if (config.seedSamples) {
      const inserted = await seedSamplesIfEmpty(database.db);
      if (inserted > 0) logger.info(`new site: added ${inserted} sample stories (SEED_SAMPLES=false turns this off)`);
    }
    return await new AuthService(database.db).prepareSetup(config.setupToken);
  } finally {
    await database.close();
  }
}

export interface PrimaryOptions {
  workers: number;
  /** The file each worker runs: the server's entry, not whatever started the primary (`npm start`'s build check). */
  exec: string;
  logger: Logger;
  /** Variables every worker gets on top of the primary's own environment. */
  env: Record<string, string>;
  /** Once, when every first worker is listening: the operator's lines. */
  onListening(): void;
  /** The primary ends with this code (tests pass their own; the server exits the process). */
  exit(code: number): void;
  shutdownTimeoutMs?: number;
}

/**
 * Forks the workers and looks after them: one that dies while the site is up is replaced
 * after a short wait, longer when it keeps dying; one that dies before any worker got to
 * listen ends the primary (the same fault would end each replacement). SIGTERM or SIGINT
 * passes SIGTERM to every worker, each drains (server/main.ts), and the primary exits 0
 * when all have; a second signal, or SHUTDOWN_TIMEOUT_MS, kills those left and exits 1.
 */
export function runPrimary(options: PrimaryOptions): { stop(signal: string): void } {
  const { logger } = options;
  const timeoutMs = options.shutdownTimeoutMs ?? SHUTDOWN_TIMEOUT_MS;
  const live = new Set<Worker>();
  const startedAt = new Map<Worker, number>();
  const restarts = new Set<NodeJS.Timeout>();
  let listening = 0;
  let everListened = false;
  let crashesInARow = 0;
  let stopping = false;
  let exitCode = 0;
  let forceTimer: NodeJS.Timeout | undefined;

  cluster.setupPrimary({ exec: options.exec });
  const fork = () => {
    const worker = cluster.fork(options.env);
    live.add(worker);
    startedAt.set(worker, Date.now());
  };

  const finish = (code: number) => {
    if (forceTimer) clearTimeout(forceTimer);
    for (const timer of restarts) clearTimeout(timer);
    options.exit(code);
  };

  cluster.on('listening', (worker) => {
    logger.info({ worker: worker.id, pid: worker.process.pid }, 'worker listening');
    if (everListened) return;
    listening++;
    if (listening === options.workers) {
      everListened = true;
      options.onListening();
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (stopping) {
      logger.info({ worker: worker.id, pid: worker.process.pid }, `worker stopped (${how})`);
      if (live.size === 0) {
        logger.info('every worker has stopped');
        finish(exitCode);
      }
      return;
    }
    if (!everListened) {
      logger.fatal({ worker: worker.id }, `a worker ended (${how}) before the site was up; stopping`);
      stop('start-up failure', 1);
      return;
    }
    crashesInARow = lived < CRASH_WINDOW_MS ? crashesInARow + 1 : 0;
    const delay = restartDelay(crashesInARow - 1);
    logger.error(
      { worker: worker.id, pid: worker.process.pid, restartInMs: delay },
      `worker ended unexpectedly (${how}); replacing it`,
    );
    const timer = setTimeout(() => {
      restarts.delete(timer);
      if (!stopping) fork();
    }, delay);
    restarts.add(timer);
  });

  const stop = (signal: string, code = 0) => {
    if (stopping) {
      logger.warn(`${signal} again: killing the workers`);
      for (const worker of live) worker.process.kill('SIGKILL');
      finish(1);
      return;
    }
    stopping = true;
    exitCode = code;
    for (const timer of restarts) clearTimeout(timer);
    restarts.clear();
    logger.info(`${signal}: asking ${live.size} workers to finish their requests and stop`);
    if (live.size === 0) {
      finish(code);
      return;
    }
    for (const worker of live) worker.process.kill('SIGTERM');
    forceTimer = setTimeout(() => {
      logger.warn(`workers still running after ${timeoutMs / 1000} s; killing them`);
      for (const worker of live) worker.process.kill('SIGKILL');
      finish(1);
    }, timeoutMs);
  };

  for (let i = 0; i < options.workers; i++) fork();
  return { stop: (signal: string) => stop(signal) };
}
