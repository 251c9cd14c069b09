import { and, asc, count, desc, eq, gte, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { personName } from '../../core/authors';
import { usernameKey } from '../../core/roles';
import type Stripe from 'stripe';
import {
  CURRENCIES,
  INTERVALS,
  MEMBERSHIP_STATUSES,
  type Interval,
  type Membership,
  type MembershipStatus,
  type Tier,
  type TierInput,
  type Currency,
  type MemberRow,
  type Payment,
  type memberListQuery,
} from '../../core/members';
import type { z } from 'zod';

type MemberListQuery = z.infer<typeof memberListQuery>;
import { isUuid } from '../../core/slug';
import type { Db } from '../db/client';
import { conversions, memberships, payments, stripeEvents, tiers, users } from '../db/schema';

type TierRow = typeof tiers.$inferSelect;

function toTier(row: TierRow): Tier {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    benefits: row.benefits,
    currency: row.currency,
    monthlyPrice: row.monthlyPrice,
    yearlyPrice: row.yearlyPrice,
    trialDays: row.trialDays,
    active: row.active,
    position: row.position,
  };
}

/** An email a membership's change calls for (server/mail/account-mails.tsx). */
export interface MemberNotice {
  userId: string;
  kind: 'welcome' | 'cancelled' | 'payment-failed';
  tier: string;
  /** The renewal, or the end of access once cancelled. */
  periodEnd: Date | null;
}

/**
 * What applying an event did: its id was seen before; or the accounts whose membership or
 * payments changed, and the emails that calls for.
 */
export type EventOutcome = { duplicate: true } | { duplicate: false; changed: string[]; notices?: MemberNotice[] };

/** A string field of a Stripe object (its ids may come expanded). */
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Paid tiers and memberships (docs/product.md, 'Members and tiers'). A membership is written only
 * by `apply`, from a Stripe event whose signature was checked (StripeGateway.verify): each event
 * id once, and an event older than the last one applied to a membership changes nothing.
 */
export class MemberStore {
  constructor(private readonly db: Db) {}

  /** The tiers in their order; only those offered to new members unless `all`. */
  async tiers(all = false): Promise<Tier[]> {
    const rows = await this.db
      .select()
      .from(tiers)
      .where(all ? undefined : eq(tiers.active, true))
      .orderBy(asc(tiers.position), asc(tiers.createdAt));
    return rows.map(toTier);
  }

