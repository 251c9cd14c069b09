/**
 * `npm run bench`'s comments case (docs/product.md, 'Comments'): 200 readers on a story with
 * 2,000 comments, each reading the story's page and its thread's fragment about once a second,
 * while 5 comments a second arrive through the API. Measured from a worker thread: whether the
 * story's page stayed a cache hit, how often the fragment was drawn (against the comments that
 * changed it), and the fragment's p50 and p95 as the readers waited for it; with the page cache
 * as shipped and, in the same run, off (every fragment drawn).
 */
import { Worker } from 'node:worker_threads';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { articles, comments } from '../server/db/schema';
import { loadConfig } from '../server/config';
import { createServices } from '../server/services';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const READERS = 200;
const THREAD = 2000;
const PER_SECOND = 5;

/** A story with THREAD comments, writers with sessions, and the rules that let them post at that rate. */
export async function commentFixtures(database: Database) {
  const services = createServices(database, loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }));
  const [story] = await database.db
    .select({ id: articles.id, slug: articles.slug })
    .from(articles)
    .where(eq(articles.status, 'published'))
    .orderBy(sql`${articles.publishedAt} desc`)
    .limit(1);
  await database.db.update(articles).set({ publishedAt: new Date() }).where(eq(articles.id, story!.id));
  // Writers whose comments show at once under the site's default rules (they have published ones,
  // below), few enough a minute each to stay under their limit (5) through both runs.
  const writers: string[] = [];
  const authorIds: string[] = [];
  for (let i = 0; i < 40; i++) {
    const writer = await services.auth.register(
      { username: `bench-writer-${i}`, password: 'correct horse battery' },
      null,
    );
    authorIds.push(writer._id);
    writers.push((await services.auth.startSessionFor(writer._id)).token);
  }
  const start = Date.now() - THREAD * 60_000;
  for (let batch = 0; batch < THREAD; batch += 500) {
    await database.db.insert(comments).values(
      Array.from({ length: 500 }, (_, i) => ({
        articleId: story!.id,
        authorId: authorIds[(batch + i) % authorIds.length]!,
        body: `Comment ${batch + i} on the story: ${'a few words of a reader. '.repeat(4)}`,
        status: 'published' as const,
        likes: (batch + i) % 7,
        createdAt: new Date(start + (batch + i) * 60_000),
      })),
    );
  }
  await database.db.update(articles).set({ commentCount: THREAD }).where(eq(articles.id, story!.id));
  return { id: story!.id, slug: story!.slug, writers };
}

