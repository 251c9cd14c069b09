import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  entitled,
  formatPrice,
  localeOf,
  memberChangeText,
  tierInputSchema,
  type MemberChange,
  type Membership,
  type Tier,
} from '../../core/members';
import * as accountPage from '../../app/routes/account';
import * as tiersPage from '../../app/routes/admin/tiers';
import * as membershipPage from '../../app/routes/membership';
import * as membersPage from '../../app/routes/admin/members';
import * as memberPage from '../../app/routes/admin/member';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { startSmtpServer } from '../../tests/helpers/smtp-server';
import { answerOf, callAction, callLoader } from '../../tests/helpers/pages';
import { signedInAs } from '../../tests/helpers/factories';
import {
  signedDelivery,
  startFakeStripe,
  stripeEvent,
  subscriptionObject,
  TEST_WEBHOOK_SECRET,
} from '../../tests/helpers/fake-stripe';
import { auditLog, memberships, payments, users } from '../db/schema';
import { systemActor } from '../lib/actor';
import { createLogger } from '../lib/logger';
import { asc, eq } from 'drizzle-orm';
import { PAYMENTS_OFF } from './members.commands';
import { PROVIDER_DOWN } from './stripe-gateway';

/**
 * Members and paid tiers (docs/product.md, 'Members and tiers'): tiers an admin defines, Stripe's
 * hosted Checkout and Customer Portal, and memberships made only by Stripe's signed events,
 * each applied once and in order.
 */
describe('tiers and prices', () => {
  it('reads prices as an admin types them, in minor units, and refuses what is not a price', () => {
    const ok = tierInputSchema.parse({ name: ' Supporter ', currency: 'INR', monthlyPrice: '1,299', yearlyPrice: 4.5 });
    expect(ok).toMatchObject({
      name: 'Supporter',
      monthlyPrice: 129_900,
      yearlyPrice: 450,
      benefits: [],
      active: true,
    });
    expect(
      tierInputSchema.parse({
        name: 'A',
        currency: 'USD',
        monthlyPrice: '',
        yearlyPrice: '49',
        benefits: 'One\n\nTwo ',
      }),
    ).toMatchObject({ monthlyPrice: null, yearlyPrice: 4900, benefits: ['One', 'Two'] });
    expect(tierInputSchema.safeParse({ name: 'A', currency: 'USD', monthlyPrice: '', yearlyPrice: null }).success).toBe(
      false,
    );
    expect(tierInputSchema.safeParse({ name: 'A', currency: 'EUR', monthlyPrice: '5' }).success).toBe(false);
    expect(tierInputSchema.safeParse({ name: 'A', currency: 'USD', monthlyPrice: '-5' }).success).toBe(false);
    expect(tierInputSchema.safeParse({ name: 'A', currency: 'USD', monthlyPrice: '0.5' }).success).toBe(false);
    expect(tierInputSchema.safeParse({ name: 'A', currency: 'USD', monthlyPrice: '4.999' }).success).toBe(false);
  });

  it("shows prices in the reader's locale", () => {
    expect(formatPrice(49_900, 'INR', 'en-IN')).toBe('₹499');
    expect(formatPrice(499, 'USD', 'en-US')).toBe('$4.99');
    expect(formatPrice(129_900_00, 'INR', 'en-IN')).toBe('₹1,29,900');
    expect(formatPrice(499, 'USD', 'en-IN')).toBe('$4.99');
    expect(formatPrice(49_900, 'INR', 'hi-IN')).toBe('₹499');
    expect(localeOf('de-DE,de;q=0.9,en;q=0.8')).toBe('de-DE');
    expect(localeOf('*')).toBe('en-IN');
    expect(localeOf(undefined)).toBe('en-IN');
  });

  it('gives access while paid for, to the end of a cancelled period, and never after', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    const later = new Date('2026-12-28T12:00:00Z');
    const earlier = new Date('2026-10-28T12:00:00Z');
    expect(entitled({ status: 'active', periodEnd: later }, now)).toBe(true);
    expect(entitled({ status: 'past_due', periodEnd: later }, now)).toBe(true);
    expect(entitled({ status: 'active', periodEnd: earlier }, now)).toBe(false);
    expect(entitled({ status: 'canceled', periodEnd: later }, now)).toBe(false);
    expect(entitled({ status: 'incomplete', periodEnd: later }, now)).toBe(false);
    expect(entitled({ status: 'comp', periodEnd: null }, now)).toBe(true);
    expect(entitled({ status: 'comp', periodEnd: later }, now)).toBe(true);
    expect(entitled({ status: 'comp', periodEnd: earlier }, now)).toBe(false);
  });
});

