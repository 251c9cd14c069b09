import './lib/production-mode';
import { serve } from '@hono/node-server';
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { ConfigError, loadConfig, loadDotEnv, type Config } from './config';
import { DataDirLockedError } from './db/lock';
import { createLogger, type Logger } from './lib/logger';
import { createApp, type RenderPage } from './http';
import { withTimedLoaders } from './http/timed-loaders';
import { startRuntime } from './runtime';
import { setupLinkNotice } from './auth/auth.service';
import { preparePrimary, runPrimary } from './cluster';

/**
 * Production entry: reads config, opens the database, serves the built site. With WORKERS=1
 * this process serves; with more it is the primary of a cluster (server/cluster.ts) and each
 * worker runs this file again and serves on the shared port. Production runs it compiled
 * (`build/node/server.js`, loaded by `build/node/main.js`: scripts/build-server.ts).
 */
async function main(): Promise<void> {
  // Compiled, errors are logged with their place in the source (build/node/*.js.map).
  process.setSourceMapsEnabled(true);
  loadDotEnv();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const root = createLogger(config.logLevel);
  // A worker's lines name it: several processes write to one log (server/cluster.ts).
  const logger = cluster.worker ? root.child({ worker: cluster.worker.id }) : root;
  const buildDir = path.resolve('build');
  const serverBuild = pagesBuild(buildDir);
  if (!existsSync(serverBuild)) {
    logger.fatal(`No build found at ${serverBuild}. Run 'npm run build' first (npm start does it for you).`);
    process.exit(1);
  }
  const clustered = config.workers > 1;
  if (clustered && cluster.isPrimary) {
    await startPrimary(config, logger);
    return;
  }
  const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  const handler = createRequestHandler(withTimedLoaders(build), config.env === 'test' ? 'production' : config.env);
  const renderPage: RenderPage = (request, context) => handler(request, context);

  const runtime = await openRuntime(config, logger, clustered);
  const app = createApp({
    config,
    logger,
    database: runtime.database,
    services: runtime.services,
    renderPage,
    staticRoot: path.join(buildDir, 'client'),
    readiness: runtime.readiness,
  });
  const setupToken = await runtime.services.auth.prepareSetup(config.setupToken);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    runtime.readiness.markReady();
    // In a cluster the primary writes the operator's lines, once for all workers.
    if (clustered) return;
    logger.info(`Newsdesk is listening on http://${info.address}:${info.port} (public URL ${config.public.publicUrl})`);
    // Plain lines for the operator, whatever the log format or level.
    process.stdout.write(`Newsdesk is running at ${config.public.publicUrl}\n`);
    if (setupToken) process.stdout.write(setupLinkNotice(config.public.publicUrl, setupToken));
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    logger.fatal(
      error.code === 'EADDRINUSE'
        ? `Port ${config.port} is already in use. Set PORT to another port.`
        : `Could not start the HTTP server: ${error.message}`,
    );
    void runtime.close().finally(() => process.exit(1));
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // GET /api/ready answers 503 from now on: a balancer sends new requests to other processes.
    runtime.readiness.drain();
    logger.info(`${signal} received: finishing open requests, then closing the database`);
    const force = setTimeout(() => {
      logger.warn('requests still open after 10 s; closing anyway');
      void runtime.close().finally(() => process.exit(0));
    }, 10_000);
    force.unref();
    server.close(() => {
      void runtime.close().finally(() => {
        logger.info('stopped cleanly');
        process.exit(0);
      });
    });
    // Keep-alive connections with no request in flight would hold close() open.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/**
 * The pages' bundle. Compiled (`build/node/server.js`, scripts/build-server.ts), the one beside this
 * file, which shares its modules; run from source (`node --import tsx server/main.ts`), React
 * Router's build, whose imports of server/ tsx loads from the same source files.
 */
function pagesBuild(buildDir: string): string {
  return import.meta.url.endsWith('.ts')
    ? path.join(buildDir, 'server', 'index.js')
    : fileURLToPath(new URL('./pages.js', import.meta.url));
}

/** The cluster's primary: the one-off work, then the workers (server/cluster.ts). */
async function startPrimary(config: Config, logger: Logger): Promise<void> {
  let setupToken: string | null;
  try {
    setupToken = await preparePrimary(config, logger);
  } catch (error) {
    logger.fatal({ err: error }, 'could not open the database');
    process.exit(1);
  }
  logger.info(`starting ${config.workers} workers on port ${config.port}`);
  const primary = runPrimary({
    workers: config.workers,
    exec: fileURLToPath(import.meta.url),
    logger,
    env: setupToken ? { SETUP_TOKEN: setupToken } : {},
    onListening() {
      logger.info(
        `Newsdesk is listening on http://${config.host}:${config.port} with ${config.workers} workers (public URL ${config.public.publicUrl})`,
      );
      process.stdout.write(`Newsdesk is running at ${config.public.publicUrl}\n`);
      if (setupToken) process.stdout.write(setupLinkNotice(config.public.publicUrl, setupToken));
    },
    exit: (code) => process.exit(code),
  });
  process.on('SIGTERM', () => primary.stop('SIGTERM'));
  process.on('SIGINT', () => primary.stop('SIGINT'));
}

async function openRuntime(config: Config, logger: Logger, prepared: boolean) {
  try {
    return await startRuntime(config, logger, { prepared });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      logger.fatal(error.message);
      process.exit(1);
    }
    logger.fatal({ err: error }, 'could not open the database');
    process.exit(1);
  }
}

await main();
