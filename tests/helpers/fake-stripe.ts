import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** The webhook secret tests configure (STRIPE_WEBHOOK_SECRET). */
export const TEST_WEBHOOK_SECRET = 'whsec_testsecret0123456789';

/** A request the stand-in received: its path and its form-encoded fields, as the SDK sent them. */
export interface StripeCall {
  method: string;
  path: string;
  fields: Record<string, string>;
}

/** A Stripe event object, as Stripe sends it. */
export function stripeEvent(type: string, object: object, options: { id?: string; created?: number } = {}) {
  return {
    id: options.id ?? `evt_${Math.random().toString(36).slice(2, 14)}`,
    object: 'event',
    api_version: '2025-10-29.clover',
    created: options.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** The body and `Stripe-Signature` header of a delivery, signed as Stripe signs (the SDK's own helper). */
export function signedDelivery(event: object, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? TEST_WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return { payload, header };
}

/** A subscription object as Stripe's events carry it (the fields the site reads). */
export function subscriptionObject(fields: {
  id: string;
  customer: string;
  status: string;
  userId: string;
  tierId: string;
  interval?: 'month' | 'year';
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
}) {
  const interval = fields.interval ?? 'month';
  return {
    id: fields.id,
    object: 'subscription',
    customer: fields.customer,
    status: fields.status,
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    metadata: { userId: fields.userId, tierId: fields.tierId, interval },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${fields.id}`,
          object: 'subscription_item',
          current_period_end: fields.periodEnd,
          price: { id: `price_${fields.id}`, object: 'price', recurring: { interval } },
        },
      ],
    },
  };
}

/**
 * A Stripe-shaped server on loopback for tests: it answers the calls the SDK makes for Checkout
 * and the Customer Portal with Stripe's object and error shapes, and records them. `failNext`
 * makes the next call fail as Stripe does when it is down.
 */
export async function startFakeStripe() {
  const calls: StripeCall[] = [];
  let failures = 0;
  let sequence = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      const fields = Object.fromEntries(new URLSearchParams(body));
      calls.push({ method: req.method ?? 'GET', path, fields });
      const send = (status: number, value: object) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++sequence}` });
        res.end(JSON.stringify(value));
      };
      if (failures > 0) {
        failures -= 1;
        send(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
        return;
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${++sequence}`;
        send(200, {
          id,
          object: 'checkout.session',
          mode: fields.mode,
          client_reference_id: fields.client_reference_id ?? null,
          url: `${origin}/pay/${id}`,
          status: 'open',
        });
        return;
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        send(200, {
          id: `bps_${++sequence}`,
          object: 'billing_portal.session',
          customer: fields.customer,
          url: `${origin}/portal/${fields.customer}`,
        });
        return;
      }
      send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    calls,
    /** The environment that points the site at this server. */
    env: { STRIPE_SECRET_KEY: 'sk_test_fake123', STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, STRIPE_API_BASE: origin },
    /** The next `n` calls (the SDK retries twice) fail with Stripe's 500. */
    failNext(n: number) {
      failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
