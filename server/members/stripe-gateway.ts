import Stripe from 'stripe';
import { z } from 'zod';
import type { DonationInput, Interval, Tier } from '../../core/members';
import type { PaymentsConfig } from '../config';
import { BusyError } from '../lib/concurrency';
import { AppError } from '../lib/errors';

/** What the site asks of the payment provider: hosted pages to pay and to manage, and its signed events. */
export interface PaymentGateway {
  /** A hosted checkout page for a subscription to `tier`, renewing each `interval`; its address. */
  subscriptionCheckout(request: {
    tier: Tier;
    interval: Interval;
    account: { id: string; email: string | null; customerId: string | null };
    /** Days free before the first charge (0: none). */
    trialDays: number;
    successUrl: string;
    cancelUrl: string;
  }): Promise<string>;
  /** A hosted checkout page for a donation, once or monthly; its address. Anyone may give. */
  donationCheckout(request: {
    donation: DonationInput;
    account: { id: string; email: string | null; customerId: string | null } | null;
    successUrl: string;
    cancelUrl: string;
  }): Promise<string>;
  /** The provider's page where a customer changes their card or plan, or cancels; its address. */
  billingPortal(customerId: string, returnUrl: string): Promise<string>;
  /**
   * Cancels a subscription at the end of the period paid for (an admin's 'Cancel'); answers when
   * that is. The provider's event then changes the membership, as for a member's own cancelling.
   */
  cancelSubscription(subscriptionId: string): Promise<{ endsAt: Date | null }>;
  /** The event a webhook delivered, its signature checked; throws when it is not the provider's. */
  verify(payload: string, signature: string): Promise<Stripe.Event>;
}

/** A Stripe event's envelope: what the webhook checks of a body before its signature. */
export const stripeEventEnvelope = z
  .object({
    id: z.string().meta({ description: "The event's id (`evt_…`): applied once." }),
    type: z.string().meta({ description: "'checkout.session.completed', 'customer.subscription.updated', …" }),
    created: z.number().meta({ description: 'Unix time: an event older than one applied changes nothing.' }),
    data: z.object({ object: z.object({}).passthrough() }).passthrough(),
  })
  .passthrough();

/** Said to the reader when Stripe does not answer: nothing was charged. */
export const PROVIDER_DOWN = 'The payment service did not answer. Nothing was charged: try again in a few minutes.';

/**
 * Stripe through its official SDK (README, 'Reader revenue'). `STRIPE_API_BASE` points it at
 * another Stripe-compatible address (a local stand-in in tests). Card details never reach the
 * site: readers pay on Stripe's hosted Checkout and manage their plan on its Customer Portal.
 */
export class StripeGateway implements PaymentGateway {
  private readonly stripe: Stripe;

  constructor(private readonly config: PaymentsConfig) {
    const base = config.apiBase ? new URL(config.apiBase) : null;
    this.stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 15_000,
      ...(base
        ? {
            host: base.hostname,
            port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
            protocol: base.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
  }

  async subscriptionCheckout(request: Parameters<PaymentGateway['subscriptionCheckout']>[0]): Promise<string> {
    const { tier, interval, account } = request;
    const amount = interval === 'month' ? tier.monthlyPrice : tier.yearlyPrice;
    if (amount === null) throw new AppError(400, 'invalid_input', `${tier.name} has no ${interval}ly price`);
    const metadata = { userId: account.id, tierId: tier._id, interval };
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create({
        mode: 'subscription',
        client_reference_id: account.id,
        ...(account.customerId
          ? { customer: account.customerId }
          : account.email
            ? { customer_email: account.email }
            : {}),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: tier.currency.toLowerCase(),
              unit_amount: amount,
              recurring: { interval },
              product_data: { name: tier.name },
            },
          },
        ],
        metadata,
        subscription_data: { metadata, ...(request.trialDays > 0 ? { trial_period_days: request.trialDays } : {}) },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      }),
    );
    if (!session.url) throw new BusyError(PROVIDER_DOWN, 30);
    return session.url;
  }

  async donationCheckout(request: Parameters<PaymentGateway['donationCheckout']>[0]): Promise<string> {
    const { donation, account } = request;
    const monthly = donation.frequency === 'month';
    const metadata = { kind: 'donation', ...(account ? { userId: account.id } : {}) };
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create({
        mode: monthly ? 'subscription' : 'payment',
        ...(account ? { client_reference_id: account.id } : {}),
        ...(account?.customerId
          ? { customer: account.customerId }
          : account?.email
            ? { customer_email: account.email }
            : {}),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: donation.currency.toLowerCase(),
              unit_amount: donation.amount,
              ...(monthly ? { recurring: { interval: 'month' as const } } : {}),
              product_data: { name: monthly ? 'Monthly donation' : 'Donation' },
            },
          },
        ],
        metadata,
        ...(monthly ? { subscription_data: { metadata } } : { submit_type: 'donate' as const }),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      }),
    );
    if (!session.url) throw new BusyError(PROVIDER_DOWN, 30);
    return session.url;
  }

  async billingPortal(customerId: string, returnUrl: string): Promise<string> {
    const session = await this.call(() =>
      this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
    );
    return session.url;
  }

  async cancelSubscription(subscriptionId: string): Promise<{ endsAt: Date | null }> {
    let subscription: Stripe.Subscription;
    try {
      subscription = await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    } catch (error) {
      // Stripe's refusal (a subscription it no longer has, one already ended) is said as it is.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        throw new AppError(409, 'conflict', `Stripe refused to cancel it: ${error.message}`, { cause: error });
      }
      throw new BusyError(PROVIDER_DOWN, 30, { cause: error });
    }
    const end = subscription.items.data[0]?.current_period_end;
    return { endsAt: end ? new Date(end * 1000) : null };
  }

  async verify(payload: string, signature: string): Promise<Stripe.Event> {
    try {
      // Stripe's own check: the HMAC of the timestamp and body with the endpoint's secret, and
      // a timestamp within 5 minutes (an old delivery replayed is refused).
      return await this.stripe.webhooks.constructEventAsync(payload, signature, this.config.webhookSecret, 300);
    } catch (error) {
      throw new AppError(400, 'invalid_input', 'The signature does not match', { cause: error });
    }
  }

  /** A call to Stripe; its failure (down, refused) is the reader's clear 503, never a stack trace. */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw new BusyError(PROVIDER_DOWN, 30, { cause: error });
    }
  }
}
