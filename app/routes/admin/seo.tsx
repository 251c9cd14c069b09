import { Form, Link, redirect } from 'react-router';
import type { Route } from './+types/seo';
import { articlePath } from '../../../core/article';
import { CATEGORIES } from '../../../core/categories';
import { formatDate } from '../../../core/dates';
import {
  SEO_FIRST_DIRECTION,
  SEO_LEVEL_MIN,
  SEO_LEVELS,
  seoHref,
  seoLevel,
  type SeoLevel,
  type SeoQuery,
  type SeoSort,
  type SortDirection,
} from '../../../core/seo';
import { Pagination } from '../../components/pagination';
import { forPage } from '../../lib/use-case.server';
import { adminMeta, siteTimeZone } from '../../lib/meta';
import { FilterSelect } from '../../components/admin/table-parts';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const page = await forPage(request, () => context.queries.news.seoReport(context.actor, url.searchParams));
  const { query, pagination } = page;
  // Past the last page (filters narrowed, articles deleted): the last page there is.
  if (query.page > pagination.page) throw redirect(seoHref({ ...query, page: pagination.page }));
  return page;
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'SEO');

const LEVEL_STYLE: Record<SeoLevel, { label: string; range: string; className: string }> = {
  good: {
    label: 'Good',
    range: `${SEO_LEVEL_MIN.good} and over`,
    className: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  },
  fair: {
    label: 'Fair',
    range: `${SEO_LEVEL_MIN.fair}–${SEO_LEVEL_MIN.good - 1}`,
    className: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200',
  },
  poor: {
    label: 'Poor',
    range: `below ${SEO_LEVEL_MIN.fair}`,
    className: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  },
};

const SORT_NAMES: Record<SeoSort, Record<SortDirection, string>> = {
  score: { asc: 'lowest score first', desc: 'highest score first' },
  title: { asc: 'title, A to Z', desc: 'title, Z to A' },
  words: { asc: 'fewest words first', desc: 'most words first' },
  updated: { asc: 'oldest change first', desc: 'newest change first' },
};

const muted = 'text-neutral-700 dark:text-neutral-300';
const count = (n: number) => n.toLocaleString('en-IN');

