import { expect, request as playwrightRequest, test } from '@playwright/test';
import sharp from 'sharp';
import { newWriter } from './support/accounts';
import { expectAccessible, expectAccessibleInThemes, hydrated } from './support/axe';
import { uniqueMark } from './support/stories';
import { A11Y } from './support/tags';

/**
 * Bylines (docs/product.md, 'Bylines and contributors'): an editor keeps a guest contributor,
 * credits two writers and the guest on a story, and readers see each name linked to their page.
 */
test(
  'a story by two writers with reporting by a guest contributor: each linked, each page lists it',
  {
    tag: A11Y,
  },
  async ({ page, request }, testInfo) => {
    test.slow();
    const mark = uniqueMark();
    const guest = `Meera Iyer ${mark}`;
    // Writers of this test's own (signed in: the editor on the page), so no other spec renames them.
    const editor = await newWriter(page.request, request);
    const colleague = await newWriter(await playwrightRequest.newContext(), request, 'author');

    // The editor adds the guest, with a bio and a photo.
    await page.goto('/admin/contributors');
    await hydrated(page);
    const add = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Add a contributor' }) });
    await add.getByLabel('Name').fill(guest);
    await add.getByLabel(/^Bio/).fill('A freelance photographer in Kochi.');
    await add.getByLabel(/^Photo/).setInputFiles({
      name: 'meera.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 400, height: 300, channels: 3, background: '#9a3412' } })
        .jpeg()
        .toBuffer(),
    });
    await add.getByRole('button', { name: 'Add contributor' }).click();
    await expect(page.getByRole('status').first()).toContainText(`${guest} added.`);
    const card = page.getByRole('article', { name: guest });
    await expect(card.locator('img')).toHaveAttribute('src', /\/uploads\/avatars\/[0-9a-f-]{36}-256\.webp$/);
    await expectAccessibleInThemes(page, testInfo, 'guest contributors');
    await page.emulateMedia({ colorScheme: 'light' });

    // A story credited to the author and the editor, in that order, and the guest's reporting.
    await page.goto('/admin/news/new');
    await hydrated(page);
    const title = `Backwaters rise in Alappuzha ${mark}`;
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Houseboats are moored as the water keeps rising.');
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('The water rose another foot overnight, and the boats stayed in. '.repeat(6));
    await page.getByRole('tab', { name: 'Advanced' }).click();
    const bylines = page.getByRole('group', { name: 'Bylines' });
    const credited = bylines.getByRole('list', { name: 'Credited, in order' }).getByRole('listitem');
    await expect(credited).toHaveText([new RegExp(`^${editor}`)]);
    await bylines.getByLabel('Add a person').selectOption({ label: colleague });
    await bylines.getByRole('button', { name: 'Add', exact: true }).click();
    await bylines.getByRole('button', { name: `Move ${colleague} up` }).click();
    await bylines.getByLabel('Add a person').selectOption({ label: guest });
    await bylines.getByRole('button', { name: 'Add', exact: true }).click();
    await bylines.getByLabel(`Role of ${guest}`).selectOption('With reporting by');
    await expect(credited).toHaveText([
      new RegExp(`^${colleague}`),
      new RegExp(`^${editor}`),
      new RegExp(`^${guest}Guest`),
    ]);
    await expect(bylines.getByText('Readers see:')).toHaveText(
      `Readers see: By ${colleague} and ${editor} · With reporting by ${guest}`,
    );
    await expectAccessible(page, 'the editor’s bylines (light)');
    await page.getByRole('button', { name: 'Publish Article' }).click();
    await expect(page).toHaveURL(/\/admin\/news\/[0-9a-f-]{36}\/edit$/);
    // Saved as sent: the form opens again with the same credits (in the dark theme on a desktop).
    if (testInfo.project.name !== 'phone') await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await hydrated(page);
    await page.getByRole('tab', { name: 'Advanced' }).click();
    await expect(credited).toHaveCount(3);
    if (testInfo.project.name !== 'phone') {
      await expectAccessible(page, 'the editor’s bylines (dark)', { coloursOnly: true });
      await page.emulateMedia({ colorScheme: 'light' });
    }

    // Readers: 'By A and B', 'With reporting by C', each a link to their page; all in the JSON-LD.
    const slug = (
      (await (await page.request.get(`/api/news/${page.url().split('/').at(-2)}`)).json()) as { slug: string }
    ).slug;
    await page.goto(`/news/${slug}`);
    const header = page.locator('article header');
    await expect(header.getByText(/^By /)).toHaveText(`By ${colleague} and ${editor}`);
    await expect(header.getByRole('link', { name: colleague })).toHaveAttribute('href', `/author/${colleague}`);
    await expect(header.getByRole('link', { name: editor })).toHaveAttribute('href', `/author/${editor}`);
    await expect(header.getByText(/^With reporting by/)).toHaveText(`With reporting by ${guest}`);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as {
      author: { name: string; url: string }[];
      contributor: { name: string; url: string }[];
    };
    expect(ld.author.map((a) => a.name)).toEqual([colleague, editor]);
    expect(ld.author[0]!.url).toMatch(new RegExp(`/author/${colleague}$`));
    expect(ld.contributor.map((a) => a.name)).toEqual([guest]);
    await expectAccessibleInThemes(page, testInfo, 'a story with three bylines');
    await page.emulateMedia({ colorScheme: 'light' });

    // The guest's page: who they are and the story; and the author's page lists it too.
    await page.goto(`/news/${slug}`);
    await header.getByRole('link', { name: guest }).click();
    await expect(page).toHaveURL(/\/contributor\/meera-iyer-[a-z0-9]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guest);
    await expect(page.getByText('A freelance photographer in Kochi.')).toBeVisible();
    await expect(page.locator('#main').getByRole('link', { name: title })).toBeVisible();
    await expectAccessibleInThemes(page, testInfo, 'a guest contributor’s page');
    await page.goto(`/author/${colleague}`);
    await expect(page.locator('#main').getByRole('link', { name: title })).toBeVisible();
  },
);
