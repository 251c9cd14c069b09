import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { E2E_USERS, signInThroughApi } from './support/accounts';
import { SITE } from './support/ports';
import { sampleStory } from './support/stories';
import { ONCE } from './support/tags';

/** What Facebook, X, LinkedIn and WhatsApp read from an article's server-rendered head. */
function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return tag?.[1]?.replace(/&amp;/g, '&');
}

function jsonLd(html: string): { '@type': string; [key: string]: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null') as { '@type': string },
  );
}

test.describe('share previews', () => {
  test(
    'an article with a photo gives a large-image card; the editor’s share fields win',
    { tag: ONCE },
    async ({ page }) => {
      await signInThroughApi(page, E2E_USERS.editor);
      const origin = SITE;
      const photo = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#2a6f97' } })
        .png()
        .toBuffer();
      const stamp = `${test.info().project.name} ${Date.now()}`;
      const res = await page.request.post('/api/news', {
        headers: { origin },
        multipart: {
          title: `Harbour bridge opens to traffic ${stamp}`,
          category: 'India',
          description:
            'The new harbour bridge opened on Sunday after four years of work, cutting the crossing to minutes.',
          content: '<p>The bridge opened on Sunday.</p>',
          status: 'published',
          featured: 'false',
          trending: 'false',
          ogTitle: `Share title ${stamp}`,
          ogDescription: 'Share description chosen by the editor.',
          twitterTitle: `X title ${stamp}`,
          twitterDescription: 'X description chosen by the editor.',
          imageAlt: 'The bridge at dusk',
          image: { name: 'bridge.png', mimeType: 'image/png', buffer: photo },
        },
      });
      expect(res.status()).toBe(201);
      const { slug, _id } = (await res.json()) as { slug: string; _id: string };

      const html = await (await page.request.get(`/news/${slug}`)).text();
      expect(metaContent(html, 'og:type')).toBe('article');
      expect(metaContent(html, 'og:title')).toBe(`Share title ${stamp}`);
      expect(metaContent(html, 'og:description')).toBe('Share description chosen by the editor.');
      expect(metaContent(html, 'twitter:title')).toBe(`X title ${stamp}`);
      expect(metaContent(html, 'twitter:description')).toBe('X description chosen by the editor.');
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
      expect(metaContent(html, 'og:url')).toBe(`${origin}/news/${slug}`);
      expect(metaContent(html, 'article:section')).toBe('India');
      expect(metaContent(html, 'article:published_time')).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(metaContent(html, 'og:image:alt')).toBe('The bridge at dusk');

      // The card image: absolute, a 1200×630 JPEG however small the upload was.
      const image = metaContent(html, 'og:image')!;
      expect(image).toMatch(new RegExp(`^${origin}/og/u/[0-9a-f-]{36}\\.jpg$`));
      expect(metaContent(html, 'og:image:width')).toBe('1200');
      expect(metaContent(html, 'og:image:height')).toBe('630');
      expect(metaContent(html, 'twitter:image')).toBe(image);
      const card = await page.request.get(image);
      expect(card.status()).toBe(200);
      expect(card.headers()['content-type']).toBe('image/jpeg');
      expect(card.headers()['cache-control']).toContain('immutable');
      const size = await sharp(await card.body()).metadata();
      expect([size.format, size.width, size.height]).toEqual(['jpeg', 1200, 630]);

      const [article, breadcrumb] = [
        jsonLd(html).find((item) => item['@type'] === 'NewsArticle'),
        jsonLd(html).find((item) => item['@type'] === 'BreadcrumbList'),
      ];
      expect(article).toMatchObject({
        headline: `Harbour bridge opens to traffic ${stamp}`,
        image: [image],
        publisher: { '@type': 'NewsMediaOrganization', logo: { url: `${origin}/logo.png` } },
      });
      expect((article?.author as { name: string }[])[0]?.name).toBeTruthy();
      expect(article?.datePublished).toBeTruthy();
      expect(article?.dateModified).toBeTruthy();
      expect(breadcrumb?.itemListElement).toHaveLength(3);

      // The id URL still reaches the same page.
      const byId = await page.request.get(`/news/${_id}`, { maxRedirects: 0 });
      expect(byId.status()).toBe(301);
    },
  );

  test(
    'sample stories are never offered to search engines; their card is made from the sample picture',
    { tag: ONCE },
    async ({ request }) => {
      const sample = await sampleStory(request);
      const page = await (await request.get(sample.path)).text();
      expect(page).toContain('<meta name="robots" content="noindex, nofollow"/>');
      const image = metaContent(page, 'og:image')!;
      expect(image).toMatch(/\/og\/s\/[a-z0-9-]+\.jpg$/);
      const size = await sharp(await (await request.get(image)).body()).metadata();
      expect([size.width, size.height]).toEqual([1200, 630]);
      expect((await request.get('/og/s/no-such-sample.jpg')).status()).toBe(404);
      expect((await request.get('/og/u/00000000-0000-0000-0000-000000000000.jpg')).status()).toBe(404);
    },
  );

  test('the home page names the site and its search for search engines', { tag: ONCE }, async ({ request }) => {
    const html = await (await request.get('/')).text();
    const items = jsonLd(html);
    const site = items.find((item) => item['@type'] === 'WebSite');
    expect(site?.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: `${SITE}/search?q={search_term_string}`,
    });
    expect(items.find((item) => item['@type'] === 'NewsMediaOrganization')).toMatchObject({
      logo: { url: `${SITE}/logo.png` },
    });
    expect(metaContent(html, 'og:image')).toBe(`${SITE}/og-default.png`);
    expect(metaContent(html, 'og:image:width')).toBe('1200');
  });
});
