import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { checkoutInputSchema, CURRENCIES, DONATION_FREQUENCIES, memberListQuery } from '../../core/members';
import { access, apiRouter, body, json, mount, param, refusals } from '../api/endpoint';
import {
  memberHistorySchema,
  memberRowSchema,
  membershipSchema,
  messageSchema,
  paymentSchema,
  tierListSchema,
  tierSchema,
} from '../api/schemas';
import { readBody } from '../lib/body';
import { GIFT_DAYS, GIFT_MAX_OPENS } from '../../core/access';
import { CONVERSION_DAYS, REVENUE_MONTHS } from './revenue';
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
  trialDays: z
    .union([z.string(), z.number()])
    .optional()
    .meta({ description: "Days free for a reader's first membership, 0 to 90 (default 0: no trial)." }),
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

const memberId = z.object({ id: param.uuid('account') });

const listMembers = createRoute({
  method: 'get',
  path: '/members',
  tags: TAGS,
  summary: 'Members: paid and complimentary, past ones too, 50 a page',
  ...access('users:manage', 'Filtered by `tier` and `status`, searched by `q` in username, name and email.'),
  request: { query: memberListQuery },
  responses: {
    200: json(
      z.object({ members: z.array(memberRowSchema), total: z.int().min(0), page: z.int(), pages: z.int() }),
      'A page of members.',
    ),
    ...refusals(400, 401, 403),
  },
});

const exportMembers = createRoute({
  method: 'get',
  path: '/members/export.csv',
  tags: TAGS,
  summary: 'Every member the filter picks, as CSV',
  ...access('users:manage', 'Streamed, a batch at a time; the same filter as the list.'),
  request: { query: memberListQuery.omit({ page: true }) },
  responses: {
    200: { description: 'CSV (RFC 4180), a header line first.', content: { 'text/csv': { schema: z.string() } } },
    ...refusals(400, 401, 403),
  },
});

const comp = createRoute({
  method: 'post',
  path: '/members/{id}/comp',
  tags: TAGS,
  summary: 'Give a reader a tier for free, until a day or for good',
  ...access('users:manage', '409 for a reader Stripe bills: change their plan in Stripe.'),
  request: {
    params: memberId,
    body: body(
      z.object({
        tier: z.string(),
        until: z
          .string()
          .optional()
          .meta({ description: "'YYYY-MM-DD' (to the end of that day in the site's time zone); empty: for good." }),
      }),
    ),
  },
  responses: { 200: json(membershipSchema, 'Their membership now.'), ...refusals(400, 401, 403, 404, 409, 413, 415) },
});

const endComp = createRoute({
  method: 'delete',
  path: '/members/{id}/comp',
  tags: TAGS,
  summary: "End a reader's complimentary membership",
  ...access('users:manage'),
  request: { params: memberId },
  responses: { 200: json(messageSchema, 'Ended.'), ...refusals(401, 403, 404) },
});

const history = createRoute({
  method: 'get',
  path: '/members/{id}',
  tags: TAGS,
  summary: "A reader's membership, payments and membership changes",
  ...access('users:manage', 'Any account: a reader who never had a membership has `membership: null`.'),
  request: { params: memberId },
  responses: { 200: json(memberHistorySchema, 'The member.'), ...refusals(401, 403, 404) },
});

