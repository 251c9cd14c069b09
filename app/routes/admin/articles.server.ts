import { data, type AppLoadContext } from 'react-router';
import { BULK_ACTIONS, bulkOutcome, bulkQuestion, filtersOf, type BulkAction } from '../../../core/article-list';
import { forForm, forPage } from '../../lib/use-case.server';

/** A page of the stories the actor may see (NewsCommands.staffArticles), 50 at a time, with the filters' choices. */
export function staffArticles(request: Request, context: AppLoadContext) {
  const filters = filtersOf(new URL(request.url).searchParams);
  return forPage(request, async () => ({
    filters,
    ...(await context.queries.news.staffArticles(context.actor, filters)),
  }));
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
