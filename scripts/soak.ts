/**
 * `npm run soak [-- --multiple N] [--minutes M | --seconds S] [--keep]`: the built site under a
 * mixed read and write load beyond what the machine can serve, for a bounded time, watching its
 * answers and its memory (docs/performance.md, 'Soak test').
 *
 * 1. Serves build/ as `npm start` does (`server/main.ts`, scripts/server-process.ts) in a child
 *    process on loopback, on a fresh PGlite data folder with the sample stories, TRUST_PROXY=1
 *    (each simulated reader has its own address, as behind a proxy) and an admin made with the
 *    setup token. scripts/soak-memory.mjs, loaded into it, reports its memory after a full GC.
 * 2. Measures the machine's uncached capacity: search pages (never cached, each one a render and
 *    a full-text query) per second, closed loop with RENDERS_AT_ONCE × 2 requests at once.
 * 3. Offers `--multiple` (3) times that many requests a second, open loop (each sent when it is
 *    due, whatever the answers), for `--minutes` (2): cached reading pages, search pages, API
 *    reads, and writes (likes, views, contact messages, articles by the admin's Bearer token,
 *    sign-ups), each reader from its own address among READERS.
 * 4. Reports each kind's answers and latency, memory at the start (after warm-up), the middle and
 *    the end, and a verdict: exit 1 on any 5xx but the deliberate 503, an unanswered request or
 *    closed connection, an unexpected 4xx, an unhealthy server afterwards, or memory growth past
 *    the limit in scripts/soak-report.ts (25 % or 64 MiB, whichever is larger).
 */
import { type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CATEGORIES, CATEGORY_INFO } from '../core/categories';
import { freePort } from './free-port';
import { startServerProcess, stopServerProcess } from './server-process';
import {
  cpuShares,
  emptyTally,
  formatTally,
  loggedErrors,
  mib,
  record,
  verdict,
  type CpuMark,
  type KindTally,
  type MemorySample,
  type Outcome,
} from './soak-report';

