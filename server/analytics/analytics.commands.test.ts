import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as analyticsLoader } from '../../app/routes/admin/analytics';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertArticle, signedInAs } from '../../tests/helpers/factories';
import { callLoader, pageContext } from '../../tests/helpers/pages';
import type { Viewer } from '../auth/auth.service';
import { NotFoundError, RateLimitedError, ValidationError } from '../lib/errors';

/**
 * AnalyticsCommands and AnalyticsQueries (docs/decisions/004-use-case-layer.md): the figures
 * for staff, and the counting of views, shares and likes, limited per address and never audited.
 */
let t: TestApp;
let author: Viewer;
let reader: Viewer;
let articleId: string;

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

beforeAll(async () => {
  t = await createTestApp();
  author = (await signedInAs(t.services, 'author')).viewer;
  reader = (await signedInAs(t.services, 'reader')).viewer;
  articleId = (await insertArticle(t.database.db, { status: 'published' }))._id;
});
afterAll(() => t.close());

const analytics = () => t.services.commands.analytics;
const reads = () => t.services.queries.analytics;
const actor = (viewer: Viewer | null, ip = '192.0.2.80') => pageContext(t, viewer, { ip }).actor;

describe('AnalyticsCommands and AnalyticsQueries', () => {
  it('overview: for staff (authors too), over 7, 30 or 90 days', async () => {
    expect((await reads().overview(actor(author), { days: '7' })).days).toBe(7);
    expect((await reads().overview(actor(author), {})).days).toBe(30);
    await expect(reads().overview(actor(author), { days: '14' })).rejects.toBeInstanceOf(ValidationError);
    await expect(reads().overview(actor(reader), { days: '7' })).rejects.toMatchObject({ code: 'forbidden' });
    await expect(reads().overview(actor(null), {})).rejects.toMatchObject({ code: 'unauthorized' });
    await expect(reads().dashboardFigures(actor(reader))).rejects.toMatchObject({ code: 'forbidden' });
    expect(Object.keys(await reads().dashboardFigures(actor(author))).sort()).toEqual(['likes', 'shares', 'views']);
  });

  it('view: counts readers once per session, never staff or crawlers; nothing is audited', async () => {
    expect(await analytics().view(actor(null, '192.0.2.81'), { articleId, userAgent: BROWSER })).toEqual({
      counted: true,
    });
    expect(await analytics().view(actor(null, '192.0.2.81'), { articleId, userAgent: BROWSER })).toEqual({
      counted: false,
    });
    expect(await analytics().view(actor(reader), { articleId, userAgent: BROWSER })).toEqual({ counted: true });
    expect(await analytics().view(actor(author), { articleId, userAgent: BROWSER })).toEqual({ counted: false });
    expect(await analytics().view(actor(null, '192.0.2.82'), { articleId, userAgent: 'Googlebot/2.1' })).toEqual({
      counted: false,
    });
    await expect(
      analytics().view(actor(null, '192.0.2.83'), { articleId: crypto.randomUUID(), userAgent: BROWSER }),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect((await t.services.audit.list({ page: 1, limit: 10 })).total).toBe(0);
  });

  it('likes: one per account or per browser id, taken back; a browser without an id likes nothing', async () => {
    const browserId = 'b'.repeat(32);
    expect(await analytics().like(actor(null, '192.0.2.90'), { articleId, browserId })).toMatchObject({
      liked: true,
      likes: 1,
    });
    expect(await analytics().like(actor(reader), { articleId })).toMatchObject({ liked: true, likes: 2 });
    expect(await reads().likeState(actor(null), { articleId, browserId })).toMatchObject({ liked: true });
    expect(await reads().likeState(actor(null), { articleId })).toMatchObject({ liked: false, likes: 2 });
    expect(await analytics().unlike(actor(null, '192.0.2.90'), { articleId, browserId })).toMatchObject({
      liked: false,
      likes: 1,
    });
    await expect(analytics().like(actor(null, '192.0.2.91'), { articleId })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('limits the counting calls per address', async () => {
    const flood = actor(null, '203.0.113.77');
    let limited: unknown = null;
    for (let i = 0; i < 130 && !limited; i++) {
      limited = await analytics()
        .share(flood, { articleId })
        .then(() => null)
        .catch((e: unknown) => e);
    }
    expect(limited).toBeInstanceOf(RateLimitedError);
  });
});

describe('/admin/analytics (the page over AnalyticsCommands.overview)', () => {
  it('loads the figures for staff; a period it does not offer goes to the default one', async () => {
    const page = await callLoader(analyticsLoader, t, author, '/admin/analytics?days=90');
    expect(page.days).toBe(90);
    expect(page.overview.days).toBe(90);
    const odd = (await callLoader(analyticsLoader, t, author, '/admin/analytics?days=12').catch(
      (r: unknown) => r,
    )) as Response;
    expect(odd.status).toBe(302);
    expect(odd.headers.get('Location')).toBe('/admin/analytics');
  });

  it('gives a reader the 403 page and a visitor the sign-in page, whatever the period', async () => {
    await expect(callLoader(analyticsLoader, t, reader, '/admin/analytics?days=12')).rejects.toMatchObject({
      init: { status: 403 },
    });
    const visitor = (await callLoader(analyticsLoader, t, null, '/admin/analytics').catch(
      (r: unknown) => r,
    )) as Response;
    expect(visitor.headers.get('Location')).toBe(`/login?redirectTo=${encodeURIComponent('/admin/analytics')}`);
  });
});
