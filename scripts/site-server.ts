/**
 * The built site served in this process for the checks that read real pages
 * (`scripts/budgets.ts`, `scripts/audit.ts`): the production server build behind the
 * Hono app, on a fresh PGlite seeded with the sample stories plus one real (non-sample,
 * indexable) article, on a free loopback port. Like `scripts/bench.ts`.
 */
import '../server/lib/production-mode';
import { serve } from '@hono/node-server';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { articles } from '../server/db/schema';
import { createApp } from '../server/http';
import { withTimedLoaders } from '../server/http/timed-loaders';
import { createLogger } from '../server/lib/logger';
import { seedSamplesIfEmpty } from '../server/seed/seed';
import { createServices } from '../server/services';
import { freePort } from './free-port';

export interface ServedSite {
  /** `http://127.0.0.1:<port>`, also the site's PUBLIC_URL (canonical links point here). */
  origin: string;
  /** Path of the real article: published, not a sample, so crawlers may index it. */
  articlePath: string;
  close(): Promise<void>;
}

export const REAL_ARTICLE_SLUG = 'city-council-approves-new-cycle-lanes';

/** Three paragraphs and a picture: an ordinary news story, unlike the noindex samples. */
const REAL_ARTICLE = {
  slug: REAL_ARTICLE_SLUG,
  title: 'City council approves new cycle lanes on the ring road',
  category: 'India' as const,
  description:
    'Twelve kilometres of protected lanes will be built over the next two years, the council said on Monday.',
  content: [
    '<p>The city council approved twelve kilometres of protected cycle lanes along the ring road on Monday, after a year of consultation with residents and traders.</p>',
    '<p>Work will start in the northern section in spring and is planned to finish within two years. The lanes will be separated from traffic by a raised kerb, and every junction will get a signal phase for cyclists.</p>',
    '<p>Traders on the ring road had asked for loading bays to stay; the approved plan keeps forty of them, moved to side streets where the lanes pass shop fronts.</p>',
  ].join('\n'),
  image: '/samples/india-1-1200.webp',
  imageAlt: 'A cyclist on a protected lane beside a busy road',
  status: 'published' as const,
  author: 'Newsdesk staff',
  isSample: false,
  wordCount: 98,
};

async function loadServerBuild(): Promise<ServerBuild> {
  const file = path.resolve('build/server/index.js');
  if (!existsSync(file)) throw new Error('No production build in build/: run `npm run build` first.');
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

async function seededDatabase(dataDir: string, template?: string): Promise<Database> {
  // A migrated, empty site folder to start from (scripts/test.ts makes one while the build runs):
  // a copy instead of 5-10 s of migrations.
  if (template) cpSync(path.join(template, 'pgdata'), path.join(dataDir, 'pgdata'), { recursive: true });
  const database = await openDatabase({ dataDir });
  const now = new Date();
  await seedSamplesIfEmpty(database.db, now);
  await database.db
    .insert(articles)
    .values({ ...REAL_ARTICLE, publishedAt: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  return database;
}

/**
 * Serves build/ on a new seeded database; `close()` stops it and removes the data. `template`: a
 * migrated, empty site folder whose `pgdata` the database starts from (tests/e2e/fixtures/data-dir.ts).
 */
export async function serveBuiltSite(options: { pageCacheSize?: number; template?: string } = {}): Promise<ServedSite> {
  const build = await loadServerBuild();
  const handler = createRequestHandler(withTimedLoaders(build), 'production');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'newsdesk-site-'));
  const database = await seededDatabase(dataDir, options.template);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PORT: String(port),
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    PAGE_CACHE_SIZE: String(options.pageCacheSize ?? 500),
    // The newsletter on, as a site that sends it: its sign-up is in every page's footer and under
    // each story, and is measured with them. Nothing here sends mail, so nothing listens there.
    SMTP_URL: 'smtp://127.0.0.1:9',
  });
  const app = createApp({
    config,
    database,
    logger: createLogger('silent'),
    services: createServices(database, config),
    renderPage: (request, context) => handler(request, context),
    staticRoot: path.resolve('build/client'),
  });
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    origin,
    articlePath: `/news/${REAL_ARTICLE_SLUG}`,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      if ('closeAllConnections' in server) server.closeAllConnections();
      await closed;
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
