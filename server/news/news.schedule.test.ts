import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Article } from '../../core/article';
import { SCHEDULE_TIME_PAST, SCHEDULE_TIME_REQUIRED } from '../../core/schedule';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { articleForm, handClock, signedInAs } from '../../tests/helpers/factories';
import { pageContext } from '../../tests/helpers/pages';
import { systemActor } from '../lib/actor';
import { createLogger } from '../lib/logger';
import { ScheduledPublisher } from './scheduled-publisher';

/** The test sets the time the use cases read. */
const time = handClock('2026-11-25T03:00:00Z');
const { clock } = time;

let t: TestApp;
beforeEach(async () => {
  time.set('2026-11-25T03:00:00Z');
  // The site's zone is India's (UTC+5:30): 09:00 there is 03:30 UTC.
  t = await createTestApp({ env: { SITE_TIMEZONE: 'Asia/Kolkata' }, services: { clock } });
});
afterEach(() => t.close());

const BODY = '<p>' + 'The budget session opens with the finance bill. '.repeat(30) + '</p>';
const form = (extra: Record<string, string>) =>
  articleForm({
    title: 'Parliament opens the budget session',
    description: 'The finance minister presents the bill at eleven.',
    content: BODY,
    ...extra,
  });
const post = (auth: Record<string, string>, extra: Record<string, string>) =>
  t.app.request('/api/news', { method: 'POST', headers: auth, body: form(extra) });
const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
const publicSlugs = async () =>
  (await json<{ news: Article[] }>(await t.app.request('/api/news?limit=100'))).news.map((a) => a.slug);
const publishDue = () => t.services.commands.news.publishDue(systemActor(createLogger('silent')));

