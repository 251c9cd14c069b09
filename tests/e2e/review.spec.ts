import { expect, test, type Page } from '@playwright/test';
import { E2E_USERS, adminNav, signInThroughApi } from './support/accounts';
import { expectAccessible, hydrated } from './support/axe';
import { SITE } from './support/ports';
import { ONCE } from './support/tags';

/** The dashboard's 'Waiting for review' entry of a story, by its title. */
const waitingItem = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /Waiting for review/ })
    .getByRole('listitem')
    .filter({ hasText: title });

test(
  'an author submits a story; an editor sends it back with a note, the author revises and resubmits, the editor publishes it',
  { tag: ONCE },
  async ({ browser }) => {
    test.slow();
    const title = `Water bill reaches the house ${Date.now()}`;
    const author = await browser.newPage({ baseURL: SITE });
    const editor = await browser.newPage({ baseURL: SITE });
    await signInThroughApi(author, E2E_USERS.author);
    await signInThroughApi(editor, E2E_USERS.editor);

    // The author writes it and submits it for review.
    await author.goto('/admin/news/new');
    await hydrated(author);
    await expect(author.getByRole('button', { name: 'Publish Article' })).toHaveCount(0);
    await author.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await author
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Members debate the sharing of river water between states.');
    await author.getByRole('textbox', { name: 'Content' }).click();
    // Text goes in at once, as a paste would: typed key by key it took seconds, and the editor's
    // typing is editor.spec.ts's subject, not this test's.
    await author.keyboard.insertText('The monsoon session takes up the water bill on Monday.');
    await author.getByRole('button', { name: 'Submit for review' }).click();
    await expect(author.getByText('Submitted for review: an editor publishes it')).toBeVisible();
    await expect(author).toHaveURL(/\/admin\/news\/[0-9a-f-]{36}\/edit$/);
    const editUrl = new URL(author.url()).pathname;
    await expect(author.getByText(/Status: review · submitted/)).toBeVisible();

    // The editor's menu counts it, and the dashboard lists it.
    await editor.goto('/admin');
    await expect(
      (await adminNav(editor)).getByRole('link', { name: /^Dashboard \(\d+ waiting for review ?\)$/ }),
    ).toBeVisible();
    await expect(waitingItem(editor, title)).toContainText('submitted');
    await expectAccessible(editor, 'dashboard with stories waiting for review');

    // The editor opens it and sends it back: a note is required.
    await waitingItem(editor, title).getByRole('link', { name: /Edit/ }).click();
    await expect(editor).toHaveURL(new RegExp(`${editUrl}$`));
    await hydrated(editor);
    const panel = editor.getByRole('region', { name: 'Waiting for review' });
    await expect(panel).toContainText('Submitted by');
    await expectAccessible(editor, 'editor on a story waiting for review');
    await panel.getByRole('button', { name: 'Send back to the author' }).click();
    await expect(panel.getByText('Write what the author should change')).toBeVisible();
    await expect(panel.getByLabel('Note to the author')).toBeFocused();
    await panel.getByLabel('Note to the author').fill('Add the minister’s reply to the second paragraph.');
    await panel.getByRole('button', { name: 'Send back to the author' }).click();
    await expect(editor.getByText('Sent back to the author')).toBeVisible();
    await expect(editor.getByText(/Status: draft/)).toBeVisible();
    await expect(editor.getByRole('region', { name: 'Waiting for review' })).toHaveCount(0);

    // The author's dashboard says so, with the note, and the menu counts it.
    await author.goto('/admin');
    await expect(
      (await adminNav(author)).getByRole('link', { name: /^Dashboard \(\d+ sent back to you ?\)$/ }),
    ).toBeVisible();
    const sentBack = author
      .getByRole('region', { name: /Sent back to you/ })
      .getByRole('listitem')
      .filter({
        hasText: title,
      });
    await expect(sentBack).toContainText('Add the minister’s reply to the second paragraph.');
    await expect(sentBack).toContainText('sent back by');
    await expectAccessible(author, 'dashboard with a story sent back');

    // The author sees the note in the editor, revises and submits again; the note goes.
    await sentBack.getByRole('link', { name: /Edit/ }).click();
    await expect(author).toHaveURL(new RegExp(`${editUrl}$`));
    await hydrated(author);
    const note = author.getByRole('region', { name: /Sent back by/ });
    await expect(note).toContainText('Add the minister’s reply to the second paragraph.');
    await expectAccessible(author, 'editor with a review note');
    await author.getByRole('textbox', { name: 'Content' }).click();
    await author.keyboard.press('End');
    await author.keyboard.insertText(' The minister replied that the states will share equally.');
    await author.getByRole('button', { name: 'Submit for review' }).click();
    await expect(author.getByText(/Status: review · submitted/)).toBeVisible();
    await author.reload();
    await expect(author.getByRole('region', { name: /Sent back by/ })).toHaveCount(0);

    // The editor publishes it; readers see it at once, and the queue no longer lists it.
    await editor.goto(editUrl);
    await hydrated(editor);
    await editor.getByRole('button', { name: 'Publish Article' }).click();
    await expect(editor.getByText(/Status: published/)).toBeVisible();
    const reader = await browser.newPage({ baseURL: SITE });
    await reader.goto('/');
    await expect(reader.getByText(title).first()).toBeVisible();
    await editor.goto('/admin');
    await expect(editor.getByRole('heading', { name: 'Recent articles' })).toBeVisible();
    await expect(waitingItem(editor, title)).toHaveCount(0);
    for (const page of [author, editor, reader]) await page.close();
  },
);
