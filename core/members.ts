/**
 * Members and paid tiers (docs/product.md, 'Members and tiers'): every reader account is a free
 * member; an admin defines paid tiers, each with a monthly and a yearly price; a paid
 * membership comes only from the payment provider's signed events. Used by the pages, the
 * admin and the server's checks.
 */
import { z } from './zod';
import { BIDI_CONTROL_MESSAGE, hasBidiControl } from './text';
import { formatDate, isCalendarDay } from './dates';

/** The currencies a tier may be priced in. */
export const CURRENCIES = ['INR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** How often a paid membership renews. */
export const INTERVALS = ['month', 'year'] as const;
export type Interval = (typeof INTERVALS)[number];

/**
 * A membership's state, as Stripe names a subscription's (`active`, `trialing`, `past_due`,
 * `canceled`, …), and `comp` for one an admin gave.
 */
export const MEMBERSHIP_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'canceled',
  'paused',
  'comp',
] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** States that give a tier's access (a late payment keeps it while Stripe retries). */
const ENTITLED: readonly MembershipStatus[] = ['active', 'trialing', 'past_due', 'comp'];

export const TIER_NAME_MAX = 60;
export const TIER_DESCRIPTION_MAX = 300;
export const TIER_BENEFITS_MAX = 10;
export const TIER_BENEFIT_MAX = 120;
/** The longest free trial a tier may give. */
export const TRIAL_DAYS_MAX = 90;
/** Far above any real price, so a typing slip is refused: 10 lakh rupees or dollars. */
export const PRICE_MAX = 1_000_000;

/** A paid tier as readers and the admin see it. Prices in the currency's minor unit (paise, cents). */
export interface Tier {
  _id: string;
  name: string;
  description: string;
  benefits: string[];
  currency: Currency;
  monthlyPrice: number | null;
  yearlyPrice: number | null;
  /** Days free for a reader's first membership (0: none), set by an admin. */
  trialDays: number;
  /** Offered to new members; an archived tier keeps its members. */
  active: boolean;
  position: number;
}

/** A reader's membership: free (no tier), or a tier with its state and renewal. */
export interface Membership {
  tier: Pick<Tier, '_id' | 'name'> | null;
  status: MembershipStatus | 'free';
  interval: Interval | null;
  /** When the period paid for ends (UTC, ISO 8601): the renewal, or the end of access once cancelled. */
  renewsAt: string | null;
  /** Cancelled: access goes on to `renewsAt` and stops there. */
  cancelAtPeriodEnd: boolean;
  /** Whether the reader can open Stripe's page for cards, plan and cancelling. */
  manageable: boolean;
}

/** Whether a membership's state gives its tier's access at `now`. */
export function entitled(state: { status: string; periodEnd: Date | null }, now: Date): boolean {
  if (!(ENTITLED as readonly string[]).includes(state.status)) return false;
  return state.periodEnd === null || state.periodEnd.getTime() > now.getTime();
}

/**
 * What an admin gives: a tier, free, until a day (YYYY-MM-DD; the end of that day in the site's
 * time zone, `endOfDay`) or for good (empty).
 */
export const compInputSchema = z.object({
  tier: z.uuid('must be a tier id'),
  until: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), 'must be a date such as 2027-03-31')
    .refine((v) => v === '' || isCalendarDay(v), 'must be a real date'),
});

/** A member as the admin lists them. */
export interface MemberRow {
  userId: string;
  username: string;
  name: string;
  email: string | null;
  tier: string | null;
  status: MembershipStatus;
  interval: Interval | null;
  /** Renewal, end of a cancelled period, or end of a complimentary membership; null: none. */
  periodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** Paid through Stripe, or given by an admin. */
  source: 'stripe' | 'comp';
}

/** A membership's state as the admin's screens say it: 'active, monthly, renews 28 Dec 2026', 'Cancelled, ends …'. */
export function memberStateText(
  member: Pick<MemberRow, 'status' | 'interval' | 'periodEnd' | 'cancelAtPeriodEnd'>,
  timeZone: string,
): string {
  const end = member.periodEnd ? formatDate(member.periodEnd, timeZone) : null;
  if (member.status === 'comp') return end ? `Complimentary until ${end}` : 'Complimentary';
  if (member.status === 'canceled') return 'Ended';
  if (member.cancelAtPeriodEnd && end) return `Cancelled, ends ${end}`;
  const billing = member.interval === 'year' ? 'yearly' : member.interval === 'month' ? 'monthly' : '';
  return [member.status.replace('_', ' '), billing, end ? `renews ${end}` : ''].filter(Boolean).join(', ');
}

