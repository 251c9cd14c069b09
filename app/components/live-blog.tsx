import { useEdition } from '../i18n/paths';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { articlePath } from '../../core/article';
import { formatDateTime } from '../../core/dates';
import { clockTime, dayHeading, dayOf } from '../../core/relative-time';
import { arrangeLive, liveEntryAnchor, type LiveCoverage, type LiveEntry } from '../../core/live';
import { ArticleImage } from './article-image';

/**
 * A count's words for an island, '#' standing for the count ('# new updates'): the message as said
 * of `count`, its figure swapped for '#'.
 */
export function countPattern(said: string, count: number): string {
  return said.replace(String(count), '#');
}

/** The 'Live' mark beside a live blog's category, or the note that its coverage ended. */
export function LiveBadge({ endedAt }: { endedAt: string | null }) {
  const intl = useIntl();
  if (endedAt) return null;
  return (
    <span className="live-badge">
      <span aria-hidden="true" className="live-dot" />
      {intl.formatMessage({ id: 'liveBlog.live' })}
    </span>
  );
}

/** The heading over a day's entries on a live page: the date, said once for the day. */
export function LiveDayHeading({ day, at, timeZone }: { day: string; at: string; timeZone: string }) {
  const edition = useEdition();
  return (
    <h3 className="live-day" data-live-day-heading={day}>
      <time dateTime={day}>{dayHeading(at, timeZone, edition)}</time>
    </h3>
  );
}

/** One entry, as the page draws it and as a poll answers it (app/routes/live-updates.tsx). */
export function LiveEntryView({
  entry,
  timeZone,
  mediaUrl,
  pinned = false,
}: {
  entry: LiveEntry;
  timeZone: string;
  mediaUrl?: string;
  pinned?: boolean;
}) {
  const intl = useIntl();
  const edition = useEdition();
  const time = clockTime(entry.createdAt, timeZone);
  return (
    <article
      id={liveEntryAnchor(entry._id)}
      className={pinned ? 'live-entry live-entry-pinned' : 'live-entry'}
      data-live-entry={entry._id}
      data-live-day={dayOf(entry.createdAt, timeZone)}
      data-tz={timeZone}
    >
      <p className="live-entry-meta">
        {/* The clock time under its day's heading; the browser says it as '5 min ago' (app/islands/relative-time.ts). */}
        <time dateTime={entry.createdAt} data-relative title={formatDateTime(entry.createdAt, timeZone, intl.locale)}>
          {pinned
            ? intl.formatMessage(
                { id: 'liveBlog.pinnedTime' },
                { day: dayHeading(entry.createdAt, timeZone, edition), time },
              )
            : time}
        </time>
        {pinned ? <span className="live-tag">{intl.formatMessage({ id: 'liveBlog.pinned' })}</span> : null}
        {entry.keyEvent ? <span className="live-tag">{intl.formatMessage({ id: 'liveBlog.keyEvent' })}</span> : null}
        {entry.editedAt ? (
          <span className="live-updated">
            {intl.formatMessage(
              { id: 'liveBlog.updatedAt' },
              {
                updated: intl.formatMessage({ id: 'liveBlog.updated' }),
                time: <time dateTime={entry.editedAt}>{formatDateTime(entry.editedAt, timeZone, intl.locale)}</time>,
              },
            )}
          </span>
        ) : null}
      </p>
      {entry.title ? <h3 className="live-entry-title">{entry.title}</h3> : null}
      <div className="prose mt-2" dangerouslySetInnerHTML={{ __html: entry.body }} />
      {entry.image ? (
        <figure className="mt-3">
          <ArticleImage
            image={entry.image}
            alt={entry.imageAlt ?? ''}
            sizes="(min-width: 1280px) 860px, (min-width: 1024px) 65vw, 100vw"
            className="rounded-lg"
            mediaUrl={mediaUrl}
          />
          {entry.imageAlt ? (
            <figcaption className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{entry.imageAlt}</figcaption>
          ) : null}
        </figure>
      ) : null}
      <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">
        {intl.formatMessage({ id: 'liveBlog.by' }, { author: entry.author })}
      </p>
    </article>
  );
}

/**
 * A live blog's coverage under the story's introduction (docs/product.md, 'Live blogs'): the
 * ended note, the pinned entry, 'Key events' linking to their entries, and the entries newest
 * first. While live, `data-live` tells the page's browser module (app/islands/live.ts) to ask
 * for new entries every 15 s and offer them behind an 'N new updates' button; without
 * JavaScript each load is complete. `olderThan`: a page of older entries (no asking).
 */
