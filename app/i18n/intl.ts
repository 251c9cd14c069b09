import { IntlMessageFormat } from 'intl-messageformat';
import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { Category } from '../../core/categories';
import { EDITIONS, editionOf, type Edition } from '../../core/editions';
import { en, type MessageId, type Messages } from './messages/en';
import { hi } from './messages/hi';

/** Each edition's catalogue (docs/decisions/009-editions.md). */
export const CATALOGUES: Record<Edition, Messages> = { en, hi };

const cache = createIntlCache();
const made = new Map<Edition, IntlShape>();

/** A message with nothing to format: no argument, no tag, no quoting. */
const PLAIN = /^[^{}<']*$/;

/**
 * `intl` with a quicker `formatMessage` for what pages ask most: a message with no arguments is
 * itself, and one whose values are all text or numbers is formatted by its own formatter, made
 * once. react-intl's own memoizes by serializing every call's message and formats, which was a
 * twentieth of a story page's render (`npm run bench`). Rich text (React elements as values)
 * goes to react-intl's, which keys them; `app/i18n/messages.test.ts` checks both say the same.
 */
function quicker(intl: IntlShape, messages: Messages): IntlShape {
  const formatters = new Map<string, IntlMessageFormat>();
  const formatMessage = ((
    descriptor: MessageDescriptor,
    values?: Record<string, unknown>,
    options?: { ignoreTag?: boolean },
  ) => {
    const id = descriptor.id as MessageId | undefined;
    const message = id === undefined ? undefined : messages[id];
    if (message === undefined || options) return intl.formatMessage(descriptor as never, values as never, options);
    if (!values && PLAIN.test(message)) return message;
    if (values && !Object.values(values).every((v) => typeof v === 'string' || typeof v === 'number')) {
      return intl.formatMessage(descriptor as never, values as never);
    }
    let formatter = formatters.get(id!);
    if (!formatter) {
      formatter = new IntlMessageFormat(message, intl.locale);
      formatters.set(id!, formatter);
    }
    return formatter.format(values as Record<string, string | number> | undefined) as string;
  }) as IntlShape['formatMessage'];
  return { ...intl, formatMessage, $t: formatMessage };
}

/** An edition's formatter of messages, dates and numbers: made once, shared by every page of it. */
export function intlFor(edition: Edition): IntlShape {
  let intl = made.get(edition);
  if (!intl) {
    intl = quicker(
      createIntl(
        { locale: EDITIONS[edition].locale, defaultLocale: EDITIONS.en.locale, messages: CATALOGUES[edition] },
        cache,
      ),
      CATALOGUES[edition],
    );
    made.set(edition, intl);
  }
  return intl;
}

/** react-intl's own formatter of an edition, for the test that the quicker one says the same. */
export function plainIntlFor(edition: Edition): IntlShape {
  return createIntl({
    locale: EDITIONS[edition].locale,
    defaultLocale: EDITIONS.en.locale,
    messages: CATALOGUES[edition],
  });
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
