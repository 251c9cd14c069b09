import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/helpers/db';
import { queryRows, type Database } from './client';
import { DatabaseMaintenance, type MaintenanceLog } from './maintenance';

const logged: string[] = [];
const logger: MaintenanceLog = {
  info: (msg: string) => logged.push(msg),
  error: (_: unknown, msg: string) => logged.push(msg),
};

describe('database maintenance', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it.skipIf(!!process.env.DATABASE_URL)(
    'analyzes a never-analysed PGlite at start, then vacuums daily at 03:30',
    async () => {
      const maintenance = new DatabaseMaintenance(database, { timeZone: 'Asia/Kolkata', logger });
      const tuples = async () =>
        (
          await queryRows<{ tuples: number }>(
            database.db,
            sql`select reltuples::float8 as tuples from pg_class where oid = 'articles'::regclass`,
          )
        )[0]?.tuples;
      const next = maintenance.nextRun();
      expect(
        next && new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', timeStyle: 'short' }).format(next),
      ).toBe('03:30');
      expect(await tuples()).toBe(-1);
      maintenance.analyzeIfNeverAnalyzed();
      await maintenance.stop();
      expect(await tuples()).toBe(0);
      expect(logged.some((m) => m.startsWith('database: analyzed in'))).toBe(true);

      await database.db.execute(sql`create table scratch (n int)`);
      await database.db.execute(sql`insert into scratch select generate_series(1, 1000)`);
      await database.db.execute(sql`delete from scratch where n > 10`);
      await maintenance.vacuum();
      const [stats] = await queryRows<{ pages: number; tuples: number }>(
        database.db,
        sql`select relpages as pages, reltuples::float8 as tuples from pg_class where relname = 'scratch'`,
      );
      // VACUUM counted the 10 live rows; ANALYZE's estimate would not be exact without it.
      expect(stats?.tuples).toBe(10);
      expect(logged.some((m) => m.startsWith('database: VACUUM (ANALYZE) took'))).toBe(true);
      await database.db.execute(sql`drop table scratch`);
    },
  );

  it.skipIf(!process.env.DATABASE_URL)('leaves PostgreSQL to its autovacuum', async () => {
    const maintenance = new DatabaseMaintenance(database, { timeZone: 'UTC', logger });
    expect(maintenance.nextRun()).toBeNull();
    await maintenance.vacuum();
    await maintenance.stop();
  });
});
