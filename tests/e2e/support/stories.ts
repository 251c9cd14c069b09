import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { articlePath } from '../../../core/article';
import type { Edition } from '../../../core/editions';
import { E2E_PASSWORD, E2E_USERS } from './accounts';
import { SITE } from './ports';

/**
 * Stories for the browser tests. The specs share their sites and run at the same time, so a spec
 * that reads a story it did not make may find it renamed, unpublished or deleted by another:
 *
 * - a spec that changes a story, or needs one nobody else changes, makes its own (`createStory`:
 *   a unique title, through the API, as an editor);
 * - a spec that only reads an ordinary story page takes a sample (`sampleStory`): the sample
 *   stories are the seeded site's (tests/e2e/fixtures/prepare.ts) and no spec changes them;
 * - no spec publishes to Technology on the main site, whose 37 stories (7 samples and 30
 *   fixtures) navigation.spec.ts pages through, nor uses the words 'quantum widgets', which find
 *   the 30 fixtures in search.spec.ts.
 */

export interface Story {
  _id: string;
  slug: string;
  title: string;
  /** `/news/<slug>` (a Hindi story's `/hi/news/<slug>`, the slug percent-encoded as the pages link it). */
  path: string;
}

export interface StoryFields {
  title: string;
  category: string;
  description: string;
  content: string;
  status: 'published' | 'draft';
  tags: string[];
  /** Who may read it in full (core/access.ts); the site's default when left out. */
  access: 'public' | 'registered' | 'members';
  /** The edition it is written for (core/editions.ts); English when left out. */
  edition: Edition;
}

/** A word no other story has: `Date.now()` in base 36 and a random part (two projects run at once). */
export function uniqueMark(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * Makes a story of the calling spec's own through the API, published unless told otherwise; its
 * title ends with a unique mark unless one is given. Signs in on a request context of its own,
 * so the test's page and `request` stay as they were. `site` and `as` pick another site and
 * its account (the main site's editor by default).
 */
export async function createStory(
  fields: Partial<StoryFields> = {},
  options: { site?: string; as?: { username: string; password: string } } = {},
): Promise<Story> {
  const site = options.site ?? SITE;
  const as = options.as ?? { username: E2E_USERS.editor, password: E2E_PASSWORD };
  const api = await playwrightRequest.newContext({ baseURL: site, extraHTTPHeaders: { origin: site } });
  try {
    const login = await api.post('/api/users/login', { data: as });
    expect(login.status(), `signing in as ${as.username}`).toBe(200);
    const title = fields.title ?? `A story of its own ${uniqueMark()}`;
    const res = await api.post('/api/news', {
      multipart: {
        title,
        category: fields.category ?? 'India',
        description: fields.description ?? `What ${title} is about.`,
        content: fields.content ?? `<p>${'A full account of the day. '.repeat(20)}</p>`,
        status: fields.status ?? 'published',
        tags: JSON.stringify(fields.tags ?? []),
        ...(fields.access ? { access: fields.access } : {}),
        ...(fields.edition ? { edition: fields.edition } : {}),
      },
    });
    expect(res.status(), `creating “${title}”`).toBe(201);
    const { _id, slug } = (await res.json()) as { _id: string; slug: string };
    return { _id, slug, title, path: articlePath({ slug, edition: fields.edition }) };
  } finally {
    await api.dispose();
  }
}

/** A published sample story of `category` on the main site: one no spec changes. */
export async function sampleStory(request: APIRequestContext, category = 'World'): Promise<Story> {
  const res = await request.get(`${SITE}/api/news?category=${category}&limit=50`);
  const { news } = (await res.json()) as { news: { _id: string; slug: string; title: string; isSample: boolean }[] };
  const sample = news.find((a) => a.isSample);
  if (!sample) throw new Error(`no ${category} sample story`);
  return { _id: sample._id, slug: sample.slug, title: sample.title, path: `/news/${sample.slug}` };
}
