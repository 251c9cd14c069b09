import { expect, test, type Dialog } from '@playwright/test';
import { adminNav, E2E_USERS, signIn, signInThroughApi } from './support/accounts';
import { expectAccessible, hydrated, setTheme } from './support/axe';
import { ONCE } from './support/tags';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('staff contact inbox', () => {
  test(
    'a visitor’s message reaches staff as text, is marked read and unread, and is deleted after confirmation',
    { tag: ONCE },
    async ({ page, browser, baseURL }, testInfo) => {
      // Many steps and page loads: three times the usual budget, also on a loaded machine.
      test.slow();
      // Desktop and phone share one site: each sends and handles its own message.
      const project = testInfo.project.name;
      const tag = `${project}-${Date.now()}`;
      const name = `Asha <script>alert('name')</script> ${project}`;
      const subject = `Inbox check ${tag} <img src=x onerror=alert('subject')>`;
      const email = `visitor-${project}@example.com`;
      const message = 'First line.\n\n    Indented <b>not bold</b> <svg onload=alert(3)>\nLast line.';

      // No script from the message may run: any dialog before the delete step is a failure.
      const dialogs: string[] = [];
      const onDialog = (dialog: Dialog) => {
        dialogs.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss();
      };
      page.on('dialog', onDialog);

      // A visitor sends it through the Contact page, from an address of its own: the contact
      // form allows 5 messages per address in 10 minutes, and pages.spec.ts sends some too.
      // (The address counts when the test server trusts X-Forwarded-For: TRUST_PROXY.)
      const visitorContext = await browser.newContext({
        baseURL,
        extraHTTPHeaders: { 'x-forwarded-for': project === 'phone' ? '198.51.100.72' : '198.51.100.71' },
      });
      const visitor = await visitorContext.newPage();
      visitor.on('dialog', onDialog);
      await visitor.goto('/contact');
      await hydrated(visitor);
      await visitor.getByLabel('Full Name').fill(name);
      await visitor.getByLabel('Email Address', { exact: true }).fill(email);
      await visitor.getByLabel('Subject').fill(subject);
      await visitor.getByLabel('Message', { exact: true }).fill(message);
      await visitor.getByRole('button', { name: 'Send Message' }).click();
      await expect(visitor.getByText('Thank you for your message! We will get back to you soon.')).toBeVisible();
      await visitorContext.close();

      // Staff see the unread count on the dashboard and in the admin nav.
      await signInThroughApi(page, E2E_USERS.editor);
      await page.goto('/admin');
      const inboxLink = page.getByRole('region', { name: 'Quick actions' }).getByRole('link', { name: /^Messages/ });
      await expect(inboxLink).toHaveText(/^Messages\s*[1-9][\d,]* unread$/);
      await expect((await adminNav(page)).getByRole('link', { name: /^Messages/ })).toHaveText(
        /^Messages \([1-9][\d,]* unread\)$/,
      );
      await inboxLink.click();
      await expect(page).toHaveURL(/\/admin\/messages$/);
      await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
      await hydrated(page);

      // Unread, with every field shown as the text it is.
      const item = page.getByRole('article', { name: new RegExp(escapeRegExp(tag)) });
      await expect(item).toBeVisible();
      const heading = item.getByRole('heading', { level: 2 });
      await expect(heading).toHaveText(`Unread ${subject}`);
      await expect(item.getByText('Unread', { exact: true })).toBeVisible();
      await expect(item).toContainText(`From ${name} <${email}>`);
      const body = item.getByText(/^First line\./);
      expect(await body.evaluate((el) => el.textContent)).toBe(message);
      expect(await body.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
      await expect(item.locator('img, script, svg, b')).toHaveCount(0);
      await expect(item.getByRole('link', { name: /^Reply by email/ })).toHaveAttribute(
        'href',
        new RegExp(`^mailto:${escapeRegExp(email)}\\?subject=Re%3A%20Inbox%20check`),
      );
      await expect(item.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);

      await expectAccessible(page, '/admin/messages light');
      await setTheme(page, 'dark');
      await page.reload();
      await hydrated(page);
      await expect(page.locator('html')).toHaveClass(/dark/);
      await expectAccessible(page, '/admin/messages dark');

      // Mark as read: the unread mark goes; mark as unread: it comes back.
      await item.getByRole('button', { name: /^Mark as read/ }).click();
      await expect(page.getByText('Message marked as read.')).toBeVisible();
      await expect(item.getByText('Unread', { exact: true })).toHaveCount(0);
      const markUnread = item.getByRole('button', { name: /^Mark as unread \(message from Asha/ });
      await expect(markUnread).toBeVisible();
      await markUnread.click();
      await expect(page.getByText('Message marked as unread.')).toBeVisible();
      await expect(item.getByText('Unread', { exact: true })).toBeVisible();

      // The buttons are plain forms: they work without JavaScript too (here for an admin).
      const plainContext = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const plain = await plainContext.newPage();
      await signIn(plain, E2E_USERS.admin, undefined, '/login?redirectTo=%2Fadmin%2Fmessages');
      const plainItem = plain.getByRole('article', { name: new RegExp(escapeRegExp(tag)) });
      await plainItem.getByRole('button', { name: /^Mark as read/ }).click();
      await expect(plain.getByText('Message marked as read.')).toBeVisible();
      await expect(plainItem.getByText('Unread', { exact: true })).toHaveCount(0);
      await plainContext.close();

      expect(dialogs).toEqual([]);
      page.off('dialog', onDialog);

      // Delete asks first: dismissing keeps the message, accepting deletes it.
      await page.reload();
      await hydrated(page);
      await expect(item.getByText('Unread', { exact: true })).toHaveCount(0);
      const remove = item.getByRole('button', { name: new RegExp(`^Delete message from ${escapeRegExp(name)}$`) });
      page.once('dialog', (dialog) => void dialog.dismiss());
      await remove.click();
      await expect(item).toBeVisible();
      page.once('dialog', (dialog) => {
        expect(dialog.type()).toBe('confirm');
        expect(dialog.message()).toContain(name);
        void dialog.accept();
      });
      await remove.click();
      await expect(page.getByText('Message deleted.')).toBeVisible();
      await expect(item).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeFocused();
    },
  );

  for (const role of ['reader', 'author'] as const) {
    test(`${role}s cannot open the inbox`, { tag: ONCE }, async ({ page }) => {
      await signInThroughApi(page, E2E_USERS[role]);
      if (role === 'author') {
        await page.goto('/admin');
        const nav = await adminNav(page);
        await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
        await expect(nav.getByRole('link', { name: /^Messages/ })).toHaveCount(0);
        await expect(
          page.getByRole('region', { name: 'Quick actions' }).getByRole('link', { name: /^Messages/ }),
        ).toHaveCount(0);
      }
      const res = await page.goto('/admin/messages');
      expect(res?.status()).toBe(403);
      await expect(page.getByText('Your account does not have access to this page.')).toBeVisible();
    });
  }
});
