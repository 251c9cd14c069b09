import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import { BROWSER_AGENT, createBuiltTestApp, decodedText as text } from '../helpers/built-app';
import { saveStoryThroughApi, signedInAs, siteSettingsInput } from '../helpers/factories';
import type { Article } from '../../core/article';
import { DEFAULT_COMMENT_SETTINGS } from '../../core/comments';
import { comments } from '../../server/db/schema';
import { createLogger } from '../../server/lib/logger';

/**
 * Comments on the real pages and page cache (docs/product.md, 'Comments'): the story's page
 * stays the same cached document whatever its thread does; the thread is a fragment kept per
 * order and page for visitors and dropped when it changes; a signed-in reader's is theirs; the
 * comments page works with plain forms.
 */
const BROWSER = BROWSER_AGENT;
const ORIGIN = 'http://news.test';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let reader: Awaited<ReturnType<typeof signedInAs>>;
let story: Article;


const get = (address: string, headers: Record<string, string> = {}) =>
  t.app.request(address, { headers: { 'user-agent': BROWSER, ...headers } });

const postForm = (address: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.request(address, {
    method: 'POST',
    headers: {
      'user-agent': BROWSER,
      origin: ORIGIN,
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });

const comment = async (auth: Record<string, string>, body: string, on = story) => {
  const res = await t.app.request(`/api/news/${on._id}/comments`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ body }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { comment: { _id: string } }).comment;
};

beforeAll(async () => {
  t = await createBuiltTestApp();
  admin = await signedInAs(t.services, 'admin');
  reader = await signedInAs(t.services, 'reader', 'nila');
  await t.services.commands.settings.update(
    { viewer: admin.viewer, ip: null, requestId: null, log: createLogger('silent') },
    siteSettingsInput({ comments: { ...DEFAULT_COMMENT_SETTINGS, premoderation: 'nobody', holdLinks: false } }),
  );
  story = await saveStoryThroughApi(t.app, admin.auth, { title: 'Harbour reopens after the storm' });
});
afterAll(() => t?.close());

describe("a story's comments", () => {
  it("stay off the story's cached page, which only links to them", async () => {
    const first = await get(`/news/${story.slug}`);
    const html = await text(first);
    expect(html).toContain(`data-comments="/news/${story.slug}/comment-list"`);
    expect(html).toContain(`href="/news/${story.slug}/comments"`);
    expect((await get(`/news/${story.slug}`)).headers.get('x-cache')).toBe('HIT');
    await comment(reader.auth, 'The ferry is back, thank goodness.');
    // The story's page is still the one kept: a comment does not draw it again.
    expect((await get(`/news/${story.slug}`)).headers.get('x-cache')).toBe('HIT');
    // Off on this story: no section.
    const quiet = await saveStoryThroughApi(t.app, admin.auth, { title: 'A story without comments', comments: 'off' });
    expect(await text(await get(`/news/${quiet.slug}`))).not.toContain('data-comments');
  });

  it('are a fragment kept for visitors, drawn again when the thread changes', async () => {
    const address = `/news/${story.slug}/comment-list`;
    const first = await get(address);
    expect(first.status).toBe(200);
    const html = await text(first);
    expect(html).toContain('The ferry is back, thank goodness.');
    expect(html).toContain('Sign in</a> or');
    // Signing in from the story's page comes back to its comments there.
    expect(html).toContain(`href="/login?redirectTo=${encodeURIComponent(`/news/${story.slug}#comments`)}"`);
    expect(html).not.toContain('<html');
    expect((await get(address)).headers.get('x-cache')).toBe('HIT');
    // Markup is text; a link is the reader's, marked so.
    await comment(reader.auth, '<img src=x onerror=alert(1)> see https://harbour.example/timetable');
    const again = await get(address);
    expect(again.headers.get('x-cache')).toBe('MISS');
    const drawn = await text(again);
    expect(drawn).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(drawn).not.toContain('<img src=x');
    expect(drawn).toContain('<a href="https://harbour.example/timetable" rel="nofollow ugc noopener"');
    expect(drawn).toContain('2 comments');
    // An order and a page are answers of their own; a bad one is a 400.
    expect((await get(`${address}?sort=oldest`)).status).toBe(200);
    expect((await get(`${address}?sort=loudest`)).status).toBe(400);
  });

  it("give a signed-in reader their own thread: the form, and their comment waiting for review", async () => {
    await t.services.commands.settings.update(
      { viewer: admin.viewer, ip: null, requestId: null, log: createLogger('silent') },
      siteSettingsInput({ comments: { ...DEFAULT_COMMENT_SETTINGS, premoderation: 'everyone' } }),
    );
    const waiting = await t.app.request(`/api/news/${story._id}/comments`, {
      method: 'POST',
      headers: { ...reader.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'Held until a moderator reads it' }),
    });
    expect(((await waiting.json()) as { status: string }).status).toBe('pending');
    const mine = await get(`/news/${story.slug}/comment-list`, reader.auth);
    expect(mine.headers.get('cache-control')).toContain('private');
    const html = await text(mine);
    expect(html).toContain('Held until a moderator reads it');
    expect(html).toContain('Waiting for review');
    expect(html).toContain('name="body"');
    // Nobody else sees it.
    const visitor = await text(await get(`/news/${story.slug}/comment-list`));
    expect(visitor).not.toContain('Held until a moderator reads it');
    await t.services.commands.settings.update(
      { viewer: admin.viewer, ip: null, requestId: null, log: createLogger('silent') },
      siteSettingsInput({ comments: { ...DEFAULT_COMMENT_SETTINGS, premoderation: 'nobody', holdLinks: false } }),
    );
  });

  it('work without JavaScript: the comments page and its plain forms', async () => {
    const page = await get(`/news/${story.slug}/comments`);
    expect(page.status).toBe(200);
    expect(await text(page)).toContain('<span aria-current="page">Comments</span>');
    const posted = await postForm(
      `/news/${story.slug}/comments`,
      { intent: 'comment', body: 'Posted from a plain form' },
      reader.auth,
    );
    expect(posted.status).toBe(200);
    const html = await text(posted);
    expect(html).toContain('Your comment is posted.');
    expect(html).toContain('Posted from a plain form');
    // Refused: the message, the typed text given back, nothing stored.
    const before = (await t.database.db.select().from(comments)).length;
    const empty = await postForm(`/news/${story.slug}/comments`, { intent: 'comment', body: '   ' }, reader.auth);
    expect(empty.status).toBe(400);
    expect(await text(empty)).toContain('Write something first');
    const long = await postForm(
      `/news/${story.slug}/comments`,
      { intent: 'comment', body: 'word '.repeat(2000) },
      reader.auth,
    );
    expect(long.status).toBe(400);
    expect(await text(long)).toContain('A comment is at most 5,000 characters');
    expect((await t.database.db.select().from(comments)).length).toBe(before);
    // A visitor's post is told to sign in.
    const visitor = await postForm(`/news/${story.slug}/comments`, { intent: 'comment', body: 'Hello' });
    expect(visitor.status).toBe(401);
    expect(await text(visitor)).toContain('Sign in to comment.');
  });

  it("answer the island's posts: the thread drawn again, or the refusal alone", async () => {
    const ok = await postForm(`/news/${story.slug}/comment-list`, { intent: 'comment', body: 'From the island' }, reader.auth);
    expect(ok.status).toBe(200);
    const html = await text(ok);
    expect(html).toContain('Your comment is posted.');
    expect(html).toContain('From the island');
    const refused = await postForm(`/news/${story.slug}/comment-list`, { intent: 'comment', body: '' }, reader.auth);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toContain('text/plain');
    expect(await text(refused)).toBe('Write something first');
  });

  it("keep a locked story's thread to readers with access", async () => {
    const locked = await saveStoryThroughApi(t.app, admin.auth, {
      title: 'Members read the harbour accounts',
      access: 'registered',
    });
    // Another reader: this one has posted their five a minute.
    const other = await signedInAs(t.services, 'reader');
    await comment(other.auth, 'Only for readers with an account', locked);
    const visitor = await text(await get(`/news/${locked.slug}/comment-list`));
    expect(visitor).toContain('Comments on this story are for readers with access.');
    expect(visitor).not.toContain('Only for readers with an account');
    expect(await text(await get(`/news/${locked.slug}/comment-list`, reader.auth))).toContain(
      'Only for readers with an account',
    );
  });
});
