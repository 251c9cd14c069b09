import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_USERS, signInThroughApi } from './support/accounts';
import { SITE } from './support/ports';
import { expectAccessible, hydrated } from './support/axe';
import { ONCE } from './support/tags';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.describe('article editor', () => {
  test(
    'an editor writes an illustrated draft, publishes it, edits, archives and deletes it',
    { tag: ONCE },
    async ({ page }) => {
      // Five saves, an image upload and four page loads: three times the usual budget.
      test.slow();
      const title = `Monsoon arrives early ${test.info().project.name} ${Date.now()}`;
      // The editor's extensions warn on the console when set up twice (linkifyjs: already initialized).
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
      });
      await signInThroughApi(page, E2E_USERS.editor);
      await page.goto('/admin/news/new');
      await hydrated(page);
      await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible();

      // Nothing filled in: 'Please fill in all required fields', and nothing saved.
      await page.getByRole('button', { name: 'Publish Article' }).click();
      await expect(page.getByText('Please fill in all required fields')).toBeVisible();

      await field(page, 'Title').fill(title);
      await field(page, 'Description').fill(
        'The south-west monsoon reached Kerala three days early, the weather office said.',
      );
      await page.getByRole('textbox', { name: 'Content' }).click();
      await page.keyboard.type('The monsoon reached the coast on Thursday. ');
      // The words first, then Bold on them selected: a bold mark waiting for the next typing is
      // dropped by any change of selection before it (under load the words once came out plain).
      const emphasis = 'Farmers welcomed it.';
      await page.keyboard.type(emphasis);
      for (let i = 0; i < emphasis.length; i++) await page.keyboard.press('Shift+ArrowLeft');
      const bold = page.getByRole('button', { name: 'Bold' });
      await bold.click();
      await expect(bold).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('End');
      const jpeg = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0369a1' } })
        .jpeg()
        .toBuffer();
      await page
        .getByLabel(/Upload an image/)
        .setInputFiles({ name: 'rain.jpg', mimeType: 'image/jpeg', buffer: jpeg });
      await page.getByRole('tab', { name: 'Advanced' }).click();
      await page.getByLabel('Tags').fill('weather');
      await page.getByLabel('Tags').press('Enter');
      await expect(page.getByRole('button', { name: 'Remove weather' })).toBeVisible();

      await page.getByRole('button', { name: 'Save as Draft' }).click();
      await expect(page.getByText('News created successfully')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/news\/[0-9a-f-]{36}\/edit$/);
      const id = /news\/([0-9a-f-]{36})\/edit/.exec(page.url())?.[1] as string;
      const draft = (await (await page.request.get(`/api/news/${id}`)).status()) as number;
      expect(draft).toBe(404);

      // Publish: on the home page and the category page at once.
      await hydrated(page);
      await page.getByRole('button', { name: 'Publish Article' }).click();
      await expect(page.getByText('News updated successfully')).toBeVisible();
      await page.goto('/');
      await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
      await page.goto('/india-news');
      await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
      await page.getByRole('link', { name: title }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('article strong', { hasText: 'Farmers welcomed it.' })).toBeVisible();
      await expect(page.locator('figure picture source[type="image/avif"]')).toHaveAttribute('srcset', /1600w/);
      const articleUrl = page.url();

      // Edit the description.
      await page.goto(`/admin/news/${id}/edit`);
      await hydrated(page);
      await field(page, 'Description').fill('Updated: the monsoon covered all of Kerala by Friday evening.');
      await page.getByRole('button', { name: 'Update', exact: true }).click();
      await expect(page.getByText('News updated successfully')).toBeVisible();
      await page.goto(articleUrl);
      await expect(page.getByText('Updated: the monsoon covered all of Kerala')).toBeVisible();

      // Archive: gone from public pages.
      await page.goto(`/admin/news/${id}/edit`);
      await hydrated(page);
      await page.getByRole('tab', { name: 'Advanced' }).click();
      await page.getByLabel('Status').selectOption('archived');
      await page.getByRole('button', { name: 'Save as archived' }).click();
      await expect(page.getByText('News updated successfully')).toBeVisible();
      expect((await page.goto(articleUrl))?.status()).toBe(404);
      await page.goto('/india-news');
      await expect(page.getByRole('link', { name: title })).toHaveCount(0);

      // Delete from the dashboard.
      await page.goto('/admin');
      await hydrated(page);
      const item = page.getByRole('listitem').filter({ hasText: title });
      page.once('dialog', (dialog) => void dialog.accept());
      await item.getByRole('button', { name: /Delete/ }).click();
      await expect(page.getByText('Article deleted.')).toBeVisible();
      expect((await page.request.get(`/api/news/${id}`)).status()).toBe(404);
      expect(warnings.filter((w) => /linkifyjs|already initialized/i.test(w))).toEqual([]);
    },
  );

  test('a typed web address becomes a link, other schemes do not', { tag: ONCE }, async ({ page }) => {
    await signInThroughApi(page, E2E_USERS.editor);
    await page.goto('/admin/news/new');
    await hydrated(page);
    const content = page.getByRole('textbox', { name: 'Content' });
    await content.click();
    await page.keyboard.type('Forecasts: https://mausam.imd.gov.in and ftp://files.example.org ');
    await expect(content.locator('a[href="https://mausam.imd.gov.in"]')).toBeVisible();
    await expect(content.locator('a[href^="ftp:"]')).toHaveCount(0);
  });

  test(
    'a writer with no name set is asked for it before their story is signed with the username',
    { tag: ONCE },
    async ({ page }) => {
      // e2e-editor has no first or last name (the profile test names e2e-author).
      await signInThroughApi(page, E2E_USERS.editor);
      await page.goto('/admin/news/new');
      await expect(page.getByText(`This story will be signed ‘By ${E2E_USERS.editor}’, your username.`)).toBeVisible();
      await page.getByRole('link', { name: 'Add your first and last name to your profile' }).click();
      await expect(page).toHaveURL(/\/profile$/);
    },
  );

  test('an author saves drafts but has no publish button, and the editor is accessible', async ({ page }) => {
    await signInThroughApi(page, E2E_USERS.author);
    await page.goto('/admin/news/new');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Save as Draft' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish Article' })).toHaveCount(0);
    await expectAccessible(page, 'editor');
    await page.getByRole('tab', { name: 'SEO' }).click();
    await expect(page.getByRole('heading', { name: /SEO score: 50/ })).toBeVisible();
    await expectAccessible(page, 'editor SEO tab');
  });

  test('leaving with unsaved changes asks first', { tag: ONCE }, async ({ page }) => {
    await signInThroughApi(page, E2E_USERS.editor);
    await page.goto('/admin/news/new');
    await hydrated(page);
    await field(page, 'Title').fill('Half-written headline');
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toContain('unsaved changes');
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin\/news\/new$/);
    // The typed draft is kept in the browser (once stored, instead of a fixed wait): a reload offers it back.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.entries(localStorage).some(
            ([key, value]) => key.startsWith('newsdesk-editor:') && value.includes('Half-written headline'),
          ),
        ),
      )
      .toBe(true);
    await page.reload();
    await hydrated(page);
    await page.getByRole('button', { name: 'Restore them' }).click();
    await expect(field(page, 'Title')).toHaveValue('Half-written headline');
  });

  test(
    'an unsaved draft kept in the browser is its account’s alone and is gone after sign-out',
    { tag: ONCE },
    async ({ page }) => {
      // Many steps and page loads: three times the usual budget, also on a loaded machine.
      test.slow();
      const secret = `Embargoed: budget figures ${test.info().project.name} ${Date.now()}`;
      const kept = () =>
        page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.startsWith('newsdesk-editor:')));
      const everything = () => page.evaluate(() => JSON.stringify(Object.entries(localStorage)));
      const restoreOffer = page.getByRole('region', { name: 'Unsaved draft' });

      await signInThroughApi(page, E2E_USERS.author);
      await page.goto('/admin/news/new');
      // The reader's theme choice lives in the same storage and must outlive the sign-out.
      await page.evaluate(() => localStorage.setItem('newsdesk-theme', 'dark'));
      await hydrated(page);
      await field(page, 'Title').fill(secret);
      await expect
        .poll(async () => (await kept()).map(([key]) => key))
        .toEqual([expect.stringMatching(/^newsdesk-editor:[0-9a-f-]{36}:new$/)]);
      expect(await everything()).toContain(secret);

      // Someone else at this browser (the author's session ended without a sign-out) is not offered it.
      await page.context().clearCookies();
      await signInThroughApi(page, E2E_USERS.editor);
      await page.goto('/admin/news/new');
      await hydrated(page);
      await page.waitForTimeout(300);
      await expect(restoreOffer).toHaveCount(0);
      await expect(field(page, 'Title')).toHaveValue('');

      // Its owner is.
      await page.context().clearCookies();
      await signInThroughApi(page, E2E_USERS.author);
      await page.goto('/admin/news/new');
      await hydrated(page);
      await restoreOffer.getByRole('button', { name: 'Restore them' }).click();
      await expect(field(page, 'Title')).toHaveValue(secret);

      // Signing out, with the change still unsaved, takes every editor copy with it; the theme stays.
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: /Sign Out/ }).click();
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      await page.waitForTimeout(800);
      expect(await kept()).toEqual([]);
      expect(await everything()).not.toContain(secret);
      expect(await page.evaluate(() => localStorage.getItem('newsdesk-theme'))).toBe('dark');

      // Back in, as the same author: a blank editor.
      await signInThroughApi(page, E2E_USERS.author);
      await page.goto('/admin/news/new');
      await hydrated(page);
      await page.waitForTimeout(300);
      await expect(restoreOffer).toHaveCount(0);
      await expect(field(page, 'Title')).toHaveValue('');
      expect(await everything()).not.toContain(secret);
    },
  );

  test('nothing a hostile author types runs as script for readers', { tag: ONCE }, async ({ page }) => {
    await signInThroughApi(page, E2E_USERS.editor);
    const xss = '"><script>alert(1)</script><img src=x onerror=alert(1)>';
    const origin = SITE;
    const form = {
      title: `Hostile ${test.info().project.name} ${Date.now()} ${xss}`,
      category: 'World',
      description: `Description ${xss}`,
      excerpt: `Excerpt ${xss}`,
      content: `<p>Body</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>`,
      status: 'published',
      featured: 'false',
      trending: 'false',
      metaTitle: `Meta ${xss}`,
      metaDescription: `Meta ${xss}`,
      ogTitle: `OG ${xss}`,
      ogDescription: `OG ${xss}`,
      twitterTitle: `Tw ${xss}`,
      twitterDescription: `Tw ${xss}`,
      imageAlt: `Alt ${xss}`,
      keywords: JSON.stringify([xss]),
      tags: JSON.stringify([xss]),
      canonicalUrl: '',
      image: '',
    };
    const res = await page.request.post('/api/news', { multipart: form, headers: { origin } });
    expect(res.status()).toBe(201);
    const { slug } = (await res.json()) as { slug: string };
    let alerted = false;
    page.on('dialog', (dialog) => {
      alerted = true;
      void dialog.dismiss();
    });
    const html = await (await page.request.get(`/news/${slug}`)).text();
    expect(html).not.toContain('<script>alert(1)');
    await page.goto(`/news/${slug}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('<script>alert(1)</script>');
    // No element carries an event handler; the page's data scripts hold the payload only escaped.
    const handlers = await page.evaluate(
      () =>
        [...document.querySelectorAll('*')].filter((el) => [...el.attributes].some((a) => a.name.startsWith('on')))
          .length,
    );
    expect(handlers).toBe(0);
    const scripts = await page.evaluate(
      () => [...document.querySelectorAll('script')].filter((s) => s.textContent?.includes('<script>alert(1)')).length,
    );
    expect(scripts).toBe(0);
    expect(alerted).toBe(false);
  });
});
