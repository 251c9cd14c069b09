import { Hono } from 'hono';
import { isPlausibleSlug } from '../../core/slug';
import { readBody } from '../lib/body';
import { IDEMPOTENCY_HEADER } from '../lib/idempotency';
import { parseAfter } from '../../core/live';
import { NotFoundError, ValidationError } from '../lib/errors';
import { readArticleRequest } from './article-form';
import type { AppEnv } from '../app-env';

/** The news API: adapters over NewsCommands (docs/decisions/004-use-case-layer.md) and the public reads. */
export function newsRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => c.json(await c.var.queries.news.list(c.var.actor, c.req.query())));

  const one = async (key: string) => {
    if (!isPlausibleSlug(key)) throw new NotFoundError('News article not found');
    return key;
  };

  app.get('/slug/:slug', async (c) => {
    const slug = await one(c.req.param('slug'));
    const article = await c.var.queries.news.find(slug);
    if (!article || article.slug !== slug) throw new NotFoundError('News article not found');
    return c.json(article);
  });

  // A create: one article per Idempotency-Key (a repeat answers the first request's article).
  app.post('/', async (c) => {
    const { news } = c.var.commands;
    const key = c.req.header(IDEMPOTENCY_HEADER) ?? null;
    return c.json(await news.create(c.var.actor, () => readArticleRequest(c), key), 201);
  });

  // Several stories at once ({ action: publish | archive | delete, ids }): editors and admins.
  app.post('/bulk', async (c) => {
    const { news } = c.var.commands;
    return c.json(await news.bulk(c.var.actor, await readBody(c)));
  });

  app.put('/:id', async (c) => {
    const { news } = c.var.commands;
    return c.json(await news.update(c.var.actor, c.req.param('id'), () => readArticleRequest(c)));
  });

  // Review: an editor sends a story in review back to its author with a note ({ note }).
  app.post('/:id/send-back', async (c) => {
    const { news } = c.var.commands;
    return c.json(await news.sendBack(c.var.actor, c.req.param('id'), await readBody(c)));
  });

  // Revisions: the History tab (those who may edit the article).
  app.get('/:id/revisions', async (c) => {
    const { news } = c.var.queries;
    return c.json({ revisions: await news.revisions(c.var.actor, c.req.param('id')) });
  });
  app.get('/:id/revisions/:number', async (c) => {
    const { news } = c.var.queries;
    return c.json(await news.revision(c.var.actor, c.req.param('id'), c.req.param('number')));
  });
  app.post('/:id/revisions/:number/restore', async (c) => {
    const { news } = c.var.commands;
    return c.json(await news.restoreRevision(c.var.actor, c.req.param('id'), c.req.param('number')));
  });

  // Corrections and updates on a published story ({ kind, text }): editors and admins.
  app.post('/:id/notes', async (c) => {
    const { news } = c.var.commands;
    return c.json(await news.addNote(c.var.actor, c.req.param('id'), await readBody(c)), 201);
  });

  // Live blogs (docs/product.md, 'Live blogs'): the coverage to read; entries (multipart: title,
  // body, image file, imageAlt, keyEvent, pinned) written by the story's author and editors;
  // ending and reopening the coverage, by editors.
  app.get('/:id/live', async (c) => {
    const before = parseAfter(c.req.query('before') ?? null);
    if (before === null) throw new ValidationError('before: must be an entry id', { before: 'must be an entry id' });
    return c.json(await c.var.commands.live.coverage(c.var.actor, c.req.param('id'), { before }));
  });
  app.post('/:id/live', async (c) => {
    const { live } = c.var.commands;
    return c.json(await live.add(c.var.actor, c.req.param('id'), await readArticleRequest(c)), 201);
  });
  app.post('/:id/live/end', async (c) =>
    c.json(await c.var.commands.live.setEnded(c.var.actor, c.req.param('id'), true)),
  );
  app.post('/:id/live/reopen', async (c) =>
    c.json(await c.var.commands.live.setEnded(c.var.actor, c.req.param('id'), false)),
  );
  app.put('/:id/live/:entry', async (c) => {
    const { live } = c.var.commands;
    const form = await readArticleRequest(c);
    return c.json(await live.update(c.var.actor, c.req.param('id'), c.req.param('entry'), form));
  });
  app.delete('/:id/live/:entry', async (c) => {
    await c.var.commands.live.remove(c.var.actor, c.req.param('id'), c.req.param('entry'));
    return c.json({ message: 'Live update deleted' });
  });

  // The 'Breaking' flag ({ hours }, 6 unless told): the story joins the home page's banner until it ends.
  app.put('/:id/breaking', async (c) => {
    const { frontPage } = c.var.commands;
    return c.json(await frontPage.flag(c.var.actor, c.req.param('id'), await readBody(c)));
  });
  app.delete('/:id/breaking', async (c) => {
    const { frontPage } = c.var.commands;
    return c.json(await frontPage.unflag(c.var.actor, c.req.param('id')));
  });

  app.delete('/:id', async (c) => {
    await c.var.commands.news.delete(c.var.actor, c.req.param('id'));
    return c.json({ message: 'News deleted' });
  });

  // Called with an id; a slug answers too (docs/product.md, 'API').
  app.get('/:id', async (c) => {
    const key = await one(c.req.param('id'));
    const article = await c.var.queries.news.find(key);
    if (!article) throw new NotFoundError('News article not found');
    return c.json(article);
  });

  return app;
}
