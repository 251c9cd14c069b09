import { expect, test, type Page } from '@playwright/test';
import { newWriter } from './support/accounts';
import { expectAccessibleInThemes, hydrated } from './support/axe';
import { SITE } from './support/ports';
import { A11Y, ONCE } from './support/tags';

/**
 * Author pages (docs/product.md, 'Author pages'): a writer's bio is set in their profile, their
 * story's byline links to their page, which shows their name, bio and stories and offers their
 * feed. Each test makes its own writer, so other specs' accounts and pages do not change.
 */

async function publishStory(page: Page, title: string): Promise<{ _id: string; slug: string }> {
  const res = await page.request.post('/api/news', {
    headers: { origin: SITE },
    multipart: {
      title,
      category: 'India',
      description: `What ${title} is about.`,
      content: `<p>${'A full account of the day. '.repeat(20)}</p>`,
      status: 'published',
      featured: 'false',
      trending: 'false',
      keywords: '[]',
      tags: '[]',
    },
  });
  expect(res.status(), title).toBe(201);
  return (await res.json()) as { _id: string; slug: string };
}

test(
  'a writer’s bio from the profile shows on the author page their byline links to',
  { tag: ONCE },
  async ({ page, request }) => {
    const username = await newWriter(page.request, request);
    await page.goto('/profile');
    await hydrated(page);
    await page.getByLabel('First name').fill('Kavya');
    await page.getByLabel('Last name').fill('Menon');
    await page.getByLabel('Bio').fill('Kavya covers the coast and its ports.\nShe lives in Kochi.');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();

    const story = await publishStory(page, `Night at the Kochi harbour ${username}`);
    // Read as a reader would: signed out, from the cached page.
    await page.context().clearCookies();
    await page.goto(`/news/${story.slug}`);
    await page.getByRole('link', { name: 'Kavya Menon' }).click();
    await expect(page).toHaveURL(new RegExp(`/author/${username}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kavya Menon');
    await expect(page.getByText('Kavya covers the coast and its ports.')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Night at the Kochi harbour ${username}` })).toBeVisible();
    await expect(page.getByText('1 story')).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/author/${username}$`));
    const feed = await page.request.get(`/author/${username}/rss.xml`);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain(`Night at the Kochi harbour ${username}`);
    expect((await page.request.get('/author/no-such-writer-anywhere')).status()).toBe(404);

    // The story goes (the main site's lists stay as other specs expect): so does the page.
    expect((await request.delete(`/api/news/${story._id}`, { headers: { origin: SITE } })).status()).toBe(200);
    expect((await page.request.get(`/author/${username}`)).status()).toBe(404);
  },
);

test('an author page has no serious or critical violations', { tag: A11Y }, async ({ page, request }, testInfo) => {
  const username = await newWriter(page.request, request);
  const story = await publishStory(page, `Tide tables ${username}`);
  await page.context().clearCookies();
  await page.goto(`/author/${username}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(username);
  await expectAccessibleInThemes(page, testInfo, 'author page');
  expect((await request.delete(`/api/news/${story._id}`, { headers: { origin: SITE } })).status()).toBe(200);
});
