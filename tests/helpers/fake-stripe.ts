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
export async function startFakeStripe(
  options: {
    /** A fixed port (the browser tests'); a free one by default. */
    port?: number;
    /** Where the hosted pages deliver their events, signed (the site's /api/payments/stripe). */
    webhookUrl?: string;
  } = {},
) {
  const calls: StripeCall[] = [];
  const refusedEvents: string[] = [];
  /** Checkout sessions made, by id: what the hosted page sells and where it goes after. */
  const sessions = new Map<string, Record<string, string>>();
  /** Subscriptions paid for, by customer: what the portal changes. */
  const subscriptions = new Map<string, ReturnType<typeof subscriptionObject>>();
  /** Where events go without a webhook address: an app in the test's own process (`deliverTo`). */
  let inProcess: ((payload: string, header: string) => Response | Promise<Response>) | null = null;
  const deliver = async (event: object) => {
    const { payload, header } = signedDelivery(event);
    const headers = { 'content-type': 'application/json', 'stripe-signature': header };
    const res = options.webhookUrl
      ? await fetch(options.webhookUrl, { method: 'POST', headers, body: payload })
      : inProcess
        ? await inProcess(payload, header)
        : null;
    if (res && !res.ok) throw new Error(`the site refused the event: ${res.status} ${await res.text()}`);
  };
  const page = (res: ServerResponse, title: string, body: string) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`,
    );
  };
  /** The hosted pages a browser test goes through: Checkout's payment and the Customer Portal. */
  const hosted = async (req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> => {
    const pay = /^\/pay\/(cs_test_\d+)$/.exec(path);
    const session = pay ? sessions.get(pay[1]!) : undefined;
    if (session && req.method === 'GET') {
      const amount = Number(session['line_items[0][price_data][unit_amount]']) / 100;
      const currency = session['line_items[0][price_data][currency]']?.toUpperCase();
      const name = session['line_items[0][price_data][product_data][name]'];
      const interval = session['line_items[0][price_data][recurring][interval]'];
      page(
        res,
        'Test checkout',
        `<p>${name}: ${currency} ${amount}${interval ? ` a ${interval}` : ''}</p><form method="post"><label>Card number <input name="card" value="4242 4242 4242 4242"></label><button>Pay</button></form>`,
      );
      return true;
    }
    if (session && req.method === 'POST' && session.mode === 'payment') {
      // A one-time payment (a donation): paid at once.
      await deliver(
        stripeEvent('checkout.session.completed', {
          id: pay![1],
          object: 'checkout.session',
          mode: 'payment',
          payment_status: 'paid',
          amount_total: Number(session['line_items[0][price_data][unit_amount]']),
          currency: session['line_items[0][price_data][currency]'],
          client_reference_id: session.client_reference_id ?? null,
          customer: null,
          customer_details: { email: session.customer_email ?? 'donor@example.com' },
          metadata: { kind: session['metadata[kind]'], userId: session['metadata[userId]'] },
        }),
      );
      res.writeHead(303, { location: session.success_url! });
      res.end();
      return true;
    }
    if (session && req.method === 'POST') {
      const customer = `cus_${pay![1]}`;
      const now = Math.floor(Date.now() / 1000);
      const trialDays = Number(session['subscription_data[trial_period_days]'] ?? 0);
      const subscription = subscriptionObject({
        id: `sub_${pay![1]}`,
        customer,
        status: trialDays > 0 ? 'trialing' : 'active',
        userId: session['subscription_data[metadata][userId]']!,
        tierId: session['subscription_data[metadata][tierId]']!,
        interval: session['line_items[0][price_data][recurring][interval]'] === 'year' ? 'year' : 'month',
        periodEnd: now + (trialDays > 0 ? trialDays : 30) * 86_400,
      });
      // The metadata the checkout gave the subscription, as Stripe copies it.
      subscription.metadata = Object.fromEntries(
        Object.entries(session).flatMap(([key, value]) => {
          const name = /^subscription_data\[metadata\]\[(\w+)\]$/.exec(key)?.[1];
          return name ? [[name, value]] : [];
        }),
      ) as typeof subscription.metadata;
      subscriptions.set(customer, subscription);
      await deliver(
        stripeEvent('checkout.session.completed', {
          id: pay![1],
          object: 'checkout.session',
          mode: 'subscription',
          client_reference_id: session.client_reference_id,
          customer,
          subscription: subscription.id,
        }),
      );
      await deliver(stripeEvent('customer.subscription.created', subscription));
      // The first invoice, paid: the account page's receipt.
      await deliver(
        stripeEvent('invoice.paid', {
          id: `in_${pay![1]}`,
          object: 'invoice',
          // A trial's first invoice is for nothing, as Stripe makes it.
          amount_paid: trialDays > 0 ? 0 : Number(session['line_items[0][price_data][unit_amount]']),
          currency: session['line_items[0][price_data][currency]'],
          customer,
          customer_email: session.customer_email ?? null,
          hosted_invoice_url: `${origin}/receipt/in_${pay![1]}`,
          status_transitions: { paid_at: now },
          parent: {
            type: 'subscription_details',
            subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
          },
        }),
      );
      res.writeHead(303, { location: session.success_url! });
      res.end();
      return true;
    }
    const portal = /^\/portal\/(cus_[\w]+)$/.exec(path);
    const subscription = portal ? subscriptions.get(portal[1]!) : undefined;
    const returnTo = portal ? portalReturns.get(portal[1]!) : undefined;
    if (subscription && req.method === 'GET') {
      page(
        res,
        'Test billing portal',
        `<p>Your plan renews each ${subscription.items.data[0]!.price.recurring.interval}.</p><form method="post"><button>Cancel plan</button></form><p><a href="${returnTo}">Return</a></p>`,
      );
      return true;
    }
    if (subscription && req.method === 'POST') {
      subscription.cancel_at_period_end = true;
      await deliver(stripeEvent('customer.subscription.updated', subscription));
      res.writeHead(303, { location: returnTo ?? '/' });
      res.end();
      return true;
    }
    return false;
  };
  const portalReturns = new Map<string, string>();
  let failures = 0;
  let sequence = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', async () => {
      const path = (req.url ?? '/').split('?')[0]!;
      if (!path.startsWith('/v1/')) {
        try {
          if (await hosted(req, res, path)) return;
        } catch (error) {
          res.writeHead(502, { 'content-type': 'text/plain' });
          res.end(String(error));
          return;
        }
        res.writeHead(404);
        res.end();
        return;
      }
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
        sessions.set(id, fields);
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
        if (fields.customer && fields.return_url) portalReturns.set(fields.customer, fields.return_url);
        send(200, {
          id: `bps_${++sequence}`,
          object: 'billing_portal.session',
          customer: fields.customer,
          url: `${origin}/portal/${fields.customer}`,
        });
        return;
      }
      const update = /^\/v1\/subscriptions\/(sub_\w+)$/.exec(path);
      if (req.method === 'POST' && update) {
        const subscription = [...subscriptions.values()].find((s) => s.id === update[1]);
        if (!subscription) {
          send(404, {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              param: 'id',
              message: `No such subscription: '${update[1]}'`,
            },
          });
          return;
        }
        if (fields.cancel_at_period_end !== undefined) {
          subscription.cancel_at_period_end = fields.cancel_at_period_end === 'true';
        }
        // Stripe tells the site of the change by its event (here before it answers, so tests need not wait).
        // A refused delivery does not fail the call, as at Stripe; the test sees it in `refusedEvents`.
        await deliver(stripeEvent('customer.subscription.updated', subscription)).catch((error: Error) =>
          refusedEvents.push(error.message),
        );
        send(200, subscription);
        return;
      }
      send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    calls,
    /** Events the site refused, delivered after an API call (which Stripe answers regardless). */
    refusedEvents,
    /** The environment that points the site at this server. */
    env: { STRIPE_SECRET_KEY: 'sk_test_fake123', STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, STRIPE_API_BASE: origin },
    /** A subscription made elsewhere (a test's own events), which the API then knows. */
    remember(subscription: ReturnType<typeof subscriptionObject>) {
      subscriptions.set(subscription.customer, subscription);
    },
    /** Delivers events to an app in this process (a test without a listening site). */
    deliverTo(send: (payload: string, header: string) => Response | Promise<Response>) {
      inProcess = send;
    },
    /** The next `n` calls (the SDK retries twice) fail with Stripe's 500. */
    failNext(n: number) {
      failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
