import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/analytics';
import {
  ANALYTICS_PERIODS,
  ENGAGEMENT_KINDS,
  parsePeriod,
  type AnalyticsOverview,
  type Totals,
} from '../../../core/analytics';
import { articlePath } from '../../../core/article';
import { formatDay } from '../../../core/dates';
import { LineChart } from '../../components/admin/line-chart';
import { StatCard } from '../../components/admin/stat-card';
import { adminMeta } from '../../lib/meta';
import { fetchJson } from '../../lib/query';
import { analyticsData } from './analytics.server';

export function loader({ request, context, url }: Route.LoaderArgs) {
  return analyticsData(request, context, url);
}

/** A change of period is fetched in the browser (and kept there); the loader serves the first render. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'Analytics');

const dayList = (o: AnalyticsOverview) => o.series.map((d) => d.day);
const LABELS = { views: 'Views', shares: 'Shares', likes: 'Likes' } as const;
const number = (n: number) => n.toLocaleString('en-IN');
const cell = 'p-3 text-right tabular-nums';
const panel = 'rounded-xl border border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-900';

/** The Views, Shares and Likes columns every table here ends with. */
function EngagementHeaders() {
  return (
    <>
      {ENGAGEMENT_KINDS.map((kind) => (
        <th key={kind} scope="col" className={cell}>
          {LABELS[kind]}
        </th>
      ))}
    </>
  );
}

