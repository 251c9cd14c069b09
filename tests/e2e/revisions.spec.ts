import { expect, test } from '@playwright/test';
import { E2E_USERS, signInThroughApi } from './support/accounts';
import { expectAccessible, hydrated } from './support/axe';
import { SITE } from './support/ports';
import { ONCE } from './support/tags';

test(
  'the History tab compares a revision with the current version and restores it; readers see it at once',
  { tag: ONCE },
  async ({ page, browser }) => {
    test.slow();
    const stamp = Date.now();
    const title = `Monsoon reaches Kerala ${stamp}`;
    const wrong = `Monsoon misses Kerala ${stamp}`;
    await signInThroughApi(page, E2E_USERS.editor);
    const fields = {
      category: 'India',
      description: 'The weather office says the rains came three days early.',
      content: '<p>The south-west monsoon set in over Kerala on Thursday.</p>',
      status: 'published',
    };
    const created = await page.request.post('/api/news', {
      multipart: { ...fields, title },
      headers: { origin: SITE },
    });
    expect(created.status()).toBe(201);
    const { _id: id, slug } = (await created.json()) as { _id: string; slug: string };
    const edited = await page.request.put(`/api/news/${id}`, {
      multipart: { ...fields, title: wrong, content: '<p>The monsoon did not reach Kerala on Thursday.</p>' },
      headers: { origin: SITE },
    });
    expect(edited.status()).toBe(200);

    // A reader has the wrong version in the cache.
    const reader = await browser.newPage({ baseURL: SITE });
    await reader.goto(`/news/${slug}`);
    await expect(reader.getByRole('heading', { level: 1, name: wrong })).toBeVisible();

    await page.goto(`/admin/news/${id}/edit`);
    await hydrated(page);
    await page.getByRole('tab', { name: 'History' }).click();
    const panel = page.getByRole('tabpanel', { name: 'History' });
    await expect(panel.getByRole('button', { name: /^Revision 2 \(current\)/ })).toContainText('Title, Content');
    await panel.getByRole('button', { name: /^Revision 1/ }).click();
    const diff = panel.getByRole('table');
    await expect(diff.getByRole('columnheader', { name: 'Revision 1' })).toBeVisible();
    await expect(diff.locator('del').first()).toHaveText('reaches');
    await expect(diff.locator('ins').first()).toHaveText('misses');
    await expectAccessible(page, 'the History tab with a diff');

    page.once('dialog', (dialog) => void dialog.accept());
    await panel.getByRole('button', { name: 'Restore revision 1' }).click();
    await expect(page.getByText('Revision 1 restored')).toBeVisible();
    await expect(panel.getByRole('button', { name: /^Revision 3 \(current\)/ })).toContainText(
      'restored from revision 1',
    );
    await page.getByRole('tab', { name: 'Content' }).click();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: 'Content' })).toContainText('set in over Kerala');

    // The reader's next load shows the restored story.
    await reader.reload();
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(reader.getByText('set in over Kerala on Thursday')).toBeVisible();
    await reader.close();
  },
);
