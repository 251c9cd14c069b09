import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Article } from '../../core/article';
import { NOT_IN_REVIEW, REVIEW_NOTE_REQUIRED } from '../../core/review';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { articleForm, handClock, signedInAs } from '../../tests/helpers/factories';
import { pageContext } from '../../tests/helpers/pages';
import type { Viewer } from '../auth/auth.service';

/** The test sets the time the use cases read. */
const time = handClock('2026-11-25T03:00:00Z');
const { clock } = time;

let t: TestApp;
beforeEach(async () => {
  time.set('2026-11-25T03:00:00Z');
  t = await createTestApp({ services: { clock } });
});
afterEach(() => t.close());

const BODY = '<p>' + 'The monsoon session debates the water bill. '.repeat(30) + '</p>';
const form = (extra: Record<string, string>) =>
  articleForm({
    title: 'The water bill reaches the house',
    description: 'Members debate the sharing of river water between states.',
    content: BODY,
    ...extra,
  });
type Auth = Record<string, string>;
const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
const post = (auth: Auth, extra: Record<string, string> = {}) =>
  t.app.request('/api/news', { method: 'POST', headers: auth, body: form(extra) });
const put = (auth: Auth, id: string, extra: Record<string, string>) =>
  t.app.request(`/api/news/${id}`, { method: 'PUT', headers: auth, body: form(extra) });
