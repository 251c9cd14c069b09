/**
 * `npm run bench`'s comparison with a saved baseline: another commit of Newsdesk (by default the
 * one in scripts/bench-baseline.json; `BENCH_BASELINE=<git ref>` for another, `none` to skip),
 * and this checkout, each started as `npm start` starts it, on its own fresh data folder seeded
 * with the sample stories, with the page cache off: every request is rendered. The uncached
 * pages are asked of the two by turns, three rounds each, so the ratios come from the same
 * minutes of the same machine. Beside requests a second, the CPU each render took: the server's
 * processes' CPU time (from /proc) over the requests they answered.
 *
 * The baseline is unpacked from git into `.bench/<commit>/` and built there once; its
 * node_modules is this checkout's when its package-lock.json asks for nothing this one lacks,
 * else installed with `npm ci`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load } from './bench-load';
import { answering } from './server-process';

const SAVED = JSON.parse(readFileSync(path.resolve('scripts/bench-baseline.json'), 'utf8')) as {
  ref: string;
  what: string;
};
const ROUNDS = 3;

function git(...args: string[]): string {
  const result = spawnSync('git', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

type Lock = { packages?: Record<string, { version?: string }> };

/** Whether every package `baseline` locks is in `current` at the same version. */
function lockIsCovered(baseline: Lock, current: Lock): boolean {
  const have = current.packages ?? {};
  return Object.entries(baseline.packages ?? {}).every(
    ([name, entry]) => name === '' || have[name]?.version === entry.version,
  );
}

/** The baseline's checkout, built: `.bench/<commit>/`. */
export function prepare(ref: string): string {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const dir = path.resolve('.bench', commit);
  if (existsSync(path.join(dir, '.built'))) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  console.log(`Unpacking and building the baseline ${commit.slice(0, 10)} in ${path.relative('.', dir)} (once)…`);
  const archive = spawnSync('git', ['archive', '--format=tar', commit], { maxBuffer: 1 << 30 });
  if (archive.status !== 0) throw new Error(`git archive ${commit} failed`);
  const untar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
  if (untar.status !== 0) throw new Error('tar could not unpack the baseline');
  const lock = (at: string) => JSON.parse(readFileSync(path.join(at, 'package-lock.json'), 'utf8')) as Lock;
  if (lockIsCovered(lock(dir), lock('.'))) symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  else run('npm', ['ci', '--no-audit', '--no-fund'], dir);
  run('npm', ['run', 'build'], dir);
  spawnSync('touch', [path.join(dir, '.built')]);
  return dir;
}

/** The process and its descendants (npm, node, the server's workers). */
function tree(pid: number): number[] {
  const pids = [pid];
  for (const task of safeList(`/proc/${pid}/task`)) {
    const children = safeRead(`/proc/${pid}/task/${task}/children`).trim();
    for (const child of children ? children.split(/\s+/).map(Number) : []) pids.push(...tree(child));
  }
  return pids;
}
const safeList = (dir: string) => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};
const safeRead = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};
const TICK_MS = 1000 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);

/** Milliseconds of CPU the process tree of `pid` has used (user and system, every thread). */
function cpuMs(pid: number): number {
  let ticks = 0;
  for (const each of tree(pid)) {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const stat = safeRead(`/proc/${each}/stat`);
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return ticks * TICK_MS;
}

interface Server {
  name: string;
  port: number;
  child: ChildProcess;
  dataDir: string;
}

async function startAt(dir: string, name: string, port: number): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'newsdesk-bench-baseline-'));
  const child = spawn('npm', ['start'], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PAGE_CACHE_SIZE: '0',
      WORKERS: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  await answering(child, port, name, 300_000);
  return { name, port, child, dataDir };
}

async function stop(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  // npm and the server it started: the whole group.
  if (server.child.pid) process.kill(-server.child.pid, 'SIGTERM');
  await exited;
  rmSync(server.dataDir, { recursive: true, force: true });
}

/** The pages of issue 35's side-by-side table, as each server names them. */
async function pagesOf(server: Server): Promise<{ label: string; path: string }[]> {
  const answer = (await (await fetch(`http://127.0.0.1:${server.port}/api/news?limit=1`)).json()) as {
    news: { slug: string }[];
  };
  return [
    { label: 'article page', path: `/news/${answer.news[0]?.slug}` },
    { label: 'home', path: '/' },
    { label: 'category (/india-news)', path: '/india-news' },
    { label: 'search page (/search?q=market)', path: '/search?q=market' },
    { label: '/api/news?limit=50', path: '/api/news?limit=50' },
  ];
}

/** Runs the comparison and prints its table; false when it was skipped. */
export async function compareWithBaseline(seconds: number): Promise<boolean> {
  const ref = process.env.BENCH_BASELINE ?? SAVED.ref;
  if (ref === 'none') return false;
  const dir = prepare(ref);
  const baseline = await startAt(dir, `baseline ${ref}`, 3405);
  const current = await startAt(process.cwd(), 'this checkout', 3406);
  try {
    const pages = await Promise.all([pagesOf(baseline), pagesOf(current)]);
    console.log(
      `\nUncached pages against the saved baseline ${ref}${ref === SAVED.ref ? ` (${SAVED.what})` : ''}: ` +
        `page cache off, ${ROUNDS} rounds of ${seconds} s by turns, each server on its own sample stories.`,
    );
    console.log(
      'page'.padEnd(34) +
        'baseline r/s'.padStart(13) +
        'now r/s'.padStart(10) +
        'ratio'.padStart(8) +
        'CPU/render before'.padStart(19) +
        'now'.padStart(9),
    );
    for (let i = 0; i < pages[0].length; i++) {
      const totals = [0, 1].map(() => ({ done: 0, seconds: 0, cpu: 0 }));
      for (let round = 0; round < ROUNDS; round++) {
        for (const [side, server] of [baseline, current].entries()) {
          const url = `http://127.0.0.1:${server.port}${pages[side]![i]!.path}`;
          // A short warm-up: the first renders compile the page's code.
          if (round === 0) await load(url, 1);
          const cpuBefore = cpuMs(server.child.pid!);
          const measured = await load(url, seconds);
          const total = totals[side]!;
          total.cpu += cpuMs(server.child.pid!) - cpuBefore;
          total.done += measured.done;
          total.seconds += measured.done / measured.rps;
        }
      }
      const [before, now] = totals.map((t) => ({ rps: t.done / t.seconds, cpu: t.cpu / t.done }));
      console.log(
        pages[1]![i]!.label.padEnd(34) +
          before!.rps.toFixed(0).padStart(13) +
          now!.rps.toFixed(0).padStart(10) +
          `${(now!.rps / before!.rps).toFixed(2)}x`.padStart(8) +
          `${before!.cpu.toFixed(1)} ms`.padStart(19) +
          `${now!.cpu.toFixed(1)} ms`.padStart(9),
      );
    }
  } finally {
    await stop(baseline);
    await stop(current);
  }
  return true;
}
