import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_EXTENSIONS } from '../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated, empty PGlite database; each test worker loads it (tests/helpers/db.ts). */
    pgliteTemplate: string;
    /** On PostgreSQL: the migrated template database each test file copies. */
    pgTemplateDb: string;
  }
}

export const PG_TEMPLATE_DB = 'newsdesk_test_template';

interface Template {
  pgliteTemplate: string;
  pgTemplateDb: string;
  dir: string;
}

/**
 * The projects that use a database (vitest.config.ts) each run this file, each in a module of
 * its own: the template is made once a run, by the first, and removed after the last.
 */
const key = Symbol.for('newsdesk.testTemplate');
const holder = globalThis as typeof globalThis & { [key]?: { made: Promise<Template>; users: number } };

/** Migrates one database once; every test file then starts from a copy of it. */
export default async function setup(project: TestProject) {
  const state = (holder[key] ??= { made: makeTemplate(), users: 0 });
  state.users += 1;
  const template = await state.made;
  project.provide('pgTemplateDb', template.pgTemplateDb);
  project.provide('pgliteTemplate', template.pgliteTemplate);
  return async () => {
    state.users -= 1;
    if (state.users > 0) return;
    delete holder[key];
    rmSync(template.dir, { recursive: true, force: true });
    if (process.env.DATABASE_URL) await dropWorkerDatabases(process.env.DATABASE_URL);
  };
}

/** The databases the test workers copied from the template (tests/helpers/db.ts names them). */
async function dropWorkerDatabases(databaseUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ name: string }>(
      "select datname as name from pg_database where datname ~ '^newsdesk_test_[0-9]+_'",
    );
    for (const { name } of rows) await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

async function makeTemplate(): Promise<Template> {
  const dir = mkdtempSync(path.join(tmpdir(), 'newsdesk-test-'));
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${PG_TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${PG_TEMPLATE_DB}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.pathname = `/${PG_TEMPLATE_DB}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await database.close();
    return { pgTemplateDb: PG_TEMPLATE_DB, pgliteTemplate: '', dir };
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ pglite: client });
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return { pgTemplateDb: '', pgliteTemplate: file, dir };
}
