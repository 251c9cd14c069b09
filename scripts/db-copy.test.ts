import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArticle } from '../tests/helpers/factories';
import { compiledScript } from '../tests/helpers/compiled-script';
import { adminQuery } from '../tests/helpers/fresh-database';
import { openDatabase, queryRows } from '../server/db/client';

const run = promisify(execFile);
const databaseUrl = process.env.DATABASE_URL;

/** The command as an operator runs it (compiled once: tests/helpers/compiled-script.ts); answers its exit code and what it printed. */
async function dbCopy(args: string[], env: Record<string, string>) {
  const file = await compiledScript('scripts/db-copy.ts');
  try {
    const { stdout, stderr } = await run(process.execPath, [file, ...args], {
      env: { ...process.env, LOG_LEVEL: 'silent', STORAGE: 'local', ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

// The command copies into a PostgreSQL server; without one there is nothing to copy into
// (server/db/copy.test.ts covers the copy itself on PGlite too).
// Each case starts the command in a new Node process: seconds on a busy machine.
describe.skipIf(!databaseUrl)('npm run db:copy', { timeout: 120_000 }, () => {
  let dataDir = '';
  const name = `newsdesk_copy_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  let target = '';

  const admin = (statement: string) => adminQuery(databaseUrl ?? '', statement);

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'newsdesk-dbcopy-'));
    const site = await openDatabase({ dataDir });
    try {
      await insertArticle(site.db, { slug: 'moved-story', title: 'A story that moves' });
    } finally {
      await site.close();
    }
    await admin(`create database ${name}`);
    const url = new URL(databaseUrl ?? '');
    url.pathname = `/${name}`;
    target = url.toString();
  });

  afterAll(async () => {
    await admin(`drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses while the site is open elsewhere, naming the server', async () => {
    // A live process other than the command's holds the directory: this test's own.
    writeFileSync(path.join(dataDir, 'newsdesk.lock'), String(process.pid));
    try {
      const { code, output } = await dbCopy(['--to', target], { DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(output).toMatch(/stop the server first/);
    } finally {
      rmSync(path.join(dataDir, 'newsdesk.lock'), { force: true });
    }
  });

  it('copies the site, prints each table and says where the images are', async () => {
    const { code, output } = await dbCopy(['--to', target, '--from', dataDir], {});
    expect(output).toMatch(/articles\s+1 rows/);
    expect(output).toMatch(/every count checked/);
    expect(output).toContain(`Images: the files stay in ${path.join(dataDir, 'uploads')}`);
    expect(code).toBe(0);
    const copied = await openDatabase({ databaseUrl: target, migrate: false });
    try {
      const rows = await queryRows<{ title: string }>(copied.db, sql`select title from articles`);
      expect(rows).toEqual([{ title: 'A story that moves' }]);
    } finally {
      await copied.close();
    }
  });

  it('refuses a target that already holds the site', async () => {
    const { code, output } = await dbCopy(['--to', target, '--from', dataDir], {});
    expect(code).toBe(1);
    expect(output).toMatch(/already holds data \(.*articles: 1 row/);
  });

  it('answers with its usage without a PostgreSQL address', async () => {
    const { code, output } = await dbCopy(['--to', dataDir], {});
    expect(code).toBe(1);
    expect(output).toMatch(/Usage: npm run db:copy/);
  });
});
