import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../tests/helpers/app';
import { freshDatabase } from '../tests/helpers/fresh-database';
import { siteFolder } from '../tests/helpers/site-folder';
import { createLogger } from './lib/logger';
import { startRuntime } from './runtime';
import { openDatabase } from './db/client';
import { sql } from 'drizzle-orm';

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

/** A logger at `trace` that keeps the statements the database was sent, and the other lines. */
function statementLog() {
  const statements: string[] = [];
  const messages: string[] = [];
  const logger = createLogger('trace', {
    write(line: string) {
      const entry = JSON.parse(line) as { msg?: string; sql?: string };
      if (entry.msg === 'database: statement' && entry.sql) statements.push(entry.sql);
      else if (entry.msg) messages.push(entry.msg);
    },
  });
  return { logger, statements, messages };
}

async function start(env: Record<string, string>): Promise<string[]> {
  return (await startLogged(env)).statements;
}

async function startLogged(env: Record<string, string>) {
  const log = statementLog();
  const runtime = await startRuntime(testConfig(env), log.logger);
  await runtime.close();
  return log;
}

/** A site folder (and on PostgreSQL a database of its own) for one test. */
async function newSite(name: string): Promise<Record<string, string>> {
  const dataDir = siteFolder(`newsdesk-${name}-`);
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = { DATA_DIR: dataDir, SEED_SAMPLES: 'false' };
  if (databaseUrl) {
    const database = await freshDatabase(databaseUrl, `newsdesk_${name}_${process.pid}`);
    cleanups.push(() => database.drop());
    env.DATABASE_URL = database.url;
  }
  return env;
}

describe('a start of the server', () => {
  it('fills the older stories’ tag slugs in its first start only, and after looks for none', async () => {
    const env = await newSite('startup');
    const scan = /"tag_slugs" is null/;
    const first = await start(env);
    expect(first.filter((statement) => scan.test(statement))).toHaveLength(1);
    const later = await startLogged(env);
    expect(later.statements.length).toBeGreaterThan(0);
    expect(later.statements.filter((statement) => statement.includes('tag_slugs'))).toEqual([]);
    // With nothing to apply, it says nothing of migrations.
    expect(later.messages.filter((m) => /migrat/.test(m))).toEqual([]);
  });

  it('says which new migrations it applies to an existing database, and how long they took', async () => {
    const env = await newSite('upgrade');
    await start(env);
    // The database of a site one migration behind: the last one's record removed (it runs again).
    const database = await openDatabase(
      env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, migrate: false } : { dataDir: env.DATA_DIR!, migrate: false },
    );
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    await database.close();
    const { messages } = await startLogged(env);
    const applying = messages.filter((m) => m.startsWith('database: applying'));
    expect(applying).toEqual([expect.stringMatching(/^database: applying 1 new migration \(\d{4}_\w+\)$/)]);
    expect(messages.some((m) => /^database: migrated in \d+\.\d s$/.test(m))).toBe(true);
  });
});
