import type { AppLoadContext } from 'react-router';
import { readArticleFormData } from '../../../server/news/article-form';
import { forForm, forPage } from '../../lib/use-case.server';

/**
 * What the editor opens with (NewsQueries.forEditing): a new article, or one the viewer may
 * edit (authors: their own drafts), or, in live-only mode, an author's own live blog that an
 * editor now looks after; a missing one is a 404 page, another's a 403 page.
 */
export async function editorData(request: Request, context: AppLoadContext, id: string | undefined) {
  const start = await forPage(request, () => context.queries.news.forEditing(context.actor, id ?? null));
  return { ...start, publicUrl: context.config.publicUrl };
}

/**
 * Saves the article form posted to the editor (the fields of POST and PUT /api/news):
 * a new article without `id`, else a change to that one. The answer is the saved article,
 * or the refusal (invalid fields, an author publishing) with its status.
 */
export async function saveArticleForm(request: Request, context: AppLoadContext, id: string | undefined) {
  const { news } = context.commands;
  return forForm(request, async () => {
    const read = () => readArticleFormData(request);
    const article = id ? await news.update(context.actor, id, read) : await news.create(context.actor, read);
    return { ok: true as const, article };
  });
}