describe("a member's history", () => {
  it("says each change to a membership in the admin's words", () => {
    const tz = 'Asia/Kolkata';
    const state = { tier: 'Supporter', status: 'active', interval: 'year', periodEnd: '2027-01-15T12:00:00Z' };
    const line = (action: string, details: Record<string, unknown> | null) => memberChangeText({ action, details }, tz);
    expect(
      line('member.subscription', {
        event: 'customer.subscription.created',
        state: { ...state, cancelAtPeriodEnd: false },
      }),
    ).toBe('Subscription started: Supporter, active, yearly, renews 15 Jan 2027');
    expect(
      line('member.subscription', {
        event: 'customer.subscription.updated',
        state: { ...state, cancelAtPeriodEnd: true },
      }),
    ).toBe('Subscription changed: Supporter, Cancelled, ends 15 Jan 2027');
    expect(
      line('member.subscription', {
        event: 'customer.subscription.deleted',
        state: { ...state, status: 'canceled', cancelAtPeriodEnd: false },
      }),
    ).toBe('Subscription ended: Supporter, Ended');
    // Records written before the state was kept, and other events, say what happened.
    expect(line('member.subscription', { event: 'invoice.paid', id: 'evt_1' })).toBe('Payment received');
    expect(line('member.subscription', { event: 'checkout.session.completed', state: { ...state, tier: null } })).toBe(
      'Checkout completed',
    );
    expect(line('member.subscription', { event: 'charge.refunded' })).toBe('Stripe event charge.refunded');
    expect(line('member.subscription', { event: 'invoice.paid', state: null })).toBe('Payment received');
    expect(line('member.comp', { tier: 'Supporter', until: '2027-03-31T18:29:59.000Z' })).toBe(
      'Given Supporter free until 31 Mar 2027',
    );
    expect(line('member.comp', { tier: 'Supporter', until: null })).toBe('Given Supporter free for good');
    expect(line('member.comp-end', null)).toBe('Complimentary membership ended');
    expect(line('member.cancel', { tier: 'Supporter', endsAt: '2027-01-15T12:00:00.000Z' })).toBe(
      'Subscription cancelled: ends 15 Jan 2027',
    );
  });
});

describe('without Stripe', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('offers the tiers but says paid membership is off, and refuses a checkout and any webhook', async () => {
    const admin = await signedInAs(t.services, 'admin');
    const made = await t.app.request('/api/tiers', {
      method: 'POST',
      headers: { ...admin.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Supporter', currency: 'INR', monthlyPrice: '199' }),
    });
    expect(made.status).toBe(201);
    const offer = (await (await t.app.request('/api/tiers')).json()) as { tiers: Tier[]; paymentsOn: boolean };
    expect([offer.paymentsOn, offer.tiers.map((x) => x.name)]).toEqual([false, ['Supporter']]);
    const reader = await signedInAs(t.services, 'reader');
    const res = await t.app.request('/api/members/checkout', {
      method: 'POST',
      headers: { ...reader.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ tier: offer.tiers[0]!._id, interval: 'month' }),
    });
    expect([res.status, ((await res.json()) as { message: string }).message]).toEqual([409, PAYMENTS_OFF]);
    const event = JSON.stringify(stripeEvent('invoice.paid', { id: 'in_1', object: 'invoice' }));
    const hook = await t.app.request('/api/payments/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=0' },
      body: event,
    });
    expect(hook.status).toBe(409);
    // Forms post to the site alone.
    expect((await t.app.request('/api/tiers')).headers.get('content-security-policy')).toContain("form-action 'self';");
  });
});

