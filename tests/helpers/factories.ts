import { randomUUID } from 'node:crypto';
import { tagSlugs } from '../../core/tags';
import type { Role } from '../../core/auth';
import type { Services } from '../../server/services';
import type { Db } from '../../server/db/client';
import { articles, type NewArticleRow } from '../../server/db/schema';
import type { Article } from '../../core/article';
import { toArticle } from '../../server/news/news.mapper';
import { systemClock, type Clock } from '../../server/ingest/scheduler';

let counter = 0;

/** Inserts one article; published an hour ago unless told otherwise. */
export async function insertArticle(db: Db, overrides: Partial<NewArticleRow> = {}) {
  counter += 1;
  const title = overrides.title ?? `Test story ${counter} ${randomUUID().slice(0, 8)}`;
  const publishedAt = overrides.publishedAt ?? new Date(Date.now() - 3_600_000 + counter * 1000);
  const [row] = await db
    .insert(articles)
    .values({
      slug: overrides.slug ?? `test-story-${counter}-${randomUUID().slice(0, 8)}`,
      title,
      category: 'India',
      description: `Description of ${title}`,
      content: `<p>Body of ${title}.</p>`,
      status: 'published',
      wordCount: 120,
      publishedAt,
      ...overrides,
      tagSlugs: tagSlugs(overrides.tags ?? []),
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return toArticle({ ...row, views: 0, shares: 0, likes: 0, authorUsername: null }, []);
}

/** Creates an account with a role and signs it in; answers the bearer token. */
export async function signedInAs(services: Services, role: Role, username = `${role}-${randomUUID().slice(0, 8)}`) {
  const viewer = await services.auth.register({ username, password: 'correct horse battery' }, null, role);
  const { token } = await services.auth.startSessionFor(viewer._id);
  return { viewer, token, auth: { authorization: `Bearer ${token}` } };
}

/**
 * Tells the services that published articles changed, as a use case would after a write:
 * for tests that insert rows directly (`insertArticle`) and need public pages drawn afresh.
 */
export function publicArticlesChanged(services: Services, ids: string[] = []) {
  services.events.emit('articles.changed', { ids, categories: [], change: 'updated', public: true });
}

/** A whole /admin/settings form as the use case takes it, with `over` replacing fields. */
export function siteSettingsInput(over: Record<string, unknown> = {}) {
  return {
    siteName: 'The Daily Ledger',
    tagline: 'News that adds up.',
    description: 'Ledger news.',
    contactEmail: 'newsroom@ledger.example',
    contactPhone: '+44 20 7946 0958',
    contactAddress: 'Ledger Media\n1 Fleet Street\nLondon',
    contactHours: 'Every day 8-20 GMT',
    social: { facebook: '', x: '', instagram: '', youtube: 'https://www.youtube.com/@ledger', linkedin: '' },
    legalName: 'Ledger Media Ltd',
    ...over,
  };
}

/**
 * The article form as POST and PUT /api/news take it (multipart), from `fields`: India, not
 * featured or trending, no keywords or tags, unless `fields` says otherwise.
 */
/**
 * Writes a story through the API as `auth` (`PUT` of `id` when given, else `POST`), published unless
 * `fields` say otherwise, with a description and a body long enough for the form's checks.
 */
export async function saveStoryThroughApi(
  app: { request(path: string, init: RequestInit): Response | Promise<Response> },
  auth: Record<string, string>,
  fields: Record<string, string>,
  id?: string,
): Promise<Article> {
  const res = await app.request(id ? `/api/news/${id}` : '/api/news', {
    method: id ? 'PUT' : 'POST',
    headers: auth,
    body: articleForm({
      description: `About ${fields.title}.`,
      content: `<p>${'A full account of the day. '.repeat(20)}</p>`,
      status: 'published',
      ...fields,
    }),
  });
  if (res.status !== (id ? 200 : 201)) throw new Error(`saving the story answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Article;
}

export function articleForm(fields: Record<string, string>): FormData {
  const body = new FormData();
  const all = { category: 'India', featured: 'false', trending: 'false', keywords: '[]', tags: '[]', ...fields };
  for (const [key, value] of Object.entries(all)) body.append(key, value);
  return body;
}

/**
 * A clock the test sets by hand (`set`), for the times the use cases and the publisher read;
 * the rest is the system's clock.
 */
export function handClock(start: string) {
  let now = new Date(start);
  const clock: Clock = { ...systemClock, now: () => new Date(now) };
  return {
    clock,
    set: (iso: string) => void (now = new Date(iso)),
    now: () => new Date(now),
  };
}
