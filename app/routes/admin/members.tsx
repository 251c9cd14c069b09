import { Form } from 'react-router';
import type { Route } from './+types/members';
import { MEMBERSHIP_STATUSES, memberStateText } from '../../../core/members';
import { CompForm } from '../../components/admin/comp-form';
import { Pagination } from '../../components/pagination';
import { StatusMessage } from '../../components/status-message';
import { adminMeta, siteTimeZone } from '../../lib/meta';
import { changeMembers, membersPage } from './members.server';

export function loader({ request, context, url }: Route.LoaderArgs) {
  return membersPage(request, context, url);
}

/** Comp and end-comp: plain form posts, so they work without JavaScript. */
export function action({ request, context }: Route.ActionArgs) {
  return changeMembers(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'Members');

const muted = 'text-neutral-700 dark:text-neutral-300';
const card = 'rounded-xl border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900';

/**
 * Members (docs/product.md, 'Members and tiers'): paid and complimentary memberships, past ones
 * too, filtered by tier and state and searched by name or e-mail; a CSV of the filtered list; a
 * complimentary membership given or ended. Admins only: the list holds members' e-mails.
 */
export default function MembersPage({ loaderData, actionData, matches }: Route.ComponentProps) {
  const timeZone = siteTimeZone(matches);
  const { members, total, page, pages, tiers, filter } = loaderData;
  const query = new URLSearchParams(Object.entries(filter).filter(([, v]) => v) as [string, string][]);
  return (
    <div>
      <h1 className="font-serif text-3xl font-black">Members</h1>
      <p className={`mt-1 ${muted}`}>
        {total.toLocaleString('en-IN')} {total === 1 ? 'member' : 'members'}
        {filter.q || filter.tier || filter.status ? ' match' : ''}. Every reader account is a free member; these have,
        or had, a paid or complimentary membership.
      </p>
      <StatusMessage result={actionData ?? undefined} className="mt-2 min-h-6 text-sm font-semibold" />
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <Form method="get" className={`flex flex-wrap items-end gap-3 ${card}`}>
          <div className="min-w-40 flex-1">
            <label htmlFor="members-q" className="block text-sm font-semibold">
              Search
            </label>
            <input
              id="members-q"
              type="search"
              name="q"
              defaultValue={filter.q}
              placeholder="Name or e-mail"
              className="input mt-1"
            />
          </div>
          <div>
            <label htmlFor="members-tier" className="block text-sm font-semibold">
              Tier
            </label>
            <select id="members-tier" name="tier" defaultValue={filter.tier} className="input mt-1 w-auto">
              <option value="">Any</option>
              {tiers.map((tier) => (
                <option key={tier._id} value={tier._id}>
                  {tier.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="members-status" className="block text-sm font-semibold">
              State
            </label>
            <select id="members-status" name="status" defaultValue={filter.status} className="input mt-1 w-auto">
              <option value="">Any</option>
              {MEMBERSHIP_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status.replace('_', ' ')}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-secondary py-1.5">
            Filter
          </button>
          <a href={`/api/members/export.csv?${query}`} className="btn-secondary py-1.5" download>
            Download CSV
          </a>
        </Form>
        <CompForm tiers={tiers} className={card} />
      </div>
      {members.length === 0 ? (
        <p
          className={`mt-4 rounded-xl border border-dashed border-neutral-300 p-8 text-center dark:border-neutral-700 ${muted}`}
        >
          No member matches.
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto" role="region" aria-label="Members" tabIndex={0}>
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-neutral-300 dark:border-neutral-700">
                <th scope="col" className="py-2 pr-3">
                  Member
                </th>
                <th scope="col" className="py-2 pr-3">
                  E-mail
                </th>
                <th scope="col" className="py-2 pr-3">
                  Tier
                </th>
                <th scope="col" className="py-2 pr-3">
                  State
                </th>
                <th scope="col" className="py-2">
                  Action
                </th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.userId} className="border-b border-neutral-200 dark:border-neutral-800">
                  <td className="py-2 pr-3">
                    <a href={`/admin/members/${member.userId}`} className="font-semibold underline">
                      {member.name}
                    </a>
                    {member.name !== member.username ? (
                      <span className={`block ${muted}`}>{member.username}</span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-3 [overflow-wrap:anywhere]">{member.email ?? '—'}</td>
                  <td className="py-2 pr-3">{member.tier ?? '—'}</td>
                  <td className="py-2 pr-3">
                    {memberStateText(member, timeZone)}
                    {member.source === 'stripe' ? <span className={`block ${muted}`}>Paid through Stripe</span> : null}
                  </td>
                  <td className="py-2">
                    {member.status === 'comp' ? (
                      <Form method="post">
                        <input type="hidden" name="intent" value="end-comp" />
                        <input type="hidden" name="id" value={member.userId} />
                        <button type="submit" className="btn-secondary py-1 text-sm">
                          End<span className="sr-only"> {member.username}’s complimentary membership</span>
                        </button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={page}
        totalPages={pages}
        totalItems={total}
        itemsLabel="members"
        hrefFor={(p) => `/admin/members?${new URLSearchParams({ ...Object.fromEntries(query), page: String(p) })}`}
      />
    </div>
  );
}
