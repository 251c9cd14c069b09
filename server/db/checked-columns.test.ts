import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ARTICLE_STATUSES } from '../../core/article';
import { CATEGORIES } from '../../core/categories';
import { ROLES } from '../../core/roles';
import { createTestDatabase } from '../../tests/helpers/db';
import { sampleRows } from '../seed/seed';
import { MIGRATIONS_FOLDER, queryRows, type Database } from './client';
import { articles, users } from './schema';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

/** Migration 0009's statements, as the migrator runs them. */
function checksMigration(): string[] {
  const file = readdirSync(MIGRATIONS_FOLDER).find((name) => name.startsWith('0009_'));
  if (!file) throw new Error('migration 0009 is missing');
  return readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8').split('--> statement-breakpoint');
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

describe('checked category, status and role columns (migration 0009)', () => {
  it('apply to a database with existing stories and accounts, keeping valid rows and mending the others', async () => {
    database = await createTestDatabase();
    const { db } = database;
    // The database as an older release left it: 0009 only adds these checks.
    await db.execute(
      sql`alter table articles drop constraint articles_category_check, drop constraint articles_status_check`,
    );
    await db.execute(sql`alter table users drop constraint users_role_check`);

    // What it may hold: the sample stories, and rows no check kept out.
    const samples = sampleRows(new Date('2026-11-22T00:00:00Z'));
    await db.insert(articles).values(samples);
    await db.execute(sql`
      insert into articles (slug, title, category, status) values
        ('lower-case', 'Lower case', 'technology', 'published'),
        ('unknown-category', 'Unknown category', 'Science', 'published'),
        ('unknown-status', 'Unknown status', 'World', 'live')`);
    await db.execute(sql`
      insert into users (username, username_key, password_hash, role) values
        ('ed', 'ed', 'x', 'editor'), ('odd', 'odd', 'x', 'superuser')`);

    for (const statement of checksMigration()) await db.execute(sql.raw(statement));

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
    await expect(
      checkViolation(db.execute(sql`update articles set category = 'Science' where slug = 'lower-case'`)),
    ).resolves.toBe('articles_category_check');
    // 0009's list of statuses is older than today's (0013 added 'scheduled'): put today's back.
    const statuses = ARTICLE_STATUSES.map((s) => `'${s}'`).join(', ');
    await db.execute(
      sql.raw(
        `alter table articles drop constraint articles_status_check, add constraint articles_status_check check (status in (${statuses}))`,
      ),
    );
  });

  it("refuse a value outside core's lists, and take every value in them", async () => {
    database = await createTestDatabase();
    const { db } = database;

    for (const [i, category] of CATEGORIES.entries()) {
      await db.insert(articles).values({ slug: `c-${i}`, title: category, category });
    }
    for (const status of ARTICLE_STATUSES) {
      // Only a scheduled story has its time to go out, and it must (migration 0013); only one in
      // review has its submission time, and it must (0014).
      const publishAt = status === 'scheduled' ? new Date('2030-01-01T00:00:00Z') : null;
      const submittedAt = status === 'review' ? new Date('2026-01-01T00:00:00Z') : null;
      await db
        .insert(articles)
        .values({ slug: `s-${status}`, title: status, category: 'World', status, publishAt, submittedAt });
    }
    expect(await checkViolation(db.execute(sql`update articles set status = 'scheduled' where slug = 's-draft'`))).toBe(
      'articles_publish_at_check',
    );
    expect(await checkViolation(db.execute(sql`update articles set status = 'review' where slug = 's-draft'`))).toBe(
      'articles_submitted_at_check',
    );
    // An editor's note belongs to a draft sent back, never to a published story.
    expect(
      await checkViolation(db.execute(sql`update articles set review_note = 'Fix it' where slug = 's-published'`)),
    ).toBe('articles_review_note_check');
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
