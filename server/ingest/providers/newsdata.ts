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

/** NewsData.io: `/api/1/latest` with its categories, India's by country. */
const QUERIES: Record<Category, Record<string, string>> = {
  India: { country: 'in', category: 'top' },
  World: { category: 'world' },
  Health: { category: 'health' },
  Jobs: { q: 'jobs OR hiring OR layoffs' },
  Sports: { category: 'sports' },
  Technology: { category: 'technology' },
  IPO: { qInTitle: 'IPO' },
  Business: { category: 'business' },
  Entertainment: { category: 'entertainment' },
  Other: { category: 'science' },
};

/** The Hindi edition's: the same categories; its own words where a category is a search. */
const HINDI_QUERIES: Record<Category, Record<string, string>> = {
  ...QUERIES,
  Jobs: { q: 'नौकरी OR भर्ती OR छंटनी' },
};

export const NEWSDATA_DEFAULT_URL = 'https://newsdata.io';

/** `editions`: NewsData.io answers in English (`language=en`) and Hindi (`language=hi`), one edition's stories at a time. */
export function newsDataProvider(
  key: string,
  baseUrl = NEWSDATA_DEFAULT_URL,
  editions: readonly Edition[] = ['en'],
): Provider {
  return {
    id: 'newsdata',
    origins: [originOf(baseUrl)],
    detail: editionsDetail(editions),
    editions,
    covers: (_category, edition) => editions.includes(edition),
    async fetch(category, limit, get, edition) {
      const url = withQuery(baseUrl, '/api/1/latest', {
        ...(edition === 'hi' ? HINDI_QUERIES : QUERIES)[category],
        language: edition,
        size: Math.min(limit, 10),
        apikey: key,
      });
      return parseNewsData(parseJson(await get(url)));
    },
  };
}

/** `{status: 'success', results: [{title, link, description, content, pubDate, image_url, source_name, creator}]}`. */
export function parseNewsData(body: unknown): NormalizedStory[] {
  const data = body as { status?: unknown; results?: unknown } | null;
  if (data?.status === 'error') {
    const detail = (data.results ?? {}) as Record<string, unknown>;
    throw new ProviderError(`NewsData.io error: ${text(detail.message).slice(0, 200)}`);
  }
  if (data?.status !== 'success' || !Array.isArray(data.results)) throw new ProviderError('unexpected answer shape');
  return data.results.flatMap((item: Record<string, unknown> | null): NormalizedStory[] => {
    if (!item || typeof item !== 'object') return [];
    const title = text(item.title);
    const url = text(item.link);
    if (!title || !url || item.duplicate === true) return [];
    const creators = Array.isArray(item.creator) ? item.creator.map(text).filter(Boolean) : [];
    return [
      teaserStory({
        title,
        url,
        description: item.description,
        content: item.content,
        imageUrl: item.image_url,
        sourceName: text(item.source_name) || text(item.source_id),
        publishedAt: item.pubDate,
        author: creators.length ? creators.join(', ') : null,
      }),
    ];
  });
}
