import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  EMPTY_PORT,
  EMPTY_SETUP_TOKEN,
  INGEST_PORT,
  INGEST_SETUP_TOKEN,
  PORT,
  PROVIDERS_PORT,
  SMTP_PORT,
  STRIPE_SITE,
} from './tests/e2e/support/ports';
import { TEST_WEBHOOK_SECRET } from './tests/helpers/fake-stripe';
import { CHROME_ARGS } from './tests/e2e/support/chrome';

/**
 * Browser tests against the built site, on Debian's Chromium (no browser download).
 * Three sites: one with the sample stories plus extra fixtures, one empty (with ads and
 * analytics configured, so it asks for consent), and
 * one whose news fetch reads local stand-in providers (a fourth server).
 */
// Made once in the main process; workers inherit it through the environment.
process.env.E2E_DATA_ROOT ??= mkdtempSync(path.join(tmpdir(), 'newsdesk-e2e-'));
const dataRoot = process.env.E2E_DATA_ROOT;
/**
 * Debian's headless shell (package chromium-headless-shell: the same Chromium without the
 * browser's window code, what Playwright itself runs headless) when it is installed: pages load
 * and scans run about a third faster than in the full browser on a two-core machine.
 * E2E_CHROME_PATH picks another binary; scripts/test.ts installs the shell when it can.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath =
  process.env.E2E_CHROME_PATH ??
  (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : (process.env.CHROME_PATH ?? '/usr/bin/chromium'));
const launchOptions = {
  executablePath,
  args: CHROME_ARGS,
};

/**
 * The two side sites' logs (warnings and errors) go to files beside their data, which
 * scripts/test.ts quotes under 'What failed:' when a browser test fails: a failure caused on
 * the server (a run that stopped with 'see the server log') names its cause in the CI log.
 */
const siteLog = (name: string) => path.join(dataRoot, `${name}.log`);

