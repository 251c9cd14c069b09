import { Form, Link, redirect } from 'react-router';
import type { Route } from './+types/audit';
import { formatDateTime } from '../../../core/dates';
import { Pagination } from '../../components/pagination';
import { adminMeta, siteTimeZone } from '../../lib/meta';
import { forPage } from '../../lib/use-case.server';
import type { AuditRecord } from '../../../server/audit/audit.service';
import { FilterSelect, HeaderCells } from '../../components/admin/table-parts';

interface AuditFilters {
  actor?: string;
  action?: string;
}

/** The page's address for these filters and page: `/admin/audit?actor=…&action=…&page=N`. */
function auditHref(filters: AuditFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.actor) params.set('actor', filters.actor);
  if (filters.action) params.set('action', filters.action);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/admin/audit?${query}` : '/admin/audit';
}

/** Admins only (docs/decisions/004-use-case-layer.md): the log is read here, never changed. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const log = await forPage(request, () =>
    context.queries.audit.list(context.actor, Object.fromEntries(url.searchParams)),
  );
  const totalPages = Math.max(1, Math.ceil(log.total / log.pageSize));
  // Past the last page (filters narrowed): the last page there is.
  if (log.page > totalPages) throw redirect(auditHref(log.filters, totalPages));
  return { ...log, totalPages };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'Audit log');

const muted = 'text-neutral-700 dark:text-neutral-300';
const count = (n: number) => n.toLocaleString('en-IN');

/** The object a record is about: a link to where it is edited, when it still may be. */
function Target({ record }: { record: AuditRecord }) {
  if (!record.targetType) return <span className={muted}>—</span>;
  const label = record.targetLabel || record.targetId || record.targetType;
  const gone = record.action.endsWith('.delete');
  const href =
    gone || !record.targetId
      ? null
      : record.targetType === 'article'
        ? `/admin/news/${record.targetId}/edit`
        : record.targetType === 'user'
          ? '/admin/users'
          : null;
  return (
    <>
      <span className={`block text-xs ${muted}`}>{record.targetType}</span>
      {href ? (
        <Link to={href} className="link font-semibold [overflow-wrap:anywhere]">
          {label}
        </Link>
      ) : (
        <span className="font-semibold [overflow-wrap:anywhere]">{label}</span>
      )}
    </>
  );
}

const DETAIL_LIMIT = 120;

/** A record's details in one short line: `key: value; …`, cut at DETAIL_LIMIT characters. */
function detailsText(details: Record<string, unknown> | null): string {
  if (!details) return '';
  const text = Object.entries(details)
    .map(([key, value]) => {
      const shown =
        typeof value === 'string'
          ? value
          : Array.isArray(value)
            ? value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ')
            : JSON.stringify(value);
      return `${key}: ${shown}`;
    })
    .join('; ');
  return text.length > DETAIL_LIMIT ? `${text.slice(0, DETAIL_LIMIT - 1)}…` : text;
}

function Filters({
  filters,
  facets,
}: {
  filters: AuditFilters;
  facets: { actors: { id: string; name: string }[]; actions: string[] };
}) {
  const filtered = Boolean(filters.actor || filters.action);
  return (
    // A plain GET form: it works without JavaScript and leaves the filters in the address.
    <Form
      method="get"
      aria-label="Filter records"
      className="grid gap-3 rounded-xl border border-neutral-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto] lg:items-end dark:border-neutral-800 dark:bg-neutral-900"
      key={auditHref(filters)}
    >
      <FilterSelect
        id="audit-actor"
        name="actor"
        label="Person"
        value={filters.actor}
        allLabel="Everyone"
        options={facets.actors.map((a) => ({ value: a.id, label: a.name }))}
      />
      <FilterSelect
        id="audit-action"
        name="action"
        label="Action"
        value={filters.action}
        allLabel="All actions"
        options={facets.actions.map((action) => ({ value: action, label: action }))}
      />
      <div className="flex items-center gap-3 sm:col-span-2 lg:col-span-1">
        <button type="submit" className="btn-primary h-11">
          Filter
        </button>
        {filtered ? (
          <Link to={auditHref({})} className="link text-sm">
            Clear filters
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

export default function Audit({ loaderData, matches }: Route.ComponentProps) {
  const timeZone = siteTimeZone(matches);
  const { items, total, page, totalPages, filters, facets } = loaderData;
  const filtered = Boolean(filters.actor || filters.action);
  const actorName = facets.actors.find((a) => a.id === filters.actor)?.name;
  const scope = [actorName ? `by ${actorName}` : null, filters.action ?? null].filter(Boolean).join(', ');

  return (
    <div className="space-y-6">
      <div>
        <h1 className="font-serif text-3xl font-black">Audit log</h1>
        <p className={`mt-1 max-w-3xl text-sm ${muted}`}>
          Every change made in the admin area and through the API: who made it, when, on what, and from which address.
          Records are kept as written; nobody can edit or remove one.
        </p>
      </div>

      <Filters filters={filters} facets={facets} />

      {total === 0 ? (
        <p className={muted}>
          {filtered
            ? 'No records match these filters.'
            : 'No records yet. Changes will be listed here as they are made.'}
          {filtered ? (
            <>
              {' '}
              <Link to={auditHref({})} className="link">
                Show every record
              </Link>
            </>
          ) : null}
        </p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-xl border border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-900">
            <table className="w-full text-left text-sm sm:min-w-[40rem]">
              <caption className={`p-3 text-left text-sm ${muted}`}>
                Audit records{scope ? ` (${scope})` : ''}: {count(total)} {total === 1 ? 'record' : 'records'}, newest
                first{totalPages > 1 ? `, page ${page} of ${totalPages}` : ''}
              </caption>
              <thead className="border-y border-neutral-200 dark:border-neutral-800">
                <tr>
                  <HeaderCells
                    cellClass="p-2 sm:p-3"
                    columns={[
                      { label: 'When' },
                      { label: 'Who' },
                      { label: 'Action' },
                      { label: 'Object' },
                      { label: 'Address', className: 'hidden p-3 md:table-cell' },
                      { label: 'Details', className: 'hidden p-3 sm:table-cell' },
                    ]}
                  />
                </tr>
              </thead>
              <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
                {items.map((r) => (
                  <tr key={r.id} className="align-top">
                    <td className="p-2 sm:p-3 sm:whitespace-nowrap">
                      <time dateTime={r.at}>{formatDateTime(r.at, timeZone)}</time>
                    </td>
                    <th scope="row" className="p-2 font-semibold [overflow-wrap:anywhere] sm:p-3">
                      {r.actorName}
                    </th>
                    <td className="p-2 sm:p-3">
                      <code className="text-xs font-semibold whitespace-nowrap">{r.action}</code>
                    </td>
                    <td className="p-2 sm:p-3">
                      <Target record={r} />
                    </td>
                    <td className="hidden p-3 tabular-nums md:table-cell">
                      {r.ip ?? <span className={muted}>—</span>}
                    </td>
                    <td className={`hidden p-3 [overflow-wrap:anywhere] sm:table-cell ${muted}`}>
                      {detailsText(r.details) || '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={page}
            totalPages={totalPages}
            totalItems={total}
            itemsLabel="records"
            hrefFor={(p) => auditHref(filters, p)}
          />
        </>
      )}
    </div>
  );
}
