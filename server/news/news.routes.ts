import { Hono } from 'hono';
import { z } from 'zod';
import { ARTICLE_STATUSES, MAX_LIST_LIMIT } from '../../core/article';
import { parseCategory } from '../../core/categories';
import { isPlausibleSlug } from '../../core/slug';
import { requirePermission } from '../auth/auth.middleware';
import { can } from '../../core/roles';
import type { Viewer } from '../auth/auth.service';
import { AppError, NotFoundError } from '../lib/errors';
import { BLANK, fieldsOf, readArticleForm } from './article-form';
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

/** The byline of a new article: the writer's name, else their username. */
function bylineOf(viewer: Viewer): string {
  return [viewer.firstName, viewer.lastName].filter(Boolean).join(' ') || viewer.username;
}

export function newsRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const query = parseOr400(listQuery, c.req.query());
    // Anonymous callers and readers only ever see published articles; staff what `visibleTo`
    // allows them (authors: their own unpublished work, not everyone's).
    const viewer = query.status && query.status !== 'published' ? requirePermission(c, 'admin:access') : null;
    return c.json(await c.var.services.news.list({ ...query, viewer }));
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

  app.post('/', async (c) => {
    const viewer = requirePermission(c, 'articles:create');
    const { input, imageFile } = await readArticleForm(c, BLANK);
    if (input.status !== 'draft' && !can(viewer.role, 'articles:publish')) {
      throw new AppError(403, 'forbidden', 'Authors save drafts; an editor publishes them');
    }
    const { writer, news } = c.var.services;
    const mayReuseMedia = can(viewer.role, 'articles:edit-any');
    const id = await writer.create({ input, imageFile, mayReuseMedia }, { id: viewer._id, name: bylineOf(viewer) });
    if (input.status === 'published') c.var.services.articlesChanged();
    return c.json(await news.find(id, { includeUnpublished: true }), 201);
  });

  app.put('/:id', async (c) => {
    const viewer = requirePermission(c, 'articles:edit-own');
    const { writer, news } = c.var.services;
    const existing = await news.findRow(c.req.param('id'));
    const current = existing ? await news.find(existing.id, { includeUnpublished: true }) : null;
    if (!existing || !current) throw new NotFoundError('News article not found');
    const { input, imageFile } = await readArticleForm(c, fieldsOf(current));
    if (!can(viewer.role, 'articles:edit-any')) {
      // Authors change their own drafts, and keep them drafts.
      if (existing.authorId !== viewer._id || existing.status !== 'draft') {
        throw new AppError(403, 'forbidden', 'You can only edit your own drafts');
      }
      if (input.status !== 'draft')
        throw new AppError(403, 'forbidden', 'Authors save drafts; an editor publishes them');
    }
    await writer.update(existing, { input, imageFile, mayReuseMedia: can(viewer.role, 'articles:edit-any') });
    // Public pages change when the article is, or was, public.
    if (existing.status === 'published' || input.status === 'published') c.var.services.articlesChanged();
    return c.json(await news.find(existing.id, { includeUnpublished: true }));
  });

  app.delete('/:id', async (c) => {
    requirePermission(c, 'articles:delete-any');
    const removed = await c.var.services.writer.delete(c.req.param('id'));
    if (!removed) throw new NotFoundError('News article not found');
    c.var.services.articlesChanged();
    return c.json({ message: 'News deleted' });
  });

  // Called with an id; a slug answers too (docs/product.md, 'API').
  app.get('/:id', async (c) => {
    const key = await one(c.req.param('id'));
    const article = await c.var.services.news.find(key);
    if (!article) throw new NotFoundError('News article not found');
    return c.json(article);
  });

  return app;
}
