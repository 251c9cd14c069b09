import {
  CANCELLABLE_STATUSES,
  checkoutInputSchema,
  compInputSchema,
  donationInputSchema,
  formatPrice,
  memberListQuery,
  type MemberChange,
  type MemberRow,
  tierInputSchema,
  type Membership,
  type Payment,
  type Tier,
} from '../../core/members';
import type { AuditLog } from '../audit/audit.service';
import type { EventBus } from '../lib/events';
import type { ConversionStore } from './revenue';
import { authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import { AppError, NotFoundError, RateLimitedError, ValidationError } from '../lib/errors';
import type { RateLimiter } from '../lib/rate-limit';
import { isUuid } from '../../core/slug';
import type { UsersService } from '../users/users.service';
import { parseOr400 } from '../lib/validate';
import type { MemberNotice, MemberStore } from './members.service';
import type { AccountMail } from '../mail/account-mail';
import {
  renderMemberCancelled,
  renderMemberWelcome,
  renderPaymentFailed,
  renderRenewalReminder,
} from '../mail/account-mails';
import { endOfDay, formatDate } from '../../core/dates';
import { stripeEventEnvelope, type PaymentGateway } from './stripe-gateway';

/** What the members' use cases use (wired in server/services.ts). */
export interface MemberCommandDeps {
  members: MemberStore;
  /** Stripe, or null when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set. */
  payments: PaymentGateway | null;
  audit: AuditLog;
  /** The site's address, for the pages Stripe sends the reader back to. */
  publicUrl: string;
  limits: { donations: RateLimiter };
  users: Pick<UsersService, 'find'>;
  accountMail: Pick<AccountMail, 'later'>;
  events: EventBus;
  conversions: Pick<ConversionStore, 'record'>;
  clock: { now(): Date };
  /** The site's time zone: a complimentary membership 'until 31 Mar' lasts to the end of that day there. */
  timeZone: string;
}

/** How long before a yearly renewal its member is reminded. */
export const RENEWAL_REMINDER_DAYS = 7;

/** Said when paid tiers are off on this site. */
export const PAYMENTS_OFF =
  'Paid membership is not open on this site yet: its payment provider is not set up (STRIPE_SECRET_KEY).';
const NO_TIER = 'Tier not found';

/**
 * Members and paid tiers (docs/product.md, 'Members and tiers'). Admins (`settings:manage`) define
 * the tiers; a signed-in reader starts a subscription on Stripe's hosted Checkout and manages it
 * on Stripe's Customer Portal; Stripe's signed events, and nothing else, make a membership.
 */
export class MemberCommands {
  constructor(private readonly deps: MemberCommandDeps) {}

  async createTier(actor: Actor, input: unknown): Promise<Tier> {
    authorize(actor, 'settings:manage');
    const tier = await this.deps.members.createTier(parseOr400(tierInputSchema, input));
    await this.deps.audit.record(actor, {
      action: 'tier.create',
      target: { type: 'tier', id: tier._id, label: tier.name },
    });
    return tier;
  }

  /** Changes a tier (its members keep the price they pay: Stripe holds it); `active: false` stops offering it. */
  async updateTier(actor: Actor, id: string, input: unknown): Promise<Tier> {
    authorize(actor, 'settings:manage');
    if (!(await this.deps.members.tier(id))) throw new NotFoundError(NO_TIER);
    const tier = await this.deps.members.updateTier(id, parseOr400(tierInputSchema, input));
    if (!tier) throw new NotFoundError(NO_TIER);
    await this.deps.audit.record(actor, { action: 'tier.update', target: { type: 'tier', id, label: tier.name } });
    return tier;
  }

  /** The address of Stripe's hosted checkout for a tier, monthly or yearly: any signed-in reader. */
  async checkout(actor: Actor, input: unknown): Promise<{ url: string }> {
    const viewer = authorize(actor, 'profile:edit');
    const { tier: tierId, interval, story } = parseOr400(checkoutInputSchema, input);
    const payments = this.payments();
    const tier = await this.deps.members.tier(tierId);
    if (!tier?.active) throw new NotFoundError(NO_TIER);
    if ((interval === 'month' ? tier.monthlyPrice : tier.yearlyPrice) === null) {
      throw new AppError(
        400,
        'invalid_input',
        `${tier.name} is not offered ${interval === 'month' ? 'monthly' : 'yearly'}`,
      );
    }
    const current = await this.deps.members.membershipOf(viewer._id);
    if (current.tier) {
      throw new AppError(
        409,
        'conflict',
        `You are already a member (${current.tier.name}): change your plan with ‘Manage billing’.`,
      );
    }
    const url = await payments.subscriptionCheckout({
      tier,
      interval,
      // A trial is for a reader's first membership: one Stripe never billed before.
      trialDays: current.customerId === null ? tier.trialDays : 0,
      account: { id: viewer._id, email: viewer.emailVerified ? viewer.email : null, customerId: current.customerId },
      successUrl: `${this.deps.publicUrl}/account?welcome=1`,
      cancelUrl: `${this.deps.publicUrl}/membership`,
    });
    // The story whose offer led here; the membership Stripe confirms is counted for it (MemberStore.apply).
    await this.deps.conversions.record('checkout', story, viewer._id);
    return { url };
  }

  /**
   * The address of Stripe's hosted checkout for a donation, once or monthly: anyone, signed in or
   * not (a signed-in donor's gifts are on their account page). Limited per client address.
   */
  async donate(actor: Actor, input: unknown): Promise<{ url: string }> {
    const donation = parseOr400(donationInputSchema, input);
    const payments = this.payments();
    const wait = await this.deps.limits.donations.consume(actor.ip ?? 'system');
    if (wait > 0) throw new RateLimitedError('Too many donations started from here: try again in a few minutes.', wait);
    const viewer = actor.viewer;
    const customerId = viewer ? (await this.deps.members.membershipOf(viewer._id)).customerId : null;
    const url = await payments.donationCheckout({
      donation,
      account: viewer ? { id: viewer._id, email: viewer.emailVerified ? viewer.email : null, customerId } : null,
      successUrl: `${this.deps.publicUrl}/donate?thanks=1`,
      cancelUrl: `${this.deps.publicUrl}/donate`,
    });
    return { url };
  }

  /**
   * Gives a reader a tier for free, until a day or for good (admins); refused (409) for a reader
   * Stripe bills, whose membership is changed in Stripe.
   */
  async comp(actor: Actor, userId: string, input: unknown): Promise<Membership> {
    authorize(actor, 'users:manage');
    const { tier: tierId, until: day } = parseOr400(compInputSchema, input);
    const until = day ? endOfDay(day, this.deps.timeZone) : null;
    const user = isUuid(userId) ? await this.deps.users.find(userId) : null;
    if (!user) throw new NotFoundError('Account not found');
    const tier = await this.deps.members.tier(tierId);
    if (!tier) throw new NotFoundError(NO_TIER);
    if (!(await this.deps.members.comp(userId, tierId, until))) {
      throw new AppError(409, 'conflict', `${user.username} pays through Stripe: change their plan there.`);
    }
    await this.deps.audit.record(actor, {
      action: 'member.comp',
      target: { type: 'user', id: userId, label: user.username },
      details: { tier: tier.name, until: until?.toISOString() ?? null },
    });
    this.deps.events.emit('members.changed', { ids: [userId] });
    const { customerId: _c, periodEnd: _p, ...membership } = await this.deps.members.membershipOf(userId);
    return membership;
  }

  /** `comp` for the account a username names (the admin page's form). */
  async compByUsername(actor: Actor, username: string, input: unknown): Promise<Membership> {
    authorize(actor, 'users:manage');
    const userId = await this.deps.members.accountNamed(username);
    if (!userId) throw new ValidationError(`No account is named ${username}`, { username: 'No such account' });
    return this.comp(actor, userId, input);
  }

  /** Ends a reader's complimentary membership (admins); 404 when they have none. */
  async endComp(actor: Actor, userId: string): Promise<void> {
    authorize(actor, 'users:manage');
    if (!isUuid(userId) || !(await this.deps.members.endComp(userId))) {
      throw new NotFoundError('No complimentary membership to end');
    }
    await this.deps.audit.record(actor, { action: 'member.comp-end', target: { type: 'user', id: userId } });
    this.deps.events.emit('members.changed', { ids: [userId] });
  }

  /**
   * Cancels a member's Stripe subscription at the end of the period paid for (admins): asked of
   * Stripe, whose event then marks the membership cancelled and mails the member, as when they
   * cancel themselves. 404 without a paid membership; 409 when it is cancelled already.
   */
  async cancel(actor: Actor, userId: string): Promise<{ endsAt: string | null }> {
    authorize(actor, 'users:manage');
    const found = isUuid(userId) ? await this.deps.members.member(userId) : null;
    if (!found?.membership || !cancellable(found)) throw new NotFoundError('No paid membership to cancel');
    const { account, membership, subscriptionId } = found;
    if (membership.cancelAtPeriodEnd) {
      throw new AppError(409, 'conflict', `${account.username}’s membership is cancelled already.`);
    }
    const { endsAt } = await this.payments().cancelSubscription(subscriptionId!);
    await this.deps.audit.record(actor, {
      action: 'member.cancel',
      target: { type: 'user', id: userId, label: account.username },
      details: { tier: membership.tier, endsAt: endsAt?.toISOString() ?? null },
    });
    return { endsAt: endsAt?.toISOString() ?? null };
  }

  /** The address of Stripe's Customer Portal for the reader's card, plan and cancelling. */
  async billingPortal(actor: Actor): Promise<{ url: string }> {
    const viewer = authorize(actor, 'profile:edit');
    const payments = this.payments();
    const { customerId } = await this.deps.members.membershipOf(viewer._id);
    if (!customerId) throw new AppError(409, 'conflict', 'You have no paid membership to manage.');
    return { url: await payments.billingPortal(customerId, `${this.deps.publicUrl}/account`) };
  }

  /**
   * A webhook delivery from Stripe: its signature checked (400 otherwise, nothing changed), its
   * event applied once. Answers whether it was new; Stripe retries a delivery that failed.
   */
  async receiveEvent(actor: Actor, payload: string, signature: string | undefined): Promise<{ duplicate: boolean }> {
    // The body first, as any other: JSON with an event's envelope and no text a field may not hold.
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      throw new AppError(400, 'invalid_json', 'The request body is not valid JSON');
    }
    parseOr400(stripeEventEnvelope, body);
    const payments = this.payments();
    if (!signature) throw new AppError(400, 'invalid_input', 'The Stripe-Signature header is missing');
    const event = await payments.verify(payload, signature);
    const outcome = await this.deps.members.apply(event);
    if (outcome.duplicate) return { duplicate: true };
    for (const notice of outcome.notices ?? []) this.mail(actor, notice);
    if (outcome.changed.length) this.deps.events.emit('members.changed', { ids: outcome.changed });
    // Recorded as the system's: Stripe's event did it (its address is not a person's).
    for (const userId of outcome.changed) {
      // With the membership it left, for the member's history on the admin's screen.
      const state = (await this.deps.members.member(userId))?.membership;
      await this.deps.audit.record(
        { ...actor, ip: null },
        {
          action: 'member.subscription',
          target: { type: 'user', id: userId },
          details: {
            event: event.type,
            id: event.id,
            state: state
              ? {
                  tier: state.tier,
                  status: state.status,
                  interval: state.interval,
                  periodEnd: state.periodEnd,
                  cancelAtPeriodEnd: state.cancelAtPeriodEnd,
                }
              : null,
          },
        },
      );
    }
    return { duplicate: false };
  }

  /**
   * The yearly renewal reminders due (docs/product.md, 'Members and tiers'): a week before a yearly
   * membership renews, its member is told when and for how much. Run every hour at minute 5
   * (a Clock, server/runtime.ts) in every process; each reminder is claimed once.
   */
  async remindRenewals(actor: Actor): Promise<number> {
    if (!actor.system) throw new AppError(403, 'forbidden', 'Only the site itself sends renewal reminders');
    const due = await this.deps.members.claimRenewalReminders(this.deps.clock.now(), RENEWAL_REMINDER_DAYS);
    for (const reminder of due) {
      this.deps.accountMail.later(actor.log, 'renewal reminder', async (site) => {
        const user = await this.deps.users.find(reminder.userId);
        if (!user?.email || !user.emailVerified) return null;
        const rendered = renderRenewalReminder({
          siteName: site.siteName,
          publicUrl: site.publicUrl,
          tier: reminder.tier,
          accountUrl: `${site.publicUrl}/account`,
          renews: formatDate(reminder.renews.toISOString(), site.timeZone),
          amount: reminder.lastPaid ? formatPrice(reminder.lastPaid.amount, reminder.lastPaid.currency) : null,
        });
        return { to: user.email, ...rendered };
      });
    }
    return due.length;
  }

  /**
   * A member's email about their membership, at their verified address, after the answer
   * (AccountMail.later: a failing mail server never fails Stripe's delivery, which is applied).
   */
  private mail(actor: Actor, notice: MemberNotice): void {
    this.deps.accountMail.later(actor.log, notice.kind, async (site) => {
      const user = await this.deps.users.find(notice.userId);
      if (!user?.email || !user.emailVerified) return null;
      const mail = {
        siteName: site.siteName,
        publicUrl: site.publicUrl,
        tier: notice.tier,
        accountUrl: `${site.publicUrl}/account`,
      };
      const day = notice.periodEnd ? formatDate(notice.periodEnd, site.timeZone) : null;
      const rendered =
        notice.kind === 'welcome'
          ? renderMemberWelcome({ ...mail, renews: day })
          : notice.kind === 'cancelled'
            ? renderMemberCancelled({ ...mail, ends: day })
            : renderPaymentFailed(mail);
      return { to: user.email, ...rendered };
    });
  }

  private payments(): PaymentGateway {
    if (!this.deps.payments) throw new AppError(409, 'conflict', PAYMENTS_OFF);
    return this.deps.payments;
  }
}

