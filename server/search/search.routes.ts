import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { SEARCH_PAGE_SIZE } from '../../core/article';
import { DEFAULT_EDITION, EDITIONS, type Edition } from '../../core/editions';
import { normalizeQuery } from '../../core/search';
import { access, apiRouter, mount, refusals, sharedAnswers } from '../api/endpoint';
import { searchResultSchema } from '../api/schemas';
import { sharedJson } from '../api/shared-answer';
import { LATEST_TAG } from '../cache/page-cache';
import type { CachedPages } from '../cache/serve';
import { HOME_TAG } from '../cache/tags';
import { parseOr400 } from '../lib/validate';

const searchQuery = z.object({
  q: z.string().default('').transform(normalizeQuery).meta({ description: 'Words to find; empty answers no results.' }),
  page: z.coerce.number().int('must be a whole number').min(1).max(1000).default(1),
  edition: z
    .enum(Object.keys(EDITIONS) as [Edition, ...Edition[]])
    .default(DEFAULT_EDITION)
    .meta({ description: "The edition whose stories to search, in its language: 'en' when omitted." }),
});

const search = createRoute({
  method: 'get',
  path: '/',
  tags: ['Search'],
  summary: 'Search published articles',
  ...access('public'),
  request: { query: searchQuery },
  responses: { ...sharedAnswers(searchResultSchema, 'A page of matches, best first.'), ...refusals(400, 503) },
});

/**
 * GET /api/search: the search page's results as data, for anyone: the same for every caller, so
 * answered from the page cache (server/api/shared-answer.ts), dropped by any change readers see
 * (an edit may make a story match).
 */
export function searchRoutes(cache: CachedPages) {
  const app = apiRouter();
  mount(app, search, (c) => {
    const { q, page, edition } = parseOr400(searchQuery, c.req.query());
    return sharedJson(
      c,
      cache,
      [LATEST_TAG, HOME_TAG],
      () => c.var.queries.search.search(q, page, SEARCH_PAGE_SIZE, edition),
      { credentialsMatter: false },
    );
  });
  return app;
}
