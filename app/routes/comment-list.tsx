import { renderToStaticMarkup } from 'react-dom/server';
import { RawIntlProvider } from 'react-intl';
import type { Route } from './+types/comment-list';
import { isPlausibleSlug } from '../../core/slug';
import { articlePath } from '../../core/article';
import { commentSaid, CommentPage, CommentThread } from '../components/comments';
import { intlAt } from '../i18n/intl';
import { commentAction, threadData } from './comments.server';

/** Drawn outside the page (no root), in the edition of its address. */
const inEdition = (url: URL, element: React.ReactElement) =>
  renderToStaticMarkup(<RawIntlProvider value={intlAt(url.pathname)}>{element}</RawIntlProvider>);

const html = (body: string, status = 200) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'X-Robots-Tag': 'noindex' },
  });

/**
 * `GET /news/:slug/comment-list?sort=&after=`: a story's thread as a fragment of HTML, which the
 * story's page loads when its comments come into view (app/islands/comments.ts). A visitor's is
 * the same for everyone, so it is kept in the page cache (and a CDN) like a page and dropped when
 * the thread changes (`comments.changed`, tag `comments:<slug>`); a signed-in reader's is drawn
 * for them. With `after`, only that page's comments and its 'Load more', for the island to append.
 */
export async function loader({ params, request, context, url }: Route.LoaderArgs) {
  if (!isPlausibleSlug(params.slug)) return html('Not found', 404);
  const data = await threadData(request, context, params.slug, url);
  // Signing in from the story's page comes back to its comments there.
  const props = { ...data, message: null, draft: null, returnTo: `${articlePath(data.thread.story)}#comments` };
  return html(inEdition(url, data.after ? <CommentPage {...props} /> : <CommentThread {...props} />));
}

/**
 * A comment form posted by the island: on success the thread drawn again (first page, same
 * order) with the answer said above it; a refusal is its message alone, as text, with its status,
 * so the form keeps what the reader typed.
 */
export async function action({ params, request, context, url }: Route.ActionArgs) {
  if (!isPlausibleSlug(params.slug)) return html('Not found', 404);
  const answer = await commentAction(request, context, params.slug);
  if (!answer.ok) {
    // Said by the form (app/islands/comments.ts), in the page's language.
    return new Response(commentSaid(intlAt(url.pathname), answer.message), {
      status: answer.status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const first = new URL(url);
  first.searchParams.delete('after');
  const data = await threadData(request, context, params.slug, first);
  return html(inEdition(url, <CommentThread {...data} message={answer} draft={null} />));
}
