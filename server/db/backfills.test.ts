import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/helpers/db';
import { insertArticle } from '../../tests/helpers/factories';
import { BACKFILLS, runBackfills } from './backfills';
import type { Database } from './client';
import { articles, settings } from './schema';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const recorded = async (name: string) =>
  (
    await database.db
      .select()
      .from(settings)
      .where(eq(settings.key, `backfill:${name}`))
  )[0]?.value;

describe('runBackfills', () => {
  it('runs a backfill once in the life of a database and records what it changed', async () => {
    let runs = 0;
    const retitle = {
      name: 'test_retitle_once',
      async run(db: typeof database.db) {
        runs += 1;
        const changed = await db
          .update(articles)
          .set({ title: sql`${articles.title} || ' (backfilled)'` })
          .returning({ id: articles.id });
        return changed.length;
      },
    };
    const story = await insertArticle(database.db, { title: 'A story' });
    expect(await runBackfills(database.db, undefined, [retitle])).toEqual([{ name: 'test_retitle_once', rows: 1 }]);
    expect(await runBackfills(database.db, undefined, [retitle])).toEqual([]);
    expect(runs).toBe(1);
    const [row] = await database.db.select().from(articles).where(eq(articles.id, story._id));
    expect(row?.title).toBe('A story (backfilled)');
    expect(await recorded('test_retitle_once')).toMatchObject({ rows: 1 });
  });

  it('keeps nothing of a backfill that fails, records nothing, and runs it again next time', async () => {
    const story = await insertArticle(database.db, { title: 'Untouched' });
    const failing = {
      name: 'test_fails_halfway',
      async run(db: typeof database.db) {
        await db.update(articles).set({ title: 'Changed' }).where(eq(articles.id, story._id));
        throw new Error('the backfill broke');
      },
    };
    await expect(runBackfills(database.db, undefined, [failing])).rejects.toThrow('the backfill broke');
    const [row] = await database.db.select().from(articles).where(eq(articles.id, story._id));
    expect(row?.title).toBe('Untouched');
    expect(await recorded('test_fails_halfway')).toBeUndefined();
    const fixed = { name: 'test_fails_halfway', run: async () => 0 };
    expect(await runBackfills(database.db, undefined, [fixed])).toEqual([{ name: 'test_fails_halfway', rows: 0 }]);
  });

  it('runs a backfill once when two starts ask for it at the same time', async () => {
    let runs = 0;
    const slow = {
      name: 'test_concurrent',
      async run() {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return 0;
      },
    };
    await Promise.all([runBackfills(database.db, undefined, [slow]), runBackfills(database.db, undefined, [slow])]);
    expect(runs).toBe(1);
  });

  it('gives the stories from before tag pages their tag slugs', async () => {
    const old = await insertArticle(database.db, { title: 'An old story', tags: ['Old Tag', 'Ünïcode Ärt'] });
    await database.db.update(articles).set({ tagSlugs: null }).where(eq(articles.id, old._id));
    const ran = await runBackfills(database.db, undefined, BACKFILLS);
    expect(ran).toContainEqual({ name: 'tag_slugs', rows: 1 });
    const [row] = await database.db.select({ slugs: articles.tagSlugs }).from(articles).where(eq(articles.id, old._id));
    expect(row?.slugs).toEqual(['old-tag', 'unicode-art']);
    const [left] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(articles)
      .where(sql`${articles.tagSlugs} is null`);
    expect(left?.n).toBe(0);
  });
});
