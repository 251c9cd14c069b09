import { expect, request as playwrightRequest, test } from '@playwright/test';
import { E2E_PASSWORD, E2E_USERS, signInThroughApi } from './support/accounts';
import { expectAccessible, expectAccessibleInThemes, hydrated } from './support/axe';
import { SITE, STRIPE_SITE } from './support/ports';
import { uniqueMark } from './support/stories';
import { A11Y } from './support/tags';

/**
 * Members and tiers (docs/product.md, 'Members and tiers'): a reader subscribes on Stripe's hosted
 * checkout (the Stripe stand-in, tests/helpers/fake-stripe.ts, which delivers signed events to the
 * site as Stripe does), sees the plan on their account page, and cancels in the billing portal.
 */
test(
  'a reader subscribes through the checkout, sees the plan, and cancels in the portal',
  { tag: A11Y },
  async ({ page }, testInfo) => {
    test.slow();
    const mark = uniqueMark();
    const tierName = `Supporter ${mark}`;
    // An admin offers a tier.
    const admin = await playwrightRequest.newContext({ baseURL: SITE, extraHTTPHeaders: { origin: SITE } });
    await admin.post('/api/users/login', { data: { username: E2E_USERS.admin, password: E2E_PASSWORD } });
    const tier = await admin.post('/api/tiers', {
      data: {
        name: tierName,
        description: 'Keep the newsroom reporting.',
        benefits: ['The weekly briefing', 'Our thanks'],
        currency: 'INR',
        monthlyPrice: '199',
        yearlyPrice: '1999',
      },
    });
    expect(tier.status()).toBe(201);
    await admin.dispose();

    // A new reader of this test's own, signed in on the page.
    const n = () => Math.floor(Math.random() * 250) + 1;
    const registered = await page.request.post(`${SITE}/api/users/register`, {
      data: { username: `member-${mark}`, password: E2E_PASSWORD },
      headers: { origin: SITE, 'x-forwarded-for': `198.18.${n()}.${n()}` },
    });
    expect(registered.status()).toBe(201);

    await page.goto('/membership');
    const card = page.getByRole('article', { name: tierName });
    await expect(card).toContainText('₹199 a month or ₹1,999 a year');
    await expect(card.getByRole('listitem')).toHaveText(['The weekly briefing', 'Our thanks']);
    await expectAccessibleInThemes(page, testInfo, 'the membership page');
    await page.emulateMedia({ colorScheme: 'light' });

    // Stripe's hosted checkout: the price asked, then paid.
    await card.getByRole('button', { name: `Subscribe monthly (${tierName})` }).click();
    await expect(page).toHaveURL(new RegExp(`^${STRIPE_SITE}/pay/cs_test_\\d+$`));
    await expect(page.getByText(`${tierName}: INR 199 a month`)).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();

    // Back on the site: the plan, from Stripe's signed events.
    await expect(page).toHaveURL(/\/account\?welcome=1$/);
    await hydrated(page);
    await expect(page.getByRole('status')).toContainText('Thank you for joining.');
    const plan = page.getByRole('region', { name: 'Plan' });
    await expect(plan).toContainText(tierName);
    await expect(plan).toContainText('Billed monthly.');
    await expect(plan).toContainText(/Renews on \d{1,2} \w{3} \d{4}\./);
    // The first invoice is the first receipt.
    const receipts = page.getByRole('region', { name: 'Payments' });
    await expect(receipts.getByRole('row').nth(1)).toContainText(`${tierName}, monthly`);
    await expect(receipts.getByRole('row').nth(1)).toContainText('₹199');
    await expectAccessible(page, 'the account page of a member (light)');

    // The billing portal: the reader cancels; the membership runs to the end of the period.
    await plan.getByRole('button', { name: 'Manage billing' }).click();
    await expect(page).toHaveURL(new RegExp(`^${STRIPE_SITE}/portal/cus_`));
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(plan).toContainText(/Cancelled: your membership ends on \d{1,2} \w{3} \d{4}\./);

    // A member is not offered a second subscription.
    await page.goto('/membership');
    await expect(page.getByText(`You are a member (${tierName}): thank you.`)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Subscribe (monthly|yearly)/ })).toHaveCount(0);
  },
);

