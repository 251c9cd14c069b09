import { useEffect, useId, useState } from 'react';
import { Form, useFetcher } from 'react-router';
import type { Route } from './+types/tiers';
import {
  CURRENCIES,
  formatPrice,
  TIER_BENEFITS_MAX,
  TIER_DESCRIPTION_MAX,
  TIER_NAME_MAX,
  TRIAL_DAYS_MAX,
  type Tier,
} from '../../../core/members';
import { StatusMessage, type FormResult } from '../../components/status-message';
import { adminMeta } from '../../lib/meta';
import { changeTiers, tiersPage } from './tiers.server';

export function loader({ request, context }: Route.LoaderArgs) {
  return tiersPage(request, context);
}

/** Add and change: plain form posts, so they work without JavaScript. */
export function action({ request, context }: Route.ActionArgs) {
  return changeTiers(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'Paid tiers');

const muted = 'text-neutral-700 dark:text-neutral-300';
const card = 'rounded-xl border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900';

/** Prices as the form shows them: major units ('499', '4.99'). */
const major = (minor: number | null) => (minor === null ? '' : String(minor / 100));

/**
 * Paid tiers (docs/product.md, 'Members and tiers'): what readers may buy on `/membership`, each
 * with its prices; an archived tier is no longer offered and keeps its members.
 */
export default function TiersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { tiers, paymentsOn } = loaderData;
  const [latest, setLatest] = useState<FormResult | null>(null);
  const result = latest ?? actionData;
  return (
    <div>
      <h1 className="font-serif text-3xl font-black">Paid tiers</h1>
      <p className={`mt-1 max-w-prose ${muted}`}>
        What readers may buy on the{' '}
        <a href="/membership" className="underline">
          membership page
        </a>
        . A change of price applies to new members; members keep the price they pay. Who has which:{' '}
        <a href="/admin/members" className="underline">
          Members
        </a>
        .
      </p>
      <p
        className={`mt-3 max-w-prose rounded-lg border p-3 ${paymentsOn ? 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100' : 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100'}`}
      >
        {paymentsOn
          ? 'Stripe is set up: readers can subscribe.'
          : 'Paid tiers are off: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (README, ‘Reader revenue’). Readers see the tiers, but cannot subscribe yet.'}
      </p>
      <StatusMessage result={result ?? undefined} className="mt-2 min-h-6 text-sm font-semibold" />
      <Form method="post" className={`mt-4 max-w-2xl space-y-3 ${card}`}>
        <h2 className="font-semibold">Add a tier</h2>
        <TierFields />
        <button type="submit" className="btn-primary py-1">
          Add tier
        </button>
      </Form>
      <ul className="mt-4 grid gap-4 lg:grid-cols-2">
        {tiers.map((tier) => (
          <li key={tier._id}>
            <TierCard tier={tier} onDone={setLatest} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function TierFields({ tier }: { tier?: Tier }) {
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  return (
    <>
      <div>
        <label htmlFor={field('name')} className="block text-sm font-semibold">
          Name
        </label>
        <input
          id={field('name')}
          name="name"
          required
          maxLength={TIER_NAME_MAX}
          defaultValue={tier?.name}
          className="input mt-1"
        />
      </div>
      <div>
        <label htmlFor={field('description')} className="block text-sm font-semibold">
          Description <span className={`font-normal ${muted}`}>(optional)</span>
        </label>
        <input
          id={field('description')}
          name="description"
          maxLength={TIER_DESCRIPTION_MAX}
          defaultValue={tier?.description}
          className="input mt-1"
        />
      </div>
      <div>
        <label htmlFor={field('benefits')} className="block text-sm font-semibold">
          Benefits <span className={`font-normal ${muted}`}>(one a line, up to {TIER_BENEFITS_MAX})</span>
        </label>
        <textarea
          id={field('benefits')}
          name="benefits"
          rows={3}
          defaultValue={tier?.benefits.join('\n')}
          className="input mt-1"
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <div>
          <label htmlFor={field('currency')} className="block text-sm font-semibold">
            Currency
          </label>
          <select
            id={field('currency')}
            name="currency"
            defaultValue={tier?.currency ?? 'INR'}
            className="input mt-1 w-auto"
          >
            {CURRENCIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={field('monthly')} className="block text-sm font-semibold">
            Monthly price
          </label>
          <input
            id={field('monthly')}
            name="monthlyPrice"
            inputMode="decimal"
            defaultValue={major(tier?.monthlyPrice ?? null)}
            className="input mt-1 w-32"
          />
        </div>
        <div>
          <label htmlFor={field('yearly')} className="block text-sm font-semibold">
            Yearly price
          </label>
          <input
            id={field('yearly')}
            name="yearlyPrice"
            inputMode="decimal"
            defaultValue={major(tier?.yearlyPrice ?? null)}
            className="input mt-1 w-32"
          />
        </div>
      </div>
      <div>
        <label htmlFor={field('trial')} className="block text-sm font-semibold">
          Free trial (days)
        </label>
        <input
          id={field('trial')}
          name="trialDays"
          type="number"
          min={0}
          max={TRIAL_DAYS_MAX}
          defaultValue={tier?.trialDays ?? 0}
          aria-describedby={field('trial-hint')}
          className="input mt-1 w-24"
        />
        <p id={field('trial-hint')} className="mt-1 text-xs text-neutral-700 dark:text-neutral-300">
          A reader’s first membership starts free for these days; Stripe charges after, unless they cancel. 0: no trial.
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="active" defaultChecked={tier?.active ?? true} />
        Offered to new members
      </label>
    </>
  );
}

function TierCard({ tier, onDone }: { tier: Tier; onDone: (answer: FormResult) => void }) {
  const fetcher = useFetcher<typeof action>();
  useEffect(() => {
    if (fetcher.data) onDone(fetcher.data);
  }, [fetcher.data, onDone]);
  const headingId = `tier-${tier._id}`;
  const prices = [
    tier.monthlyPrice === null ? null : `${formatPrice(tier.monthlyPrice, tier.currency)} a month`,
    tier.yearlyPrice === null ? null : `${formatPrice(tier.yearlyPrice, tier.currency)} a year`,
  ].filter(Boolean);
  return (
    <article aria-labelledby={headingId} className={`${card} space-y-2 text-sm`}>
      <h2 id={headingId} className="text-base font-semibold">
        {tier.name} {tier.active ? null : <span className={`font-normal ${muted}`}>(archived: not offered)</span>}
      </h2>
      <p>{prices.join(' · ')}</p>
      {tier.description ? <p className={muted}>{tier.description}</p> : null}
      <details>
        <summary className="cursor-pointer font-semibold">
          Edit<span className="sr-only"> {tier.name}</span>
        </summary>
        <fetcher.Form method="post" className="mt-2 space-y-3">
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="id" value={tier._id} />
          <TierFields tier={tier} />
          <button type="submit" className="btn-primary py-1">
            Save<span className="sr-only"> {tier.name}</span>
          </button>
        </fetcher.Form>
      </details>
    </article>
  );
}