export function LiveBlog({
  slug,
  coverage,
  timeZone,
  mediaUrl,
  olderThan,
  more,
}: {
  slug: string;
  coverage: LiveCoverage;
  timeZone: string;
  mediaUrl?: string;
  olderThan: number | null;
  /** The oldest entry drawn, when there are older ones. */
  more: number | null;
}) {
  const { pinned, keyEvents, stream } = arrangeLive(coverage.entries);
  const newest = coverage.entries[0]?._id ?? 0;
  const listening = coverage.endedAt === null && olderThan === null;
  const intl = useIntl();
  const pinnedLabel = intl.formatMessage({ id: 'liveBlog.pinned' });
  return (
    <div className="mt-10 space-y-8">
      {coverage.endedAt ? (
        <p className="live-ended" role="status">
          {intl.formatMessage(
            { id: 'liveBlog.endedNote' },
            {
              ended: intl.formatMessage({ id: 'liveBlog.ended' }),
              time: <time dateTime={coverage.endedAt}>{formatDateTime(coverage.endedAt, timeZone, intl.locale)}</time>,
              when: (chunks) => <span className="font-normal">{chunks}</span>,
            },
          )}
        </p>
      ) : null}
      {olderThan === null && pinned ? (
        <section aria-label={pinnedLabel}>
          <LiveEntryView entry={pinned} timeZone={timeZone} mediaUrl={mediaUrl} pinned />
        </section>
      ) : null}
      {olderThan === null && keyEvents.length > 0 ? (
        <nav aria-labelledby="key-events-heading" className="live-key-events">
          <h2 id="key-events-heading" className="sidebar-heading">
            {intl.formatMessage({ id: 'liveBlog.keyEvents' })}
          </h2>
          <ul className="mt-2 space-y-1">
            {keyEvents.map((e) => (
              <li key={e._id}>
                <a href={`#${liveEntryAnchor(e._id)}`}>
                  {intl.formatMessage(
                    { id: 'liveBlog.keyEventLink' },
                    {
                      time: <time dateTime={e.createdAt}>{formatDateTime(e.createdAt, timeZone, intl.locale)}</time>,
                      title: e.title ?? intl.formatMessage({ id: 'liveBlog.keyEvent' }),
                    },
                  )}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <section
        aria-labelledby="live-updates-heading"
        data-live={listening ? slug : undefined}
        data-live-newest={newest}
        {...(listening
          ? {
              // The live island's words (app/islands/live.ts): '# new update(s)' ('#' the count), and the end.
              'data-label-one': countPattern(intl.formatMessage({ id: 'liveBlog.newUpdates' }, { count: 1 }), 1),
              'data-label-other': countPattern(intl.formatMessage({ id: 'liveBlog.newUpdates' }, { count: 2 }), 2),
              'data-label-ended': intl.formatMessage({ id: 'liveBlog.ended' }),
            }
          : {})}
      >
        <h2 id="live-updates-heading" className="font-serif text-2xl font-bold">
          {intl.formatMessage({ id: olderThan === null ? 'liveBlog.updates' : 'liveBlog.olderUpdates' })}
        </h2>
        {/* The browser module fills and shows this when new entries arrive; announced politely. */}
        <div aria-live="polite" className="mt-3">
          <button type="button" hidden data-live-new className="btn btn-primary w-full" />
        </div>
        {olderThan !== null ? (
          <p className="mt-3">
            <a className="link" href={articlePath({ slug })}>
              {intl.formatMessage({ id: 'liveBlog.backToNewest' })}
            </a>
          </p>
        ) : null}
        {stream.length === 0 ? (
          <p className="mt-4 text-neutral-700 dark:text-neutral-300" data-live-empty>
            {intl.formatMessage({ id: 'liveBlog.noUpdates' })}
          </p>
        ) : null}
        <div className="mt-4 space-y-6" data-live-list>
          {stream.map((entry, i) => {
            const day = dayOf(entry.createdAt, timeZone);
            // The date once, over the first entry of each day (newest first).
            const firstOfDay = i === 0 || dayOf(stream[i - 1]!.createdAt, timeZone) !== day;
            return (
              <Fragment key={entry._id}>
                {firstOfDay ? <LiveDayHeading day={day} at={entry.createdAt} timeZone={timeZone} /> : null}
                <LiveEntryView entry={entry} timeZone={timeZone} mediaUrl={mediaUrl} />
              </Fragment>
            );
          })}
        </div>
        {more !== null ? (
          <p className="mt-6">
            <a className="link" href={`${articlePath({ slug })}?before=${more}`}>
              {intl.formatMessage({ id: 'liveBlog.olderUpdates' })}
            </a>
          </p>
        ) : null}
      </section>
    </div>
  );
}

/** A poll's answer: the entries after the page's newest, newest first, and whether the coverage ended. */
export function LivePollAnswer({
  entries,
  endedAt,
  timeZone,
  mediaUrl,
}: {
  entries: LiveEntry[];
  endedAt: string | null;
  timeZone: string;
  mediaUrl?: string;
}) {
  return (
    <div data-live-poll data-newest={entries[0]?._id ?? ''} data-ended={endedAt ? 'true' : 'false'}>
      {entries.map((entry) => (
        <LiveEntryView key={entry._id} entry={entry} timeZone={timeZone} mediaUrl={mediaUrl} />
      ))}
    </div>
  );
}
