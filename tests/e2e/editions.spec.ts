import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { articlePath } from '../../core/article';
import { E2E_PASSWORD, E2E_USERS, separateAddress } from './support/accounts';
import { mailbox as smtp } from './support/mailbox';
import { expectAccessibleInThemes, hydrated } from './support/axe';
import { SITE } from './support/ports';
import { createStory, uniqueMark, type Story } from './support/stories';
import { A11Y, ONCE } from './support/tags';

/**
 * The Hindi edition (docs/decisions/009-editions.md): its reading pages under /hi, in Hindi
 * (`<html lang="hi">`, the Devanagari face preloaded on them alone), the header's edition switch
 * (a story's translation when it has one, else the other edition's home) and search in Hindi with
 * 'Did you mean'. The main site seeds no Hindi story: each test makes the Hindi stories it reads.
 */

/**
 * A Hindi story's words, a unique mark at the end of its headline (as `createStory` makes them).
 * Only the search test's stories say 'मानसून': its results stay on one page, whatever else runs.
 */
function hindiFields(mark: string, headline = 'दिल्ली में नई मेट्रो लाइन शुरू') {
  return {
    edition: 'hi' as const,
    category: 'India',
    title: `${headline} ${mark}`,
    description: 'पहले दिन हज़ारों यात्रियों ने नई लाइन पर सफ़र किया।',
    content: `<p>${'शहर के लोगों ने नई मेट्रो लाइन का स्वागत किया। '.repeat(15)}</p>`,
  };
}

/** The header's edition switch, in the page's language (☰ opened first on a phone, where it is in the menu). */
async function editionSwitch(page: Page, isMobile: boolean, edition: 'en' | 'hi') {
  await hydrated(page);
  if (isMobile) await page.getByRole('button', { name: edition === 'hi' ? 'मेन्यू खोलें' : 'Open menu' }).click();
  return page.getByRole('navigation', { name: edition === 'hi' ? 'संस्करण' : 'Editions', exact: true });
}

/**
 * A published Hindi translation of `story`: the draft 'Translate' makes (POST
 * /api/news/{id}/translations), written over in Hindi and published, as the main site's editor.
 */
async function publishTranslation(story: Story, mark: string): Promise<Story> {
  const api = await playwrightRequest.newContext({ baseURL: SITE, extraHTTPHeaders: { origin: SITE } });
  try {
    const login = await api.post('/api/users/login', { data: { username: E2E_USERS.editor, password: E2E_PASSWORD } });
    expect(login.status(), `signing in as ${E2E_USERS.editor}`).toBe(200);
    const made = await api.post(`/api/news/${story._id}/translations`, { data: { edition: 'hi' } });
    expect(made.status(), `translating “${story.title}”`).toBe(201);
    const draft = (await made.json()) as { _id: string; edition: string; status: string };
    expect(draft).toMatchObject({ edition: 'hi', status: 'draft' });
    const { edition, ...fields } = hindiFields(mark, 'बंदरगाह फिर खुला');
    const published = await api.put(`/api/news/${draft._id}`, { data: { ...fields, status: 'published' } });
    expect(published.status(), 'publishing the translation').toBe(200);
    const { slug } = (await published.json()) as { slug: string };
    return { _id: draft._id, slug, title: fields.title, path: articlePath({ slug, edition }) };
  } finally {
    await api.dispose();
  }
}

/** A path as the browser's address bar has it (Devanagari percent-encoded), for `toHaveURL`. */
const url = (path: string) => new URL(path, SITE).href;

