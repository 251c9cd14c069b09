import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { SEARCH_PAGE_SIZE } from '../../core/article';
import { normalizeQuery } from '../../core/search';
import { access, apiRouter, json, mount, refusals } from '../api/endpoint';
import { searchResultSchema } from '../api/schemas';
import { parseOr400 } from '../lib/validate';

const searchQuery = z.object({
  q: z.string().default('').transform(normalizeQuery).meta({ description: 'Words to find; empty answers no results.' }),
  page: z.coerce.number().int('must be a whole number').min(1).max(1000).default(1),
});

const search = createRoute({
  method: 'get',
  path: '/',
  tags: ['Search'],
  summary: 'Search published articles',
  ...access('public'),
  request: { query: searchQuery },
  responses: { 200: json(searchResultSchema, 'A page of matches, best first.'), ...refusals(400, 503) },
});

/** GET /api/search: the search page's results as data, for anyone. */
export function searchRoutes() {
  const app = apiRouter();
  mount(app, search, async (c) => {
    const { q, page } = parseOr400(searchQuery, c.req.query());
    return c.json(await c.var.queries.search.search(q, page, SEARCH_PAGE_SIZE));
  });
  return app;
}
