import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../tests/helpers/app';
import { freshDatabase } from '../tests/helpers/fresh-database';
import { siteFolder } from '../tests/helpers/site-folder';
import { createLogger } from './lib/logger';
import { startRuntime } from './runtime';

/**
 * What a start asks of the database, from its statement log (LOG_LEVEL=trace, server/db/client.ts):
 * the backfills SQL cannot do run once, in the migrations (server/db/backfills.ts), so the starts
 * after the first look at no article to fill; a start of a large site stays as quick as a small one's.
 */
const databaseUrl = process.env.DATABASE_URL;
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A logger at `trace` that keeps the statements the database was sent. */
function statementLog() {
  const statements: string[] = [];
  const logger = createLogger('trace', {
    write(line: string) {
      const entry = JSON.parse(line) as { msg?: string; sql?: string };
      if (entry.msg === 'database: statement' && entry.sql) statements.push(entry.sql);
    },
  });
  return { logger, statements };
}

async function start(env: Record<string, string>): Promise<string[]> {
  const { logger, statements } = statementLog();
  const runtime = await startRuntime(testConfig(env), logger);
  await runtime.close();
  return statements;
}

describe('a start of the server', () => {
  it('fills the older stories’ tag slugs in its first start only, and after looks for none', async () => {
    const dataDir = siteFolder('newsdesk-startup-');
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = { DATA_DIR: dataDir, SEED_SAMPLES: 'false' };
    if (databaseUrl) {
      const database = await freshDatabase(databaseUrl, `newsdesk_startup_${process.pid}`);
      cleanups.push(() => database.drop());
      env.DATABASE_URL = database.url;
    }
    const scan = /"tag_slugs" is null/;
    const first = await start(env);
    expect(first.filter((statement) => scan.test(statement))).toHaveLength(1);
    const later = await start(env);
    expect(later.length).toBeGreaterThan(0);
    expect(later.filter((statement) => statement.includes('tag_slugs'))).toEqual([]);
  });
});