/** Whether a member's Stripe subscription is one that runs (and so may be cancelled). */
function cancellable(found: NonNullable<Awaited<ReturnType<MemberStore['member']>>>): boolean {
  return (
    found.subscriptionId !== null && found.membership !== null && CANCELLABLE_STATUSES.includes(found.membership.status)
  );
}

/** Members a page of the admin's list. */
export const MEMBERS_PAGE_SIZE = 50;

/**
 * A CSV line (RFC 4180): each field quoted where it holds a comma, a quote or a line break; one
 * that a spreadsheet would run as a formula ('=', '+', '-', '@') is prefixed with an apostrophe.
 */
export function csvLine(fields: readonly string[]): string {
  return (
    fields
      .map((field) => {
        const safe = /^[=+\-@\t\r]/.test(field) ? `'${field}` : field;
        return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
      })
      .join(',') + '\r\n'
  );
}

/** The tiers offered, and one's own membership; the members list and its export for admins. */
export class MemberQueries {
  constructor(private readonly deps: Pick<MemberCommandDeps, 'members' | 'payments' | 'audit'>) {}

  /** The tiers offered, and whether paid membership is open (Stripe set up). Public. */
  async offer(_actor: Actor): Promise<{ tiers: Tier[]; paymentsOn: boolean }> {
    return { tiers: await this.deps.members.tiers(), paymentsOn: this.deps.payments !== null };
  }

