import type { Category } from '../../../core/categories';
import type { NormalizedStory } from '../../../core/ingest';
import {
  optionalText,
  originOf,
  parseJson,
  ProviderError,
  teaserStory,
  text,
  withQuery,
  type Provider,
} from './provider';

/**
 * NewsAPI (newsapi.org): `/v2/top-headlines` for its own categories and India's
 * front page, `/v2/everything` for the categories it has no section for.
 */
type Query = { path: '/v2/top-headlines' | '/v2/everything'; params: Record<string, string> };

const QUERIES: Record<Category, Query> = {
  India: { path: '/v2/top-headlines', params: { country: 'in' } },
  World: { path: '/v2/top-headlines', params: { category: 'general', language: 'en' } },
  Health: { path: '/v2/top-headlines', params: { category: 'health', language: 'en' } },
  Jobs: { path: '/v2/everything', params: { q: 'jobs OR hiring OR layoffs', language: 'en', sortBy: 'publishedAt' } },
  Sports: { path: '/v2/top-headlines', params: { category: 'sports', language: 'en' } },
  Technology: { path: '/v2/top-headlines', params: { category: 'technology', language: 'en' } },
  IPO: { path: '/v2/everything', params: { q: 'IPO', searchIn: 'title', language: 'en', sortBy: 'publishedAt' } },
  Business: { path: '/v2/top-headlines', params: { category: 'business', language: 'en' } },
  Entertainment: { path: '/v2/top-headlines', params: { category: 'entertainment', language: 'en' } },
  Other: { path: '/v2/top-headlines', params: { category: 'science', language: 'en' } },
};

export const NEWSAPI_DEFAULT_URL = 'https://newsapi.org';

export function newsApiProvider(key: string, baseUrl = NEWSAPI_DEFAULT_URL): Provider {
  return {
    id: 'newsapi',
    origins: [originOf(baseUrl)],
    detail: null,
    // It has no Hindi: it fills the English edition (docs/product.md, 'News fetch').
    editions: ['en'],
    covers: (_category, edition) => edition === 'en',
    async fetch(category, limit, get) {
      const query = QUERIES[category];
      const url = withQuery(baseUrl, query.path, { ...query.params, pageSize: Math.min(limit * 2, 100) });
      // The key goes in a header, so it never appears in a logged address.
      return parseNewsApi(parseJson(await get(url, { 'X-Api-Key': key })));
    },
  };
}

/** `{status: 'ok', articles: [...]}`; '[Removed]' items and items without a title or link are dropped. */
export function parseNewsApi(body: unknown): NormalizedStory[] {
  const data = body as { status?: unknown; message?: unknown; articles?: unknown } | null;
  if (data?.status === 'error') throw new ProviderError(`NewsAPI error: ${text(data.message).slice(0, 200)}`);
  if (data?.status !== 'ok' || !Array.isArray(data.articles)) throw new ProviderError('unexpected answer shape');
  return data.articles.flatMap((item: Record<string, unknown> | null): NormalizedStory[] => {
    if (!item || typeof item !== 'object') return [];
    const title = text(item.title);
    const url = text(item.url);
    if (!title || !url || title === '[Removed]' || url === 'https://removed.com') return [];
    const source = (item.source ?? {}) as Record<string, unknown>;
    return [
      teaserStory({
        title,
        url,
        description: item.description,
        content: item.content,
        imageUrl: item.urlToImage,
        sourceName: text(source.name),
        publishedAt: item.publishedAt,
        author: optionalText(item.author),
      }),
    ];
  });
}
