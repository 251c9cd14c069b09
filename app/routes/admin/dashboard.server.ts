import { data, type AppLoadContext } from 'react-router';
import { NotFoundError } from '../../../server/lib/errors';
import { forForm, forPage } from '../../lib/use-case.server';

/** The dashboard's figures and recent articles (NewsQueries.dashboard), and the most followed topics. */
export function dashboardData(request: Request, context: AppLoadContext) {
  return forPage(request, async () => {
    const [dashboard, mostFollowed] = await Promise.all([
      context.queries.news.dashboard(context.actor),
      context.queries.follows.mostFollowed(context.actor),
    ]);
    return { ...dashboard, mostFollowed };
  });
}

/** The dashboard's Delete button (NewsCommands.delete): the answer its toast shows. */
export async function deleteArticle(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  return forForm(request, async () => {
    try {
      await context.commands.news.delete(context.actor, id);
    } catch (error) {
      if (error instanceof NotFoundError) {
        return data({ ok: false as const, message: 'That article no longer exists.' }, { status: 404 });
      }
      throw error;
    }
    return { ok: true as const, message: 'Article deleted.' };
  });
}
