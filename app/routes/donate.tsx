import { useIntl } from 'react-intl';
import { redirect } from 'react-router';
import type { Route } from './+types/donate';
import { DONATION_AMOUNTS, DONATION_MAX, DONATION_MIN, formatPrice, localeOf, type Currency } from '../../core/members';
import { Breadcrumb } from '../components/breadcrumb';
import { Notice } from '../components/notice';
import { intlAt } from '../i18n/intl';
import { formMessage } from '../components/status-message';
import { pageMeta, rootDataOf } from '../lib/meta';
import { forForm, forPage } from '../lib/use-case.server';

/**
 * `/donate` (docs/product.md, 'Donations'): a gift once or monthly, of an amount offered or one's
 * own, on Stripe's hosted checkout; anyone may give. Made for each request (page-kinds: private):
 * amounts follow the reader's language.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { paymentsOn, tiers } = await forPage(request, () => context.queries.members.offer(context.actor));
  return {
    paymentsOn,
    locale: localeOf(request.headers.get('accept-language')),
    // The newsroom's currency: its first tier's, else rupees.
    currency: (tiers[0]?.currency ?? 'INR') as Currency,
    thanks: url.searchParams.get('thanks') === '1',
  };
}

/** 'Donate': to Stripe's hosted checkout, or the refusal said on the page. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const input = Object.fromEntries(
    ['amount', 'other', 'currency', 'frequency'].map((key) => [key, String(form.get(key) ?? '')]),
  );
  const answer = await forForm(request, () => context.commands.members.donate(context.actor, input));
  if ('url' in answer) throw redirect(answer.url);
  return answer;
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const siteName = rootDataOf(matches)?.site.siteName ?? 'Newsdesk';
  const intl = intlAt(location.pathname);
  return pageMeta(rootDataOf(matches), {
    title: intl.formatMessage({ id: 'donatePage.title' }),
    description: intl.formatMessage({ id: 'donatePage.description' }, { siteName }),
    path: '/donate',
    // Every edition has this page (docs/decisions/009-editions.md).
    alternates: 'every',
  });
};

export default function DonatePage({ loaderData, actionData, matches }: Route.ComponentProps) {
  const { paymentsOn, locale, currency, thanks } = loaderData;
  const siteName = rootDataOf(matches)?.site.siteName ?? 'Newsdesk';
  const refusal = actionData && !actionData.ok ? formMessage(actionData) : null;
  const amounts = DONATION_AMOUNTS[currency];
  const intl = useIntl();
  return (
    <div className="max-w-2xl">
      <Breadcrumb
        items={[
          { label: intl.formatMessage({ id: 'header.home' }), to: '/' },
          { label: intl.formatMessage({ id: 'donatePage.title' }) },
        ]}
      />
      <h1 className="mt-4 font-serif text-3xl font-black sm:text-4xl">
        {intl.formatMessage({ id: 'donatePage.heading' })}
      </h1>
      <p className="mt-2 text-lg text-neutral-700 dark:text-neutral-300">
        {intl.formatMessage({ id: 'donatePage.intro' }, { siteName })}
      </p>
      {thanks ? (
        <Notice tone="good" role="status">
          {intl.formatMessage({ id: 'donatePage.thanks' })}
        </Notice>
      ) : null}
      {refusal ? (
        <Notice tone="bad" role="alert">
          {refusal}
        </Notice>
      ) : null}
      {paymentsOn ? (
        <form
          method="post"
          className="mt-6 space-y-5 rounded-xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900"
        >
          <input type="hidden" name="currency" value={currency} />
          <fieldset>
            <legend className="font-semibold">{intl.formatMessage({ id: 'donatePage.howOften' })}</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              <label className="flex items-center gap-2">
                <input type="radio" name="frequency" value="once" defaultChecked />
                {intl.formatMessage({ id: 'donatePage.once' })}
              </label>
              <label className="flex items-center gap-2">
                <input type="radio" name="frequency" value="month" />
                {intl.formatMessage({ id: 'donatePage.monthly' })}
              </label>
            </div>
          </fieldset>
          <fieldset>
            <legend className="font-semibold">{intl.formatMessage({ id: 'donatePage.amount' })}</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {amounts.map((amount, i) => (
                <label key={amount} className="flex items-center gap-2">
                  <input type="radio" name="amount" value={String(amount)} defaultChecked={i === 1} />
                  {formatPrice(amount * 100, currency, locale)}
                </label>
              ))}
              <label className="flex items-center gap-2">
                <input type="radio" name="amount" value="other" />
                {intl.formatMessage({ id: 'donatePage.otherAmount' })}
              </label>
            </div>
            <label htmlFor="donation-other" className="mt-3 block text-sm font-semibold">
              {intl.formatMessage(
                { id: 'donatePage.otherAmountLabel' },
                { currency, min: String(DONATION_MIN), max: DONATION_MAX.toLocaleString(locale) },
              )}
            </label>
            <input id="donation-other" name="other" inputMode="decimal" className="input mt-1 w-40" />
          </fieldset>
          <button type="submit" className="btn-primary">
            {intl.formatMessage({ id: 'donatePage.submit' })}
          </button>
          <p className="text-sm text-neutral-700 dark:text-neutral-300">
            {intl.formatMessage({ id: 'donatePage.stripe' }, { siteName })}
          </p>
        </form>
      ) : (
        <p className="mt-6 rounded-lg border border-neutral-300 p-3 dark:border-neutral-700">
          {intl.formatMessage({ id: 'donatePage.closed' })}
        </p>
      )}
    </div>
  );
}
