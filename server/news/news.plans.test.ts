import { inEdition } from './article-filters';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/helpers/db';
import { queryRows, type Database } from '../db/client';
import { planOf as plan, shownPlan, type PlanNode } from '../../tests/helpers/plans';
import { articles } from '../db/schema';
import { NewsReading, pageIdsQuery } from './news.reading';

/**
 * The plans the lists rely on, checked on 5,000 stories so a change that loses them fails here
 * rather than on a stopwatch at 100,000 (`npm run bench:data`; docs/decisions/007).
 */

let database: Database;
const ROWS = 5_000;

beforeAll(async () => {
  database = await createTestDatabase();
  // Committed synchronously: VACUUM marks a page all-visible (which the plans count on, as on a
  // site where autovacuum runs) only once the commit of its rows is on disk, and CI's PostgreSQL
  // runs with synchronous_commit = off.
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = on`);
    await tx.execute(sql`
    insert into articles (slug, title, category, description, content, excerpt, status, published_at, created_at)
    select 'list-' || g, 'Story ' || g, case when g % 2 = 0 then 'World' else 'Business' end, 'About story ' || g,
      '<p>Story ' || g || '.</p>',
      -- About 1.3 KB a row, kept in the row as real stories' summaries and bylines make it about
      -- as wide (in the excerpt, which search does not parse): the table is many pages, as at 100k.
      (select string_agg(md5(g::text || '-' || i::text), ' ') from generate_series(1, 40) i),
      case when g % 10 = 0 then 'draft' else 'published' end,
      case when g % 10 = 0 then null else now() - g * interval '1 hour' end,
      now() - g * interval '1 hour'
    from generate_series(1, ${ROWS}) g`);
  });
  // VACUUM marks the pages all-visible, as autovacuum would on a site; one that finds a page
  // still in use (a snapshot of another session on the server) leaves it, and the planner then
  // prices the index-only walks above a sort. So it runs until every page is marked (or 20 times).
  for (let i = 0; i < 20; i++) {
    await database.db.execute(sql`vacuum analyze articles`);
    const [pages] = await queryRows<{ relpages: number; relallvisible: number }>(
      database.db,
      sql`select relpages, relallvisible from pg_class where relname = 'articles'`,
    );
    if (pages && pages.relallvisible >= pages.relpages) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});
afterAll(() => database.close());

const planOf = (statement: SQL) => plan(database.db, statement);

/** An edition's published stories, as the reading lists ask for them (docs/decisions/009-editions.md). */
const published = and(eq(articles.status, 'published'), inEdition('en'));

/** The plan reads `index` in its order: an index scan of it, and no sort, bitmap or sequential scan. */
function expectIndexWalk(plan: PlanNode[], index: string): void {
  const shown = shownPlan(plan);
  expect(
    plan.some((n) => n['Node Type'].startsWith('Index') && n['Index Name'] === index),
    shown,
  ).toBe(true);
  expect(
    plan.filter((n) => /Sort|Bitmap|Seq Scan/.test(n['Node Type'])),
    shown,
  ).toEqual([]);
}

describe('list plans at 5,000 stories', () => {
  it("walk a category's index to a deep page, sorting nothing", async () => {
    // Page 150 of 12: 1,788 stories of the category skipped.
    const query = pageIdsQuery(database.db, and(published, eq(articles.category, 'World')), 12, 149 * 12);
    expectIndexWalk(await planOf(query.getSQL()), 'articles_category_status_newest_idx');
  });

  it('walk the published index to a deep page of every story', async () => {
    const query = pageIdsQuery(database.db, published, 50, 80 * 50);
    expectIndexWalk(await planOf(query.getSQL()), 'articles_status_newest_idx');
  });

  it('answers a deep page in the order of page 1, and a page past the end without reading it', async () => {
    const reading = new NewsReading(database.db);
    const deep = await reading.items({ category: 'World', page: 150, limit: 12 });
    // World stories are the even ones; of those, every fifth is a draft. The 1,789th published
    // World story onwards, newest first.
    const expected = await queryRows<{ slug: string }>(
      database.db,
      sql`select slug from articles where category = 'World' and status = 'published'
          order by published_at desc offset ${149 * 12} limit 12`,
    );
    expect(deep.news.map((n) => n.slug)).toEqual(expected.map((r) => r.slug));
    expect(deep.pagination).toMatchObject({ page: 150, totalItems: 2_000, totalPages: 167 });

    const past = await reading.items({ category: 'World', page: 900, limit: 12 });
    expect(past.news).toEqual([]);
    expect(past.pagination).toMatchObject({ totalItems: 2_000, totalPages: 167 });
  });
});
