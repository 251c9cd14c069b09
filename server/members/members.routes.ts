import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { checkoutInputSchema, CURRENCIES, DONATION_FREQUENCIES } from '../../core/members';
import { access, apiRouter, body, json, mount, param, refusals } from '../api/endpoint';
import { membershipSchema, paymentSchema, tierListSchema, tierSchema } from '../api/schemas';
import { readBody } from '../lib/body';
import { AppError } from '../lib/errors';
import { stripeEventEnvelope } from './stripe-gateway';

const TAGS = ['Members'];
const tierId = z.object({ id: param.uuid('tier') });

const tierJson = z.object({
  name: z.string(),
  description: z.string().optional(),
  benefits: z.array(z.string()).optional().meta({ description: 'Up to 10 lines.' }),
  currency: z.enum(CURRENCIES),
  monthlyPrice: z
    .union([z.string(), z.number()])
    .nullable()
    .optional()
    .meta({ description: "In the currency's major unit ('499', 4.99); empty or null: not offered monthly." }),
  yearlyPrice: z.union([z.string(), z.number()]).nullable().optional(),
  active: z.boolean().optional().meta({ description: 'Offered to new members (default true).' }),
});

const offer = createRoute({
  method: 'get',
  path: '/tiers',
  tags: TAGS,
  summary: 'The paid tiers offered, and whether paid membership is open',
  ...access('public'),
  responses: { 200: json(tierListSchema, 'The tiers in their order.') },
});

const allTiers = createRoute({
  method: 'get',
  path: '/tiers/all',
  tags: TAGS,
  summary: 'Every tier, archived ones too',
  ...access('settings:manage'),
  responses: { 200: json(tierListSchema, 'The tiers.'), ...refusals(401, 403) },
});

const createTier = createRoute({
  method: 'post',
  path: '/tiers',
  tags: TAGS,
  summary: 'Add a paid tier',
  ...access('settings:manage'),
  request: { body: body(tierJson) },
  responses: { 201: json(tierSchema, 'The tier.'), ...refusals(400, 401, 403, 413, 415) },
});

const updateTier = createRoute({
  method: 'put',
  path: '/tiers/{id}',
  tags: TAGS,
  summary: 'Change a paid tier',
  ...access(
    'settings:manage',
    'Its members keep the price they pay (Stripe holds it); `active: false` stops offering it to new members.',
  ),
  request: { params: tierId, body: body(tierJson) },
  responses: { 200: json(tierSchema, 'The tier.'), ...refusals(400, 401, 403, 404, 413, 415) },
});

const mine = createRoute({
  method: 'get',
  path: '/members/me',
  tags: TAGS,
  summary: "The signed-in reader's membership",
  ...access('signed-in', 'Free when they have no paid membership.'),
  responses: { 200: json(membershipSchema, 'The membership.'), ...refusals(401) },
});

const checkout = createRoute({
  method: 'post',
  path: '/members/checkout',
  tags: TAGS,
  summary: "Start a paid membership on Stripe's hosted Checkout",
  ...access(
    'signed-in',
    "Answers the checkout page's address; the membership starts with Stripe's event once the reader has paid. 409 when paid membership is off on this site or the reader is a member already; 503 when Stripe does not answer (nothing is charged).",
  ),
  request: { body: body(checkoutInputSchema) },
  responses: {
    200: json(z.object({ url: z.string() }), 'Where to send the reader.'),
    ...refusals(400, 401, 404, 409, 413, 415, 503),
  },
});

const portal = createRoute({
  method: 'post',
  path: '/members/portal',
  tags: TAGS,
  summary: "Open Stripe's Customer Portal (card, plan, cancelling)",
  ...access('signed-in', '409 for a reader with no paid membership, or when paid membership is off.'),
  responses: {
    200: json(z.object({ url: z.string() }), 'Where to send the reader.'),
    ...refusals(401, 409, 503),
  },
});