function ScoreBadge({ score }: { score: number }) {
  const style = LEVEL_STYLE[seoLevel(score)];
  return (
    <span
      className={`inline-flex min-w-12 flex-col items-center justify-center rounded px-2 py-1 font-bold sm:min-w-16 sm:flex-row sm:gap-1 ${style.className}`}
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
  query,
}: {
  column: SeoSort;
  label: string;
  className?: string;
  query: SeoQuery;
}) {
  const active = query.sort === column;
  const next: SortDirection = active ? (query.dir === 'asc' ? 'desc' : 'asc') : SEO_FIRST_DIRECTION[column];
  return (
    <th
      scope="col"
      className={`p-2 sm:p-3 ${className}`}
      aria-sort={active ? (query.dir === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <Link
        to={seoHref({ ...query, sort: column, dir: next, page: 1 })}
        replace
        preventScrollReset
        className="inline-flex items-center gap-1 hover:underline"
      >
        {label}
        <span aria-hidden="true">{active ? (query.dir === 'asc' ? '▲' : '▼') : '↕'}</span>
        <span className="sr-only">, sort {next === 'asc' ? 'ascending' : 'descending'}</span>
      </Link>
    </th>
  );
}

function Filters({ query, authors }: { query: SeoQuery; authors: { _id: string; name: string }[] }) {
  const filtered = Boolean(query.level || query.category || query.author);
  return (
    // A plain GET form: it works without JavaScript and leaves the filters in the address.
    <Form
      method="get"
      aria-label="Filter articles"
      className="grid gap-3 rounded-xl border border-neutral-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end dark:border-neutral-800 dark:bg-neutral-900"
      key={seoHref(query)}
    >
      <FilterSelect
        id="seo-level"
        name="level"
        label="Score"
        value={query.level}
        allLabel="All scores"
        options={SEO_LEVELS.map((level) => ({
          value: level,
          label: `${LEVEL_STYLE[level].label} (${LEVEL_STYLE[level].range})`,
        }))}
      />
      <FilterSelect
        id="seo-category"
        name="category"
        label="Category"
        value={query.category}
        allLabel="All categories"
        options={CATEGORIES.map((category) => ({ value: category, label: category }))}
      />
      <FilterSelect
        id="seo-author"
        name="author"
        label="Author"
        value={query.author}
        allLabel="All authors"
        options={authors.map((author) => ({ value: author._id, label: author.name }))}
      />
      {/* The chosen order stays when the filters change. */}
      {query.sort !== 'score' || query.dir !== SEO_FIRST_DIRECTION.score ? (
        <>
          <input type="hidden" name="sort" value={query.sort} />
          <input type="hidden" name="dir" value={query.dir} />
        </>
      ) : null}
      <div className="flex items-center gap-3 sm:col-span-2 lg:col-span-1">
        <button type="submit" className="btn-primary h-11">
          Filter
        </button>
        {filtered ? (
          <Link to={seoHref({ ...query, level: null, category: null, author: null, page: 1 })} className="link text-sm">
            Clear filters
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

export default function Seo({ loaderData, matches }: Route.ComponentProps) {
  const timeZone = siteTimeZone(matches);
  const { reports, summary, pagination, query, authors } = loaderData;
  const narrowed = Boolean(query.category || query.author);
  const authorName = authors.find((a) => a._id === query.author)?.name;
  const scope = [query.category, authorName ? `by ${authorName}` : null].filter(Boolean).join(', ');

  return (
    <div className="space-y-6">
      <div>
        <h1 className="font-serif text-3xl font-black">SEO</h1>
        <p className={`mt-1 max-w-3xl text-sm ${muted}`}>
          The score starts at 50: +20 when the focus keyword is in the content, +15 at 300 words and +10 more at 1,000.
          {` ${SEO_LEVEL_MIN.good}`} and over is good, {SEO_LEVEL_MIN.fair} to {SEO_LEVEL_MIN.good - 1} fair, below{' '}
          {SEO_LEVEL_MIN.fair} poor. Each article lists the steps that would raise its score, with the points they earn;
          meta titles and descriptions are checked as the article’s page shows them, and do not change the score.
        </p>
      </div>

      <Filters query={query} authors={authors} />

      {summary.total === 0 ? (
        <p className={muted}>
          {narrowed ? 'No articles match these filters.' : 'No articles yet.'}
          {narrowed ? (
            <>
              {' '}
              <Link to={seoHref({ ...query, level: null, category: null, author: null, page: 1 })} className="link">
                Show every article
              </Link>
            </>
          ) : null}
        </p>
      ) : (
        <>
          <section aria-label="Score summary" className="space-y-3">
            <p className="text-sm">
              <strong>{count(summary.total)}</strong> {summary.total === 1 ? 'article' : 'articles'}
              {scope ? ` (${scope})` : ''}, average score <strong>{summary.average}</strong>
            </p>
            <ul className="grid grid-cols-3 gap-2 sm:max-w-xl">
              {SEO_LEVELS.map((level) => {
                const current = query.level === level;
                return (
                  <li key={level}>
                    <Link
                      to={seoHref({ ...query, level: current ? null : level, page: 1 })}
                      aria-current={current ? 'true' : undefined}
                      className={`block rounded-lg px-3 py-2 text-center hover:underline ${LEVEL_STYLE[level].className} ${current ? 'ring-2 ring-neutral-900 dark:ring-white' : ''}`}
                    >
                      <span className="block text-xl font-black tabular-nums">{count(summary.counts[level])}</span>
                      <span className="block text-xs font-semibold">
                        {LEVEL_STYLE[level].label} <span className="font-normal">({LEVEL_STYLE[level].range})</span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>

          {reports.length === 0 ? (
            <p className={muted}>
              No {query.level ? LEVEL_STYLE[query.level].label.toLowerCase() : ''} articles here.{' '}
              <Link to={seoHref({ ...query, level: null, page: 1 })} className="link">
                Show every score
              </Link>
            </p>
          ) : (
            <div className="overflow-x-auto rounded-xl border border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-900">
              <table className="w-full text-left text-sm sm:min-w-[40rem]">
                <caption className={`p-3 text-left text-sm ${muted}`}>
                  {query.level ? `${LEVEL_STYLE[query.level].label} scores` : 'SEO scores'}
                  {scope ? ` (${scope})` : ''}: {count(pagination.totalItems)}{' '}
                  {pagination.totalItems === 1 ? 'article' : 'articles'}, {SORT_NAMES[query.sort][query.dir]}
                  {pagination.totalPages > 1 ? `, page ${pagination.page} of ${pagination.totalPages}` : ''}
                </caption>
                <thead className="border-y border-neutral-200 dark:border-neutral-800">
                  <tr>
                    <SortHeader column="score" label="Score" query={query} />
                    <SortHeader column="title" label="Article" query={query} />
                    <SortHeader
                      column="words"
                      label="Words"
                      className="hidden text-right sm:table-cell"
                      query={query}
                    />
                    <th scope="col" className="p-2 sm:p-3">
                      What would raise it
                    </th>
                    <SortHeader column="updated" label="Updated" className="hidden md:table-cell" query={query} />
                  </tr>
                </thead>
                <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
                  {reports.map((r) => (
                    <tr key={r._id} className="align-top">
                      <td className="p-2 sm:p-3">
                        <ScoreBadge score={r.score} />
                      </td>
                      <th scope="row" className="p-2 font-normal [overflow-wrap:break-word] sm:min-w-48 sm:p-3">
                        {loaderData.canEditAny ? (
                          <Link to={`/admin/news/${r._id}/edit`} className="link font-semibold">
                            {r.title}
                          </Link>
                        ) : r.status === 'published' ? (
                          <Link to={articlePath(r)} reloadDocument className="link font-semibold">
                            {r.title}
                          </Link>
                        ) : (
                          <span className="font-semibold">{r.title}</span>
                        )}
                        {r.pageTitle !== r.title ? (
                          <span className={`block text-xs ${muted}`}>In search results: “{r.pageTitle}”</span>
                        ) : null}
                        <span className={`block text-xs ${muted}`}>
                          {r.category} · {r.status}
                          {/* Phones have no Words column. */}
                          <span className="sm:hidden"> · {count(r.words)} words</span>
                        </span>
                      </th>
                      <td className="hidden p-3 text-right tabular-nums sm:table-cell">{count(r.words)}</td>
                      <td className="p-2 sm:min-w-64 sm:p-3">
                        {r.issues.length === 0 ? (
                          <span className="text-green-800 dark:text-green-300">Nothing to fix</span>
                        ) : (
                          <ul className="space-y-1">
                            {r.issues.map((issue) => (
                              <li key={issue.code}>
                                {issue.message}
                                {issue.points > 0 ? ' ' : null}
                                {issue.points > 0 ? (
                                  <span className="font-semibold whitespace-nowrap text-green-800 dark:text-green-300">
                                    (+{issue.points})
                                  </span>
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
          )}
          <Pagination
            page={pagination.page}
            totalPages={pagination.totalPages}
            totalItems={pagination.totalItems}
            hrefFor={(page) => seoHref({ ...query, page })}
          />
        </>
      )}
    </div>
  );
}
