import { Link } from 'react-router';
import type { Route } from './+types/seo';
import { articlePath } from '../../../core/article';
import { formatDate } from '../../../core/dates';
import { seoLevel, type SeoLevel } from '../../../core/seo';
import { can } from '../../../core/roles';
import { requireViewer } from '../../lib/guard.server';
import { adminMeta, rootDataOf } from '../../lib/meta';

const SORTS = ['score', 'title', 'words', 'updated'] as const;
type Sort = (typeof SORTS)[number];
type Direction = 'asc' | 'desc';
/** The direction a column sorts in first: worst scores, A to Z, shortest, newest. */
const FIRST_DIRECTION: Record<Sort, Direction> = { score: 'asc', title: 'asc', words: 'asc', updated: 'desc' };
const LIMIT = 1000;

export async function loader({ context, url }: Route.LoaderArgs) {
  const viewer = requireViewer(context, url, 'admin:access');
  const sortParam = url.searchParams.get('sort');
  const sort: Sort = (SORTS as readonly string[]).includes(sortParam ?? '') ? (sortParam as Sort) : 'score';
  const dirParam = url.searchParams.get('dir');
  const dir: Direction = dirParam === 'asc' || dirParam === 'desc' ? dirParam : FIRST_DIRECTION[sort];
  const reports = await context.services.news.seoReports(viewer, LIMIT);
  const compare = {
    score: (a: (typeof reports)[number], b: (typeof reports)[number]) => a.score - b.score,
    title: (a: (typeof reports)[number], b: (typeof reports)[number]) => a.title.localeCompare(b.title, 'en'),
    words: (a: (typeof reports)[number], b: (typeof reports)[number]) => a.words - b.words,
    updated: (a: (typeof reports)[number], b: (typeof reports)[number]) => a.updatedAt.localeCompare(b.updatedAt),
  }[sort];
  // Ties keep the newest first (the order the service answers in).
  const sorted = reports
    .map((report, index) => ({ report, index }))
    .sort((a, b) => (dir === 'asc' ? 1 : -1) * compare(a.report, b.report) || a.index - b.index)
    .map(({ report }) => report);
  const average = reports.length ? Math.round(reports.reduce((sum, r) => sum + r.score, 0) / reports.length) : null;
  const counts = { good: 0, fair: 0, poor: 0 } satisfies Record<SeoLevel, number>;
  for (const r of reports) counts[r.level] += 1;
  return {
    reports: sorted,
    sort,
    dir,
    average,
    counts,
    capped: reports.length === LIMIT,
    canEditAny: can(viewer.role, 'articles:edit-any'),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'SEO');

const LEVEL_STYLE: Record<SeoLevel, { label: string; className: string }> = {
  good: { label: 'Good', className: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200' },
  fair: { label: 'Fair', className: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200' },
  poor: { label: 'Poor', className: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200' },
};

function ScoreBadge({ score }: { score: number }) {
  const style = LEVEL_STYLE[seoLevel(score)];
  return (
    <span
      className={`inline-flex min-w-16 items-center justify-center gap-1 rounded px-2 py-1 font-bold ${style.className}`}
    >
      <span className="tabular-nums">{score}</span>
      <span className="text-xs font-semibold">{style.label}</span>
    </span>
  );
}

function SortHeader({
  column,
  label,
  className = '',
  sort,
  dir,
}: {
  column: Sort;
  label: string;
  className?: string;
  sort: Sort;
  dir: Direction;
}) {
  const active = sort === column;
  const next: Direction = active ? (dir === 'asc' ? 'desc' : 'asc') : FIRST_DIRECTION[column];
  return (
    <th
      scope="col"
      className={`p-3 ${className}`}
      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <Link
        to={`?sort=${column}&dir=${next}`}
        replace
        preventScrollReset
        className="inline-flex items-center gap-1 hover:underline"
      >
        {label}
        <span aria-hidden="true">{active ? (dir === 'asc' ? '▲' : '▼') : '↕'}</span>
        <span className="sr-only">, sort {next === 'asc' ? 'ascending' : 'descending'}</span>
      </Link>
    </th>
  );
}

export default function Seo({ loaderData, matches }: Route.ComponentProps) {
  const timeZone = rootDataOf(matches)?.site.timeZone ?? 'Asia/Kolkata';
  const { reports, sort, dir, average, counts } = loaderData;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="font-serif text-3xl font-black">SEO</h1>
        <p className="mt-1 max-w-3xl text-sm text-neutral-700 dark:text-neutral-300">
          The score starts at 50: +20 when the focus keyword is in the content, +15 at 300 words and +10 more at 1,000.
          80 and over is good, 60 and over fair. Missing or over-long metadata does not change the score but shows in
          search results, so it is listed too.
        </p>
      </div>

      {reports.length === 0 ? (
        <p className="text-neutral-700 dark:text-neutral-300">No articles yet.</p>
      ) : (
        <>
          <p className="text-sm">
            {reports.length.toLocaleString('en-IN')} articles{loaderData.capped ? ' (the newest 1,000)' : ''}, average
            score <strong>{average}</strong>: {counts.good} good, {counts.fair} fair, {counts.poor} poor.
          </p>
          <div className="overflow-x-auto rounded-xl border border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-900">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <thead className="border-b border-neutral-200 dark:border-neutral-800">
                <tr>
                  <SortHeader column="score" label="Score" sort={sort} dir={dir} />
                  <SortHeader column="title" label="Article" sort={sort} dir={dir} />
                  <SortHeader column="words" label="Words" className="text-right" sort={sort} dir={dir} />
                  <th scope="col" className="p-3">
                    What lowers it
                  </th>
                  <SortHeader column="updated" label="Updated" className="hidden md:table-cell" sort={sort} dir={dir} />
                </tr>
              </thead>
              <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
                {reports.map((r) => (
                  <tr key={r._id} className="align-top">
                    <td className="p-3">
                      <ScoreBadge score={r.score} />
                    </td>
                    <th scope="row" className="min-w-48 p-3 font-normal [overflow-wrap:break-word]">
                      {loaderData.canEditAny ? (
                        <Link to={`/admin/news/${r._id}/edit`} className="link font-semibold">
                          {r.title}
                        </Link>
                      ) : r.status === 'published' ? (
                        <Link to={articlePath(r)} className="link font-semibold">
                          {r.title}
                        </Link>
                      ) : (
                        <span className="font-semibold">{r.title}</span>
                      )}
                      <span className="block text-xs text-neutral-700 dark:text-neutral-300">
                        {r.category} · {r.status}
                      </span>
                    </th>
                    <td className="p-3 text-right tabular-nums">{r.words.toLocaleString('en-IN')}</td>
                    <td className="p-3">
                      {r.issues.length === 0 ? (
                        <span className="text-green-800 dark:text-green-300">Nothing to fix</span>
                      ) : (
                        <ul className="space-y-1">
                          {r.issues.map((issue) => (
                            <li key={issue.code}>
                              {issue.message}
                              {issue.points > 0 ? ' ' : null}
                              {issue.points > 0 ? (
                                <span className="font-semibold text-red-700 dark:text-red-300">(−{issue.points})</span>
                              ) : null}
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                    <td className="hidden p-3 whitespace-nowrap md:table-cell">
                      <time dateTime={r.updatedAt}>{formatDate(r.updatedAt, timeZone)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
