/**
 * `npm run bench`'s live blog case (docs/performance.md, 'Live blogs'): N readers with one live
 * blog open, each asking for new entries every 15 s as the page does (app/islands/live.ts), against
 * the built server in a child process (server/main.ts, its own PGlite). Measured from outside:
 * the server process's CPU (all its threads, from /proc) while no entry is written, as a share
 * of one core, and how long after an editor posts an entry each reader's next answer holds it.
 * Run with the page cache as shipped and with it off (every poll drawn), in the same run.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { LIVE_POLL_SECONDS } from '../core/live';
import { startServerProcess, stopServerProcess } from './server-process';

const EDITOR = 'bench-editor';
const PASSWORD = 'bench editor passphrase';

/** User and system CPU seconds of a process, all its threads (Linux /proc). */
export function cpuSecondsOf(pid: number, stat = readFileSync(`/proc/${pid}/stat`, 'utf8')): number {
  // The fields after the command name, which may hold spaces, closed by the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  const perSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
  return ticks / perSecond;
}

/** The readers, in a worker thread: each asks every `interval` ms, from a random start in the first interval. */
const READERS = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, slug, readers, interval, seconds } = workerData;
const deadline = Date.now() + seconds * 1000;
let requests = 0;
let failures = 0;
const reader = async (n) => {
  let after = workerData.newest;
  await new Promise((r) => setTimeout(r, Math.random() * interval));
  while (Date.now() < deadline) {
    const asked = Date.now();
    try {
      const res = await fetch(base + '/news/' + slug + '/live?after=' + after, { headers: { 'accept-encoding': 'br, gzip' } });
      const html = await res.text();
      requests++;
      if (!res.ok) failures++;
      const newest = /data-newest="(\\d+)"/.exec(html);
      if (newest) {
        after = Number(newest[1]);
        parentPort.postMessage({ seen: after, at: Date.now() });
      }
    } catch { failures++; }
    await new Promise((r) => setTimeout(r, Math.max(0, interval - (Date.now() - asked))));
  }
};
Promise.all(Array.from({ length: readers }, (_, n) => reader(n))).then(() => parentPort.postMessage({ done: true, requests, failures }));
`;

interface LiveResult {
  cacheSize: number;
  /** Share of one core while nobody writes, in per cent. */
  quietCpu: number;
  requestsPerSecond: number;
  /** Seconds from the post until each reader had the entry, sorted. */
  delays: number[];
  failures: number;
}

async function runLive(cacheSize: number, port: number, readers: number, quietSeconds: number): Promise<LiveResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'newsdesk-bench-live-'));
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', PAGE_CACHE_SIZE: String(cacheSize) };
  const made = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/user-create.ts', '--username', EDITOR, '--role', 'editor', '--password', PASSWORD],
    { env, encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`bench: could not make the editor: ${made.stderr}`);
  const child = await startServerProcess(port, { env, label: 'the live blog bench server' });
  const base = `http://127.0.0.1:${port}`;
  try {
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ username: EDITOR, password: PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const form = new FormData();
    for (const [k, v] of Object.entries({
      title: 'Election night: live results',
      category: 'India',
      description: 'Results from every constituency as they come in.',
      content: '<p>Counting began at 8 a.m.</p>',
      status: 'published',
      liveBlog: 'true',
    }))
      form.append(k, v);
    const story = (await (await fetch(`${base}/api/news`, { method: 'POST', headers: auth, body: form })).json()) as {
      _id: string;
      slug: string;
    };
    const post = async (n: number) => {
      const res = await fetch(`${base}/api/news/${story._id}/live`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          title: `Result ${n}`,
          body: `<p>Seat ${n} declared; the margin was ${n * 137} votes.</p>`,
        }),
      });
      return ((await res.json()) as { _id: number })._id;
    };
    let newest = 0;
    for (let n = 1; n <= 20; n++) newest = await post(n);

    const interval = LIVE_POLL_SECONDS * 1000;
    const warmUp = LIVE_POLL_SECONDS + 2;
    const afterPost = LIVE_POLL_SECONDS + 5;
    const seen = new Map<number, number[]>();
    const worker = new Worker(READERS, {
      eval: true,
      workerData: { base, slug: story.slug, readers, interval, newest, seconds: warmUp + quietSeconds + afterPost },
    });
    const finished = new Promise<{ requests: number; failures: number }>((resolve, reject) => {
      worker.on(
        'message',
        (m: { seen?: number; at?: number; done?: boolean; requests?: number; failures?: number }) => {
          if (m.done) resolve({ requests: m.requests ?? 0, failures: m.failures ?? 0 });
          else if (m.seen !== undefined && m.at !== undefined) seen.set(m.seen, [...(seen.get(m.seen) ?? []), m.at]);
        },
      );
      worker.once('error', reject);
    });
    const sleep = (s: number) => new Promise((resolve) => setTimeout(resolve, s * 1000));
    // Every reader has asked once (the answers are cached now, with the cache on).
    await sleep(warmUp);
    const cpuBefore = cpuSecondsOf(child.pid ?? 0);
    const quietStart = performance.now();
    await sleep(quietSeconds);
    const quietCpu = ((cpuSecondsOf(child.pid ?? 0) - cpuBefore) / ((performance.now() - quietStart) / 1000)) * 100;
    const postedAt = Date.now();
    const entry = await post(21);
    const { requests, failures } = await finished;
    await worker.terminate();
    const delays = (seen.get(entry) ?? []).map((at) => (at - postedAt) / 1000).sort((a, b) => a - b);
    const total = warmUp + quietSeconds + afterPost;
    return {
      cacheSize,
      quietCpu,
      requestsPerSecond: requests / total,
      delays,
      failures: failures + readers - delays.length,
    };
  } finally {
    await stopServerProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Both runs and the table; answers whether the shipped run met its targets. */
export async function benchLive(readers = 200, quietSeconds = 30): Promise<boolean> {
  const shipped = await runLive(500, 3405, readers, quietSeconds);
  const baseline = await runLive(0, 3406, readers, quietSeconds);
  console.log(
    `\nLive blog: ${readers} readers asking every ${LIVE_POLL_SECONDS} s; CPU of the server process over ${quietSeconds} s without an entry`,
  );
  console.log(
    'page cache'.padEnd(14) +
      'asks/s'.padStart(8) +
      'CPU, % of a core'.padStart(18) +
      'entry seen: p50 s'.padStart(19) +
      'max s'.padStart(8) +
      'missed'.padStart(8),
  );
  for (const r of [baseline, shipped]) {
    const p50 = r.delays[Math.floor(r.delays.length / 2)] ?? NaN;
    const max = r.delays.at(-1) ?? NaN;
    console.log(
      (r.cacheSize ? `on (${r.cacheSize})` : 'off').padEnd(14) +
        r.requestsPerSecond.toFixed(1).padStart(8) +
        r.quietCpu.toFixed(1).padStart(18) +
        p50.toFixed(1).padStart(19) +
        max.toFixed(1).padStart(8) +
        String(r.failures).padStart(8),
    );
  }
  const maxDelay = shipped.delays.at(-1) ?? Infinity;
  const met = shipped.quietCpu < 10 && maxDelay <= LIVE_POLL_SECONDS + 1 && shipped.failures === 0;
  console.log(
    `targets (cache on): under 10 % of a core between entries, every reader has a new entry within one ask (${LIVE_POLL_SECONDS} s): ${met ? 'met' : 'NOT MET'}`,
  );
  return met;
}
