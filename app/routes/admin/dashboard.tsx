import { useEffect, type ReactNode } from 'react';
import { Form, Link, useRouteLoaderData } from 'react-router';
import { toast } from 'sonner';
import type { Route } from './+types/dashboard';
import type { loader as adminLayoutLoader } from './layout';
import { articlePath, authorName } from '../../../core/article';
import { formatDate, formatDateTime } from '../../../core/dates';
import { liveEditorLinkLabel } from '../../../core/live';
import { StatCard } from '../../components/admin/stat-card';
import { dashboardData, deleteArticle } from './dashboard.server';
import { adminMeta, siteTimeZone } from '../../lib/meta';

export async function loader({ request, context }: Route.LoaderArgs) {
  return dashboardData(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return deleteArticle(request, context);
}

const CARDS = [
  ['articles', 'Articles'],
  ['published', 'Published'],
  ['drafts', 'Drafts'],
  ['views', 'Views'],
  ['shares', 'Shares'],
  ['likes', 'Likes'],
] as const;

const QUICK_ACTIONS = [
  { to: '/admin/news/new', label: 'New article', needs: null },
  { to: '/admin/front-page', label: 'Front page', needs: 'canReview' },
  { to: '/admin/scheduler', label: 'News scheduler', needs: 'canControlScheduler' },
  { to: '/admin/contributors', label: 'Guest contributors', needs: 'canReview' },
  { to: '/admin/comments', label: 'Comments', needs: 'canReview' },
  { to: '/admin/analytics', label: 'Analytics', needs: null },
  { to: '/admin/seo', label: 'SEO report', needs: null },
  { to: '/admin/users', label: 'Manage users', needs: 'canManageUsers' },
  { to: '/admin/tiers', label: 'Paid tiers', needs: 'canManageUsers' },
  { to: '/admin/members', label: 'Members', needs: 'canManageUsers' },
  { to: '/admin/revenue', label: 'Revenue', needs: 'canReview' },
] as const;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'Dashboard');

