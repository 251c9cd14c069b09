import { useIntl } from 'react-intl';
import { redirect } from 'react-router';
import type { Route } from './+types/account';
import { formatDate } from '../../core/dates';
import type { Membership } from '../../core/members';
import { Notice } from '../components/notice';
import { PaymentsTable } from '../components/payments-table';
import { HeaderCells, type Column } from '../components/admin/table-parts';
import { formMessage } from '../components/status-message';
import { intlAt } from '../i18n/intl';
import type { MessageId } from '../i18n/messages/en';
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

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const intl = intlAt(location.pathname);
  return pageMeta(rootDataOf(matches), {
    title: intl.formatMessage({ id: 'myAccount.title' }),
    description: intl.formatMessage({ id: 'myAccount.description' }),
    path: '/account',
    noindex: true,
  });
};

const HEAD_ROW = 'border-b border-neutral-300 dark:border-neutral-700';

const STATUS_TEXT: Partial<Record<Membership['status'], MessageId>> = {
  past_due: 'myAccount.statusPastDue',
  unpaid: 'myAccount.statusUnpaid',
  incomplete: 'myAccount.statusIncomplete',
  trialing: 'myAccount.statusTrialing',
  comp: 'myAccount.statusComp',
};

export default function AccountPage({ loaderData, actionData, matches }: Route.ComponentProps) {
  const { membership, payments, gifts, welcome } = loaderData;
  const timeZone = siteTimeZone(matches);
  const refusal = actionData && !actionData.ok ? formMessage(actionData) : null;
  const paid = membership.tier !== null;
  const intl = useIntl();
  const status = STATUS_TEXT[membership.status];
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="font-serif text-3xl font-black">{intl.formatMessage({ id: 'myAccount.title' })}</h1>
      {welcome ? (
        <Notice tone="good" role="status">
          {intl.formatMessage({ id: 'myAccount.welcome' })}
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
          {intl.formatMessage({ id: 'myAccount.plan' })}
        </h2>
        <p className="mt-1 text-2xl font-bold">
          {paid ? membership.tier!.name : intl.formatMessage({ id: 'myAccount.freeMember' })}
        </p>
        {paid && membership.interval ? (
          <p className="mt-1">{intl.formatMessage({ id: 'myAccount.billed' }, { interval: membership.interval })}</p>
        ) : null}
        {paid && membership.renewsAt ? (
          <p className="mt-1">
            {intl.formatMessage(
              { id: membership.cancelAtPeriodEnd ? 'myAccount.cancelled' : 'myAccount.renews' },
              { date: formatDate(membership.renewsAt, timeZone) },
            )}
          </p>
        ) : null}
        {status ? <p className="mt-1">{intl.formatMessage({ id: status })}</p> : null}
        <div className="mt-4 flex flex-wrap gap-3">
          {membership.manageable ? (
            <form method="post">
              <button type="submit" className="btn-secondary">
                {intl.formatMessage({ id: 'myAccount.manageBilling' })}
              </button>
            </form>
          ) : null}
          {!paid ? (
            <a href="/membership" className="btn-primary">
              {intl.formatMessage({ id: 'myAccount.becomeMember' })}
            </a>
          ) : null}
        </div>
        {membership.manageable ? (
          <p className="mt-3 text-sm text-neutral-700 dark:text-neutral-300">
            {intl.formatMessage({ id: 'myAccount.manageBillingHint' })}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="payments" className="mt-6">
        <h2 id="payments" className="text-xl font-bold">
          {intl.formatMessage({ id: 'myAccount.payments' })}
        </h2>
        {payments.length === 0 ? (
          <p className="mt-2 text-neutral-700 dark:text-neutral-300">
            {intl.formatMessage(
              { id: 'myAccount.noPayments' },
              {
                link: (chunks) => (
                  <a href="/donate" className="font-semibold underline">
                    {chunks}
                  </a>
                ),
              },
            )}
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
  const intl = useIntl();
  const columns: Column[] = [
    { label: intl.formatMessage({ id: 'myAccount.giftStory' }) },
    { label: intl.formatMessage({ id: 'myAccount.giftOpened' }), className: 'py-2 pr-3 text-right' },
    { label: intl.formatMessage({ id: 'myAccount.giftUntil' }), className: 'py-2' },
  ];
  return (
    <section aria-labelledby="gifts" className="mt-6">
      <h2 id="gifts" className="text-xl font-bold">
        {intl.formatMessage({ id: 'myAccount.giftLinks' })}
      </h2>
      <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
        {intl.formatMessage({ id: 'myAccount.giftIntro' }, { left: gifts.left, allowance: gifts.allowance })}
      </p>
      {gifts.links.length === 0 ? null : (
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr className={HEAD_ROW}>
              <HeaderCells columns={columns} cellClass="py-2 pr-3" />
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
                    aria-label={intl.formatMessage({ id: 'myAccount.giftLinkLabel' }, { title: link.story.title })}
                    className="input mt-1 h-8 font-mono text-xs"
                  />
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">
                  {intl.formatMessage({ id: 'myAccount.opens' }, { count: link.opens })}
                </td>
                <td className="py-2">
                  {link.open ? formatDate(link.expiresAt, timeZone) : intl.formatMessage({ id: 'myAccount.usedUp' })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
