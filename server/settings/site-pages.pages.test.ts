import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as about from '../../app/routes/about';
import * as cookiePolicy from '../../app/routes/cookie-policy';
import * as disclaimer from '../../app/routes/disclaimer';
import * as privacyPolicy from '../../app/routes/privacy-policy';
import * as termsOfService from '../../app/routes/terms-of-service';
import { datedContent, DATED_CONTENT } from '../../scripts/content-dates';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { pageContext } from '../../tests/helpers/pages';
import { renderRoute, type PageModule } from '../../tests/security/asvs-helpers';

// The build's dates (scripts/content-dates.ts), one a text: each page must say its own text's.
vi.mock('virtual:content-dates', () => ({
  default: {
    'privacy-policy': '2026-01-02',
    'terms-of-service': '2026-01-03',
    disclaimer: '2026-01-04',
    'cookie-policy': '2026-01-05',
    'hi/privacy-policy': '2026-02-12',
    'hi/terms-of-service': '2026-02-13',
    'hi/disclaimer': '2026-02-14',
    'hi/cookie-policy': '2026-02-15',
  },
}));

/**
 * The site's own pages in each edition (docs/decisions/009-editions.md): `/about` and the legal
 * pages in English, `/hi/about` and the rest in Hindi, from the same routes, each with its title,
 * summary, text and 'Last updated' in its language; the English pages as they were.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PAGES: Record<string, PageModule & { meta: unknown }> = {
  about,
  'privacy-policy': privacyPolicy,
  'terms-of-service': termsOfService,
  disclaimer,
  'cookie-policy': cookiePolicy,
};

const DEVANAGARI = /[\u0900-\u097F]/;

async function page(name: string, prefix: '' | 'hi/', app: TestApp = t) {
  const module = PAGES[name]!;
  const html = await renderRoute(module, `${prefix}${name}`, `/${prefix}${name}`, pageContext(app, null));
  const site = await app.services.queries.site.publicConfig();
  const root = { site, edition: prefix ? 'hi' : 'en', islands: '', year: 2026, user: null };
  const meta = (module.meta as (args: never) => Record<string, string>[])({
    matches: [{ id: 'root', data: root }],
    location: { pathname: `/${prefix}${name}` },
  } as never);
  const h1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
  const text = html.replace(/<script[\s\S]*?<\/script>/g, '');
  const tag = (key: string, value: string) => meta.find((m) => m[key] === value)?.content;
  return { html, text, h1, title: meta[0]?.title, description: tag('name', 'description'), meta, tag };
}

/** The shape of a text: its headings, paragraphs, lists, links, emphasis and table rows. */
function structure(html: string): Record<string, number> {
  const tags = ['h2', 'h3', 'p', 'ul', 'li', 'a', 'strong', 'em', 'table', 'tr', 'section'];
  return Object.fromEntries(tags.map((tag) => [tag, html.match(new RegExp(`<${tag}[ >]`, 'g'))?.length ?? 0]));
}

