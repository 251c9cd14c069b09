import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { Category } from '../../core/categories';
import { EDITIONS, editionOf, type Edition } from '../../core/editions';
import { en, type MessageId, type Messages } from './messages/en';
import { hi } from './messages/hi';

/** Each edition's catalogue (docs/decisions/009-editions.md). */
export const CATALOGUES: Record<Edition, Messages> = { en, hi };

const cache = createIntlCache();
const made = new Map<Edition, IntlShape>();

/** An edition's formatter of messages, dates and numbers: made once, shared by every page of it. */
export function intlFor(edition: Edition): IntlShape {
  let intl = made.get(edition);
  if (!intl) {
    intl = createIntl(
      { locale: EDITIONS[edition].locale, defaultLocale: EDITIONS.en.locale, messages: CATALOGUES[edition] },
      cache,
    );
    made.set(edition, intl);
  }
  return intl;
}

/** A section's name in the page's language ('India', 'देश'). */
export function categoryName(intl: IntlShape, category: Category): string {
  return intl.formatMessage({ id: `category.${category}` });
}

/** A section page's heading in the page's language ('India News', 'देश की ख़बरें'). */
export function categoryTitle(intl: IntlShape, category: Category): string {
  return intl.formatMessage({ id: `categoryTitle.${category}` });
}

/** An edition's language, named in the page's ('Hindi' on an English page, 'अंग्रेज़ी' on a Hindi one). */
export function languageName(intl: IntlShape, edition: Edition): string {
  return intl.formatMessage({ id: `edition.language.${edition}` });
}

/**
 * The formatter of the edition an address is in: for what is said outside components, in
 * `meta` (its `location.pathname`) and loaders (`new URL(request.url).pathname`).
 */
export function intlAt(pathname: string): IntlShape {
  return intlFor(editionOf(pathname));
}

// Message ids are checked: `formatMessage({ id })` takes only the catalogue's ids.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- react-intl's way to type its ids
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
