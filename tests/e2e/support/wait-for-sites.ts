/**
 * Waits until the empty site, the news-fetch site and the stand-in providers answer their health
 * checks. playwright.config.ts starts those three without waiting, beside the main site, whose
 * health check is the one Playwright waits for; the global setup (global-setup.ts), which
 * Playwright runs once its web servers are up, then waits for these, so every site starts at once.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { EMPTY_SITE, INGEST_SITE, PROVIDERS_PORT } from './ports';

const WAIT_MS = 180_000;
const sites = {
  'empty site': `${EMPTY_SITE}/api/health`,
  'news-fetch site': `${INGEST_SITE}/api/health`,
  'stand-in providers': `http://127.0.0.1:${PROVIDERS_PORT}/health`,
};

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

export async function waitForSites(): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  let waiting = Object.entries(sites);
  while (waiting.length > 0) {
    const results = await Promise.all(waiting.map(([, url]) => answers(url)));
    waiting = waiting.filter((_, i) => !results[i]);
    if (waiting.length === 0) return;
    if (Date.now() > deadline) {
      throw new Error(`These browser-test servers did not start: ${waiting.map(([name]) => name).join(', ')}`);
    }
    await sleep(200);
  }
}
