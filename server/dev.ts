import { getRequestListener } from '@hono/node-server';
import { createServer } from 'node:http';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createServer as createViteServer } from 'vite';
import { loadConfig, loadDotEnv } from './config';
import { createApp } from './http';
import { withTimedLoaders } from './http/timed-loaders';
import { createLogger } from './lib/logger';
import { startRuntime } from './runtime';
import { setupLinkNotice } from './auth/auth.service';

/** Development: Vite middleware (hot reload) in front of the same Hono app. */
loadDotEnv();
const config = loadConfig({ NODE_ENV: 'development', ...process.env });
const logger = createLogger(config.logLevel);
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });
const runtime = await startRuntime(config, logger);
const handler = createRequestHandler(
  async () => withTimedLoaders((await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild),
  'development',
);
const app = createApp({
  config,
  logger,
  database: runtime.database,
  services: runtime.services,
  readiness: runtime.readiness,
  renderPage: (request, context) => handler(request, context),
});
// As in production (main.ts): a site with no admin is claimed only through a one-time link.
const setupToken = await runtime.services.auth.prepareSetup(config.setupToken);
const listener = getRequestListener(app.fetch);
const server = createServer((req, res) => {
  vite.middlewares(req, res, () => void listener(req, res));
});
server.listen(config.port, config.host, () => {
  runtime.readiness.markReady();
  logger.info(`Newsdesk (development) on http://${config.host}:${config.port}`);
  if (setupToken) process.stdout.write(setupLinkNotice(config.public.publicUrl, setupToken));
});
const stop = () => {
  server.close();
  void vite.close();
  void runtime.close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