function EngagementCells({ totals }: { totals: Totals }) {
  return (
    <>
      {ENGAGEMENT_KINDS.map((kind) => (
        <td key={kind} className={cell}>
          {number(totals[kind])}
        </td>
      ))}
    </>
  );
}

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const days = parsePeriod(params.get('days')) ?? loaderData.days;
  const query = useQuery({
    queryKey: ['analytics', days],
    queryFn: () => fetchJson<AnalyticsOverview>(`/api/analytics?days=${days}`),
    initialData: days === loaderData.days ? loaderData.overview : undefined,
    initialDataUpdatedAt: loaderData.loadedAt,
    placeholderData: keepPreviousData,
  });
  const overview = query.data ?? loaderData.overview;
  const empty = overview.totals.views + overview.totals.shares + overview.totals.likes === 0;

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-black">Analytics</h1>
          <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
            Views, shares and likes from {formatDay(overview.from)} to {formatDay(overview.to)}. Views count readers on
            an article page, not crawlers, not staff, and not a reload.
          </p>
        </div>
        <nav aria-label="Period">
          <ul className="flex gap-2">
            {ANALYTICS_PERIODS.map((period) => (
              <li key={period}>
                <Link
                  to={`?days=${period}`}
                  replace
                  preventScrollReset
                  aria-current={period === days ? 'page' : undefined}
                  className={period === days ? 'btn-primary' : 'btn-secondary'}
                >
                  {period} days
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div role="status" aria-live="polite" className="text-sm">
        {query.isError ? (
          <p className="text-red-700 dark:text-red-300">Could not load these figures: {query.error.message}</p>
        ) : query.isFetching && query.isPlaceholderData ? (
          <p>Loading…</p>
        ) : null}
      </div>

      <section aria-label="Totals" className="grid gap-4 sm:grid-cols-3">
        {ENGAGEMENT_KINDS.map((kind) => (
          <StatCard
            key={kind}
            label={LABELS[kind]}
            value={overview.totals[kind]}
            recent={overview.totals[kind]}
            previous={overview.previous[kind]}
            days={overview.days}
            changeOnly
          />
        ))}
      </section>

      <section aria-labelledby="per-day-heading" className={`${panel} p-5`}>
        <h2 id="per-day-heading" className="font-serif text-xl font-bold">
          Per day
        </h2>
        {empty ? (
          <p className="mt-3 text-neutral-700 dark:text-neutral-300">
            Nothing counted in these {overview.days} days yet. Figures appear as readers open, share and like articles.
          </p>
        ) : null}
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          <LineChart
            title={`Views per day, last ${overview.days} days`}
            days={dayList(overview)}
            series={[
              {
                key: 'views',
                label: 'Views',
                className: 'stroke-blue-700 fill-blue-700 dark:stroke-blue-400 dark:fill-blue-400',
                swatch: 'bg-blue-700 dark:bg-blue-400',
                values: overview.series.map((d) => d.views),
              },
            ]}
          />
          <LineChart
            title={`Shares and likes per day, last ${overview.days} days`}
            days={dayList(overview)}
            series={[
              {
                key: 'shares',
                label: 'Shares',
                className: 'stroke-green-700 fill-green-700 dark:stroke-green-400 dark:fill-green-400',
                swatch: 'bg-green-700 dark:bg-green-400',
                values: overview.series.map((d) => d.shares),
              },
              {
                key: 'likes',
                label: 'Likes',
                className: 'stroke-brand-700 fill-brand-700 dark:stroke-red-400 dark:fill-red-400',
                swatch: 'bg-brand-700 dark:bg-red-400',
                values: overview.series.map((d) => d.likes),
              },
            ]}
          />
        </div>
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-semibold">Show the figures as a table</summary>
          <div className="mt-3 max-h-96 overflow-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">Views, shares and likes per day</caption>
              <thead>
                <tr className="border-b border-neutral-200 dark:border-neutral-800">
                  <th scope="col" className="p-3 text-left">
                    Day
                  </th>
                  <EngagementHeaders />
                </tr>
              </thead>
              <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
                {overview.series.map((d) => (
                  <tr key={d.day}>
                    <th scope="row" className="p-3 text-left font-normal">
                      <time dateTime={d.day}>{formatDay(d.day)}</time>
                    </th>
                    <EngagementCells totals={d} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>

      {/* grid-cols-1 (minmax(0, 1fr)): a wide table scrolls in its panel instead of widening the page on a phone. */}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
        <section aria-labelledby="top-heading">
          <h2 id="top-heading" className="font-serif text-xl font-bold">
            Top articles
          </h2>
          {overview.top.length === 0 ? (
            <p className="mt-3 text-neutral-700 dark:text-neutral-300">No article was read in this period.</p>
          ) : (
            <div className={`mt-3 overflow-x-auto ${panel}`}>
              <table className="w-full text-sm">
                <thead className="border-b border-neutral-200 dark:border-neutral-800">
                  <tr>
                    <th scope="col" className="p-3 text-left">
                      Article
                    </th>
                    <EngagementHeaders />
                  </tr>
                </thead>
                <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
                  {overview.top.map((a) => (
                    <tr key={a._id}>
                      <th scope="row" className="p-3 text-left font-normal">
                        {a.status === 'published' ? (
                          <Link to={articlePath(a)} reloadDocument className="link font-semibold">
                            {a.title}
                          </Link>
                        ) : (
                          <span className="font-semibold">{a.title}</span>
                        )}
                        <span className="block text-xs text-neutral-700 dark:text-neutral-300">
                          {a.category}
                          {a.status === 'published' ? '' : ` · ${a.status}`}
                        </span>
                      </th>
                      <EngagementCells totals={a} />
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>

        <section aria-labelledby="categories-heading">
          <h2 id="categories-heading" className="font-serif text-xl font-bold">
            By category
          </h2>
          <p id="categories-note" className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
            Published: the category&apos;s published stories now. With activity: its stories viewed, shared or liked in
            the last {overview.days} days.
          </p>
          {/* Focusable, so the table can be scrolled sideways from the keyboard on a narrow screen. */}
          <div className={`mt-3 overflow-x-auto ${panel}`} role="region" aria-label="Category figures" tabIndex={0}>
            <table className="w-full text-sm" aria-describedby="categories-note">
              <thead className="border-b border-neutral-200 dark:border-neutral-800">
                <tr>
                  <th scope="col" className="p-3 text-left">
                    Category
                  </th>
                  <th scope="col" className={cell}>
                    Published
                  </th>
                  <th scope="col" className={cell}>
                    With activity
                  </th>
                  <EngagementHeaders />
                </tr>
              </thead>
              <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
                {overview.categories.map((c) => (
                  <tr key={c.category}>
                    <th scope="row" className="p-3 text-left font-semibold">
                      {c.category}
                    </th>
                    <td className={cell}>{number(c.published)}</td>
                    <td className={cell}>{number(c.articles)}</td>
                    <EngagementCells totals={c} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      </div>
    </div>
  );
}
