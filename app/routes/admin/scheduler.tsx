import { useEffect, useState } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import type { Route } from './+types/scheduler';
import { CATEGORIES } from '../../../core/categories';
import { formatDateTime } from '../../../core/dates';
import {
  isSuccessMessage,
  MESSAGE_CLEAR_MS,
  PROVIDER_LABELS,
  PROVIDERS,
  runResult,
  SKIP_REASON_LABELS,
  type ProviderId,
  type RunReport,
  type RunResultTone,
  type SchedulerStatus,
  type SkipReason,
} from '../../../core/ingest';
import { CategoryBadge } from '../../components/category-badge';
import { adminMeta } from '../../lib/meta';
import { controlScheduler, schedulerData } from './scheduler.server';
import { HeaderCells } from '../../components/admin/table-parts';

export function loader({ request, context }: Route.LoaderArgs) {
  return schedulerData(request, context);
}

/** Start, Stop and Trigger Manual Fetch: the same use cases as the API, answering with a message. */
export function action({ request, context }: Route.ActionArgs) {
  return controlScheduler(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'News scheduler');

const PROVIDER_ORDER: ProviderId[] = [...PROVIDERS, 'samples'];
const panel = 'rounded-xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900';
const muted = 'text-neutral-700 dark:text-neutral-300';
const STATUS_LABELS: Record<RunReport['status'], string> = {
  running: 'Running',
  success: 'Succeeded',
  partial: 'Finished with errors',
  failed: 'Failed',
  interrupted: 'Interrupted',
};

const TONE_CLASSES: Record<RunResultTone, string> = {
  success: 'text-green-800 dark:text-green-300',
  info: 'text-neutral-900 dark:text-neutral-100',
  error: 'text-red-700 dark:text-red-300',
};

/** No news provider is configured: runs add the sample stories the site lacks, and nothing else. */
function onlySamples(status: SchedulerStatus): boolean {
  return status.providers.length === 1 && status.providers[0]?.id === 'samples';
}

function when(iso: string | null, timeZone: string, empty = 'Never') {
  return iso ? <time dateTime={iso}>{formatDateTime(iso, timeZone)}</time> : <>{empty}</>;
}

/** The last action's message: green with 'success' in it, red otherwise; gone after 5 s (docs/product.md, 'Admin: scheduler'). */
function useActionMessage(result: { message: string; at: number } | undefined) {
  const [clearedAt, setClearedAt] = useState<number | null>(null);
  // Keyed by the answer's time: the status polls during a run must not restart the 5 seconds.
  const at = result?.at;
  useEffect(() => {
    if (at === undefined) return;
    const timer = setTimeout(() => setClearedAt(at), MESSAGE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [at]);
  return result && result.at !== clearedAt ? result.message : null;
}

export default function SchedulerPage({ loaderData }: Route.ComponentProps) {
  const { status, runs, error } = loaderData;
  const fetcher = useFetcher<typeof action>();
  const revalidator = useRevalidator();
  const message = useActionMessage(fetcher.data);
  const busy = fetcher.state !== 'idle';
  const inProgress = Boolean(status?.currentRun);
  // The manual fetch this page started, once it has finished: its result stays until the next action.
  const followed = fetcher.data && 'runId' in fetcher.data ? fetcher.data.runId : null;
  const finished =
    followed && status && status.currentRun?.id !== followed && status.lastRunSummary?.id === followed
      ? runResult(status.lastRunSummary, !onlySamples(status))
      : null;

  // Follow a run in progress: the status is read again every second until it ends.
  useEffect(() => {
    if (!inProgress) return;
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, 1000);
    return () => clearInterval(timer);
  }, [inProgress, revalidator]);

  return (
    <div className="space-y-8">
      <header>
        <h1 className="font-serif text-3xl font-black">News Scheduler</h1>
        {status ? (
          <p className={`mt-2 max-w-3xl ${muted}`}>
            Fetches up to {status.perCategory} trending stories a day for each of the ten categories of each edition,{' '}
            {status.scheduleText.charAt(0).toLowerCase() + status.scheduleText.slice(1)}, from the news providers below
            in order. Stories the site already has are skipped: the same link, or the same or a near-identical title in
            the same edition. Without a provider it adds sample stories, marked as samples. New stories are{' '}
            {status.ingestStatus === 'published' ? 'published at once' : 'saved as drafts for review'}.
          </p>
        ) : null}
      </header>

      {error ? (
        <p role="alert" className="font-semibold text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      {status ? (
        <>
          <StatusPanel status={status} />
          <fetcher.Form method="post" className="flex flex-wrap gap-3" aria-label="Scheduler controls">
            <button
              type="submit"
              name="intent"
              value="start"
              className="btn-primary"
              disabled={busy || status.isRunning}
            >
              Start
            </button>
            <button
              type="submit"
              name="intent"
              value="stop"
              className="btn-secondary"
              disabled={busy || !status.isRunning}
            >
              Stop
            </button>
            <button type="submit" name="intent" value="trigger" className="btn-secondary" disabled={busy || inProgress}>
              Trigger Manual Fetch
            </button>
          </fetcher.Form>
          <div role="status" aria-live="polite" className="-mt-5 min-h-6">
            {finished ? (
              <p className={`font-semibold ${TONE_CLASSES[finished.tone]}`}>{finished.text}</p>
            ) : message ? (
              <p className={`font-semibold ${TONE_CLASSES[isSuccessMessage(message) ? 'success' : 'error']}`}>
                {message}
              </p>
            ) : null}
          </div>
          {status.currentRun ? <Progress run={status.currentRun} /> : null}
          <Providers status={status} />
          <History runs={runs} timeZone={status.timeZone} />
        </>
      ) : null}
    </div>
  );
}

function StatusPanel({ status }: { status: SchedulerStatus }) {
  const tz = status.timeZone;
  return (
    <section aria-labelledby="status-heading" className={panel}>
      <h2 id="status-heading" className="sr-only">
        Status
      </h2>
      <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
        <div>
          <dt className={`text-sm ${muted}`}>Status</dt>
          <dd className="mt-1 flex items-center gap-2 text-lg font-bold">
            <span
              aria-hidden="true"
              className={`inline-block size-3 rounded-full ${status.isRunning ? 'bg-green-600' : 'bg-neutral-400'}`}
            />
            {status.isRunning ? 'Running' : 'Stopped'}
          </dd>
        </div>
        <div>
          <dt className={`text-sm ${muted}`}>Schedule</dt>
          <dd className="mt-1 font-semibold">
            {status.scheduleText}{' '}
            <code className="rounded bg-neutral-100 px-1.5 py-0.5 text-sm whitespace-nowrap dark:bg-neutral-800">
              {status.schedule}
            </code>
          </dd>
        </div>
        <div>
          <dt className={`text-sm ${muted}`}>Last run</dt>
          <dd className="mt-1 font-semibold">{when(status.lastRun, tz)}</dd>
        </div>
        <div>
          <dt className={`text-sm ${muted}`}>Next run</dt>
          <dd className="mt-1 font-semibold">{when(status.nextRun, tz, 'None while stopped')}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className={`text-sm ${muted}`}>Categories</dt>
          <dd className="mt-2">
            <ul className="flex flex-wrap gap-2">
              {status.categories.map((c) => (
                <li key={c}>
                  <CategoryBadge category={c} link={false} />
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Progress({ run }: { run: RunReport }) {
  return (
    <section aria-labelledby="progress-heading" className={panel}>
      <h2 id="progress-heading" className="font-serif text-xl font-bold">
        Fetching news
      </h2>
      <label htmlFor="run-progress" className={`mt-2 block text-sm ${muted}`}>
        {run.categoriesDone} of {run.categoriesTotal} categories done · {run.stored} stored · {run.skipped} skipped
      </label>
      <progress
        id="run-progress"
        className="mt-2 h-3 w-full accent-brand-700"
        value={run.categoriesDone}
        max={run.categoriesTotal}
      />
    </section>
  );
}

function Providers({ status }: { status: SchedulerStatus }) {
  const tz = status.timeZone;
  return (
    <section aria-labelledby="providers-heading">
      <h2 id="providers-heading" className="font-serif text-xl font-bold">
        Providers
      </h2>
      {onlySamples(status) ? (
        <p className={`mt-1 text-sm ${muted}`}>
          No news provider is configured: set NEWSAPI_KEY, GNEWS_KEY, NEWSDATA_KEY, GUARDIAN_KEY, RSS_FEEDS or
          RSS_FEEDS_HI (see .env.example).
        </p>
      ) : null}
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {status.providers.map((p) => (
          <li key={p.id} className={panel}>
            <p className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold">{p.label}</span>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-bold ${
                  p.state === 'ok'
                    ? 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200'
                    : p.state === 'failing'
                      ? 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200'
                      : 'bg-neutral-100 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200'
                }`}
              >
                {p.state === 'ok' ? 'Healthy' : p.state === 'failing' ? 'Failing' : 'Not used yet'}
              </span>
            </p>
            {p.detail ? <p className={`mt-1 text-sm ${muted}`}>{p.detail}</p> : null}
            {p.lastUsedAt ? <p className={`mt-1 text-sm ${muted}`}>Last used {when(p.lastUsedAt, tz)}</p> : null}
            {p.lastError ? (
              <p className="mt-1 text-sm break-words text-red-700 dark:text-red-300">{p.lastError}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function skippedText(skipped: Record<SkipReason, number>): string {
  const parts = (Object.keys(SKIP_REASON_LABELS) as SkipReason[])
    .filter((r) => skipped[r] > 0)
    .map((r) => `${skipped[r]} ${SKIP_REASON_LABELS[r]}`);
  return parts.length ? parts.join(', ') : '0';
}

function History({ runs, timeZone }: { runs: RunReport[]; timeZone: string }) {
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading" className="font-serif text-xl font-bold">
        Recent runs
      </h2>
      {runs.length === 0 ? (
        <p className={`mt-2 ${muted}`}>
          No run yet. The first runs at the next scheduled time, or now with Trigger Manual Fetch.
        </p>
      ) : (
        <ol className="mt-3 space-y-3">
          {runs.map((run) => (
            <li key={run.id} className={panel}>
              <details>
                <summary className="cursor-pointer">
                  <span className="font-semibold">{when(run.startedAt, timeZone)}</span>
                  <span className={muted}>
                    {' '}
                    ·{' '}
                    {run.trigger === 'schedule'
                      ? 'Scheduled'
                      : `Manual${run.triggeredBy ? ` by ${run.triggeredBy}` : ''}`}{' '}
                    · {STATUS_LABELS[run.status]} · {run.stored} stored, {run.skipped} skipped, {run.fetched} fetched
                    {run.errors.length ? ` · ${run.errors.length} ${run.errors.length === 1 ? 'error' : 'errors'}` : ''}
                  </span>
                </summary>
                <RunDetails run={run} />
              </details>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function RunDetails({ run }: { run: RunReport }) {
  // In the order of the categories and of the providers (the database keeps no key order).
  const rows = CATEGORIES.flatMap((category) =>
    PROVIDER_ORDER.flatMap((provider) => {
      const counts = run.categories[category]?.[provider];
      return counts ? [{ category, provider, counts }] : [];
    }),
  );
  return (
    <div className="mt-3 space-y-3">
      {run.errors.length ? (
        <ul className="list-disc space-y-1 pl-5 text-sm break-words text-red-700 dark:text-red-300">
          {run.errors.map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </ul>
      ) : null}
      {rows.length ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-neutral-200 dark:border-neutral-800">
                <HeaderCells
                  cellClass="p-2"
                  columns={[
                    { label: 'Category' },
                    { label: 'Provider' },
                    { label: 'Fetched', className: 'p-2 text-right' },
                    { label: 'Stored', className: 'p-2 text-right' },
                    { label: 'Skipped' },
                  ]}
                />
              </tr>
            </thead>
            <tbody>
              {rows.map(({ category, provider, counts }) => (
                <tr key={`${category}-${provider}`} className="border-b border-neutral-100 dark:border-neutral-800">
                  <td className="p-2">{category}</td>
                  <td className="p-2">{PROVIDER_LABELS[provider]}</td>
                  <td className="p-2 text-right tabular-nums">{counts.fetched}</td>
                  <td className="p-2 text-right tabular-nums">{counts.stored}</td>
                  <td className="p-2">
                    {counts.error ? (
                      <span className="text-red-700 dark:text-red-300">Failed</span>
                    ) : (
                      skippedText(counts.skipped)
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