describe("the site's own pages in Hindi", () => {
  it('/hi/about: its heading, text, title and summary in Hindi, its links in the Hindi edition', async () => {
    const hi = await page('about', 'hi/');
    expect(hi.h1).toBe('Newsdesk के बारे में');
    expect(hi.html).toContain('<h2>हमारा मिशन</h2>');
    expect(hi.html).toContain('href="/hi/contact"');
    expect(hi.html).not.toContain('Our Mission');
    expect(hi.title).toBe('Newsdesk के बारे में | Newsdesk');
    expect(hi.description).toMatch(DEVANAGARI);
    expect(hi.tag('property', 'og:locale')).toBe('hi_IN');
    expect(hi.tag('property', 'og:url')).toBe('http://news.test/hi/about');
  });

  it("/hi/privacy-policy: Hindi heading, text, title and summary, and its own text's date", async () => {
    const hi = await page('privacy-policy', 'hi/');
    expect(hi.h1).toBe('गोपनीयता नीति');
    expect(hi.html).toContain('<h2>हम कौन-सी जानकारी एकत्र करते हैं</h2>');
    expect(hi.html).toContain('अंतिम अपडेट: <time dateTime="2026-02-12">');
    expect(hi.html).toContain('href="/hi/cookie-policy"');
    expect(hi.html).toContain('href="/hi/terms-of-service"');
    expect(hi.html).not.toContain('Information We Collect');
    expect(hi.title).toBe('गोपनीयता नीति | Newsdesk');
    expect(hi.description).toMatch(DEVANAGARI);
    expect(hi.tag('property', 'og:locale')).toBe('hi_IN');
  });

  it.each([
    ['terms-of-service', 'सेवा की शर्तें', '2026-02-13'],
    ['disclaimer', 'अस्वीकरण', '2026-02-14'],
    ['cookie-policy', 'कुकी नीति', '2026-02-15'],
  ])('/hi/%s: titled %s, in Hindi, dated by its own text', async (name, heading, date) => {
    const hi = await page(name, 'hi/');
    expect(hi.h1).toBe(heading);
    expect(hi.title).toBe(`${heading} | Newsdesk`);
    expect(hi.html).toContain(`<time dateTime="${date}">`);
    for (const h2 of hi.html.match(/<h2>[^<]*<\/h2>/g) ?? []) expect(h2).toMatch(DEVANAGARI);
    // Links to the site's pages stay in the edition.
    for (const [, href] of hi.html.matchAll(/<a href="([^"]*)"/g)) expect(href).toMatch(/^\/hi(\/|$)/);
  });

  it.each(Object.keys(PAGES))(
    '/hi/%s says everything the English text says: the same headings, lists and links',
    async (name) => {
      const [en, hi] = await Promise.all([page(name, ''), page(name, 'hi/')]);
      expect(structure(hi.text)).toEqual(structure(en.text));
    },
  );

  it('the Cookie Policy of a site with analytics and advertising: their rows, the consent and the settings', async () => {
    const tracked = await createTestApp({ env: { ANALYTICS_ID: 'G-TEST123', ADS_CLIENT: 'ca-pub-123' } });
    try {
      const [en, hi] = await Promise.all([page('cookie-policy', '', tracked), page('cookie-policy', 'hi/', tracked)]);
      expect(structure(hi.text)).toEqual(structure(en.text));
      expect(en.html).toContain('<h2>Your Consent</h2>');
      expect(hi.html).toContain('<h2>आपकी सहमति</h2>');
      expect(hi.html).toContain('<strong>एनालिटिक्स</strong>');
      expect(hi.html).toContain('<strong>विज्ञापन</strong>');
      expect(hi.html).toContain('id="cookie-settings"');
    } finally {
      await tracked.close();
    }
  });
});

describe("the site's own pages in English are as they were", () => {
  it.each([
    ['about', 'About Newsdesk', 'About Newsdesk | Newsdesk', '<h2>Our Mission</h2>'],
    ['privacy-policy', 'Privacy Policy', 'Privacy Policy | Newsdesk', '<h2>Information We Collect</h2>'],
    ['terms-of-service', 'Terms of Service', 'Terms of Service | Newsdesk', '<h2>1. Acceptance of These Terms</h2>'],
    ['disclaimer', 'Disclaimer', 'Disclaimer | Newsdesk', '<h2>General Information Only</h2>'],
    ['cookie-policy', 'Cookie Policy', 'Cookie Policy | Newsdesk', '<h2>What Are Cookies?</h2>'],
  ])('/%s', async (name, heading, title, h2) => {
    const en = await page(name, '');
    expect(en.h1).toBe(heading);
    expect(en.title).toBe(title);
    expect(en.html).toContain(h2);
    expect(en.text).not.toMatch(DEVANAGARI);
    expect(en.tag('property', 'og:locale')).toBe('en_IN');
    for (const [, href] of en.html.matchAll(/<a href="([^"]*)"/g)) expect(href).not.toMatch(/^\/hi/);
  });

  it('summaries and dates as before', async () => {
    expect((await page('about', '')).description).toBe(
      'Newsdesk brings together news from trusted third-party sources and our own newsroom. Founded in 2024, headquartered in India.',
    );
    const privacy = await page('privacy-policy', '');
    expect(privacy.description).toBe('How we collect, use and protect your personal information.');
    expect(privacy.html).toContain('Last updated: <time dateTime="2026-01-02">');
  });
});

describe("the texts' dates (scripts/content-dates.ts)", () => {
  it('has each English text under its name and each Hindi text under hi/', () => {
    const dates = datedContent();
    for (const name of DATED_CONTENT) {
      expect(dates[name]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(dates[`hi/${name}`]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(Object.keys(dates)).toHaveLength(DATED_CONTENT.length * 2);
  });
});
