import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PASSWORD, newWriter, signInThroughApi } from './support/accounts';
import { expectAccessibleInThemes, hydrated } from './support/axe';
import { SITE } from './support/ports';
import { createStory, uniqueMark } from './support/stories';
import { TestPushService } from '../helpers/push-service';
import { A11Y } from './support/tags';

/**
 * Following (docs/product.md, 'Alerts and following'): Follow buttons on tag, section and writer
 * pages and under a story's tags keep the topics in the browser while signed out; signing in
 * joins them to the account; My news lists the topics, their newest stories and the saved ones.
 * A device of theirs with alerts on for followed topics gets one alert, batched, for a story in a
 * followed tag by a followed writer (the rules themselves: server/follows/follow-alerts.test.ts).
 */

/** A new reader account, made through the API from its own address (the page stays signed out). */
async function newReader(request: APIRequestContext): Promise<string> {
  const username = `follower-${uniqueMark()}`;
  const n = () => Math.floor(Math.random() * 250) + 1;
  const res = await request.post(`${SITE}/api/users/register`, {
    data: { username, password: E2E_PASSWORD },
    headers: { origin: SITE, 'x-forwarded-for': `198.19.${n()}.${n()}` },
  });
  expect(res.status(), 'registering a reader').toBe(201);
  return username;
}

/** A writer of this test's own with a story in a tag of its own (other specs change the shared ones). */
async function writerAndTag(playwright: { request: { newContext(): Promise<APIRequestContext> } }) {
  const registrar = await playwright.request.newContext();
  const admin = await playwright.request.newContext();
  const writer = await newWriter(registrar, admin);
  await registrar.dispose();
  await admin.dispose();
  const mark = uniqueMark();
  const tag = `Floodwatch ${mark}`;
  const story = await createStory(
    { title: `Rivers rise in the north ${mark}`, tags: [tag] },
    { as: { username: writer, password: E2E_PASSWORD } },
  );
  return { writer, tag, slug: `floodwatch-${mark}`, story };
}

const topicsList = (page: Page) => page.locator('[data-follow-list] li a');
const storiesList = (page: Page) => page.locator('[data-follow-stories] li a');

