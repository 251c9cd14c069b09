import type { AppLoadContext } from 'react-router';
import { forForm, forPage } from '../../lib/use-case.server';

/** /admin/newsletter's data: the overview and the next email's stories (NewsletterQueries). */
export async function newsletterPage(request: Request, context: AppLoadContext) {
  const queries = context.queries.newsletter;
  const overview = await forPage(request, () => queries.overview(context.actor));
  const preview = await forPage(request, () => queries.preview(context.actor));
  return {
    overview,
    preview: {
      subject: preview.subject,
      stories: preview.stories.map(({ id, title, url, category }) => ({ id, title, url, category })),
    },
    email: context.viewer?.email ?? null,
  };
}

/** 'Send a test to me': the next email, marked as a test, to the editor's own address. */
export async function sendTest(request: Request, context: AppLoadContext) {
  return forForm(request, async () => {
    const { message } = await context.commands.newsletter.sendTest(context.actor);
    return { ok: true as const, message };
  });
}
