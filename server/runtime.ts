import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import type { RecoveryProgress } from './db/pglite-thread';
import { DatabaseMaintenance } from './db/maintenance';
import { startEventRelay, type EventRelay } from './lib/event-relay';
import type { Logger } from './lib/logger';
import { Readiness } from './lib/readiness';
import { ScheduledPublisher } from './news/scheduled-publisher';
import { MostReadClock } from './news/most-read-clock';
import { NewsletterClock } from './newsletter/newsletter-clock';
import { Clock } from './lib/clock';
import { everySecondsPattern } from './lib/periodic-job';
import { BRIEFING_TIME } from '../core/push';
import { seedSamplesIfEmpty } from './seed/seed';
import { runBackfills } from './db/backfills';
import { createServices, type Services } from './services';

export interface Runtime {
  database: Database;
  services: Services;
  /** Hears other processes' events on PostgreSQL (server/lib/event-relay.ts); null on PGlite. */
  relay: EventRelay | null;
  /** GET /api/ready's answer: call `markReady()` once listening and `drain()` on SIGTERM. */
  readiness: Readiness;
  close(): Promise<void>;
}

/** What the log says while PGlite replays the WAL of a directory that was not closed cleanly. */
export function recoveryMessage({ walBytes, replayedBytes, elapsedMs, done }: RecoveryProgress): string {
  const seconds = Math.round(elapsedMs / 1000);
  const size = `${Math.max(1, Math.round(walBytes / 1_048_576))} MB`;
  if (done) return `database: recovered after an unclean stop in ${seconds} s`;
  if (elapsedMs === 0) {
    return `database: recovering the database after an unclean stop: about ${size} of changes since the last checkpoint to replay`;
  }
  if (replayedBytes !== undefined && walBytes > 0) {
    const percent = Math.min(99, Math.floor((replayedBytes / walBytes) * 100));
    return `database: still recovering the database, ${percent} % (${seconds} s so far, about ${size} to replay)`;
  }
  return `database: still recovering the database (${seconds} s so far, about ${size} to replay)`;
}

/**
 * The site's database as `config` names it: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR
 * (taking its lock), with the statement time limit, failures written to `logger`, and migrated
 * (SQL migrations, then the backfills SQL cannot do: server/db/backfills.ts) unless `migrate` is
 * false. The server and the command-line tools (scripts/cli.ts) open it here.
 */
