import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '../../core/categories';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertArticle } from '../../tests/helpers/factories';
import type { ArticleItem } from './news.mapper';
import { ArticleReadModel, CachedList, type ReadModelSource } from './read-model';

/** An item with just what the read model looks at. */
function item(id: string, category: Category = 'India'): ArticleItem {
  return { _id: id, category, title: `Story ${id}` } as ArticleItem;
}

/** A source that counts its queries and answers from arrays the test changes. */
function fakeSource() {
  const data = {
    latest: Array.from({ length: 80 }, (_, i) => item(`l${i}`)),
    categories: new Map<Category, ArticleItem[]>([
      ['India', Array.from({ length: 70 }, (_, i) => item(`i${i}`))],
      ['World', Array.from({ length: 3 }, (_, i) => item(`w${i}`, 'World'))],
    ]),
  };
  const calls = { latest: 0, category: 0, limits: [] as number[] };
  const source: ReadModelSource = {
    async latest(limit) {
      calls.latest += 1;
      calls.limits.push(limit);
      await Promise.resolve();
      return data.latest.slice(0, limit);
    },
    async category(category, limit) {
      calls.category += 1;
      calls.limits.push(limit);
      await Promise.resolve();
      const all = data.categories.get(category) ?? [];
      return { items: all.slice(0, limit), total: all.length };
    },
  };
  return { data, calls, source };
}

const ids = (items: ArticleItem[] | null) => items?.map((a) => a._id);

describe('CachedList', () => {
  it('shares one load between concurrent first reads', async () => {
    let loads = 0;
    let release!: (v: string[]) => void;
    const list = new CachedList(
      () => {
        loads += 1;
        return new Promise<string[]>((resolve) => (release = resolve));
      },
      60_000,
      Date.now,
    );
    const reads = Promise.all([list.get(), list.get(), list.get()]);
    release(['a']);
    expect(await reads).toEqual([['a'], ['a'], ['a']]);
    await list.get();
    expect(loads).toBe(1);
  });

  it('does not keep a load an invalidation overtook, and readers after it load afresh', async () => {
    const answers = ['old', 'new'];
    let loads = 0;
    const list = new CachedList(async () => answers[loads++] ?? 'later', 60_000, Date.now);
    const first = list.get();
    list.invalidate();
    expect(await list.get()).toBe('new');
    expect(await first).toBe('old');
    expect(await list.get()).toBe('new');
    expect(loads).toBe(2);
  });

  it('reads again once its time is up, and after a failed load', async () => {
    let now = 0;
    let loads = 0;
    let fail = true;
    const list = new CachedList(
      async () => {
        loads += 1;
        if (fail) throw new Error('database away');
        return loads;
      },
      1000,
      () => now,
    );
    await expect(list.get()).rejects.toThrow('database away');
    fail = false;
    expect(await list.get()).toBe(2);
    now = 999;
    expect(await list.get()).toBe(2);
    now = 1000;
    expect(await list.get()).toBe(3);
  });
});

