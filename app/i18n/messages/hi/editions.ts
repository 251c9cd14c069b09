import { CATEGORIES } from '../../../../core/categories';
import { SECTION_NAMES } from '../../../../core/feed-texts';
import type { editions as english } from '../en/editions';

/**
 * The sections' names as Hindi news sites name them (core/feed-texts.ts holds them, for the feeds
 * too), and the switch between editions.
 */
export const editions: Record<keyof typeof english, string> = {
  ...(Object.fromEntries(
    CATEGORIES.flatMap((c) => [
      [`category.${c}`, SECTION_NAMES.hi[c].name],
      [`categoryTitle.${c}`, SECTION_NAMES.hi[c].title],
    ]),
  ) as Record<`category.${(typeof CATEGORIES)[number]}` | `categoryTitle.${(typeof CATEGORIES)[number]}`, string>),
  'edition.language.en': 'अंग्रेज़ी',
  'edition.language.hi': 'हिन्दी',
  'searchPage.elsewhere':
    '{language} में {capped, select, yes {लगभग {count}} other {{count}}} {count, plural, one {ख़बर} other {ख़बरें}}',
  'searchPage.elsewhereAll': '{language} के सभी नतीजे',
  'edition.switchLabel': 'संस्करण',
};
