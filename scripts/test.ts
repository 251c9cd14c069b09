/**
 * `npm test`: every check — types, lint, format and the dependency audit (at once, beside the
 * production build), unit and API tests (Vitest), the page budgets (scripts/budgets.ts) and
 * Lighthouse (scripts/audit.ts; TEST_SKIP_AUDIT=1 skips both), then browser tests (Playwright +
 * Chromium). With DATABASE_URL, the database-backed suites run on that PostgreSQL instead of PGlite.
 * With TEST_POSTGRES_URL (CI, .ci/run), they run on PGlite and the database-backed Vitest projects
 * run a second time on that PostgreSQL. With a PostgreSQL and nginx, the multi-process test
 * (vitest.cluster.config.ts) after the build. Prints each stage's time as it ends and all of them
 * at the end, then the failures by name (a CI log is often read from its tail; a browser test that
 * passed only on its retry is one of them) and one summary line: 'tests: N passed, N failed, N skipped'.
 */
import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import pg from 'pg';
import type { ServedSite } from './site-server';

const skipStatic = process.env.TEST_SKIP_STATIC === '1';
const skipAudit = process.env.TEST_SKIP_AUDIT === '1';
/**
 * CI (.ci/run): a PostgreSQL on which the database-backed Vitest projects run a second time and
 * the multi-process test runs, while everything else runs once, on PGlite (docs/architecture.md,
 * 'Tests', says why).
 */
