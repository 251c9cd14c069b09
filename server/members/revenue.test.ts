import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tier } from '../../core/members';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { saveStoryThroughApi, signedInAs } from '../../tests/helpers/factories';
import { signedDelivery, startFakeStripe, stripeEvent, subscriptionObject } from '../../tests/helpers/fake-stripe';
import type { RevenueReport } from './revenue';
import { lastMonths } from './revenue';

/**
 * The revenue page's figures (docs/product.md, 'Revenue'): monthly recurring revenue, members,
 * new and cancelled memberships and donations per month for admins; which stories brought
 * sign-ups and memberships for editors too.
 */
describe('revenue', () => {
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  let tier: Tier;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({ env: stripe.env });
    admin = await signedInAs(t.services, 'admin');
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const json = (auth: Record<string, string>, method: string, path: string, body?: unknown) =>
    t.app.request(path, {
      method,
      headers: { ...auth, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const deliver = (event: object) => {
    const { payload, header } = signedDelivery(event);
    return t.app.request('/api/payments/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
  };
  const report = async (auth: Record<string, string>) =>
    (await (await t.app.request('/api/revenue', { headers: auth })).json()) as RevenueReport;

  it('counts a sign-up and a membership for the story that led to them, and the money for admins', async () => {
    tier = (await (
      await json(admin.auth, 'POST', '/api/tiers', {
        name: 'Supporter',
        currency: 'INR',
        monthlyPrice: '199',
        yearlyPrice: '2400',
      })
    ).json()) as Tier;
    const story = await saveStoryThroughApi(t.app, admin.auth, { title: 'The flood plan', access: 'members' });

    // A reader signs up from the story, then subscribes from its offer.
    const registered = await json({}, 'POST', '/api/users/register', {
      username: 'convert-ravi',
      password: 'correct horse battery',
      from: `/news/${story.slug}`,
    });
    expect(registered.status).toBe(201);
    const reader = (await registered.json()) as { _id: string; token: string };
    const auth = { authorization: `Bearer ${reader.token}` };
    const checkout = await json(auth, 'POST', '/api/members/checkout', {
      tier: tier._id,
      interval: 'year',
      story: `/news/${story.slug}`,
    });
    expect(checkout.status).toBe(200);
    // Another reader signs up from the home page: no story to count it for.
    expect(
      (
        await json({}, 'POST', '/api/users/register', {
          username: 'home-asha',
          password: 'correct horse battery',
          from: '/',
        })
      ).status,
    ).toBe(201);

    const periodEnd = Math.floor(Date.now() / 1000) + 365 * 86_400;
    const subscription = (cancelAtPeriodEnd: boolean) =>
      subscriptionObject({
        id: 'sub_revenue',
        customer: 'cus_revenue',
        status: 'active',
        userId: reader._id,
        tierId: tier._id,
        interval: 'year',
        periodEnd,
        cancelAtPeriodEnd,
      });
    expect((await deliver(stripeEvent('customer.subscription.created', subscription(false)))).status).toBe(200);
    // A one-time donation of ₹500.
    expect(
      (
        await deliver(
          stripeEvent('checkout.session.completed', {
            id: 'cs_revenue_gift',
            object: 'checkout.session',
            mode: 'payment',
            payment_status: 'paid',
            amount_total: 50_000,
            currency: 'inr',
            customer: null,
            client_reference_id: null,
            metadata: { kind: 'donation' },
            customer_details: { email: 'donor@example.com' },
          }),
        )
      ).status,
    ).toBe(200);

    const month = lastMonths(new Date(), 'Asia/Kolkata', 1)[0];
    const money = (await report(admin.auth)).money!;
    expect(money).toMatchObject({ mrr: { INR: 20_000 }, activeMembers: 1, trialing: 0, complimentary: 0 });
    expect(money.months).toHaveLength(12);
    expect(money.months[0]).toEqual({ month, newMembers: 1, cancelled: 0, donations: { INR: 50_000 } });

    // Editors see which stories convert, never the money.
    const editor = await signedInAs(t.services, 'editor');
    const seen = await report(editor.auth);
    expect(seen.money).toBeNull();
    expect(seen.conversion).toEqual([
      { _id: story._id, title: 'The flood plan', path: `/news/${story.slug}`, signups: 1, subscriptions: 1 },
    ]);
    expect((await t.app.request('/api/revenue', { headers: auth })).status).toBe(403);
    expect((await t.app.request('/api/revenue')).status).toBe(401);

    // Cancelled at the period's end: counted this month; still paying until then.
    await deliver(stripeEvent('customer.subscription.updated', subscription(true)));
    const after = (await report(admin.auth)).money!;
    expect(after.months[0]).toMatchObject({ newMembers: 1, cancelled: 1 });
    expect(after.activeMembers).toBe(1);
  });

  it('names the last twelve months, newest first, across a new year', () => {
    expect(lastMonths(new Date('2027-02-10T00:00:00Z'), 'Asia/Kolkata', 4)).toEqual([
      '2027-02',
      '2027-01',
      '2026-12',
      '2026-11',
    ]);
    // 31 Jan 20:00 UTC is already February in India.
    expect(lastMonths(new Date('2027-01-31T20:00:00Z'), 'Asia/Kolkata', 1)).toEqual(['2027-02']);
  });
});
