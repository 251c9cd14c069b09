import type { Category } from '../../../core/categories';
import type { Edition } from '../../../core/editions';
import type { NormalizedStory } from '../../../core/ingest';
import {
  editionsDetail,
  originOf,
  parseJson,
  ProviderError,
  teaserStory,
  text,
  withQuery,
  type Provider,
} from './provider';

/** GNews (gnews.io) v4: `/api/v4/top-headlines` by category, `/api/v4/search` for the rest. */
type Query = { path: '/api/v4/top-headlines' | '/api/v4/search'; params: Record<string, string> };

const QUERIES: Record<Category, Query> = {
  India: { path: '/api/v4/top-headlines', params: { category: 'nation', country: 'in' } },
  World: { path: '/api/v4/top-headlines', params: { category: 'world' } },
  Health: { path: '/api/v4/top-headlines', params: { category: 'health' } },
  Jobs: { path: '/api/v4/search', params: { q: 'jobs OR hiring OR layoffs', sortby: 'publishedAt' } },
  Sports: { path: '/api/v4/top-headlines', params: { category: 'sports' } },
  Technology: { path: '/api/v4/top-headlines', params: { category: 'technology' } },
  IPO: { path: '/api/v4/search', params: { q: 'IPO', in: 'title', sortby: 'publishedAt' } },
  Business: { path: '/api/v4/top-headlines', params: { category: 'business' } },
  Entertainment: { path: '/api/v4/top-headlines', params: { category: 'entertainment' } },
  Other: { path: '/api/v4/top-headlines', params: { category: 'science' } },
};

/** The Hindi edition's searches: the same categories; its own words where a category is a search. */
const HINDI_QUERIES: Record<Category, Query> = {
  ...QUERIES,
  Jobs: { path: '/api/v4/search', params: { q: 'नौकरी OR भर्ती OR छंटनी', sortby: 'publishedAt' } },
};

export const GNEWS_DEFAULT_URL = 'https://gnews.io';

/** `editions`: GNews answers in English (`lang=en`) and Hindi (`lang=hi`), one edition's stories at a time. */
export function gnewsProvider(
  key: string,
  baseUrl = GNEWS_DEFAULT_URL,
  editions: readonly Edition[] = ['en'],
): Provider {
  return {
    id: 'gnews',
    origins: [originOf(baseUrl)],
    detail: editionsDetail(editions),
    editions,
    covers: (_category, edition) => editions.includes(edition),
    async fetch(category, limit, get, edition) {
      const query = (edition === 'hi' ? HINDI_QUERIES : QUERIES)[category];
      const url = withQuery(baseUrl, query.path, { ...query.params, lang: edition, max: Math.min(limit * 2, 100) });
      return parseGnews(parseJson(await get(url, { 'X-Api-Key': key })));
    },
  };
}

/** `{totalArticles, articles: [{title, description, content, url, image, publishedAt, source: {name, url}}]}`. */
export function parseGnews(body: unknown): NormalizedStory[] {
  const data = body as { articles?: unknown; errors?: unknown } | null;
  if (data && Array.isArray(data.errors)) {
    throw new ProviderError(
      `GNews error: ${data.errors
        .map((e) => text(e))
        .join('; ')
        .slice(0, 200)}`,
    );
  }
  if (!data || !Array.isArray(data.articles)) throw new ProviderError('unexpected answer shape');
  return data.articles.flatMap((item: Record<string, unknown> | null): NormalizedStory[] => {
    if (!item || typeof item !== 'object') return [];
    const title = text(item.title);
    const url = text(item.url);
    if (!title || !url) return [];
    const source = (item.source ?? {}) as Record<string, unknown>;
    return [
      teaserStory({
        title,
        url,
        description: item.description,
        content: item.content,
        imageUrl: item.image,
        sourceName: text(source.name),
        publishedAt: item.publishedAt,
        author: null,
      }),
    ];
  });
}
