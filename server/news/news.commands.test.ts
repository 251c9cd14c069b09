import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REQUIRED_FIELDS } from '../../core/article-input';
import type { Role } from '../../core/roles';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertArticle, signedInAs } from '../../tests/helpers/factories';
import type { Viewer } from '../auth/auth.service';
import type { Actor } from '../lib/actor';
import { AppError, NotFoundError, ValidationError } from '../lib/errors';
import type { DomainEvents } from '../lib/events';
import { createLogger } from '../lib/logger';
import type { ArticleForm } from './article-form';
import { AUTHORS_SAVE_DRAFTS, OWN_DRAFTS_ONLY } from './article-access';

/**
 * The news use cases themselves: who may do what, the one audit record each change writes,
 * and the `articles.changed` event the page cache (and later other processes) listen to.
 */
let t: TestApp;
let events: DomainEvents['articles.changed'][];
let stopListening: () => void;

beforeAll(async () => {
  t = await createTestApp();
  stopListening = t.services.events.on('articles.changed', (event) => events.push(event));
});
afterAll(async () => {
  stopListening();
  await t.close();
});
beforeEach(() => {
  events = [];
});

const IP = '203.0.113.7';
const actorOf = (viewer: Viewer | null): Actor => ({ viewer, ip: IP, requestId: 'test', log: createLogger('silent') });
const as = async (role: Role) => actorOf((await signedInAs(t.services, role)).viewer);
const news = () => t.services.commands.news;

const BODY = '<p>' + 'The state assembly passed the budget after a long debate. '.repeat(30) + '</p>';
const form = (fields: Record<string, string> = {}): ArticleForm => ({
  fields: {
    title: `Assembly passes the budget ${Math.random().toString(36).slice(2, 8)}`,
    category: 'India',
    description: 'The state assembly passed the budget on Friday after a two-day debate.',
    content: BODY,
    status: 'draft',
    ...fields,
  },
  imageFile: null,
});

/** The audit records of one article, oldest first. */
async function auditOf(id: string) {
  const { items } = await t.services.audit.list({ page: 1, limit: 100 });
  return items.filter((r) => r.targetId === id).reverse();
}

describe('NewsCommands.create', () => {
  it('saves an author’s draft, records article.create and tells listeners it is not public', async () => {
    const author = await as('author');
    const article = await news().create(author, form());
    expect(article).toMatchObject({ status: 'draft', author: author.viewer?.username });
    const [record, ...more] = await auditOf(article._id);
    expect(more).toEqual([]);
    expect(record).toMatchObject({
      action: 'article.create',
      actorId: author.viewer?._id,
      actorName: author.viewer?.username,
      targetType: 'article',
      targetLabel: article.title,
      ip: IP,
      details: { status: 'draft', category: 'India' },
    });
    expect(events).toEqual([{ ids: [article._id], categories: ['India'], change: 'created', public: false }]);
  });

  it('refuses an author’s published article, and records and announces nothing', async () => {
    const author = await as('author');
    const before = (await t.services.audit.list({ page: 1, limit: 1 })).total;
    await expect(news().create(author, form({ status: 'published' }))).rejects.toMatchObject({
      code: 'forbidden',
      status: 403,
      message: AUTHORS_SAVE_DRAFTS,
    });
    expect((await t.services.audit.list({ page: 1, limit: 1 })).total).toBe(before);
    expect(events).toEqual([]);
  });

  it('lets an editor publish at once: article.publish, and a public change', async () => {
    const editor = await as('editor');
    const article = await news().create(editor, form({ status: 'published', category: 'Sports' }));
    expect(article.status).toBe('published');
    expect((await auditOf(article._id)).map((r) => [r.action, r.details])).toEqual([
      ['article.publish', { status: 'published', category: 'Sports', created: true }],
    ]);
    expect(events).toEqual([{ ids: [article._id], categories: ['Sports'], change: 'created', public: true }]);
  });

  it('names the bad field, and reads no form for someone who may not write', async () => {
    const editor = await as('editor');
    const refusal = await news()
      .create(editor, form({ category: 'Mars' }))
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ValidationError);
    expect((refusal as ValidationError).fields).toHaveProperty('category');
    await expect(news().create(editor, form({ title: ' ' }))).rejects.toMatchObject({ message: REQUIRED_FIELDS });
    let read = false;
    const reader = await as('reader');
    await expect(
      news().create(reader, async () => {
        read = true;
        return form();
      }),
    ).rejects.toMatchObject({ code: 'forbidden' });
    await expect(news().create(actorOf(null), form())).rejects.toMatchObject({ code: 'unauthorized' });
    expect(read).toBe(false);
    expect(events).toEqual([]);
  });
});

