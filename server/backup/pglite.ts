/**
 * PGlite's side of a backup. The data folder is copied as it stands with the server stopped and
 * the folder locked (server/db/lock.ts): the same files PGlite's `dumpDataDir` tars (it walks this
 * folder), read from disk so memory does not grow with the site; PostgreSQL's write-ahead log is
 * in it, so the copy opens exactly as the site was closed.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGliteThread } from '../db/pglite-thread';
import { countTables, lastMigration, type Migration, type Query } from './inspect';

export interface PgliteState {
  tables: Record<string, number>;
  migration: Migration;
  /** e.g. `PostgreSQL 18.6 (PGlite 0.5.16)`. */
  serverVersion: string;
}

/** Opens the PGlite data folder `pgdata`, reads its counts and migration, and closes it. */
export async function inspectPglite(pgdata: string): Promise<PgliteState> {
  const thread = await PGliteThread.create({ dataDir: pgdata });
  try {
    const query: Query = async (sql) => (await thread.query<Record<string, unknown>>(sql)).rows;
    const [version] = await query('select version() as version');
    return {
      tables: await countTables(query),
      migration: await lastMigration(query),
      serverVersion: String(version?.version ?? '').split(' on ')[0] ?? '',
    };
  } finally {
    await thread.close();
  }
}

/** The installed PGlite's version (its package.json, which the package does not export). */
export function pgliteVersion(): string {
  const main = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = path.dirname(main);
  for (let i = 0; i < 4; i++, dir = path.dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
    } catch {
      // Not this folder: one up.
    }
  }
  return 'unknown';
}