test.describe('the Hindi edition', () => {
  test.describe('accessibility', { tag: A11Y }, () => {
    // Each page with a Hindi story of the test's own on it, read in light and (desktop) dark.
    const PAGES: [string, (story: Story) => string][] = [
      ['/hi', () => '/hi'],
      ['/hi/india-news', () => '/hi/india-news'],
      ['a Hindi story', (story) => story.path],
      ['/hi/search', (story) => `/hi/search?q=${encodeURIComponent(`मेट्रो ${story.title.split(' ').at(-1)}`)}`],
    ];
    for (const [label, pathOf] of PAGES) {
      test(`${label} has no serious or critical violations`, async ({ page }, testInfo) => {
        const story = await createStory(hindiFields(uniqueMark()));
        await page.goto(pathOf(story));
        await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
        // The story: its headline on its own page, a link to it on the others.
        const shown =
          pathOf(story) === story.path
            ? page.getByRole('heading', { level: 1, name: story.title })
            : page.getByRole('main').getByRole('link', { name: story.title }).first();
        await expect(shown).toBeVisible();
        await expectAccessibleInThemes(page, testInfo, label);
      });
    }
  });

  test(
    'Hindi pages say lang="hi" and preload the Devanagari face; English pages do neither',
    { tag: ONCE },
    async ({ page }) => {
      const hindi = await createStory(hindiFields(uniqueMark()));
      const english = await createStory({ title: `The monsoon reaches Kerala ${uniqueMark()}` });
      const preloads = page.locator('link[rel="preload"][as="font"]');
      // The face is asked for as the page loads, before any style needs it.
      const font = page.waitForResponse((r) => /\/noto-sans-devanagari-devanagari-700-[^/]*\.woff2$/.test(r.url()));
      for (const path of ['/hi', '/hi/india-news', hindi.path, '/hi/search?q=x', '/hi/about']) {
        await page.goto(path);
        await expect(page.locator('html'), path).toHaveAttribute('lang', 'hi');
        await expect(preloads, path).toHaveCount(2);
        for (const link of await preloads.all()) {
          await expect(link, path).toHaveAttribute(
            'href',
            /^\/assets\/noto-sans-devanagari-devanagari-(400|700)-[^/]*\.woff2$/,
          );
          await expect(link, path).toHaveAttribute('type', 'font/woff2');
          await expect(link, path).toHaveAttribute('crossorigin', 'anonymous');
        }
      }
      const answer = await font;
      expect(answer.status(), 'the Devanagari face').toBe(200);
      expect(answer.headers()['content-type'], 'the Devanagari face').toBe('font/woff2');
      for (const path of ['/', '/india-news', english.path, '/search?q=monsoon', '/about']) {
        await page.goto(path);
        await expect(page.locator('html'), path).toHaveAttribute('lang', 'en');
        await expect(preloads, path).toHaveCount(0);
      }
    },
  );

  test('the switch leads from a story to its translation and back', async ({ page, isMobile }) => {
    const mark = uniqueMark();
    const english = await createStory({ title: `The harbour reopens ${mark}` });
    const hindi = await publishTranslation(english, mark);

    await page.goto(english.path);
    await expect(page.locator('head link[rel="alternate"][hreflang="hi"]')).toHaveAttribute('href', url(hindi.path));
    let editions = await editionSwitch(page, isMobile, 'en');
    await editions.getByRole('link', { name: 'हिन्दी', exact: true }).click();
    await expect(page).toHaveURL(url(hindi.path));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hindi.title);
    await expect(page.locator('head link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', url(english.path));

    editions = await editionSwitch(page, isMobile, 'hi');
    await editions.getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(url(english.path));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.title);
  });

  test("the switch leads from a story without a translation to the other edition's home", async ({
    page,
    isMobile,
  }) => {
    const english = await createStory({ title: `A story in English alone ${uniqueMark()}` });
    const hindi = await createStory(hindiFields(uniqueMark(), 'सिर्फ़ हिन्दी में छपी ख़बर'));

    await page.goto(english.path);
    let editions = await editionSwitch(page, isMobile, 'en');
    await editions.getByRole('link', { name: 'हिन्दी', exact: true }).click();
    await expect(page).toHaveURL(url('/hi'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

    await page.goto(hindi.path);
    editions = await editionSwitch(page, isMobile, 'hi');
    await editions.getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(url('/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test("search in Hindi offers 'Did you mean' for a misspelt word and finds the story", async ({ page }) => {
    const story = await createStory({
      ...hindiFields(uniqueMark(), 'मानसून ने केरल में दस्तक दी'),
      content: `<p>${'मानसून की पहली बारिश से किसानों के चेहरे खिल उठे। '.repeat(15)}</p>`,
    });
    await page.goto('/hi/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('खोज');
    // 'मानसुन': the short u where 'मानसून' has the long one.
    const box = page.getByRole('main').getByRole('searchbox', { name: 'ख़बरें खोजें' });
    await box.fill('मानसुन');
    await box.press('Enter');
    await expect(page).toHaveURL(url(`/hi/search?q=${encodeURIComponent('मानसुन')}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('“मानसुन” के खोज नतीजे');
    await expect(page.getByRole('heading', { name: 'कोई नतीजा नहीं मिला' })).toBeVisible();
    const offer = page.getByText('क्या आप मानसून खोजना चाहते थे?');
    await expect(offer).toBeVisible();

    await offer.getByRole('link', { name: 'मानसून', exact: true }).click();
    await expect(page).toHaveURL(url(`/hi/search?q=${encodeURIComponent('मानसून')}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('“मानसून” के खोज नतीजे');
    const found = page.locator('main ol > li').filter({ hasText: story.title });
    await expect(found).toHaveCount(1);
    await expect(found.locator('mark').first()).toHaveText('मानसून');
    await found.getByRole('link', { name: story.title }).click();
    await expect(page).toHaveURL(url(story.path));
  });

  test("the header's search box searches the page's edition", { tag: ONCE }, async ({ page }) => {
    await page.goto('/hi');
    await hydrated(page);
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'ख़बरें खोजें' });
    await box.fill(' बारिश ');
    await box.press('Enter');
    await expect(page).toHaveURL(url(`/hi/search?q=${encodeURIComponent('बारिश')}`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });

  test(
    'a reader who signs up from the Hindi pages gets their e-mails in Hindi',
    { tag: ONCE },
    async ({ page }, testInfo) => {
      await separateAddress(page);
      const username = `hindi-${testInfo.project.name[0]}-${Date.now() % 1_000_000}`;
      const email = `${username}@example.com`;
      await page.goto('/hi');
      // The header's 'रजिस्टर करें' (in the ☰ menu on a phone) says which edition the reader came from.
      const signUp = page.getByRole('link', { name: 'रजिस्टर करें' }).first();
      const href = await signUp.getAttribute('href');
      expect(href).toBe('/register?edition=hi');
      await page.goto(href!);
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password', { exact: true }).fill('a long passphrase here');
      await page.getByLabel('Confirm Password').fill('a long passphrase here');
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await expect(page).not.toHaveURL(/\/register/);

      // An address given on the profile is verified by an e-mail in the reader's language.
      await page.goto('/profile');
      await hydrated(page);
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Save profile' }).click();
      await expect(page.getByText(`Open the link we are sending to ${email}`)).toBeVisible();
      const [verification] = await smtp.waitFor(1, email);
      expect(verification!.subject).toMatch(/अपना ईमेल पता वेरिफ़ाई करें$/);
      expect(verification!.text).toContain('ईमेल पता वेरिफ़ाई करें');
      expect(verification!.text).toMatch(new RegExp(`${SITE.replaceAll('.', '\\.')}/verify-email\\?token=`));
    },
  );
});
