import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { loader as layoutLoader } from '../../app/routes/public-layout';
import { loader as categoryLoader } from '../../app/routes/category';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { handClock, insertArticle, publicArticlesChanged } from '../../tests/helpers/factories';
import { articleDailyStats, articleHourlyViews, articles } from '../db/schema';
import type { RenderPage } from '../http';
import { createLogger } from '../lib/logger';
import { MostReadClock } from './most-read-clock';

/**
 * 'Most read' (docs/product.md, 'Most read'): views counted per hour and day, the lists of the
 * last 24 hours and 7 days per scope, read at most once a minute, samples only on a site without
 * real stories, and the cached pages that show a list drawn afresh when it changes.
 */
const time = handClock('2026-11-25T10:30:00Z');
const { clock } = time;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

/** The sidebar's (home, articles) or a category page's list as their loaders make it, in a page the cache keeps. */
const standIn: RenderPage = async (request, context: AppLoadContext) => {
  const url = new URL(request.url);
  const args = { context, request, url, params: {} } as never;
  const lists = url.pathname.endsWith('-news')
    ? (await categoryLoader(args)).mostRead
    : (await layoutLoader(args)).mostRead;
  const titles = lists?.day.map((a) => `<li>${a.title}</li>`).join('') ?? '';
  return new Response(`<!doctype html><ol id="most-read">${titles}</ol>${' '.repeat(2000)}`, {
    status: 200,
    headers: { 'content-type': 'text/html' },
  });
};

let t: TestApp;
beforeEach(async () => {
  time.set('2026-11-25T10:30:00Z');
  t = await createTestApp({ env: { TRUST_PROXY: 'true' }, services: { clock }, renderPage: standIn });
});
afterEach(() => t.close());

/** One counted view from its own reader (a reader's second view in a row of one story is not counted). */
let readers = 0;
async function view(id: string, times = 1) {
  for (let i = 0; i < times; i++) {
    readers += 1;
    const res = await t.app.request(`/api/news/${id}/view`, {
      method: 'POST',
      headers: {
        origin: 'http://news.test',
        'user-agent': `${BROWSER} reader/${readers}`,
        'x-forwarded-for': '192.0.2.7',
      },
    });
    expect(await res.json()).toEqual({ counted: true });
  }
}

const titles = (items: { title: string }[]) => items.map((a) => a.title);
const story = (title: string, over: Parameters<typeof insertArticle>[1] = {}) =>
  insertArticle(t.database.db, { title, publishedAt: new Date('2026-11-20T00:00:00Z'), ...over });

