import { Form, useNavigation } from 'react-router';
import type { Route } from './+types/newsletter';
import { formatDateTime } from '../../../core/dates';
import { DEFAULT_EDITION, EDITIONS, type Edition } from '../../../core/editions';
import { HeaderCells } from '../../components/admin/table-parts';
import { StatusMessage, formMessage } from '../../components/status-message';
import { adminMeta, siteTimeZone } from '../../lib/meta';
import { newsletterPage, sendTest } from './newsletter.server';

export function loader({ request, context }: Route.LoaderArgs) {
  return newsletterPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return sendTest(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'Newsletter');

const muted = 'text-neutral-700 dark:text-neutral-300';
const HISTORY_COLUMNS = ['When', 'Edition', 'Stories', 'Recipients', 'Sent', 'Failed', 'State'].map((label) => ({
  label,
}));
const card = 'rounded-xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900';

/** The morning newsletter for editors and admins (docs/product.md, 'Morning newsletter'). */
export default function Newsletter({ loaderData, actionData, matches }: Route.ComponentProps) {
  const timeZone = siteTimeZone(matches);
  const { overview, previews, email } = loaderData;
  const tested = actionData && 'edition' in actionData ? actionData.edition : null;
  const busy = useNavigation().state === 'submitting';
  const counts = [
    { label: 'Subscribed', value: overview.counts.confirmed },
    { label: 'Waiting for confirmation', value: overview.counts.pending },
    { label: 'Unsubscribed', value: overview.counts.unsubscribed },
  ];
  return (
    <div className="space-y-8">
      <div>
        <h1 className="font-serif text-3xl font-black">Newsletter</h1>
        <p className={`mt-1 ${muted}`}>
          The morning briefing, one for each edition: its editors&apos; Featured picks, then its most read of the last
          24 hours, then its newest, in its language, to every confirmed subscriber who chose it.
        </p>
      </div>

      {overview.enabled ? null : (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          The newsletter is off: this site has no mail server. Set <code>SMTP_URL</code> (see the README, &lsquo;Readers
          who come back&rsquo;) and restart; the sign-up forms then appear in the footer and under each story.
        </p>
      )}

      <section aria-labelledby="subscribers-heading">
        <h2 id="subscribers-heading" className="font-serif text-xl font-bold">
          Subscribers
        </h2>
        <dl className="mt-3 grid gap-4 sm:grid-cols-3">
          {counts.map((item) => (
            <div key={item.label} className={card}>
              <dt className={`text-sm font-semibold ${muted}`}>{item.label}</dt>
              <dd className="mt-2 text-3xl font-black tabular-nums">{item.value.toLocaleString('en-IN')}</dd>
            </div>
          ))}
        </dl>
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          {(Object.keys(EDITIONS) as Edition[]).map((edition) => (
            <div key={edition} className={card}>
              <dt className={`text-sm font-semibold ${muted}`}>{`${EDITIONS[edition].name} newsletter`}</dt>
              <dd className="mt-2 text-3xl font-black tabular-nums">
                {(overview.editions[edition] ?? 0).toLocaleString('en-IN')}
              </dd>
            </div>
          ))}
        </dl>
        <p className={`mt-2 text-sm ${muted}`}>
          Each edition&apos;s newsletter counts its confirmed subscribers; a reader who chose both counts in each.
        </p>
      </section>

      <section aria-labelledby="next-heading" className="space-y-4">
        <h2 id="next-heading" className="font-serif text-xl font-bold">
          Next newsletter
        </h2>
        <p className={muted}>
          {overview.nextSend ? (
            <>
              <time dateTime={overview.nextSend} suppressHydrationWarning>
                {formatDateTime(overview.nextSend, timeZone)}
              </time>
              {` · ${overview.schedule} · from ${overview.from}`}
            </>
          ) : (
            'Not scheduled while the newsletter is off.'
          )}
        </p>
        {previews.map((preview) => (
          <div key={preview.edition} className={card} lang={preview.edition}>
            <h3 className="text-sm font-bold tracking-wide uppercase" lang="en">
              {`${preview.name} edition`}
            </h3>
            <p className="mt-2 font-semibold">{preview.subject}</p>
            {preview.stories.length > 0 ? (
              <ol className="mt-2 list-decimal space-y-1 pl-6">
                {preview.stories.map((story) => (
                  <li key={story.id}>
                    <a className="link" href={new URL(story.url).pathname}>
                      {story.title}
                    </a>{' '}
                    <span className={`text-sm ${muted}`}>({story.category})</span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className={`mt-2 ${muted}`} lang="en">
                No published stories in this edition yet: a morning without stories sends nothing.
              </p>
            )}
            <div className="mt-4 flex flex-wrap items-center gap-3" lang="en">
              <a
                className="btn-secondary"
                href={`/admin/newsletter/preview?edition=${preview.edition}`}
                target="_blank"
                rel="noopener"
              >
                {preview.edition === DEFAULT_EDITION
                  ? 'Preview the email'
                  : `Preview the ${EDITIONS[preview.edition].english} email`}
              </a>
              {overview.enabled ? (
                <Form method="post">
                  <input type="hidden" name="edition" value={preview.edition} />
                  <button type="submit" className="btn-primary" disabled={busy || !email}>
                    {preview.edition === DEFAULT_EDITION
                      ? 'Send a test to me'
                      : `Send the ${EDITIONS[preview.edition].english} test to me`}
                  </button>
                </Form>
              ) : null}
            </div>
            {/* A test's answer under its edition; a refusal (which names none) under the first. */}
            {(tested ? tested === preview.edition : preview === previews[0]) ? (
              <StatusMessage
                result={actionData ? { ok: actionData.ok, message: formMessage(actionData) } : undefined}
                className="mt-2 min-h-6 text-sm font-semibold"
              />
            ) : null}
          </div>
        ))}
        {overview.enabled && !email ? (
          <p className={`text-sm ${muted}`}>
            Add an email address to{' '}
            <a className="link" href="/profile">
              your profile
            </a>{' '}
            to send yourself a test.
          </p>
        ) : null}
      </section>

      <section aria-labelledby="history-heading">
        <h2 id="history-heading" className="font-serif text-xl font-bold">
          Sent
        </h2>
        {overview.history.length === 0 ? (
          <p className={`mt-2 ${muted}`}>Nothing sent yet.</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Newsletters sent, newest first</caption>
              <thead className="border-b border-neutral-200 dark:border-neutral-800">
                <tr>
                  <HeaderCells columns={HISTORY_COLUMNS} cellClass="py-2 pr-4" />
                </tr>
              </thead>
              <tbody>
                {overview.history.map((send) => (
                  <tr key={send.id} className="border-b border-neutral-100 dark:border-neutral-800">
                    <td className="py-2 pr-4">
                      <time dateTime={send.slot} suppressHydrationWarning>
                        {formatDateTime(send.slot, timeZone)}
                      </time>
                    </td>
                    <td className="py-2 pr-4">{EDITIONS[send.edition as Edition]?.name ?? send.edition}</td>
                    {[send.stories, send.recipients, send.sent, send.failed].map((n, i) => (
                      <td key={i} className="py-2 pr-4 tabular-nums">
                        {n}
                      </td>
                    ))}
                    <td className="py-2">
                      {send.status === 'sending'
                        ? 'Sending'
                        : send.status === 'skipped'
                          ? `Skipped: ${send.note ?? ''}`
                          : 'Sent'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