const sendBack = (auth: Auth, id: string, body: unknown) =>
  t.app.request(`/api/news/${id}/send-back`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const dashboard = (viewer: Viewer) => t.services.queries.news.dashboard(pageContext(t, viewer).actor);
const frame = (viewer: Viewer) => t.services.queries.admin.frame(pageContext(t, viewer).actor, []);
const actions = async () => (await t.services.audit.list({ page: 1, limit: 20 })).items.map((a) => a.action);

describe('review', () => {
  it('an author submits a story: readers never see it, editors find it waiting with a count', async () => {
    const { auth } = await signedInAs(t.services, 'author');
    const res = await post(auth, { status: 'review' });
    expect(res.status).toBe(201);
    const story = await json<Article>(res);
    expect(story).toMatchObject({ status: 'review', submittedAt: '2026-11-25T03:00:00.000Z', publishedAt: null });
    expect(await actions()).toEqual(['article.submit']);

    const publicList = await json<{ news: Article[] }>(await t.app.request('/api/news?limit=100'));
    expect(publicList.news.map((a) => a._id)).not.toContain(story._id);
    expect((await t.app.request(`/api/news/${story.slug}`)).status).toBe(404);
    expect(await (await t.app.request('/rss.xml')).text()).not.toContain(story.slug);

    const { viewer: editor, auth: editorAuth } = await signedInAs(t.services, 'editor');
    const queue = await dashboard(editor);
    expect(queue.canReview).toBe(true);
    expect(queue.waiting).toEqual({
      items: [expect.objectContaining({ _id: story._id, submittedAt: story.submittedAt, canEdit: true })],
      total: 1,
    });
    expect((await frame(editor)).waitingForReview).toBe(1);
    const listed = await json<{ news: Article[] }>(
      await t.app.request('/api/news?status=review', { headers: editorAuth }),
    );
    expect(listed.news.map((a) => a._id)).toEqual([story._id]);

    // Another author learns nothing of it; authors have no count in their menu.
    const { viewer: other, auth: otherAuth } = await signedInAs(t.services, 'author');
    expect((await dashboard(other)).waiting).toEqual({ items: [], total: 0 });
    expect((await frame(other)).waitingForReview).toBeNull();
    const theirs = await json<{ news: Article[] }>(
      await t.app.request('/api/news?status=review', { headers: otherAuth }),
    );
    expect(theirs.news).toEqual([]);
  });

  it('its author may improve it in review or take it back; never publish, schedule or archive it', async () => {
    const { auth, viewer } = await signedInAs(t.services, 'author');
    const story = await json<Article>(await post(auth, { status: 'review' }));
    time.set('2026-11-25T04:00:00Z');
    const improved = await put(auth, story._id, { status: 'review', title: 'The water bill reaches the floor' });
    expect(improved.status).toBe(200);
    // Saved again in review, it keeps its place in the queue.
    expect(await json(improved)).toMatchObject({ status: 'review', submittedAt: '2026-11-25T03:00:00.000Z' });
    expect((await dashboard(viewer)).waiting.items.map((a) => a.canEdit)).toEqual([true]);

    for (const status of ['published', 'scheduled', 'archived']) {
      const refused = await put(auth, story._id, { status, publishAt: '2026-11-26T09:00' });
      expect(refused.status, status).toBe(403);
    }
    const { auth: other } = await signedInAs(t.services, 'author');
    expect((await put(other, story._id, { status: 'review' })).status).toBe(403);

    const back = await json<Article>(await put(auth, story._id, { status: 'draft' }));
    expect(back).toMatchObject({ status: 'draft', submittedAt: null });
    time.set('2026-11-25T05:00:00Z');
    const again = await json<Article>(await put(auth, story._id, { status: 'review' }));
    expect(again.submittedAt).toBe('2026-11-25T05:00:00.000Z');
    expect(await actions()).toEqual(['article.submit', 'article.update', 'article.update', 'article.submit']);
  });

  it('an editor sends it back with a note its author reads; submitted again, the note is gone', async () => {
    const { auth, viewer: author } = await signedInAs(t.services, 'author');
    const story = await json<Article>(await post(auth, { status: 'review' }));
    const { auth: editorAuth, viewer: editor } = await signedInAs(t.services, 'editor');
    await t.services.users.updateProfile(editor._id, { firstName: 'Meera', lastName: 'Nair', email: null });
    time.set('2026-11-25T06:15:00Z');

    const res = await sendBack(editorAuth, story._id, { note: '  Add the minister’s reply.\nCheck the figures.  ' });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      status: 'draft',
      submittedAt: null,
      reviewNote: {
        text: 'Add the minister’s reply.\nCheck the figures.',
        by: 'Meera Nair',
        at: time.now().toISOString(),
      },
    });
    const audit = await t.services.audit.list({ action: 'article.send-back', page: 1, limit: 5 });
    expect(audit.items[0]).toMatchObject({
      actorId: editor._id,
      details: { previousStatus: 'review', note: 'Add the minister’s reply.\nCheck the figures.' },
    });
    expect((await frame(editor)).waitingForReview).toBe(0);

    // The author opens the editor on it: a draft of theirs, with the note.
    const opened = await t.services.queries.news.forEditing(pageContext(t, author).actor, story._id);
    expect(opened.article?.reviewNote?.text).toBe('Add the minister’s reply.\nCheck the figures.');
    // Saved as a draft the note stays; submitted again it goes.
    const draft = await json<Article>(
      await put(auth, story._id, { status: 'draft', title: 'The water bill, revised' }),
    );
    expect(draft.reviewNote?.by).toBe('Meera Nair');
    const resubmitted = await json<Article>(await put(auth, story._id, { status: 'review' }));
    expect(resubmitted).toMatchObject({ status: 'review', reviewNote: null });
  });

  it("the author's dashboard lists it under 'Sent back to you', with the note, who and when, and the menu counts it", async () => {
    const { auth, viewer: author } = await signedInAs(t.services, 'author');
    const story = await json<Article>(await post(auth, { status: 'review', title: 'Ferry fares rise again' }));
    const { auth: editorAuth, viewer: editor } = await signedInAs(t.services, 'editor');
    await t.services.users.updateProfile(editor._id, { firstName: 'Meera', lastName: 'Nair', email: null });
    expect((await dashboard(author)).sentBack).toEqual({ items: [], total: 0 });
    expect((await frame(author)).sentBack).toBe(0);
    time.set('2026-11-25T06:15:00Z');
    expect((await sendBack(editorAuth, story._id, { note: 'Add the operator’s reply.' })).status).toBe(200);

    expect((await dashboard(author)).sentBack).toEqual({
      items: [
        {
          _id: story._id,
          title: 'Ferry fares rise again',
          category: story.category,
          note: 'Add the operator’s reply.',
          by: 'Meera Nair',
          at: '2026-11-25T06:15:00.000Z',
        },
      ],
      total: 1,
    });
    expect((await frame(author)).sentBack).toBe(1);
    // Nobody else's dashboard lists it.
    const { viewer: other } = await signedInAs(t.services, 'author');
    expect((await dashboard(other)).sentBack.total).toBe(0);
    expect((await dashboard(editor)).sentBack.total).toBe(0);
    // Submitted again, it leaves the list.
    await put(auth, story._id, { status: 'review' });
    expect((await dashboard(author)).sentBack.total).toBe(0);
    expect((await frame(author)).sentBack).toBe(0);
  });

  it('sending back: a note is required, only a story in review, and only editors and admins', async () => {
    const { auth } = await signedInAs(t.services, 'author');
    const story = await json<Article>(await post(auth, { status: 'review' }));
    const draft = await json<Article>(await post(auth, { status: 'draft', title: 'A draft never submitted' }));
    const { auth: editorAuth } = await signedInAs(t.services, 'editor');

    for (const body of [{}, { note: '   ' }]) {
      const res = await sendBack(editorAuth, story._id, body);
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ fields: { note: REVIEW_NOTE_REQUIRED } });
    }
    expect((await sendBack(editorAuth, story._id, { note: 'x'.repeat(2001) })).status).toBe(400);
    const notInReview = await sendBack(editorAuth, draft._id, { note: 'Tighten it.' });
    expect(notInReview.status).toBe(409);
    expect(await json(notInReview)).toMatchObject({ message: NOT_IN_REVIEW });
    expect((await sendBack(editorAuth, '00000000-0000-4000-8000-000000000000', { note: 'Tighten it.' })).status).toBe(
      404,
    );
    expect((await sendBack(editorAuth, 'not-an-id', { note: 'Tighten it.' })).status).toBe(404);

    // Per role: anonymous 401, reader and author 403, editor and admin 200.
    expect((await sendBack({}, story._id, { note: 'Tighten it.' })).status).toBe(401);
    for (const role of ['reader', 'author'] as const) {
      const { auth: someone } = await signedInAs(t.services, role);
      expect((await sendBack(someone, story._id, { note: 'Tighten it.' })).status, role).toBe(403);
    }
    // Nothing changed by any refusal.
    const still = await json<{ news: Article[] }>(
      await t.app.request('/api/news?status=review', { headers: editorAuth }),
    );
    expect(still.news.map((a) => [a._id, a.reviewNote])).toEqual([[story._id, null]]);

    const { auth: adminAuth } = await signedInAs(t.services, 'admin');
    expect((await sendBack(adminAuth, story._id, { note: 'Tighten it.' })).status).toBe(200);
    // Sent back once: the second editor's try finds it no longer waiting.
    expect((await sendBack(editorAuth, story._id, { note: 'Also this.' })).status).toBe(409);
  });

  it('an editor publishes or schedules a story in review; the queue is the longest waiting first', async () => {
    const { auth } = await signedInAs(t.services, 'author');
    const first = await json<Article>(await post(auth, { status: 'review', title: 'First in the queue' }));
    time.set('2026-11-25T03:10:00Z');
    const second = await json<Article>(await post(auth, { status: 'review', title: 'Second in the queue' }));
    time.set('2026-11-25T03:20:00Z');
    const third = await json<Article>(await post(auth, { status: 'review', title: 'Third in the queue' }));
    const { auth: editorAuth, viewer: editor } = await signedInAs(t.services, 'editor');
    expect((await dashboard(editor)).waiting.items.map((a) => a.title)).toEqual([
      'First in the queue',
      'Second in the queue',
      'Third in the queue',
    ]);

    const published = await json<Article>(await put(editorAuth, first._id, { status: 'published' }));
    expect(published).toMatchObject({ status: 'published', submittedAt: null, publishedAt: time.now().toISOString() });
    expect((await t.app.request(`/api/news/${published.slug}`)).status).toBe(200);
    const scheduled = await json<Article>(
      await put(editorAuth, second._id, { status: 'scheduled', publishAt: '2026-11-26T09:00' }),
    );
    expect(scheduled).toMatchObject({ status: 'scheduled', submittedAt: null });

    const left = await dashboard(editor);
    expect(left.waiting).toEqual({ items: [expect.objectContaining({ _id: third._id })], total: 1 });
    expect((await frame(editor)).waitingForReview).toBe(1);
    expect((await t.services.audit.list({ action: 'article.publish', page: 1, limit: 5 })).total).toBe(1);
  });
});
