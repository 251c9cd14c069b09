import { defineConfig } from 'vitest/config';

/**
 * Tests of the production build (tests/build): they read build/, so `npm test` runs them right
 * after its build (scripts/test.ts), and the ordinary Vitest run leaves them out.
 */
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    globalSetup: ['./tests/setup/global-setup.ts'],
    setupFiles: ['./tests/setup/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
