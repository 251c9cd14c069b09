import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bannedWordIn,
  commentParagraphs,
  commentsOpen,
  DEFAULT_COMMENT_SETTINGS,
  foldForMatch,
  hasLink,
  type CommentSettings,
  type CommentView,
} from '../../core/comments';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import type { Thread, ThreadViewer } from './comments.commands';
import { startSmtpServer } from '../../tests/helpers/smtp-server';
import { systemActor } from '../lib/actor';
import { answerOf, callAction, callLoader } from '../../tests/helpers/pages';
import * as moderationPage from '../../app/routes/admin/comments';
import { handClock, insertArticle, signedInAs, siteSettingsInput } from '../../tests/helpers/factories';
import { articles, auditLog, comments, users } from '../db/schema';
import { eq, sql } from 'drizzle-orm';
import { createLogger } from '../lib/logger';
import type { Actor } from '../lib/actor';

describe('the rules of comments', () => {
  it('finds banned words as whole words, in any letter case, accents and script', () => {
    expect(foldForMatch('Crème BRÛLÉE, please!')).toBe(' creme brulee please ');
    expect(bannedWordIn('What an IDIOT.', ['idiot'])).toBe('idiot');
    expect(bannedWordIn('What an ídiót', ['idiot'])).toBe('idiot');
    // Whole words only: a word inside another is not it.
    expect(bannedWordIn('Idiotic idea', ['idiot'])).toBeNull();
    expect(bannedWordIn('this is utter nonsense here', ['utter   nonsense'])).toBe('utter   nonsense');
    // Other scripts: Devanagari's vowel signs are letters, kept.
    expect(bannedWordIn('यह बकवास है', ['बकवास'])).toBe('बकवास');
    expect(bannedWordIn('यह बकवासी है', ['बकवास'])).toBeNull();
    expect(bannedWordIn('Nothing to see', [])).toBeNull();
  });

  it('draws a comment as paragraphs of text and links, never markup', () => {
    expect(commentParagraphs('First line\nsame paragraph\n\n\nSecond: see https://example.com/a?b=1.')).toEqual([
      [{ text: 'First line\nsame paragraph' }],
      [
        { text: 'Second: see ' },
        { link: 'https://example.com/a?b=1', text: 'https://example.com/a?b=1' },
        { text: '.' },
      ],
    ]);
    expect(commentParagraphs('<b>bold</b> www.example.org')).toEqual([
      [{ text: '<b>bold</b> ' }, { link: 'https://www.example.org', text: 'www.example.org' }],
    ]);
    expect(hasLink('see https://x.example')).toBe(true);
    expect(hasLink('see www.example.com')).toBe(true);
    expect(hasLink('no links here.')).toBe(false);
  });

  it('keeps a story open for the site’s days after publication, unless closed or off', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    const story = (comments: 'open' | 'closed' | 'off', days: number) => ({
      comments,
      publishedAt: new Date(now.getTime() - days * 86_400_000),
    });
    const settings = { enabled: true, closeAfterDays: 14 };
    expect(commentsOpen(story('open', 13), settings, now)).toBe(true);
    expect(commentsOpen(story('open', 15), settings, now)).toBe(false);
    expect(commentsOpen(story('open', 400), { ...settings, closeAfterDays: 0 }, now)).toBe(true);
    expect(commentsOpen(story('closed', 1), settings, now)).toBe(false);
    expect(commentsOpen(story('off', 1), settings, now)).toBe(false);
    expect(commentsOpen(story('open', 1), { ...settings, enabled: false }, now)).toBe(false);
  });
});

