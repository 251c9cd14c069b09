import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SlowFirst } from './tests/setup/sequencer.ts';

/**
 * Five projects (docs/architecture.md, 'Tests'); `npx vitest run --project core` runs one.
 *
 * - `core`: core/'s pure rules. No database, no global setup: answers in seconds.
 * - `unit`: the tests of server/ and scripts/ that need no database (listed below; a new
 *   database test goes in `server` by default, and a listed file that asked for a database
 *   would fail on the missing template).
 * - `server`: the database-backed tests. A worker imports the server once for all its files
 *   (`isolate: false`) and keeps its PGlite threads for them, emptied for each test that asks for a
 *   database (tests/helpers/db.ts); on PostgreSQL it keeps databases copied from the template, each
 *   emptied by truncation.
 * - `isolated`: database-backed files that change the process they run in, each in a new process.
 * - `slow`: files of tens of seconds (server processes, CLI runs, a database thread stopped and
 *   started again), each in a new process; the sequencer starts them first, so they do not
 *   finish last on a worker of their own.
 *
 * CI's PostgreSQL pass runs `server`, `isolated` and `slow` only (scripts/test.ts).
 */
const UNIT = [
  'app/i18n/messages.test.ts',
  'scripts/audit-deps.test.ts',
  'scripts/bench-timing.test.ts',
  'scripts/budgets-rules.test.ts',
  'scripts/media-copy.test.ts',
  'scripts/soak-report.test.ts',
  'server/auth/common-passwords.test.ts',
  'server/auth/password.test.ts',
  'server/backup/archive.test.ts',
  'server/cache/cdn-purge.test.ts',
  'server/cache/compression.test.ts',
  'server/cache/page-cache.test.ts',
  'server/cache/tags.test.ts',
  'server/config.test.ts',
  'server/db/errors.test.ts',
  'server/db/lock.test.ts',
  'server/db/schema.test.ts',
  'server/entry-server.test.ts',
  'server/feeds/feed-xml.test.ts',
  'server/feeds/sitemap-xml.test.ts',
  'server/ingest/http-client.test.ts',
  'server/ingest/providers/providers.test.ts',
  'server/lib/body.test.ts',
  'server/lib/client-ip.test.ts',
  'server/lib/concurrency.test.ts',
  'server/lib/errors.test.ts',
  'server/media/media.service.test.ts',
  'server/media/storage.test.ts',
  'server/news/sanitize.test.ts',
  'server/newsletter/confirm-page.test.ts',
  'server/newsletter/digest.test.ts',
  'server/push/endpoint.test.ts',
];

/** Replaces the process's `WebAssembly.instantiate` while it starts a PGlite of its own. */
const ISOLATED = ['server/db/pglite-load-order.test.ts'];

const SLOW = [
  // Server processes killed mid-write and started again on the same data.
  'tests/security/crash.test.ts',
  // Database threads stopped by statement time limits and started again.
  'server/db/pglite-thread.test.ts',
  // A PGlite folder killed during a bulk write, started again.
  'server/db/pglite-recovery.test.ts',
  // `npm run backup` / `restore` as processes, on PGlite folders and PostgreSQL databases.
  'scripts/backup.test.ts',
  'scripts/db-copy.test.ts',
  // `npm run user:create` as a process, a first start of the services each time.
  'scripts/user-create.test.ts',
  'server/startup.test.ts',
];

const DATABASE_TESTS = ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/security/**/*.test.ts'];

/** What every project shares. */
const shared = {
  setupFiles: ['./tests/setup/fail-on-console-error.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
};

/**
 * Migrates a template database once a run, for the projects that use one; their accounts' passwords
 * are hashed at argon2id's smallest cost (tests/setup/cheap-password-hashing.ts).
 */
const withDatabase = {
  ...shared,
  setupFiles: [...shared.setupFiles, './tests/setup/cheap-password-hashing.ts'],
  globalSetup: ['./tests/setup/global-setup.ts'],
};

export default defineConfig({
  test: {
    // Every core (Vitest's default leaves one free, which on 2 cores is one worker).
    maxWorkers: availableParallelism(),
    sequence: { sequencer: SlowFirst },
    projects: [
      { test: { ...shared, name: 'core', include: ['core/**/*.test.ts'], isolate: false } },
      { test: { ...shared, name: 'unit', include: UNIT, isolate: false } },
      {
        test: {
          ...withDatabase,
          name: 'server',
          include: DATABASE_TESTS,
          exclude: [...UNIT, ...ISOLATED, ...SLOW],
          isolate: false,
        },
      },
      { test: { ...withDatabase, name: 'isolated', include: ISOLATED, isolate: true } },
      { test: { ...withDatabase, name: 'slow', include: SLOW, isolate: true } },
    ],
  },
});
