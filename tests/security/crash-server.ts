/**
 * The server tests/security/crash.test.ts kills: the production start-up of server/main.ts
 * (configuration from the environment, `startRuntime`: the database in DATA_DIR or at
 * DATABASE_URL, migrated, the services; `createApp`; Hono's Node server) without the React
 * build, which a clean clone has not made when the unit tests run. The test writes through
 * the API only, so nothing it checks goes through a page render.
 *
 * Prints `crash-server listening on <port>` once it serves (PORT=0 takes a free port).
 */
import { serve } from '@hono/node-server';
import { loadConfig } from '../../server/config';
import { createApp } from '../../server/http';
import { createLogger } from '../../server/lib/logger';
import { startRuntime } from '../../server/runtime';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const runtime = await startRuntime(config, logger);
const { database, services, readiness } = runtime;
await services.auth.prepareSetup(config.setupToken);
const app = createApp({ config, logger, database, services, readiness });
serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  readiness.markReady();
  process.stdout.write(`crash-server listening on ${info.port}\n`);
});
