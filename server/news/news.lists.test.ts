import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleList } from '../../core/article';
import { MAX_PAGE_OFFSET } from '../../core/pagination';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertArticle, publicArticlesChanged } from '../../tests/helpers/factories';
import { withSecondConnection } from '../../tests/helpers/shared-counters';
import { queryRows, type Db } from '../db/client';
import { articleDailyStats, articles } from '../db/schema';
import { encodeListCursor } from './list-cursor';

/**
 * Lists that do not grow with the table (docs/decisions/007-search-and-lists-at-scale.md):
 * counts kept by triggers, engagement summed for the page only, keyset pagination, a
 * documented depth for page numbers, and the plans that keep them cheap at any size.
 */

let t: TestApp;
const ids: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 30; i++) {
    const article = await insertArticle(t.database.db, {
      category: i % 3 === 0 ? 'World' : 'India',
      // Ten share one publication time, so the order falls to created_at and id.
      publishedAt: new Date(Date.UTC(2026, 0, 1) + (i < 10 ? 0 : i) * 60_000),
    });
    ids.push(article._id);
  }
  await t.database.db.insert(articleDailyStats).values([
    { articleId: ids[29]!, day: '2026-01-02', views: 5, shares: 1, likes: 2 },
    { articleId: ids[29]!, day: '2026-01-03', views: 7, shares: 0, likes: 1 },
  ]);
});
afterAll(() => t.close());

async function list(query: string) {
  const res = await t.app.request(`/api/news?${query}`);
  return { res, body: (await res.json()) as ArticleList & { message?: string; fields?: Record<string, string> } };
}

async function countOf(where: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from articles where ${where}`,
  );
  return Number(row?.n);
}

describe('counts kept by the triggers', () => {
  it('follow inserts, publishing, unpublishing, a change of category and deletion', async () => {
    const check = async () => {
      // The rows are written directly: the event a command would send drops the cached lists.
      publicArticlesChanged(t.services);
      expect((await list('limit=1')).body.pagination.totalItems).toBe(await countOf(sql`status = 'published'`));
      expect((await list('category=World&limit=1')).body.pagination.totalItems).toBe(
        await countOf(sql`status = 'published' and category = 'World'`),
      );
    };
    await check();
    const extra = await insertArticle(t.database.db, { category: 'World', status: 'draft' });
    await check();
    await t.database.db.update(articles).set({ status: 'published' }).where(eq(articles.id, extra._id));
    await check();
    await t.database.db.update(articles).set({ category: 'Sports' }).where(eq(articles.id, extra._id));
    await check();
    await t.database.db.update(articles).set({ status: 'draft' }).where(eq(articles.id, extra._id));
    await check();
    await t.database.db.delete(articles).where(eq(articles.id, extra._id));
    await check();
    const [total] = await queryRows<{ n: number }>(t.database.db, sql`select sum(n)::int as n from article_counts`);
    expect(Number(total?.n)).toBe(await countOf(sql`true`));
  });

  it("keep each edition's published stories a day (UTC), through publishing, a new time, unpublishing and deletion", async () => {
    const extra = await insertArticle(t.database.db, { status: 'draft' });
    const late = new Date('2026-03-04T23:30:00Z');
    const steps: Array<Partial<typeof articles.$inferInsert>> = [
      { status: 'published', publishedAt: late },
      // Past midnight UTC: the story moves to the next day.
      { publishedAt: new Date('2026-03-05T00:30:00Z') },
      { edition: 'hi' },
      { title: 'An edit that moves nothing' },
      { status: 'draft' },
      { status: 'published', publishedAt: late, edition: 'en' },
    ];
    for (const step of steps) {
      await t.database.db.update(articles).set(step).where(eq(articles.id, extra._id));
      expect(await publishedDays()).toEqual(await daysOfArticles());
    }
    expect(await publishedDays()).toContainEqual({ edition: 'en', day: '2026-03-04', n: 1 });
    await t.database.db.delete(articles).where(eq(articles.id, extra._id));
    expect(await publishedDays()).toEqual(await daysOfArticles());
  });
});

type Day = { edition: string; day: string; n: number };
const publishedDays = () =>
  queryRows<Day>(t.database.db, sql`select edition, day::text, n from published_days where n <> 0 order by 1, 2`);
const daysOfArticles = () =>
  queryRows<Day>(
    t.database.db,
    sql`select edition, (published_at at time zone 'UTC')::date::text as day, count(*)::int as n from articles
        where status = 'published' and published_at is not null group by 1, 2 order by 1, 2`,
  );

describe('counts under concurrent writers (PostgreSQL)', () => {
  // Twenty statements at once on two connections, each many stories of mixed categories: the
  // triggers take the counters' locks in one order, so none deadlocks and the counts add up.
  it.skipIf(!process.env.DATABASE_URL)('stay exact, and no writer deadlocks', async () => {
    await withSecondConnection(t.database, async (other) => {
      const batch = (db: Db, n: number) =>
        db.execute(sql`
          insert into articles (slug, title, category, description, content, status, published_at)
          select 'concurrent-' || ${n} || '-' || g, 'Concurrent ' || g,
            (array['World','India','Sports','Health'])[1 + (g + ${n}) % 4], 'd', '<p>b</p>', 'published', now()
          from generate_series(1, 40) g`);
      await Promise.all(Array.from({ length: 20 }, (_, n) => batch(n % 2 ? other.db : t.database.db, n)));
    });
    const check = async () => {
      publicArticlesChanged(t.services);
      for (const category of ['World', 'India', 'Sports', 'Health']) {
        expect((await list(`category=${category}&limit=1`)).body.pagination.totalItems, category).toBe(
          await countOf(sql`status = 'published' and category = ${category}`),
        );
      }
    };
    await check();
    expect(await publishedDays()).toEqual(await daysOfArticles());
    await t.database.db.execute(sql`delete from articles where slug like 'concurrent-%'`);
    await check();
    expect(await publishedDays()).toEqual(await daysOfArticles());
  });
});

describe('GET /api/news', () => {
  it('gives each story of the page its views, shares and likes, summed over its days', async () => {
    const { body } = await list('limit=3');
    const top = body.news.find((a) => a._id === ids[29]);
    expect(top).toMatchObject({ views: 12, shares: 1, likes: 3 });
    expect(body.news.filter((a) => a._id !== ids[29]).every((a) => a.views === 0 && a.likes === 0)).toBe(true);
  });

  it('pages on with after=nextCursor through every story once, in the order of the page numbers', async () => {
    const byNumber: string[] = [];
    for (let page = 1; page <= 5; page++)
      byNumber.push(...(await list(`limit=7&page=${page}`)).body.news.map((a) => a._id));
    const byCursor: string[] = [];
    let cursor: string | null = null;
    do {
      const { body }: { body: ArticleList } = await list(`limit=7${cursor ? `&after=${cursor}` : ''}`);
      byCursor.push(...body.news.map((a) => a._id));
      cursor = body.pagination.nextCursor;
    } while (cursor);
    expect(byCursor).toEqual(byNumber);
    expect(new Set(byCursor).size).toBe(30);
  });

  it('refuses a cursor it did not make, and after= with a page number', async () => {
    for (const bad of ['nonsense', encodeListCursor({ at: 'yesterday', created: 'x', id: 'y' }), 'a'.repeat(300)]) {
      const { res, body } = await list(`after=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(body.message).toBeTruthy();
    }
    const cursor = (await list('limit=5')).body.pagination.nextCursor;
    expect((await list(`after=${cursor}&page=2`)).res.status).toBe(400);
  });

  it(`refuses page numbers past ${MAX_PAGE_OFFSET} stories, pointing to after=`, async () => {
    const { res, body } = await list('page=1000&limit=50');
    expect(res.status).toBe(400);
    expect(JSON.stringify(body)).toContain('after');
    expect((await list(`page=${MAX_PAGE_OFFSET / 50}&limit=50`)).res.status).toBe(200);
  });
});