export default function Dashboard({ loaderData, actionData, matches }: Route.ComponentProps) {
  const timeZone = siteTimeZone(matches);
  const { stats, recent, upcoming, waiting, sentBack } = loaderData;
  // The admin layout counts unread messages once for its menu; the quick action shows the same figure.
  const unreadMessages = useRouteLoaderData<typeof adminLayoutLoader>('routes/admin/layout')?.unreadMessages ?? null;
  useEffect(() => {
    if (actionData) (actionData.ok ? toast.success : toast.error)(actionData.message);
  }, [actionData]);
  return (
    <div className="space-y-10">
      <h1 className="font-serif text-3xl font-black">Dashboard</h1>
      <section aria-label="Figures" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map(([key, label]) => (
          <StatCard key={key} label={label} {...stats[key]} />
        ))}
      </section>

      <section aria-labelledby="quick-heading">
        <h2 id="quick-heading" className="font-serif text-xl font-bold">
          Quick actions
        </h2>
        <div className="mt-3 flex flex-wrap gap-2">
          {unreadMessages !== null ? (
            <Link to="/admin/messages" className="btn-secondary">
              Messages
              <span className={`badge normal-case ${unreadMessages > 0 ? 'badge-red' : 'badge-gray'}`}>
                {unreadMessages.toLocaleString('en-IN')} unread
              </span>
            </Link>
          ) : null}
          {QUICK_ACTIONS.filter((a) => a.needs === null || loaderData[a.needs]).map((a) => (
            <Link key={a.to} to={a.to} className="btn-secondary">
              {a.label}
            </Link>
          ))}
          <a href="/" target="_blank" rel="noopener" className="btn-secondary">
            Open the public site<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </section>

      {sentBack.items.length > 0 ? (
        <section id="sent-back" aria-labelledby="sent-back-heading">
          <h2 id="sent-back-heading" className="font-serif text-xl font-bold">
            Sent back to you
            <span className="badge badge-red ml-2 align-middle normal-case">
              {sentBack.total.toLocaleString('en-IN')}
            </span>
          </h2>
          <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
            An editor sent these stories back with a note: change them and submit them for review again.
          </p>
          <ol className={STORY_LIST}>
            {sentBack.items.map((a) => (
              <StoryRow
                key={a._id}
                story={{ ...a, canEdit: true }}
                details={
                  <>
                    {a.category} · sent back by {a.by || 'an editor'}{' '}
                    <time dateTime={a.at}>{formatDateTime(a.at, timeZone)}</time>
                  </>
                }
              >
                <blockquote className="w-full basis-full border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-sm text-neutral-900 dark:bg-neutral-800 dark:text-neutral-100">
                  {a.note}
                </blockquote>
              </StoryRow>
            ))}
          </ol>
          {sentBack.total > sentBack.items.length ? (
            <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
              The {sentBack.items.length} latest of {sentBack.total.toLocaleString('en-IN')}.
            </p>
          ) : null}
        </section>
      ) : null}

      {waiting.items.length > 0 || loaderData.canReview ? (
        <section id="waiting-for-review" aria-labelledby="review-heading">
          <h2 id="review-heading" className="font-serif text-xl font-bold">
            Waiting for review
            {waiting.total > 0 ? (
              <span className="badge badge-red ml-2 align-middle normal-case">
                {waiting.total.toLocaleString('en-IN')}
              </span>
            ) : null}
          </h2>
          <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
            {loaderData.canReview
              ? 'Stories authors submitted, the longest waiting first: publish, schedule or send them back with a note.'
              : 'Your stories an editor has yet to publish or send back.'}
          </p>
          {waiting.items.length === 0 ? (
            <p className="mt-3 text-neutral-700 dark:text-neutral-300">Nothing is waiting for review.</p>
          ) : (
            <ol className={STORY_LIST}>
              {waiting.items.map((a) => (
                <StoryRow
                  key={a._id}
                  story={a}
                  details={
                    <>
                      {a.category} · by {authorName(a)} · submitted{' '}
                      <time dateTime={a.submittedAt}>{formatDateTime(a.submittedAt, timeZone)}</time>
                    </>
                  }
                />
              ))}
            </ol>
          )}
          {waiting.total > waiting.items.length ? (
            <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
              The {waiting.items.length} longest waiting of {waiting.total.toLocaleString('en-IN')}.
            </p>
          ) : null}
        </section>
      ) : null}

      <MostFollowed topics={loaderData.mostFollowed} />

      {upcoming.length > 0 ? (
        <section aria-labelledby="upcoming-heading">
          <h2 id="upcoming-heading" className="font-serif text-xl font-bold">
            Upcoming
          </h2>
          <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
            Scheduled stories go out by themselves at their time ({timeZone}).
          </p>
          <ol className={STORY_LIST}>
            {upcoming.map((a) => (
              <StoryRow
                key={a._id}
                story={a}
                details={
                  <>
                    {a.category} · goes out <time dateTime={a.publishAt}>{formatDateTime(a.publishAt, timeZone)}</time>
                  </>
                }
              />
            ))}
          </ol>
        </section>
      ) : null}

      <section aria-labelledby="recent-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="recent-heading" className="font-serif text-xl font-bold">
            Recent articles
          </h2>
          <Link to="/admin/articles" className="link text-sm">
            All articles, with filters and bulk actions
          </Link>
        </div>
        {recent.length === 0 ? (
          <p className="mt-3 text-neutral-700 dark:text-neutral-300">No articles yet.</p>
        ) : (
          <ul className={STORY_LIST}>
            {recent.map((a) => (
              <StoryRow
                key={a._id}
                story={a}
                details={
                  <>
                    {a.category} · {a.status} · <time dateTime={a.createdAt}>{formatDate(a.createdAt, timeZone)}</time>
                  </>
                }
              >
                {a.status === 'published' ? (
                  <Link to={articlePath(a)} reloadDocument className="btn-secondary">
                    View<span className="sr-only"> {a.title}</span>
                  </Link>
                ) : null}
                {loaderData.canDelete ? (
                  <Form
                    method="post"
                    onSubmit={(event) => {
                      if (!window.confirm(`Delete “${a.title}”? This cannot be undone.`)) event.preventDefault();
                    }}
                  >
                    <input type="hidden" name="id" value={a._id} />
                    <button
                      type="submit"
                      className="btn border border-red-300 text-red-800 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950"
                    >
                      Delete<span className="sr-only"> {a.title}</span>
                    </button>
                  </Form>
                ) : null}
              </StoryRow>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

const KIND_NAMES = { tag: 'Tag', section: 'Section', author: 'Writer' } as const;

/**
 * The topics readers follow most (docs/product.md, 'Alerts and following'): '12,300 readers follow
 * Monsoon'. A reader is an account, or a device signed out that receives alerts (a browser that
 * only keeps its list is not counted: the server never hears of it).
 */
function MostFollowed({
  topics,
}: {
  topics: { kind: 'tag' | 'section' | 'author'; key: string; name: string; path: string; followers: number }[];
}) {
  return (
    <section aria-labelledby="followed-heading">
      <h2 id="followed-heading" className="font-serif text-xl font-bold">
        Most followed
      </h2>
      <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
        The tags, sections and writers readers follow most, with accounts and devices signed up for alerts.
      </p>
      {topics.length === 0 ? (
        <p className="mt-3 text-neutral-700 dark:text-neutral-300">Nobody follows a topic yet.</p>
      ) : (
        <ol className={STORY_LIST}>
          {topics.map((topic) => (
            <li key={`${topic.kind}:${topic.key}`} className="flex flex-wrap items-baseline justify-between gap-2 p-4">
              <span>
                <a href={topic.path} className="link font-semibold">
                  {topic.name}
                </a>{' '}
                <span className="text-sm text-neutral-600 dark:text-neutral-400">{KIND_NAMES[topic.kind]}</span>
              </span>
              <span className="text-sm text-neutral-800 dark:text-neutral-200">
                {topic.followers.toLocaleString('en-IN')} {topic.followers === 1 ? 'reader follows' : 'readers follow'}{' '}
                {topic.name}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const STORY_LIST =
  'mt-3 divide-y divide-neutral-200 rounded-xl border border-neutral-200 bg-white dark:divide-neutral-800 dark:border-neutral-800 dark:bg-neutral-900';

/**
 * A story in one of the dashboard's lists: its title, a line about it, Edit when allowed (or, on
 * an author's own live blog an editor now looks after, the link to post live updates), and more actions.
 */
function StoryRow({
  story,
  details,
  children,
}: {
  story: { _id: string; title: string; canEdit: boolean; liveOnly?: boolean; liveEnded?: boolean };
  details: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 p-4">
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{story.title}</p>
        <p className="text-xs text-neutral-700 dark:text-neutral-300">{details}</p>
      </div>
      {story.canEdit ? (
        <Link to={`/admin/news/${story._id}/edit`} className="btn-secondary">
          Edit<span className="sr-only"> {story.title}</span>
        </Link>
      ) : story.liveOnly ? (
        <Link to={`/admin/news/${story._id}/edit`} className="btn-secondary">
          {liveEditorLinkLabel(story.liveEnded ?? false)}
          <span className="sr-only"> of {story.title}</span>
        </Link>
      ) : null}
      {children}
    </li>
  );
}
