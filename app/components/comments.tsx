import { useIntl, type IntlShape } from 'react-intl';
import {
  COMMENT_MAX,
  COMMENT_SORTS,
  commentParagraphs,
  editableUntil,
  REPORT_REASONS,
  type CommentSort,
  type CommentView,
  type ReportReason,
} from '../../core/comments';
import { formatDateTime } from '../../core/dates';
import type { Thread, ThreadViewer } from '../../server/comments/comments.commands';
import { story } from '../i18n/messages/en/story';
import type { MessageId } from '../i18n/messages/en';
import type { FormResult } from './status-message';

const muted = 'text-neutral-700 dark:text-neutral-300';

const SORT_IDS: Record<CommentSort, MessageId> = {
  newest: 'commentThread.sortNewest',
  oldest: 'commentThread.sortOldest',
  liked: 'commentThread.sortLiked',
};

const REPORT_IDS: Record<ReportReason, MessageId> = {
  spam: 'commentThread.reportSpam',
  abuse: 'commentThread.reportAbuse',
  'off-topic': 'commentThread.reportOffTopic',
  other: 'commentThread.reportOther',
};

/** The server's words of a comment (core/comments.ts COMMENT_TEXTS, the forms' answers), by their English: their ids. */
const SAID = new Map(
  Object.entries(story)
    .filter(([id]) => id.startsWith('commentText.'))
    .map(([id, english]) => [english as string, id as MessageId]),
);

/**
 * What the server said of a comment (a refusal, a form's answer: English, as the API says it), in
 * the page's language; a text the catalogue does not have (a field's refusal) as it is.
 */
export function commentSaid(intl: IntlShape, text: string): string {
  const id = SAID.get(text);
  return id ? intl.formatMessage({ id }) : text;
}

const sr = (chunks: React.ReactNode[]) => <span className="sr-only">{chunks}</span>;

/** What a thread is drawn from (docs/product.md, 'Comments'). */
export interface ThreadProps {
  thread: Thread;
  /** The signed-in reader's part; null for a visitor (the thread is then the same for all). */
  viewer: ThreadViewer | null;
  sort: CommentSort;
  timeZone: string;
  /** The story's comments page, `/news/<slug>/comments`: where forms post and links lead. */
  pagePath: string;
  /** Where signing in or up comes back to: the story's comments on its page, or the comments page. */
  returnTo?: string;
  /** When the thread is drawn (edit windows are counted from it). */
  now: number;
  /** A form's answer, said above the thread. */
  message?: FormResult | null;
  /** The body a refused form held, given back. */
  draft?: { parent: string; body: string } | null;
}

const sortHref = (pagePath: string, sort: CommentSort) => (sort === 'newest' ? pagePath : `${pagePath}?sort=${sort}`);

/**
 * A story's comments: the count, the orders, the form (or why there is none), the featured
 * comments, a page of the thread and 'Load more'. Drawn on the server for the comments page and
 * for the fragment the story's page loads (app/islands/comments.ts); every action is a plain form.
 */
