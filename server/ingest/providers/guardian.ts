import type { Category } from '../../../core/categories';
import type { NormalizedStory } from '../../../core/ingest';
import {
  optionalText,
  originOf,
  parseDate,
  parseJson,
  plain,
  ProviderError,
  text,
  textToHtml,
  withQuery,
  type Provider,
} from './provider';

/** The Guardian Open Platform: `/search` with `show-fields`, by section or tag. */
const QUERIES: Record<Category, Record<string, string>> = {
  India: { tag: 'world/india' },
  World: { section: 'world' },
  Health: { tag: 'society/health' },
  Jobs: { q: 'jobs OR hiring OR layoffs', section: 'business|money' },
  Sports: { section: 'sport' },
  Technology: { section: 'technology' },
  IPO: { q: 'IPO', section: 'business' },
  Business: { section: 'business' },
  Entertainment: { section: 'culture|film|music|tv-and-radio' },
  Other: { section: 'science' },
};

export const GUARDIAN_DEFAULT_URL = 'https://content.guardianapis.com';

export function guardianProvider(key: string, baseUrl = GUARDIAN_DEFAULT_URL): Provider {
  return {
    id: 'guardian',
    origins: [originOf(baseUrl)],
    detail: null,
    // It has no Hindi: it fills the English edition (docs/product.md, 'News fetch').
    editions: ['en'],
    covers: (_category, edition) => edition === 'en',
    async fetch(category, limit, get) {
      const url = withQuery(baseUrl, '/search', {
        ...QUERIES[category],
        'order-by': 'newest',
        'page-size': Math.min(limit * 2, 50),
        'show-fields': 'trailText,body,thumbnail,byline',
        'api-key': key,
      });
      return parseGuardian(parseJson(await get(url)));
    },
  };
}

/** `{response: {status: 'ok', results: [{webTitle, webUrl, webPublicationDate, fields: {trailText, body, thumbnail, byline}}]}}`. */
export function parseGuardian(body: unknown): NormalizedStory[] {
  const response = ((body ?? {}) as { response?: unknown }).response as
    { status?: unknown; message?: unknown; results?: unknown } | undefined;
  if (response?.status === 'error') throw new ProviderError(`Guardian error: ${text(response.message).slice(0, 200)}`);
  if (response?.status !== 'ok' || !Array.isArray(response.results)) throw new ProviderError('unexpected answer shape');
  return response.results.flatMap((item: Record<string, unknown> | null): NormalizedStory[] => {
    if (!item || typeof item !== 'object') return [];
    const title = text(item.webTitle);
    const url = text(item.webUrl);
    if (!title || !url) return [];
    const fields = (item.fields ?? {}) as Record<string, unknown>;
    const description = plain(text(fields.trailText));
    const html = text(fields.body);
    return [
      {
        title,
        description,
        content: html || textToHtml(description),
        imageUrl: optionalText(fields.thumbnail),
        sourceName: 'The Guardian',
        sourceUrl: url,
        publishedAt: parseDate(item.webPublicationDate),
        author: optionalText(fields.byline),
      },
    ];
  });
}
