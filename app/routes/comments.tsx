import { useIntl } from 'react-intl';
import { data, redirect } from 'react-router';
import { editionOf } from '../../core/editions';
import type { Route } from './+types/comments';
import { isPlausibleSlug } from '../../core/slug';
import { articlePath } from '../../core/article';
import { Breadcrumb } from '../components/breadcrumb';
import { CommentThread } from '../components/comments';
import { pageMeta, rootDataOf } from '../lib/meta';
import { commentAction, threadData } from './comments.server';
import { intlAt } from '../i18n/intl';

/** A story's comments page (docs/product.md, 'Comments'): its thread, a page at a time. */
export async function loader({ params, request, context, url }: Route.LoaderArgs) {
  if (!isPlausibleSlug(params.slug)) throw data(null, { status: 404 });
  const thread = await threadData(request, context, params.slug, url);
  // A story's comments are in its own edition (an e-mail's link to /news/…/comments included).
  if (thread.thread.story.edition !== editionOf(url.pathname)) throw redirect(`${thread.pagePath}${url.search}`, 301);
  return thread;
}

/** Write, reply, edit, delete, like, report: plain form posts, so the thread works without JavaScript. */
export async function action({ params, request, context }: Route.ActionArgs) {
  if (!isPlausibleSlug(params.slug)) throw data(null, { status: 404 });
  const answer = await commentAction(request, context, params.slug);
  return answer.ok ? answer : data(answer, { status: answer.status });
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData
    ? pageMeta(rootDataOf(matches), {
        title: intlAt(location.pathname).formatMessage(
          { id: 'commentsPage.title' },
          { title: loaderData.thread.story.title },
        ),
        description: intlAt(location.pathname).formatMessage(
          { id: 'commentsPage.description' },
          { title: loaderData.thread.story.title },
        ),
        path: loaderData.pagePath,
        // The story is the page to find; its comments change all day.
        noindex: true,
      })
    : [];

/**
 * `/news/:slug/comments`: the story's comments as a page of their own, for readers without
 * JavaScript (the story's page loads the same thread into itself) and for 'Load more'.
 */
export default function CommentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { thread } = loaderData;
  const storyPath = articlePath(thread.story);
  const intl = useIntl();
  const comments = intl.formatMessage({ id: 'storyPage.comments' });
  return (
    <div className="mx-auto max-w-3xl">
      <Breadcrumb
        items={[
          { label: intl.formatMessage({ id: 'header.home' }), to: '/' },
          { label: thread.story.title, to: storyPath },
          { label: comments },
        ]}
      />
      <h1 className="mt-2 font-serif text-3xl font-black">
        {intl.formatMessage(
          { id: 'commentsPage.heading' },
          {
            title: thread.story.title,
            link: (chunks) => (
              <a href={storyPath} className="hover:underline">
                {chunks}
              </a>
            ),
          },
        )}
      </h1>
      <section aria-labelledby="comments-heading" className="mt-6">
        <CommentThread
          {...loaderData}
          message={actionData ?? null}
          draft={actionData && !actionData.ok ? actionData.draft : null}
        />
      </section>
      <p className="mt-8">
        <a href={storyPath} className="link font-semibold">
          {intl.formatMessage({ id: 'commentsPage.back' })}
        </a>
      </p>
    </div>
  );
}