describe('Most read', () => {
  it('counts a view for its clock hour and its day, and ranks the last 24 hours apart from the last 7 days', async () => {
    const a = await story('Alpha', { category: 'World' });
    const b = await story('Bravo', { category: 'World' });
    const c = await story('Charlie', { category: 'Technology' });
    await view(a._id, 2);
    await view(c._id, 1);
    expect(
      await t.database.db.select().from(articleHourlyViews).where(eq(articleHourlyViews.articleId, a._id)),
    ).toEqual([{ articleId: a._id, hour: new Date('2026-11-25T10:00:00Z'), views: 2 }]);
    // Bravo was read a lot 30 hours ago (yesterday, in the site's zone): this week, not today.
    await t.database.db
      .insert(articleHourlyViews)
      .values({ articleId: b._id, hour: new Date('2026-11-24T04:00:00Z'), views: 5 });
    await t.database.db.insert(articleDailyStats).values({ articleId: b._id, day: '2026-11-24', views: 5 });
    // And a story read only long ago is in neither.
    const old = await story('Delta');
    await t.database.db.insert(articleDailyStats).values({ articleId: old._id, day: '2026-11-01', views: 50 });

    const all = await t.services.news.mostRead('all');
    expect(titles(all.day)).toEqual(['Alpha', 'Charlie']);
    expect(titles(all.week)).toEqual(['Bravo', 'Alpha', 'Charlie']);
    const world = await t.services.news.mostRead('World');
    expect(titles(world.day)).toEqual(['Alpha']);
    expect(titles(world.week)).toEqual(['Bravo', 'Alpha']);
    expect(await t.services.news.mostRead('Sports')).toEqual({ day: [], week: [] });
  });

  it('is read at most once a minute, not per request: the clock reads it again and names the lists that changed', async () => {
    const a = await story('Alpha', { category: 'World' });
    const c = await story('Charlie', { category: 'Technology' });
    await view(a._id);
    expect(titles((await t.services.news.mostRead('all')).day)).toEqual(['Alpha']);
    await view(c._id, 3);
    time.set('2026-11-25T10:30:59Z');
    expect(titles((await t.services.news.mostRead('all')).day)).toEqual(['Alpha']);
    expect((await t.services.news.refreshMostRead()).sort()).toEqual(['Technology', 'all']);
    expect(titles((await t.services.news.mostRead('all')).day)).toEqual(['Charlie', 'Alpha']);
    expect(await t.services.news.refreshMostRead()).toEqual([]);
    // Without the clock (a process that has none), a list older than a minute is read on use.
    await view(a._id, 5);
    time.set('2026-11-25T10:32:00Z');
    expect(titles((await t.services.news.mostRead('all')).day)).toEqual(['Alpha', 'Charlie']);
  });

  it('lists only published stories; one unpublished, deleted or retitled changes the list at once', async () => {
    const a = await story('Alpha');
    const b = await story('Bravo');
    const draft = await story('Draft', { status: 'draft' });
    await view(a._id, 2);
    await view(b._id);
    await t.database.db
      .insert(articleHourlyViews)
      .values({ articleId: draft._id, hour: new Date('2026-11-25T10:00:00Z'), views: 9 });
    expect(titles((await t.services.news.mostRead('all')).day)).toEqual(['Alpha', 'Bravo']);
    await t.database.db.update(articles).set({ status: 'archived' }).where(eq(articles.id, a._id));
    await t.database.db.update(articles).set({ title: 'Bravo, updated' }).where(eq(articles.id, b._id));
    publicArticlesChanged(t.services, [a._id, b._id]);
    expect(titles((await t.services.news.mostRead('all')).day)).toEqual(['Bravo, updated']);
  });

  it('counts sample stories only while the site has no real published story', async () => {
    const sample = await story('Sample', { isSample: true });
    await view(sample._id, 2);
    expect(titles((await t.services.news.mostRead('all')).day)).toEqual(['Sample']);
    await story('A real story');
    await t.services.news.refreshMostRead();
    expect(titles((await t.services.news.mostRead('all')).day)).toEqual([]);
  });

  it('keeps two days of hours', async () => {
    const a = await story('Alpha');
    await t.database.db.insert(articleHourlyViews).values([
      { articleId: a._id, hour: new Date('2026-11-23T09:00:00Z'), views: 1 },
      { articleId: a._id, hour: new Date('2026-11-23T11:00:00Z'), views: 1 },
    ]);
    await t.services.news.refreshMostRead();
    const hours = await t.database.db.select({ hour: articleHourlyViews.hour }).from(articleHourlyViews);
    expect(hours.map((h) => h.hour.toISOString())).toEqual(['2026-11-23T11:00:00.000Z']);
  });

  it('redraws the cached pages that show a list when it changes, and only those', async () => {
    const a = await story('Alpha', { category: 'World' });
    const c = await story('Charlie', { category: 'Technology' });
    await view(a._id);
    const page = (path: string) => t.app.request(path);
    for (const path of ['/', '/world-news', '/technology-news']) await page(path);
    expect((await page('/')).headers.get('x-cache')).toBe('HIT');
    // Samples and an unchanged list leave the pages as they are.
    const clockRun = new MostReadClock(t.services, createLogger('silent'));
    await clockRun.run();
    expect((await page('/')).headers.get('x-cache')).toBe('HIT');

    await view(c._id, 2);
    await clockRun.run();
    await clockRun.stop();
    const home = await page('/');
    expect(home.headers.get('x-cache')).toBe('MISS');
    expect(await home.text()).toContain('<ol id="most-read"><li>Charlie</li><li>Alpha</li></ol>');
    expect((await page('/technology-news')).headers.get('x-cache')).toBe('MISS');
    // The World list did not change.
    expect((await page('/world-news')).headers.get('x-cache')).toBe('HIT');
  });
});
