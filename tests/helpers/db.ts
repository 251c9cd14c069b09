import { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, PGLITE_EXTENSIONS, type Database } from '../../server/db/client';

/**
 * A fresh, migrated database for one test file: a PGlite copy of the template in
 * memory, or (with DATABASE_URL) a PostgreSQL database made from the template.
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
  const template = readFileSync(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([template]), extensions: PGLITE_EXTENSIONS });
  return openDatabase({ pglite: client, migrate: false });
}
