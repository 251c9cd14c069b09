import { Hono } from 'hono';
import { z } from 'zod';
import { SEARCH_PAGE_SIZE } from '../../core/article';
import { normalizeQuery } from '../../core/search';
import { parseOr400 } from '../lib/validate';
import type { AppEnv } from '../app-env';

const searchQuery = z.object({
  q: z.string().default('').transform(normalizeQuery),
  page: z.coerce.number().int('must be a whole number').min(1).max(1000).default(1),
});

export function searchRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const { q, page } = parseOr400(searchQuery, c.req.query());
    return c.json(await c.var.queries.search.search(q, page, SEARCH_PAGE_SIZE));
  });
  return app;
}
