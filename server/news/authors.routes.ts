import { Hono } from 'hono';
import { z } from 'zod';
import { AUTHOR_PAGE_SIZE, parseAuthorParam } from '../../core/authors';
import { maxPageFor } from '../../core/pagination';
import { NotFoundError } from '../lib/errors';
import { parseOr400 } from '../lib/validate';
import type { AppEnv } from '../app-env';

export const authorPageQuery = z.object({
  page: z.coerce.number().int('must be a whole number').min(1).max(maxPageFor(AUTHOR_PAGE_SIZE)).default(1),
});

const NO_AUTHOR = 'Author not found';

/**
 * A writer's author page as data (docs/product.md, 'Author pages'): public, the same as
 * `/author/:username` shows; 404 where that page is.
 */
export function authorRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/:username', async (c) => {
    const { page } = parseOr400(authorPageQuery, c.req.query());
    const username = parseAuthorParam(c.req.param('username'));
    const found = username ? await c.var.queries.news.byAuthor(username, page, AUTHOR_PAGE_SIZE) : null;
    if (!found) throw new NotFoundError(NO_AUTHOR);
    return c.json(found);
  });
  return app;
}