const { values: args } = parseArgs({
  options: {
    multiple: { type: 'string', default: '3' },
    minutes: { type: 'string' },
    seconds: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const multiple = Number(args.multiple);
const seconds = args.seconds !== undefined ? Number(args.seconds) : Number(args.minutes ?? 2) * 60;
if (!(multiple > 0) || !(seconds > 0)) {
  console.error('Usage: npm run soak -- [--multiple N] [--minutes M | --seconds S] [--keep]');
  process.exit(1);
}
if (!existsSync('build/server/index.js')) {
  console.error('No production build in build/: run `npx react-router build` (or `npm run build`) first.');
  process.exit(1);
}

const cores = availableParallelism();
/** Simulated readers, each with its own address (X-Forwarded-For) and liker cookie. */
const READERS = 5000;
/** Requests at once while measuring capacity: the server's render slots (server/http.ts, RENDERS_AT_ONCE) twice over. */
const CAPACITY_CONCURRENCY = Math.max(4, cores * 2) * 2;
const CAPACITY_SECONDS = 10;
/** Sockets the load may open; past them requests wait in the client, and that wait counts in their latency. */
const SOCKETS = 512;
/** Requests in the client at once; past it a due request is not sent (counted, reported). */
const MAX_OUTSTANDING = 4000;
const TIMEOUT_MS = 30_000;
/** How often the admin publishes one of the soak's drafts (each clears most of the page cache). */
const PUBLISH_EVERY_MS = 30_000;

/** CPU time so far of every core, of process `pid` (Linux's /proc, 100 ticks a second) and of this one. */
function cpuMark(pid?: number): CpuMark {
  const machine = cpus().reduce((sum, c) => sum + c.times.user + c.times.nice + c.times.sys + c.times.irq, 0);
  let serverMs = 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    serverMs = (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    // Not Linux, or no such process: the server's share reads 0.
  }
  const { user, system } = process.cpuUsage();
  return { at: performance.now(), machine, server: serverMs, client: (user + system) / 1000 };
}

const idleCheck = cpuMark();
await new Promise((resolve) => setTimeout(resolve, 1000));
const busyBefore = cpuShares(idleCheck, cpuMark(), cores).other;
if (busyBefore > 20) {
  console.log(
    `Warning: other processes keep ${busyBefore.toFixed(0)} % of the ${cores} cores busy: ` +
      'the figures will be lower and the latencies longer than on a quiet machine.',
  );
}

const root = mkdtempSync(path.join(tmpdir(), 'newsdesk-soak-'));
const logFile = path.join(root, 'server.log');
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const setupToken = randomBytes(24).toString('base64url');
const logFd = openSync(logFile, 'a');
console.log(`Newsdesk soak: starting the built server on ${origin} (data and log in ${root})…`);
const server: ChildProcess = await startServerProcess(port, {
  env: {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    // Set, so a .env in this folder cannot change them: its own PGlite folder, one process.
    DATABASE_URL: '',
    WORKERS: '1',
    DATA_DIR: path.join(root, 'data'),
    PUBLIC_URL: origin,
    SEED_SAMPLES: 'true',
    SETUP_TOKEN: setupToken,
    TRUST_PROXY: '1',
    PAGE_CACHE_SIZE: '500',
    LOG_LEVEL: 'info',
  },
  nodeArgs: ['--expose-gc', '--import', './scripts/soak-memory.mjs'],
  stdio: ['ignore', logFd, logFd, 'ipc'],
  label: 'the soak server',
}).catch((error: unknown) => {
  console.error(`${String(error)}; its log, ${logFile}, ends:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
  process.exit(1);
});
closeSync(logFd);

/** The server's memory after a full collection (scripts/soak-memory.mjs answers over IPC). */
function memory(): Promise<MemorySample> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not report its memory')), 30_000);
    server.once('message', (sample: MemorySample) => {
      clearTimeout(timer);
      resolve(sample);
    });
    server.send('memory');
  });
}

/** The kernel's peak resident set of the server process (VmHWM), bytes; null off Linux. */
function peakRss(): number | null {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/** Starts the peak over from the present RSS (Linux's clear_refs); false where that is not allowed. */
function resetPeakRss(): boolean {
  try {
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

// ---- One request over keep-alive sockets ----

const agent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS, maxFreeSockets: SOCKETS });

interface Ask {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** The answer's body is wanted (as text): otherwise it is read and dropped. */
  read?: boolean;
}

/** A request of the load, named by its kind in the report. */
interface Spec extends Ask {
  kind: string;
}

/** Requests sent again because the kept-alive connection they went out on had just been closed. */
let resent = 0;
/** Requests that got no answer, by kind and error code. */
const unanswered = new Map<string, number>();

/**
 * Sends `ask`; the outcome, the body when asked for, and the milliseconds since `due`. A request
 * that finds its reused keep-alive connection closed under it (ECONNRESET or EPIPE before any
 * answer: the server closed the idle connection as it went out) is sent once more, as browsers
 * do; within the same time limit.
 */
function send(
  ask: Ask,
  due = performance.now(),
  kind = 'setup',
): Promise<{ outcome: Outcome; body: string; ms: number }> {
  return new Promise((resolve) => {
    const body = ask.json === undefined ? undefined : JSON.stringify(ask.json);
    let settled = false;
    let current: http.ClientRequest | undefined;
    const finish = (outcome: Outcome, text = '', code?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (typeof outcome !== 'number') {
        const key = `${kind}: ${code ?? outcome}`;
        unanswered.set(key, (unanswered.get(key) ?? 0) + 1);
      }
      resolve({ outcome, body: text, ms: performance.now() - due });
    };
    const attempt = (again: boolean) => {
      let answered = false;
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          agent,
          method: ask.method ?? 'GET',
          path: ask.path,
          headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...ask.headers },
        },
        (response) => {
          answered = true;
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => {
            if (ask.read) chunks.push(chunk);
          });
          response.on('end', () => finish(response.statusCode ?? 0, Buffer.concat(chunks).toString()));
          response.on('error', (error: NodeJS.ErrnoException) => finish('network', '', error.code));
        },
      );
      current = request;
      request.on('error', (error: NodeJS.ErrnoException) => {
        const stale = request.reusedSocket && !answered && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
        if (stale && !again && !settled) {
          resent += 1;
          attempt(true);
        } else finish('network', '', error.code);
      });
      request.end(body);
    };
    const timer = setTimeout(() => {
      finish('timeout');
      current?.destroy();
    }, TIMEOUT_MS);
    attempt(false);
  });
}

// ---- The site: admin, stories, words to search for ----

async function json<T>(spec: Ask): Promise<T> {
  const answer = await send({ ...spec, read: true });
  if (typeof answer.outcome !== 'number' || answer.outcome >= 300) {
    throw new Error(`${spec.method ?? 'GET'} ${spec.path}: ${answer.outcome} ${answer.body.slice(0, 200)}`);
  }
  return JSON.parse(answer.body) as T;
}

const admin = await json<{ token: string }>({
  method: 'POST',
  path: '/api/users/register',
  json: { username: 'soakadmin', password: randomBytes(18).toString('base64url'), setupToken },
});
const bearer = { authorization: `Bearer ${admin.token}` };
const { news } = await json<{ news: { _id: string; slug: string; title: string }[] }>({
  path: '/api/news?limit=50',
});
const published = news.map((a) => a._id);
const slugs = news.map((a) => a.slug);
const words = [...new Set(news.flatMap((a) => a.title.toLowerCase().match(/[a-z]{5,}/g) ?? []))];
const categoryPaths = CATEGORIES.map((c) => CATEGORY_INFO[c].path);
const drafts: string[] = [];

const readers = Array.from({ length: READERS }, (_, i) => ({
  address: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
  liker: randomBytes(24).toString('base64url'),
}));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const page = { accept: 'text/html', 'accept-encoding': 'br, gzip', 'user-agent': BROWSER };
let serial = 0;
let lastPublish = performance.now();

/** Each kind of request with its share of the load (out of 100) and how to make one. */
const MIX: { kind: string; share: number; make(reader: (typeof readers)[number]): Ask }[] = [
  { kind: 'page: home', share: 8, make: () => ({ path: '/', headers: page }) },
  { kind: 'page: category', share: 14, make: () => ({ path: pick(categoryPaths), headers: page }) },
  { kind: 'page: article', share: 18, make: () => ({ path: `/news/${pick(slugs)}`, headers: page }) },
  {
    kind: 'page: search (render)',
    share: 30,
    make: () => ({ path: `/search?q=${encodeURIComponent(pick(words))}`, headers: page }),
  },
  {
    kind: 'api: read',
    share: 15,
    make: () =>
      pick<Ask>([
        { path: '/api/news?limit=12' },
        { path: `/api/news/${pick(published)}` },
        { path: `/api/search?q=${encodeURIComponent(pick(words))}` },
        { path: `/api/news/${pick(published)}/like` },
      ]),
  },
  {
    kind: 'write: like',
    share: 4,
    make: (r) => ({
      method: 'PUT',
      path: `/api/news/${pick(published)}/like`,
      headers: { origin, cookie: `nd_liker=${r.liker}` },
    }),
  },
  {
    kind: 'write: view',
    share: 4,
    make: () => ({
      method: 'POST',
      path: `/api/news/${pick(published)}/view`,
      headers: { origin, 'user-agent': BROWSER },
    }),
  },
  {
    kind: 'write: contact',
    share: 2,
    make: (r) => ({
      method: 'POST',
      path: '/api/contact',
      json: {
        name: 'Soak Reader',
        email: `reader-${r.address.replaceAll('.', '-')}@example.com`,
        subject: 'A question from the soak test',
        message: `Message ${++serial} of the soak test.`,
      },
    }),
  },
  { kind: 'write: article (admin)', share: 3, make: () => articleWrite() },
  {
    kind: 'write: sign-up',
    share: 2,
    make: () => ({
      method: 'POST',
      path: '/api/users/register',
      json: { username: `soak${++serial}`, password: randomBytes(15).toString('base64url') },
    }),
  },
];
const SHARES = MIX.reduce((sum, m) => sum + m.share, 0);

/** A new draft, an edit of one, or (every PUBLISH_EVERY_MS) publishing one. */
function articleWrite(): Ask {
  const n = ++serial;
  if (drafts.length > 0 && performance.now() - lastPublish > PUBLISH_EVERY_MS) {
    lastPublish = performance.now();
    const id = drafts.splice(Math.floor(Math.random() * drafts.length), 1)[0]!;
    return { method: 'PUT', path: `/api/news/${id}`, headers: bearer, json: { status: 'published' } };
  }
  if (drafts.length >= 5 && Math.random() < 0.4) {
    return {
      method: 'PUT',
      path: `/api/news/${pick(drafts)}`,
      headers: bearer,
      json: { description: `Edited by the soak test (${n}).` },
    };
  }
  return {
    method: 'POST',
    path: '/api/news',
    headers: bearer,
    read: true,
    json: {
      title: `Soak test story ${n}`,
      category: pick(CATEGORIES),
      description: `Story ${n}, written during the soak test.`,
      content: `<p>Story ${n}, written during the soak test.</p><p>${'A line of its text. '.repeat(20)}</p>`,
      status: 'draft',
    },
  };
}

function nextRequest(): Spec {
  let draw = Math.random() * SHARES;
  const entry = MIX.find((m) => (draw -= m.share) < 0) ?? MIX[0]!;
  const reader = pick(readers);
  const ask = entry.make(reader);
  return { ...ask, kind: entry.kind, headers: { 'x-forwarded-for': reader.address, ...ask.headers } };
}

// ---- Warm-up and capacity ----

const startedUp = await memory();

for (const p of ['/', ...categoryPaths, ...slugs.map((s) => `/news/${s}`)]) await send({ path: p, headers: page });

/** Closed loop: `concurrency` clients, each sending its next search as soon as the last is answered. */
async function searchRate(forSeconds: number, concurrency: number): Promise<number> {
  const end = performance.now() + forSeconds * 1000;
  let served = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const answer = await send({ path: `/search?q=${encodeURIComponent(pick(words))}`, headers: page });
        if (answer.outcome === 200) served += 1;
      }
    }),
  );
  return served / ((performance.now() - started) / 1000);
}
await searchRate(3, CAPACITY_CONCURRENCY);
const capacity = await searchRate(CAPACITY_SECONDS, CAPACITY_CONCURRENCY);
const rate = capacity * multiple;
console.log(
  `uncached capacity: ${capacity.toFixed(1)} search pages/s (closed loop, ${CAPACITY_CONCURRENCY} at once, ` +
    `${CAPACITY_SECONDS} s); offering ${multiple}× = ${rate.toFixed(1)} requests/s for ${seconds} s…`,
);
const start = await memory();
const peakIsOfLoad = resetPeakRss();

// ---- The load: open loop ----

const tallies = new Map<string, KindTally>(MIX.map((m) => [m.kind, emptyTally()]));
let outstanding = 0;
let notSent = 0;
let sent = 0;
let middle: Promise<MemorySample | null> | undefined;

function launch(spec: Spec, due: number): void {
  outstanding += 1;
  void send(spec, due, spec.kind).then(({ outcome, body, ms }) => {
    outstanding -= 1;
    record(tallies.get(spec.kind)!, outcome, ms);
    if (spec.read && outcome === 201) drafts.push((JSON.parse(body) as { _id: string })._id);
  });
}

const clientLag = monitorEventLoopDelay({ resolution: 10 });
clientLag.enable();
const cpuAtStart = cpuMark(server.pid);
const began = performance.now();
lastPublish = began;
await new Promise<void>((resolve) => {
  const tick = setInterval(() => {
    const now = performance.now();
    const elapsed = Math.min(now - began, seconds * 1000);
    const due = Math.floor((elapsed / 1000) * rate);
    while (sent < due) {
      const at = began + (sent / rate) * 1000;
      sent += 1;
      if (outstanding >= MAX_OUTSTANDING) notSent += 1;
      else launch(nextRequest(), at);
    }
    middle ??= elapsed >= (seconds * 1000) / 2 ? memory().catch(() => null) : undefined;
    if (elapsed >= seconds * 1000) {
      clearInterval(tick);
      clearInterval(progress);
      resolve();
    }
  }, 5);
  const progress = setInterval(() => {
    const t = (performance.now() - began) / 1000;
    console.log(`  ${t.toFixed(0)} s: ${sent} sent, ${outstanding} unanswered now`);
  }, 15_000);
});
while (outstanding > 0) await new Promise((resolve) => setTimeout(resolve, 100));
const cpu = cpuShares(cpuAtStart, cpuMark(server.pid), cores);
clientLag.disable();
const unknown: MemorySample = { rss: Number.NaN, heapUsed: Number.NaN };
const halfway = (await middle) ?? unknown;
const loadSeconds = (performance.now() - began) / 1000;

// ---- After the load ----

const health = server.exitCode === null ? await send({ path: '/api/health' }) : null;
const healthyAfter = health?.outcome === 200;
const end = healthyAfter ? await memory() : unknown;
const peak = peakRss();
const result = { tallies, memory: { start, middle: halfway, end }, healthyAfter };
const outcome = verdict(result);
const logged = loggedErrors(readFileSync(logFile, 'utf8'));

console.log(
  `\n${Math.round(loadSeconds)} s at ${multiple}× the uncached capacity (${capacity.toFixed(1)} r/s): ` +
    `${rate.toFixed(1)} requests/s offered, open loop; PGlite; ${cores} cores; node ${process.version}\n`,
);
console.log(formatTally(tallies, loadSeconds));
if (resent > 0) {
  console.log(`(${resent} requests sent again: the kept-alive connection they went out on had just been closed)`);
}
if (unanswered.size > 0) {
  console.log(`no answer: ${[...unanswered].map(([what, n]) => `${what} × ${n}`).join(', ')}`);
}
if (notSent > 0) console.log(`(${notSent} due requests not sent: ${MAX_OUTSTANDING} were waiting in the client)`);
console.log(
  '\n2xx: served; 429: a rate limit (contact: 5 messages per address in 10 minutes, so a few are expected);\n' +
    '503: refused on purpose with Retry-After (render queue or password hasher full); no answer: ' +
    `none within ${TIMEOUT_MS / 1000} s, or the connection failed.\n` +
    'Latency: from when the request was due to its last byte, 2xx answers only.\n',
);
console.log(
  `CPU during the load, of all ${cores} cores: server ${cpu.server.toFixed(0)} %, this soak's client ` +
    `${cpu.client.toFixed(0)} %, other processes ${cpu.other.toFixed(0)} %` +
    `${cpu.other > 10 ? ' (the machine was not quiet: figures disturbed)' : ''}; the client's event loop ` +
    `was late by ${(clientLag.percentile(99) / 1e6).toFixed(0)} ms at p99, ${(clientLag.max / 1e6).toFixed(0)} ms at most.\n`,
);
const row = (label: string, m: MemorySample) =>
  `${label.padEnd(26)}${mib(m.rss).padStart(12)}${mib(m.heapUsed).padStart(12)}`;
console.log(`${'memory (after a full GC)'.padEnd(26)}${'RSS'.padStart(12)}${'heap used'.padStart(12)}`);
console.log(row('after start-up', startedUp));
console.log(row('start (after warm-up)', start));
console.log(row('middle (under load)', halfway));
console.log(row('end (load over)', end));
if (peak !== null) {
  console.log(`${(peakIsOfLoad ? 'peak RSS under load' : 'peak RSS (VmHWM)').padEnd(26)}${mib(peak).padStart(12)}`);
}
console.log(
  `\nserver log: ${logged.length} error lines (shed 503s are warnings)${logged.length ? ` (first: ${logged[0]!.slice(0, 300)})` : ''}`,
);
console.log(
  outcome.passed ? '\nverdict: PASS' : `\nverdict: FAIL\n${outcome.reasons.map((r) => `  - ${r}`).join('\n')}`,
);

agent.destroy();
await stopServerProcess(server);
if (outcome.passed && !args.keep) rmSync(root, { recursive: true, force: true });
else console.log(`data folder and server log kept in ${root}`);
process.exit(outcome.passed ? 0 : 1);
