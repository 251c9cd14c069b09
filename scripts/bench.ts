/**
 * `npm run bench`: requests per second for the main public pages, served by the
 * built site over real HTTP on loopback, with the page cache as shipped against a
 * baseline with it off (every request rendered) — both in the same run, so the
 * ratio is what to compare across machines and commits. Beside them, for the baseline
 * (cache off), the median of each response's `Server-Timing` db, render and total in ms
 * (scripts/bench-timing.ts; '–' where the server sends none). Bounded: ~4 s a case. Then a CPU
 * profile of the uncached article page: where a render's time goes, by package and by function.
 *
 * Then the uncached pages against a saved baseline, another commit started beside this one
 * (scripts/bench-baseline.ts; `BENCH_BASELINE=<git ref>` or `none`): requests a second and the CPU
 * a render takes, before and now, in the same run. Then the cached home page against raw Node
 * sending the same bytes (scripts/bench-raw.ts).
 *
 * Then a locked story (scripts/bench-paywall.ts): a paying member and a signed-out reader on the
 * meter against the same kind of story public and cached, and rendered without the cache.
 *
 * Then comments (scripts/bench-comments.ts): 200 readers on a story with 2,000 comments while 5
 * comments a second arrive: the story's page from the cache, the thread's fragment drawn once a
 * change, and how long readers wait for it; page cache on and off (BENCH_COMMENTS_SECONDS, 10).
 *
 * Then a live blog with 200 readers asking for new entries every 15 s (scripts/bench-live.ts;
 * BENCH_LIVE_READERS, BENCH_LIVE_SECONDS): the server's CPU between entries and how soon each
 * reader has a new one, page cache on and off (about two minutes).
 *
 * Then web push (scripts/bench-push.ts; BENCH_PUSH_SUBSCRIPTIONS): one breaking alert to 100,000
 * subscriptions on PGlite, delivered to a local push service: seconds, deliveries a second, CPU.
 *
 * With PostgreSQL (BENCH_DATABASE_URL, else DATABASE_URL) two more cases: the home page with
 * the page cache off, served by `server/main.ts` as an operator runs it, WORKERS=2 against
 * WORKERS=1 (README, 'Running at scale'); and a story's comments and the moderation queue at
 * 10,000 and 1,000,000 comments (scripts/bench-comments-scale.ts). That database is migrated and,
 * when empty, seeded; the comments are removed after.
 */
import '../server/lib/production-mode';
import { serve } from '@hono/node-server';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { createApp } from '../server/http';
import { withTimedLoaders } from '../server/http/timed-loaders';
import { createLogger } from '../server/lib/logger';
import { seedSamplesIfEmpty } from '../server/seed/seed';
import { createServices } from '../server/services';
import { formatMs, loaderParts, TIMING_METRICS } from './bench-timing';
import { CONCURRENCY, load as loadFor } from './bench-load';
import { startServerProcess, stopServerProcess } from './server-process';
import { benchLive } from './bench-live';
import { compareWithBaseline } from './bench-baseline';
import { benchCachedAgainstRawNode } from './bench-raw';
import { benchPaywall, paywallFixtures } from './bench-paywall';
import { benchComments, commentFixtures } from './bench-comments';
import { benchCommentScale } from './bench-comments-scale';
import { benchPush } from './bench-push';
import { printProfile, profileWhile } from './cpu-profile';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);

if (!existsSync('build/server/index.js')) {
  spawnSync(path.join('node_modules', '.bin', 'react-router'), ['build'], { stdio: 'inherit' });
}
const build = (await import(pathToFileURL(path.resolve('build/server/index.js')).href)) as ServerBuild;
const handler = createRequestHandler(withTimedLoaders(build), 'production');
const dataDir = mkdtempSync(path.join(tmpdir(), 'newsdesk-bench-'));
const database = await openDatabase({ dataDir });
await seedSamplesIfEmpty(database.db);
const logger = createLogger('silent');

function start(pageCacheSize: number, port: number) {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PORT: String(port),
    PAGE_CACHE_SIZE: String(pageCacheSize),
  });
  const app = createApp({
    config,
    database,
    logger,
    services: createServices(database, config),
    renderPage: (req, ctx) => handler(req, ctx),
    staticRoot: path.resolve('build/client'),
  });
  return serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
}

const load = (url: string, seconds = SECONDS) => loadFor(url, seconds);

const cached = start(500, 3401);
const baseline = start(0, 3402);
const list = (await (await fetch('http://127.0.0.1:3401/api/news?limit=1')).json()) as { news: { slug: string }[] };
const cases = [
  '/',
  '/india-news',
  '/technology-news',
  `/news/${list.news[0]?.slug}`,
  '/search?q=market',
  '/api/news?limit=12',
  '/api/news?limit=50',
  `/api/news/${list.news[0]?.slug}`,
  '/api/search?q=market',
];