/** States of a Stripe subscription an admin may still cancel (at the end of the period paid for). */
export const CANCELLABLE_STATUSES: readonly MembershipStatus[] = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'incomplete',
];

/** A change to a reader's membership, from the audit log: what happened, when, and who did it. */
export interface MemberChange {
  at: string;
  /** The admin's username, or 'Stripe' for a Stripe event. */
  by: string;
  action: string;
  details: Record<string, unknown> | null;
}

/** What Stripe's events did, in the admin's words. */
const STRIPE_EVENT_TEXT: Record<string, string> = {
  'checkout.session.completed': 'Checkout completed',
  'customer.subscription.created': 'Subscription started',
  'customer.subscription.updated': 'Subscription changed',
  'customer.subscription.deleted': 'Subscription ended',
  'invoice.paid': 'Payment received',
};

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * A line of a member's history (`/admin/members/{id}`): 'Subscription changed: Supporter,
 * cancelled, ends 12 Dec 2026', 'Given Supporter free until 31 Mar 2027', …
 */
export function memberChangeText(change: Pick<MemberChange, 'action' | 'details'>, timeZone: string): string {
  const details = change.details ?? {};
  const day = (value: unknown) => (text(value) ? formatDate(text(value)!, timeZone) : null);
  switch (change.action) {
    case 'member.subscription': {
      const event = text(details.event) ?? 'event';
      const what = STRIPE_EVENT_TEXT[event] ?? `Stripe event ${event}`;
      const state = details.state as
        | (Pick<MemberRow, 'status' | 'interval' | 'periodEnd' | 'cancelAtPeriodEnd'> & { tier: string | null })
        | undefined;
      // A subscription's events say what the membership became; a checkout or a payment, what happened.
      if (!event.startsWith('customer.subscription.') || !state || typeof state !== 'object' || !state.tier) {
        return what;
      }
      return `${what}: ${state.tier}, ${memberStateText(state, timeZone)}`;
    }
    case 'member.comp': {
      const until = day(details.until);
      return `Given ${text(details.tier) ?? 'a tier'} free ${until ? `until ${until}` : 'for good'}`;
    }
    case 'member.comp-end':
      return 'Complimentary membership ended';
    case 'member.cancel': {
      const ends = day(details.endsAt);
      return `Subscription cancelled${ends ? `: ends ${ends}` : ''}`;
    }
    default:
      return change.action;
  }
}

/** The admin's member list filter. */
export const memberListQuery = z.object({
  q: z.string().trim().max(100).default(''),
  tier: z.union([z.uuid(), z.literal('')]).default(''),
  status: z.union([z.enum(MEMBERSHIP_STATUSES), z.literal('')]).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** Minor units from what an admin typed ('499', '499.50', '1,299'); null for empty. */
function minorUnits(value: unknown): number | null | undefined {
  if (value === null || value === undefined) return null;
  const text = String(value).replace(/[,\s]/g, '');
  if (text === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  return Math.round(Number(text) * 100);
}

const price = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    const minor = minorUnits(value);
    if (minor === undefined) {
      ctx.addIssue({ code: 'custom', message: 'must be an amount such as 499 or 4.99' });
      return z.NEVER;
    }
    if (minor !== null && (minor < 100 || minor > PRICE_MAX * 100)) {
      ctx.addIssue({ code: 'custom', message: `must be between 1 and ${PRICE_MAX.toLocaleString('en')}` });
      return z.NEVER;
    }
    return minor;
  });

const plainText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `${what} is at most ${max} characters`)
    .refine((v) => !hasBidiControl(v), `${what} ${BIDI_CONTROL_MESSAGE}`);

