import { expect, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { SITE } from './ports';

export const E2E_PASSWORD = 'e2e correct horse battery';
export const E2E_USERS = {
  admin: 'e2e-admin',
  editor: 'e2e-editor',
  author: 'e2e-author',
  reader: 'e2e-reader',
} as const;
/** An editor with an email address on the profile, for the newsletter's 'Send a test to me'. */
export const E2E_LETTERS_EDITOR = { username: 'e2e-letters', email: 'letters@newsdesk.test' } as const;
/** Words the main site's comment moderators hold for review (tests/e2e/fixtures/prepare.ts). */
export const E2E_BANNED_WORDS = ['bunkum', 'बकवास'] as const;
/** An editor whose password was generated: it must be changed at the first sign-in (one per project). */
export const E2E_FRESH_EDITOR = 'e2e-fresh-editor';

/** Signs in through the form; `from` is where to start (the sign-in page by default). */
export async function signIn(page: Page, username: string, password = E2E_PASSWORD, from = '/login') {
  await page.goto(from);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Signs in through the API: the page's browser context keeps the session cookie, as after the
 * form, and the page stays where it was. For tests about what a signed-in person sees, not about
 * signing in (the form has its own tests in accounts.spec.ts): it saves two page loads and the
 * form's hydration in each test. `site` is the site's address (the main one unless given).
 */
export async function signInThroughApi(page: Page, username: string, password = E2E_PASSWORD, site = SITE) {
  const res = await page.request.post(`${site}/api/users/login`, {
    data: { username, password },
    headers: { origin: site },
  });
  expect(res.status(), `signing in as ${username}`).toBe(200);
}

/**
 * Gives the page an address of its own (X-Forwarded-For, which the test server trusts for one
 * hop), so sign-ups in different tests never share the per-address limit of 10 an hour.
 */
export async function separateAddress(page: Page) {
  const n = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${n()}.${n()}` });
}

/** Registers a reader through the form and waits for the redirect home (or the next goto aborts it). */
export async function registerReader(page: Page, username: string, password = 'a long passphrase here') {
  await separateAddress(page);
  await page.goto('/register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
}

/** The admin menu, opened first on a phone (where it is one line that opens, to save the screen). */
export async function adminNav(page: Page) {
  const summary = page.getByRole('navigation', { name: 'Admin' }).locator('summary');
  if (await summary.isVisible()) {
    const details = page.getByRole('navigation', { name: 'Admin' }).locator('details');
    if ((await details.getAttribute('open')) === null) await summary.click();
  }
  return page.getByRole('navigation', { name: 'Admin' });
}

/** Signs in from a context of its own (a test's `request` stays free of the session cookie) and answers the Bearer token. */
export async function tokenOf(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  username: string,
): Promise<string> {
  const context = await playwright.request.newContext({ baseURL });
  try {
    const res = await context.post('/api/users/login', { data: { username, password: E2E_PASSWORD } });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { token: string }).token;
  } finally {
    await context.dispose();
  }
}

/**
 * A new account of its own, made `role` by the admin (through `admin`, a context of its own),
 * signed in through `registrar` (a page's request context signs the page in): for a test whose
 * names and pages other specs must not change. Answers the username.
 */
export async function newWriter(
  registrar: APIRequestContext,
  admin: APIRequestContext,
  role: 'author' | 'editor' = 'editor',
): Promise<string> {
  const username = `writer-${Math.random().toString(36).slice(2, 8)}`;
  const n = () => Math.floor(Math.random() * 250) + 1;
  const registered = await registrar.post(`${SITE}/api/users/register`, {
    data: { username, password: E2E_PASSWORD },
    // An address of its own: sign-ups are limited per address.
    headers: { origin: SITE, 'x-forwarded-for': `198.19.${n()}.${n()}` },
  });
  expect(registered.status(), 'sign-up').toBe(201);
  const { _id } = (await registered.json()) as { _id: string };
  expect(
    (
      await admin.post(`${SITE}/api/users/login`, {
        data: { username: E2E_USERS.admin, password: E2E_PASSWORD },
        headers: { origin: SITE },
      })
    ).status(),
  ).toBe(200);
  const promoted = await admin.patch(`${SITE}/api/users/${_id}`, { data: { role }, headers: { origin: SITE } });
  expect(promoted.status(), `made an ${role}`).toBe(200);
  return username;
}
