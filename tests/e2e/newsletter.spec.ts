import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { CONFIRMED, SUBSCRIBE_ANSWER, UNSUBSCRIBED, type SendSummary } from '../../core/newsletter';
import {
  E2E_LETTERS_EDITOR,
  E2E_PASSWORD,
  registerReader,
  separateAddress,
  signInThroughApi,
} from './support/accounts';
import { expectAccessible, hydrated } from './support/axe';
import { mailbox as smtp } from './support/mailbox';
import { SITE } from './support/ports';
import { ONCE } from './support/tags';

/**
 * The morning newsletter end to end (docs/product.md, 'Morning newsletter'): the main site mails
 * through a real SMTP server started in the test process for the whole run (support/mailbox.ts),
 * on the port its SMTP_URL names, and sends every 5 s (playwright.config.ts) so a test sees a
 * morning send. In order, in one worker.
 */
test.describe.configure({ mode: 'serial' });

/** 'You are subscribed.' and when the first email comes (core/newsletter.ts, confirmedMessage). */
const CONFIRMED_WITH_NEXT_SEND = new RegExp(
  `^${CONFIRMED.replaceAll('.', '\\.')} The next newsletter arrives (this (morning|afternoon|evening)|tomorrow|on \\w+) `,
);

const link = (text: string, path: string) => {
  const found = new RegExp(`${SITE.replaceAll('.', '\\.')}${path}\\?token=[A-Za-z0-9_%-]+`).exec(text);
  expect(found, `a ${path} link in the email`).not.toBeNull();
  return found![0];
};

/** A request context signed in as the newsletter's editor, for the admin overview. */
async function editorApi(): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: SITE, extraHTTPHeaders: { origin: SITE } });
  const login = await api.post('/api/users/login', {
    data: { username: E2E_LETTERS_EDITOR.username, password: E2E_PASSWORD },
  });
  expect(login.status(), `signing in as ${E2E_LETTERS_EDITOR.username}`).toBe(200);
  return api;
}

/**
 * How many sends the site began after `since` (ms) and finished (status 'sent': the stories went
 * to every recipient), as the admin overview lists them (GET /api/newsletter).
 */
async function sendsFinishedSince(api: APIRequestContext, since: number): Promise<number> {
  const res = await api.get('/api/newsletter');
  expect(res.status()).toBe(200);
  const { history } = (await res.json()) as { history: SendSummary[] };
  return history.filter((send) => send.status === 'sent' && Date.parse(send.startedAt) > since).length;
}

test(
  'a reader subscribes under a story, confirms by the emailed link, gets the morning email and unsubscribes from it',
  { tag: ONCE },
  async ({ page }) => {
    test.slow();
    const email = `reader-${Date.now()}@example.com`;
    await separateAddress(page);

    // Under a story: the sign-up, a plain form.
    await page.goto('/news/city-council-approves-new-cycle-lanes');
    const signup = page.getByRole('region', { name: 'The morning briefing' });
    await signup.getByLabel('Email address').fill(email);
    await signup.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole('status')).toHaveText(SUBSCRIBE_ANSWER);
    await expectAccessible(page, 'the newsletter page after signing up');

    // The confirmation email; following its link shows a button, which confirms.
    const [confirmation] = await smtp.waitFor(1, email);
    expect(confirmation!.subject).toMatch(/^Confirm your subscription to /);
    await page.goto(link(confirmation!.text, '/newsletter/confirm'));
    await expectAccessible(page, 'the confirmation page');
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await expect(page.getByRole('status')).toHaveText(CONFIRMED_WITH_NEXT_SEND);

    // The next send (every 5 s here) mails the stories, with one-click unsubscribe headers.
    const mails = await smtp.waitFor(2, email, 30_000);
    const digest = mails.find((mail) => mail.subject.includes('morning briefing'))!;
    expect(digest).toBeTruthy();
    expect(digest.html).toContain(`${SITE}/news/`);
    expect(digest.text).toContain(`${SITE}/news/`);
    expect(digest.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = link(digest.text, '/newsletter/unsubscribe');
    expect(digest.header('list-unsubscribe')).toBe(`<${unsubscribe}>`);

    // The email's visible link: a page with a button (opening it alone changes nothing).
    await page.goto(unsubscribe);
    await expectAccessible(page, 'the unsubscribe page');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status')).toHaveText(UNSUBSCRIBED);

    // No more mail: a whole send goes by. It began after the unsubscribe was stored (whose answer
    // came first), so a bug that still mailed the address would mail it there; a send is finished
    // only once the SMTP server has taken every mail of it, so such a mail would be in the mailbox.
    const count = smtp.to(email).length;
    const unsubscribedAt = Date.now();
    const editor = await editorApi();
    await expect
      .poll(() => sendsFinishedSince(editor, unsubscribedAt), { timeout: 20_000, intervals: [250] })
      .toBeGreaterThanOrEqual(1);
    await editor.dispose();
    expect(smtp.to(email)).toHaveLength(count);
  },
);