/** What an admin writes about a tier; prices in major units as typed, stored in minor units. */
export const tierInputSchema = z
  .object({
    name: plainText(TIER_NAME_MAX, 'The name').pipe(z.string().min(1, 'Enter a name')),
    description: plainText(TIER_DESCRIPTION_MAX, 'The description').default(''),
    benefits: z
      .union([z.array(z.string()), z.string()])
      .default([])
      .transform((v) => (Array.isArray(v) ? v : v.split('\n')).map((b) => b.trim()).filter(Boolean))
      .pipe(
        z
          .array(plainText(TIER_BENEFIT_MAX, 'A benefit'))
          .max(TIER_BENEFITS_MAX, `At most ${TIER_BENEFITS_MAX} benefits`),
      ),
    currency: z.enum(CURRENCIES, { message: `must be ${CURRENCIES.join(' or ')}` }),
    monthlyPrice: price,
    yearlyPrice: price,
    trialDays: z.coerce
      .number({ message: 'must be a number of days' })
      .int('must be a whole number of days')
      .min(0, 'cannot be negative')
      .max(TRIAL_DAYS_MAX, `at most ${TRIAL_DAYS_MAX} days`)
      .default(0),
    active: z
      .union([z.boolean(), z.enum(['true', 'false', 'on'])])
      .default(true)
      .transform((v) => v === true || v === 'true' || v === 'on'),
  })
  .refine((t) => t.monthlyPrice !== null || t.yearlyPrice !== null, {
    message: 'Give a monthly or a yearly price (or both)',
    path: ['monthlyPrice'],
  });
export type TierInput = z.infer<typeof tierInputSchema>;

/** A price as the reader's locale writes it: '₹499', '$4.99', 'US$4.99'. */
export function formatPrice(minor: number, currency: Currency, locale = 'en-IN'): string {
  const whole = minor % 100 === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
}

/** The reader's preferred locale from an Accept-Language header, if Intl knows it; else 'en-IN'. */
export function localeOf(acceptLanguage: string | null | undefined): string {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim();
    if (!tag || tag === '*') continue;
    try {
      const [supported] = Intl.NumberFormat.supportedLocalesOf([tag]);
      if (supported) return supported;
    } catch {
      // Not a language tag: the next one.
    }
  }
  return 'en-IN';
}

/** What a checkout asks for: a tier and how often it renews. */
export const checkoutInputSchema = z.object({
  tier: z.uuid('must be a tier id'),
  interval: z.enum(INTERVALS, { message: 'must be month or year' }),
  /** The story whose offer led here (its address), for the revenue page's conversion by story. */
  story: z.string().max(400).nullish(),
});

/** How often a donation is given: once, or each month until cancelled. */
export const DONATION_FREQUENCIES = ['once', 'month'] as const;
export type DonationFrequency = (typeof DONATION_FREQUENCIES)[number];

/** The amounts the donation page offers first, per currency (major units). */
export const DONATION_AMOUNTS: Record<Currency, readonly number[]> = {
  INR: [500, 1000, 2500],
  USD: [10, 25, 50],
};
/** The smallest and largest donation (major units): below, card fees eat it; above, a typing slip. */
export const DONATION_MIN = 10;
export const DONATION_MAX = 500_000;

/** What the donation form sends: an amount (a choice or 'other' with its own), a currency, a frequency. */
export const donationInputSchema = z
  .object({
    amount: z.string().trim().max(20).default(''),
    other: z.string().trim().max(20).default(''),
    currency: z.enum(CURRENCIES, { message: `must be ${CURRENCIES.join(' or ')}` }).default('INR'),
    frequency: z.enum(DONATION_FREQUENCIES, { message: 'must be once or month' }).default('once'),
  })
  .transform((input, ctx) => {
    const typed = input.amount === 'other' || input.amount === '' ? input.other : input.amount;
    const minor = minorUnits(typed);
    if (minor === null || minor === undefined) {
      ctx.addIssue({ code: 'custom', path: ['other'], message: 'Choose or type an amount, such as 500' });
      return z.NEVER;
    }
    if (minor < DONATION_MIN * 100 || minor > DONATION_MAX * 100) {
      ctx.addIssue({
        code: 'custom',
        path: ['other'],
        message: `Give between ${DONATION_MIN} and ${DONATION_MAX.toLocaleString('en-IN')}`,
      });
      return z.NEVER;
    }
    return { amount: minor, currency: input.currency, frequency: input.frequency };
  });
export type DonationInput = z.infer<typeof donationInputSchema>;

/** A payment as the account page lists it: a membership's invoice or a donation. */
export interface Payment {
  _id: string;
  kind: 'membership' | 'donation';
  description: string;
  amount: number;
  currency: Currency;
  paidAt: string;
  /** Stripe's page for the receipt (invoices), or null. */
  receiptUrl: string | null;
}