const donate = createRoute({
  method: 'post',
  path: '/members/donate',
  tags: TAGS,
  summary: "Give a donation, once or monthly, on Stripe's hosted Checkout",
  ...access(
    'optional',
    "Anyone may give; a signed-in donor's gifts are listed on their account page. Answers the checkout page's address. 409 when payments are off; 429 past 10 a client address in 10 minutes; 503 when Stripe does not answer.",
  ),
  request: {
    body: body(
      z.object({
        amount: z.string().optional().meta({ description: "An amount in major units ('500'), or 'other'." }),
        other: z.string().optional().meta({ description: "The amount when `amount` is 'other' or empty." }),
        currency: z.enum(CURRENCIES).optional(),
        frequency: z.enum(DONATION_FREQUENCIES).optional().meta({ description: "'once' (the default) or 'month'." }),
      }),
    ),
  },
  responses: {
    200: json(z.object({ url: z.string() }), 'Where to send the donor.'),
    ...refusals(400, 409, 413, 415, 429, 503),
  },
});

const myPayments = createRoute({
  method: 'get',
  path: '/members/me/payments',
  tags: TAGS,
  summary: "The signed-in reader's payments: membership invoices and donations",
  ...access('signed-in'),
  responses: { 200: json(z.object({ payments: z.array(paymentSchema) }), 'Newest first.'), ...refusals(401) },
});

const webhook = createRoute({
  method: 'post',
  path: '/payments/stripe',
  tags: TAGS,
  summary: "Stripe's webhook: the only source of memberships",
  ...access(
    'public',
    "Stripe's deliveries, checked by their `Stripe-Signature` (the endpoint's secret, STRIPE_WEBHOOK_SECRET; at most 5 minutes old); each event id is applied once, and an event older than one already applied to a membership changes nothing. Any other caller gets 400 and changes nothing.",
  ),
  request: {
    headers: z.object({ 'stripe-signature': z.string().optional() }),
    body: { required: true, content: { 'application/json': { schema: stripeEventEnvelope } } },
  },
  responses: {
    200: json(z.object({ received: z.boolean(), duplicate: z.boolean() }), 'Taken.'),
    ...refusals(400, 409, 413, 415),
  },
});

/**
 * Members and paid tiers (docs/product.md, 'Members and tiers'): the tiers offered and their
 * admin, a reader's membership, Stripe's Checkout and Customer Portal, and Stripe's webhook.
 */
export function memberRoutes() {
  const app = apiRouter();
  mount(app, offer, async (c) => c.json(await c.var.queries.members.offer(c.var.actor)));
  mount(app, allTiers, async (c) => c.json(await c.var.queries.members.allTiers(c.var.actor)));
  mount(app, createTier, async (c) =>
    c.json(await c.var.commands.members.createTier(c.var.actor, await readBody(c)), 201),
  );
  mount(app, updateTier, async (c) =>
    c.json(await c.var.commands.members.updateTier(c.var.actor, c.req.param('id'), await readBody(c))),
  );
  mount(app, mine, async (c) => c.json(await c.var.queries.members.mine(c.var.actor)));
  mount(app, checkout, async (c) => c.json(await c.var.commands.members.checkout(c.var.actor, await readBody(c))));
  mount(app, portal, async (c) => c.json(await c.var.commands.members.billingPortal(c.var.actor)));
  mount(app, donate, async (c) => c.json(await c.var.commands.members.donate(c.var.actor, await readBody(c))));
  mount(app, myPayments, async (c) => c.json({ payments: await c.var.queries.members.myPayments(c.var.actor) }));
  mount(app, webhook, async (c) => {
    if (!(c.req.header('content-type') ?? '').startsWith('application/json')) {
      throw new AppError(415, 'unsupported_type', 'Stripe sends its events as JSON');
    }
    const { duplicate } = await c.var.commands.members.receiveEvent(
      c.var.actor,
      await c.req.text(),
      c.req.header('stripe-signature'),
    );
    return c.json({ received: true, duplicate });
  });
  return app;
}
