import type { Route } from './+types/revenue';
import { CURRENCIES, formatPrice, type Currency } from '../../../core/members';
import { adminMeta } from '../../lib/meta';
import { HeaderCells, type Column } from '../../components/admin/table-parts';
import { forPage } from '../../lib/use-case.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  return forPage(request, () => context.queries.revenue.report(context.actor));
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'Revenue');

const muted = 'text-neutral-700 dark:text-neutral-300';
const headRow = 'border-b border-neutral-300 dark:border-neutral-700';
const numberHead = 'py-2 pr-3 text-right';
const MONTH_COLUMNS: Column[] = [
  { label: 'Month', className: 'py-2 pr-3' },
  { label: 'New members' },
  { label: 'Cancelled' },
  { label: 'Donations', className: 'py-2 text-right' },
];
const STORY_COLUMNS: Column[] = [
  { label: 'Story', className: 'py-2 pr-3' },
  { label: 'Sign-ups' },
  { label: 'Memberships', className: 'py-2 text-right' },
];
const card = 'rounded-xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900';

/** '₹4,990 + $120', or '–' for nothing. */
function amounts(byCurrency: Partial<Record<Currency, number>>): string {
  const parts = CURRENCIES.flatMap((currency) => {
    const amount = byCurrency[currency];
    return amount ? [formatPrice(amount, currency)] : [];
  });
  return parts.length ? parts.join(' + ') : '–';
}

/** '2026-11' as 'Nov 2026'. */
function monthName(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1, 15)).toLocaleDateString('en-IN', { month: 'short', year: 'numeric' });
}

/**
 * Revenue (docs/product.md, 'Revenue'): for admins the money (monthly recurring revenue, members,
 * new and cancelled memberships and donations per month); for editors and admins, which stories
 * brought sign-ups and memberships.
 */
export default function RevenuePage({ loaderData }: Route.ComponentProps) {
  const { money, conversion } = loaderData;
  return (
    <div>
      <h1 className="font-serif text-3xl font-black">Revenue</h1>
      {money ? (
        <>
          <div className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            <Figure label="Monthly recurring revenue" value={amounts(money.mrr)} note="Yearly plans count a twelfth." />
            <Figure label="Paying members" value={money.activeMembers.toLocaleString('en-IN')} />
            <Figure label="On a free trial" value={money.trialing.toLocaleString('en-IN')} />
            <Figure label="Complimentary" value={money.complimentary.toLocaleString('en-IN')} />
          </div>
          <section aria-labelledby="months-heading" className={`mt-6 ${card}`}>
            <h2 id="months-heading" className="font-serif text-xl font-bold">
              By month
            </h2>
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className={headRow}>
                    <HeaderCells columns={MONTH_COLUMNS} cellClass={numberHead} />
                  </tr>
                </thead>
                <tbody>
                  {money.months.map((row) => (
                    <tr key={row.month} className="border-b border-neutral-200 dark:border-neutral-800">
                      <th scope="row" className="py-2 pr-3 font-normal">
                        {monthName(row.month)}
                      </th>
                      <td className="py-2 pr-3 text-right tabular-nums">{row.newMembers}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{row.cancelled}</td>
                      <td className="py-2 text-right tabular-nums">{amounts(row.donations)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      ) : (
        <p className={`mt-2 ${muted}`}>Admins see the money here; editors see which stories bring readers in.</p>
      )}
      <section aria-labelledby="conversion-heading" className={`mt-6 ${card}`}>
        <h2 id="conversion-heading" className="font-serif text-xl font-bold">
          Stories that brought readers in
        </h2>
        <p className={`mt-1 text-sm ${muted}`}>
          The last 90 days: sign-ups made from a story’s page, and memberships bought from a locked story’s offer.
        </p>
        {conversion.length === 0 ? (
          <p className={`mt-3 ${muted}`}>No sign-ups or memberships from a story yet.</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className={headRow}>
                  <HeaderCells columns={STORY_COLUMNS} cellClass={numberHead} />
                </tr>
              </thead>
              <tbody>
                {conversion.map((story) => (
                  <tr key={story._id} className="border-b border-neutral-200 dark:border-neutral-800">
                    <td className="py-2 pr-3">
                      <a href={story.path} className="underline">
                        {story.title}
                      </a>
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums">{story.signups}</td>
                    <td className="py-2 text-right tabular-nums">{story.subscriptions}</td>
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

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className={card}>
      <p className={`text-sm font-semibold ${muted}`}>{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
      {note ? <p className={`mt-1 text-xs ${muted}`}>{note}</p> : null}
    </div>
  );
}
