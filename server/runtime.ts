import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import type { Logger } from './lib/logger';
import { seedSamplesIfEmpty } from './seed/seed';
import { createServices, type Services } from './services';

export interface Runtime {
  database: Database;
  services: Services;
  close(): Promise<void>;
}

/** Opens the database (migrating it), seeds samples on a new site, builds the services. */
export async function startRuntime(config: Config, logger: Logger): Promise<Runtime> {
  const database = config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl, logger })
    : await openDatabase({ dataDir: config.dataDir });
  logger.info(
    database.kind === 'postgres' ? 'database: PostgreSQL (DATABASE_URL)' : `database: PGlite in ${config.dataDir}`,
  );
  try {
    if (config.seedSamples) {
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
  const next = services.scheduler.nextRun();
  logger.info(
    next
      ? `news fetch: next run ${next.toISOString()} (${config.ingest.cron} in ${config.ingest.timeZone})`
      : 'news fetch: scheduler stopped (start it from /admin/scheduler)',
  );
  return {
    database,
    services,
    async close() {
      await services.scheduler.close();
      await database.close();
    },
  };
}
