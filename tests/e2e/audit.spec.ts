import { expect, test } from '@playwright/test';
import { adminNav, E2E_USERS, registerReader, signInThroughApi } from './support/accounts';
import { expectAccessible, setTheme } from './support/axe';
import { SITE } from './support/ports';
import { ONCE } from './support/tags';

/** /admin/audit: who changed what, read by admins, filtered by person and action (docs/decisions/004-use-case-layer.md). */
test.describe('admin: the audit log', () => {
  test('a sign-up is recorded; an admin finds it by person and by action', { tag: ONCE }, async ({ page, browser }) => {
    // Something audited: a reader signs up, in a browser of their own.
    const username = `audit-${Date.now().toString(36)}`;
    const readerContext = await browser.newContext({ baseURL: SITE });
    await registerReader(await readerContext.newPage(), username);
    await readerContext.close();

    await signInThroughApi(page, E2E_USERS.admin);
    await page.goto('/admin');
    await (await adminNav(page)).getByRole('link', { name: 'Audit log' }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.locator('caption')).toContainText(/records?, newest first/);
    for (const header of ['When', 'Who', 'Action', 'Object']) {
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    }
    // Nothing here changes a record.
    await expect(page.getByRole('button', { name: /delete|edit|remove/i })).toHaveCount(0);

    await page.getByLabel('Person').selectOption({ label: username });
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/[?&]actor=[0-9a-f-]{36}/);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByRole('rowheader')).toHaveText(username);
    await expect(rows.first()).toContainText('user.register');
    await expect(rows.first().getByRole('link', { name: username })).toHaveAttribute('href', '/admin/users');
    await expect(page.getByLabel('Person')).toHaveValue(/[0-9a-f-]{36}/);

    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    // The form is drawn afresh for the new filters (it is keyed by them) when the navigation
    // commits, which can come just after the address changes: a choice made in the old form is
    // lost with it. The link goes when the unfiltered form is drawn.
    await expect(page.getByRole('link', { name: 'Clear filters' })).toHaveCount(0);
    await page.getByLabel('Action').selectOption('user.register');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/[?&]action=user\.register/);
    await expect(table.locator('caption')).toContainText('user.register');
    await expect(rows.filter({ hasText: username })).toHaveCount(1);
    for (const action of await table.locator('tbody tr td code').allTextContents())
      expect(action).toBe('user.register');

    await expectAccessible(page, '/admin/audit, filtered');
  });

  test(
    'an empty result says so in the dark theme too; editors have no audit log',
    { tag: ONCE },
    async ({ page, browser }) => {
      await setTheme(page, 'dark');
      await signInThroughApi(page, E2E_USERS.admin);
      // A person who made no record: the page says so, with the way back.
      await page.goto('/admin/audit?actor=00000000-0000-4000-8000-000000000000');
      await expect(page.getByText('No records match these filters.')).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      await expectAccessible(page, '/admin/audit, empty, dark');
      await page.getByRole('link', { name: 'Show every record' }).click();
      await expect(page).toHaveURL(/\/admin\/audit$/);
      // Every record (none yet when this runs first on a fresh site).
      await expect(page.getByRole('table').or(page.getByText(/^No records yet\./))).toBeVisible();

      const editorContext = await browser.newContext({ baseURL: SITE });
      const editor = await editorContext.newPage();
      await signInThroughApi(editor, E2E_USERS.editor);
      await editor.goto('/admin');
      await expect(
        editor.getByRole('navigation', { name: /admin/i }).getByRole('link', { name: 'Audit log' }),
      ).toHaveCount(0);
      const refused = await editor.goto('/admin/audit');
      expect(refused?.status()).toBe(403);
      await editorContext.close();
    },
  );
});