  async tier(id: string): Promise<Tier | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.select().from(tiers).where(eq(tiers.id, id)).limit(1);
    return row ? toTier(row) : null;
  }

  async createTier(input: TierInput): Promise<Tier> {
    const [last] = await this.db.select({ n: sql<number>`coalesce(max(${tiers.position}), -1)::int` }).from(tiers);
    const [row] = await this.db
      .insert(tiers)
      .values({ ...input, position: (last?.n ?? -1) + 1 })
      .returning();
    return toTier(row!);
  }

  async updateTier(id: string, input: TierInput): Promise<Tier | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db
      .update(tiers)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(tiers.id, id))
      .returning();
    return row ? toTier(row) : null;
  }

  /** A reader's membership as their account page shows it (free when they have none). */
  async membershipOf(userId: string): Promise<Membership & { customerId: string | null; periodEnd: Date | null }> {
    const [row] = await this.db
      .select({ m: memberships, tierName: tiers.name })
      .from(memberships)
      .leftJoin(tiers, eq(tiers.id, memberships.tierId))
      .where(eq(memberships.userId, userId))
      .limit(1);
    const expiredComp = row?.m.status === 'comp' && row.m.periodEnd !== null && row.m.periodEnd.getTime() <= Date.now();
    if (
      !row ||
      row.m.tierId === null ||
      row.m.status === 'canceled' ||
      row.m.status === 'incomplete_expired' ||
      expiredComp
    ) {
      return {
        tier: null,
        status: 'free',
        interval: null,
        renewsAt: null,
        cancelAtPeriodEnd: false,
        manageable: Boolean(row?.m.stripeCustomerId),
        customerId: row?.m.stripeCustomerId ?? null,
        periodEnd: null,
      };
    }
    return {
      tier: { _id: row.m.tierId, name: row.tierName ?? '' },
      status: row.m.status,
      interval: row.m.interval,
      renewsAt: row.m.periodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: row.m.cancelAtPeriodEnd,
      manageable: Boolean(row.m.stripeCustomerId),
      customerId: row.m.stripeCustomerId,
      periodEnd: row.m.periodEnd,
    };
  }

  /**
   * Applies a verified Stripe event once: a finished checkout names the reader's Stripe customer,
   * a subscription's creation, change or end sets their tier, state and period. Answers the
   * accounts whose membership changed. Other event types are recorded and ignored.
   */
  async apply(event: Stripe.Event): Promise<EventOutcome> {
    return this.db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(stripeEvents)
        .values({ id: event.id, type: event.type, createdAt: new Date(event.created * 1000) })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      if (!fresh) return { duplicate: true as const };
      const at = new Date(event.created * 1000);
      const exists = async (userId: string | null | undefined) => {
        if (!userId || !isUuid(userId)) return false;
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
        return Boolean(user);
      };
      if (event.type === 'checkout.session.completed') {
        const session = event.data.object;
        const userId = session.client_reference_id;
        const customer = idOf(session.customer);
        if (session.mode === 'payment' && session.metadata?.kind === 'donation') {
          // A one-time donation (a monthly one is paid by its invoices, above).
          const currency = (session.currency ?? '').toUpperCase();
          if (session.payment_status !== 'paid' || !(CURRENCIES as readonly string[]).includes(currency)) {
            return { duplicate: false as const, changed: [] };
          }
          const donor = (await exists(userId)) ? userId! : null;
          await tx
            .insert(payments)
            .values({
              id: session.id,
              userId: donor,
              kind: 'donation',
              description: 'One-time donation',
              amount: session.amount_total ?? 0,
              currency: currency as Currency,
              email: session.customer_details?.email ?? null,
              paidAt: at,
            })
            .onConflictDoNothing();
          return { duplicate: false as const, changed: donor ? [donor] : [] };
        }
        if (session.mode !== 'subscription' || !customer || !(await exists(userId))) {
          return { duplicate: false as const, changed: [] };
        }
        // The customer, so 'Manage billing' works; the state comes with the subscription's own events.
        await tx
          .insert(memberships)
          .values({ userId: userId!, status: 'incomplete', stripeCustomerId: customer })
          .onConflictDoUpdate({
            target: memberships.userId,
            set: { stripeCustomerId: customer, updatedAt: new Date() },
          });
        return { duplicate: false as const, changed: [userId!] };
      }
      if (
        event.type === 'customer.subscription.created' ||
        event.type === 'customer.subscription.updated' ||
        event.type === 'customer.subscription.deleted'
      ) {
        const subscription = event.data.object;
        const userId = subscription.metadata?.userId;
        const tierId = subscription.metadata?.tierId;
        // A monthly donation is a subscription too, but no membership: its invoices are its record.
        if (!(await exists(userId)) || !tierId || !isUuid(tierId)) return { duplicate: false as const, changed: [] };
        const [tier] = await tx.select({ id: tiers.id }).from(tiers).where(eq(tiers.id, tierId)).limit(1);
        if (!tier) return { duplicate: false as const, changed: [] };
        const item = subscription.items?.data?.[0];
        const periodEnd =
          (subscription as { current_period_end?: number }).current_period_end ?? item?.current_period_end;
        const interval = item?.price?.recurring?.interval ?? subscription.metadata?.interval;
        const status: MembershipStatus =
          event.type === 'customer.subscription.deleted'
            ? 'canceled'
            : (MEMBERSHIP_STATUSES as readonly string[]).includes(subscription.status)
              ? (subscription.status as MembershipStatus)
              : 'incomplete';
        const values = {
          tierId,
          status,
          interval: (INTERVALS as readonly string[]).includes(interval ?? '') ? (interval as Interval) : null,
          periodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
          cancelAtPeriodEnd: subscription.cancel_at_period_end,
          stripeCustomerId: idOf(subscription.customer),
          stripeSubscriptionId: subscription.id,
          lastEventAt: at,
          updatedAt: new Date(),
        };
        const [previous] = await tx
          .select({
            status: memberships.status,
            cancelAtPeriodEnd: memberships.cancelAtPeriodEnd,
            subscription: memberships.stripeSubscriptionId,
          })
          .from(memberships)
          .where(eq(memberships.userId, userId!));
        // An event older than the one last applied (Stripe does not keep their order) changes nothing.
        const [written] = await tx
          .insert(memberships)
          .values({ userId: userId!, ...values })
          .onConflictDoUpdate({
            target: memberships.userId,
            set: values,
            setWhere: sql`${memberships.lastEventAt} is null or ${memberships.lastEventAt} <= ${at}`,
          })
          .returning({ userId: memberships.userId });
        if (!written) return { duplicate: false as const, changed: [] };
        const [named] = await tx.select({ name: tiers.name }).from(tiers).where(eq(tiers.id, tierId));
        const notice = (kind: MemberNotice['kind']): MemberNotice[] => [
          { userId: userId!, kind, tier: named?.name ?? 'Membership', periodEnd: values.periodEnd },
        ];
        const wasMember =
          previous?.subscription === subscription.id && ['active', 'trialing', 'past_due'].includes(previous.status);
        const began = (status === 'active' || status === 'trialing') && !wasMember;
        const cancelled =
          (values.cancelAtPeriodEnd && wasMember && !previous?.cancelAtPeriodEnd) ||
          (status === 'canceled' && previous !== undefined && previous.status !== 'canceled');
        const notices = began ? notice('welcome') : values.cancelAtPeriodEnd && cancelled ? notice('cancelled') : [];
        // The revenue page's months, and the story whose offer led to the checkout (within a week).
        if (began) {
          await tx.update(memberships).set({ startedAt: at, cancelledAt: null }).where(eq(memberships.userId, userId!));
          const [from] = await tx
            .select({ articleId: conversions.articleId })
            .from(conversions)
            .where(
              and(
                eq(conversions.userId, userId!),
                eq(conversions.kind, 'checkout'),
                gte(conversions.createdAt, new Date(at.getTime() - 7 * 86_400_000)),
              ),
            )
            .orderBy(desc(conversions.createdAt))
            .limit(1);
          if (from) {
            await tx
              .insert(conversions)
              .values({ kind: 'subscription', articleId: from.articleId, userId: userId!, createdAt: at });
          }
        } else if (cancelled) {
          await tx
            .update(memberships)
            .set({ cancelledAt: at })
            .where(and(eq(memberships.userId, userId!), isNull(memberships.cancelledAt)));
        }
        return { duplicate: false as const, changed: [written.userId], notices };
      }
      if (event.type === 'invoice.payment_failed') {
        const invoice = event.data.object;
        const details = invoice.parent?.subscription_details?.metadata ?? {};
        if (details.kind === 'donation' || !(await exists(details.userId))) {
          return { duplicate: false as const, changed: [] };
        }
        const membership = await this.membershipOfTx(tx, details.userId!);
        return {
          duplicate: false as const,
          changed: [],
          notices: membership
            ? [{ userId: details.userId!, kind: 'payment-failed' as const, tier: membership, periodEnd: null }]
            : [],
        };
      }
      if (event.type === 'invoice.paid') {
        const invoice = event.data.object;
        const details = invoice.parent?.subscription_details?.metadata ?? {};
        const donation = details.kind === 'donation';
        const userId = (await exists(details.userId)) ? details.userId! : null;
        const currency = invoice.currency.toUpperCase();
        // A trial's first invoice is for nothing: no payment to list.
        if (!invoice.id || !(CURRENCIES as readonly string[]).includes(currency) || invoice.amount_paid === 0) {
          return { duplicate: false as const, changed: [] };
        }
        const [tier] =
          !donation && details.tierId && isUuid(details.tierId)
            ? await tx.select({ name: tiers.name }).from(tiers).where(eq(tiers.id, details.tierId)).limit(1)
            : [];
        await tx
          .insert(payments)
          .values({
            id: invoice.id,
            userId,
            kind: donation ? 'donation' : 'membership',
            description: donation
              ? 'Monthly donation'
              : `${tier?.name ?? 'Membership'}, ${details.interval === 'year' ? 'yearly' : 'monthly'}`,
            amount: invoice.amount_paid,
            currency: currency as Currency,
            email: invoice.customer_email ?? null,
            receiptUrl: invoice.hosted_invoice_url ?? null,
            paidAt: new Date((invoice.status_transitions?.paid_at ?? event.created) * 1000),
          })
          .onConflictDoNothing();
        return { duplicate: false as const, changed: userId ? [userId] : [] };
      }
      return { duplicate: false as const, changed: [] };
    });
  }

  /**
   * Members as the admin lists them (a paid or complimentary membership, past ones too), by
   * name: filtered by tier and state, searched in username, name and email; `limit` a page.
   */
  async list(query: MemberListQuery, limit = 50): Promise<{ members: MemberRow[]; total: number }> {
    const where = this.memberFilter(query);
    const [rows, [counted]] = await Promise.all([
      this.memberRows(where, limit, (query.page - 1) * limit),
      this.db.select({ n: count() }).from(memberships).innerJoin(users, eq(users.id, memberships.userId)).where(where),
    ]);
    return { members: rows, total: counted?.n ?? 0 };
  }

  /** Every member the filter picks, `batch` at a time: the CSV export, streamed. */
  async *allMembers(query: MemberListQuery, batch = 500): AsyncGenerator<MemberRow[]> {
    const where = this.memberFilter(query);
    for (let offset = 0; ; offset += batch) {
      const rows = await this.memberRows(where, batch, offset);
      if (rows.length === 0) return;
      yield rows;
      if (rows.length < batch) return;
    }
  }

  /**
   * Gives a reader a tier for free, until `until` (null: for good). Refused for a reader Stripe
   * bills (their membership is Stripe's to change): answers false then.
   */
  async comp(userId: string, tierId: string, until: Date | null): Promise<boolean> {
    const values = {
      tierId,
      status: 'comp' as const,
      interval: null,
      periodEnd: until,
      cancelAtPeriodEnd: false,
      updatedAt: new Date(),
    };
    const [written] = await this.db
      .insert(memberships)
      .values({ userId, ...values })
      .onConflictDoUpdate({
        target: memberships.userId,
        set: values,
        setWhere: sql`${memberships.stripeSubscriptionId} is null or ${memberships.status} in ('canceled', 'incomplete_expired')`,
      })
      .returning({ userId: memberships.userId });
    return Boolean(written);
  }

  /**
   * Yearly memberships that renew within `days` and were not reminded of this renewal: each is
   * marked reminded in the same statement, so two processes never both mail it. Answers what each
   * reminder needs: the member, the tier, the renewal, and what they last paid for it.
   */
  async claimRenewalReminders(
    now: Date,
    days: number,
  ): Promise<
    { userId: string; tier: string; renews: Date; lastPaid: { amount: number; currency: Currency } | null }[]
  > {
    const until = new Date(now.getTime() + days * 86_400_000);
    const claimed = await this.db
      .update(memberships)
      .set({ remindedFor: memberships.periodEnd })
      .where(
        and(
          eq(memberships.interval, 'year'),
          eq(memberships.status, 'active'),
          eq(memberships.cancelAtPeriodEnd, false),
          sql`${memberships.periodEnd} > ${now} and ${memberships.periodEnd} <= ${until}`,
          sql`${memberships.remindedFor} is distinct from ${memberships.periodEnd}`,
        ),
      )
      .returning({ userId: memberships.userId, tierId: memberships.tierId, renews: memberships.periodEnd });
    const out = [];
    for (const row of claimed) {
      const [tier] = row.tierId ? await this.db.select().from(tiers).where(eq(tiers.id, row.tierId)).limit(1) : [];
      const [paid] = await this.db
        .select({ amount: payments.amount, currency: payments.currency })
        .from(payments)
        .where(and(eq(payments.userId, row.userId), eq(payments.kind, 'membership')))
        .orderBy(desc(payments.paidAt))
        .limit(1);
      const lastPaid =
        paid ?? (tier?.yearlyPrice ? { amount: tier.yearlyPrice, currency: tier.currency as Currency } : null);
      out.push({ userId: row.userId, tier: tier?.name ?? 'Membership', renews: row.renews!, lastPaid });
    }
    return out;
  }

  /** The account a username names (any letter case), for the admin's forms. */
  async accountNamed(username: string): Promise<string | null> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.usernameKey, usernameKey(username.trim())))
      .limit(1);
    return row?.id ?? null;
  }

  /**
   * One account as the admin's member screen shows it: who they are, and their membership (null
   * when they never had one) with when it began and was cancelled; null when there is no account.
   */
  async member(userId: string): Promise<{
    account: { userId: string; username: string; name: string; email: string | null; joinedAt: string };
    membership: (MemberRow & { startedAt: string | null; cancelledAt: string | null }) | null;
    /** Their Stripe subscription's id, for cancelling it; never shown. */
    subscriptionId: string | null;
  } | null> {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) return null;
    const account = {
      userId: user.id,
      username: user.username,
      name: personName(user),
      email: user.email,
      joinedAt: user.createdAt.toISOString(),
    };
    const [row] = await this.memberRows(eq(users.id, userId), 1, 0);
    if (!row) return { account, membership: null, subscriptionId: null };
    const [times] = await this.db
      .select({
        startedAt: memberships.startedAt,
        cancelledAt: memberships.cancelledAt,
        subscriptionId: memberships.stripeSubscriptionId,
      })
      .from(memberships)
      .where(eq(memberships.userId, userId));
    return {
      account,
      membership: {
        ...row,
        startedAt: times?.startedAt?.toISOString() ?? null,
        cancelledAt: times?.cancelledAt?.toISOString() ?? null,
      },
      subscriptionId: times?.subscriptionId ?? null,
    };
  }

  /** Ends a complimentary membership; answers whether there was one. */
  async endComp(userId: string): Promise<boolean> {
    const [row] = await this.db
      .update(memberships)
      .set({ status: 'canceled', periodEnd: new Date(), updatedAt: new Date() })
      .where(and(eq(memberships.userId, userId), eq(memberships.status, 'comp')))
      .returning({ userId: memberships.userId });
    return Boolean(row);
  }

  private memberFilter(query: MemberListQuery): SQL | undefined {
    const filters: SQL[] = [];
    if (query.tier) filters.push(eq(memberships.tierId, query.tier));
    if (query.status) filters.push(eq(memberships.status, query.status));
    if (query.q) {
      const like = `%${query.q.replace(/[%_\\]/g, '\\$&')}%`;
      filters.push(
        or(
          ilike(users.username, like),
          ilike(users.email, like),
          ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, like),
        )!,
      );
    }
    return filters.length ? and(...filters) : undefined;
  }

  private async memberRows(where: SQL | undefined, limit: number, offset: number): Promise<MemberRow[]> {
    const rows = await this.db
      .select({ m: memberships, u: users, tierName: tiers.name })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .leftJoin(tiers, eq(tiers.id, memberships.tierId))
      .where(where)
      .orderBy(asc(users.usernameKey))
      .limit(limit)
      .offset(offset);
    return rows.map(({ m, u, tierName }) => ({
      userId: u.id,
      username: u.username,
      name: personName(u),
      email: u.email,
      tier: tierName,
      status: m.status,
      interval: m.interval,
      periodEnd: m.periodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: m.cancelAtPeriodEnd,
      source: m.stripeSubscriptionId ? 'stripe' : 'comp',
    }));
  }

  /** The tier's name of a reader's membership, within a transaction; null when none. */
  private async membershipOfTx(tx: Pick<Db, 'select'>, userId: string): Promise<string | null> {
    const [row] = await tx
      .select({ name: tiers.name })
      .from(memberships)
      .innerJoin(tiers, eq(tiers.id, memberships.tierId))
      .where(eq(memberships.userId, userId));
    return row?.name ?? null;
  }

  /** A reader's payments, newest first (at most `limit`): the account page's receipts. */
  async paymentsOf(userId: string, limit = 24): Promise<Payment[]> {
    const rows = await this.db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.paidAt))
      .limit(limit);
    return rows.map((row) => ({
      _id: row.id,
      kind: row.kind,
      description: row.description,
      amount: row.amount,
      currency: row.currency,
      paidAt: row.paidAt.toISOString(),
      receiptUrl: row.receiptUrl,
    }));
  }
}