describe('list plans at 5,000 stories', () => {
  beforeAll(async () => {
    await t.database.db.execute(sql`
      insert into articles (slug, title, category, description, content, status, published_at)
      select 'plan-story-' || g, 'Plan story ' || g, (array['India','World','Sports'])[1 + g % 3], 'd', '<p>b</p>',
        case when g % 10 = 0 then 'draft' else 'published' end, now() - g * interval '1 hour'
      from generate_series(1, 5000) g`);
    await t.database.db.execute(sql`analyze articles`);
  });

  async function plan(statement: SQL): Promise<string> {
    const rows = await queryRows<{ 'QUERY PLAN': string }>(t.database.db, sql`explain ${statement}`);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  }

  it('read the newest stories, a category page and the page after a cursor from the list indexes, never the whole table', async () => {
    const order = sql`order by coalesce(published_at, created_at) desc, created_at desc, id desc limit 50`;
    // The edition's stories (docs/decisions/009-editions.md), as every reading list asks.
    const first = await plan(sql`select id from articles where status = 'published' and edition = 'en' ${order}`);
    expect(first).toContain('articles_status_newest_idx');
    const category = await plan(
      sql`select id from articles where status = 'published' and edition = 'en' and category = 'World' ${order}`,
    );
    expect(category).toContain('articles_category_status_newest_idx');
    const after = await plan(sql`select id from articles where status = 'published' and edition = 'en'
      and (coalesce(published_at, created_at), created_at, id) < (now() - interval '2000 hours', now(), gen_random_uuid()) ${order}`);
    expect(after).toContain('articles_status_newest_idx');
    for (const p of [first, category, after]) {
      expect(p).not.toMatch(/Seq Scan on articles/);
      expect(p).not.toMatch(/Sort/);
    }
  });

  it('count from article_counts, and find a free slug by its prefix through the pattern index', async () => {
    const counted = await plan(
      sql`select sum(n) from article_counts where status = 'published' and category = 'World'`,
    );
    expect(counted).not.toMatch(/on articles/);
    const slug = await plan(sql`select slug from articles where slug = 'plan-story-1' or slug like 'plan-story-1-%'`);
    expect(slug).toContain('articles_slug_pattern_idx');
    expect(slug).not.toMatch(/Seq Scan on articles/);
  });
});
