import { expect, test } from '@playwright/test';
import { E2E_USERS, signInThroughApi } from './support/accounts';
import { hydrated } from './support/axe';
import { SITE } from './support/ports';
import { ONCE } from './support/tags';

/** Tomorrow's date in the site's time zone (SITE_TIMEZONE, India by default), as YYYY-MM-DD. */
const tomorrowInIndia = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + 86_400_000));

test(
  'an editor schedules a story: the dashboard lists it, readers see it only once its time comes, on every page at once',
  { tag: ONCE },
  async ({ page, browser }) => {
    test.slow();
    const title = `Budget session opens ${Date.now()}`;
    await signInThroughApi(page, E2E_USERS.editor);
    await page.goto('/admin/news/new');
    await hydrated(page);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('The finance minister presents the bill at eleven.');
    await page.getByRole('textbox', { name: 'Content' }).click();
    // Text goes in at once, as a paste would: typed key by key it took seconds, and the editor's
    // typing is editor.spec.ts's subject, not this test's.
    await page.keyboard.insertText('The budget session of Parliament opens on Thursday with the finance bill.');

    // Schedule without a time: the field is asked for, nothing is saved.
    await page.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByText('Choose when the story goes out.')).toBeVisible();
    await expect(page.getByLabel(/Publish at/)).toBeFocused();

    const day = tomorrowInIndia();
    await page.getByLabel(/Publish at/).fill(`${day}T09:00`);
    await page.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByText('News created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/news\/[0-9a-f-]{36}\/edit$/);
    const id = /news\/([0-9a-f-]{36})\/edit/.exec(page.url())?.[1] as string;
    await expect(page.getByText(/Status: scheduled · goes out .* 9:00 am IST/)).toBeVisible();
    await expect(page.getByLabel(/Publish at/)).toHaveValue(`${day}T09:00`);

    // The dashboard's Upcoming list names it with its time.
    await page.goto('/admin');
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    const item = upcoming.getByRole('listitem').filter({ hasText: title });
    await expect(item).toBeVisible();
    await expect(item).toContainText('9:00 am IST');

    // A reader (no cookie) sees nothing of it: not the API, not the home page.
    const reader = await browser.newPage({ baseURL: SITE });
    const mine = await page.request.get(`/api/news?status=scheduled&limit=100`);
    const slug = ((await mine.json()) as { news: { _id: string; slug: string }[] }).news.find(
      (a) => a._id === id,
    )!.slug;
    expect((await reader.request.get(`/api/news/${slug}`)).status()).toBe(404);
    await reader.goto('/');
    await expect(reader.getByText(title)).toHaveCount(0);

    // Moved to three seconds from now (through the API, in UTC; time enough for the request to arrive
    // before it on a loaded machine, as a past time is refused): it goes out by itself, checked
    // every 2 s here.
    const soon = new Date(Date.now() + 3_000).toISOString();
    const moved = await page.request.put(`/api/news/${id}`, {
      multipart: { status: 'scheduled', publishAt: soon },
      headers: { origin: SITE },
    });
    expect(moved.status()).toBe(200);
    await expect
      .poll(async () => (await reader.request.get(`/api/news/${slug}`)).status(), {
        timeout: 20_000,
        intervals: [250],
      })
      .toBe(200);
    // The pages that showed the old state were refreshed: the home page and the story's own page.
    await reader.goto('/');
    await expect(reader.getByText(title).first()).toBeVisible();
    await reader.goto(`/news/${slug}`);
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Gone out: no longer upcoming.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Recent articles' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Upcoming' }).getByRole('listitem').filter({ hasText: title }),
    ).toHaveCount(0);
    await reader.close();
  },
);
