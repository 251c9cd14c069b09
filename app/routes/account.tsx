import { redirect } from 'react-router';
import type { Route } from './+types/account';
import { formatDate } from '../../core/dates';
import type { Membership } from '../../core/members';
import { Notice } from '../components/notice';
import { PaymentsTable } from '../components/payments-table';
import { HeaderCells, type Column } from '../components/admin/table-parts';
import { formMessage } from '../components/status-message';
import { pageMeta, rootDataOf, siteTimeZone } from '../lib/meta';
import { forForm, forPage } from '../lib/use-case.server';

/** `/account` (docs/product.md, 'Members and tiers'): the signed-in reader's plan and its renewal. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const [membership, payments, gifts] = await Promise.all([
    forPage(request, () => context.queries.members.mine(context.actor)),
    forPage(request, () => context.queries.members.myPayments(context.actor)),
    forPage(request, () => context.queries.gifts.mine(context.actor)),
  ]);
  return { membership, payments, gifts, welcome: url.searchParams.get('welcome') === '1' };
}

/** 'Manage billing': to Stripe's Customer Portal, or the refusal said on the page. */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await forForm(request, () => context.commands.members.billingPortal(context.actor));
  if ('url' in answer) throw redirect(answer.url);
  return answer;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootDataOf(matches), {
    title: 'Your membership',
    description: 'Your plan.',
    path: '/account',
    noindex: true,
  });

const HEAD_ROW = 'border-b border-neutral-300 dark:border-neutral-700';
const GIFT_COLUMNS: Column[] = [
  { label: 'Story' },
  { label: 'Opened', className: 'py-2 pr-3 text-right' },
  { label: 'Works until', className: 'py-2' },
];

const STATUS_TEXT: Partial<Record<Membership['status'], string>> = {
  past_due: 'Your last payment did not go through: Stripe will try again. Update your card with ‘Manage billing’.',
  unpaid: 'Your payments did not go through: update your card with ‘Manage billing’.',
  incomplete: 'Your payment is not complete yet.',
  trialing: 'You are on a free trial.',
  comp: 'A complimentary membership from the newsroom.',
};

export default function AccountPage({ loaderData, actionData, matches }: Route.ComponentProps) {
  const { membership, payments, gifts, welcome } = loaderData;
  const timeZone = siteTimeZone(matches);
  const refusal = actionData && !actionData.ok ? formMessage(actionData) : null;
  const paid = membership.tier !== null;
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="font-serif text-3xl font-black">Your membership</h1>
      {welcome ? (
        <Notice tone="good" role="status">
          Thank you for joining. Your membership starts as soon as Stripe confirms the payment, usually within a few
          seconds: reload this page if it does not show yet.
        </Notice>
      ) : null}
      {refusal ? (
        <Notice tone="bad" role="alert">
          {refusal}
        </Notice>
      ) : null}
      <section
        aria-labelledby="plan"
        className="mt-6 rounded-xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900"
      >
        <h2 id="plan" className="text-sm font-semibold tracking-wide text-neutral-700 uppercase dark:text-neutral-300">
          Plan
        </h2>
        <p className="mt-1 text-2xl font-bold">{paid ? membership.tier!.name : 'Free member'}</p>
        {paid && membership.interval ? (
          <p className="mt-1">Billed {membership.interval === 'month' ? 'monthly' : 'yearly'}.</p>
        ) : null}
        {paid && membership.renewsAt ? (
          <p className="mt-1">
            {membership.cancelAtPeriodEnd
              ? `Cancelled: your membership ends on ${formatDate(membership.renewsAt, timeZone)}.`
              : `Renews on ${formatDate(membership.renewsAt, timeZone)}.`}
          </p>
        ) : null}
        {STATUS_TEXT[membership.status] ? <p className="mt-1">{STATUS_TEXT[membership.status]}</p> : null}
        <div className="mt-4 flex flex-wrap gap-3">
          {membership.manageable ? (
            <form method="post">
              <button type="submit" className="btn-secondary">
                Manage billing
              </button>
            </form>
          ) : null}
          {!paid ? (
            <a href="/membership" className="btn-primary">
              Become a member
            </a>
          ) : null}
        </div>
        {membership.manageable ? (
          <p className="mt-3 text-sm text-neutral-700 dark:text-neutral-300">
            ‘Manage billing’ opens Stripe’s page for your card, your plan, your invoices and cancelling.
          </p>
        ) : null}
      </section>
      <section aria-labelledby="payments" className="mt-6">
        <h2 id="payments" className="text-xl font-bold">
          Payments
        </h2>
        {payments.length === 0 ? (
          <p className="mt-2 text-neutral-700 dark:text-neutral-300">
            No payments yet.{' '}
            <a href="/donate" className="font-semibold underline">
              Donate
            </a>
          </p>
        ) : (
          <PaymentsTable payments={payments} timeZone={timeZone} />
        )}
      </section>
      {paid || gifts.links.length > 0 ? <GiftLinks gifts={gifts} timeZone={timeZone} /> : null}
    </div>
  );
}

/** The member's gift links (docs/product.md, 'Gift links'): each story, how often it was opened, until when. */
function GiftLinks({ gifts, timeZone }: { gifts: Route.ComponentProps['loaderData']['gifts']; timeZone: string }) {
  return (
    <section aria-labelledby="gifts" className="mt-6">
      <h2 id="gifts" className="text-xl font-bold">
        Gift links
      </h2>
      <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
        ‘Gift this story’ on a members’ story makes a link that opens it for anyone. You have {gifts.left} of{' '}
        {gifts.allowance} left this month.
      </p>
      {gifts.links.length === 0 ? null : (
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr className={HEAD_ROW}>
              <HeaderCells columns={GIFT_COLUMNS} cellClass="py-2 pr-3" />
            </tr>
          </thead>
          <tbody>
            {gifts.links.map((link) => (
              <tr key={link._id} className="border-b border-neutral-200 dark:border-neutral-800">
                <td className="py-2 pr-3">
                  <a href={link.story.path} className="underline">
                    {link.story.title}
                  </a>
                  <input
                    readOnly
                    value={link.url}
                    aria-label={`Gift link to ${link.story.title}`}
                    className="input mt-1 h-8 font-mono text-xs"
                  />
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">
                  {link.opens} {link.opens === 1 ? 'time' : 'times'}
                </td>
                <td className="py-2">{link.open ? formatDate(link.expiresAt, timeZone) : 'Used up'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
