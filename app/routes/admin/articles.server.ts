import { data, type AppLoadContext } from 'react-router';
import {
  BULK_ACTIONS,
  bulkOutcome,
  bulkQuestion,
  filtersOf,
  STAFF_PAGE_SIZE,
  type BulkAction,
} from '../../../core/article-list';
import { allows } from '../../../server/auth/authorize';
import { forForm, forPage } from '../../lib/use-case.server';

/** A page of the stories the actor may see (NewsQueries.list), 50 at a time, with the filters' choices. */
export function staffArticles(request: Request, context: AppLoadContext) {
  const { actor } = context;
  const news = context.queries.news;
  const filters = filtersOf(new URL(request.url).searchParams);
  return forPage(request, async () => {
    const [authors, list] = await Promise.all([
      news.staffAuthors(actor),
      news.list(actor, {
        status: filters.status ?? 'all',
        category: filters.category ?? undefined,
        author: filters.author ?? undefined,
        tag: filters.tag ?? undefined,
        q: filters.q ?? undefined,
        page: filters.page,
        limit: STAFF_PAGE_SIZE,
      }),
    ]);
    // Which the editor opens for the actor: every field, or (an author's own live blog) its live updates.
    const modes = await news.editorModes(
      actor,
      list.news.map((a) => a._id),
    );
    return {
      filters,
      authors,
      pagination: list.pagination,
      articles: list.news.map((a) => ({
        _id: a._id,
        slug: a.slug,
        title: a.title,
        status: a.status,
        category: a.category,
        author: a.author,
        tags: a.tags,
        updatedAt: a.updatedAt,
        canEdit: modes.get(a._id) === 'full',
        liveOnly: modes.get(a._id) === 'live',
        liveEnded: a.liveEndedAt !== null,
      })),
      canPublish: allows(actor, 'articles:publish'),
      canDelete: allows(actor, 'articles:delete-any'),
    };
  });
}

/**
 * The bulk actions: a first post asks (naming how many stories), the confirmed one does it
 * through NewsCommands.bulk and says what was done and what was left, and why.
 */
export async function bulkChange(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const action = String(form.get('action') ?? '');
  const ids = form.getAll('ids').map(String);
  if (!(BULK_ACTIONS as readonly string[]).includes(action)) {
    return data({ ok: false as const, message: 'Choose what to do with the ticked stories.' }, { status: 400 });
  }
  if (ids.length === 0) {
    return data({ ok: false as const, message: 'Tick the stories to change first.' }, { status: 400 });
  }
  const chosen = action as BulkAction;
  if (form.get('confirmed') !== 'yes') {
    return { ok: true as const, confirm: { action: chosen, ids, question: bulkQuestion(chosen, ids.length) } };
  }
  return forForm(request, async () => {
    const result = await context.commands.news.bulk(context.actor, { action: chosen, ids });
    return { ok: result.done.length > 0, message: bulkOutcome(result), failed: result.failed };
  });
}