describe('scheduled publishing', () => {
  it('an editor schedules a story in the site time zone; readers, search, feeds and sitemaps do not see it until its time', async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    const res = await post(auth, { status: 'scheduled', publishAt: '2026-11-25T09:00' });
    expect(res.status).toBe(201);
    const story = await json<Article>(res);
    expect(story).toMatchObject({ status: 'scheduled', publishAt: '2026-11-25T03:30:00.000Z', publishedAt: null });

    expect(await publicSlugs()).not.toContain(story.slug);
    expect((await t.app.request(`/api/news/${story.slug}`)).status).toBe(404);
    expect(await (await t.app.request('/rss.xml')).text()).not.toContain(story.slug);
    expect(await (await t.app.request('/sitemaps/articles-1.xml')).text()).not.toContain(story.slug);
    const found = async () =>
      (await json<{ results: { _id: string }[] }>(await t.app.request('/api/search?q=budget%20session'))).results.map(
        (r) => r._id,
      );
    expect(await found()).not.toContain(story._id);
    // Staff see it, with its time.
    const staff = await json<{ news: Article[] }>(await t.app.request('/api/news?status=scheduled', { headers: auth }));
    expect(staff.news.map((a) => a.slug)).toEqual([story.slug]);

    // Not yet: a minute before its time nothing goes out.
    time.set('2026-11-25T03:29:00Z');
    expect(await publishDue()).toEqual([]);
    time.set('2026-11-25T03:30:20Z');
    const due = await publishDue();
    expect(due.map((d) => d.id)).toEqual([story._id]);
    expect(await publishDue()).toEqual([]);

    const published = await json<Article>(await t.app.request(`/api/news/${story.slug}`));
    expect(published).toMatchObject({ status: 'published', publishAt: null, publishedAt: '2026-11-25T03:30:20.000Z' });
    expect(await publicSlugs()).toContain(story.slug);
    expect(await (await t.app.request('/rss.xml')).text()).toContain(story.slug);
    expect(await found()).toContain(story._id);

    const audit = await t.services.audit.list({ page: 1, limit: 10 });
    expect(audit.items.map((a) => a.action)).toEqual(['article.publish', 'article.schedule']);
    expect(audit.items[0]).toMatchObject({ actorId: null, details: { previousStatus: 'scheduled' } });
    expect(audit.items[1]).toMatchObject({ details: { publishAt: '2026-11-25T03:30:00.000Z' } });
  });

  it('drops the kept pages as soon as a story goes out, before its audit record: a reader who finds it out finds it on them', async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    expect((await post(auth, { status: 'scheduled', publishAt: '2026-11-25T09:00' })).status).toBe(201);
    const order: string[] = [];
    t.services.events.on('articles.changed', () => order.push('articles.changed'));
    const record = t.services.audit.record.bind(t.services.audit);
    vi.spyOn(t.services.audit, 'record').mockImplementation(async (...args) => {
      order.push('audit');
      return record(...args);
    });
    time.set('2026-11-25T03:30:20Z');
    expect(await publishDue()).toHaveLength(1);
    expect(order).toEqual(['articles.changed', 'audit']);
  });

  it('refuses a schedule without a time, with a past time or an unreadable one (400, nothing stored)', async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    const missing = await post(auth, { status: 'scheduled' });
    expect(missing.status).toBe(400);
    expect(await json(missing)).toMatchObject({ fields: { publishAt: SCHEDULE_TIME_REQUIRED } });
    const past = await post(auth, { status: 'scheduled', publishAt: '2026-11-25T08:00' });
    expect(await json(past)).toMatchObject({ fields: { publishAt: SCHEDULE_TIME_PAST } });
    expect((await post(auth, { status: 'scheduled', publishAt: 'soon' })).status).toBe(400);
    const all = await json<{ news: Article[] }>(await t.app.request('/api/news?status=all', { headers: auth }));
    expect(all.news.filter((a) => a.title === 'Parliament opens the budget session')).toEqual([]);
  });

  it('authors cannot schedule; editors and admins can; a time sent with another status is ignored', async () => {
    const { auth: author } = await signedInAs(t.services, 'author');
    const refused = await post(author, { status: 'scheduled', publishAt: '2026-11-25T10:00' });
    expect(refused.status).toBe(403);
    const { auth: admin } = await signedInAs(t.services, 'admin');
    expect((await post(admin, { status: 'scheduled', publishAt: '2026-11-25T10:00' })).status).toBe(201);
    const draft = await json<Article>(await post(admin, { status: 'draft', publishAt: '2026-11-25T10:00' }));
    expect(draft).toMatchObject({ status: 'draft', publishAt: null });
  });

  it('a scheduled story can be moved, published at once or taken back to draft', async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    const story = await json<Article>(await post(auth, { status: 'scheduled', publishAt: '2026-11-25T09:00' }));
    const put = (extra: Record<string, string>) =>
      t.app.request(`/api/news/${story._id}`, { method: 'PUT', headers: auth, body: form(extra) });
    const moved = await json<Article>(await put({ status: 'scheduled', publishAt: '2026-11-26T09:00' }));
    expect(moved.publishAt).toBe('2026-11-26T03:30:00.000Z');
    // Kept as it is when the form does not name the time again.
    const retitled = await json<Article>(await put({ title: 'Budget session opens on Thursday' }));
    expect(retitled).toMatchObject({ status: 'scheduled', publishAt: '2026-11-26T03:30:00.000Z' });
    const back = await json<Article>(await put({ status: 'draft' }));
    expect(back).toMatchObject({ status: 'draft', publishAt: null });
    time.set('2026-11-27T00:00:00Z');
    expect(await publishDue()).toEqual([]);
    await put({ status: 'scheduled', publishAt: '2026-11-28T09:00' });
    const atOnce = await json<Article>(await put({ status: 'published' }));
    expect(atOnce).toMatchObject({ status: 'published', publishAt: null });
    expect(atOnce.publishedAt).not.toBeNull();
  });

  it('the dashboard lists what is coming, the next first, with its time', async () => {
    const { auth, viewer } = await signedInAs(t.services, 'editor');
    await post(auth, { status: 'scheduled', publishAt: '2026-11-26T09:00', title: 'Later story' });
    await post(auth, { status: 'scheduled', publishAt: '2026-11-25T12:00', title: 'Sooner story' });
    const dashboard = await t.services.queries.news.dashboard(pageContext(t, viewer).actor);
    expect(dashboard.upcoming.map((u) => [u.title, u.publishAt])).toEqual([
      ['Sooner story', '2026-11-25T06:30:00.000Z'],
      ['Later story', '2026-11-26T03:30:00.000Z'],
    ]);
  });

  it('no request can run the publisher as someone', async () => {
    const { viewer } = await signedInAs(t.services, 'admin');
    await expect(t.services.commands.news.publishDue(pageContext(t, viewer).actor)).rejects.toMatchObject({
      status: 403,
    });
  });

  it('two publishers at once (as two processes would) publish each story exactly once', async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    for (let i = 0; i < 5; i++) {
      await post(auth, { status: 'scheduled', publishAt: '2026-11-25T09:00', title: `Story number ${i}` });
    }
    time.set('2026-11-25T04:00:00Z');
    const [a, b] = await Promise.all([publishDue(), publishDue()]);
    expect(a.length + b.length).toBe(5);
    expect(new Set([...a, ...b].map((d) => d.id)).size).toBe(5);
    const audit = await t.services.audit.list({ action: 'article.publish', page: 1, limit: 20 });
    expect(audit.total).toBe(5);
  });

  it('the publisher checks at start (what fell due while the server was down) and then on its clock', async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    const story = await json<Article>(await post(auth, { status: 'scheduled', publishAt: '2026-11-25T09:00' }));
    time.set('2026-11-25T05:00:00Z');
    const publisher = new ScheduledPublisher(t.services, createLogger('silent'), 1);
    try {
      // Due while "the server was down": out at start.
      await publisher.start();
      expect((await t.app.request(`/api/news/${story.slug}`)).status).toBe(200);
      const next = await json<Article>(await post(auth, { status: 'scheduled', publishAt: '2026-11-25T10:31' }));
      time.set('2026-11-25T05:02:00Z');
      await expect
        .poll(async () => (await t.app.request(`/api/news/${next.slug}`)).status, { timeout: 5000 })
        .toBe(200);
    } finally {
      await publisher.stop();
    }
  });
});
