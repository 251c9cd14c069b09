import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/helpers/db';
import { queryRows, type Database } from './client';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('has pg_trgm and btree_gin working side by side (PGlite breaks pg_trgm when loaded in the wrong order)', async () => {
  const [trigrams] = await queryRows<{ s: number; close: boolean }>(
    database.db,
    sql`select similarity('election', 'electon') as s, 'election' % 'electon' as close`,
  );
  expect(trigrams?.close).toBe(true);
  expect(Number(trigrams?.s)).toBeGreaterThan(0.5);
  const [gin] = await queryRows<{ ok: boolean }>(
    database.db,
    sql`select exists (select 1 from pg_extension where extname = 'btree_gin') as ok`,
  );
  expect(gin?.ok).toBe(true);
});