describe('comments through the API', () => {
  let t: TestApp;
  const time = handClock(new Date().toISOString());
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  let editor: Awaited<ReturnType<typeof signedInAs>>;
  let asha: Awaited<ReturnType<typeof signedInAs>>;
  let ravi: Awaited<ReturnType<typeof signedInAs>>;
  let storyId: string;
  let storySlug: string;

  // Nobody pre-moderated, links allowed: the plain path, each test changing what it looks at.
  const PLAIN: CommentSettings = { ...DEFAULT_COMMENT_SETTINGS, premoderation: 'nobody', holdLinks: false };
  const settings = async (over: Partial<CommentSettings>) =>
    t.services.commands.settings.update(
      { viewer: admin.viewer, ip: null, requestId: null, log: createLogger('silent') } satisfies Actor,
      siteSettingsInput({ comments: { ...PLAIN, ...over } }),
    );
  const send = (auth: Record<string, string>, method: string, path: string, body?: unknown) =>
    t.app.request(path, {
      method,
      headers: { ...auth, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const post = async (auth: Record<string, string>, body: unknown, story = storyId) => {
    // A second between comments, as between real readers' (threads order by time).
    time.set(new Date(time.now().getTime() + 1000).toISOString());
    const res = await send(auth, 'POST', `/api/news/${story}/comments`, body);
    return {
      status: res.status,
      body: (await res.json()) as { comment: CommentView; status: string; message: string },
    };
  };
  type ThreadAnswer = Thread & { viewer: ThreadViewer | null };
  const thread = async (auth: Record<string, string> = {}, query = '', story = storyId) =>
    (await (await t.app.request(`/api/news/${story}/comments${query}`, { headers: auth })).json()) as ThreadAnswer;

  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      env: { ...smtp.env, PUBLIC_URL: 'https://news.example' },
      services: { clock: time.clock },
    });
    admin = await signedInAs(t.services, 'admin');
    editor = await signedInAs(t.services, 'editor', 'desk-editor');
    asha = await signedInAs(t.services, 'reader', 'asha');
    ravi = await signedInAs(t.services, 'reader', 'ravi');
    const story = await insertArticle(t.database.db, { status: 'published', title: 'Monsoon arrives early' });
    storyId = story._id;
    storySlug = story.slug;
    await settings({});
  });
  afterAll(async () => {
    await t.services.accountMail.idle();
    await t.close();
    await smtp.close();
  });

  it('lets a signed-in reader comment and reply, and anyone read the thread', async () => {
    expect((await post({}, { body: 'Hello' })).status).toBe(401);
    const first = await post(asha.auth, { body: '  Finally some rain.\r\n\r\nMy garden thanks you.  ' });
    expect(first.status).toBe(201);
    expect(first.body.status).toBe('published');
    expect(first.body.comment.body).toBe('Finally some rain.\n\nMy garden thanks you.');
    const reply = await post(ravi.auth, { body: 'Same here in Pune.', parent: first.body.comment._id });
    expect(reply.status).toBe(201);
    // Replies are one level deep.
    const deeper = await post(asha.auth, { body: 'Nice', parent: reply.body.comment._id });
    expect([deeper.status, deeper.body.message]).toEqual([400, 'parent: must be a top-level comment of this story']);
    // Staff are marked.
    const staff = await post(editor.auth, { body: 'Thank you for reading.', parent: first.body.comment._id });
    expect(staff.body.comment.author.staff).toBe('Editor');

    const read = await thread();
    expect(read.count).toBe(3);
    expect(read.viewer).toBeNull();
    expect(read.comments.map((c) => [c.author.username, c.body, c.replies.map((r) => r.author.username)])).toEqual([
      ['asha', 'Finally some rain.\n\nMy garden thanks you.', ['ravi', 'desk-editor']],
    ]);
    const [row] = await t.database.db.select().from(articles).where(eq(articles.id, storyId));
    expect(row!.commentCount).toBe(3);
    // By slug too; an unknown or unpublished story is a 404.
    expect((await thread({}, '', storySlug)).count).toBe(3);
    expect((await t.app.request('/api/news/no-such-story/comments')).status).toBe(404);
    const draft = await insertArticle(t.database.db, { status: 'draft' });
    expect((await post(asha.auth, { body: 'x' }, draft._id)).status).toBe(404);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const before = (await t.database.db.select().from(comments)).length;
    const cases: [unknown, number, string][] = [
      [{ body: '' }, 400, 'Write something first'],
      [{ body: '   ' }, 400, 'Write something first'],
      [{ body: 'x'.repeat(10_000) }, 400, 'A comment is at most 5,000 characters'],
      [{ body: 'bell\u0007' }, 400, 'body: must not contain control characters'],
      [{ body: 'ok', parent: 'nope' }, 400, 'must be a comment id'],
      [{}, 400, 'Write something first'],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(asha.auth, body);
      expect([res.status, res.body.message]).toEqual([status, expect.stringContaining(message) as string]);
    }
    // Markup is kept as text, never drawn as markup (the pages escape it).
    const markup = await post(asha.auth, { body: '<script>alert(1)</script> <b>hi</b>' });
    expect(markup.body.comment.body).toBe('<script>alert(1)</script> <b>hi</b>');
    expect((await t.database.db.select().from(comments)).length).toBe(before + 1);
  });

  it('refuses the same text twice in a day, and a flood', async () => {
    const flooder = await signedInAs(t.services, 'reader');
    expect((await post(flooder.auth, { body: 'Once' })).status).toBe(201);
    const twice = await post(flooder.auth, { body: 'Once' });
    expect([twice.status, twice.body.message]).toEqual([409, 'You posted this comment already.']);
    for (let i = 2; i <= 5; i++) expect((await post(flooder.auth, { body: `Comment ${i}` })).status).toBe(201);
    const sixth = await t.app.request(`/api/news/${storyId}/comments`, {
      method: 'POST',
      headers: { ...flooder.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'Sixth in a minute' }),
    });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBe('60');
    // A minute later the reader may go on.
    time.set(new Date(time.now().getTime() + 61_000).toISOString());
    expect((await post(flooder.auth, { body: 'Sixth, later' })).status).toBe(201);
  });

  it('lets a reader edit for ten minutes and delete their own comment, never another’s', async () => {
    const mine = (await post(ravi.auth, { body: 'Typo in the frist line' })).body.comment;
    expect((await send(asha.auth, 'PATCH', `/api/comments/${mine._id}`, { body: 'Hijack' })).status).toBe(404);
    const edited = await send(ravi.auth, 'PATCH', `/api/comments/${mine._id}`, { body: 'Typo in the first line' });
    expect(edited.status).toBe(200);
    const { comment } = (await edited.json()) as { comment: CommentView };
    expect([comment.body, comment.editedAt !== null]).toEqual(['Typo in the first line', true]);
    time.set(new Date(time.now().getTime() + 11 * 60_000).toISOString());
    const late = await send(ravi.auth, 'PATCH', `/api/comments/${mine._id}`, { body: 'Too late' });
    expect([late.status, ((await late.json()) as { message: string }).message]).toEqual([
      409,
      'A comment can be edited for 10 minutes after it is posted.',
    ]);
    const count = (await thread()).count;
    expect((await send(asha.auth, 'DELETE', `/api/comments/${mine._id}`)).status).toBe(404);
    expect((await send(ravi.auth, 'DELETE', `/api/comments/${mine._id}`)).status).toBe(204);
    expect((await thread()).count).toBe(count - 1);
    // A reply to a deleted comment is refused.
    const orphan = await post(asha.auth, { body: 'Replying', parent: mine._id });
    expect([orphan.status, orphan.body.message]).toEqual([409, 'The comment you answer was deleted.']);
  });

  it('counts likes once a reader, and takes reports to the moderators', async () => {
    const liked = (await post(asha.auth, { body: 'Like me' })).body.comment;
    expect((await send(asha.auth, 'PUT', `/api/comments/${liked._id}/like`)).status).toBe(409);
    for (let i = 0; i < 2; i++) {
      const res = await send(ravi.auth, 'PUT', `/api/comments/${liked._id}/like`);
      expect(await res.json()).toEqual({ likes: 1, liked: true });
    }
    expect((await thread(ravi.auth)).viewer!.liked).toContain(liked._id);
    const sorted = await thread({}, '?sort=liked');
    expect(sorted.comments[0]!._id).toBe(liked._id);
    expect(await (await send(ravi.auth, 'DELETE', `/api/comments/${liked._id}/like`)).json()).toEqual({
      likes: 0,
      liked: false,
    });

    expect((await send(ravi.auth, 'POST', `/api/comments/${liked._id}/report`, { reason: 'nonsense' })).status).toBe(
      400,
    );
    expect((await send(ravi.auth, 'POST', `/api/comments/${liked._id}/report`, { reason: 'spam' })).status).toBe(204);
    expect((await send(ravi.auth, 'POST', `/api/comments/${liked._id}/report`, { reason: 'spam' })).status).toBe(409);
    expect((await send(asha.auth, 'GET', '/api/comments')).status).toBe(403);
    const queue = (await (await send(editor.auth, 'GET', '/api/comments')).json()) as {
      items: { _id: string; reports: number; reportReasons: string[] }[];
      waiting: number;
    };
    expect(queue.items.find((c) => c._id === liked._id)).toMatchObject({ reports: 1, reportReasons: ['spam'] });
    // Approving clears the reports: it leaves the queue.
    expect(
      (await send(editor.auth, 'POST', '/api/comments/moderate', { ids: [liked._id], action: 'approve' })).status,
    ).toBe(200);
    const after = (await (await send(editor.auth, 'GET', '/api/comments')).json()) as { items: { _id: string }[] };
    expect(after.items.map((c) => c._id)).not.toContain(liked._id);
  });

  it('holds what the rules say for review, shown to its author alone until approved', async () => {
    await settings({ premoderation: 'new', holdLinks: true, bannedWords: ['rubbish'] });
    const newcomer = await signedInAs(t.services, 'reader', 'new-nina');
    const held = await post(newcomer.auth, { body: 'My very first comment' });
    expect([held.status, held.body.status]).toEqual([201, 'pending']);
    expect((await thread()).comments.map((c) => c._id)).not.toContain(held.body.comment._id);
    expect((await thread(newcomer.auth)).viewer!.hidden.map((c) => c._id)).toEqual([held.body.comment._id]);
    expect((await thread(asha.auth)).viewer!.hidden).toEqual([]);
    const queue = (await (await send(editor.auth, 'GET', '/api/comments?queue=review')).json()) as {
      items: { _id: string; heldFor: string }[];
    };
    expect(queue.items.find((c) => c._id === held.body.comment._id)?.heldFor).toBe('first comment');
    expect(
      (await send(editor.auth, 'POST', '/api/comments/moderate', { ids: [held.body.comment._id], action: 'approve' }))
        .status,
    ).toBe(200);
    expect((await thread()).comments.map((c) => c._id)).toContain(held.body.comment._id);
    // Once approved, no longer new: but a banned word or a link still holds a comment.
    expect((await post(newcomer.auth, { body: 'Second one' })).body.status).toBe('published');
    const word = await post(newcomer.auth, { body: 'What RUBBISH reporting' });
    expect(word.body.status).toBe('pending');
    const link = await post(newcomer.auth, { body: 'Read https://spam.example' });
    expect(link.body.status).toBe('pending');
    const reasons = (await (await send(editor.auth, 'GET', '/api/comments')).json()) as {
      items: { _id: string; heldFor: string }[];
    };
    expect(
      reasons.items
        .filter((c) => [word, link].some((x) => x.body.comment._id === c._id))
        .map((c) => c.heldFor)
        .sort(),
    ).toEqual(['banned word: rubbish', 'link']);
    // Rejected with a reason: it stays out, audited.
    const rejected = await send(editor.auth, 'POST', '/api/comments/moderate', {
      ids: [word.body.comment._id],
      action: 'reject',
      reason: 'Abusive',
    });
    expect(rejected.status).toBe(200);
    const rejectedQueue = (await (await send(editor.auth, 'GET', '/api/comments?queue=rejected')).json()) as {
      items: { _id: string; rejectReason: string }[];
    };
    expect(rejectedQueue.items.find((c) => c._id === word.body.comment._id)?.rejectReason).toBe('Abusive');
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, word.body.comment._id));
    expect(audited.map((r) => [r.action, r.details])).toEqual([
      ['comment.reject', { story: storyId, reason: 'Abusive' }],
    ]);
    // Staff are never held.
    expect((await post(editor.auth, { body: 'See https://news.example/more' })).body.status).toBe('published');
    await settings({});
  });

  it('features a comment above the thread, and bans a reader: hidden, or shown to them alone', async () => {
    const pinned = (await post(asha.auth, { body: 'A thoughtful, featured comment' })).body.comment;
    expect((await send(asha.auth, 'PUT', `/api/comments/${pinned._id}/featured`)).status).toBe(403);
    expect((await send(editor.auth, 'PUT', `/api/comments/${pinned._id}/featured`)).status).toBe(200);
    const read = await thread();
    expect(read.featured.map((c) => c._id)).toEqual([pinned._id]);
    expect(read.comments.map((c) => c._id)).not.toContain(pinned._id);

    const troll = await signedInAs(t.services, 'reader', 'troll');
    const said = (await post(troll.auth, { body: 'Trolling here' })).body.comment;
    const count = (await thread()).count;
    expect(
      (await send(editor.auth, 'POST', '/api/comments/bans', { user: troll.viewer._id, kind: 'hide', days: 7 })).status,
    ).toBe(201);
    expect((await thread()).comments.map((c) => c._id)).not.toContain(said._id);
    expect((await thread()).count).toBe(count - 1);
    const refused = await post(troll.auth, { body: 'Let me back' });
    expect([refused.status, refused.body.message]).toEqual([403, 'You cannot comment at the moment.']);
    expect((await thread(troll.auth)).viewer).toMatchObject({
      canComment: false,
      refusal: 'You cannot comment at the moment.',
    });
    // Moderators cannot be banned; an unknown account is a 404.
    expect(
      (await send(editor.auth, 'POST', '/api/comments/bans', { user: admin.viewer._id, kind: 'hide' })).status,
    ).toBe(409);
    expect(
      (await send(editor.auth, 'POST', '/api/comments/bans', { user: crypto.randomUUID(), kind: 'hide' })).status,
    ).toBe(404);
    // Shadow: what they write shows to them alone, unmarked.
    const shade = await signedInAs(t.services, 'reader', 'shade');
    await send(editor.auth, 'POST', '/api/comments/bans', { user: shade.viewer._id, kind: 'shadow' });
    const shadowed = await post(shade.auth, { body: 'Can anyone see me?' });
    expect([shadowed.status, shadowed.body.status]).toEqual([201, 'shadow']);
    expect((await thread()).comments.map((c) => c._id)).not.toContain(shadowed.body.comment._id);
    expect((await thread(shade.auth)).viewer!.hidden.map((c) => c._id)).toEqual([shadowed.body.comment._id]);
    const bans = (await (await send(editor.auth, 'GET', '/api/comments/bans')).json()) as {
      bans: { username: string; kind: string; until: string | null }[];
    };
    expect(bans.bans.map((b) => [b.username, b.kind, b.until === null])).toEqual([
      ['shade', 'shadow', true],
      ['troll', 'hide', false],
    ]);
    expect((await send(editor.auth, 'DELETE', `/api/comments/bans/${troll.viewer._id}`)).status).toBe(204);
    expect((await post(troll.auth, { body: 'Back again, nicely' })).status).toBe(201);
  });

  it('closes a story to new comments after the site’s days, or when closed or off', async () => {
    const old = await insertArticle(t.database.db, {
      status: 'published',
      publishedAt: new Date(time.now().getTime() - 20 * 86_400_000),
    });
    const closed = await post(asha.auth, { body: 'Late' }, old._id);
    expect([closed.status, closed.body.message]).toEqual([409, 'Comments are closed on this story.']);
    expect((await thread({}, '', old._id)).closedBecause).toBe('Comments are closed on this story.');
    await t.database.db.update(articles).set({ comments: 'off' }).where(eq(articles.id, storyId));
    const off = await post(asha.auth, { body: 'Anyone?' });
    expect([off.status, off.body.message]).toEqual([409, 'This story does not take comments.']);
    expect((await thread()).comments).toEqual([]);
    await t.database.db.update(articles).set({ comments: 'open' }).where(eq(articles.id, storyId));
    // A members' story: its thread is for readers with access.
    const locked = await insertArticle(t.database.db, { status: 'published', access: 'members' });
    const refused = await post(asha.auth, { body: 'Let me in' }, locked._id);
    expect([refused.status, refused.body.message]).toEqual([
      403,
      'Comments on this story are for readers with access.',
    ]);
    expect(await thread({}, '', locked._id)).toMatchObject({ locked: true, comments: [] });
    // Staff read every story, and may answer under it.
    expect((await post(editor.auth, { body: 'From the newsroom' }, locked._id)).status).toBe(201);
  });

  it('keeps comments to readers the site names: verified, or paying', async () => {
    await settings({ who: 'members' });
    const unverified = await signedInAs(t.services, 'reader');
    const refused = await post(unverified.auth, { body: 'Hello' });
    expect([refused.status, refused.body.message]).toEqual([
      403,
      'Verify your e-mail address to comment: see Settings.',
    ]);
    await t.database.db
      .update(users)
      .set({ email: 'v@example.com', emailVerifiedAt: new Date() })
      .where(eq(users.id, unverified.viewer._id));
    expect((await post(unverified.auth, { body: 'Hello, verified' })).status).toBe(201);
    await settings({ who: 'paid' });
    const unpaid = await post(unverified.auth, { body: 'Still here' });
    expect([unpaid.status, unpaid.body.message]).toEqual([403, 'Comments are for paying members.']);
    // Staff may always answer.
    expect((await post(editor.auth, { body: 'Staff reply' })).status).toBe(201);
    await settings({});
  });

  it('pages through a long thread by keyset, in each order, without repeats', async () => {
    const story = await insertArticle(t.database.db, { status: 'published' });
    const writers = await Promise.all([0, 1, 2].map(() => signedInAs(t.services, 'reader')));
    for (let i = 0; i < 65; i++) {
      time.set(new Date(time.now().getTime() + 13_000).toISOString());
      expect((await post(writers[i % 3]!.auth, { body: `Comment number ${i}` }, story._id)).status).toBe(201);
    }
    for (const sort of ['newest', 'oldest', 'liked']) {
      const seen: string[] = [];
      let after = '';
      for (let page = 0; page < 5; page++) {
        const read = await thread({}, `?sort=${sort}${after ? `&after=${after}` : ''}`, story._id);
        seen.push(...read.comments.map((c) => c.body));
        if (!read.next) break;
        after = read.next;
      }
      expect(new Set(seen).size).toBe(65);
      expect(seen).toHaveLength(65);
      if (sort === 'newest') expect(seen[0]).toBe('Comment number 64');
      if (sort === 'oldest') expect(seen[0]).toBe('Comment number 0');
    }
  });

  it('gives moderators their screen: the queue, its forms, the bans', async () => {
    await settings({ premoderation: 'everyone' });
    const writer = await signedInAs(t.services, 'reader', 'screen-writer');
    const a = (await post(writer.auth, { body: 'Held for the screen, one' })).body.comment;
    const b = (await post(writer.auth, { body: 'Held for the screen, two' })).body.comment;
    await expect(callLoader(moderationPage.loader, t, asha.viewer, '/admin/comments')).rejects.toMatchObject({
      init: { status: 403 },
    });
    const page = await callLoader(moderationPage.loader, t, editor.viewer, '/admin/comments');
    expect(page.queue).toBe('review');
    expect(page.items.slice(0, 2).map((c) => c.body)).toEqual(['Held for the screen, two', 'Held for the screen, one']);
    expect(page.waiting).toBeGreaterThanOrEqual(2);
    // Ticked ones at once.
    const bulk = answerOf(
      await callAction(moderationPage.action, t, editor.viewer, '/admin/comments', {
        bulk: 'approve',
        ids: a._id,
      }),
    );
    expect(bulk.body).toEqual({ ok: true, message: '1 comment approved.' });
    const one = answerOf(
      await callAction(moderationPage.action, t, editor.viewer, '/admin/comments', {
        single: `reject:${b._id}`,
        reason: 'Off topic',
      }),
    );
    expect(one.body).toEqual({ ok: true, message: 'Comment rejected.' });
    const banned = answerOf(
      await callAction(moderationPage.action, t, editor.viewer, '/admin/comments', {
        single: `ban:${writer.viewer._id}:${b._id}`,
        [`ban-kind-${b._id}`]: 'hide',
        [`ban-days-${b._id}`]: '3',
        [`ban-reason-${b._id}`]: 'Spam run',
      }),
    );
    expect(banned.body).toEqual({ ok: true, message: 'Reader banned until the date shown.' });
    const after = await callLoader(moderationPage.loader, t, editor.viewer, '/admin/comments?queue=rejected');
    expect(after.items.map((c) => [c.body, c.rejectReason])).toContainEqual(['Held for the screen, two', 'Off topic']);
    expect(after.bans.find((x) => x.username === 'screen-writer')).toMatchObject({ kind: 'hide', reason: 'Spam run' });
    const bad = answerOf(
      await callAction(moderationPage.action, t, editor.viewer, '/admin/comments', { bulk: 'approve' }),
    );
    expect(bad.status).toBe(400);
    await settings({});
  });

  it('mails a reader when their comment is answered or featured, once a story an hour, unless they said no', async () => {
    const verified = async (who: Awaited<ReturnType<typeof signedInAs>>, email: string) =>
      t.database.db.update(users).set({ email, emailVerifiedAt: new Date() }).where(eq(users.id, who.viewer._id));
    const meera = await signedInAs(t.services, 'reader', 'meera');
    const kiran = await signedInAs(t.services, 'reader', 'kiran');
    await verified(meera, 'meera@example.com');
    const story = await insertArticle(t.database.db, { status: 'published', title: 'Rain returns to Chennai' });
    const hers = (await post(meera.auth, { body: 'The lake is full again.' }, story._id)).body.comment;
    await post(kiran.auth, { body: 'So is ours in Madurai.', parent: hers._id }, story._id);
    await post(kiran.auth, { body: 'And the wells too.', parent: hers._id }, story._id);
    // Her own answer is no news to her.
    await post(meera.auth, { body: 'Good to hear.', parent: hers._id }, story._id);
    await t.services.accountMail.idle();
    const mails = smtp.to('meera@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['kiran answered your comment on ‘Rain returns to Chennai’']);
    expect(mails[0]!.text).toContain('So is ours in Madurai.');
    expect(mails[0]!.text).toContain(`https://news.example/news/${story.slug}/comments#comment-`);
    expect(mails[0]!.text).toContain('https://news.example/settings');
    // An hour on, featured: one more.
    time.set(new Date(time.now().getTime() + 61 * 60_000).toISOString());
    expect((await send(editor.auth, 'PUT', `/api/comments/${hers._id}/featured`)).status).toBe(200);
    await t.services.accountMail.idle();
    expect(smtp.to('meera@example.com').map((m) => m.subject)).toContain(
      'Your comment on ‘Rain returns to Chennai’ is featured',
    );
    // She says no more: nothing, even an hour later.
    expect(
      await t.services.commands.comments.setMail(
        { viewer: meera.viewer, ip: null, requestId: null, log: createLogger('silent') },
        false,
      ),
    ).toEqual({ on: false });
    time.set(new Date(time.now().getTime() + 61 * 60_000).toISOString());
    const before = smtp.to('meera@example.com').length;
    await post(kiran.auth, { body: 'One more answer.', parent: hers._id }, story._id);
    await t.services.accountMail.idle();
    expect(smtp.to('meera@example.com')).toHaveLength(before);
  });

  it("sends each writer yesterday's comments on their stories, once", async () => {
    const writer = await signedInAs(t.services, 'author', 'writer-rao');
    await t.database.db
      .update(users)
      .set({ email: 'rao@example.com', emailVerifiedAt: new Date() })
      .where(eq(users.id, writer.viewer._id));
    const story = await insertArticle(t.database.db, {
      status: 'published',
      title: 'The bridge opens',
      authorId: writer.viewer._id,
    });
    // The day's comments, in the site's time zone (Asia/Kolkata).
    time.set('2026-12-02T06:00:00Z');
    await t.database.db.update(articles).set({ publishedAt: time.now() }).where(eq(articles.id, story._id));
    const readers = await Promise.all([0, 1, 2].map(() => signedInAs(t.services, 'reader')));
    for (const [i, reader] of readers.entries()) await post(reader.auth, { body: `Finally, a bridge ${i}` }, story._id);
    // The writer's own comment is not counted.
    await post(writer.auth, { body: 'Thank you all.' }, story._id);
    time.set('2026-12-03T02:00:00Z');
    expect(await t.services.commands.comments.sendDigests(systemActor(createLogger('silent')))).toBe(1);
    expect(await t.services.commands.comments.sendDigests(systemActor(createLogger('silent')))).toBe(0);
    await t.services.accountMail.idle();
    const [digest] = smtp.to('rao@example.com');
    expect(digest!.subject).toBe('3 new comments on your stories');
    expect(digest!.text).toContain('Comments on your stories, 2 Dec 2026');
    expect(digest!.text).toContain('‘The bridge opens’: 3 new comments.');
    await expect(
      t.services.commands.comments.sendDigests({
        viewer: writer.viewer,
        ip: null,
        requestId: null,
        log: createLogger('silent'),
      }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('keeps the count waiting for review right through every change (triggers, migration 0044)', async () => {
    const actual = async () => {
      const rows = await t.database.db
        .select({ id: comments.id })
        .from(comments)
        .where(sql`${comments.status} = 'pending' or (${comments.status} = 'published' and ${comments.reports} > 0)`);
      return rows.length;
    };
    const store = t.services.comments;
    // After the writes, reports, approvals, rejections, bans and deletions above.
    expect(await store.reviewCount()).toBe(await actual());
    expect(await actual()).toBeGreaterThan(0);
    // A story deleted takes its comments, and the count follows.
    const story = await insertArticle(t.database.db, { status: 'published' });
    await settings({ premoderation: 'everyone' });
    const held = await signedInAs(t.services, 'reader');
    await post(held.auth, { body: 'Waiting here' }, story._id);
    await settings({});
    const before = await store.reviewCount();
    await t.database.db.delete(articles).where(eq(articles.id, story._id));
    expect(await store.reviewCount()).toBe(before - 1);
    expect(await store.reviewCount()).toBe(await actual());
  });
});
