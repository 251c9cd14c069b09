import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../../server/config';
import type { Database } from '../../server/db/client';
import { createApp, type RenderPage } from '../../server/http';
import { createLogger, type Logger } from '../../server/lib/logger';
import { createServices, type ServiceOptions, type Services } from '../../server/services';
import { createTestDatabase } from './db';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: Database;
  services: Services;
  config: Config;
  close(): Promise<void>;
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://news.test',
    // Uploads land here; the database itself is given to the services directly.
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'newsdesk-test-data-')),
    ...env,
  });
}

/** The real Hono app on a fresh database, driven in-process with `app.request()`. */
export async function createTestApp(
  options: { env?: Record<string, string>; renderPage?: RenderPage; services?: ServiceOptions; logger?: Logger } = {},
): Promise<TestApp> {
  const config = testConfig(options.env);
  const database = await createTestDatabase();
  // Searches get 20 s instead of 2: on a loaded two-core machine a fresh database thread's first
  // statements can pass 2 s, and a statement past its limit replaces the thread, which for a test
  // database (loaded from the template dump) starts again from the empty template, so the test's
  // rows are gone and every following search is slow again. A test of the limit sets its own.
  const services = createServices(database, config, {
    ...options.services,
    search: { timeoutMs: 20_000, ...options.services?.search },
  });
  const app = createApp({
    config,
    database,
    services,
    logger: options.logger ?? createLogger('silent'),
    renderPage: options.renderPage,
  });
  const close = async () => {
    await services.cdnPurge?.close();
    await database.close();
    // The uploads folder testConfig made: a suite makes hundreds, and /tmp is shared.
    if (!options.env?.DATA_DIR) await rm(config.dataDir, { recursive: true, force: true });
  };
  return { app, database, services, config, close };
}

/**
 * `call(method, path, headers, body)`: a request to the app of `current()` (the test's app, made
 * again before each test) as a page of the site sends it: `Origin` is the site's, the body JSON,
 * and the client address (X-Forwarded-For, with TRUST_PROXY set) `ip()`'s, so a test of a limit
 * per address can give each call its own.
 */
export function apiCaller(current: () => TestApp, site: { origin: string; ip: () => string }) {
  return (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
    current().app.request(path, {
      method,
      headers: {
        origin: site.origin,
        'x-forwarded-for': site.ip(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
}