test('anyone gives a donation on the checkout and is thanked', { tag: A11Y }, async ({ page }, testInfo) => {
  // The footer offers it on every page once Stripe is set up.
  await page.goto('/about');
  await page.getByRole('navigation', { name: 'Support us' }).getByRole('link', { name: 'Donate' }).click();
  await expect(page).toHaveURL(/\/donate$/);
  await expectAccessibleInThemes(page, testInfo, 'the donation page');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByRole('radio', { name: 'Another amount' }).check();
  await page.getByLabel(/^Another amount \(INR/).fill('750');
  await page.getByRole('button', { name: 'Donate' }).click();
  await expect(page).toHaveURL(new RegExp(`^${STRIPE_SITE}/pay/cs_test_\\d+$`));
  await expect(page.getByText('Donation: INR 750')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/donate\?thanks=1$/);
  await expect(page.getByRole('status')).toHaveText('Thank you for your donation. Stripe emails your receipt.');
});

test('the paid tiers and members screens pass the accessibility scan', { tag: A11Y }, async ({ page }, testInfo) => {
  await signInThroughApi(page, E2E_USERS.admin);
  await page.goto('/admin/tiers');
  await hydrated(page);
  await expect(page.getByText('Stripe is set up: readers can subscribe.')).toBeVisible();
  await expectAccessibleInThemes(page, testInfo, 'the paid tiers screen');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByRole('link', { name: 'Members', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/members$/);
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  await hydrated(page);
  await expectAccessibleInThemes(page, testInfo, 'the members screen');
});

test("an admin reads a member's history and cancels their subscription", { tag: A11Y }, async ({ page }, testInfo) => {
  test.slow();
  const mark = uniqueMark();
  const tierName = `Patron ${mark}`;
  const username = `patron-${mark}`;
  // A tier, and a reader of this test's own who pays for it on Stripe's checkout.
  const admin = await playwrightRequest.newContext({ baseURL: SITE, extraHTTPHeaders: { origin: SITE } });
  await admin.post('/api/users/login', { data: { username: E2E_USERS.admin, password: E2E_PASSWORD } });
  const tier = await admin.post('/api/tiers', { data: { name: tierName, currency: 'INR', yearlyPrice: '2499' } });
  expect(tier.status()).toBe(201);
  const tierId = ((await tier.json()) as { _id: string })._id;
  await admin.dispose();
  const n = () => Math.floor(Math.random() * 250) + 1;
  const reader = await playwrightRequest.newContext({
    baseURL: SITE,
    extraHTTPHeaders: { origin: SITE, 'x-forwarded-for': `198.18.${n()}.${n()}` },
  });
  expect((await reader.post('/api/users/register', { data: { username, password: E2E_PASSWORD } })).status()).toBe(201);
  const checkout = await reader.post('/api/members/checkout', {
    data: { tier: tierId, interval: 'year' },
  });
  const { url } = (await checkout.json()) as { url: string };
  // 'Pay' on the hosted page: Stripe's signed events reach the site before it sends the reader back.
  expect((await reader.post(url, { form: { card: '4242 4242 4242 4242' }, maxRedirects: 0 })).status()).toBe(303);
  await reader.dispose();

  // The members list links each member to their history.
  await signInThroughApi(page, E2E_USERS.admin);
  await page.goto(`/admin/members?q=${username}`);
  await page.getByRole('link', { name: username }).click();
  await expect(page).toHaveURL(/\/admin\/members\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: username, level: 1 })).toBeVisible();
  const membership = page.getByRole('region', { name: 'Membership' });
  await expect(membership).toContainText(tierName);
  await expect(membership).toContainText(/active, yearly, renews \d{1,2} \w{3} \d{4}/);
  await expect(membership).toContainText('Paid through Stripe');
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.getByRole('row').nth(1)).toContainText(`${tierName}, yearly`);
  await expect(payments.getByRole('row').nth(1)).toContainText('₹2,499');
  const changes = page.getByRole('region', { name: 'Changes' });
  await expect(changes.getByRole('listitem').filter({ hasText: 'Subscription started' })).toContainText('by Stripe');
  await hydrated(page);
  await expectAccessibleInThemes(page, testInfo, "a member's history");
  await page.emulateMedia({ colorScheme: 'light' });

  // 'Cancel membership', once the question is answered: Stripe is asked, and its event marks it.
  page.once('dialog', (dialog) => void dialog.accept());
  await membership.getByRole('button', { name: 'Cancel membership' }).click();
  await expect(page.getByRole('status')).toContainText(
    /Cancelled at Stripe: the membership ends on \d{1,2} \w{3} \d{4}, and is not renewed\./,
  );
  await expect(membership).toContainText(/Cancelled, ends \d{1,2} \w{3} \d{4}/);
  await expect(membership.getByRole('button', { name: 'Cancel membership' })).toHaveCount(0);
  await expect(changes.getByRole('listitem').filter({ hasText: 'Subscription cancelled' })).toContainText(
    `by ${E2E_USERS.admin}`,
  );
});