function serverEnv(port: number, extra: Record<string, string>) {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

const pgUrl = process.env.E2E_DATABASE_URL;
const emptyPgUrl = pgUrl ? pgUrl.replace(/\/([^/]+)$/, '/$1_empty') : undefined;
const ingestPgUrl = pgUrl ? pgUrl.replace(/\/([^/]+)$/, '/$1_ingest') : undefined;
const providers = `http://127.0.0.1:${PROVIDERS_PORT}/ok`;

export default defineConfig({
  testDir: 'tests/e2e',
  // The SMTP server the main site mails through, in this process for the whole run (support/mailbox.ts).
  globalSetup: './tests/e2e/support/global-setup.ts',
  // Per run, like the ports: two suites on one machine never delete each other's traces.
  outputDir: path.join(dataRoot, 'test-results'),
  fullyParallel: true,
  workers: 2,
  // On CI a failed test is tried once more, for its trace and to tell a flaky test from a broken
  // one; either fails the run (and scripts/test.ts counts a pass on the retry as a failure).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions,
    // A trace records every action's page (snapshots, screencast): on CI only the retry of a
    // failed test does, so passing tests pay nothing for it; on a developer's machine, which does
    // not retry, every test records and the failed ones keep theirs.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The site's service worker would answer navigations and keep pages between a test's steps;
    // tests/e2e/saved.spec.ts, which tests it, allows it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions },
    },
    // Tests tagged ONCE (tests/e2e/support/tags.ts) do not depend on the screen, and those tagged
    // DARK check colours the desktop project checks: desktop only.
    { name: 'phone', grepInvert: /@once|@dark/, use: { ...devices['Pixel 7'], launchOptions } },
  ],
  // Playwright starts its web servers one after another, each once the one before answers. The
  // first three are started without waiting (no url), so all four start together; Playwright waits
  // for the main site's health check, then the global setup waits for the other three
  // (support/wait-for-sites.ts). The PGlite sites copy one migrated template (data-dir.ts).
  webServer: [
    {
      command: `node --import tsx tests/e2e/fixtures/data-dir.ts && node build/node/main.js >> '${siteLog('empty')}'`,
      // This site also runs advertising and analytics, behind the consent banner (consent.spec.ts).
      env: serverEnv(EMPTY_PORT, {
        SEED_SAMPLES: 'false',
        SETUP_TOKEN: EMPTY_SETUP_TOKEN,
        // Sign-ups in the tests come from their own X-Forwarded-For addresses.
        TRUST_PROXY: '1',
        ADS_CLIENT: 'ca-pub-0000000000000000',
        ADS_SLOT_INLINE: '1111111111',
        ADS_SLOT_SIDEBAR: '2222222222',
        ANALYTICS_ID: 'G-E2ETEST00',
        DATA_DIR: path.join(dataRoot, 'empty'),
        ...(emptyPgUrl ? { DATABASE_URL: emptyPgUrl } : {}),
      }),
    },
    {
      command: 'node --import tsx tests/e2e/fixtures/providers-server.ts',
    },
    {
      // Its admin is registered through the setup token once it answers (support/global-setup.ts).
      command: `node --import tsx tests/e2e/fixtures/data-dir.ts && node build/node/main.js >> '${siteLog('ingest')}'`,
      env: serverEnv(INGEST_PORT, {
        SEED_SAMPLES: 'false',
        SETUP_TOKEN: INGEST_SETUP_TOKEN,
        DATA_DIR: path.join(dataRoot, 'ingest'),
        NEWSAPI_KEY: 'e2e-newsapi-key',
        NEWSAPI_URL: providers,
        GUARDIAN_KEY: 'e2e-guardian-key',
        GUARDIAN_URL: providers,
        INGEST_PER_CATEGORY: '4',
        // A statement past the limit replaces the database thread and fails the fetch under way. On a
        // loaded two-core machine (four sites, two browsers) a simple statement of the fetch once
        // passed 30 s (the site's log said so); the test is about the fetch, not about the limit.
        DATABASE_STATEMENT_TIMEOUT_SECONDS: '120',
        ...(ingestPgUrl ? { DATABASE_URL: ingestPgUrl } : {}),
      }),
    },
    {
      command: 'node --import tsx tests/e2e/fixtures/prepare.ts && node build/node/main.js',
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      // All four servers, on a loaded two-core machine.
      timeout: 180_000,
      stdout: 'pipe',
      // DATA_DIR holds uploads even when the database is PostgreSQL.
      // TRUST_PROXY: specs that post the contact form give each project its own address
      // (X-Forwarded-For), so the per-address limit does not make them depend on each other.
      env: serverEnv(PORT, {
        DATA_DIR: path.join(dataRoot, 'main'),
        TRUST_PROXY: 'true',
        // Scheduled stories checked every 2 s instead of every minute (tests/e2e/scheduling.spec.ts).
        PUBLISH_CHECK_SECONDS: '2',
        // 'Most read' read again every 2 s instead of every minute (tests/e2e/most-read.spec.ts).
        MOST_READ_REFRESH_SECONDS: '2',
        // Followed-topic alerts put together every 2 s, at any hour (tests/e2e/following.spec.ts).
        FOLLOW_ALERT_CHECK_SECONDS: '2',
        PUSH_QUIET_HOURS: 'off',
        // The newsletter mails through the spec's own SMTP server, every 5 s so a test sees a send
        // soon (tests/e2e/newsletter.spec.ts waits for the next ones).
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}?ignoreTLS=true`,
        NEWSLETTER_FROM: 'briefing@newsdesk.test',
        NEWSLETTER_CRON: '*/5 * * * * *',
        // Reader revenue through the Stripe stand-in (tests/e2e/members.spec.ts).
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        STRIPE_API_BASE: STRIPE_SITE,
        // Push subscriptions may name a local push service (tests/helpers/push-service.ts) the spec starts.
        PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
        ...(pgUrl ? { DATABASE_URL: pgUrl } : {}),
      }),
    },
  ],
});
