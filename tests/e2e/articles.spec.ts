import { expect, test } from '@playwright/test';
import { E2E_USERS, signInThroughApi } from './support/accounts';
import { expectAccessible, hydrated, setTheme } from './support/axe';
import { SITE } from './support/ports';
import { ONCE, themeTags } from './support/tags';

/**
 * The staff article list (docs/product.md, 'Admin: articles'): an editor narrows it with the
 * filters, ticks stories and publishes, archives and deletes them after a question naming how
 * many. The stories are this test's own (a mark in their titles), so other specs see no change.
 */
test(
  'an editor filters the list and publishes, archives and deletes ticked stories after confirming',
  { tag: ONCE },
  async ({ page }) => {
    await signInThroughApi(page, E2E_USERS.editor);
    const mark = `bulk${Math.random().toString(36).slice(2, 7)}`;
    const titles = ['Ferry', 'Orchard', 'Glass'].map((word) => `${word} ${mark} story`);
    for (const title of titles) {
      const res = await page.request.post('/api/news', {
        headers: { origin: SITE },
        multipart: {
          title,
          category: 'Sports',
          description: `What the ${title} is about.`,
          content: `<p>${'A full account. '.repeat(20)}</p>`,
          status: 'draft',
          featured: 'false',
          trending: 'false',
          keywords: '[]',
          tags: JSON.stringify([`Tag ${mark}`]),
        },
      });
      expect(res.status(), title).toBe(201);
    }

    await page.goto('/admin/articles');
    await hydrated(page);
    const filters = page.getByRole('search', { name: 'Filter articles' });
    await filters.getByLabel('Search titles').fill(mark);
    await filters.getByLabel('Status').selectOption('draft');
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${mark}.*status=draft`));
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(4);
    // The tag filter, in another letter case, finds the same stories.
    await page.goto(`/admin/articles?tag=${encodeURIComponent(`TAG  ${mark}`)}`);
    await expect(rows).toHaveCount(4);
    await hydrated(page);

    // Publish two: the question names how many; nothing changes until it is answered.
    await page.getByRole('checkbox', { name: `Tick “${titles[0]}”` }).check();
    await page.getByRole('checkbox', { name: `Tick “${titles[1]}”` }).check();
    await expect(page.getByText('2 ticked')).toBeVisible();
    await page.getByLabel('With the ticked stories').selectOption('publish');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('heading', { name: 'Publish 2 stories?' })).toBeVisible();
    await page.getByRole('button', { name: 'Yes, publish 2 stories' }).click();
    await expect(page.getByRole('status')).toHaveText('2 stories published.');
    await expect(rows.filter({ hasText: titles[0]! })).toContainText('Published');
    const story = await page.request.get(`/api/news?q=${mark}`);
    expect((await story.json()).pagination.totalItems).toBe(2);

    // Archive one, after cancelling once.
    await page.getByRole('checkbox', { name: `Tick “${titles[0]}”` }).check();
    await page.getByLabel('With the ticked stories').selectOption('archive');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Archive 1 story?' })).toBeHidden();
    await expect(rows.filter({ hasText: titles[0]! })).toContainText('Published');
    await page.getByRole('checkbox', { name: `Tick “${titles[0]}”` }).check();
    await page.getByLabel('With the ticked stories').selectOption('archive');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Yes, archive 1 story' }).click();
    await expect(page.getByRole('status')).toHaveText('1 story archived.');
    await expect(rows.filter({ hasText: titles[0]! })).toContainText('Archived');

    // Delete every one, ticked all at once.
    await page.getByRole('checkbox', { name: 'Tick every story on this page' }).check();
    await page.getByLabel('With the ticked stories').selectOption('delete');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('heading', { name: 'Delete 3 stories? This cannot be undone.' })).toBeVisible();
    await page.getByRole('button', { name: 'Yes, delete 3 stories' }).click();
    await expect(page.getByRole('status')).toHaveText('3 stories deleted.');
    await expect(page.getByText('No articles match these filters.')).toBeVisible();
  },
);

test('an author sees the list without bulk actions', { tag: ONCE }, async ({ page }) => {
  await signInThroughApi(page, E2E_USERS.author);
  await page.goto('/admin/articles');
  await expect(page.getByRole('heading', { name: 'Articles', level: 1 })).toBeVisible();
  await expect(page.getByLabel('With the ticked stories')).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the list passes axe (${theme})`, { tag: themeTags(theme) }, async ({ page }) => {
    await setTheme(page, theme);
    await signInThroughApi(page, E2E_USERS.editor);
    await page.goto('/admin/articles');
    await expect(page.getByRole('table')).toBeVisible();
    // The light variant scans the same screen in full; the dark one checks the colour rules (support/axe.ts).
    await expectAccessible(page, `/admin/articles ${theme}`, { coloursOnly: theme === 'dark' });
  });
}
