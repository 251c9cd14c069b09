import { data, type AppLoadContext } from 'react-router';
import type { PreviewRefusal } from '../../core/preview';
import { PreviewRefused } from '../../server/news/preview.queries';
import { pageRefusal } from '../lib/use-case.server';

/**
 * The preview page's story (PreviewQueries.open, docs/product.md 'Preview'). A refused link or a
 * signed-out visitor without one gets the page's own answer, with its status (401, 403, 410) and
 * what to do; a story that does not exist a 404, another's draft a 403.
 */
export async function previewData(request: Request, context: AppLoadContext, id: string) {
  const token = new URL(request.url).searchParams.get('token');
  try {
    return await context.queries.preview.open(context.actor, id, token || null);
  } catch (error) {
    if (error instanceof PreviewRefused) {
      const url = new URL(request.url);
      const signIn = `/login?redirectTo=${encodeURIComponent(url.pathname)}`;
      const refusal: PreviewRefusal = error.refusal;
      throw data({ preview: refusal, message: error.message, signIn }, { status: error.status });
    }
    throw pageRefusal(error, new URL(request.url)) ?? error;
  }
}