console.log(`Newsdesk bench: ${SECONDS}s per case, ${CONCURRENCY} concurrent connections, ${process.version}\n`);
console.log(
  'page'.padEnd(58) +
    'baseline r/s'.padStart(14) +
    'shipped r/s'.padStart(13) +
    'ratio'.padStart(8) +
    'body KB'.padStart(9) +
    TIMING_METRICS.map((m) => `${m} ms`.padStart(10)).join(''),
);
for (const p of cases) {
  const base = await load(`http://127.0.0.1:3402${p}`);
  const ship = await load(`http://127.0.0.1:3401${p}`);
  console.log(
    p.slice(0, 56).padEnd(58) +
      base.rps.toFixed(0).padStart(14) +
      ship.rps.toFixed(0).padStart(13) +
      `${(ship.rps / base.rps).toFixed(1)}x`.padStart(8) +
      (ship.bytes / 1024).toFixed(1).padStart(9) +
      TIMING_METRICS.map((m) => formatMs(base.timing[m]).padStart(10)).join(''),
  );
  const loaders = loaderParts(base.timing);
  if (loaders) console.log(`  loaders (ms, queries included): ${loaders}`);
}
console.log(
  '\nbaseline: page cache off (every request rendered). shipped: as configured by default. body KB: decoded size.\n' +
    "db, render, react, total ms: medians of the baseline responses' Server-Timing (– where a response sends none);\n" +
    "react: drawing the page after its last loader. loaders: each route loader's time, its queries included.",
);
// Locked stories: a paying member and a metered reader against a public story from the cache.
await benchPaywall(
  await paywallFixtures(database, 'http://127.0.0.1:3401'),
  'http://127.0.0.1:3401',
  'http://127.0.0.1:3402',
  SECONDS,
);
// Comments: a busy thread under a story, read by 200 and written 5 times a second.
await benchComments(
  await commentFixtures(database),
  'http://127.0.0.1:3401',
  'http://127.0.0.1:3402',
  Number(process.env.BENCH_COMMENTS_SECONDS ?? 10),
);
// Where an uncached article page's CPU goes: V8's sampling profiler on this process's main
// thread (the server's; the load generator has its own) while the cache-off server renders it.
let rendered = 0;
const profile = await profileWhile(async () => {
  rendered = (await load(`http://127.0.0.1:3402/news/${list.news[0]?.slug}`, 3)).done;
}, 12);
printProfile(
  `An uncached article page's CPU by package or file (ms a render, ${rendered} renders):`,
  profile.owners,
  rendered,
);
printProfile('…and by function:', profile.functions, rendered);
cached.close();
baseline.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

await compareWithBaseline(Number(process.env.BENCH_BASELINE_SECONDS ?? 3));

// The cached home page against raw Node sending the same bytes (scripts/bench-raw.ts).
await benchCachedAgainstRawNode(SECONDS);

const liveMet = await benchLive(
  Number(process.env.BENCH_LIVE_READERS ?? 200),
  Number(process.env.BENCH_LIVE_SECONDS ?? 30),
);

// Web push: one breaking alert to 100,000 subscriptions, deliveries a second (scripts/bench-push.ts).
await benchPush();

/** The server as `npm start` runs it, on PostgreSQL with the page cache off; resolves once it answers. */
function startProcess(workers: number, port: number, databaseUrl: string): Promise<ChildProcess> {
  return startServerProcess(port, {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      WORKERS: String(workers),
      PAGE_CACHE_SIZE: '0',
    },
    label: `WORKERS=${workers}`,
  });
}

const benchDatabaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
console.log('');
if (!benchDatabaseUrl) {
  console.log(
    'WORKERS case skipped: set BENCH_DATABASE_URL=postgres://… (a database the bench may migrate and seed) ' +
      'to compare WORKERS=2 with WORKERS=1 on the home page, page cache off.',
  );
} else {
  // One after the other, so the two servers do not share the cores while either is measured.
  const one = await startProcess(1, 3403, benchDatabaseUrl);
  // A second of warm-up first: each process fills its read model and compiles its hot paths.
  await load('http://127.0.0.1:3403/', 1);
  const single = await load('http://127.0.0.1:3403/');
  await stopServerProcess(one);
  const two = await startProcess(2, 3404, benchDatabaseUrl);
  await load('http://127.0.0.1:3404/', 1);
  const double = await load('http://127.0.0.1:3404/');
  await stopServerProcess(two);
  console.log(
    '/ on PostgreSQL, page cache off'.padEnd(58) +
      'WORKERS=1 r/s'.padStart(14) +
      'WORKERS=2 r/s'.padStart(15) +
      'ratio'.padStart(8),
  );
  console.log(
    ''.padEnd(58) +
      single.rps.toFixed(0).padStart(14) +
      double.rps.toFixed(0).padStart(15) +
      `${(double.rps / single.rps).toFixed(2)}x`.padStart(8),
  );
  console.log(`(${availableParallelism()} cores here; the load generator takes a share of them too.)`);
  // The servers migrated and seeded it; the comments at scale are written into it and removed after.
  const scaled = await openDatabase({ databaseUrl: benchDatabaseUrl });
  await benchCommentScale(scaled);
  await scaled.close();
}
process.exit(liveMet ? 0 : 1);
