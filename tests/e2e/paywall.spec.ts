import { expect, request as playwrightRequest, test } from '@playwright/test';
import { E2E_PASSWORD, E2E_USERS, signInThroughApi } from './support/accounts';
import { expectAccessibleInThemes, hydrated } from './support/axe';
import { SITE, STRIPE_SITE } from './support/ports';
import { createStory, uniqueMark, type Story } from './support/stories';
import { A11Y } from './support/tags';

/**
 * Access and the paywall (docs/product.md, 'Access and the paywall'), as a reader meets it: three
 * locked stories free a month while signed out, then the preview and the offer; a free account
 * opens stories for registered readers and a monthly allowance of members' stories; a membership
 * bought on the checkout (the Stripe stand-in) opens the rest, and stays until the paid period
 * ends once cancelled. The site's defaults: 3 free stories signed out, 10 signed in.
 */
const LOCKED = 'Only readers with access read this paragraph';

test(
  'a reader reads to the end of the meter, signs up free, subscribes and reads every story in full',
  { tag: A11Y },
  async ({ page, browser }, testInfo) => {
    test.slow();
    const mark = uniqueMark();
    const body = (n: number) =>
      `<p>The first public paragraph of part ${n}.</p><p>The second public paragraph.</p><hr data-preview-end><p>${LOCKED} (${n}).</p>`;
    const members: Story[] = [];
    for (let n = 1; n <= 4; n++) {
      members.push(await createStory({ title: `Members file ${n} ${mark}`, content: body(n), access: 'members' }));
    }
    const registered = await createStory({ title: `Registered file ${mark}`, content: body(9), access: 'registered' });
    const tierName = `Reader ${mark}`;
    const admin = await playwrightRequest.newContext({ baseURL: SITE, extraHTTPHeaders: { origin: SITE } });
    await admin.post('/api/users/login', { data: { username: E2E_USERS.admin, password: E2E_PASSWORD } });
    const tier = await admin.post('/api/tiers', { data: { name: tierName, currency: 'INR', monthlyPrice: '99' } });
    expect(tier.status()).toBe(201);
    await admin.dispose();
    // Sign-ups are limited per address: this reader's own.
    const n = () => Math.floor(Math.random() * 250) + 1;
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.19.${n()}.${n()}` });

    // Signed out: three locked stories in full, each saying how many are left.
    for (const [i, left] of [
      'You have 2 free stories left',
      'You have 1 free story left',
      'This is your last free',
    ].entries()) {
      await page.goto(members[i]!.path);
      await expect(page.getByText(LOCKED)).toBeVisible();
      await expect(page.getByText(left)).toBeVisible();
    }
    // The fourth: its preview, then why and what to do.
    await page.goto(members[3]!.path);
    await expect(page.getByText('The second public paragraph.')).toBeVisible();
    await expect(page.getByText(LOCKED)).toHaveCount(0);
    const panel = page.getByRole('region', { name: 'This story is for members' });
    await expect(panel).toContainText('You have read your 3 free stories this month.');
    await expect(panel.getByRole('link', { name: 'See membership plans' })).toBeVisible();
    await expectAccessibleInThemes(page, testInfo, 'a locked story past the meter');
    await page.emulateMedia({ colorScheme: 'light' });

    // A story for registered readers: sign up free from its panel, and come back to it in full.
    await page.goto(registered.path);
    const offer = page.getByRole('region', { name: 'Keep reading with a free account' });
    await offer.getByRole('link', { name: 'Sign up free' }).click();
    await page.getByLabel('Username').fill(`paywall-${mark}`);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByLabel('Confirm Password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(new RegExp(`${registered.path}$`));
    await expect(page.getByText(LOCKED)).toBeVisible();

    // Signed in, the allowance is the account's: more members' stories, counted anew.
    await page.goto(members[3]!.path);
    await expect(page.getByText(LOCKED)).toBeVisible();
    await expect(page.getByText('You have 9 free stories left this month.')).toBeVisible();

    // A membership through the checkout, from the fourth story's offer: every members' story in
    // full, no meter, and the revenue page counts the membership for that story.
    await page.goto(`/membership?story=${encodeURIComponent(members[3]!.path)}`);
    await page
      .getByRole('article', { name: tierName })
      .getByRole('button', { name: `Subscribe monthly (${tierName})` })
      .click();
    await expect(page).toHaveURL(new RegExp(`^${STRIPE_SITE}/pay/cs_test_\\d+$`));
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/account\?welcome=1$/);
    await page.goto(members[0]!.path);
    await expect(page.getByText(LOCKED)).toBeVisible();
    await expect(page.getByText(/free stor(y|ies)/)).toHaveCount(0);

    // A gift link: the story in full for someone signed out, whose own allowance is spent.
    await page.goto(members[2]!.path);
    await page.getByRole('button', { name: 'Make a gift link' }).click();
    const link = await page.getByLabel(/^Send this link/).inputValue();
    expect(link).toMatch(new RegExp(`${members[2]!.path}\\?gift=[\\w-]{22}$`));
    const friend = await browser.newContext();
    const reader = await friend.newPage();
    for (const story of members.slice(0, 3)) await reader.goto(`${SITE}${story.path}`);
    await reader.goto(`${SITE}${members[3]!.path}`);
    await expect(reader.getByText(LOCKED)).toHaveCount(0);
    await reader.goto(link);
    await expect(reader.getByText(LOCKED)).toBeVisible();
    await expect(reader.getByText('A member gave you this story')).toBeVisible();
    await friend.close();
    await page.goto('/account');
    await expect(page.getByRole('region', { name: 'Gift links' }).getByRole('row').nth(1)).toContainText('1 time');

    // Cancelled in the portal, the membership lasts to the end of the period paid for.
    await page.goto('/account');
    await page.getByRole('region', { name: 'Plan' }).getByRole('button', { name: 'Manage billing' }).click();
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await page.goto(members[1]!.path);
    await expect(page.getByText(LOCKED)).toBeVisible();
    await expect(page.getByText(/free stor(y|ies)/)).toHaveCount(0);
    await expectAccessibleInThemes(page, testInfo, 'a members’ story read in full');

    const desk = await browser.newContext();
    const revenuePage = await desk.newPage();
    await signInThroughApi(revenuePage, E2E_USERS.admin);
    await revenuePage.goto(`${SITE}/admin/revenue`);
    await expect(revenuePage.getByRole('heading', { name: 'Revenue', level: 1 })).toBeVisible();
    const row = revenuePage.getByRole('row', { name: new RegExp(`Members file 4 ${mark}`) });
    await expect(row.getByRole('cell').nth(2)).toHaveText('1');
    await expect(revenuePage.getByText('Monthly recurring revenue')).toBeVisible();
    await expectAccessibleInThemes(revenuePage, testInfo, 'the revenue page');
    await desk.close();
  },
);

test('an editor places the preview divider and locks a story for members', async ({ page }) => {
  await signInThroughApi(page, E2E_USERS.editor);
  const mark = uniqueMark();
  const story = await createStory({
    title: `Divider ${mark}`,
    content: `<p>Opening paragraph ${mark}.</p><p>Second paragraph ${mark}.</p><p>Closing paragraph ${mark}.</p>`,
  });
  await page.goto(`/admin/news/${story._id}/edit`);
  await hydrated(page);
  // The cursor at the end of a paragraph, then the toolbar's divider: one a story, so placing it
  // again moves it.
  const body = page.locator('#article-content');
  const divider = body.locator('hr[data-preview-end]');
  const placeAfter = async (text: string) => {
    await body.getByText(text).click();
    await page.keyboard.press('End');
    await page.getByRole('button', { name: 'Public preview ends here' }).click();
  };
  await placeAfter(`Opening paragraph ${mark}.`);
  await expect(body.locator('> *').nth(1)).toHaveAttribute('data-preview-end', '');
  await placeAfter(`Second paragraph ${mark}.`);
  await expect(divider).toHaveCount(1);
  await expect(body.locator('> *').nth(2)).toHaveAttribute('data-preview-end', '');

  await page.getByRole('tab', { name: 'Advanced' }).click();
  await page.getByLabel('Access').selectOption('members');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('News updated successfully')).toBeVisible();

  // A signed-out reader's answer: the two paragraphs before the divider, not the third.
  const api = await playwrightRequest.newContext({ baseURL: SITE });
  const article = (await (await api.get(`/api/news/slug/${story.slug}`)).json()) as { content: string };
  await api.dispose();
  expect(article.content).toContain(`Second paragraph ${mark}.`);
  expect(article.content).not.toContain(`Closing paragraph ${mark}.`);
});
