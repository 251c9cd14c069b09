import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Article } from '../../core/article';
import { NOTE_TEXT_REQUIRED, NOTES_ON_PUBLISHED_ONLY } from '../../core/corrections';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { articleForm, handClock, signedInAs } from '../../tests/helpers/factories';

/** The test sets the time the use cases read. */
const time = handClock('2026-11-25T03:00:00Z');
const { clock } = time;

let t: TestApp;
beforeEach(async () => {
  time.set('2026-11-25T03:00:00Z');
  t = await createTestApp({ env: { SITE_TIMEZONE: 'Asia/Kolkata' }, services: { clock } });
});
afterEach(() => t.close());

type Auth = Record<string, string>;
const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
const story = async (auth: Auth, status: string, title = 'The house passes the water bill') =>
  json<Article>(
    await t.app.request('/api/news', {
      method: 'POST',
      headers: auth,
      body: articleForm({
        title,
        description: 'The bill passed by four votes after a night of debate.',
        content: '<p>' + 'The water bill passed the house after a long debate. '.repeat(30) + '</p>',
        status,
      }),
    }),
  );
const addNote = (auth: Auth, id: string, body: unknown) =>
  t.app.request(`/api/news/${id}/notes`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('corrections and updates', () => {
  it('an editor adds them to a published story: readers get them with the story, which counts as changed then', async () => {
    const { auth, viewer } = await signedInAs(t.services, 'editor');
    const published = await story(auth, 'published');
    time.set('2026-11-25T09:15:00Z');
    const res = await addNote(auth, published._id, { kind: 'correction', text: ' The vote was 52 to 48. ' });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({
      kind: 'correction',
      text: 'The vote was 52 to 48.',
      createdAt: '2026-11-25T09:15:00.000Z',
    });
    time.set('2026-11-25T11:00:00Z');
    await addNote(auth, published._id, { kind: 'update', text: 'The bill goes to the upper house on Monday.' });

    // Anybody reading the story gets its notes, oldest first, and its new modified time.
    const read = await json<Article>(await t.app.request(`/api/news/${published.slug}`));
    expect(read.notes.map((n) => [n.kind, n.text, n.createdAt])).toEqual([
      ['correction', 'The vote was 52 to 48.', '2026-11-25T09:15:00.000Z'],
      ['update', 'The bill goes to the upper house on Monday.', '2026-11-25T11:00:00.000Z'],
    ]);
    expect(read.updatedAt).toBe('2026-11-25T11:00:00.000Z');
    // Feeds and the sitemap follow the modified time.
    const sitemap = await (await t.app.request('/sitemaps/articles-1.xml')).text();
    expect(sitemap).toMatch(new RegExp(`${published.slug}</loc>\\s*<lastmod>2026-11-25T11:00:00`));

    const audit = await t.services.audit.list({ action: 'article.note', page: 1, limit: 5 });
    expect(audit.items.map((a) => [a.actorId, a.details])).toEqual([
      [viewer._id, { kind: 'update', text: 'The bill goes to the upper house on Monday.' }],
      [viewer._id, { kind: 'correction', text: 'The vote was 52 to 48.' }],
    ]);
  });

  it('refuses a note on a story readers cannot see, a bad kind, blank text, and an unknown story; nothing is written', async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    const draft = await story(auth, 'draft', 'A draft with nothing to correct');
    const published = await story(auth, 'published');
    const onDraft = await addNote(auth, draft._id, { kind: 'update', text: 'Too early.' });
    expect(onDraft.status).toBe(409);
    expect(await json(onDraft)).toMatchObject({ message: NOTES_ON_PUBLISHED_ONLY });

    const badKind = await addNote(auth, published._id, { kind: 'retraction', text: 'Withdrawn.' });
    expect(badKind.status).toBe(400);
    expect(await json(badKind)).toMatchObject({ fields: { kind: 'must be correction or update' } });
    const blank = await addNote(auth, published._id, { kind: 'correction', text: '   ' });
    expect(await json(blank)).toMatchObject({ fields: { text: NOTE_TEXT_REQUIRED } });
    expect((await addNote(auth, published._id, { kind: 'update', text: 'x'.repeat(1001) })).status).toBe(400);
    expect(
      (await addNote(auth, '00000000-0000-4000-8000-000000000000', { kind: 'update', text: 'Where?' })).status,
    ).toBe(404);

    const stored = await json<Article>(await t.app.request(`/api/news/${published.slug}`));
    expect(stored.notes).toEqual([]);
    expect(stored.updatedAt).toBe(published.updatedAt);
  });

  it('per role: anonymous 401, readers and authors 403, editors and admins 201', async () => {
    const { auth: editor } = await signedInAs(t.services, 'editor');
    const published = await story(editor, 'published');
    const note = { kind: 'update', text: 'Polls close at six.' };
    expect((await addNote({}, published._id, note)).status).toBe(401);
    for (const role of ['reader', 'author'] as const) {
      const { auth } = await signedInAs(t.services, role);
      expect((await addNote(auth, published._id, note)).status, role).toBe(403);
    }
    for (const role of ['editor', 'admin'] as const) {
      const { auth } = await signedInAs(t.services, role);
      expect((await addNote(auth, published._id, note)).status, role).toBe(201);
    }
    const read = await json<Article>(await t.app.request(`/api/news/${published.slug}`));
    expect(read.notes).toHaveLength(2);
  });

  it('the notes go with the story when it is deleted', async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    const published = await story(auth, 'published');
    await addNote(auth, published._id, { kind: 'correction', text: 'A name was misspelt.' });
    expect((await t.app.request(`/api/news/${published._id}`, { method: 'DELETE', headers: auth })).status).toBe(200);
    expect(await t.services.news.notesOf(published._id)).toEqual([]);
  });
});
