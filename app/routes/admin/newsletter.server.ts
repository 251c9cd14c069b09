import type { AppLoadContext } from 'react-router';
import { EDITIONS, type Edition } from '../../../core/editions';
import { forForm, forPage } from '../../lib/use-case.server';

/** /admin/newsletter's data: the overview and each edition's next email's stories (NewsletterQueries). */
export async function newsletterPage(request: Request, context: AppLoadContext) {
  const queries = context.queries.newsletter;
  const overview = await forPage(request, () => queries.overview(context.actor));
  const previews = await Promise.all(
    (Object.keys(EDITIONS) as Edition[]).map(async (edition) => {
      const preview = await forPage(request, () => queries.preview(context.actor, edition));
      return {
        edition,
        name: EDITIONS[edition].name,
        subject: preview.subject,
        stories: preview.stories.map(({ id, title, url, category }) => ({ id, title, url, category })),
      };
    }),
  );
  return { overview, previews, email: context.viewer?.email ?? null };
}

/** 'Send a test to me': an edition's next email, marked as a test, to the editor's own address. */
export async function sendTest(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  return forForm(request, async () => {
    const { message } = await context.commands.newsletter.sendTest(context.actor, form.get('edition') ?? undefined);
    return { ok: true as const, message, edition: String(form.get('edition') ?? '') };
  });
}
