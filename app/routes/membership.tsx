import { redirect } from 'react-router';
import type { Route } from './+types/membership';
import { INTERVALS, localeOf, priceLine, type Interval, type Tier } from '../../core/members';
import { Breadcrumb } from '../components/breadcrumb';
import { Notice } from '../components/notice';
import { formMessage } from '../components/status-message';
import { pageMeta, rootDataOf } from '../lib/meta';
import { forForm, forPage } from '../lib/use-case.server';

/**
 * `/membership` (docs/product.md, 'Members and tiers'): the paid tiers with their prices in the
 * reader's own locale, and 'Subscribe' forms that send a signed-in reader to Stripe's checkout.
 * Made for each request (page-kinds: private): prices follow Accept-Language, buttons the reader.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const offer = await forPage(request, () => context.queries.members.offer(context.actor));
  const membership = context.viewer ? await forPage(request, () => context.queries.members.mine(context.actor)) : null;
  return {
    ...offer,
    locale: localeOf(request.headers.get('accept-language')),
    signedIn: context.viewer !== null,
    memberOf: membership?.tier?.name ?? null,
  };
}

/** 'Subscribe monthly' / 'yearly': to Stripe's hosted checkout, or the refusal said on the page. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  // Reached from a locked story's offer (`?story=<its address>`): the revenue page counts it for that story.
  const input = {
    tier: String(form.get('tier') ?? ''),
    interval: String(form.get('interval') ?? ''),
    story: new URL(request.url).searchParams.get('story'),
  };
  const answer = await forForm(request, () => context.commands.members.checkout(context.actor, input));
  if ('url' in answer) throw redirect(answer.url);
  return answer;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteName = rootDataOf(matches)?.site.siteName ?? 'Newsdesk';
  return pageMeta(rootDataOf(matches), {
    title: 'Become a member',
    description: `Support ${siteName}'s journalism with a membership.`,
    path: '/membership',
  });
};

const INTERVAL_BUTTON: Record<Interval, string> = { month: 'Subscribe monthly', year: 'Subscribe yearly' };

export default function MembershipPage({ loaderData, actionData, matches }: Route.ComponentProps) {
  const { tiers, paymentsOn, locale, signedIn, memberOf } = loaderData;
  const siteName = rootDataOf(matches)?.site.siteName ?? 'Newsdesk';
  const refusal = actionData && 'ok' in actionData && !actionData.ok ? formMessage(actionData) : null;
  return (
    <div>
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Membership' }]} />
      <h1 className="mt-4 font-serif text-3xl font-black sm:text-4xl">Become a member</h1>
      <p className="mt-2 max-w-prose text-lg text-neutral-700 dark:text-neutral-300">
        {siteName} is paid for by its readers. A membership keeps the newsroom reporting, and keeps its stories open to
        everyone who cannot pay.
      </p>
      {refusal ? (
        <Notice tone="bad" role="alert">
          {refusal}
        </Notice>
      ) : null}
      {!paymentsOn ? (
        <p className="mt-4 rounded-lg border border-neutral-300 p-3 dark:border-neutral-700">
          Paid membership is not open yet. Create a free account to save stories and get the morning briefing.
        </p>
      ) : null}
      {memberOf ? (
        <Notice tone="good">
          You are a member ({memberOf}): thank you. Your plan is on{' '}
          <a href="/account" className="font-semibold underline">
            your account page
          </a>
          .
        </Notice>
      ) : null}
      {tiers.length === 0 ? (
        <p className="mt-6">There are no paid tiers yet.</p>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {tiers.map((tier) => (
            <li key={tier._id}>
              <TierCard tier={tier} locale={locale} canBuy={paymentsOn && signedIn && !memberOf} />
            </li>
          ))}
        </ul>
      )}
      {paymentsOn && !signedIn ? (
        <p className="mt-6">
          <a href="/login?redirectTo=/membership" className="btn-primary">
            Sign in to subscribe
          </a>{' '}
          <span className="ml-2">
            New here?{' '}
            <a href="/register" className="font-semibold underline">
              Create a free account
            </a>
          </span>
        </p>
      ) : null}
      <p className="mt-6 text-sm text-neutral-700 dark:text-neutral-300">
        Payments are taken by Stripe: your card details never reach {siteName}. You can cancel at any time from your
        account page, and keep your membership to the end of the period paid for.
      </p>
    </div>
  );
}

function TierCard({ tier, locale, canBuy }: { tier: Tier; locale: string; canBuy: boolean }) {
  const headingId = `tier-${tier._id}`;
  const prices = INTERVALS.flatMap((interval) => {
    const amount = interval === 'month' ? tier.monthlyPrice : tier.yearlyPrice;
    return amount === null ? [] : [{ interval, line: priceLine(amount, tier.currency, interval, locale) }];
  });
  return (
    <article
      aria-labelledby={headingId}
      className="h-full rounded-xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <h2 id={headingId} className="font-serif text-2xl font-black">
        {tier.name}
      </h2>
      {tier.description ? <p className="mt-1 text-neutral-700 dark:text-neutral-300">{tier.description}</p> : null}
      <p className="mt-3 text-lg font-semibold">{prices.map((p) => p.line).join(' or ')}</p>
      {tier.trialDays > 0 ? (
        <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
          Free for the first {tier.trialDays} days of your first membership; cancel before then and you pay nothing.
        </p>
      ) : null}
      {tier.benefits.length ? (
        <ul className="mt-3 list-disc space-y-1 pl-5">
          {tier.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      ) : null}
      {canBuy ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {prices.map(({ interval }) => (
            <form method="post" key={interval}>
              <input type="hidden" name="tier" value={tier._id} />
              <input type="hidden" name="interval" value={interval} />
              <button type="submit" className={interval === 'month' ? 'btn-primary' : 'btn-secondary'}>
                {INTERVAL_BUTTON[interval]}
                <span className="sr-only"> ({tier.name})</span>
              </button>
            </form>
          ))}
        </div>
      ) : null}
    </article>
  );
}
