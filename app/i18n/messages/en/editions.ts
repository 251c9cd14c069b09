import { CATEGORIES, CATEGORY_INFO, type Category } from '../../../../core/categories';

/** Category ids: `category.India` its name, `categoryTitle.India` its page's heading. */
type CategoryMessages = Record<`category.${Category}` | `categoryTitle.${Category}`, string>;

const categories = Object.fromEntries(
  CATEGORIES.flatMap((c) => [
    [`category.${c}`, CATEGORY_INFO[c].name],
    [`categoryTitle.${c}`, CATEGORY_INFO[c].title],
  ]),
) as CategoryMessages;

/**
 * The sections' names (their English is core/categories.ts's), and the switch between editions
 * in the header (docs/decisions/009-editions.md).
 */
export const editions = {
  ...categories,
  'edition.language.en': 'English',
  'edition.language.hi': 'Hindi',
  'searchPage.elsewhere':
    '{capped, select, yes {About {count}} other {{count}}} {count, plural, one {story} other {stories}} in {language}',
  'searchPage.elsewhereAll': 'All results in {language}',
  'edition.switchLabel': 'Editions',
} as const;