  /** Every tier, archived ones too: admins. */
  async allTiers(actor: Actor): Promise<{ tiers: Tier[]; paymentsOn: boolean }> {
    authorize(actor, 'settings:manage');
    return { tiers: await this.deps.members.tiers(true), paymentsOn: this.deps.payments !== null };
  }

  /** Members (paid and complimentary, past ones too), filtered, 50 a page: admins (they see e-mails). */
  async list(
    actor: Actor,
    input: unknown,
  ): Promise<{ members: MemberRow[]; total: number; page: number; pages: number }> {
    authorize(actor, 'users:manage');
    const query = parseOr400(memberListQuery, input);
    const { members, total } = await this.deps.members.list(query, MEMBERS_PAGE_SIZE);
    return { members, total, page: query.page, pages: Math.max(1, Math.ceil(total / MEMBERS_PAGE_SIZE)) };
  }

  /**
   * One reader's membership and its history (admins): who they are, their membership now, their
   * payments, and every change to it (Stripe's events, an admin's gifts and cancelling), newest
   * first. 404 when there is no such account.
   */
  async history(actor: Actor, userId: string) {
    authorize(actor, 'users:manage');
    const found = isUuid(userId) ? await this.deps.members.member(userId) : null;
    if (!found) throw new NotFoundError('Account not found');
    const [payments, records] = await Promise.all([
      this.deps.members.paymentsOf(userId, 100),
      this.deps.audit.about('user', userId, 'member.', 100),
    ]);
    const changes: MemberChange[] = records.map((record) => ({
      at: record.at,
      // Stripe's events are recorded as the system's.
      by: record.action === 'member.subscription' ? 'Stripe' : record.actorName,
      action: record.action,
      details: record.details,
    }));
    return {
      account: found.account,
      membership: found.membership,
      // What 'Cancel' needs: Stripe set up, and a subscription running that is not cancelled yet.
      cancellable: this.deps.payments !== null && cancellable(found) && !found.membership!.cancelAtPeriodEnd,
      payments,
      changes,
    };
  }

