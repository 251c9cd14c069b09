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
  // The site's description is English until site settings are kept per edition (009): the
  // Hindi feed says what its home page's title says ('home.metaTitle').
  hi: {
    site: (siteName) => `${siteName} — भारत और दुनिया की ताज़ा ख़बरें`,
    section: (category, siteName) => `${SECTION_NAMES.hi[category].title}, ${siteName} पर।`,
    tag: (name, siteName) => `“${name}” से जुड़ी ताज़ा ख़बरें, ${siteName} पर।`,
    author: (name, siteName) => `${name} की ताज़ा ख़बरें, ${siteName} पर।`,
  },
};
