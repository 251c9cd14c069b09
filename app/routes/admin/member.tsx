import { Form } from 'react-router';
import type { Route } from './+types/member';
import { formatDate, formatDateTime } from '../../../core/dates';
import { memberChangeText, memberStateText } from '../../../core/members';
import { CompForm } from '../../components/admin/comp-form';
import { Breadcrumb } from '../../components/breadcrumb';
import { PaymentsTable } from '../../components/payments-table';
import { StatusMessage } from '../../components/status-message';
import { adminMeta, siteTimeZone } from '../../lib/meta';
import { changeMembers, memberPage } from './members.server';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return memberPage(request, context, params.id);
}

/** Cancel, end a complimentary membership, give one: plain form posts, so they work without JavaScript. */
export function action({ request, context }: Route.ActionArgs) {
  return changeMembers(request, context);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(matches, loaderData?.account ? `Member ${loaderData.account.username}` : 'Member');

const muted = 'text-neutral-700 dark:text-neutral-300';
const card = 'rounded-xl border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900';

/**
 * One reader's membership (docs/product.md, 'Members and tiers'): its state now, their payments,
 * and every change to it (Stripe's events, an admin's gifts and cancelling), newest first; with
 * 'Cancel membership' for a Stripe subscription and 'End' for a complimentary one. Admins only.
 */
export default function MemberPage({ loaderData, actionData, matches }: Route.ComponentProps) {
  const timeZone = siteTimeZone(matches);
  const { account, membership, cancellable, payments, changes, tiers, paymentsOn } = loaderData;
  // A reader Stripe bills is changed in Stripe; any other may be given a tier.
  const billed = membership?.source === 'stripe' && membership.status !== 'canceled';
  return (
    <div>
      <Breadcrumb items={[{ label: 'Members', to: '/admin/members' }, { label: account.username }]} />
      <h1 className="mt-2 font-serif text-3xl font-black">{account.name}</h1>
      <p className={`mt-1 ${muted}`}>
        {account.name !== account.username ? `${account.username} · ` : ''}
        {account.email ?? 'No e-mail'} · reader since {formatDate(account.joinedAt, timeZone)}
      </p>
      <StatusMessage result={actionData ?? undefined} className="mt-2 min-h-6 text-sm font-semibold" />

      <section aria-labelledby="membership" className={`mt-4 ${card}`}>
        <h2 id="membership" className="text-xl font-bold">
          Membership
        </h2>
        {membership ? (
          <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold">Tier</dt>
            <dd>{membership.tier ?? '—'}</dd>
            <dt className="font-semibold">State</dt>
            <dd>{memberStateText(membership, timeZone)}</dd>
            <dt className="font-semibold">Through</dt>
            <dd>{membership.source === 'stripe' ? 'Paid through Stripe' : 'Given by the newsroom'}</dd>
            {membership.startedAt ? (
              <>
                <dt className="font-semibold">Member since</dt>
                <dd>{formatDate(membership.startedAt, timeZone)}</dd>
              </>
            ) : null}
            {membership.cancelledAt ? (
              <>
                <dt className="font-semibold">Cancelled on</dt>
                <dd>{formatDate(membership.cancelledAt, timeZone)}</dd>
              </>
            ) : null}
          </dl>
        ) : (
          <p className={`mt-2 ${muted}`}>A free member: no paid or complimentary membership, now or before.</p>
        )}
        {cancellable ? (
          <Form
            method="post"
            className="mt-3"
            onSubmit={(event) => {
              if (!window.confirm(`Cancel ${account.username}’s membership? It ends when the period paid for ends.`)) {
                event.preventDefault();
              }
            }}
          >
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="id" value={account.userId} />
            <button
              type="submit"
              className="btn border border-red-300 py-1.5 text-red-800 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950"
            >
              Cancel membership
            </button>
            <p className={`mt-1 text-sm ${muted}`}>
              Stripe stops renewing it: access lasts to the end of the period paid for, and the member is told by
              e-mail. Refunds are made in Stripe’s dashboard.
            </p>
          </Form>
        ) : null}
        {billed && !cancellable && !membership?.cancelAtPeriodEnd && !paymentsOn ? (
          <p className={`mt-3 text-sm ${muted}`}>
            Stripe is not set up on this site (STRIPE_SECRET_KEY), so this membership cannot be cancelled here.
          </p>
        ) : null}
        {membership?.status === 'comp' ? (
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="end-comp" />
            <input type="hidden" name="id" value={account.userId} />
            <button type="submit" className="btn-secondary py-1.5">
              End complimentary membership
            </button>
          </Form>
        ) : null}
      </section>

      {billed ? null : (
        <CompForm
          tiers={tiers}
          username={account.username}
          title={membership?.status === 'comp' ? 'Change the complimentary membership' : undefined}
          className={`mt-4 ${card}`}
        />
      )}

      <section aria-labelledby="payments" className="mt-6">
        <h2 id="payments" className="text-xl font-bold">
          Payments
        </h2>
        {payments.length === 0 ? (
          <p className={`mt-2 ${muted}`}>No payments.</p>
        ) : (
          <PaymentsTable payments={payments} timeZone={timeZone} />
        )}
      </section>

      <section aria-labelledby="changes" className="mt-6">
        <h2 id="changes" className="text-xl font-bold">
          Changes
        </h2>
        {changes.length === 0 ? (
          <p className={`mt-2 ${muted}`}>No change to a membership yet.</p>
        ) : (
          <ol className="mt-2 divide-y divide-neutral-200 text-sm dark:divide-neutral-800">
            {changes.map((change, index) => (
              <li key={index} className="py-2">
                <p>{memberChangeText(change, timeZone)}</p>
                <p className={muted}>
                  <time dateTime={change.at} className="tabular-nums">
                    {formatDateTime(change.at, timeZone)}
                  </time>{' '}
                  · by {change.by}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