  /** Every member the filter picks, as CSV lines (a header first), a batch at a time: admins. */
  async *exportCsv(actor: Actor, input: unknown): AsyncGenerator<string> {
    authorize(actor, 'users:manage');
    const query = parseOr400(memberListQuery, input);
    yield csvLine(['username', 'name', 'email', 'tier', 'status', 'billing', 'period_end', 'cancelled', 'source']);
    for await (const rows of this.deps.members.allMembers(query)) {
      yield rows
        .map((m) =>
          csvLine([
            m.username,
            m.name,
            m.email ?? '',
            m.tier ?? '',
            m.status,
            m.interval ?? '',
            m.periodEnd ?? '',
            m.cancelAtPeriodEnd ? 'yes' : 'no',
            m.source,
          ]),
        )
        .join('');
    }
  }

  /** The signed-in reader's payments, newest first: their receipts. */
  async myPayments(actor: Actor): Promise<Payment[]> {
    const viewer = authorize(actor, 'profile:edit');
    return this.deps.members.paymentsOf(viewer._id);
  }

  /** The signed-in reader's membership. */
  async mine(actor: Actor): Promise<Membership> {
    const viewer = authorize(actor, 'profile:edit');
    const { customerId: _customer, periodEnd: _end, ...membership } = await this.deps.members.membershipOf(viewer._id);
    return { ...membership, manageable: membership.manageable && this.deps.payments !== null };
  }
}