describe('ArticleReadModel', () => {
  it('answers every first-page list from one query each until an article changes', async () => {
    const { source, calls } = fakeSource();
    const model = new ArticleReadModel(source);
    // A home render: the sidebar's 5, the home page's 53; then a category's page and related.
    await Promise.all([model.latest(5), model.latest(53)]);
    expect(ids(await model.latest(3))).toEqual(['l0', 'l1', 'l2']);
    expect((await model.category('India', 12, 12))?.items.map((a) => a._id)[0]).toBe('i12');
    expect(ids(await model.related('India', 'i1', 4))).toEqual(['i0', 'i2', 'i3', 'i4']);
    expect(calls).toMatchObject({ latest: 1, category: 1 });
    expect(calls.limits).toEqual([53, 50]);
  });

  it('reads the changed lists again after articles.changed, and only those', async () => {
    const { source, calls, data } = fakeSource();
    const model = new ArticleReadModel(source);
    await model.latest(10);
    await model.category('India', 0, 12);
    await model.category('World', 0, 12);
    data.latest.unshift(item('fresh'));
    data.categories.get('World')?.unshift(item('fresh', 'World'));
    model.articlesChanged({ ids: ['fresh'], categories: ['World'], change: 'created', public: true });
    expect(ids(await model.latest(1))).toEqual(['fresh']);
    expect((await model.category('World', 0, 12))?.total).toBe(4);
    await model.category('India', 0, 12);
    expect(calls).toMatchObject({ latest: 2, category: 3 });
  });

  it('reads every list again after a reset', async () => {
    const { source, calls } = fakeSource();
    const model = new ArticleReadModel(source);
    await Promise.all([model.latest(10), model.category('India', 0, 12), model.category('World', 0, 12)]);
    model.reset();
    await Promise.all([model.latest(10), model.category('India', 0, 12), model.category('World', 0, 12)]);
    expect(calls).toMatchObject({ latest: 2, category: 4 });
  });

  it('ignores changes no reader can see, and drops every category when the event names none', async () => {
    const { source, calls } = fakeSource();
    const model = new ArticleReadModel(source);
    await model.latest(10);
    await model.category('India', 0, 12);
    model.articlesChanged({ ids: ['d'], categories: ['India'], change: 'updated', public: false });
    await model.latest(10);
    await model.category('India', 0, 12);
    expect(calls).toMatchObject({ latest: 1, category: 1 });
    model.articlesChanged({ ids: [], categories: [], change: 'updated', public: true });
    await model.latest(10);
    await model.category('India', 0, 12);
    expect(calls).toMatchObject({ latest: 2, category: 2 });
  });

  it('shares one query between concurrent first reads after an invalidation', async () => {
    const { source, calls } = fakeSource();
    const model = new ArticleReadModel(source);
    await model.latest(5);
    model.articlesChanged({ ids: ['x'], categories: ['India'], change: 'updated', public: true });
    await Promise.all(Array.from({ length: 20 }, () => model.latest(53)));
    await Promise.all(Array.from({ length: 20 }, () => model.category('India', 0, 12)));
    expect(calls).toMatchObject({ latest: 2, category: 1 });
  });

  it('is bounded: nothing past its windows is held, deep pages and long lists go to the database', async () => {
    const { source, calls } = fakeSource();
    const model = new ArticleReadModel(source);
    expect(await model.latest(54)).toBeNull();
    expect(await model.category('India', 48, 12)).toBeNull();
    expect(calls).toMatchObject({ latest: 0, category: 0 });
    // What it holds is at most the window, however long the category is.
    expect((await model.category('India', 36, 12))?.items).toHaveLength(12);
    expect((await model.category('India', 0, 50))?.items).toHaveLength(50);
    expect(calls.limits).toEqual([50]);
    expect(model.windows).toEqual({ latest: 53, category: 50 });
  });
});

describe('NewsService through the read model (database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows a published article on the lists once the use case tells of it, with the right totals', async () => {
    const { news } = t.services;
    const db = t.database.db;
    const first = await insertArticle(db, { category: 'Sports' });
    expect(ids(await news.latest(5))).toEqual([first._id]);
    const page = await news.items({ category: 'Sports', page: 1, limit: 12 });
    expect(page.pagination).toMatchObject({ totalItems: 1, totalPages: 1, hasNextPage: false });

    const second = await insertArticle(db, { category: 'Sports', publishedAt: new Date() });
    // Not told yet: the held lists stand.
    expect(ids(await news.latest(5))).toEqual([first._id]);
    t.services.events.emit('articles.changed', {
      ids: [second._id],
      categories: ['Sports'],
      change: 'created',
      public: true,
    });
    expect(ids(await news.latest(5))).toEqual([second._id, first._id]);
    expect((await news.items({ category: 'Sports', page: 1, limit: 12 })).pagination.totalItems).toBe(2);
    expect(ids(await news.related(second, 4))).toEqual([first._id]);
    // A deep page and an author's list still query, with the same answer shape.
    const deep = await news.items({ category: 'Sports', page: 9, limit: 12 });
    expect(deep).toMatchObject({ news: [], pagination: { page: 9, totalItems: 2 } });
  });
});
