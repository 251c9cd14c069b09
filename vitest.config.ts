import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['core/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/security/**/*.test.ts'],
    globalSetup: ['./tests/setup/global-setup.ts'],
    setupFiles: ['./tests/setup/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker imports the server's modules once for all its files, not once a file: the suite
    // ran in 6 min isolated, 2 min not, on two cores (most of it was import time). Each file still
    // makes its own database and services (tests/helpers/app.ts); module state is kept out of tests.
    isolate: false,
    // Every core (Vitest's default leaves one free, which on 2 cores is one worker).
    maxWorkers: availableParallelism(),
  },
});
