import { Form } from 'react-router';
import type { Route } from './+types/comments';
import { formatDate, formatDateTime } from '../../../core/dates';
import {
  commentParagraphs,
  QUEUE_LABELS,
  QUEUES,
  REPORT_LABELS,
  type QueuedComment,
  type QueueName,
} from '../../../core/comments';
import { StatusMessage } from '../../components/status-message';
import { adminMeta, siteTimeZone } from '../../lib/meta';
import { moderate, moderationPage } from './comments.server';

export function loader({ request, context, url }: Route.LoaderArgs) {
  return moderationPage(request, context, url);
}

/** Approve, reject, feature, ban: plain form posts, so the queue works without JavaScript. */
export function action({ request, context }: Route.ActionArgs) {
  return moderate(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'Comments');

const muted = 'text-neutral-700 dark:text-neutral-300';
const card = 'rounded-xl border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900';
const danger =
  'btn border border-red-300 text-red-800 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950';

const queueHref = (queue: QueueName, after?: string) =>
  `/admin/comments?${new URLSearchParams({ queue, ...(after ? { after } : {}) })}`;

/**
 * Comments (docs/product.md, 'Comments'): the moderation queues for editors and admins. 'Needs
 * review' holds what the rules kept back and what readers reported; each comment can be approved,
 * rejected with a reason, featured above its thread, or its writer banned; ticked ones are
 * approved or rejected at once. Every action is audited.
 */
export default function CommentsPage({ loaderData, actionData, matches }: Route.ComponentProps) {
  const timeZone = siteTimeZone(matches);
  const { queue, items, next, waiting, bans } = loaderData;
  return (
    <div>
      <h1 className="font-serif text-3xl font-black">Comments</h1>
      <p className={`mt-1 ${muted}`}>
        {waiting === 0
          ? 'Nothing waits for review.'
          : `${waiting.toLocaleString('en-IN')} ${waiting === 1 ? 'comment waits' : 'comments wait'} for review.`}{' '}
        The rules are in Site settings, under ‘Comments’.
      </p>
      <nav aria-label="Queues" className="mt-4 flex flex-wrap gap-2">
        {QUEUES.map((name) => (
          <a
            key={name}
            href={queueHref(name)}
            aria-current={name === queue ? 'page' : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${name === queue ? 'border-neutral-900 bg-neutral-900 font-semibold text-white dark:border-neutral-100 dark:bg-neutral-100 dark:text-neutral-900' : 'border-neutral-300 dark:border-neutral-700'}`}
          >
            {QUEUE_LABELS[name]}
            {name === 'review' && waiting > 0 ? ` (${waiting.toLocaleString('en-IN')})` : ''}
          </a>
        ))}
      </nav>
      <StatusMessage result={actionData ?? undefined} className="mt-2 min-h-6 text-sm font-semibold" />
      {items.length === 0 ? (
        <p
          className={`mt-4 rounded-xl border border-dashed border-neutral-300 p-8 text-center dark:border-neutral-700 ${muted}`}
        >
          {queue === 'review' ? 'Nothing to review.' : 'No comments here.'}
        </p>
      ) : (
        <Form method="post" className="mt-2">
          <div className={`flex flex-wrap items-end gap-3 ${card}`}>
            <div className="min-w-48 flex-1">
              <label htmlFor="moderation-reason" className="block text-sm font-semibold">
                Reason for rejecting <span className={`font-normal ${muted}`}>(optional; kept in the audit log)</span>
              </label>
              <input id="moderation-reason" name="reason" maxLength={300} className="input mt-1" />
            </div>
            <button type="submit" name="bulk" value="approve" className="btn-secondary py-1.5">
              Approve ticked
            </button>
            <button type="submit" name="bulk" value="reject" className={`${danger} py-1.5`}>
              Reject ticked
            </button>
          </div>
          <ol className="mt-4 space-y-3">
            {items.map((item) => (
              <QueueItem key={item._id} item={item} timeZone={timeZone} />
            ))}
          </ol>
        </Form>
      )}
      {next ? (
        <p className="mt-4">
          <a href={queueHref(queue, next)} className="btn-secondary">
            Older comments
          </a>
        </p>
      ) : null}
      <section aria-labelledby="bans-heading" className="mt-10">
        <h2 id="bans-heading" className="text-xl font-bold">
          Banned readers
        </h2>
        {bans.length === 0 ? (
          <p className={`mt-2 ${muted}`}>Nobody is banned.</p>
        ) : (
          <Form method="post">
            <ul className="mt-2 divide-y divide-neutral-200 dark:divide-neutral-800">
              {bans.map((ban) => (
                <li key={ban.userId} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
                  <span className="font-semibold">{ban.username}</span>
                  <span>
                    {ban.kind === 'shadow' ? 'Shadow-banned' : 'Comments hidden'},{' '}
                    {ban.until ? `until ${formatDate(ban.until, timeZone)}` : 'for good'}
                  </span>
                  {ban.reason ? <span className={muted}>{ban.reason}</span> : null}
                  <button
                    type="submit"
                    name="single"
                    value={`unban:${ban.userId}`}
                    className="btn-secondary ml-auto py-1 text-sm"
                  >
                    Lift ban<span className="sr-only"> of {ban.username}</span>
                  </button>
                </li>
              ))}
            </ul>
          </Form>
        )}
      </section>
    </div>
  );
}

/** Why a comment is in the review queue, in the moderator's words. */
function whyShown(item: QueuedComment): string | null {
  if (item.status === 'pending') return `Held: ${item.heldFor ?? 'for review'}`;
  if (item.reports > 0) {
    const reasons = [...new Set(item.reportReasons.map((reason) => REPORT_LABELS[reason]))].join(', ');
    return `Reported ${item.reports === 1 ? 'once' : `${item.reports} times`}: ${reasons}`;
  }
  if (item.status === 'rejected') return item.rejectReason ? `Rejected: ${item.rejectReason}` : 'Rejected';
  return null;
}

/** One comment of a queue: who, where, why, what it says, and what a moderator can do. */
function QueueItem({ item, timeZone }: { item: QueuedComment; timeZone: string }) {
  const who = item.author.name;
  const why = whyShown(item);
  const needsReview = item.status === 'pending' || item.reports > 0;
  const uid = item.author._id;
  return (
    <li className={card}>
      <div className="flex gap-3">
        <input
          type="checkbox"
          name="ids"
          value={item._id}
          aria-label={`Tick the comment by ${who} on ${item.story.title}`}
          className="mt-1 h-4 w-4 shrink-0"
        />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="font-semibold">{who}</span>
            {who !== item.author.username ? <span className={muted}>{item.author.username}</span> : null}
            {item.author.staff ? <span className="badge badge-gray normal-case">{item.author.staff}</span> : null}
            {item.authorBanned ? (
              <span className="badge badge-red normal-case">
                {item.authorBanned === 'shadow' ? 'Shadow-banned' : 'Banned'}
              </span>
            ) : null}
            <span className={muted}>
              on{' '}
              <a href={`/news/${encodeURIComponent(item.story.slug)}#comments`} className="underline">
                {item.story.title}
              </a>
              , <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, timeZone)}</time>
              {item.parentId ? ', a reply' : ''}
              {item.featured ? ', featured' : ''}
            </span>
          </p>
          {why ? <p className="mt-1 text-sm font-semibold text-amber-900 dark:text-amber-200">{why}</p> : null}
          <div className="mt-2 space-y-2 text-sm [overflow-wrap:anywhere]">
            {commentParagraphs(item.body).map((pieces, p) => (
              <p key={p} className="whitespace-pre-line">
                {pieces.map((piece) => piece.text).join('')}
              </p>
            ))}
          </div>
          <div className="mt-3 flex flex-wrap items-start gap-2">
            {needsReview || item.status === 'rejected' ? (
              <button type="submit" name="single" value={`approve:${item._id}`} className="btn-secondary py-1 text-sm">
                Approve<span className="sr-only"> the comment by {who}</span>
              </button>
            ) : null}
            {item.status !== 'rejected' ? (
              <button type="submit" name="single" value={`reject:${item._id}`} className={`${danger} py-1 text-sm`}>
                Reject<span className="sr-only"> the comment by {who}</span>
              </button>
            ) : null}
            {item.status === 'published' && item.parentId === null ? (
              <button
                type="submit"
                name="single"
                value={`${item.featured ? 'unfeature' : 'feature'}:${item._id}`}
                className="btn-secondary py-1 text-sm"
              >
                {item.featured ? 'Unfeature' : 'Feature'}
                <span className="sr-only"> the comment by {who}</span>
              </button>
            ) : null}
            {item.author.staff || item.authorBanned ? null : (
              <details className="text-sm">
                <summary className="btn-secondary cursor-pointer py-1">
                  Ban…<span className="sr-only"> {who}</span>
                </summary>
                <div className="mt-2 flex flex-wrap items-end gap-2">
                  <div>
                    <label htmlFor={`ban-kind-${item._id}`} className="block font-semibold">
                      How
                    </label>
                    <select id={`ban-kind-${item._id}`} name={`ban-kind-${item._id}`} className="input mt-1 w-auto">
                      <option value="hide">Hide their comments</option>
                      <option value="shadow">Shadow: only they see theirs</option>
                    </select>
                  </div>
                  <div>
                    <label htmlFor={`ban-days-${item._id}`} className="block font-semibold">
                      Days <span className={`font-normal ${muted}`}>(0: for good)</span>
                    </label>
                    <input
                      id={`ban-days-${item._id}`}
                      name={`ban-days-${item._id}`}
                      type="number"
                      min={0}
                      max={3650}
                      defaultValue={7}
                      className="input mt-1 w-24"
                    />
                  </div>
                  <div>
                    <label htmlFor={`ban-reason-${item._id}`} className="block font-semibold">
                      Reason
                    </label>
                    <input
                      id={`ban-reason-${item._id}`}
                      name={`ban-reason-${item._id}`}
                      maxLength={300}
                      className="input mt-1"
                    />
                  </div>
                  <button type="submit" name="single" value={`ban:${uid}:${item._id}`} className={`${danger} py-1.5`}>
                    Ban {who}
                  </button>
                </div>
              </details>
            )}
          </div>
        </div>
      </div>
    </li>
  );
}