describe('NewsCommands.update', () => {
  it('records publish, update and unpublish as the article’s status moves, public once it was', async () => {
    const editor = await as('editor');
    const draft = await news().create(editor, form());
    events = [];
    const published = await news().update(editor, draft._id, { fields: { status: 'published' }, imageFile: null });
    expect(published.status).toBe('published');
    await news().update(editor, draft._id, { fields: { category: 'World' }, imageFile: null });
    await news().update(editor, draft._id, { fields: { status: 'archived' }, imageFile: null });
    expect((await auditOf(draft._id)).map((r) => r.action)).toEqual([
      'article.create',
      'article.publish',
      'article.update',
      'article.unpublish',
    ]);
    expect(events).toEqual([
      { ids: [draft._id], categories: ['India'], change: 'updated', public: true },
      // A change of category changes both categories' pages.
      {
        ids: [draft._id],
        categories: ['India', 'World'],
        change: 'updated',
        public: true,
        inPlace: true,
        slugs: [draft.slug],
      },
      { ids: [draft._id], categories: ['World'], change: 'updated', public: true },
    ]);
    // Archived, then changed again: no reader sees either version.
    await news().update(editor, draft._id, { fields: { title: 'Still archived' }, imageFile: null });
    expect(events.at(-1)).toMatchObject({ public: false, change: 'updated' });
  });

  it('lets an author change their own draft only, and keep it a draft', async () => {
    const author = await as('author');
    const colleague = await as('author');
    const mine = await news().create(author, form());
    const theirs = await news().create(colleague, form());
    events = [];
    const changed = await news().update(author, mine._id, { fields: { title: 'A better title' }, imageFile: null });
    expect(changed.title).toBe('A better title');
    await expect(
      news().update(author, mine._id, { fields: { status: 'published' }, imageFile: null }),
    ).rejects.toMatchObject({ code: 'forbidden', message: AUTHORS_SAVE_DRAFTS });
    await expect(
      news().update(author, theirs._id, { fields: { title: 'Not mine' }, imageFile: null }),
    ).rejects.toMatchObject({ code: 'forbidden', message: OWN_DRAFTS_ONLY });
    expect(events).toEqual([{ ids: [mine._id], categories: ['India'], change: 'updated', public: false }]);
    expect((await auditOf(theirs._id)).map((r) => r.action)).toEqual(['article.create']);
  });

  it('answers not_found for an article that does not exist', async () => {
    const editor = await as('editor');
    await expect(news().update(editor, '00000000-0000-4000-8000-000000000000', form())).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });
});

describe('NewsCommands.delete', () => {
  it('deletes for editors: article.delete, and a public change when the article was published', async () => {
    const editor = await as('editor');
    const published = await insertArticle(t.database.db, { title: 'Gone tomorrow', category: 'Business' });
    const draft = await insertArticle(t.database.db, { status: 'draft', publishedAt: null });
    await news().delete(editor, published._id);
    await news().delete(editor, draft._id);
    expect(await t.services.news.findRow(published._id)).toBeNull();
    expect(await auditOf(published._id)).toMatchObject([
      {
        action: 'article.delete',
        targetLabel: 'Gone tomorrow',
        actorId: editor.viewer?._id,
        details: { status: 'published', category: 'Business' },
      },
    ]);
    expect(events).toEqual([
      { ids: [published._id], categories: ['Business'], change: 'deleted', public: true },
      { ids: [draft._id], categories: ['India'], change: 'deleted', public: false },
    ]);
  });

  it('refuses authors, and answers not_found for an article already gone', async () => {
    const article = await insertArticle(t.database.db);
    await expect(news().delete(await as('author'), article._id)).rejects.toMatchObject({ code: 'forbidden' });
    expect(await t.services.news.findRow(article._id)).not.toBeNull();
    const editor = await as('editor');
    await news().delete(editor, article._id);
    await expect(news().delete(editor, article._id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(news().delete(editor, 'not-an-id')).rejects.toBeInstanceOf(NotFoundError);
    expect((await auditOf(article._id)).map((r) => r.action)).toEqual(['article.delete']);
  });
});

describe('NewsQueries.forEditing', () => {
  it('opens a new article for writers, their own drafts for authors, and any article for editors', async () => {
    const author = await as('author');
    const fresh = await t.services.queries.news.forEditing(author, null);
    expect(fresh).toMatchObject({ article: null, canPublish: false, accountId: author.viewer?._id });
    expect(fresh.unnamedByline).toBe(author.viewer?.username);
    const mine = await insertArticle(t.database.db, {
      status: 'draft',
      authorId: author.viewer?._id,
      publishedAt: null,
    });
    expect((await t.services.queries.news.forEditing(author, mine._id)).article?._id).toBe(mine._id);
    const published = await insertArticle(t.database.db, { authorId: author.viewer?._id });
    // Once published, an author's article is the editors' to change.
    await expect(t.services.queries.news.forEditing(author, published._id)).rejects.toMatchObject({
      code: 'forbidden',
      message: OWN_DRAFTS_ONLY,
    });
    const editor = await as('editor');
    expect(await t.services.queries.news.forEditing(editor, published._id)).toMatchObject({ canPublish: true });
    await expect(
      t.services.queries.news.forEditing(editor, '00000000-0000-4000-8000-000000000000'),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(t.services.queries.news.forEditing(await as('reader'), null)).rejects.toBeInstanceOf(AppError);
  });
});