test(
  'a reader follows a tag and a writer signed out, keeps them at sign-in, and reads them in My news',
  { tag: A11Y },
  async ({ page, request, browser, playwright }, testInfo) => {
    test.slow();
    const { writer, tag, slug, story } = await writerAndTag(playwright);

    // Signed out: the tag page's Follow button keeps the tag in this browser.
    await page.goto(`/tag/${slug}`);
    await hydrated(page);
    const followTag = page.getByRole('button', { name: `Follow ${tag}`, exact: true });
    await expect(followTag).toHaveAttribute('aria-pressed', 'false');
    await expect(followTag).toBeEnabled();
    await followTag.click();
    const followingTag = page.getByRole('button', { name: `Following ${tag}`, exact: true });
    await expect(followingTag).toHaveAttribute('aria-pressed', 'true');
    await expect(followingTag).toHaveAttribute('title', 'Stop following');
    await expect(page.getByRole('link', { name: 'See it in My news' })).toBeVisible();
    await expectAccessibleInThemes(page, testInfo, 'Tag page with a Follow button');
    // The desktop's scan ends in the dark theme: light again for the rest.
    await page.emulateMedia({ colorScheme: 'light' });

    // The writer's page, and the story's own Follow buttons under its tags know it too.
    await page.goto(`/author/${writer}`);
    await hydrated(page);
    await page.getByRole('button', { name: new RegExp(`^Follow `) }).click();
    await expect(page.getByRole('button', { name: new RegExp(`^Following `) })).toHaveAttribute('aria-pressed', 'true');
    await page.goto(story.path);
    await hydrated(page);
    const topics = page.getByRole('list', { name: 'Follow these topics' });
    await expect(topics.getByRole('button', { name: `Following ${tag}`, exact: true })).toBeVisible();
    await expect(topics.getByRole('button', { name: 'Follow India', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // And it is saved from there, for My news's saved stories.
    await page.locator('button[data-save]').click();
    await expect(page.locator('button[data-save]')).toHaveAttribute('aria-pressed', 'true');

    // My news: the topics, the newest stories in them and the saved story.
    await page.goto('/my-news');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'My news' })).toBeVisible();
    await expect(topicsList(page)).toHaveCount(2);
    await expect(topicsList(page).first()).toHaveAttribute('href', `/author/${writer}`);
    await expect(topicsList(page).nth(1)).toHaveText(tag);
    await expect(storiesList(page)).toHaveText([story.title]);
    await expect(page.locator('[data-follow-stories] li p')).toContainText('India · ');
    await expect(page.locator('[data-saved-list] li a')).toHaveText([story.title]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectAccessibleInThemes(page, testInfo, 'My news');
    await page.emulateMedia({ colorScheme: 'light' });

    // Signing in joins the browser's topics to the account.
    const username = await newReader(request);
    await signInThroughApi(page, username, E2E_PASSWORD);
    const merged = page.waitForResponse((res) => res.url().endsWith('/api/follows/merge') && res.status() === 200);
    await page.goto('/my-news');
    await merged;
    await hydrated(page);
    const account = await page.request.get('/api/follows');
    const { items } = (await account.json()) as { items: { kind: string; key: string }[] };
    expect(items.map((item) => `${item.kind}:${item.key}`).sort()).toEqual([`author:${writer}`, `tag:${slug}`]);

    // Their phone turns alerts on for followed topics (a subscription of the local push service,
    // with real keys: the browser's own push service is not reachable here); signed in, it joins the account.
    const push = await TestPushService.start();
    const { id: phone, subscription } = push.newSubscriber();
    const subscribed = await page.request.post('/api/push/subscribe', {
      data: { subscription, choices: { breaking: false, briefing: false, following: true }, edition: 'en' },
      headers: { origin: SITE },
    });
    expect(subscribed.status()).toBe(200);

    // A story published in a followed tag by the followed writer since then is the newest in My news,
    // in another browser signed in as them.
    const other = await browser.newContext({ baseURL: SITE, serviceWorkers: 'block' });
    const otherPage = await other.newPage();
    await signInThroughApi(otherPage, username, E2E_PASSWORD);
    const later = await createStory(
      { title: `Embankments hold ${uniqueMark()}`, tags: [tag], category: 'World' },
      { as: { username: writer, password: E2E_PASSWORD } },
    );
    // It is in two followed topics: the phone gets one alert for it, encrypted for it, opening the story.
    const [alert] = await push.waitFor(1, 30_000);
    expect(alert!.subscriber).toBe(phone);
    expect(alert!.payload).toMatchObject({ title: later.title, url: later.path });
    expect(alert!.payload.body).toMatch(new RegExp(`^New in .+ and ${tag}$`));
    expect(alert!.vapid.valid).toBe(true);
    // And no other: the next runs (every 2 s) find nothing more for it.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(push.received(phone)).toHaveLength(1);
    await push.stop();
    await otherPage.goto('/my-news');
    await hydrated(otherPage);
    await expect(topicsList(otherPage)).toHaveCount(2);
    await expect(storiesList(otherPage)).toHaveText([later.title, story.title]);
    // Unfollowing the writer there unfollows it in the account.
    await otherPage
      .getByRole('button', { name: new RegExp(`^Unfollow `) })
      .first()
      .click();
    await expect(topicsList(otherPage)).toHaveCount(1);
    await expect
      .poll(async () => ((await (await otherPage.request.get('/api/follows')).json()) as { items: unknown[] }).items)
      .toHaveLength(1);
    await other.close();
  },
);

test('My news with nothing followed says how to start, in both editions', { tag: A11Y }, async ({ page }, testInfo) => {
  await page.goto('/my-news');
  await hydrated(page);
  await expect(page.getByText('You follow nothing yet.')).toBeVisible();
  await expect(page.getByText('Follow a topic and its newest stories appear here.')).toBeVisible();
  await expect(page.getByText('No saved stories yet.')).toBeVisible();
  await expect(page.locator('[data-follow-empty]').getByRole('link', { name: 'Sports' })).toHaveAttribute(
    'href',
    '/sports-news',
  );
  await expectAccessibleInThemes(page, testInfo, 'My news, empty');

  await page.goto('/hi/my-news');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'मेरी ख़बरें' })).toBeVisible();
  await expect(page.locator('[data-follow-empty]').getByRole('link', { name: 'खेल' })).toHaveAttribute(
    'href',
    '/hi/sports-news',
  );
  // A section followed from the Hindi section page shows by its Hindi name.
  await page.goto('/hi/sports-news');
  await hydrated(page);
  await page.getByRole('button', { name: 'फ़ॉलो करें खेल', exact: true }).click();
  await expect(page.getByRole('button', { name: 'फ़ॉलो कर रहे हैं खेल', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto('/hi/my-news');
  await hydrated(page);
  await expect(topicsList(page)).toHaveText(['खेल']);
  await expect(topicsList(page)).toHaveAttribute('href', '/hi/sports-news');
});
