import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_PASSWORD, E2E_USERS, signInThroughApi } from './support/accounts';
import { expectAccessibleInThemes, hydrated } from './support/axe';
import { SITE } from './support/ports';
import { createStory, uniqueMark } from './support/stories';
import { A11Y, ONCE } from './support/tags';

/** A JPEG of one colour with a disc, `width` × `height`. */
const photo = (background: string, width = 1600, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="50%" cy="50%" r="25%" fill="#f59e0b"/></svg>`,
        ),
      },
    ])
    .jpeg()
    .toBuffer();

/** The editor's API session on a request context of its own (the test's page stays as it was). */
async function editorApi(): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: SITE, extraHTTPHeaders: { origin: SITE } });
  const login = await api.post('/api/users/login', { data: { username: E2E_USERS.editor, password: E2E_PASSWORD } });
  expect(login.status()).toBe(200);
  return api;
}

/** A picture added to the library through the API; answers its id. */
async function libraryPicture(api: APIRequestContext, name: string, details: Record<string, string> = {}) {
  const res = await api.post('/api/media', {
    multipart: { file: { name, mimeType: 'image/jpeg', buffer: await photo('#15803d') }, ...details },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}

/** Drops picture files on the story's text, as a writer dragging them from their computer. */
async function dropPictures(page: Page, files: { name: string; bytes: Buffer }[]) {
  const target = page.getByRole('textbox', { name: 'Content' });
  const box = (await target.boundingBox())!;
  await target.evaluate(
    (element, { files: sent, x, y }) => {
      const transfer = new DataTransfer();
      for (const file of sent) {
        transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: 'image/jpeg' }));
      }
      element.dispatchEvent(
        new DragEvent('drop', { dataTransfer: transfer, clientX: x, clientY: y, bubbles: true, cancelable: true }),
      );
    },
    {
      files: files.map((file) => ({ name: file.name, bytes: [...file.bytes] })),
      x: box.x + 20,
      y: box.y + box.height - 10,
    },
  );
}

/**
 * Describes the picture the dialog shows. The dialog of the one before stays (its fields disabled)
 * until its description is saved: the fields are editable, and empty, once it is this one's.
 */
async function describe(page: Page, details: { alt: string; caption: string; credit: string }) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toBeVisible();
  const alt = dialog.getByLabel('What the picture shows (alt text)');
  await expect(alt).toBeEditable();
  await expect(alt).toHaveValue('');
  await alt.fill(details.alt);
  await dialog.getByLabel('Caption').fill(details.caption);
  await dialog.getByLabel('Credit').fill(details.credit);
  await dialog.getByRole('button', { name: /Save|Insert picture/ }).click();
}

test.describe('pictures in the story and the media library', () => {
  // On the phone too: dropping files and the dialogs are the writer's hands on the screen.
  test('a writer drops two pictures into a story, describes them, picks a third from the library; readers see all three', async ({
    page,
  }) => {
    test.slow();
    const mark = uniqueMark();
    const api = await editorApi();
    const picked = await libraryPicture(api, `lighthouse-${mark}.jpg`, {
      alt: 'The lighthouse at Marina beach',
      credit: 'Photo: Desk archive',
    });
    await signInThroughApi(page, E2E_USERS.editor);
    await page.goto('/admin/news/new');
    await hydrated(page);
    const title = `Boats come home at dawn ${mark}`;
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Fishing boats unload at first light as the market opens.');
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('Before dawn the boats come in, one after another. '.repeat(6));

    await dropPictures(page, [
      { name: `boats-${mark}.jpg`, bytes: await photo('#0369a1') },
      { name: `market-${mark}.jpg`, bytes: await photo('#9f1239', 1200, 1600) },
    ]);
    // Each dropped picture is described in turn.
    await describe(page, {
      alt: 'Fishing boats moored at sunrise',
      caption: 'Boats at Kasimedu, 5 a.m.',
      credit: 'Photo: A. Rao',
    });
    await describe(page, {
      alt: 'Baskets of fish on the market floor',
      caption: 'The market opens at five',
      credit: 'Photo: S. Iyer',
    });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('#article-content figure[data-media]')).toHaveCount(2);

    // The third from the library, found by its file name.
    await page.getByRole('textbox', { name: 'Content' }).press('End');
    await page.getByRole('button', { name: 'Add a picture' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Or choose one from the media library').fill(`lighthouse-${mark}`);
    await dialog.getByRole('button', { name: 'The lighthouse at Marina beach' }).click();
    await expect(dialog.getByLabel('What the picture shows (alt text)')).toHaveValue('The lighthouse at Marina beach');
    await dialog.getByLabel('Caption').fill('Marina beach at dusk');
    await dialog.getByRole('button', { name: 'Insert picture' }).click();
    await expect(page.locator('#article-content figure[data-media]')).toHaveCount(3);

    await page.getByRole('button', { name: 'Publish Article' }).click();
    await expect(page).toHaveURL(/\/admin\/news\/[0-9a-f-]{36}\/edit$/);
    const id = page.url().split('/').at(-2)!;
    const story = (await (await api.get(`/api/news/${id}`)).json()) as { slug: string; status: string };
    expect(story.status).toBe('published');

    await page.goto(`/news/${story.slug}`);
    const figures = page.locator('article figure');
    await expect(figures).toHaveCount(3);
    await expect(figures.nth(0).getByRole('img', { name: 'Fishing boats moored at sunrise' })).toBeVisible();
    await expect(figures.nth(0).locator('figcaption')).toHaveText('Boats at Kasimedu, 5 a.m. Photo: A. Rao');
    await expect(figures.nth(1).locator('img')).toHaveAttribute('width', '1200');
    await expect(figures.nth(1).locator('img')).toHaveAttribute('height', '1600');
    await expect(figures.nth(2).locator('figcaption')).toHaveText('Marina beach at dusk Photo: Desk archive');
    await expect(figures.nth(2).locator('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      new RegExp(`/uploads/images/${picked}-480\\.avif 480w`),
    );
    // The browser loaded a rendition the server made.
    await figures.nth(0).scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        figures
          .nth(0)
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.currentSrc),
      )
      .toMatch(/\/uploads\/images\/[0-9a-f-]{36}-\d+\.(avif|webp)$/);

    // The library: a picture a story shows is not deleted, and the story is named.
    await page.goto(`/admin/media?q=lighthouse-${mark}`);
    await hydrated(page);
    const card = page.getByRole('article', { name: `lighthouse-${mark}.jpg` });
    await expect(card.getByRole('link', { name: title })).toBeVisible();
    page.once('dialog', (question) => void question.accept());
    await card.getByRole('button', { name: /^Delete/ }).click();
    await expect(page.getByRole('status').first()).toContainText(`This picture is used by “${title}”`);
    await expect(card).toBeVisible();
    await api.dispose();
  });

  test('a writer makes a gallery from the library; readers page through it in the viewer', async ({ page }) => {
    test.slow();
    const mark = uniqueMark();
    const api = await editorApi();
    for (const [i, place] of ['Harbour', 'Market', 'Beach'].entries()) {
      await libraryPicture(api, `gallery-${mark}-${i}.jpg`, { alt: `${place} at dawn`, caption: `${place}, 5 a.m.` });
    }
    await signInThroughApi(page, E2E_USERS.editor);
    await page.goto('/admin/news/new');
    await hydrated(page);
    const title = `A morning at the harbour ${mark}`;
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('The harbour, the market and the beach.');
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('The day starts early by the sea. '.repeat(8));
    await page.getByRole('button', { name: 'Add a gallery' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Or add pictures from the media library').fill(`gallery-${mark}`);
    for (const place of ['Harbour', 'Market', 'Beach']) {
      await dialog.getByRole('button', { name: `${place} at dawn` }).click();
    }
    await expect(dialog.getByText('In the gallery: 3 of 12')).toBeVisible();
    // The beach first.
    await dialog.getByRole('button', { name: 'Earlier Beach at dawn' }).click();
    await dialog.getByRole('button', { name: 'Earlier Beach at dawn' }).click();
    await dialog.getByRole('button', { name: 'Insert gallery' }).click();
    await expect(page.locator('#article-content figure[data-gallery] figure[data-media]')).toHaveCount(3);
    await page.getByRole('button', { name: 'Publish Article' }).click();
    await expect(page).toHaveURL(/\/admin\/news\/[0-9a-f-]{36}\/edit$/);
    const id = page.url().split('/').at(-2)!;
    const story = (await (await api.get(`/api/news/${id}`)).json()) as { slug: string };

    await page.goto(`/news/${story.slug}`);
    await hydrated(page);
    const gallery = page.locator('article figure[data-gallery]');
    await expect(gallery.locator('figcaption')).toHaveText(['Beach, 5 a.m.', 'Harbour, 5 a.m.', 'Market, 5 a.m.']);
    await gallery.getByRole('link', { name: 'Harbour at dawn' }).click();
    const viewer = page.getByRole('dialog', { name: 'Gallery' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('img', { name: 'Harbour at dawn' })).toHaveAttribute('src', /-1600\.webp$/);
    await expect(viewer.getByText('2 of 3')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('Market, 5 a.m.')).toBeVisible();
    await viewer.getByRole('button', { name: 'Next' }).click();
    await expect(viewer.getByText('1 of 3')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await api.dispose();
  });

  test('deletes a picture no story shows, with its files', { tag: ONCE }, async ({ page }) => {
    const mark = uniqueMark();
    const api = await editorApi();
    const id = await libraryPicture(api, `unused-${mark}.jpg`);
    expect((await api.get(`/uploads/images/${id}-800.webp`)).status()).toBe(200);
    await signInThroughApi(page, E2E_USERS.editor);
    await page.goto(`/admin/media?q=unused-${mark}`);
    await hydrated(page);
    const card = page.getByRole('article', { name: `unused-${mark}.jpg` });
    await expect(card.getByText('No story shows it.')).toBeVisible();
    page.once('dialog', (question) => void question.accept());
    await card.getByRole('button', { name: /^Delete/ }).click();
    await expect(page.getByRole('status').first()).toHaveText('Picture deleted, with its files.');
    await expect(card).toHaveCount(0);
    expect((await api.get(`/uploads/images/${id}-800.webp`)).status()).toBe(404);
    await api.dispose();
  });

  test(
    'a story with pictures and the library pass the accessibility scan',
    { tag: A11Y },
    async ({ page }, testInfo) => {
      const mark = uniqueMark();
      const api = await editorApi();
      const id = await libraryPicture(api, `scan-${mark}.jpg`, {
        alt: 'A green field under a summer sun',
        caption: 'Paddy fields near Thanjavur',
        credit: 'Photo: Desk',
      });
      const second = await libraryPicture(api, `scan-${mark}-2.jpg`, {
        alt: 'Farmers at work',
        caption: 'Transplanting',
      });
      const third = await libraryPicture(api, `scan-${mark}-3.jpg`, { alt: 'A bullock cart on the bund' });
      const gallery = [second, third].map((one) => `<figure data-media="${one}"></figure>`).join('');
      const story = await createStory({
        content: `<p>${'The fields are green again. '.repeat(20)}</p><figure data-media="${id}"><img src="/uploads/images/${id}-1200.jpg" alt=""></figure><p>Harvest comes in October.</p><figure data-gallery="2">${gallery}</figure>`,
      });
      await page.goto(story.path);
      await expect(page.locator('article figure[data-media]').first().locator('figcaption')).toHaveText(
        'Paddy fields near Thanjavur Photo: Desk',
      );
      await expect(page.locator('article figure[data-gallery] a[data-viewer]')).toHaveCount(2);
      await expectAccessibleInThemes(page, testInfo, 'a story with a picture');
      await signInThroughApi(page, E2E_USERS.editor);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(`/admin/media?q=scan-${mark}`);
      await hydrated(page);
      await expect(page.getByRole('article', { name: `scan-${mark}.jpg` })).toBeVisible();
      await expectAccessibleInThemes(page, testInfo, 'the media library');
      await api.dispose();
    },
  );
});
