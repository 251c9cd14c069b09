import { Hono } from 'hono';
import { z } from 'zod';
import { ARTICLE_STATUSES, MAX_LIST_LIMIT } from '../../core/article';
import { parseCategory } from '../../core/categories';
import { isPlausibleSlug } from '../../core/slug';
import { requirePermission } from '../auth/auth.middleware';
import { NotFoundError } from '../lib/errors';
import { parseOr400 } from '../lib/validate';
import type { AppEnv } from '../http';

const listQuery = z.object({
  category: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      const category = parseCategory(v);
      if (!category) {
        ctx.addIssue({ code: 'custom', message: `unknown category '${v.slice(0, 40)}'` });
        return z.NEVER;
      }
      return category;
    }),
  status: z.enum([...ARTICLE_STATUSES, 'all']).optional(),
  page: z.coerce.number().int('must be a whole number').min(1).max(100_000).default(1),
  // Friendlier to clamp a large limit than to refuse it.
  limit: z.coerce
    .number()
    .int('must be a whole number')
    .min(1)
    .default(12)
    .transform((n) => Math.min(n, MAX_LIST_LIMIT)),
});

export function newsRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const query = parseOr400(listQuery, c.req.query());
    // Anonymous callers and readers only ever see published articles.
    if (query.status && query.status !== 'published') requirePermission(c, 'admin:access');
    return c.json(await c.var.services.news.list(query));
  });

  const one = async (key: string) => {
    if (!isPlausibleSlug(key)) throw new NotFoundError('News article not found');
    return key;
  };

  app.get('/slug/:slug', async (c) => {
    const slug = await one(c.req.param('slug'));
    const article = await c.var.services.news.find(slug);
    if (!article || article.slug !== slug) throw new NotFoundError('News article not found');
    return c.json(article);
  });

  app.delete('/:id', async (c) => {
    requirePermission(c, 'articles:delete-any');
    const removed = await c.var.services.news.delete(c.req.param('id'));
    if (!removed) throw new NotFoundError('News article not found');
    c.var.services.articlesChanged();
    return c.json({ message: 'News deleted' });
  });

  // SPEC §7 describes this call with an id; a slug answers too.
  app.get('/:id', async (c) => {
    const key = await one(c.req.param('id'));
    const article = await c.var.services.news.find(key);
    if (!article) throw new NotFoundError('News article not found');
    return c.json(article);
  });

  return app;
}