export function CommentThread(props: ThreadProps) {
  const { thread, viewer, sort, pagePath, message } = props;
  const count = thread.count;
  const ownTopLevel = viewer?.hidden.filter((c) => c.parentId === null) ?? [];
  const intl = useIntl();
  return (
    <div className="comments" data-comment-thread>
      <h2 id="comments-heading" className="font-serif text-2xl font-bold">
        {intl.formatMessage({ id: 'commentThread.heading' }, { count })}
      </h2>
      <div role="status" aria-live="polite" data-comment-status className="mt-1 min-h-6 text-sm font-semibold">
        {message ? (
          <p className={message.ok ? 'text-green-800 dark:text-green-300' : 'text-red-700 dark:text-red-300'}>
            {commentSaid(intl, message.message)}
          </p>
        ) : null}
      </div>
      {thread.locked || thread.off ? (
        <p className={`mt-2 ${muted}`}>{commentSaid(intl, thread.closedBecause ?? '')}</p>
      ) : (
        <>
          <Composer {...props} />
          {count > 1 ? (
            <nav
              aria-label={intl.formatMessage({ id: 'commentThread.order' })}
              className="mt-4 flex flex-wrap gap-2 text-sm"
            >
              {COMMENT_SORTS.map((order) => (
                <a
                  key={order}
                  href={sortHref(pagePath, order)}
                  data-comment-nav="sort"
                  aria-current={order === sort ? 'page' : undefined}
                  className={`rounded-full border px-3 py-1 ${order === sort ? 'border-neutral-900 bg-neutral-900 font-semibold text-white dark:border-neutral-100 dark:bg-neutral-100 dark:text-neutral-900' : 'border-neutral-300 dark:border-neutral-700'}`}
                >
                  {intl.formatMessage({ id: SORT_IDS[order] })}
                </a>
              ))}
            </nav>
          ) : null}
          {ownTopLevel.length > 0 ? (
            <ol className="mt-4 space-y-4" aria-label={intl.formatMessage({ id: 'commentThread.yours' })}>
              {ownTopLevel.map((comment) => (
                <CommentItem key={comment._id} comment={comment} {...props} />
              ))}
            </ol>
          ) : null}
          {thread.featured.length > 0 ? (
            <section aria-labelledby="featured-comments" className="mt-4">
              <h3 id="featured-comments" className="text-sm font-bold uppercase tracking-wide">
                {intl.formatMessage({ id: 'commentThread.featured' })}
              </h3>
              <ol className="mt-2 space-y-4">
                {thread.featured.map((comment) => (
                  <CommentItem key={comment._id} comment={comment} {...props} />
                ))}
              </ol>
            </section>
          ) : null}
          <CommentPage {...props} />
          {count === 0 && ownTopLevel.length === 0 ? (
            <p className={`mt-4 ${muted}`}>
              {intl.formatMessage({ id: thread.open ? 'commentThread.startConversation' : 'commentThread.none' })}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

/**
 * A page of the thread and its 'Load more' link: the whole of the first page's list, and what
 * a later page adds (the island appends its items; without JavaScript the link is a page).
 */
export function CommentPage(props: ThreadProps) {
  const { thread, sort, pagePath } = props;
  const intl = useIntl();
  return (
    <>
      <ol className="mt-4 space-y-4" data-comment-list>
        {thread.comments.map((comment) => (
          <CommentItem key={comment._id} comment={comment} {...props} />
        ))}
      </ol>
      {thread.next ? (
        <p className="mt-4" data-comment-more>
          <a
            href={`${pagePath}?${new URLSearchParams({ ...(sort === 'newest' ? {} : { sort }), after: thread.next })}`}
            data-comment-nav="more"
            className="btn-secondary"
          >
            {intl.formatMessage({ id: 'commentThread.loadMore' })}
          </a>
        </p>
      ) : null}
    </>
  );
}

/** The form for a new comment; for a visitor, how to join; for a reader kept out, why. */
function Composer(props: ThreadProps) {
  const { thread, viewer, pagePath } = props;
  const intl = useIntl();
  if (!thread.open) return <p className={`mt-2 ${muted}`}>{commentSaid(intl, thread.closedBecause ?? '')}</p>;
  if (!viewer) {
    const back = encodeURIComponent(props.returnTo ?? pagePath);
    return (
      <p className={`mt-2 ${muted}`}>
        {intl.formatMessage(
          { id: 'commentThread.join' },
          {
            signIn: (chunks) => (
              <a href={`/login?redirectTo=${back}`} className="link font-semibold">
                {chunks}
              </a>
            ),
            // Sign-up returns to the page its link was on (the Referer), as everywhere on the site.
            register: (chunks) => (
              <a href="/register" className="link font-semibold">
                {chunks}
              </a>
            ),
          },
        )}
      </p>
    );
  }
  if (!viewer.canComment) return <p className={`mt-2 ${muted}`}>{commentSaid(intl, viewer.refusal ?? '')}</p>;
  return (
    <CommentForm
      {...props}
      parent=""
      label={intl.formatMessage({ id: 'commentThread.yourComment' })}
      submit={intl.formatMessage({ id: 'commentThread.post' })}
    />
  );
}

/** A comment's text field and its button: a new comment, or a reply to `parent`. */
function CommentForm({
  pagePath,
  draft,
  parent,
  label,
  submit,
}: ThreadProps & { parent: string; label: string; submit: string }) {
  const id = `comment-body-${parent || 'new'}`;
  const intl = useIntl();
  return (
    <form method="post" action={pagePath} className="mt-3" data-comment-form>
      <input type="hidden" name="intent" value="comment" />
      {parent ? <input type="hidden" name="parent" value={parent} /> : null}
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <textarea
        id={id}
        name="body"
        required
        maxLength={COMMENT_MAX}
        rows={parent ? 3 : 4}
        defaultValue={draft && draft.parent === parent ? draft.body : ''}
        className="input mt-1 w-full"
      />
      <p className={`mt-1 text-xs ${muted}`}>{intl.formatMessage({ id: 'commentThread.rules' })}</p>
      <FormEnd submit={submit} primary />
    </form>
  );
}

/** A comment form's end: where a refusal is said (by the island, app/islands/comments.ts), and its button. */
function FormEnd({ submit, primary = false }: { submit: string; primary?: boolean }) {
  return (
    <>
      <p role="alert" data-comment-error className="text-sm font-semibold text-red-700 dark:text-red-300" />
      <button type="submit" className={primary ? 'btn-primary mt-2 py-1.5' : 'btn-secondary mt-2 py-1'}>
        {submit}
      </button>
    </>
  );
}

/** One comment: who, when, its text with links, its likes, and what the reader may do with it. */
function CommentItem(props: ThreadProps & { comment: CommentView }) {
  const { comment, viewer, pagePath, timeZone, now, thread } = props;
  const mine = viewer?._id === comment.author._id;
  const waiting = mine && comment.status === 'pending';
  const liked = viewer?.liked.includes(comment._id) ?? false;
  const editable = mine && comment.status !== 'deleted' && now < editableUntil(comment.createdAt).getTime();
  const ownReplies = viewer?.hidden.filter((c) => c.parentId === comment._id) ?? [];
  const replies = [...comment.replies, ...ownReplies];
  const canReply = viewer?.canComment && thread.open && comment.parentId === null && comment.status === 'published';
  const who = comment.author.name;
  const intl = useIntl();
  return (
    <li
      id={`comment-${comment._id}`}
      className={comment.parentId ? '' : 'border-t border-neutral-200 pt-4 dark:border-neutral-800'}
    >
      <article aria-label={intl.formatMessage({ id: 'commentThread.by' }, { who })}>
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold">{who}</span>
          {comment.author.staff ? (
            <span className="rounded bg-red-800 px-1.5 py-0.5 text-xs font-bold text-white">
              {comment.author.staff}
            </span>
          ) : null}
          <time dateTime={comment.createdAt} className={muted}>
            {formatDateTime(comment.createdAt, timeZone, intl.locale)}
          </time>
          {comment.editedAt ? (
            <span className={muted}>{intl.formatMessage({ id: 'commentThread.edited' })}</span>
          ) : null}
          {waiting ? (
            <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-bold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
              {intl.formatMessage({ id: 'commentThread.waiting' })}
            </span>
          ) : null}
        </p>
        <div className="mt-1 space-y-2 [overflow-wrap:anywhere]">
          {commentParagraphs(comment.body).map((pieces, p) => (
            <p key={p} className="whitespace-pre-line">
              {pieces.map((piece, i) =>
                'link' in piece ? (
                  <a key={i} href={piece.link} rel="nofollow ugc noopener" className="link">
                    {piece.text}
                  </a>
                ) : (
                  <span key={i}>{piece.text}</span>
                ),
              )}
            </p>
          ))}
        </div>
        <div className="mt-2 flex flex-wrap items-start gap-x-3 gap-y-1 text-sm">
          {viewer && !mine && comment.status === 'published' ? (
            <form method="post" action={pagePath} data-comment-form>
              <input type="hidden" name="intent" value="like" />
              <input type="hidden" name="id" value={comment._id} />
              <input type="hidden" name="on" value={liked ? 'false' : 'true'} />
              <button type="submit" aria-pressed={liked} className="font-semibold hover:underline">
                {intl.formatMessage(
                  { id: 'commentThread.like' },
                  { liked: liked ? 'yes' : 'no', likes: comment.likes, who, sr },
                )}
              </button>
            </form>
          ) : comment.likes > 0 ? (
            <span className={muted}>{intl.formatMessage({ id: 'commentThread.likes' }, { likes: comment.likes })}</span>
          ) : null}
          {canReply ? (
            <details>
              <summary className="cursor-pointer font-semibold">
                {intl.formatMessage({ id: 'commentThread.reply' }, { who, sr })}
              </summary>
              <CommentForm
                {...props}
                parent={comment._id}
                label={intl.formatMessage({ id: 'commentThread.yourReply' }, { who })}
                submit={intl.formatMessage({ id: 'commentThread.postReply' })}
              />
            </details>
          ) : null}
          {editable ? (
            <details>
              <summary className="cursor-pointer font-semibold">
                {intl.formatMessage({ id: 'commentThread.edit' }, { sr })}
              </summary>
              <form method="post" action={pagePath} className="mt-2" data-comment-form>
                <input type="hidden" name="intent" value="edit" />
                <input type="hidden" name="id" value={comment._id} />
                <label htmlFor={`comment-edit-${comment._id}`} className="block text-sm font-semibold">
                  {intl.formatMessage({ id: 'commentThread.editLabel' })}
                </label>
                <textarea
                  id={`comment-edit-${comment._id}`}
                  name="body"
                  required
                  maxLength={COMMENT_MAX}
                  rows={3}
                  defaultValue={comment.body}
                  className="input mt-1 w-full"
                />
                <FormEnd submit={intl.formatMessage({ id: 'commentThread.save' })} />
              </form>
            </details>
          ) : null}
          {mine && comment.status !== 'deleted' ? (
            <form
              method="post"
              action={pagePath}
              data-comment-form
              data-confirm={intl.formatMessage({ id: 'commentThread.confirmDelete' })}
            >
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={comment._id} />
              <button type="submit" className="font-semibold text-red-800 hover:underline dark:text-red-300">
                {intl.formatMessage({ id: 'commentThread.delete' }, { sr })}
              </button>
            </form>
          ) : null}
          {viewer && !mine && comment.status === 'published' ? (
            <details>
              <summary className="cursor-pointer font-semibold">
                {intl.formatMessage({ id: 'commentThread.report' }, { who, sr })}
              </summary>
              <form method="post" action={pagePath} className="mt-2" data-comment-form>
                <input type="hidden" name="intent" value="report" />
                <input type="hidden" name="id" value={comment._id} />
                <fieldset>
                  <legend className="text-sm font-semibold">
                    {intl.formatMessage({ id: 'commentThread.reportWhy' })}
                  </legend>
                  {REPORT_REASONS.map((reason, i) => (
                    <label key={reason} className="mt-1 flex items-center gap-2">
                      <input type="radio" name="reason" value={reason} required defaultChecked={i === 0} />
                      {intl.formatMessage({ id: REPORT_IDS[reason] })}
                    </label>
                  ))}
                </fieldset>
                <FormEnd submit={intl.formatMessage({ id: 'commentThread.reportSubmit' })} />
              </form>
            </details>
          ) : null}
        </div>
        {replies.length > 0 ? (
          <ol
            className="mt-3 space-y-3 border-l-2 border-neutral-200 pl-4 dark:border-neutral-800"
            aria-label={intl.formatMessage({ id: 'commentThread.replies' }, { who })}
          >
            {replies.map((reply) => (
              <CommentItem key={reply._id} {...props} comment={reply} />
            ))}
          </ol>
        ) : null}
      </article>
    </li>
  );
}
