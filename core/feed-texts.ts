import { DEFAULT_BREAKING_TEXT } from './navigation';
import { CATEGORIES, CATEGORY_INFO, type Category } from './categories';
import type { Edition } from './editions';

/**
 * What the feeds and sitemaps say in each edition's language (docs/decisions/009-editions.md):
 * the server draws them outside React and may not import the pages' catalogue (app/i18n/;
 * docs/architecture.md, 'The layers'), so the few texts they need are here.
 */

/** A section's name ('India', 'देश') and its page's heading ('India News', 'देश की ख़बरें'). */
export interface SectionName {
  name: string;
  title: string;
}

/**
 * The sections' names in each edition. The Hindi ones are the catalogue's (`category.*` and
 * `categoryTitle.*` in app/i18n/messages/hi/editions.ts): server/feeds/feed-texts.test.ts fails
 * when the two differ.
 */
export const SECTION_NAMES: Readonly<Record<Edition, Readonly<Record<Category, SectionName>>>> = {
  en: Object.fromEntries(
    CATEGORIES.map((c) => [c, { name: CATEGORY_INFO[c].name, title: CATEGORY_INFO[c].title }]),
  ) as Record<Category, SectionName>,
  hi: {
    India: { name: 'देश', title: 'देश की ख़बरें' },
    World: { name: 'दुनिया', title: 'दुनिया की ख़बरें' },
    Health: { name: 'सेहत', title: 'सेहत की ख़बरें' },
    Jobs: { name: 'नौकरी', title: 'नौकरी की ख़बरें' },
    Sports: { name: 'खेल', title: 'खेल की ख़बरें' },
    Technology: { name: 'टेक', title: 'टेक की ख़बरें' },
    IPO: { name: 'आईपीओ', title: 'आईपीओ और शेयर बाज़ार की ख़बरें' },
    Business: { name: 'कारोबार', title: 'कारोबार की ख़बरें' },
    Entertainment: { name: 'मनोरंजन', title: 'मनोरंजन की ख़बरें' },
    Other: { name: 'अन्य', title: 'अन्य ख़बरें' },
  },
};

/**
 * The site's words in an edition that has not set its own on /admin/settings (core/site-settings.ts
 * `siteForEdition`); the default edition's are the settings' themselves.
 */
export const SITE_TEXTS: Readonly<
  Record<Edition, { tagline: string; description: (siteName: string) => string; breakingText: string }>
> = {
  en: {
    tagline:
      'Independent, fast and clear: the day’s news from India and the world, by category, with every source credited.',
    description: (siteName) =>
      `Breaking news, India, world, sports, technology, health, jobs and IPO coverage, updated every day on ${siteName}.`,
    breakingText: DEFAULT_BREAKING_TEXT,
  },
  hi: {
    tagline: 'स्वतंत्र, तेज़ और साफ़: देश-दुनिया की दिन भर की ख़बरें, विषय के हिसाब से, हर स्रोत के नाम के साथ।',
    description: (siteName) => `ब्रेकिंग न्यूज़ और देश, दुनिया, खेल, टेक, सेहत, नौकरी व आईपीओ की ख़बरें, हर दिन ${siteName} पर।`,
    breakingText: 'देश और दुनिया की ताज़ा और ब्रेकिंग ख़बरों से अपडेट रहें।',
  },
};

/** The channel descriptions of an edition's feeds. */
export interface FeedTexts {
  /** The site's feed: the default edition's is the site's own description (a setting). */
  site(siteName: string, description: string): string;
  section(category: Category, siteName: string): string;
  tag(name: string, siteName: string): string;
  /** A writer's or a guest contributor's feed. */
  author(name: string, siteName: string): string;
}

export const FEED_TEXTS: Readonly<Record<Edition, FeedTexts>> = {
  en: {
    site: (_siteName, description) => description,
    section: (category, siteName) => `The latest ${category} news from ${siteName}.`,
    tag: (name, siteName) => `The latest stories tagged ${name} from ${siteName}.`,
    author: (name, siteName) => `The latest stories by ${name} from ${siteName}.`,
  },
  hi: {
    site: (_siteName, description) => description,
    section: (category, siteName) => `${SECTION_NAMES.hi[category].title}, ${siteName} पर।`,
    tag: (name, siteName) => `“${name}” से जुड़ी ताज़ा ख़बरें, ${siteName} पर।`,
    author: (name, siteName) => `${name} की ताज़ा ख़बरें, ${siteName} पर।`,
  },
};
