import { PGlite } from '@electric-sql/pglite';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ARTICLE_STATUSES } from '../../core/article';
import { CATEGORIES } from '../../core/categories';
import { ROLES } from '../../core/roles';
import { createTestDatabase } from '../../tests/helpers/db';
import { sampleRows } from '../seed/seed';
import { MIGRATIONS_FOLDER, openDatabase, PGLITE_EXTENSIONS, queryRows, type Database } from './client';
import { articles, users } from './schema';

/** Migration 0009: articles' category and status and users' role hold only the values of core's lists. */
const CHECKS_MIGRATION = '0009_checked_enums';

let database: Database | undefined;
const dirs: string[] = [];
afterEach(async () => {
  await database?.close();
  database = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The migrations folder as it was before `tag`: a database migrated from it is one made by an older release. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'newsdesk-migrations-'));
  dirs.push(dir);
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at, `${tag} is in the journal`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

async function checkViolation(write: Promise<unknown>): Promise<string> {
  const error: unknown = await write.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the write was refused').not.toBeNull();
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  expect((cause as { code?: string }).code).toBe('23514');
  return (cause as { constraint?: string }).constraint ?? '';
}

describe('checked category, status and role columns', () => {
  it('apply to a database with existing stories and accounts, keeping valid rows and mending the others', async () => {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const { drizzle } = await import('drizzle-orm/pglite');
    await migrate(drizzle(client), { migrationsFolder: migrationsBefore(CHECKS_MIGRATION) });

    // What an older release stored: the sample stories, and rows no check kept out.
    const old = drizzle(client);
    const samples = sampleRows(new Date('2026-11-22T00:00:00Z'));
    await old.insert(articles).values(samples);
    await old.execute(sql`
      insert into articles (slug, title, category, status) values
        ('lower-case', 'Lower case', 'technology', 'published'),
        ('unknown-category', 'Unknown category', 'Science', 'published'),
        ('unknown-status', 'Unknown status', 'World', 'live')`);
    await old.execute(sql`
      insert into users (username, username_key, password_hash, role) values
        ('ed', 'ed', 'x', 'editor'), ('odd', 'odd', 'x', 'superuser')`);

    database = await openDatabase({ pglite: client });
    const { db } = database;

    const byCategory = await queryRows<{ category: string; n: number }>(
      db,
      sql`select category, count(*)::int as n from articles where is_sample group by category`,
    );
    const expected = new Map<string, number>();
    for (const row of samples) expected.set(row.category, (expected.get(row.category) ?? 0) + 1);
    expect(new Map(byCategory.map((r) => [r.category, r.n]))).toEqual(expected);

    const mended = await db
      .select({ slug: articles.slug, category: articles.category, status: articles.status })
      .from(articles)
      .where(eq(articles.isSample, false))
      .orderBy(articles.slug);
    expect(mended).toEqual([
      { slug: 'lower-case', category: 'Technology', status: 'published' },
      { slug: 'unknown-category', category: 'Other', status: 'published' },
      { slug: 'unknown-status', category: 'World', status: 'draft' },
    ]);
    const roles = await db.select({ username: users.username, role: users.role }).from(users).orderBy(users.username);
    expect(roles).toEqual([
      { username: 'ed', role: 'editor' },
      { username: 'odd', role: 'reader' },
    ]);
  });

  it("refuse a value outside core's lists, and take every value in them", async () => {
    database = await createTestDatabase();
    const { db } = database;

    for (const [i, category] of CATEGORIES.entries()) {
      await db.insert(articles).values({ slug: `c-${i}`, title: category, category });
    }
    for (const status of ARTICLE_STATUSES) {
      await db.insert(articles).values({ slug: `s-${status}`, title: status, category: 'World', status });
    }
    for (const role of ROLES) {
      await db.insert(users).values({ username: role, usernameKey: role, passwordHash: 'x', role });
    }

    expect(
      await checkViolation(
        db.execute(sql`insert into articles (slug, title, category) values ('bad-category', 'x', 'india')`),
      ),
    ).toBe('articles_category_check');
    expect(await checkViolation(db.execute(sql`update articles set status = 'Published' where slug = 'c-0'`))).toBe(
      'articles_status_check',
    );
    expect(
      await checkViolation(
        db.execute(sql`insert into users (username, username_key, password_hash, role) values ('x', 'x', 'x', 'root')`),
      ),
    ).toBe('users_role_check');
  });
});
