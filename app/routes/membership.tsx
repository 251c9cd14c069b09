import { useIntl } from 'react-intl';
import { redirect } from 'react-router';
import type { Route } from './+types/membership';
import { formatPrice, INTERVALS, localeOf, type Tier } from '../../core/members';
import { intlAt } from '../i18n/intl';
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

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const siteName = rootDataOf(matches)?.site.siteName ?? 'Newsdesk';
  const intl = intlAt(location.pathname);
  return pageMeta(rootDataOf(matches), {
    title: intl.formatMessage({ id: 'membershipPage.title' }),
    description: intl.formatMessage({ id: 'membershipPage.description' }, { siteName }),
    path: '/membership',
    // Every edition has this page (docs/decisions/009-editions.md).
    alternates: 'every',
  });
};

export default function MembershipPage({ loaderData, actionData, matches }: Route.ComponentProps) {
  const { tiers, paymentsOn, locale, signedIn, memberOf } = loaderData;
  const siteName = rootDataOf(matches)?.site.siteName ?? 'Newsdesk';
  const refusal = actionData && 'ok' in actionData && !actionData.ok ? formMessage(actionData) : null;
  const intl = useIntl();
  return (
    <div>
      <Breadcrumb
        items={[
          { label: intl.formatMessage({ id: 'header.home' }), to: '/' },
          { label: intl.formatMessage({ id: 'membershipPage.breadcrumb' }) },
        ]}
      />
      <h1 className="mt-4 font-serif text-3xl font-black sm:text-4xl">
        {intl.formatMessage({ id: 'membershipPage.title' })}
      </h1>
      <p className="mt-2 max-w-prose text-lg text-neutral-700 dark:text-neutral-300">
        {intl.formatMessage({ id: 'membershipPage.intro' }, { siteName })}
      </p>
      {refusal ? (
        <Notice tone="bad" role="alert">
          {refusal}
        </Notice>
      ) : null}
      {!paymentsOn ? (
        <p className="mt-4 rounded-lg border border-neutral-300 p-3 dark:border-neutral-700">
          {intl.formatMessage({ id: 'membershipPage.notOpen' })}
        </p>
      ) : null}
      {memberOf ? (
        <Notice tone="good">
          {intl.formatMessage(
            { id: 'membershipPage.member' },
            {
              tier: memberOf,
              link: (chunks) => (
                <a href="/account" className="font-semibold underline">
                  {chunks}
                </a>
              ),
            },
          )}
        </Notice>
      ) : null}
      {tiers.length === 0 ? (
        <p className="mt-6">{intl.formatMessage({ id: 'membershipPage.noTiers' })}</p>
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
          {intl.formatMessage(
            { id: 'membershipPage.signIn' },
            {
              signIn: (chunks) => (
                <a href="/login?redirectTo=/membership" className="btn-primary">
                  {chunks}
                </a>
              ),
              newHere: (chunks) => <span className="ml-2">{chunks}</span>,
              register: (chunks) => (
                <a href="/register" className="font-semibold underline">
                  {chunks}
                </a>
              ),
            },
          )}
        </p>
      ) : null}
      <p className="mt-6 text-sm text-neutral-700 dark:text-neutral-300">
        {intl.formatMessage({ id: 'membershipPage.stripe' }, { siteName })}
      </p>
    </div>
  );
}

function TierCard({ tier, locale, canBuy }: { tier: Tier; locale: string; canBuy: boolean }) {
  const intl = useIntl();
  const headingId = `tier-${tier._id}`;
  const prices = INTERVALS.flatMap((interval) => {
    const amount = interval === 'month' ? tier.monthlyPrice : tier.yearlyPrice;
    if (amount === null) return [];
    // '₹499 a month', in the page's language.
    const price = formatPrice(amount, tier.currency, locale);
    return [{ interval, line: intl.formatMessage({ id: 'membershipPage.price' }, { interval, price }) }];
  });
  // 'a month or a year': the two lines joined as the page's language joins them.
  const priceText = prices
    .map((p) => p.line)
    .reduce<string | null>(
      (first, second) =>
        first === null ? second : intl.formatMessage({ id: 'membershipPage.prices' }, { first, second }),
      null,
    );
  return (
    <article
      aria-labelledby={headingId}
      className="h-full rounded-xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <h2 id={headingId} className="font-serif text-2xl font-black">
        {tier.name}
      </h2>
      {tier.description ? <p className="mt-1 text-neutral-700 dark:text-neutral-300">{tier.description}</p> : null}
      <p className="mt-3 text-lg font-semibold">{priceText}</p>
      {tier.trialDays > 0 ? (
        <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
          {intl.formatMessage({ id: 'membershipPage.trial' }, { days: tier.trialDays })}
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
                {intl.formatMessage(
                  { id: 'membershipPage.subscribe' },
                  { interval, tier: tier.name, forTier: (chunks) => <span className="sr-only">{chunks}</span> },
                )}
              </button>
            </form>
          ))}
        </div>
      ) : null}
    </article>
  );
}
