import { createElement, type ReactElement } from 'react';
import { RawIntlProvider } from 'react-intl';
import type { Edition } from '../../core/editions';
import { intlFor } from '../../app/i18n/intl';

/** A component drawn alone, in an edition's language, as app/root.tsx gives every page its own. */
export function inEdition(element: ReactElement, edition: Edition = 'en'): ReactElement {
  return createElement(RawIntlProvider, { value: intlFor(edition) }, element);
}