test(
  'an editor sees the subscribers and the next email, and sends a test to their own address',
  { tag: ONCE },
  async ({ page }) => {
    await signInThroughApi(page, E2E_LETTERS_EDITOR.username);
    await page.goto('/admin/newsletter');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Newsletter', level: 1 })).toBeVisible();
    const subscribers = page.getByRole('region', { name: 'Subscribers' });
    await expect(subscribers.getByText('Unsubscribed', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Next newsletter' }).getByRole('listitem').first()).toBeVisible();
    // The sends so far: the 5 s schedule has made some.
    await expect(page.getByRole('table', { name: 'Newsletters sent, newest first' })).toBeVisible();
    await expectAccessible(page, '/admin/newsletter');

    const preview = await page.request.get('/admin/newsletter/preview');
    expect(preview.status()).toBe(200);
    expect(preview.headers()['content-type']).toContain('text/html');
    expect(preview.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^;]*'nonce-/);
    expect(await preview.text()).toContain('Unsubscribe');

    await page.getByRole('button', { name: 'Send a test to me' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'A test was sent' })).toHaveText(
      `A test was sent to ${E2E_LETTERS_EDITOR.email}.`,
    );
    const [test] = await smtp.waitFor(1, E2E_LETTERS_EDITOR.email);
    expect(test!.subject).toMatch(/^\[Test\] /);
  },
);

test(
  'a signed-in reader subscribes from Settings, confirms, and unsubscribes there',
  { tag: ONCE },
  async ({ page }) => {
    const username = `letters-${Date.now()}`;
    const email = `${username}@example.com`;
    await registerReader(page, username);
    const profile = await page.request.patch('/api/users/me', {
      data: { firstName: 'Nila', lastName: 'Reader', email },
      headers: { origin: SITE },
    });
    expect(profile.status()).toBe(200);

    await page.goto('/settings');
    await hydrated(page);
    const section = page.getByRole('region', { name: 'Morning newsletter' });
    await expect(section).toContainText(`Get the day's top stories at ${email} every morning.`);
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await expect(section.getByRole('status')).toContainText(`We sent a link to ${email}.`);
    await expect(section.getByRole('button', { name: 'Send the link again' })).toBeVisible();

    // The profile's new address also got its verification link (docs/product.md, 'An account's email address').
    const mails = await smtp.waitFor(2, email);
    const confirmation = mails.find((mail) => mail.text.includes('/newsletter/confirm'));
    await page.goto(link(confirmation!.text, '/newsletter/confirm'));
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await expect(page.getByRole('status')).toHaveText(CONFIRMED_WITH_NEXT_SEND);

    await page.goto('/settings');
    await hydrated(page);
    await expect(section).toContainText(`The morning briefing goes to ${email} every day.`);
    await expectAccessible(page, 'Settings with the newsletter');
    await section.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(section.getByRole('status')).toContainText(UNSUBSCRIBED);
    await expect(section.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  },
);
