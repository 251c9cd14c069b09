import { defineConfig } from 'vitest/config';

/**
 * The multi-process test (tests/cluster): three built processes behind nginx on PostgreSQL.
 * Its own configuration so the ordinary unit run leaves it out; `npm test` runs it after the
 * production build (scripts/test.ts). One file, one process: it owns fixed ports.
 */
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
  },
});
