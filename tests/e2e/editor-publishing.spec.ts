import { expect, test, type Page } from '@playwright/test';
import { E2E_USERS, signInThroughApi } from './support/accounts';
import { SITE } from './support/ports';
import { expectAccessible, hydrated } from './support/axe';
import { ONCE } from './support/tags';

/**
 * Issue 33's editor findings: meta titles that follow a headline change (1), 'Update' and an
 * asked-for 'Unpublish' on a live story (6), comma-separated tags (7), problems said at the
 * picture and 'Publish at' fields (12), and a title counter that advises past 60 (27).
 */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const FIELDS = {
  category: 'India',
  description: 'Boats off Kochi carry solar-powered cold boxes to keep the catch fresh.',
  content: '<p>Solar cold boxes keep the catch fresh for longer, fishers in Kochi say.</p>',
};

async function publish(page: Page, title: string) {
  const created = await page.request.post('/api/news', {
    multipart: { ...FIELDS, title, status: 'published' },
    headers: { origin: SITE },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { _id: string; slug: string };
}

const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

test.describe('article editor: publishing and fields', () => {
  test('a headline change updates the page title, og:title and twitter:title', { tag: ONCE }, async ({ page }) => {
    const stamp = Date.now();
    await signInThroughApi(page, E2E_USERS.editor);
    const { _id: id, slug } = await publish(
      page,
      `Kochi fishers test solar-powered cold boxes to cut spoilage at sea ${stamp}`,
    );
    const before = await (await page.request.get(`/news/${slug}`)).text();
    expect(before).toContain('<title>Kochi fishers test solar-powered cold boxes to cut spoilage… |');

    const now = `Kochi fishers trial solar cold boxes ${stamp}`;
    await page.goto(`/admin/news/${id}/edit`);
    await hydrated(page);
    await field(page, 'Title').fill(now);
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('News updated successfully')).toBeVisible();

    const html = await (await page.request.get(`/news/${slug}`)).text();
    expect(html).toMatch(new RegExp(`<title>${now} \\| `));
    expect(metaOf(html, 'og:title')).toBe(now);
    expect(metaOf(html, 'twitter:title')).toBe(now);
  });

  test('a live story is updated in place and unpublished only after a question', async ({ page }, testInfo) => {
    // Three accessibility scans, a reload and two saves: three times the usual budget.
    test.slow();
    await signInThroughApi(page, E2E_USERS.editor);
    const title = `Cold boxes at sea ${testInfo.project.name} ${Date.now()}`;
    const { _id: id, slug } = await publish(page, title);
    await page.goto(`/admin/news/${id}/edit`);
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Save as Draft' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Publish Article' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Update', exact: true })).toBeVisible();
    await expectAccessible(page, 'editor of a published story');
    await page.screenshot({ path: testInfo.outputPath('editor-published.png'), fullPage: true });

    // Asked first; 'Keep it published' (focused) and Escape change nothing.
    await page.getByRole('button', { name: 'Unpublish…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unpublish this story?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Keep it published' })).toBeFocused();
    await expectAccessible(page, 'unpublish dialog');
    await page.screenshot({ path: testInfo.outputPath('unpublish-dialog.png') });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect((await page.request.get(`/news/${slug}`)).status()).toBe(200);

    // The same in the dark theme (the device asks for it; no theme is stored).
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await hydrated(page);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.screenshot({ path: testInfo.outputPath('editor-published-dark.png'), fullPage: true });
    await page.getByRole('button', { name: 'Unpublish…' }).click();
    await expect(dialog).toBeVisible();
    // Scanned in full in light above: the colour rules here (support/axe.ts).
    await expectAccessible(page, 'unpublish dialog (dark)', { coloursOnly: true });
    await page.screenshot({ path: testInfo.outputPath('unpublish-dialog-dark.png') });
    await dialog.getByRole('button', { name: 'Keep it published' }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: 'Unpublish…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unpublish', exact: true }).click();
    await expect(page.getByText('News updated successfully')).toBeVisible();
    await expect(page.getByText('Status: draft')).toBeVisible();
    expect((await page.request.get(`/news/${slug}`, { headers: { cookie: '' } })).status()).toBe(404);
  });

  test('tags typed or pasted with commas become separate tags', { tag: ONCE }, async ({ page }) => {
    await signInThroughApi(page, E2E_USERS.editor);
    await page.goto('/admin/news/new');
    await hydrated(page);
    await page.getByRole('tab', { name: 'Advanced' }).click();
    const tags = page.getByRole('textbox', { name: 'Tags' });
    await tags.pressSequentially('Fisheries, Kochi, Climate change');
    await tags.press('Enter');
    for (const tag of ['Fisheries', 'Kochi', 'Climate change']) {
      await expect(page.getByRole('button', { name: `Remove ${tag}`, exact: true })).toBeVisible();
    }
    await tags.fill('Monsoon, Boats');
    await page.getByRole('button', { name: 'Add tags' }).click();
    await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveCount(5);
  });

  test('the picture and Publish at fields say what is wrong, at the field', { tag: ONCE }, async ({ page }) => {
    await signInThroughApi(page, E2E_USERS.editor);
    await page.goto('/admin/news/new');
    await hydrated(page);
    const upload = page.getByLabel(/Upload an image/);
    await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(page.getByRole('alert').filter({ hasText: '“notes.txt” is not a picture' })).toBeVisible();
    await expect(upload).toHaveAttribute('aria-invalid', 'true');
    await upload.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(11 * 1024 * 1024) });
    await expect(page.getByText(/The image is larger than 10 MB \(this one is 11\.0 MB\)/)).toBeVisible();

    await field(page, 'Title').fill(`Past schedule ${Date.now()}`);
    await field(page, 'Description').fill('A story scheduled for yesterday.');
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('Some text.');
    await page.getByLabel(/Publish at/).fill('2020-01-01T09:00');
    await page.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByText('Choose a time in the future.')).toBeVisible();
    await expect(page.getByLabel(/Publish at/)).toBeFocused();
    await expect(page.getByText(/publishAt/)).toHaveCount(0);
  });

  test('the title counter advises past 60 without refusing, up to the server’s maximum', async ({ page }) => {
    await signInThroughApi(page, E2E_USERS.editor);
    await page.goto('/admin/news/new');
    await hydrated(page);
    const title = field(page, 'Title');
    await title.fill('Kochi fishers test solar-powered cold boxes to cut spoilage at sea');
    await expect(page.getByText('66/60')).toBeVisible();
    await expect(page.getByText('Google may cut titles past 60 characters: it can still be saved.')).toBeVisible();
    await expect(title).toHaveAttribute('maxlength', '300');
  });
});
