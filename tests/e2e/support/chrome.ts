/**
 * How the browser tests launch Debian's Chromium (no sandbox in a container, nothing fetched from
 * the network on its own): playwright.config.ts for every spec, tests/e2e/alerts.spec.ts for
 * the full browser its notifications need, and Lighthouse's (scripts/audit.ts).
 */
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
