/**
 * What a backup records of a database and what a restore checks against it: rows per table and
 * the last migration applied. The same statements on PGlite and on PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../db/client';
import type { Manifest } from './manifest';

/** Runs one statement and answers its rows: a `pg.Client` or a PGliteThread, wrapped. */
export type Query = (sql: string) => Promise<Record<string, unknown>[]>;

export type Migration = Manifest['database']['migration'];

/** Rows in every ordinary table of the `public` schema but extensions' own, by name (sorted). */
export async function countTables(query: Query): Promise<Record<string, number>> {
  const tables = await query(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
       and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
     order by c.relname`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const table = String(name);
    const [row] = await query(`select count(*)::text as n from "${table.replaceAll('"', '""')}"`);
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

/** The migrations this checkout knows, by the time drizzle records for each (`created_at`). */
export function journal(): { tag: string; when: number }[] {
  const file = path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json');
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { entries: { tag: string; when: number }[] };
  return parsed.entries.map(({ tag, when }) => ({ tag, when }));
}

/** The last migration drizzle applied (`drizzle.__drizzle_migrations`), named from the journal. */
export async function lastMigration(query: Query): Promise<Migration> {
  const [exists] = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as ok`);
  if (exists?.ok !== true) return { tag: null, createdAt: null, applied: 0 };
  const [row] = await query(
    `select count(*)::text as applied, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const createdAt = row?.last === null || row?.last === undefined ? null : Number(row.last);
  const tag = createdAt === null ? null : (journal().find((m) => m.when === createdAt)?.tag ?? null);
  return { tag, createdAt, applied: Number(row?.applied ?? 0) };
}

/**
 * Null when this checkout can run a database at `migration` (the same or an older schema: the
 * server applies the rest at start-up); otherwise why not, in one line.
 */
export function unknownMigration(migration: Migration): string | null {
  if (migration.createdAt === null) return null;
  const known = journal();
  if (known.some((m) => m.when === migration.createdAt)) return null;
  const newest = known.at(-1);
  if (newest && migration.createdAt > newest.when) {
    return `The backup's database has a migration newer than this Newsdesk knows (its last is from ${new Date(migration.createdAt).toISOString()}, ours ${newest.tag}): restore it with the version that made it, or a newer one.`;
  }
  return `The backup's database has a migration this Newsdesk does not know (made ${new Date(migration.createdAt).toISOString()}): restore it with the version that made it.`;
}

/** Differences between the counts a backup recorded and what a restored database holds. */
export function compareCounts(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const problems: string[] = [];
  for (const [table, rows] of Object.entries(expected)) {
    if (!(table in actual)) problems.push(`${table} is missing`);
    else if (actual[table] !== rows) problems.push(`${table} has ${actual[table]} rows, the backup ${rows}`);
  }
  for (const table of Object.keys(actual)) {
    if (!(table in expected)) problems.push(`${table} is not in the backup`);
  }
  return problems;
}
