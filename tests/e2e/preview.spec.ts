import { expect, test } from '@playwright/test';
import { E2E_USERS, signInThroughApi } from './support/accounts';
import { expectAccessibleInThemes, hydrated } from './support/axe';
import { SITE } from './support/ports';

/** Preview (docs/product.md, 'Preview'): the article page of a draft, from the editor and by a shared link. */
test('Preview from the editor shows a draft as readers will see it; a copied preview link opens it signed out', async ({
  page,
  browser,
  context,
}, testInfo) => {
  test.slow();
  const title = `Kochi fishers trial solar cold boxes ${Date.now()}`;
  await signInThroughApi(page, E2E_USERS.author);
  const created = await page.request.post('/api/news', {
    multipart: {
      title,
      category: 'India',
      description: 'Boats that keep the catch cold without diesel.',
      content: '<p>Forty boats in Kochi carry solar-powered cold boxes this season.</p>',
      status: 'draft',
    },
    headers: { origin: SITE },
  });
  expect(created.status()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };

  await page.goto(`/admin/news/${id}/edit`);
  await hydrated(page);
  const panel = page.getByRole('region', { name: 'Preview' });
  const opened = context.waitForEvent('page');
  await panel.getByRole('link', { name: /^Preview/ }).click();
  const preview = await opened;
  await preview.waitForLoadState();
  await expect(preview).toHaveURL(new RegExp(`/preview/${id}$`));
  const banner = preview.getByRole('region', { name: 'Preview — not published' });
  await expect(banner).toContainText('This is a draft: readers cannot see it yet.');
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // No view is counted: the page names no article to the views island.
  await expect(preview.locator('[data-view]')).toHaveCount(0);
  await expectAccessibleInThemes(preview, testInfo, 'preview of a draft');

  // The shareable link: copied, shown, and opened in a fresh signed-out browser.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']).catch(() => undefined);
  await panel.getByLabel('Link works for').selectOption('1');
  await panel.getByRole('button', { name: 'Copy preview link' }).click();
  const link = await panel.locator('[data-preview-link]').inputValue();
  expect(link).toMatch(new RegExp(`/preview/${id}\\?token=`));
  const stranger = await browser.newContext();
  const outside = await stranger.newPage();
  const answer = await outside.goto(link);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['cache-control']).toBe('private, no-store');
  expect(answer?.headers()['x-robots-tag']).toContain('noindex');
  await expect(outside.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(outside.getByRole('region', { name: 'Preview — not published' })).toContainText(
    'This preview link works until',
  );

  // Withdrawn, the link says so.
  page.once('dialog', (dialog) => void dialog.accept());
  await panel.getByRole('button', { name: 'Withdraw preview links' }).click();
  await expect(page.getByText('Preview links withdrawn')).toBeVisible();
  const refused = await outside.goto(link);
  expect(refused?.status()).toBe(403);
  await expect(outside.getByRole('heading', { level: 1, name: 'Preview link withdrawn' })).toBeVisible();
  // Without a link, signed out: sign in first.
  const bare = await outside.goto(`/preview/${id}`);
  expect(bare?.status()).toBe(401);
  await expect(outside.getByRole('heading', { level: 1, name: 'Sign in to preview' })).toBeVisible();
  await stranger.close();
});
