import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { AUTHOR_PAGE_SIZE, parseAuthorParam } from '../../core/authors';
import { parseContributorParam } from '../../core/bylines';
import { maxPageFor } from '../../core/pagination';
import { access, apiRouter, json, mount, refusals } from '../api/endpoint';
import { authorPageSchema } from '../api/schemas';
import { NotFoundError } from '../lib/errors';
import { parseOr400 } from '../lib/validate';

const authorPageQuery = z.object({
  page: z.coerce.number().int('must be a whole number').min(1).max(maxPageFor(AUTHOR_PAGE_SIZE)).default(1),
});

const NO_AUTHOR = 'Author not found';

const authorPage = createRoute({
  method: 'get',
  path: '/{username}',
  tags: ['News'],
  summary: "A writer's author page: who they are and their published stories",
  ...access(
    'public',
    'What `/author/{username}` shows: name, photo and bio, and their published stories 12 a page. 404 for an unknown username, a reader, or a writer with nothing published. The username matches in any letter case.',
  ),
  request: {
    params: z.object({ username: z.string().max(32).meta({ description: "The writer's username." }) }),
    query: authorPageQuery,
  },
  responses: { 200: json(authorPageSchema, 'The author page.'), ...refusals(400, 404) },
});

const contributorPage = createRoute({
  method: 'get',
  path: '/contributors/{slug}',
  tags: ['News'],
  summary: "A guest contributor's page: who they are and the published stories crediting them",
  ...access(
    'public',
    'What `/contributor/{slug}` shows: name, photo and bio, and the published stories that credit them, 12 a page. 404 for an unknown slug or a contributor no published story credits.',
  ),
  request: {
    params: z.object({ slug: z.string().max(120).meta({ description: "The contributor's slug." }) }),
    query: authorPageQuery,
  },
  responses: { 200: json(authorPageSchema, 'The contributor page.'), ...refusals(400, 404) },
});

/**
 * A writer's author page as data (docs/product.md, 'Author pages'): public, the same as
 * `/author/:username` shows; 404 where that page is.
 */
export function authorRoutes() {
  const app = apiRouter();
  mount(app, authorPage, async (c) => {
    const { page } = parseOr400(authorPageQuery, c.req.query());
    const username = parseAuthorParam(c.req.param('username'));
    const found = username ? await c.var.queries.news.byAuthor(username, page, AUTHOR_PAGE_SIZE) : null;
    if (!found) throw new NotFoundError(NO_AUTHOR);
    return c.json(found);
  });
  mount(app, contributorPage, async (c) => {
    const { page } = parseOr400(authorPageQuery, c.req.query());
    const slug = parseContributorParam(c.req.param('slug'));
    const found = slug ? await c.var.queries.news.byContributor(slug, page, AUTHOR_PAGE_SIZE) : null;
    if (!found) throw new NotFoundError('Contributor not found');
    return c.json(found);
  });
  return app;
}
