import { openDatabase, queryRows, type Database } from '../../server/db/client';
import { sql } from 'drizzle-orm';

/**
 * On PostgreSQL (DATABASE_URL set): another handle, with its own pool, on the same database
 * as `database`, as a second process would open it. Null on PGlite, which one process owns.
 */
export async function secondConnection(database: Database): Promise<Database | null> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl || database.kind !== 'postgres') return null;
  const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
  if (!row) throw new Error('current_database() answered nothing');
  const url = new URL(databaseUrl);
  url.pathname = `/${row.name}`;
  return openDatabase({ databaseUrl: url.toString(), migrate: false });
}
