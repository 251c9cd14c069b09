import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import type { Route } from './+types/messages';
import { formatDateTime } from '../../../core/dates';
import type { ContactMessage } from '../../../server/contact/contact.service';
import { Pagination } from '../../components/pagination';
import { adminMeta, siteTimeZone } from '../../lib/meta';
import { changeMessage, inbox } from './messages.server';
import type { Intent } from './messages.server';
import { StatusMessage } from '../../components/status-message';

const PATH = '/admin/messages';

export function loader({ request, context, url }: Route.LoaderArgs) {
  return inbox(request, context, url);
}

/** Mark as read, mark as unread and delete: plain form posts, so they work without JavaScript. */
export function action({ request, context }: Route.ActionArgs) {
  return changeMessage(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'Messages');

const muted = 'text-neutral-700 dark:text-neutral-300';

/** What the action answers: shown in the status line. */
interface ActionResult {
  ok: boolean;
  message: string;
  intent: Intent | null;
}

export default function Messages({ loaderData, actionData, matches }: Route.ComponentProps) {
  const timeZone = siteTimeZone(matches);
  const { messages, total, unread, page, pages } = loaderData;
  // Each message has its own fetcher (two quick clicks on two messages both go through);
  // the latest answer fills the status line. Without JavaScript, a full page post does.
  const [latest, setLatest] = useState<ActionResult | null>(null);
  const result = latest ?? actionData;
  const headingRef = useRef<HTMLHeadingElement>(null);

  const onDone = useCallback((answer: ActionResult) => {
    setLatest(answer);
    // The deleted message's buttons are gone: focus goes back to the top of the page, not to nowhere.
    if (answer.ok && answer.intent === 'delete') headingRef.current?.focus();
  }, []);

  return (
    <div>
      <h1 ref={headingRef} tabIndex={-1} className="font-serif text-3xl font-black">
        Messages
      </h1>
      <p className={`mt-1 ${muted}`}>
        {total === 0
          ? 'Messages from the Contact page.'
          : `${total.toLocaleString('en-IN')} ${total === 1 ? 'message' : 'messages'}, ${unread.toLocaleString('en-IN')} unread. Newest first.`}
      </p>
      <StatusMessage result={result} className="mt-2 min-h-6 text-sm font-semibold" />

      {messages.length === 0 ? (
        <div className="mt-4 rounded-xl border border-dashed border-neutral-300 bg-white p-8 text-center dark:border-neutral-700 dark:bg-neutral-900">
          <p className="text-lg font-semibold">No messages yet.</p>
          <p className={`mt-1 ${muted}`}>
            Messages sent through the{' '}
            <Link to="/contact" className="link underline">
              Contact page
            </Link>{' '}
            appear here.
          </p>
        </div>
      ) : (
        <ul className="mt-4 space-y-4">
          {messages.map((m) => (
            <li key={m._id}>
              <MessageItem message={m} timeZone={timeZone} onDone={onDone} />
            </li>
          ))}
        </ul>
      )}

      <Pagination
        page={page}
        totalPages={pages}
        totalItems={total}
        itemsLabel="messages"
        hrefFor={(p) => (p > 1 ? `${PATH}?page=${p}` : PATH)}
      />
    </div>
  );
}

function MessageItem({
  message: m,
  timeZone,
  onDone,
}: {
  message: ContactMessage;
  timeZone: string;
  onDone: (answer: ActionResult) => void;
}) {
  const fetcher = useFetcher<typeof action>();
  // The answer arrives before the list reloads (a deleted message unmounts then): report it at once.
  useEffect(() => {
    if (fetcher.data) onDone(fetcher.data);
  }, [fetcher.data, onDone]);
  const pending = fetcher.state !== 'idle';
  const pendingIntent = pending ? fetcher.formData?.get('intent') : null;
  // Shown as it will be while the server makes the change.
  const read = pendingIntent === 'read' ? true : pendingIntent === 'unread' ? false : m.read;
  const headingId = `message-${m._id}`;
  const from = `message from ${m.name}`;
  return (
    <article
      aria-labelledby={headingId}
      aria-busy={pending || undefined}
      className={`rounded-xl border bg-white p-5 dark:bg-neutral-900 ${
        read
          ? 'border-neutral-200 dark:border-neutral-800'
          : 'border-l-4 border-neutral-200 border-l-brand-700 dark:border-neutral-800 dark:border-l-red-400'
      } ${pendingIntent === 'delete' ? 'opacity-60' : ''}`}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className={`text-lg [overflow-wrap:anywhere] ${read ? 'font-normal' : 'font-bold'}`}>
          {read ? null : (
            <>
              <span className="badge align-middle badge-red">Unread</span>{' '}
            </>
          )}
          {m.subject}
        </h2>
        <time dateTime={m.createdAt} className={`text-sm ${muted}`}>
          {formatDateTime(m.createdAt, timeZone)}
        </time>
      </header>
      <p className={`mt-1 text-sm [overflow-wrap:anywhere] ${muted}`}>
        From <span className="font-semibold text-neutral-900 dark:text-neutral-100">{m.name}</span> &lt;{m.email}&gt;
      </p>
      <p className="mt-3 whitespace-pre-wrap text-neutral-800 [overflow-wrap:anywhere] dark:text-neutral-200">
        {m.message}
      </p>
      <footer className="mt-4 flex flex-wrap items-center gap-2">
        <a href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`} className="btn-secondary py-1">
          Reply by email<span className="sr-only"> to {m.name}</span>
        </a>
        <fetcher.Form method="post">
          <input type="hidden" name="id" value={m._id} />
          <button type="submit" name="intent" value={read ? 'unread' : 'read'} className="btn-secondary py-1">
            {read ? 'Mark as unread' : 'Mark as read'}
            <span className="sr-only"> ({from})</span>
          </button>
        </fetcher.Form>
        <fetcher.Form
          method="post"
          onSubmit={(event) => {
            if (!window.confirm(`Delete the message from ${m.name}? This cannot be undone.`)) event.preventDefault();
          }}
        >
          <input type="hidden" name="id" value={m._id} />
          <button
            type="submit"
            name="intent"
            value="delete"
            className="btn border border-red-300 py-1 text-red-800 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950"
          >
            Delete<span className="sr-only"> {from}</span>
          </button>
        </fetcher.Form>
      </footer>
    </article>
  );
}