/** The readers, in a worker thread: each reads the page and the fragment about once a second. */
const READER_LOOP = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, slug, readers, seconds, ua } = workerData;
const deadline = performance.now() + seconds * 1000;
const page = { drawn: 0, kept: 0 };
const fragment = { times: [], server: [], drawn: 0, kept: 0, failures: 0 };
const total = (timing) => { const m = /total;dur=([\\d.]+)/.exec(timing || ''); return m ? Number(m[1]) : null; };
const reader = async () => {
  await new Promise((r) => setTimeout(r, Math.random() * 1000));
  while (performance.now() < deadline) {
    const began = performance.now();
    try {
      const story = await fetch(base + '/news/' + slug, { headers: { 'user-agent': ua, 'accept-encoding': 'br, gzip' } });
      await story.arrayBuffer();
      // MISS: drawn for this request; HIT, STALE, WAIT: the page kept, or the one render shared.
      if (story.headers.get('x-cache') === 'MISS') page.drawn++; else page.kept++;
      const asked = performance.now();
      const res = await fetch(base + '/news/' + slug + '/comment-list', { headers: { 'user-agent': ua, 'accept-encoding': 'br, gzip' } });
      await res.arrayBuffer();
      fragment.times.push(performance.now() - asked);
      const server = total(res.headers.get('server-timing'));
      if (server !== null) fragment.server.push(server);
      if (!res.ok) fragment.failures++;
      if (res.headers.get('x-cache') === 'MISS' || !res.headers.get('x-cache')) fragment.drawn++; else fragment.kept++;
    } catch { fragment.failures++; }
    await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (performance.now() - began))));
  }
};
Promise.all(Array.from({ length: readers }, reader)).then(() => parentPort.postMessage({ page, fragment }));
`;

interface Reading {
  page: { drawn: number; kept: number };
  fragment: { times: number[]; server: number[]; drawn: number; kept: number; failures: number };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** One run: the readers for `seconds` while the writers post PER_SECOND comments a second. */
async function run(base: string, fixtures: Awaited<ReturnType<typeof commentFixtures>>, seconds: number) {
  const reading = new Promise<Reading>((resolve, reject) => {
    const worker = new Worker(READER_LOOP, {
      eval: true,
      workerData: { base, slug: fixtures.slug, readers: READERS, seconds, ua: BROWSER },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  let posted = 0;
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const tick = Date.now();
    await Promise.all(
      Array.from({ length: PER_SECOND }, async () => {
        const token = fixtures.writers[posted % fixtures.writers.length]!;
        const n = posted++;
        const res = await fetch(`${base}/api/news/${fixtures.id}/comments`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ body: `A new comment ${n} at ${tick}` }),
        });
        if (res.status !== 201) throw new Error(`a comment answered ${res.status}: ${await res.text()}`);
      }),
    );
    await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (Date.now() - tick))));
  }
  const result = await reading;
  const times = result.fragment.times.sort((a, b) => a - b);
  const server = result.fragment.server.sort((a, b) => a - b);
  return {
    ...result,
    posted,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    serverP95: percentile(server, 0.95),
  };
}

/** The case's table: the page cache as shipped, and off. */
export async function benchComments(
  fixtures: Awaited<ReturnType<typeof commentFixtures>>,
  cachedOrigin: string,
  uncachedOrigin: string,
  seconds: number,
): Promise<void> {
  const shipped = await run(cachedOrigin, fixtures, seconds);
  const off = await run(uncachedOrigin, fixtures, seconds);
  console.log(
    `\nComments: ${READERS} readers on a story with ${THREAD.toLocaleString('en')}+ comments, each reading its page and thread about once a second, while ${PER_SECOND} comments a second arrive (${seconds}s a case):`,
  );
  console.log(
    'case'.padEnd(24) +
      'story pages drawn'.padStart(19) +
      'fragments'.padStart(11) +
      'drawn'.padStart(7) +
      'comments'.padStart(10) +
      'failed'.padStart(8) +
      'p50 ms'.padStart(8) +
      'p95 ms'.padStart(8) +
      'server p95'.padStart(12),
  );
  for (const [label, r] of [
    ['page cache as shipped', shipped],
    ['page cache off', off],
  ] as const) {
    const pages = r.page.drawn + r.page.kept;
    console.log(
      label.padEnd(24) +
        `${r.page.drawn} of ${pages}`.padStart(19) +
        String(r.fragment.drawn + r.fragment.kept).padStart(11) +
        String(r.fragment.drawn).padStart(7) +
        String(r.posted).padStart(10) +
        String(r.fragment.failures).padStart(8) +
        r.p50.toFixed(1).padStart(8) +
        r.p95.toFixed(1).padStart(8) +
        r.serverP95.toFixed(1).padStart(12),
    );
  }
  if (shipped.fragment.failures > 0) throw new Error(`${shipped.fragment.failures} fragment requests failed`);
  console.log(
    'story pages drawn: story page answers rendered for their request (X-Cache MISS); the rest came from the cache.\n' +
      'drawn: fragments rendered (MISS), against the comments posted, each of which changed the thread. failed: answers\n' +
      'not 200 (an overloaded server sheds load with 503). p50, p95: how long a reader waited for the fragment;\n' +
      "server p95: the server's own time (Server-Timing total).",
  );
}
