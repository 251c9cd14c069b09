import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { PIN_DUPLICATE, PIN_NOT_PUBLISHED } from '../../core/front-page';
import type { Role } from '../../core/roles';
import { action as frontPageAction, loader as frontPageLoader } from '../../app/routes/admin/front-page';
import { loader as homeLoader } from '../../app/routes/home';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { articleForm, handClock, insertArticle, signedInAs } from '../../tests/helpers/factories';
import { answerOf, callAction, callLoader } from '../../tests/helpers/pages';
import type { RenderPage } from '../http';
import { ScheduledPublisher } from './scheduled-publisher';
import type { FrontPageChange } from './front-page.commands';
import type { FrontPageView } from './front-page.queries';
import { createLogger } from '../lib/logger';

/**
 * The front page (docs/product.md, 'Front page'): pins and 'Breaking' flags through the API and
 * the admin screen's action, who may set them, what the home page makes of them, and the
 * cached home page drawn afresh at each change and when a pin ends.
 */
const time = handClock('2026-11-25T04:00:00Z');
const { clock } = time;

/** The home page as its loader makes it, in a page the cache keeps: Featured and banner titles. */
const standIn: RenderPage = async (request, context: AppLoadContext) => {
  if (new URL(request.url).pathname !== '/') return new Response('not here', { status: 404 });
  const home = await homeLoader({ context, request, url: new URL(request.url), params: {} } as never);
  const html = `<!doctype html><main><ol id="featured">${home.featured.map((a) => `<li>${a.title}</li>`).join('')}</ol><ol id="breaking">${home.breaking.map((a) => `<li>${a.title}</li>`).join('')}</ol></main>${' '.repeat(2000)}`;
  return new Response(html, { status: 200, headers: { 'content-type': 'text/html' } });
};

let t: TestApp;
let stories: { id: string; title: string }[];
beforeEach(async () => {
  time.set('2026-11-25T04:00:00Z');
  t = await createTestApp({ env: { SITE_TIMEZONE: 'Asia/Kolkata' }, services: { clock }, renderPage: standIn });
  stories = [];
  // s1 is the newest.
  for (let i = 12; i >= 1; i--) {
    const title = `Story ${i}`;
    const row = await insertArticle(t.database.db, {
      title,
      status: 'published',
      publishedAt: new Date(Date.parse('2026-11-24T00:00:00Z') + (12 - i) * 60_000),
    });
    stories.unshift({ id: row._id, title });
  }
});
afterEach(() => t.close());

