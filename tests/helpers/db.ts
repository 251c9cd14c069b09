import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { PGliteThread } from '../../server/db/pglite-thread';

/**
 * A fresh, migrated database for one test file: a PGlite copy of the template in a data
 * directory of its own, in a worker thread as the server runs it (server/db/pglite-thread.ts), or
 * (with DATABASE_URL) a PostgreSQL database made from the template.
 */
export async function createTestDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `newsdesk_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('pgTemplateDb')}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), migrate: false });
    return {
      ...database,
      async close() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: databaseUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const client = await pgliteClient();
  const database = await openDatabase({ pglite: client, migrate: false });
  const file = testFile();
  return {
    ...database,
    // Back to the worker's pool, emptied when it is next taken (see pgliteClient).
    async close() {
      if (!client.closed) idle.push({ client, file });
    },
  };
}

/**
 * PGlite threads this test worker has made and tests have given back, with the test file that
 * used them (should a worker ever run several files: Vitest's isolate: false).
 */
const idle: { client: PGliteThread; file: string | undefined }[] = [];

/** The test file running now. */
const testFile = () => expect.getState().testPath;

/**
 * A migrated, empty PGlite. Loading one from the template costs about 0.7 s (most of the unit
 * suite's time when every test made its own), emptying a used one a few milliseconds: a test
 * gets an instance its own file gave back, with every table truncated, or a new one. An instance
 * another file used is closed instead: that file's services (timers, a fetch, a publisher that
 * was never stopped) may still reach it, and its session may hold settings or locks.
 */
async function pgliteClient(): Promise<PGliteThread> {
  const file = testFile();
  for (let entry = idle.pop(); entry; entry = idle.pop()) {
    const { client } = entry;
    if (entry.file !== file) {
      await closeClient(client);
      continue;
    }
    try {
      const { rows } = await client.query<{ name: string }>(
        "select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'",
      );
      await client.exec(`truncate ${rows.map((r) => r.name).join(', ')} restart identity cascade`);
      return client;
    } catch {
      // Left in a state it cannot be emptied from: let it go and take another.
      await closeClient(client);
    }
  }
  const templateFile = inject('pgliteTemplate');
  // In a directory, not in the worker's memory: should the worker be replaced (a statement past
  // its time limit, a crash), the new one opens the directory and finds every committed row, as on
  // a site. Loaded into memory, the rows went with the worker. Under the global setup's directory,
  // which its teardown removes; each is removed sooner when its database is closed or this
  // process ends.
  const dir = mkdtempSync(path.join(path.dirname(templateFile), 'db-'));
  dirs.add(dir);
  try {
    const client = await PGliteThread.create({
      dataDir: path.join(dir, 'pgdata'),
      loadDataDir: new Uint8Array(readFileSync(templateFile)),
    });
    clientDirs.set(client, dir);
    return client;
  } catch (error) {
    removeDir(dir);
    throw error;
  }
}

/** The data directories this process made, removed when it exits (tests never close their last database). */
const dirs = new Set<string>();
const clientDirs = new WeakMap<PGliteThread, string>();
process.once('exit', () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function removeDir(dir: string): void {
  dirs.delete(dir);
  rmSync(dir, { recursive: true, force: true });
}

async function closeClient(client: PGliteThread): Promise<void> {
  await client.close().catch(() => undefined);
  const dir = clientDirs.get(client);
  if (dir) removeDir(dir);
}