export async function openSiteDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'statementTimeoutMs'>,
  logger: Logger,
  options: { migrate?: boolean } = {},
): Promise<Database> {
  const { migrate = true } = options;
  const statementTimeoutMs = config.statementTimeoutMs;
  const database = await (config.databaseUrl
    ? openDatabase({ databaseUrl: config.databaseUrl, logger, migrate, statementTimeoutMs })
    : openDatabase({
        dataDir: config.dataDir,
        logger,
        migrate,
        statementTimeoutMs,
        onRestart: (reason) =>
          logger.error({ err: reason }, 'database: the PGlite thread was replaced (committed data is kept)'),
        onRecovery: (progress) => logger.warn(recoveryMessage(progress)),
      }));
  if (!migrate) return database;
  try {
    await runBackfills(database.db, logger);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * Opens the database (migrating it), seeds samples on a new site, builds the services.
 * `prepared`: a cluster's primary has migrated and seeded already (server/cluster.ts).
 */
export async function startRuntime(
  config: Config,
  logger: Logger,
  options: { prepared?: boolean } = {},
): Promise<Runtime> {
  const database = await openSiteDatabase(config, logger, { migrate: !options.prepared });
  logger.info(
    database.kind === 'postgres' ? 'database: PostgreSQL (DATABASE_URL)' : `database: PGlite in ${config.dataDir}`,
  );
  try {
    if (config.seedSamples && !options.prepared) {
      const inserted = await seedSamplesIfEmpty(database.db);
      if (inserted > 0) logger.info(`new site: added ${inserted} sample stories (SEED_SAMPLES=false turns this off)`);
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  const services = createServices(database, config, { logger });
  try {
    await services.scheduler.init();
  } catch (error) {
    await database.close();
    throw error;
  }
  let relay: EventRelay | null;
  try {
    relay = await startEventRelay(database, services, { logger });
  } catch (error) {
    await services.scheduler.close();
    await database.close();
    throw error;
  }
  const readiness = new Readiness({ ping: () => database.ping(), relay });
  const maintenance = new DatabaseMaintenance(database, { timeZone: config.ingest.timeZone, logger });
  maintenance.analyzeIfNeverAnalyzed();
  // Stories due while the server was down go out now; then a check every minute.
  const publisher = new ScheduledPublisher(services, logger, config.publishCheckSeconds);
  await publisher.start();
  const mostRead = new MostReadClock(services, logger, config.mostReadRefreshSeconds);
  mostRead.start();
  const newsletter = new NewsletterClock(services, logger);
  newsletter.start();
  // Every process drains the push queue (no lock: rows are claimed), and fires the daily briefing.
  services.pushSender.start();
  // At 07:30 in the site's zone every process fires; the first to make the day's alert of an
  // edition sends it (alerts_slot_idx), the others find it made. A day the site was down then has none.
  const briefing = new Clock(logger, {
    pattern: `0 ${BRIEFING_TIME.minute} ${BRIEFING_TIME.hour} * * *`,
    timeZone: config.push.timeZone,
    run: (actor) => services.commands.alerts.sendBriefing(actor),
    done: (n) => `push: ${n} daily briefing(s) queued`,
    failed: 'push: the daily briefing failed; tomorrow tries again',
  });
  briefing.start();
  const memberClock = new Clock(logger, {
    enabled: Boolean(services.mailer),
    pattern: '0 5 * * * *',
    run: (actor) => services.commands.members.remindRenewals(actor),
    done: (n) => `members: ${n} renewal reminder(s) sent`,
    failed: 'members: the renewal reminders failed; the next hour tries again',
  });
  memberClock.start();
  const commentClock = new Clock(logger, {
    enabled: Boolean(services.mailer),
    pattern: '0 0 7 * * *',
    timeZone: services.timeZone,
    run: (actor) => services.commands.comments.sendDigests(actor),
    done: (n) => `comments: ${n} writer summary(ies) sent`,
    failed: "comments: the writers' summaries failed; tomorrow tries again",
  });
  commentClock.start();
  // New stories in followed topics, batched into one alert a device (server/follows/follow-alerts.ts).
  // Every minute (at second 15, apart from the other minute jobs), in every process: the runs share
  // the work through their transactions' row locks.
  const followAlerts = new Clock(logger, {
    pattern: everySecondsPattern(config.push.followAlertCheckSeconds, 15),
    run: (actor) => services.commands.follows.sendAlerts(actor),
    done: (n) => `following: ${n} device(s) told of new stories`,
    failed: 'following: the alerts run failed; the next minute tries again',
  });
  followAlerts.start();
  const next = services.scheduler.nextRun();
  logger.info(
    next
      ? `news fetch: next run ${next.toISOString()} (${config.ingest.cron} in ${config.ingest.timeZone})`
      : 'news fetch: scheduler stopped (start it from /admin/scheduler)',
  );
  return {
    database,
    services,
    relay,
    readiness,
    async close() {
      readiness.drain();
      await relay?.close();
      await services.scheduler.close();
      await publisher.stop();
      await mostRead.stop();
      await newsletter.stop();
      await briefing.stop();
      // Requests in flight finish and are recorded; rows claimed but not sent go back to the queue.
      await services.pushSender.stop();
      await memberClock.stop();
      await commentClock.stop();
      await followAlerts.stop();
      await services.followAlerts.idle();
      await maintenance.stop();
      await services.cdnPurge?.close();
      await database.close();
    },
  };
}