type Auth = Record<string, string>;
const idOf = (n: number) => stories[n - 1]!.id;
const arrange = (auth: Auth, body: unknown) =>
  t.app.request('/api/front-page', {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const flag = (auth: Auth, id: string, body: unknown = {}) =>
  t.app.request(`/api/news/${id}/breaking`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
/** The cached home page's Featured and banner titles. */
async function homePage(): Promise<{ featured: string[]; breaking: string[] }> {
  const html = await (await t.app.request('/')).text();
  const list = (id: string) =>
    [...(new RegExp(`<ol id="${id}">(.*?)</ol>`).exec(html)?.[1] ?? '').matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]!);
  return { featured: list('featured'), breaking: list('breaking') };
}

describe('arranging the front page', () => {
  it('an editor pins stories in an order; the cached home page shows them at once, the newest fill the rest', async () => {
    const { auth, viewer } = await signedInAs(t.services, 'editor');
    expect(await homePage()).toEqual({
      featured: ['Story 1', 'Story 2', 'Story 3'],
      breaking: ['Story 4', 'Story 5', 'Story 6', 'Story 7', 'Story 8'],
    });
    const res = await arrange(auth, {
      featured: [{ articleId: idOf(9) }, { articleId: idOf(5), expiresAt: '2026-11-25T18:00' }],
      breaking: [{ articleId: idOf(12) }],
    });
    expect(res.status).toBe(200);
    const view = (await res.json()) as FrontPageView;
    expect(view.pins.featured.map((p) => [p.article.title, p.expiresAt])).toEqual([
      ['Story 9', null],
      // 18:00 in Asia/Kolkata.
      ['Story 5', '2026-11-25T12:30:00.000Z'],
    ]);
    expect(view.home.placement.featured[idOf(1)]).toBe('newest');
    expect(view.home.placement.breaking[idOf(12)]).toBe('pinned');
    expect(await homePage()).toEqual({
      featured: ['Story 9', 'Story 5', 'Story 1'],
      breaking: ['Story 12', 'Story 2', 'Story 3', 'Story 4', 'Story 6'],
    });
    const audit = await t.services.audit.list({ action: 'front-page.arrange', page: 1, limit: 5 });
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({ actorId: viewer._id });
    expect(audit.items[0]!.details).toMatchObject({ featured: [{ title: 'Story 9' }, { title: 'Story 5' }] });
  });

  it("a flagged story joins the banner after the pins for 6 hours; the minute's clean-up ends pins and flags and redraws home", async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    await arrange(auth, { featured: [{ articleId: idOf(10), expiresAt: '2026-11-25T10:00' }], breaking: [] });
    const flagged = await flag(auth, idOf(11));
    expect(flagged.status).toBe(200);
    expect(((await flagged.json()) as FrontPageView).flagged.map((f) => f.until)).toEqual(['2026-11-25T10:00:00.000Z']);
    expect(await homePage()).toEqual({
      featured: ['Story 10', 'Story 1', 'Story 2'],
      breaking: ['Story 11', 'Story 3', 'Story 4', 'Story 5', 'Story 6'],
    });

    const publisher = new ScheduledPublisher(t.services, createLogger('silent'));
    time.set('2026-11-25T04:29:00Z');
    await publisher.run();
    expect((await homePage()).featured[0]).toBe('Story 10');
    // 10:00 in Asia/Kolkata is 04:30 UTC: the pin has ended; the flag lasts to 10:00 UTC.
    time.set('2026-11-25T04:30:00Z');
    await publisher.run();
    expect(await homePage()).toEqual({
      featured: ['Story 1', 'Story 2', 'Story 3'],
      breaking: ['Story 11', 'Story 4', 'Story 5', 'Story 6', 'Story 7'],
    });
    time.set('2026-11-25T10:00:00Z');
    await publisher.run();
    expect((await homePage()).breaking[0]).toBe('Story 4');
    expect((await t.services.frontPage.pins()).length).toBe(0);

    // A flag can also be taken off by hand.
    await flag(auth, idOf(7), { hours: 2 });
    const off = await t.app.request(`/api/news/${idOf(7)}/breaking`, { method: 'DELETE', headers: auth });
    expect(((await off.json()) as FrontPageView).flagged).toEqual([]);
    const actions = (await t.services.audit.list({ page: 1, limit: 10 })).items.map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['article.breaking', 'article.breaking-off']));
  });

  it('refuses what it cannot show, and changes nothing', async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    await arrange(auth, { featured: [{ articleId: idOf(3) }], breaking: [] });
    const draft = await insertArticle(t.database.db, { title: 'Not out yet', status: 'draft' });
    const cases: [unknown, number, string][] = [
      [{ featured: [{ articleId: draft._id }], breaking: [] }, 409, `${PIN_NOT_PUBLISHED}: “Not out yet”`],
      [
        { featured: [{ articleId: '00000000-0000-4000-8000-000000000000' }], breaking: [] },
        404,
        'News article not found',
      ],
      [{ featured: [{ articleId: idOf(1) }, { articleId: idOf(1) }], breaking: [] }, 400, PIN_DUPLICATE],
      [
        { featured: [{ articleId: idOf(1), expiresAt: '2026-11-25T09:00' }], breaking: [] },
        400,
        'must be in the future',
      ],
      [{ featured: [{ articleId: idOf(1), expiresAt: 'tomorrow' }], breaking: [] }, 400, 'must be a date and time'],
      [{ featured: [1, 2, 3, 4].map((n) => ({ articleId: idOf(n) })), breaking: [] }, 400, 'at most 3'],
      [{ featured: 'all of them' }, 400, ''],
    ];
    for (const [body, status, message] of cases) {
      const res = await arrange(auth, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      const answer = (await res.json()) as { message: string };
      expect(answer.message).toContain(message);
      expect(answer.message).not.toMatch(/select|insert|violates/i);
    }
    expect((await t.services.frontPage.pins()).map((p) => p.article.title)).toEqual(['Story 3']);
    expect((await flag(auth, draft._id)).status).toBe(409);
    expect((await flag(auth, idOf(1), { hours: 100 })).status).toBe(400);
    expect((await flag(auth, idOf(1), { hours: 0 })).status).toBe(400);
    expect((await t.app.request(`/api/news/${idOf(1)}/breaking`, { method: 'PUT', headers: auth })).status).toBe(415);
  });

  it('a pinned story unpublished or deleted leaves the home page; the screen says so', async () => {
    const { auth, viewer } = await signedInAs(t.services, 'editor');
    await arrange(auth, { featured: [{ articleId: idOf(8) }, { articleId: idOf(9) }], breaking: [] });
    expect((await homePage()).featured.slice(0, 2)).toEqual(['Story 8', 'Story 9']);
    const del = await t.app.request(`/api/news/${idOf(9)}`, { method: 'DELETE', headers: auth });
    expect(del.status).toBe(200);
    expect((await homePage()).featured).toEqual(['Story 8', 'Story 1', 'Story 2']);

    // Back to a draft through the API, as an editor would.
    const row = (await t.services.news.find(idOf(8), { includeUnpublished: true }))!;
    const put = await t.app.request(`/api/news/${idOf(8)}`, {
      method: 'PUT',
      headers: auth,
      body: articleForm({ title: row.title, description: row.description, content: row.content, status: 'draft' }),
    });
    expect(put.status).toBe(200);
    expect((await homePage()).featured).toEqual(['Story 1', 'Story 2', 'Story 3']);
    const screen = await callLoader(frontPageLoader, t, viewer, '/admin/front-page');
    expect(screen.hidden.map((p) => p.article.title)).toEqual(['Story 8']);
    expect(screen.slots.featured).toEqual([]);
  });
});