const cancel = createRoute({
  method: 'post',
  path: '/members/{id}/cancel',
  tags: TAGS,
  summary: "Cancel a member's Stripe subscription at the end of the period paid for",
  ...access(
    'users:manage',
    "Asked of Stripe; Stripe's event then marks the membership cancelled and mails the member. 404 without a running subscription; 409 when it is cancelled already, Stripe refuses, or payments are off; 503 when Stripe does not answer.",
  ),
  request: { params: memberId },
  responses: {
    200: json(
      z.object({ endsAt: z.iso.datetime().nullable().meta({ description: 'When the membership ends.' }) }),
      'Cancelled at Stripe.',
    ),
    ...refusals(401, 403, 404, 409, 503),
  },
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

const giftLinkSchema = z
  .object({
    _id: z.uuid(),
    url: z.url().meta({ description: 'The link to send: the story’s address with its `gift` token.' }),
    story: z.object({ title: z.string(), path: z.string() }),
    opens: z.int().min(0).meta({ description: 'Times it was opened (counts only, never who).' }),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    open: z.boolean().meta({ description: 'Still opens its story: not expired, not opened 50 times.' }),
  })
  .meta({ id: 'GiftLink' });

const sendGift = createRoute({
  method: 'post',
  path: '/gifts',
  tags: TAGS,
  summary: 'A gift link for a locked story',
  ...access(
    'signed-in',
    `For readers with a paid membership (403 otherwise): a link that opens the story in full for anyone, for ${GIFT_DAYS} days or ${GIFT_MAX_OPENS} openings; a few a month (the site's setting; 409 past it, and for a story anyone may read).`,
  ),
  request: { body: body(z.object({ article: z.string().meta({ description: 'The story’s id.' }) })) },
  responses: {
    201: json(z.object({ link: giftLinkSchema, left: z.int().min(0) }), 'The link, and how many are left this month.'),
    ...refusals(400, 401, 403, 404, 409, 413, 415),
  },
});

const myGifts = createRoute({
  method: 'get',
  path: '/gifts',
  tags: TAGS,
  summary: "The signed-in member's gift links",
  ...access('signed-in', 'The newest 50, with how often each was opened.'),
  responses: {
    200: json(
      z.object({ links: z.array(giftLinkSchema), left: z.int().min(0), allowance: z.int().min(0) }),
      'Their links.',
    ),
    ...refusals(401),
  },
});

const perCurrency = z.object({ INR: z.int().optional(), USD: z.int().optional() }).meta({
  description: 'Amounts in the minor unit (paise, cents), per currency.',
});

const revenue = createRoute({
  method: 'get',
  path: '/revenue',
  tags: TAGS,
  summary: 'Revenue and conversion by story',
  ...access(
    'articles:publish',
    `Editors get \`conversion\` (the stories that brought sign-ups and memberships in the last ${CONVERSION_DAYS} days) and \`money: null\`; admins also get the money: MRR, members, and per month (the last ${REVENUE_MONTHS}, in the site's time zone) new and cancelled memberships and donations.`,
  ),
  responses: {
    200: json(
      z.object({
        money: z
          .object({
            mrr: perCurrency,
            activeMembers: z.int(),
            trialing: z.int(),
            complimentary: z.int(),
            months: z.array(
              z.object({ month: z.string(), newMembers: z.int(), cancelled: z.int(), donations: perCurrency }),
            ),
          })
          .nullable(),
        conversion: z.array(
          z.object({ _id: z.uuid(), title: z.string(), path: z.string(), signups: z.int(), subscriptions: z.int() }),
        ),
      }),
      'The figures.',
    ),
    ...refusals(401, 403),
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
  mount(app, listMembers, async (c) => c.json(await c.var.queries.members.list(c.var.actor, c.req.query())));
  mount(app, exportMembers, async (c) => {
    const lines = c.var.queries.members.exportCsv(c.var.actor, c.req.query());
    // The first line is asked for before answering, so a refusal is the usual JSON answer.
    const first = await lines.next();
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        if (!first.done) controller.enqueue(encoder.encode(first.value));
      },
      async pull(controller) {
        const next = await lines.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
    });
    return c.body(body, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="members.csv"',
      'cache-control': 'no-store',
    });
  });
  mount(app, history, async (c) => c.json(await c.var.queries.members.history(c.var.actor, c.req.param('id'))));
  mount(app, cancel, async (c) => c.json(await c.var.commands.members.cancel(c.var.actor, c.req.param('id'))));
  mount(app, comp, async (c) =>
    c.json(await c.var.commands.members.comp(c.var.actor, c.req.param('id'), await readBody(c))),
  );
  mount(app, endComp, async (c) => {
    await c.var.commands.members.endComp(c.var.actor, c.req.param('id'));
    return c.json({ message: 'Complimentary membership ended' });
  });
  mount(app, checkout, async (c) => c.json(await c.var.commands.members.checkout(c.var.actor, await readBody(c))));
  mount(app, portal, async (c) => c.json(await c.var.commands.members.billingPortal(c.var.actor)));
  mount(app, donate, async (c) => c.json(await c.var.commands.members.donate(c.var.actor, await readBody(c))));
  mount(app, myPayments, async (c) => c.json({ payments: await c.var.queries.members.myPayments(c.var.actor) }));
  mount(app, sendGift, async (c) => c.json(await c.var.commands.gifts.create(c.var.actor, await readBody(c)), 201));
  mount(app, myGifts, async (c) => c.json(await c.var.queries.gifts.mine(c.var.actor)));
  mount(app, revenue, async (c) => c.json(await c.var.queries.revenue.report(c.var.actor)));
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