describe('with Stripe', () => {
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  let reader: Awaited<ReturnType<typeof signedInAs>>;
  let supporter: Tier;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { ...stripe.env, ...smtp.env, PUBLIC_URL: 'https://news.example' } });
    admin = await signedInAs(t.services, 'admin');
    reader = await signedInAs(t.services, 'reader', 'member-meera');
  });
  afterAll(async () => {
    await t.services.accountMail.idle();
    await t.close();
    await stripe.close();
    await smtp.close();
  });

  const send = (auth: Record<string, string>, method: string, path: string, body?: unknown) =>
    t.app.request(path, {
      method,
      headers: { ...auth, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const deliver = (event: object, options: Parameters<typeof signedDelivery>[1] = {}) => {
    const { payload, header } = signedDelivery(event, options);
    return t.app.request('/api/payments/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
  };
  const membership = async (auth = reader.auth) =>
    (await (await t.app.request('/api/members/me', { headers: auth })).json()) as Membership;

  it('lets admins alone define tiers; readers see those offered', async () => {
    const refused = await send(reader.auth, 'POST', '/api/tiers', { name: 'X', currency: 'INR', monthlyPrice: '1' });
    expect(refused.status).toBe(403);
    const bad = await send(admin.auth, 'POST', '/api/tiers', { name: 'Supporter', currency: 'INR' });
    expect([bad.status, ((await bad.json()) as { message: string }).message]).toEqual([
      400,
      'monthlyPrice: Give a monthly or a yearly price (or both)',
    ]);
    const made = await send(admin.auth, 'POST', '/api/tiers', {
      name: 'Supporter',
      description: 'Keep the newsroom going.',
      benefits: ['No ads', 'The weekly briefing'],
      currency: 'INR',
      monthlyPrice: '199',
      yearlyPrice: '1999',
    });
    expect(made.status).toBe(201);
    supporter = (await made.json()) as Tier;
    expect(supporter).toMatchObject({ monthlyPrice: 19_900, yearlyPrice: 199_900, position: 0, active: true });
    const old = (await (
      await send(admin.auth, 'POST', '/api/tiers', { name: 'Old', currency: 'USD', monthlyPrice: '5' })
    ).json()) as Tier;
    const archived = await send(admin.auth, 'PUT', `/api/tiers/${old._id}`, {
      name: 'Old',
      currency: 'USD',
      monthlyPrice: '5',
      active: false,
    });
    expect(archived.status).toBe(200);
    const offer = (await (await t.app.request('/api/tiers')).json()) as { tiers: Tier[]; paymentsOn: boolean };
    expect([offer.paymentsOn, offer.tiers.map((x) => x.name)]).toEqual([true, ['Supporter']]);
    const all = (await (await t.app.request('/api/tiers/all', { headers: admin.auth })).json()) as { tiers: Tier[] };
    expect(all.tiers.map((x) => [x.name, x.active])).toEqual([
      ['Supporter', true],
      ['Old', false],
    ]);
    expect(
      (
        await send(admin.auth, 'PUT', `/api/tiers/${crypto.randomUUID()}`, {
          name: 'N',
          currency: 'USD',
          monthlyPrice: '5',
        })
      ).status,
    ).toBe(404);
  });

  it("lets 'Subscribe' and 'Manage billing' go on to Stripe's hosted pages", async () => {
    expect((await t.app.request('/api/tiers')).headers.get('content-security-policy')).toContain(
      `form-action 'self' https://checkout.stripe.com https://billing.stripe.com ${stripe.origin};`,
    );
  });

  it("sends a reader to Stripe's checkout with the tier's price, and says so plainly when Stripe is down", async () => {
    expect((await send({}, 'POST', '/api/members/checkout', { tier: supporter._id, interval: 'month' })).status).toBe(
      401,
    );
    const res = await send(reader.auth, 'POST', '/api/members/checkout', { tier: supporter._id, interval: 'year' });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${stripe.origin}/pay/cs_test_\\d+$`));
    const call = stripe.calls.findLast((c) => c.path === '/v1/checkout/sessions')!;
    expect(call.fields).toMatchObject({
      mode: 'subscription',
      client_reference_id: reader.viewer._id,
      'line_items[0][price_data][currency]': 'inr',
      'line_items[0][price_data][unit_amount]': '199900',
      'line_items[0][price_data][recurring][interval]': 'year',
      'line_items[0][price_data][product_data][name]': 'Supporter',
      'subscription_data[metadata][userId]': reader.viewer._id,
      'subscription_data[metadata][tierId]': supporter._id,
      success_url: 'https://news.example/account?welcome=1',
      cancel_url: 'https://news.example/membership',
    });
    // An unknown tier, an interval not offered, bad input: refused.
    expect(
      (await send(reader.auth, 'POST', '/api/members/checkout', { tier: crypto.randomUUID(), interval: 'month' }))
        .status,
    ).toBe(404);
    expect(
      (await send(reader.auth, 'POST', '/api/members/checkout', { tier: supporter._id, interval: 'week' })).status,
    ).toBe(400);

    stripe.failNext(3);
    const down = await send(reader.auth, 'POST', '/api/members/checkout', { tier: supporter._id, interval: 'month' });
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('30');
    expect(((await down.json()) as { message: string }).message).toBe(PROVIDER_DOWN);
    expect((await membership()).status).toBe('free');
  });

  it("makes a membership from Stripe's signed events alone, each once and in order", async () => {
    const now = Math.floor(Date.now() / 1000);
    const periodEnd = now + 30 * 86_400;
    const subscription = (status: string, extra: Partial<Parameters<typeof subscriptionObject>[0]> = {}) =>
      subscriptionObject({
        id: 'sub_meera',
        customer: 'cus_meera',
        status,
        userId: reader.viewer._id,
        tierId: supporter._id,
        periodEnd,
        ...extra,
      });
    // Not Stripe's: no signature, another secret, a body changed after signing, an old delivery replayed.
    const unsigned = await t.app.request('/api/payments/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(stripeEvent('customer.subscription.created', subscription('active'))),
    });
    expect(unsigned.status).toBe(400);
    const notJson = await t.app.request('/api/payments/stripe', { method: 'POST', body: 'id=evt_1' });
    expect(notJson.status).toBe(415);
    const broken = await t.app.request('/api/payments/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"id": ',
    });
    expect([broken.status, ((await broken.json()) as { code: string }).code]).toEqual([400, 'invalid_json']);
    expect(
      (await deliver(stripeEvent('customer.subscription.created', subscription('active')), { secret: 'whsec_other' }))
        .status,
    ).toBe(400);
    const signed = signedDelivery(stripeEvent('customer.subscription.created', subscription('active')));
    const tampered = await t.app.request('/api/payments/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.header },
      body: signed.payload.replace('"active"', '"trialing"'),
    });
    expect(tampered.status).toBe(400);
    const replayed = await deliver(stripeEvent('customer.subscription.created', subscription('active')), {
      timestamp: now - 600,
    });
    expect(replayed.status).toBe(400);
    expect((await membership()).status).toBe('free');

    // The checkout finished: the customer is known; the subscription's event makes the membership.
    const completed = stripeEvent('checkout.session.completed', {
      id: 'cs_test_done',
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: reader.viewer._id,
      customer: 'cus_meera',
      subscription: 'sub_meera',
    });
    expect(await (await deliver(completed)).json()).toEqual({ received: true, duplicate: false });
    expect(await membership()).toMatchObject({ status: 'free', manageable: true });
    const created = stripeEvent('customer.subscription.created', subscription('active'), { created: now - 5 });
    expect((await deliver(created)).status).toBe(200);
    expect(await membership()).toEqual({
      tier: { _id: supporter._id, name: 'Supporter' },
      status: 'active',
      interval: 'month',
      renewsAt: new Date(periodEnd * 1000).toISOString(),
      cancelAtPeriodEnd: false,
      manageable: true,
    });
    // Stripe delivers again: applied once.
    expect(await (await deliver(created)).json()).toEqual({ received: true, duplicate: true });
    // The reader cancels in the portal: access to the end of the period.
    const cancelled = stripeEvent(
      'customer.subscription.updated',
      subscription('active', { cancelAtPeriodEnd: true }),
      {
        created: now,
      },
    );
    await deliver(cancelled);
    // An older event arriving late (past_due, from before the cancellation) changes nothing.
    await deliver(stripeEvent('customer.subscription.updated', subscription('past_due'), { created: now - 3 }));
    expect(await membership()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    // Unknown event types are taken and ignored; a subscription naming a deleted account changes nothing.
    expect((await deliver(stripeEvent('invoice.finalized', { id: 'in_1', object: 'invoice' }))).status).toBe(200);
    const gone = await signedInAs(t.services, 'reader');
    await t.services.users.delete(gone.viewer._id, admin.viewer._id);
    const orphan = await deliver(
      stripeEvent('customer.subscription.created', subscription('active', { id: 'sub_gone', userId: gone.viewer._id })),
    );
    expect(orphan.status).toBe(200);
    expect(await t.database.db.select().from(memberships).where(eq(memberships.userId, gone.viewer._id))).toEqual([]);

    // Billing: the member opens Stripe's portal; a reader with nothing to manage is told so.
    const portal = await send(reader.auth, 'POST', '/api/members/portal');
    expect(((await portal.json()) as { url: string }).url).toBe(`${stripe.origin}/portal/cus_meera`);
    expect(stripe.calls.findLast((c) => c.path === '/v1/billing_portal/sessions')?.fields).toEqual({
      customer: 'cus_meera',
      return_url: 'https://news.example/account',
    });
    const stranger = await signedInAs(t.services, 'reader');
    expect((await send(stranger.auth, 'POST', '/api/members/portal')).status).toBe(409);
    // A member does not buy twice.
    expect(
      (await send(reader.auth, 'POST', '/api/members/checkout', { tier: supporter._id, interval: 'month' })).status,
    ).toBe(409);

    // The period ends: Stripe deletes the subscription, and the reader is a free member again.
    await deliver(stripeEvent('customer.subscription.deleted', subscription('canceled'), { created: now + 1 }));
    expect(await membership()).toMatchObject({ tier: null, status: 'free' });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'member.subscription'))
      .orderBy(asc(auditLog.at));
    expect(audited.map((r) => [r.actorName, r.targetId, (r.details as { event: string }).event])).toEqual([
      ['system', reader.viewer._id, 'checkout.session.completed'],
      ['system', reader.viewer._id, 'customer.subscription.created'],
      ['system', reader.viewer._id, 'customer.subscription.updated'],
      ['system', reader.viewer._id, 'customer.subscription.deleted'],
    ]);
    expect(TEST_WEBHOOK_SECRET).toMatch(/^whsec_/);
  });
  it('serves the pages: the offer with its buttons, the checkout and the billing portal, the admin', async () => {
    const buyer = await signedInAs(t.services, 'reader');
    const signedOut = await callLoader(membershipPage.loader, t, null, '/membership');
    expect(signedOut).toMatchObject({ paymentsOn: true, signedIn: false, memberOf: null, locale: 'en-IN' });
    expect(signedOut.tiers.map((x) => x.name)).toEqual(['Supporter']);
    const thrown = await callAction(membershipPage.action, t, buyer.viewer, '/membership', {
      tier: supporter._id,
      interval: 'month',
    }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toMatch(new RegExp(`^${stripe.origin}/pay/cs_test_`));
    const refused = answerOf(
      await callAction(membershipPage.action, t, buyer.viewer, '/membership', { tier: 'nope', interval: 'month' }),
    );
    expect(refused.status).toBe(400);

    const account = await callLoader(accountPage.loader, t, buyer.viewer, '/account?welcome=1');
    expect(account).toMatchObject({ welcome: true, membership: { status: 'free', manageable: false } });
    expect(answerOf(await callAction(accountPage.action, t, buyer.viewer, '/account', {})).status).toBe(409);

    const added = answerOf(
      await callAction(tiersPage.action, t, admin.viewer, '/admin/tiers', {
        name: 'Patron',
        currency: 'USD',
        monthlyPrice: '',
        yearlyPrice: '120',
        benefits: 'Dinner with the editor\nThe annual report',
        active: 'on',
      }),
    );
    expect(added.body).toEqual({ ok: true, message: 'Patron added.' });
    const listed = await callLoader(tiersPage.loader, t, admin.viewer, '/admin/tiers');
    expect(listed.tiers.find((x) => x.name === 'Patron')).toMatchObject({
      yearlyPrice: 12_000,
      monthlyPrice: null,
      benefits: ['Dinner with the editor', 'The annual report'],
    });
    const notAdmin = await callLoader(tiersPage.loader, t, buyer.viewer, '/admin/tiers').catch((e: unknown) => e);
    expect(notAdmin).toMatchObject({ init: { status: 403 } });
  });
  it("takes donations from anyone, once or monthly, and lists a donor's payments with their receipts", async () => {
    // Signed out, once: a payment-mode checkout for the amount chosen.
    const once = await send({}, 'POST', '/api/members/donate', { amount: '1000', currency: 'INR', frequency: 'once' });
    expect(once.status).toBe(200);
    expect(stripe.calls.findLast((c) => c.path === '/v1/checkout/sessions')?.fields).toMatchObject({
      mode: 'payment',
      submit_type: 'donate',
      'line_items[0][price_data][unit_amount]': '100000',
      'line_items[0][price_data][currency]': 'inr',
      'metadata[kind]': 'donation',
      success_url: 'https://news.example/donate?thanks=1',
    });
    // Signed in, monthly, another amount: a subscription that names the donor.
    const donor = await signedInAs(t.services, 'reader', 'donor-devi');
    const monthly = await send(donor.auth, 'POST', '/api/members/donate', {
      amount: 'other',
      other: '750.50',
      frequency: 'month',
    });
    expect(monthly.status).toBe(200);
    expect(stripe.calls.findLast((c) => c.path === '/v1/checkout/sessions')?.fields).toMatchObject({
      mode: 'subscription',
      client_reference_id: donor.viewer._id,
      'line_items[0][price_data][unit_amount]': '75050',
      'line_items[0][price_data][recurring][interval]': 'month',
      'subscription_data[metadata][kind]': 'donation',
      'subscription_data[metadata][userId]': donor.viewer._id,
    });
    for (const [body, message] of [
      [{ amount: 'other', other: '' }, 'other: Choose or type an amount, such as 500'],
      [{ amount: '5' }, 'other: Give between 10 and 5,00,000'],
      [{ amount: '100', frequency: 'week' }, 'frequency: must be once or month'],
    ] as const) {
      const res = await send({}, 'POST', '/api/members/donate', body);
      expect([res.status, ((await res.json()) as { message: string }).message]).toEqual([400, message]);
    }

    // Stripe reports: the one-time gift's checkout, the monthly gift's invoice (no membership), a membership invoice.
    await deliver(
      stripeEvent(
        'checkout.session.completed',
        {
          id: 'cs_test_gift',
          object: 'checkout.session',
          mode: 'payment',
          payment_status: 'paid',
          amount_total: 100_000,
          currency: 'inr',
          client_reference_id: donor.viewer._id,
          customer: null,
          customer_details: { email: 'devi@example.com' },
          metadata: { kind: 'donation', userId: donor.viewer._id },
        },
        { created: Math.floor(Date.now() / 1000) - 120 },
      ),
    );
    await deliver(
      stripeEvent('customer.subscription.created', {
        ...subscriptionObject({
          id: 'sub_gift',
          customer: 'cus_devi',
          status: 'active',
          userId: donor.viewer._id,
          tierId: 'none',
          periodEnd: 2_000_000_000,
        }),
        metadata: { kind: 'donation', userId: donor.viewer._id },
      }),
    );
    const invoice = (id: string, amount: number, metadata: Record<string, string>, paidAt: number) => ({
      id,
      object: 'invoice',
      amount_paid: amount,
      currency: 'inr',
      customer: 'cus_devi',
      customer_email: 'devi@example.com',
      hosted_invoice_url: `https://invoice.stripe.example/${id}`,
      status_transitions: { paid_at: paidAt },
      parent: { type: 'subscription_details', subscription_details: { metadata, subscription: 'sub_x' } },
    });
    const now = Math.floor(Date.now() / 1000);
    await deliver(
      stripeEvent('invoice.paid', invoice('in_gift', 75_050, { kind: 'donation', userId: donor.viewer._id }, now - 60)),
    );
    const paid = stripeEvent(
      'invoice.paid',
      invoice('in_member', 19_900, { userId: donor.viewer._id, tierId: supporter._id, interval: 'month' }, now),
    );
    await deliver(paid);
    expect(await (await deliver(paid)).json()).toEqual({ received: true, duplicate: true });
    expect((await membership(donor.auth)).status).toBe('free');
    const listed = (await (await t.app.request('/api/members/me/payments', { headers: donor.auth })).json()) as {
      payments: { _id: string; description: string; amount: number; receiptUrl: string | null }[];
    };
    expect(listed.payments.map((p) => [p._id, p.description, p.amount, p.receiptUrl])).toEqual([
      ['in_member', 'Supporter, monthly', 19_900, 'https://invoice.stripe.example/in_member'],
      ['in_gift', 'Monthly donation', 75_050, 'https://invoice.stripe.example/in_gift'],
      ['cs_test_gift', 'One-time donation', 100_000, null],
    ]);
    const page = await callLoader(accountPage.loader, t, donor.viewer, '/account');
    expect(page.payments).toHaveLength(3);
    expect((await t.app.request('/api/members/me/payments')).status).toBe(401);

    // Past 10 checkouts from one address in 10 minutes: refused, saying when to try again.
    let last: Response | undefined;
    for (let i = 0; i < 10; i++) {
      last = await t.app.request('/api/members/donate', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify({ amount: '500' }),
      });
    }
    expect(last?.status).toBe(429);
  });
  it('lets admins give and end complimentary memberships, list members and download them as CSV', async () => {
    const guest = await signedInAs(t.services, 'reader', 'comp-kiran');
    await t.app.request('/api/users/me', {
      method: 'PATCH',
      headers: { ...guest.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: '=HYPERLINK("x")', lastName: 'Shah', email: 'kiran@example.com' }),
    });
    // Readers and editors may not; an unknown tier, a bad date, an unknown account: refused.
    const editor = await signedInAs(t.services, 'editor');
    expect(
      (await send(editor.auth, 'POST', `/api/members/${guest.viewer._id}/comp`, { tier: supporter._id })).status,
    ).toBe(403);
    expect(
      (await send(admin.auth, 'POST', `/api/members/${guest.viewer._id}/comp`, { tier: crypto.randomUUID() })).status,
    ).toBe(404);
    expect(
      (
        await send(admin.auth, 'POST', `/api/members/${guest.viewer._id}/comp`, {
          tier: supporter._id,
          until: '31/03/2027',
        })
      ).status,
    ).toBe(400);
    const notADay = await send(admin.auth, 'POST', `/api/members/${guest.viewer._id}/comp`, {
      tier: supporter._id,
      until: '2027-02-30',
    });
    expect([notADay.status, ((await notADay.json()) as { fields: object }).fields]).toEqual([
      400,
      { until: 'must be a real date' },
    ]);
    expect(
      (await send(admin.auth, 'POST', `/api/members/${crypto.randomUUID()}/comp`, { tier: supporter._id })).status,
    ).toBe(404);

    const given = await send(admin.auth, 'POST', `/api/members/${guest.viewer._id}/comp`, {
      tier: supporter._id,
      until: '2099-03-31',
    });
    expect(await given.json()).toMatchObject({
      tier: { name: 'Supporter' },
      status: 'comp',
      renewsAt: '2099-03-31T18:29:59.000Z',
    });
    expect((await membership(guest.auth)).status).toBe('comp');
    // A member who pays through Stripe is changed in Stripe, not here.
    const payer = await signedInAs(t.services, 'reader');
    await deliver(
      stripeEvent(
        'customer.subscription.created',
        subscriptionObject({
          id: 'sub_payer',
          customer: 'cus_payer',
          status: 'active',
          userId: payer.viewer._id,
          tierId: supporter._id,
          periodEnd: Math.floor(Date.now() / 1000) + 86_400,
        }),
      ),
    );
    const billed = await send(admin.auth, 'POST', `/api/members/${payer.viewer._id}/comp`, { tier: supporter._id });
    expect(billed.status).toBe(409);
    expect((await membership(payer.auth)).status).toBe('active');

    const listed = (await (await t.app.request('/api/members?status=comp', { headers: admin.auth })).json()) as {
      members: { username: string; email: string | null; tier: string; source: string }[];
      total: number;
    };
    expect(listed.members.map((m) => [m.username, m.email, m.tier, m.source])).toEqual([
      ['comp-kiran', 'kiran@example.com', 'Supporter', 'comp'],
    ]);
    expect((await t.app.request('/api/members', { headers: editor.auth })).status).toBe(403);
    const found = (await (await t.app.request('/api/members?q=KIRAN@example', { headers: admin.auth })).json()) as {
      total: number;
    };
    expect(found.total).toBe(1);

    const csv = await t.app.request('/api/members/export.csv?status=comp', { headers: admin.auth });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="members.csv"');
    expect((await csv.text()).split('\r\n')).toEqual([
      'username,name,email,tier,status,billing,period_end,cancelled,source',
      `comp-kiran,"'=HYPERLINK(""x"") Shah",kiran@example.com,Supporter,comp,,2099-03-31T18:29:59.000Z,no,comp`,
      '',
    ]);
    expect((await t.app.request('/api/members/export.csv', { headers: editor.auth })).status).toBe(403);

    // The admin page: the same list, and its forms.
    const page = await callLoader(membersPage.loader, t, admin.viewer, '/admin/members?q=kiran');
    expect(page.members.map((m) => m.username)).toEqual(['comp-kiran']);
    const ended = answerOf(
      await callAction(membersPage.action, t, admin.viewer, '/admin/members', {
        intent: 'end-comp',
        id: guest.viewer._id,
      }),
    );
    expect(ended.body).toEqual({ ok: true, message: 'Complimentary membership ended.' });
    expect((await membership(guest.auth)).status).toBe('free');
    const again = answerOf(
      await callAction(membersPage.action, t, admin.viewer, '/admin/members', {
        username: 'COMP-KIRAN',
        tier: supporter._id,
        until: '',
      }),
    );
    expect(again.body).toEqual({ ok: true, message: 'COMP-KIRAN is a complimentary member now.' });
    expect((await membership(guest.auth)).renewsAt).toBeNull();
    const nobody = answerOf(
      await callAction(membersPage.action, t, admin.viewer, '/admin/members', {
        username: 'nobody-here',
        tier: supporter._id,
      }),
    );
    expect(nobody.status).toBe(400);
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, guest.viewer._id));
    expect(audited.map((r) => r.action).sort()).toEqual([
      'member.comp',
      'member.comp',
      'member.comp-end',
      'user.profile',
    ]);
  });
  it('emails a member when the membership begins, when it is cancelled, and when a payment fails', async () => {
    const reader2 = await signedInAs(t.services, 'reader', 'mail-member');
    await t.database.db
      .update(users)
      .set({ email: 'asha@example.com', emailVerifiedAt: new Date() })
      .where(eq(users.id, reader2.viewer._id));
    const periodEnd = Math.floor(Date.UTC(2027, 0, 15, 12) / 1000);
    const sub = (extra: Partial<Parameters<typeof subscriptionObject>[0]> = {}) =>
      subscriptionObject({
        id: 'sub_mail',
        customer: 'cus_mail',
        status: 'active',
        userId: reader2.viewer._id,
        tierId: supporter._id,
        periodEnd,
        ...extra,
      });
    const now = Math.floor(Date.now() / 1000);
    await deliver(stripeEvent('customer.subscription.created', sub(), { created: now - 10 }));
    // A change that is neither a start nor a cancellation mails nothing.
    await deliver(stripeEvent('customer.subscription.updated', sub(), { created: now - 9 }));
    await deliver(stripeEvent('customer.subscription.updated', sub({ cancelAtPeriodEnd: true }), { created: now - 8 }));
    await deliver(
      stripeEvent('invoice.payment_failed', {
        id: 'in_failed',
        object: 'invoice',
        parent: {
          type: 'subscription_details',
          subscription_details: { metadata: { userId: reader2.viewer._id, tierId: supporter._id } },
        },
      }),
    );
    await t.services.accountMail.idle();
    // Each is sent on its own after its delivery's answer: they may arrive in any order.
    const mails = smtp.to('asha@example.com');
    const bySubject = (subject: string) => mails.find((m) => m.subject === subject)!;
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Welcome, member of Newsdesk',
      'Your Supporter membership is cancelled',
      'Your Supporter membership: the payment did not go through',
    ]);
    const welcome = bySubject('Welcome, member of Newsdesk');
    expect(welcome.text).toContain('It renews on 15 Jan 2027');
    expect(welcome.text).toContain('https://news.example/account');
    expect(bySubject('Your Supporter membership is cancelled').text).toContain(
      'Your Supporter membership stays until 15 Jan 2027, and is not renewed after.',
    );
    expect(bySubject('Your Supporter membership: the payment did not go through').html).toContain('Update your card');
    // No verified address: nothing is mailed, and the membership stands.
    const mailed = smtp.received.length;
    const silent = await signedInAs(t.services, 'reader');
    await deliver(
      stripeEvent('customer.subscription.created', { ...sub({ id: 'sub_silent', userId: silent.viewer._id }) }),
    );
    await t.services.accountMail.idle();
    expect(smtp.received).toHaveLength(mailed);
    expect((await membership(silent.auth)).status).toBe('active');
  });

  it('reminds a yearly member a week before the renewal, once, with what they pay', async () => {
    const yearly = await signedInAs(t.services, 'reader');
    await t.database.db
      .update(users)
      .set({ email: 'ravi@example.com', emailVerifiedAt: new Date() })
      .where(eq(users.id, yearly.viewer._id));
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
    await t.database.db.insert(memberships).values({
      userId: yearly.viewer._id,
      tierId: supporter._id,
      status: 'active',
      interval: 'year',
      periodEnd: inDays(5),
      stripeCustomerId: 'cus_ravi',
      stripeSubscriptionId: 'sub_ravi',
    });
    await t.database.db.insert(payments).values({
      id: 'in_ravi',
      userId: yearly.viewer._id,
      kind: 'membership',
      description: 'Supporter, yearly',
      amount: 149_900,
      currency: 'INR',
      paidAt: inDays(-360),
    });
    // A monthly member, and a yearly one renewing later, are not reminded now.
    const later = await signedInAs(t.services, 'reader');
    await t.database.db.insert(memberships).values({
      userId: later.viewer._id,
      tierId: supporter._id,
      status: 'active',
      interval: 'year',
      periodEnd: inDays(20),
    });
    const system = systemActor(createLogger('silent'));
    expect(await t.services.commands.members.remindRenewals(system)).toBe(1);
    expect(await t.services.commands.members.remindRenewals(system)).toBe(0);
    await t.services.accountMail.idle();
    const [mail] = smtp.to('ravi@example.com');
    expect(mail!.subject).toMatch(/^Your Supporter membership renews on \d{1,2} \w{3} \d{4}$/);
    expect(mail!.text).toContain(', for ₹1,499.');
    expect(mail!.text).toContain('https://news.example/account');
    // The next year's renewal gets its own reminder; a request is not the site itself.
    await t.database.db
      .update(memberships)
      .set({ periodEnd: inDays(6) })
      .where(eq(memberships.userId, yearly.viewer._id));
    expect(await t.services.commands.members.remindRenewals(system)).toBe(1);
    await expect(t.services.commands.members.remindRenewals({ ...system, system: undefined })).rejects.toThrow(
      'Only the site itself',
    );
  });

  it("gives a tier's free trial to a reader's first membership only", async () => {
    const made = await send(admin.auth, 'POST', '/api/tiers', {
      name: 'Trial tier',
      currency: 'INR',
      monthlyPrice: '99',
      trialDays: '14',
    });
    expect(made.status).toBe(201);
    const trial = (await made.json()) as Tier;
    expect(trial.trialDays).toBe(14);
    expect(
      (
        await send(admin.auth, 'POST', '/api/tiers', {
          name: 'Long',
          currency: 'INR',
          monthlyPrice: '9',
          trialDays: 91,
        })
      ).status,
    ).toBe(400);
    const fresh = await signedInAs(t.services, 'reader');
    expect(
      (await send(fresh.auth, 'POST', '/api/members/checkout', { tier: trial._id, interval: 'month' })).status,
    ).toBe(200);
    expect(stripe.calls.findLast((c) => c.path === '/v1/checkout/sessions')!.fields).toMatchObject({
      'subscription_data[trial_period_days]': '14',
    });
    // A reader Stripe billed before (a customer) pays from the first day.
    const returning = await signedInAs(t.services, 'reader');
    await t.database.db
      .insert(memberships)
      .values({ userId: returning.viewer._id, status: 'canceled', stripeCustomerId: 'cus_returning' });
    expect(
      (await send(returning.auth, 'POST', '/api/members/checkout', { tier: trial._id, interval: 'month' })).status,
    ).toBe(200);
    expect(stripe.calls.findLast((c) => c.path === '/v1/checkout/sessions')!.fields).not.toHaveProperty(
      'subscription_data[trial_period_days]',
    );
  });

  it("shows a member's payments and changes, and lets an admin cancel their subscription at Stripe", async () => {
    const payer = await signedInAs(t.services, 'reader', 'history-hari');
    const periodEnd = Math.floor(Date.UTC(2027, 0, 15, 12) / 1000);
    const subscription = subscriptionObject({
      id: 'sub_history',
      customer: 'cus_history',
      status: 'active',
      userId: payer.viewer._id,
      tierId: supporter._id,
      interval: 'year',
      periodEnd,
    });
    // Stripe holds the subscription, and tells the site of its changes.
    stripe.remember(subscription);
    stripe.deliverTo((payload, header) =>
      t.app.request('/api/payments/stripe', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        body: payload,
      }),
    );
    const now = Math.floor(Date.now() / 1000);
    await deliver(stripeEvent('customer.subscription.created', subscription, { created: now - 60 }));
    await deliver(
      stripeEvent(
        'invoice.paid',
        {
          id: 'in_history',
          object: 'invoice',
          amount_paid: 199_900,
          currency: 'inr',
          customer: 'cus_history',
          hosted_invoice_url: 'https://pay.stripe.com/invoice/in_history',
          status_transitions: { paid_at: now - 60 },
          parent: {
            type: 'subscription_details',
            subscription_details: {
              subscription: 'sub_history',
              metadata: { userId: payer.viewer._id, tierId: supporter._id, interval: 'year' },
            },
          },
        },
        { created: now - 59 },
      ),
    );

    // Admins only; an unknown account is a 404.
    const path = `/api/members/${payer.viewer._id}`;
    const editor = await signedInAs(t.services, 'editor');
    expect((await t.app.request(path, { headers: editor.auth })).status).toBe(403);
    expect((await t.app.request(path, { headers: payer.auth })).status).toBe(403);
    expect((await t.app.request(`/api/members/${crypto.randomUUID()}`, { headers: admin.auth })).status).toBe(404);
    type History = {
      membership: { tier: string; status: string; interval: string; cancelAtPeriodEnd: boolean; startedAt: string };
      cancellable: boolean;
      payments: { description: string; amount: number }[];
      changes: MemberChange[];
    };
    const before = (await (await t.app.request(path, { headers: admin.auth })).json()) as History;
    expect(before.membership).toMatchObject({
      tier: 'Supporter',
      status: 'active',
      interval: 'year',
      cancelAtPeriodEnd: false,
      startedAt: new Date((now - 60) * 1000).toISOString(),
    });
    expect(before.cancellable).toBe(true);
    expect(before.payments.map((p) => [p.description, p.amount])).toEqual([['Supporter, yearly', 199_900]]);
    const said = (history: History) => history.changes.map((c) => `${memberChangeText(c, 'Asia/Kolkata')} (${c.by})`);
    expect(said(before)).toEqual([
      'Payment received (Stripe)',
      'Subscription started: Supporter, active, yearly, renews 15 Jan 2027 (Stripe)',
    ]);

    // Readers and editors may not cancel; nor is there anything to cancel for a free reader.
    const cancelPath = `${path}/cancel`;
    expect((await send(editor.auth, 'POST', cancelPath)).status).toBe(403);
    const free = await signedInAs(t.services, 'reader');
    expect((await send(admin.auth, 'POST', `/api/members/${free.viewer._id}/cancel`)).status).toBe(404);
    expect((await send(admin.auth, 'POST', '/api/members/not-an-id/cancel')).status).toBe(404);
    // Stripe down: said plainly, nothing changed.
    stripe.failNext(3);
    const down = await send(admin.auth, 'POST', cancelPath);
    expect([down.status, ((await down.json()) as { message: string }).message]).toEqual([503, PROVIDER_DOWN]);
    expect((await membership(payer.auth)).cancelAtPeriodEnd).toBe(false);

    // The page's 'Cancel membership': Stripe is asked, and its event marks the membership.
    const page = await callLoader(memberPage.loader, t, admin.viewer, `/admin/members/${payer.viewer._id}`, {
      id: payer.viewer._id,
    });
    expect([page.account.username, page.cancellable, page.payments.length]).toEqual(['history-hari', true, 1]);
    const cancelled = answerOf(
      await callAction(memberPage.action, t, admin.viewer, `/admin/members/${payer.viewer._id}`, {
        intent: 'cancel',
        id: payer.viewer._id,
      }),
    );
    expect(cancelled.body).toEqual({
      ok: true,
      message: 'Cancelled at Stripe: the membership ends on 15 Jan 2027, and is not renewed.',
    });
    expect(stripe.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/subscriptions/sub_history',
      fields: { cancel_at_period_end: 'true' },
    });
    expect(stripe.refusedEvents).toEqual([]);
    expect(await membership(payer.auth)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const after = (await (await t.app.request(path, { headers: admin.auth })).json()) as History;
    expect(after.cancellable).toBe(false);
    expect(said(after).slice(0, 2).sort()).toEqual([
      `Subscription cancelled: ends 15 Jan 2027 (${admin.viewer.username})`,
      'Subscription changed: Supporter, Cancelled, ends 15 Jan 2027 (Stripe)',
    ]);
    // Once is enough.
    const again = await send(admin.auth, 'POST', cancelPath);
    expect([again.status, ((await again.json()) as { message: string }).message]).toEqual([
      409,
      'history-hari’s membership is cancelled already.',
    ]);

    // A subscription Stripe no longer has: Stripe's refusal, said.
    const gone = await signedInAs(t.services, 'reader');
    await deliver(
      stripeEvent(
        'customer.subscription.created',
        subscriptionObject({
          id: 'sub_gone',
          customer: 'cus_gone',
          status: 'active',
          userId: gone.viewer._id,
          tierId: supporter._id,
          periodEnd,
        }),
      ),
    );
    const refused = await send(admin.auth, 'POST', `/api/members/${gone.viewer._id}/cancel`);
    expect([refused.status, ((await refused.json()) as { message: string }).message]).toEqual([
      409,
      "Stripe refused to cancel it: No such subscription: 'sub_gone'",
    ]);
  });
});
