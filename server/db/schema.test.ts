import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { getTableColumns } from 'drizzle-orm';
import { summaryColumns } from '../news/news.mapper';
import { MIGRATIONS_FOLDER } from './client';
import { articleRowColumns, articles } from './schema';

/** Ghost's schema-integrity check: a schema change must come with its migration. */
it('has a committed migration for every change to schema.ts', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'newsdesk-migrations-'));
  try {
    cpSync(MIGRATIONS_FOLDER, out, { recursive: true });
    const result = spawnSync(
      path.join('node_modules', '.bin', 'drizzle-kit'),
      [
        'generate',
        '--dialect=postgresql',
        '--schema=./server/db/schema.ts',
        `--out=${path.relative(process.cwd(), out)}`,
      ],
      { encoding: 'utf8' },
    );
    expect(result.status, result.stderr).toBe(0);
    const sqlFiles = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.sql'));
    expect(sqlFiles(out), "schema.ts changed without a migration: run 'npm run db:generate'").toEqual(
      sqlFiles(MIGRATIONS_FOLDER),
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

it("reads and writes whole stories without the search index's columns", () => {
  // Every tsvector of `articles` is the search's (kilobytes a story); a row read, a `returning`
  // and the list columns leave them out (server/news/news.mapper.ts builds on articleRowColumns).
  const vectors = Object.entries(getTableColumns(articles))
    .filter(([, column]) => column.getSQLType() === 'tsvector')
    .map(([name]) => name);
  expect(vectors).toEqual(expect.arrayContaining(['search', 'searchPairs', 'searchHead']));
  expect(Object.keys(articleRowColumns).filter((name) => vectors.includes(name))).toEqual([]);
  expect(Object.keys(summaryColumns).filter((name) => vectors.includes(name) || name === 'content')).toEqual([]);
});
