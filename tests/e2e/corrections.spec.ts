import { expect, test } from '@playwright/test';
import { E2E_USERS, signInThroughApi } from './support/accounts';
import { expectAccessible, hydrated } from './support/axe';
import { SITE } from './support/ports';
import { ONCE } from './support/tags';

test(
  'an editor adds a correction to a published story; readers see it under the headline at once',
  { tag: ONCE },
  async ({ page, browser }) => {
    test.slow();
    const title = `House passes the water bill ${Date.now()}`;
    await signInThroughApi(page, E2E_USERS.editor);
    const created = await page.request.post('/api/news', {
      multipart: {
        title,
        category: 'India',
        description: 'The bill passed by four votes after a night of debate.',
        content: '<p>The water bill passed the house by 48 votes to 52 after a night of debate.</p>',
        status: 'published',
      },
      headers: { origin: SITE },
    });
    expect(created.status()).toBe(201);
    const { _id: id, slug } = (await created.json()) as { _id: string; slug: string };

    // A reader has the page, and the home page, in the cache already.
    const reader = await browser.newPage({ baseURL: SITE });
    await reader.goto(`/news/${slug}`);
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(reader.getByRole('complementary', { name: 'Corrections and updates' })).toHaveCount(0);

    // The editor writes the correction in the editor.
    await page.goto(`/admin/news/${id}/edit`);
    await hydrated(page);
    const section = page.getByRole('region', { name: 'Corrections and updates' });
    await expect(section).toContainText('None yet.');
    await section.getByRole('button', { name: 'Add correction' }).click();
    await expect(section.getByText('Write the correction or update')).toBeVisible();
    await section.getByLabel('Kind').selectOption('correction');
    await section.getByLabel('Note').fill('The vote was 52 to 48, not 48 to 52.');
    await section.getByRole('button', { name: 'Add correction' }).click();
    await expect(page.getByText('Correction added')).toBeVisible();
    await expect(section.getByRole('listitem')).toContainText('Correction');
    await expect(section.getByRole('listitem')).toContainText('The vote was 52 to 48, not 48 to 52.');
    await expectAccessible(page, 'editor with corrections');

    // The reader's next load shows it under the headline, with its time in the site's zone.
    await reader.reload();
    const notes = reader.getByRole('complementary', { name: 'Corrections and updates' });
    await expect(notes).toContainText('Correction');
    await expect(notes).toContainText('The vote was 52 to 48, not 48 to 52.');
    await expect(notes.locator('time')).toHaveText(/IST$/);
    await expectAccessible(reader, 'article with a correction');
    // Its structured data says it changed at the note's time.
    const ld = await reader
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}') as Record<string, unknown>));
    const article = ld.find((d) => d['@type'] === 'NewsArticle');
    const noteTime = await notes.locator('time').getAttribute('datetime');
    expect(article?.dateModified).toBe(noteTime);
    await reader.close();
  },
);
