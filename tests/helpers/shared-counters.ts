import { afterAll, beforeAll, beforeEach } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../../server/db/client';
import { createTestDatabase } from './db';

/**
 * On PostgreSQL (DATABASE_URL set): runs `fn` with another handle, with its own pool, on the
 * same database as `database`, as a second process would open it, and closes it after.
 * Throws on PGlite, which one process owns: callers skip without DATABASE_URL.
 */
export async function withSecondConnection(database: Database, fn: (other: Database) => Promise<void>): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl || database.kind !== 'postgres') throw new Error('a second connection needs PostgreSQL');
  const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
  if (!row) throw new Error('current_database() answered nothing');
  const url = new URL(databaseUrl);
  url.pathname = `/${row.name}`;
  const other = await openDatabase({ databaseUrl: url.toString(), migrate: false });
  try {
    await fn(other);
  } finally {
    await other.close();
  }
}

/**
 * One test database for a file testing a shared counter, its table emptied and a hand-moved
 * clock set back to `start` before each test.
 */
export function counterFixture(table: 'rate_limits' | 'view_sessions', start: number) {
  let database: Database | undefined;
  let now = start;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    now = start;
    await fixture.database.db.execute(sql`delete from ${sql.identifier(table)}`);
  });
  const fixture = {
    get database(): Database {
      if (!database) throw new Error('the test database is made in beforeAll');
      return database;
    },
    clock: () => now,
    advance(ms: number): void {
      now += ms;
    },
  };
  return fixture;
}
