import { useId, useState } from 'react';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import type { Route } from './+types/articles';
import { ARTICLE_STATUSES, articlePath } from '../../../core/article';
import { articlesHref, BULK_ACTIONS, BULK_LABELS, type BulkAction } from '../../../core/article-list';
import { CATEGORIES } from '../../../core/categories';
import { formatDate } from '../../../core/dates';
import { liveEditorLinkLabel } from '../../../core/live';
import { FilterSelect, HeaderCells } from '../../components/admin/table-parts';
import { Pagination } from '../../components/pagination';
import { StatusMessage } from '../../components/status-message';
import { adminMeta, siteTimeZone } from '../../lib/meta';
import { bulkChange, staffArticles } from './articles.server';

export function loader({ request, context }: Route.LoaderArgs) {
  return staffArticles(request, context);
}

/** Bulk publish, archive and delete: a question naming how many, then the change; plain form posts. */
export function action({ request, context }: Route.ActionArgs) {
  return bulkChange(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'Articles');

const muted = 'text-neutral-700 dark:text-neutral-300';
const cell = 'p-3';
const STATUS_LABELS: Record<(typeof ARTICLE_STATUSES)[number], string> = {
  draft: 'Draft',
  review: 'In review',
  scheduled: 'Scheduled',
  published: 'Published',
  archived: 'Archived',
};

type Data = Route.ComponentProps['loaderData'];

function Filters({ filters, authors }: Pick<Data, 'filters' | 'authors'>) {
  const id = useId();
  const filtered = Boolean(filters.q || filters.status || filters.category || filters.author || filters.tag);
  return (
    <Form method="get" role="search" aria-label="Filter articles" className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-semibold">
            Search titles
          </label>
          <input id={`${id}-q`} type="search" name="q" defaultValue={filters.q ?? ''} className="input h-11 w-full" />
        </div>
        <FilterSelect
          id={`${id}-status`}
          name="status"
          label="Status"
          value={filters.status}
          allLabel="Every status"
          options={ARTICLE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
        <FilterSelect
          id={`${id}-category`}
          name="category"
          label="Category"
          value={filters.category}
          allLabel="Every category"
          options={CATEGORIES.map((c) => ({ value: c, label: c }))}
        />
        <FilterSelect
          id={`${id}-author`}
          name="author"
          label="Author"
          value={filters.author}
          allLabel="Every author"
          options={authors.map((a) => ({ value: a._id, label: a.name }))}
        />
        <div>
          <label htmlFor={`${id}-tag`} className="mb-1 block text-sm font-semibold">
            Tag
          </label>
          <input id={`${id}-tag`} name="tag" defaultValue={filters.tag ?? ''} className="input h-11 w-full" />
        </div>
      </div>
      <div className="flex items-center gap-4">
        <button type="submit" className="btn-primary h-11">
          Filter
        </button>
        {filtered ? (
          <Link to="/admin/articles" className="link text-sm">
            Clear filters
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

const BULK_RUNNING: Record<BulkAction, string> = { publish: 'Publishing', archive: 'Archiving', delete: 'Deleting' };

/** The question before a bulk action, with the ticked stories carried along. */
function Confirmation({ confirm }: { confirm: { action: BulkAction; ids: string[]; question: string } }) {
  const headingId = useId();
  // Cancel goes back to the same list, filters and page kept.
  const { search } = useLocation();
  // While it runs, say so (a bulk action of many stories takes a moment; docs/performance.md).
  const navigation = useNavigation();
  const running = navigation.state === 'submitting' && navigation.formData?.get('confirmed') === 'yes';
  const noun = confirm.ids.length === 1 ? 'story' : 'stories';
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border-2 border-amber-500 bg-amber-50 p-4 dark:bg-neutral-900"
      data-testid="bulk-confirmation"
    >
      <h2 id={headingId} className="font-bold text-amber-950 dark:text-amber-200">
        {confirm.question}
      </h2>
      <Form method="post" className="mt-3 flex flex-wrap gap-3">
        <input type="hidden" name="action" value={confirm.action} />
        <input type="hidden" name="confirmed" value="yes" />
        {confirm.ids.map((id) => (
          <input key={id} type="hidden" name="ids" value={id} />
        ))}
        <button
          type="submit"
          disabled={running}
          className={confirm.action === 'delete' ? 'btn bg-red-700 text-white hover:bg-red-800' : 'btn-primary'}
        >
          Yes, {BULK_LABELS[confirm.action].toLowerCase()} {confirm.ids.length} {noun}
        </button>
        <Link to={{ search }} className="btn-secondary">
          Cancel
        </Link>
        {/* Announced politely, but not a second status region: the result is the page's one (StatusMessage). */}
        <span aria-live="polite" className="self-center text-sm text-neutral-800 dark:text-neutral-200">
          {running ? `${BULK_RUNNING[confirm.action]} ${confirm.ids.length} ${noun}…` : ''}
        </span>
      </Form>
    </section>
  );
}

export default function Articles({ loaderData, actionData, matches }: Route.ComponentProps) {
  const timeZone = siteTimeZone(matches);
  const { articles, pagination, filters, authors, canPublish, canDelete } = loaderData;
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const bulk = canPublish;
  const confirm = actionData && 'confirm' in actionData ? actionData.confirm : null;
  const result = actionData && 'message' in actionData ? actionData : undefined;
  const failed = actionData && 'failed' in actionData ? actionData.failed : [];
  // A bulk action done: its stories are no longer ticked (React's 'state from the previous render').
  const done = actionData && 'failed' in actionData ? actionData : null;
  const [handled, setHandled] = useState(done);
  if (done !== handled) {
    setHandled(done);
    if (done) setTicked(new Set());
  }
  // Only the stories on the page count: one archived or deleted since is no longer here.
  const tickedHere = articles.filter((a) => ticked.has(a._id)).length;
  const allTicked = articles.length > 0 && tickedHere === articles.length;
  const tick = (id: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const actions = BULK_ACTIONS.filter((a) => a !== 'delete' || canDelete);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="font-serif text-3xl font-black">Articles</h1>
        <p className={`mt-1 text-sm ${muted}`}>
          {pagination.totalItems.toLocaleString('en')} {pagination.totalItems === 1 ? 'article' : 'articles'}
          {pagination.totalPages > 1 ? `, page ${pagination.page} of ${pagination.totalPages}` : ''}
        </p>
      </div>

      <Filters filters={filters} authors={authors} />
      {confirm ? <Confirmation confirm={confirm} /> : null}
      <StatusMessage result={result} />
      {failed.length > 0 ? (
        <ul className="list-disc space-y-1 pl-6 text-sm text-red-700 dark:text-red-300">
          {failed.map((f) => (
            <li key={f.id}>
              {f.title ? `“${f.title}”` : 'A story'}: {f.message}
            </li>
          ))}
        </ul>
      ) : null}

      {articles.length === 0 ? (
        <p className={muted}>No articles match these filters.</p>
      ) : (
        <Form method="post" aria-label="Articles and bulk actions" className="space-y-3">
          {bulk ? (
            <div className="flex flex-wrap items-end gap-3">
              <div>
                <label htmlFor="bulk-action" className="mb-1 block text-sm font-semibold">
                  With the ticked stories
                </label>
                <select id="bulk-action" name="action" className="input h-11" defaultValue="">
                  <option value="" disabled>
                    Choose an action
                  </option>
                  {actions.map((a) => (
                    <option key={a} value={a}>
                      {BULK_LABELS[a]}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="btn-secondary h-11">
                Apply
              </button>
              <span className={`text-sm ${muted}`} aria-live="polite">
                {tickedHere > 0 ? `${tickedHere} ticked` : ''}
              </span>
            </div>
          ) : null}
          <div className="overflow-x-auto rounded-xl border border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-900">
            <table className="w-full text-left text-sm sm:min-w-[44rem]">
              <caption className="sr-only">Articles, newest first</caption>
              <thead className="border-b border-neutral-200 dark:border-neutral-800">
                <tr>
                  {bulk ? (
                    <th scope="col" className={`${cell} w-10`}>
                      <input
                        type="checkbox"
                        aria-label="Tick every story on this page"
                        checked={allTicked}
                        onChange={(event) =>
                          setTicked(event.target.checked ? new Set(articles.map((a) => a._id)) : new Set())
                        }
                        className="h-4 w-4"
                      />
                    </th>
                  ) : null}
                  <HeaderCells
                    cellClass={cell}
                    columns={[
                      { label: 'Title' },
                      { label: 'Status' },
                      { label: 'Category', className: `${cell} hidden sm:table-cell` },
                      { label: 'Author', className: `${cell} hidden md:table-cell` },
                      { label: 'Updated', className: `${cell} hidden md:table-cell` },
                    ]}
                  />
                </tr>
              </thead>
              <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
                {articles.map((a) => (
                  <tr key={a._id}>
                    {bulk ? (
                      <td className={cell}>
                        <input
                          type="checkbox"
                          name="ids"
                          value={a._id}
                          aria-label={`Tick “${a.title}”`}
                          checked={ticked.has(a._id)}
                          onChange={(event) => tick(a._id, event.target.checked)}
                          className="h-4 w-4"
                        />
                      </td>
                    ) : null}
                    <td className={`${cell} font-semibold`}>
                      {a.canEdit ? (
                        <Link to={`/admin/news/${a._id}/edit`} className="hover:underline">
                          {a.title}
                        </Link>
                      ) : a.status === 'published' ? (
                        <Link to={articlePath(a)} reloadDocument className="hover:underline">
                          {a.title}
                        </Link>
                      ) : (
                        a.title
                      )}
                      {a.tags.length > 0 ? (
                        <span className={`block text-xs font-normal ${muted}`}>{a.tags.join(', ')}</span>
                      ) : null}
                      {a.liveOnly ? (
                        <Link to={`/admin/news/${a._id}/edit`} className="link mt-1 block text-xs">
                          {liveEditorLinkLabel(a.liveEnded)}
                          <span className="sr-only"> of “{a.title}”</span>
                        </Link>
                      ) : null}
                    </td>
                    <td className={cell}>{STATUS_LABELS[a.status]}</td>
                    <td className={`${cell} hidden sm:table-cell`}>{a.category}</td>
                    <td className={`${cell} hidden md:table-cell`}>{a.author ?? '—'}</td>
                    <td className={`${cell} hidden whitespace-nowrap md:table-cell`}>
                      <time dateTime={a.updatedAt}>{formatDate(a.updatedAt, timeZone)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Form>
      )}
      <Pagination
        page={pagination.page}
        totalPages={pagination.totalPages}
        totalItems={pagination.totalItems}
        hrefFor={(page) => articlesHref({ ...filters, page })}
      />
    </div>
  );
}