describe('one pin at a time (POST /api/front-page/:slot, PATCH and DELETE /api/front-page/:slot/:articleId)', () => {
  const pin = (auth: Auth, slot: string, body: unknown) =>
    t.app.request(`/api/front-page/${slot}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const move = (auth: Auth, slot: string, id: string, body: unknown) =>
    t.app.request(`/api/front-page/${slot}/${id}`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const unpin = (auth: Auth, slot: string, id: string) =>
    t.app.request(`/api/front-page/${slot}/${id}`, { method: 'DELETE', headers: auth });
  const titles = (view: FrontPageView, slot: 'featured' | 'breaking') => view.pins[slot].map((p) => p.article.title);

  it('pins, moves and removes, answering the front page and what was done; each audited, the home page redrawn', async () => {
    const { auth, viewer } = await signedInAs(t.services, 'editor');
    for (const n of [7, 8, 9]) expect((await pin(auth, 'featured', { articleId: idOf(n) })).status).toBe(200);
    const timed = await pin(auth, 'breaking', { articleId: idOf(10), expiresAt: '2026-11-25T18:00' });
    const pinned = (await timed.json()) as FrontPageChange;
    expect(pinned.message).toBe('Pinned to Breaking banner');
    expect(pinned.pins.breaking.map((p) => p.expiresAt)).toEqual(['2026-11-25T12:30:00.000Z']);
    expect(await homePage()).toMatchObject({ featured: ['Story 7', 'Story 8', 'Story 9'] });

    const moved = await move(auth, 'featured', idOf(9), { position: 1 });
    expect(moved.status).toBe(200);
    const afterMove = (await moved.json()) as FrontPageChange;
    expect(afterMove.message).toBe('Moved to position 1 of Featured Stories');
    expect(titles(afterMove, 'featured')).toEqual(['Story 9', 'Story 7', 'Story 8']);
    // The breaking pin keeps its end through the others' changes.
    expect(afterMove.pins.breaking.map((p) => p.expiresAt)).toEqual(['2026-11-25T12:30:00.000Z']);

    const removed = await unpin(auth, 'featured', idOf(7));
    const afterRemove = (await removed.json()) as FrontPageChange;
    expect(afterRemove.message).toBe('Removed from Featured Stories');
    expect(titles(afterRemove, 'featured')).toEqual(['Story 9', 'Story 8']);
    expect((await homePage()).featured).toEqual(['Story 9', 'Story 8', 'Story 1']);

    const audit = await t.services.audit.list({ actorId: viewer._id, page: 1, limit: 20 });
    expect(audit.items.map((r) => r.action).reverse()).toEqual([
      'front-page.pin',
      'front-page.pin',
      'front-page.pin',
      'front-page.pin',
      'front-page.move',
      'front-page.unpin',
    ]);
    expect(audit.items[1]).toMatchObject({ targetLabel: 'Story 9', details: { slot: 'featured', from: 3, to: 1 } });
  });

  it('refuses by the front page rules, in one wording, and changes nothing', async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    for (const n of [1, 2, 3]) await pin(auth, 'featured', { articleId: idOf(n) });
    const draft = await insertArticle(t.database.db, { title: 'Not out yet', status: 'draft' });
    const missing = '00000000-0000-4000-8000-000000000000';
    await pin(auth, 'breaking', { articleId: idOf(4) });
    await pin(auth, 'breaking', { articleId: idOf(1) });
    const cases: [string, () => Response | Promise<Response>, number, string][] = [
      [
        'full',
        () => pin(auth, 'featured', { articleId: idOf(4) }),
        409,
        'Featured Stories holds 3 pinned stories: remove one first',
      ],
      ['twice', () => pin(auth, 'breaking', { articleId: idOf(1) }), 409, PIN_DUPLICATE],
      ['a draft', () => pin(auth, 'breaking', { articleId: draft._id }), 409, `${PIN_NOT_PUBLISHED}: “Not out yet”`],
      ['no such story', () => pin(auth, 'breaking', { articleId: missing }), 404, 'News article not found'],
      [
        'an ended end',
        () => pin(auth, 'breaking', { articleId: idOf(5), expiresAt: '2026-11-25T09:00' }),
        400,
        'The pin’s end must be in the future',
      ],
      [
        'an unreadable end',
        () => pin(auth, 'breaking', { articleId: idOf(5), expiresAt: 'soon' }),
        400,
        'The pin’s end must be a date and time, as YYYY-MM-DDTHH:mm',
      ],
      ['no such place', () => pin(auth, 'sidebar', { articleId: idOf(5) }), 400, 'slot: must be featured or breaking'],
      ['not an id', () => pin(auth, 'breaking', { articleId: 'story-5' }), 400, 'articleId: must be the id of a story'],
      ['past the last', () => move(auth, 'featured', idOf(1), { position: 4 }), 400, 'position: must be at most 3'],
      ['position 0', () => move(auth, 'featured', idOf(1), { position: 0 }), 400, 'position: must be 1 or more'],
      [
        'move a story not pinned',
        () => move(auth, 'featured', idOf(9), { position: 1 }),
        404,
        'That story is not pinned to Featured Stories',
      ],
      [
        'remove a story not pinned',
        () => unpin(auth, 'featured', idOf(9)),
        404,
        'That story is not pinned to Featured Stories',
      ],
    ];
    for (const [what, send, status, message] of cases) {
      const res = await send();
      expect(res.status, what).toBe(status);
      expect(((await res.json()) as { message: string }).message, what).toBe(message);
    }
    const pins = await t.services.frontPage.pins();
    expect(pins.map((p) => `${p.slot}:${p.article.title}`)).toEqual([
      'breaking:Story 4',
      'breaking:Story 1',
      'featured:Story 1',
      'featured:Story 2',
      'featured:Story 3',
    ]);
  });

  it('is for editors and admins: authors and readers 403, visitors 401', async () => {
    for (const role of ['editor', 'admin'] as Role[]) {
      const { auth } = await signedInAs(t.services, role);
      expect((await pin(auth, 'featured', { articleId: idOf(4) })).status, role).toBe(200);
      expect((await move(auth, 'featured', idOf(4), { position: 1 })).status, role).toBe(200);
      expect((await unpin(auth, 'featured', idOf(4))).status, role).toBe(200);
    }
    await pin((await signedInAs(t.services, 'editor')).auth, 'featured', { articleId: idOf(4) });
    for (const role of ['author', 'reader'] as Role[]) {
      const { auth } = await signedInAs(t.services, role);
      expect((await pin(auth, 'featured', { articleId: idOf(5) })).status, role).toBe(403);
      expect((await move(auth, 'featured', idOf(4), { position: 1 })).status, role).toBe(403);
      expect((await unpin(auth, 'featured', idOf(4))).status, role).toBe(403);
    }
    expect((await pin({}, 'featured', { articleId: idOf(5) })).status).toBe(401);
    expect((await unpin({}, 'featured', idOf(4))).status).toBe(401);
    expect((await t.services.frontPage.pins()).map((p) => p.article.title)).toEqual(['Story 4']);
  });
});

describe('two editors at once', () => {
  it('both saves succeed and the front page is one of them whole, never a mix', async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    const first = { featured: [{ articleId: idOf(1) }, { articleId: idOf(2) }], breaking: [] };
    const second = { featured: [{ articleId: idOf(3) }, { articleId: idOf(4) }], breaking: [{ articleId: idOf(5) }] };
    const answers = await Promise.all([arrange(auth, first), arrange(auth, second), arrange(auth, first)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const pins = (await t.services.frontPage.pins()).map((p) => `${p.slot}:${p.article.title}`);
    expect([
      ['featured:Story 1', 'featured:Story 2'],
      ['breaking:Story 5', 'featured:Story 3', 'featured:Story 4'],
    ]).toContainEqual(pins);
  });
});

describe('who may arrange it', () => {
  it('editors and admins; authors and readers get 403, visitors 401, and the screen refuses them', async () => {
    const body = { featured: [{ articleId: idOf(4) }], breaking: [] };
    for (const role of ['editor', 'admin'] as Role[]) {
      const { auth } = await signedInAs(t.services, role);
      expect((await t.app.request('/api/front-page', { headers: auth })).status, role).toBe(200);
      expect((await arrange(auth, body)).status, role).toBe(200);
      expect((await flag(auth, idOf(4))).status, role).toBe(200);
    }
    for (const role of ['author', 'reader'] as Role[]) {
      const { auth, viewer } = await signedInAs(t.services, role);
      expect((await t.app.request('/api/front-page', { headers: auth })).status, role).toBe(403);
      expect((await arrange(auth, body)).status, role).toBe(403);
      expect((await flag(auth, idOf(4))).status, role).toBe(403);
      const del = await t.app.request(`/api/news/${idOf(4)}/breaking`, { method: 'DELETE', headers: auth });
      expect(del.status, role).toBe(403);
      const page = await callLoader(frontPageLoader, t, viewer, '/admin/front-page').catch((e: unknown) => e);
      expect(JSON.stringify(page), role).toContain('"status":403');
    }
    expect((await t.app.request('/api/front-page')).status).toBe(401);
    expect((await arrange({}, body)).status).toBe(401);
  });
});

describe('the admin screen (/admin/front-page)', () => {
  it('pins, moves (arrows, drag, keyboard alike), removes, flags and unflags through its form posts', async () => {
    const { viewer } = await signedInAs(t.services, 'editor');
    const post = (fields: Record<string, string>) =>
      callAction(frontPageAction, t, viewer, '/admin/front-page', fields).then(answerOf);
    const order = async () =>
      (await callLoader(frontPageLoader, t, viewer, '/admin/front-page')).slots.featured.map((p) => p.article.title);

    for (const n of [6, 7, 8]) {
      expect((await post({ intent: 'pin', slot: 'featured', articleId: idOf(n) })).body).toMatchObject({
        ok: true,
        message: 'Pinned to Featured Stories',
      });
    }
    expect(await order()).toEqual(['Story 6', 'Story 7', 'Story 8']);
    // The use case's refusals, in its words.
    const full = await post({ intent: 'pin', slot: 'featured', articleId: idOf(9) });
    expect(full).toMatchObject({
      status: 409,
      body: { ok: false, message: 'Featured Stories holds 3 pinned stories: remove one first' },
    });
    const again = await post({ intent: 'pin', slot: 'breaking', articleId: idOf(6), expiresAt: '2026-11-25T08:00' });
    expect(again).toMatchObject({
      status: 400,
      body: { fields: { expiresAt: 'The pin’s end must be in the future' } },
    });

    expect((await post({ intent: 'move', slot: 'featured', articleId: idOf(8), position: '1' })).body).toMatchObject({
      message: 'Moved to position 1 of Featured Stories',
    });
    expect(await order()).toEqual(['Story 8', 'Story 6', 'Story 7']);
    expect((await post({ intent: 'move', slot: 'featured', articleId: idOf(8), position: '6' })).status).toBe(400);
    expect((await post({ intent: 'move', slot: 'featured', articleId: idOf(9), position: '1' })).status).toBe(404);
    expect((await post({ intent: 'remove', slot: 'featured', articleId: idOf(6) })).body).toMatchObject({
      message: 'Removed from Featured Stories',
    });
    expect(await order()).toEqual(['Story 8', 'Story 7']);
    expect((await homePage()).featured).toEqual(['Story 8', 'Story 7', 'Story 1']);

    expect((await post({ intent: 'flag', articleId: idOf(12), hours: '6' })).body).toMatchObject({
      message: 'Flagged as breaking for 6 hours',
    });
    expect((await homePage()).breaking[0]).toBe('Story 12');
    expect((await post({ intent: 'unflag', articleId: idOf(12) })).body).toMatchObject({
      message: 'Breaking flag removed',
    });
    expect((await homePage()).breaking[0]).toBe('Story 2');
    expect((await post({ intent: 'explode', slot: 'featured' })).status).toBe(400);
  });

  it('offers the newest published stories to pin, or those whose title matches a search', async () => {
    const { viewer } = await signedInAs(t.services, 'editor');
    const newest = await callLoader(frontPageLoader, t, viewer, '/admin/front-page');
    expect(newest.candidates.map((c) => c.title).slice(0, 3)).toEqual(['Story 1', 'Story 2', 'Story 3']);
    await insertArticle(t.database.db, { title: 'Monsoon reaches Kerala', status: 'published' });
    const found = await callLoader(frontPageLoader, t, viewer, '/admin/front-page?q=monsoon');
    expect(found.candidates.map((c) => c.title)).toEqual(['Monsoon reaches Kerala']);
  });
});
