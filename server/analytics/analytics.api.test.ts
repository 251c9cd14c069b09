import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnalyticsOverview } from '../../core/analytics';
import { addDays, dayKey } from '../../core/dates';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertArticle, signedInAs } from '../../tests/helpers/factories';
import { articleDailyStats } from '../db/schema';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterEach(() => t.close());

const ORIGIN = 'http://news.test';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

function call(method: string, path: string, headers: Record<string, string> = {}) {
  return t.app.request(path, {
    method,
    headers: { origin: ORIGIN, 'user-agent': BROWSER, 'x-forwarded-for': '192.0.2.20', ...headers },
  });
}
const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
const likerCookie = (res: Response) => /nd_liker=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];

async function article(status: 'published' | 'draft' = 'published', category: 'India' | 'Sports' = 'India') {
  return insertArticle(t.database.db, { status, category });
}

async function totalsOf(id: string) {
  const res = await t.app.request(`/api/news/${id}`);
  return json<{ views: number; shares: number; likes: number }>(res);
}

describe('views', () => {
  it('counts a reader once, not again on a reload', async () => {
    const a = await article();
    expect(await json(await call('POST', `/api/news/${a._id}/view`))).toEqual({ counted: true });
    expect(await json(await call('POST', `/api/news/${a._id}/view`))).toEqual({ counted: false });
    // Another reader counts.
    await call('POST', `/api/news/${a._id}/view`, { 'x-forwarded-for': '192.0.2.21' });
    expect((await totalsOf(a._id)).views).toBe(2);
  });

  it('does not count crawlers, an empty user agent or staff', async () => {
    const a = await article();
    const bot = await call('POST', `/api/news/${a._id}/view`, {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    expect(await json(bot)).toEqual({ counted: false });
    expect(await json(await call('POST', `/api/news/${a._id}/view`, { 'user-agent': '' }))).toEqual({
      counted: false,
    });
    const { auth } = await signedInAs(t.services, 'editor');
    expect(await json(await call('POST', `/api/news/${a._id}/view`, auth))).toEqual({ counted: false });
    expect((await totalsOf(a._id)).views).toBe(0);
  });

  it('answers 404 for drafts and unknown ids, and changes nothing', async () => {
    const draft = await article('draft');
    expect((await call('POST', `/api/news/${draft._id}/view`)).status).toBe(404);
    expect((await call('POST', '/api/news/not-an-id/view', { 'x-forwarded-for': '192.0.2.22' })).status).toBe(404);
    const rows = await t.database.db.select().from(articleDailyStats);
    expect(rows).toHaveLength(0);
  });

  it('refuses calls from another site', async () => {
    const a = await article();
    const res = await call('POST', `/api/news/${a._id}/view`, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect((await call('POST', `/api/news/${a._id}/share`, { origin: '' })).status).toBe(403);
    expect((await totalsOf(a._id)).views).toBe(0);
  });

  it('slows a flood from one address', async () => {
    const a = await article();
    const bot = { 'user-agent': 'curl/8.0' };
    for (let i = 0; i < 120; i++) await call('POST', `/api/news/${a._id}/view`, bot);
    const res = await call('POST', `/api/news/${a._id}/view`, bot);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('shares', () => {
  it('counts each use of a share button', async () => {
    const a = await article();
    await call('POST', `/api/news/${a._id}/share`);
    await call('POST', `/api/news/${a._id}/share`);
    expect((await totalsOf(a._id)).shares).toBe(2);
  });
});

describe('likes', () => {
  it('takes one like per browser, and takes it back', async () => {
    const a = await article();
    const first = await call('PUT', `/api/news/${a._id}/like`);
    expect(await json(first)).toEqual({ likes: 1, liked: true });
    const cookie = likerCookie(first);
    expect(cookie).toBeTruthy();
    expect(first.headers.get('set-cookie')).toContain('HttpOnly');

    const again = await call('PUT', `/api/news/${a._id}/like`, { cookie: `nd_liker=${cookie}` });
    expect(await json(again)).toEqual({ likes: 1, liked: true });
    expect(await json(await call('GET', `/api/news/${a._id}/like`, { cookie: `nd_liker=${cookie}` }))).toEqual({
      likes: 1,
      liked: true,
    });
    // Someone else's browser.
    expect(await json(await call('GET', `/api/news/${a._id}/like`))).toEqual({ likes: 1, liked: false });

    const undone = await call('DELETE', `/api/news/${a._id}/like`, { cookie: `nd_liker=${cookie}` });
    expect(await json(undone)).toEqual({ likes: 0, liked: false });
    expect((await totalsOf(a._id)).likes).toBe(0);
  });

  it('takes one like per account, whatever the browser', async () => {
    const a = await article();
    const { auth } = await signedInAs(t.services, 'reader');
    await call('PUT', `/api/news/${a._id}/like`, auth);
    const again = await call('PUT', `/api/news/${a._id}/like`, { ...auth, 'user-agent': 'Another browser' });
    expect(await json(again)).toEqual({ likes: 1, liked: true });
    expect(likerCookie(again)).toBeUndefined();
  });

  it('ignores a forged liker cookie instead of trusting it', async () => {
    const a = await article();
    const res = await call('PUT', `/api/news/${a._id}/like`, { cookie: 'nd_liker=%3Cscript%3E' });
    expect(res.status).toBe(200);
    expect(likerCookie(res)).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('answers 404 for a draft and refuses another site', async () => {
    const draft = await article('draft');
    expect((await call('PUT', `/api/news/${draft._id}/like`)).status).toBe(404);
    expect((await call('GET', `/api/news/${draft._id}/like`)).status).toBe(404);
    const a = await article();
    expect((await call('PUT', `/api/news/${a._id}/like`, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await totalsOf(a._id)).likes).toBe(0);
  });
});

describe('GET /api/analytics', () => {
  const today = () => dayKey(new Date(), t.config.public.timeZone);

  async function seedStats() {
    const india = await article('published', 'India');
    const sports = await article('published', 'Sports');
    await t.database.db.insert(articleDailyStats).values([
      { articleId: india._id, day: today(), views: 10, shares: 2, likes: 1 },
      { articleId: india._id, day: addDays(today(), -3), views: 5, shares: 0, likes: 0 },
      { articleId: sports._id, day: addDays(today(), -1), views: 30, shares: 1, likes: 4 },
      // The period before the last 30 days, and outside both.
      { articleId: sports._id, day: addDays(today(), -40), views: 7, shares: 0, likes: 0 },
      { articleId: sports._id, day: addDays(today(), -70), views: 100, shares: 0, likes: 0 },
    ]);
    return { india, sports };
  }

  it('is for staff only', async () => {
    expect((await t.app.request('/api/analytics')).status).toBe(401);
    const reader = await signedInAs(t.services, 'reader');
    expect((await t.app.request('/api/analytics', { headers: reader.auth })).status).toBe(403);
    const author = await signedInAs(t.services, 'author');
    expect((await t.app.request('/api/analytics', { headers: author.auth })).status).toBe(200);
  });

  it('answers per day, top articles and per category', async () => {
    const { india, sports } = await seedStats();
    const { auth } = await signedInAs(t.services, 'admin');
    const res = await t.app.request('/api/analytics?days=30', { headers: auth });
    const body = await json<AnalyticsOverview>(res);
    expect(body.series).toHaveLength(30);
    expect(body.to).toBe(today());
    expect(body.series.at(-1)).toEqual({ day: today(), views: 10, shares: 2, likes: 1 });
    expect(body.totals).toEqual({ views: 45, shares: 3, likes: 5 });
    expect(body.previous).toEqual({ views: 7, shares: 0, likes: 0 });
    expect(body.top.map((a) => a._id)).toEqual([sports._id, india._id]);
    expect(body.top[0]).toMatchObject({ title: sports.title, views: 30, likes: 4 });
    expect(body.categories).toHaveLength(10);
    expect(body.categories[0]).toEqual({
      category: 'Sports',
      published: 1,
      articles: 1,
      views: 30,
      shares: 1,
      likes: 4,
    });
    expect(body.categories.find((c) => c.category === 'India')).toMatchObject({ views: 15, articles: 1 });

    const week = await json<AnalyticsOverview>(await t.app.request('/api/analytics?days=7', { headers: auth }));
    expect(week.series).toHaveLength(7);
    expect(week.previous.views).toBe(0);
  });

  it("counts a category's published stories apart from those with activity in the period", async () => {
    await seedStats();
    // Two more published Sports stories nobody read, and a draft: 3 published, 1 with activity.
    await article('published', 'Sports');
    await article('published', 'Sports');
    await article('draft', 'Sports');
    const { auth } = await signedInAs(t.services, 'admin');
    const body = await json<AnalyticsOverview>(await t.app.request('/api/analytics?days=30', { headers: auth }));
    const sports = body.categories.find((c) => c.category === 'Sports');
    expect(sports).toMatchObject({ published: 3, articles: 1, views: 30 });
    expect(body.categories.find((c) => c.category === 'Business')).toMatchObject({ published: 0, articles: 0 });
  });

  it('refuses periods it does not offer', async () => {
    const { auth } = await signedInAs(t.services, 'admin');
    for (const days of ['13', 'abc', '-7', '1e9']) {
      const res = await t.app.request(`/api/analytics?days=${days}`, { headers: auth });
      expect(res.status).toBe(400);
      expect((await json(res)).message).toBe('days must be 7, 30 or 90');
    }
  });

  it('gives the dashboard its change against the previous 30 days', async () => {
    await seedStats();
    const figures = await t.services.analytics.dashboardFigures();
    expect(figures.views).toEqual({ value: 152, recent: 45, previous: 7 });
    expect(figures.likes).toEqual({ value: 5, recent: 5, previous: 0 });
  });

  it('forgets a deleted article with it', async () => {
    const { sports } = await seedStats();
    const { auth } = await signedInAs(t.services, 'admin');
    await t.app.request(`/api/news/${sports._id}`, { method: 'DELETE', headers: auth });
    const figures = await t.services.analytics.dashboardFigures();
    expect(figures.views.value).toBe(15);
  });
});