const postgresUrl = process.env.TEST_POSTGRES_URL || undefined;
const started = Date.now();
const reportDir = mkdtempSync(path.join(tmpdir(), 'newsdesk-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** What failed, by stage and test name, repeated just above the summary line. */
const failures: string[] = [];

/** How long each stage took, listed at the end: where CI's minutes go. */
const stageTimes: string[] = [];
/** Records and prints how long a stage took. */
function timed(label: string, since: number): void {
  const seconds = Math.round((Date.now() - since) / 1000);
  stageTimes.push(`  ${String(seconds).padStart(5)} s  ${label}`);
  console.log(`⏱ ${label}: ${seconds} s`);
}

function run(label: string, command: string, args: string[], options: SpawnSyncOptions = {}): boolean {
  console.log(`\n▶ ${label}`);
  const since = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  timed(label, since);
  if (result.status !== 0) {
    console.error(`✖ ${label} failed (exit ${result.status ?? result.signal})`);
    failures.push(`stage: ${label}`);
  }
  return result.status === 0;
}

interface Stage {
  label: string;
  command: string;
  args: string[];
}

/**
 * Runs stages at the same time, each one's output held and printed whole when it ends (so the
 * log reads stage by stage); true when all passed. For checks that each keep one core busy
 * (tsc, ESLint and Prettier are single-threaded) on a machine with more.
 */
async function runTogether(stages: Stage[]): Promise<boolean> {
  console.log(`\n▶ at once: ${stages.map((s) => s.label).join(', ')}`);
  const results = await Promise.all(
    stages.map(
      (stage) =>
        new Promise<boolean>((resolve) => {
          const since = Date.now();
          const child = spawn(stage.command, stage.args, { stdio: ['ignore', 'pipe', 'pipe'] });
          const output: Buffer[] = [];
          child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
          child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
          child.on('error', (error) => output.push(Buffer.from(`${String(error)}\n`)));
          child.on('close', (code, signal) => {
            console.log(`\n▶ ${stage.label}`);
            process.stdout.write(Buffer.concat(output));
            timed(stage.label, since);
            if (code !== 0) {
              console.error(`✖ ${stage.label} failed (exit ${code ?? signal})`);
              failures.push(`stage: ${stage.label}`);
            }
            resolve(code === 0);
          });
        }),
    ),
  );
  return results.every(Boolean);
}

/** The first line of a failure message, short enough for a summary. */
function firstLine(message: string | undefined): string {
  const line = (message ?? '').split('\n').find((l) => l.trim() !== '') ?? '';
  const plain = stripVTControlCharacters(line).trim();
  return plain.length > 200 ? `${plain.slice(0, 199)}…` : plain;
}

const bin = (name: string) => path.join('node_modules', '.bin', name);

function chromiumPath(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  ) as string[];
  return candidates.find((p) => existsSync(p)) ?? null;
}

function ensureChromium(): string {
  const found = chromiumPath();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium is missing: installing Debian's package (about a minute)…");
    run('apt-get update', 'apt-get', ['update', '-qq']);
    run('apt-get install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium'], {
      env: { DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = chromiumPath();
    if (installed) return installed;
  }
  console.error(
    'Browser tests need Chromium and it is not installed. Install it with:\n' +
      '  sudo apt-get install -y chromium\n' +
      'or point CHROME_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}

/**
 * The browser tests' Chromium: Debian's headless shell (chromium-headless-shell, the same
 * Chromium without the browser's window code), about a third faster on a two-core machine
 * than the full browser, which Lighthouse keeps using. Installed like Chromium when missing;
 * without it the browser tests run on the full browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
function ensureHeadlessShell(): string | null {
  if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log("The browser tests' headless Chromium is missing: installing Debian's package…");
    run('apt-get update', 'apt-get', ['update', '-qq']);
    run('apt-get install chromium-headless-shell', 'apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], {
      env: { DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  }
  console.log(
    `${HEADLESS_SHELL} is not installed (apt-get install chromium-headless-shell): browser tests use the full Chromium.`,
  );
  return null;
}

async function freshE2eDatabase(databaseUrl: string): Promise<string> {
  const name = 'newsdesk_e2e';
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.query(`drop database if exists ${name}_empty with (force)`);
  await admin.query(`create database ${name}_empty`);
  await admin.query(`drop database if exists ${name}_ingest with (force)`);
  await admin.query(`create database ${name}_ingest`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

let ok = true;
if (!skipStatic) {
  ok = run('route types', bin('react-router'), ['typegen']) && ok;
  // Each of these keeps one core busy for up to a minute; side by side they share the machine's.
  ok =
    (await runTogether([
      // TypeScript 7's native compiler (package `typescript-7`): the checks of 5.9 (which the editor
      // and the build tools load) in a sixth of the CPU. One checker thread: the other two share the cores.
      {
        label: 'typecheck',
        command: process.execPath,
        args: [path.join('node_modules', 'typescript-7', 'bin', 'tsc'), '--noEmit', '--checkers', '1'],
      },
      { label: 'lint', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
      { label: 'format', command: bin('prettier'), args: ['--check', '.', '--log-level=warn'] },
      // High or critical advisories in what the server runs (skipped, with a warning, offline).
      {
        label: 'dependency audit (npm run audit:deps)',
        command: process.execPath,
        args: ['--import', 'tsx', 'scripts/audit-deps.ts'],
      },
    ])) && ok;
}

/**
 * Runs Vitest with extra arguments (and environment) and adds its counts to the summary line; a
 * missing report is one failure. `engine` names the database in front of each failure, when it
 * is not the one the run uses.
 */
function vitestStage(label: string, args: string[], reportName: string, options: VitestOptions = {}): boolean {
  const report = path.join(reportDir, reportName);
  const passed = run(label, bin('vitest'), vitestArgs(args, report), { env: options.env ?? {} });
  countVitest(report, options.engine ?? '');
  return passed;
}

interface VitestOptions {
  env?: Record<string, string>;
  engine?: string;
}

const vitestArgs = (args: string[], report: string) => [
  'run',
  ...args,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
];

/**
 * Starts a Vitest stage beside the one run next, for two stages that each leave a core mostly
 * idle: its output is held and printed, with its time, when `finish()` is awaited.
 */
function vitestInBackground(
  label: string,
  args: string[],
  reportName: string,
  options: VitestOptions = {},
): { finish(): Promise<boolean> } {
  const report = path.join(reportDir, reportName);
  const since = Date.now();
  // To a file, not a pipe: the stage in front runs with spawnSync, which blocks this process's
  // event loop, and a full pipe would stop the child.
  const log = path.join(reportDir, `${reportName}.log`);
  const fd = openSync(log, 'w');
  const child = spawn(bin('vitest'), vitestArgs(args, report), {
    stdio: ['ignore', fd, fd],
    env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...options.env },
  });
  closeSync(fd);
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => {
    child.once('error', () => resolve({ code: null, at: Date.now() }));
    child.once('close', (code) => resolve({ code, at: Date.now() }));
  });
  return {
    async finish() {
      const { code, at } = await exited;
      console.log(`\n▶ ${label} (run beside the stage before)`);
      process.stdout.write(readFileSync(log));
      const seconds = Math.round((at - since) / 1000);
      stageTimes.push(`  ${String(seconds).padStart(5)} s  ${label} (beside the stage before)`);
      console.log(`⏱ ${label}: ${seconds} s`);
      if (code !== 0) {
        console.error(`✖ ${label} failed (exit ${code ?? 'not started'})`);
        failures.push(`stage: ${label}`);
      }
      countVitest(report, options.engine ?? '');
      return code === 0;
    },
  };
}

/** Adds a Vitest report's counts to the summary line and its failures to 'What failed'. */
function countVitest(report: string, engine: string): void {
  const counts = readJson(report) as {
    numPassedTests?: number;
    numFailedTests?: number;
    numPendingTests?: number;
    numTodoTests?: number;
    testResults?: {
      name?: string;
      message?: string;
      status?: string;
      assertionResults?: { fullName?: string; status?: string; failureMessages?: string[] }[];
    }[];
  } | null;
  for (const file of counts?.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const test of failed) {
      failures.push(`  ${engine}${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    // A file that failed outside any test (an import, a hook) has a message and no failed test.
    if (file.status === 'failed' && failed.length === 0)
      failures.push(`  ${engine}${where}: ${firstLine(file.message)}`);
  }
  if (counts) {
    totals.passed += counts.numPassedTests ?? 0;
    totals.failed += counts.numFailedTests ?? 0;
    totals.skipped += (counts.numPendingTests ?? 0) + (counts.numTodoTests ?? 0);
  } else {
    totals.failed += 1;
  }
}

ok = vitestStage('unit and API tests (Vitest)', [], 'vitest.json') && ok;
if (postgresUrl) {
  // The projects that use a database, again on PostgreSQL; core/ and the pure unit tests ran above,
  // and so did user:create's test, which runs the command on a PGlite folder of its own whatever
  // DATABASE_URL says (the use case it calls is tested on both engines in the server project).
  ok =
    vitestStage(
      'database-backed tests on PostgreSQL (Vitest)',
      ['--project', 'server', '--project', 'isolated', '--project', 'slow', '--exclude', 'scripts/user-create.test.ts'],
      'vitest-postgres.json',
      { env: { DATABASE_URL: postgresUrl }, engine: '[PostgreSQL] ' },
    ) && ok;
}

const chrome = ensureChromium();
// The browser tests' data, and the side sites' logs (playwright.config.ts), in a folder known here.
const e2eRoot = mkdtempSync(path.join(tmpdir(), 'newsdesk-e2e-'));
/**
 * A migrated, empty PGlite site folder, made beside the build (Rollup bundles on one core; the
 * migrations run on the other): the budgets' and Lighthouse's site and the browser tests' PGlite
 * sites copy it instead of migrating on the way (tests/e2e/fixtures/data-dir.ts). Null on PostgreSQL.
 */
const template: Promise<string | null> = process.env.DATABASE_URL
  ? Promise.resolve(null)
  : new Promise((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/fixtures/data-dir.ts'], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, E2E_DATA_ROOT: e2eRoot, DATA_DIR: '' },
      });
      const made = path.join(e2eRoot, 'template');
      // Without it (a failure, said on stderr), each site migrates its own, as before: the lock the
      // failed maker left would make them wait for a template that never comes.
      const failed = () => {
        for (const left of ['template.lock', 'template.building']) {
          rmSync(path.join(e2eRoot, left), { recursive: true, force: true });
        }
        resolve(null);
      };
      child.once('error', failed);
      child.once('exit', (code) => (code === 0 && existsSync(made) ? resolve(made) : failed()));
    });
ok = run('production build', bin('react-router'), ['build']) && ok;

/**
 * The multi-process test (tests/cluster): three processes of this build on PostgreSQL behind
 * Debian's nginx. It needs both; without one it counts as one skipped test and says why. It runs
 * beside the tests of the build: each keeps about one and a half cores busy, so the two take about
 * 25 s together instead of 33 s one after the other.
 */
const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const clusterDatabase = postgresUrl ?? process.env.DATABASE_URL;
const clusterSkip = !clusterDatabase
  ? 'neither DATABASE_URL nor TEST_POSTGRES_URL is set'
  : !existsSync(nginxPath)
    ? `nginx is not installed at ${nginxPath} (apt-get install nginx-light)`
    : null;
const cluster = clusterSkip
  ? null
  : vitestInBackground(
      'multi-process test (three processes behind nginx, PostgreSQL)',
      ['--config', 'vitest.cluster.config.ts'],
      'cluster.json',
      { env: { DATABASE_URL: clusterDatabase! } },
    );
// Tests that read the build (tests/build: the pages and the server share one copy of server/).
ok = vitestStage('tests of the build (Vitest)', ['--config', 'vitest.build.config.ts'], 'build.json') && ok;
if (cluster) {
  ok = (await cluster.finish()) && ok;
} else {
  console.log(`\n▶ multi-process test (nginx, PostgreSQL): skipped, ${clusterSkip}`);
  totals.skipped += 1;
}

let sharedSite: ServedSite | undefined;
/** Runs a check of scripts/ in this process on the shared built site (served on first use); true when it passed. */
async function inProcess(label: string, check: (site: ServedSite) => Promise<number>): Promise<boolean> {
  console.log(`\n▶ ${label}`);
  const since = Date.now();
  try {
    sharedSite ??= await (await import('./site-server')).serveBuiltSite({ template: (await template) ?? undefined });
    if ((await check(sharedSite)) === 0) return true;
    console.error(`✖ ${label} failed`);
  } catch (error) {
    console.error(`✖ ${label} failed:`, error);
  } finally {
    timed(label, since);
  }
  failures.push(`stage: ${label}`);
  return false;
}

/** The page budgets and Lighthouse count as one test each in the summary line. */
function count(passed: boolean): void {
  if (passed) totals.passed += 1;
  else totals.failed += 1;
}

// Debian's headless shell, installed here when it can be: the browser tests and the audit use it.
const headlessShell = ensureHeadlessShell();
if (skipAudit) {
  // Both measure the built pages on their own PGlite, whatever DATABASE_URL says.
  console.log('\n▶ page budgets and Lighthouse audit: skipped (TEST_SKIP_AUDIT=1)');
  totals.skipped += 2;
} else {
  // Both read the pages of one built site served here (scripts/site-server.ts): one seeded PGlite,
  // made once for the two instead of once each (15-20 s apiece on two cores). Serving it sets
  // NODE_ENV=production when unset (for React); put back after, as the browser tests inherit it.
  const nodeEnv = process.env.NODE_ENV;
  const budgetsOk = await inProcess('page budgets (HTML size, JavaScript gzip)', (site) =>
    import('./budgets').then((m) => m.checkBudgets(site)),
  );
  count(budgetsOk);
  // Lighthouse measures on the headless shell when there is one (scripts/audit.ts says why).
  process.env.CHROME_PATH = headlessShell ?? chrome;
  const auditOk = await inProcess('Lighthouse audit (npm run audit)', (site) =>
    import('./audit').then((m) => m.runAudit(site)),
  );
  count(auditOk);
  await sharedSite?.close();
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  ok = budgetsOk && auditOk && ok;
}

const e2eEnv: Record<string, string> = {
  CHROME_PATH: chrome,
  ...(headlessShell ? { E2E_CHROME_PATH: headlessShell } : {}),
  PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reportDir, 'playwright.json'),
};
if (process.env.DATABASE_URL) e2eEnv.E2E_DATABASE_URL = await freshE2eDatabase(process.env.DATABASE_URL);
e2eEnv.E2E_DATA_ROOT = e2eRoot;
await template;
const e2eArgs = ['test', '--reporter=list,json'];
// Playwright retries a failed test once on CI (playwright.config.ts), for its trace; a test that
// passed only on the retry fails the run all the same (`failOnFlakyTests`, and counted so below).
let e2eOk = run('browser tests (Playwright)', bin('playwright'), e2eArgs, { env: e2eEnv });
interface PlaywrightSuite {
  title?: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title?: string;
    line?: number;
    tests?: { projectName?: string; status?: string; results?: { error?: { message?: string } }[] }[];
  }[];
}
const playwright = readJson(e2eEnv.PLAYWRIGHT_JSON_OUTPUT_NAME!) as {
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
  suites?: PlaywrightSuite[];
} | null;
/**
 * Names the browser tests that failed on every try ('unexpected') or passed only on a retry
 * ('flaky'), with their first try's error.
 */
function playwrightFailures(suites: PlaywrightSuite[], titles: string[] | null, file?: string): void {
  for (const suite of suites) {
    const where = suite.file ?? file;
    // The top level is one suite a file, titled by its path; below it, the describe blocks.
    const path_ = titles === null ? [] : [...titles, suite.title ?? ''];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        // The first try's error: a retry on a site the first try changed often fails for that reason.
        const error = test.results?.[0]?.error?.message;
        const name = [...path_, spec.title].filter(Boolean).join(' › ');
        const how = test.status === 'flaky' ? 'passed only on retry; first try: ' : '';
        failures.push(`  [${test.projectName}] ${where}:${spec.line} › ${name}: ${how}${firstLine(error)}`);
      }
    }
    playwrightFailures(suite.suites ?? [], path_, where);
  }
}
playwrightFailures(playwright?.suites ?? [], null);
if (playwright?.stats) {
  const flaky = playwright.stats.flaky ?? 0;
  totals.passed += playwright.stats.expected ?? 0;
  totals.failed += (playwright.stats.unexpected ?? 0) + flaky;
  totals.skipped += playwright.stats.skipped ?? 0;
  if (flaky > 0) {
    if (e2eOk) failures.push('stage: browser tests (Playwright): passed only after retries');
    e2eOk = false;
  }
} else {
  totals.failed += 1;
}
ok = e2eOk && ok;
if (e2eOk) rmSync(e2eRoot, { recursive: true, force: true });
else failures.push(...serverErrors(e2eRoot, ['empty', 'ingest']));
/** The error lines (pino level 50 and up) the side sites logged, a few each: a server-side cause. */
function serverErrors(root: string, sites: string[]): string[] {
  const lines: string[] = [];
  for (const site of sites) {
    let text = '';
    try {
      text = readFileSync(path.join(root, `${site}.log`), 'utf8');
    } catch {
      continue;
    }
    const errors = text.split('\n').filter((line) => /"level":(5|6)\d/.test(line));
    for (const line of errors.slice(0, 5)) lines.push(`  server log (${site} site): ${line.slice(0, 600)}`);
  }
  return lines;
}

rmSync(reportDir, { recursive: true, force: true });
if (!ok && totals.failed === 0) totals.failed = 1;
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`\nStages:\n${stageTimes.join('\n')}`);
if (failures.length > 0) console.log(`\nWhat failed:\n${failures.join('\n')}`);
console.log(`\nnpm test took ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok ? 0 : 1);
