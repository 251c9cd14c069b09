import { useEditionPath } from '../i18n/paths';
import { useIntl } from 'react-intl';
import type { Route } from './+types/saved';
import { SAVED_LIMIT } from '../../core/saved';
import { intlAt } from '../i18n/intl';
import { pageMeta, rootDataOf, siteTimeZone } from '../lib/meta';

/**
 * The limit comes from the loader: imported into the page's own code, core/saved.ts would be split
 * out of the islands module into a chunk of its own, one more request on every reading page.
 */

/** Its story cards (or the story) have Save buttons: the layout draws the save island's words. */
export const handle = { saveButtons: true };
export function loader() {
  return { limit: SAVED_LIMIT };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(rootDataOf(matches), {
    title: intlAt(location.pathname).formatMessage({ id: 'savedPage.title' }),
    description: intlAt(location.pathname).formatMessage({ id: 'savedPage.metaDescription' }),
    path: '/saved',
    // Every edition has this page (docs/decisions/009-editions.md).
    alternates: 'every',
    noindex: true,
  });

/**
 * The Saved page (docs/product.md, 'Saved stories and offline reading'). Each reader's list lives in
 * their browser (and their account when signed in), so the server draws the same shell for everyone
 * (a shared page, cached like the reading pages) and the save island (app/islands/save.ts) fills
 * the list, or shows the empty state. The service worker keeps this shell for reading offline.
 */
export default function SavedPage({ loaderData, matches }: Route.ComponentProps) {
  const local = useEditionPath();
  const intl = useIntl();
  return (
    <section aria-labelledby="saved-heading" className="pb-12">
      <h1 id="saved-heading" tabIndex={-1} className="font-serif text-3xl font-black focus:outline-none sm:text-4xl">
        {intl.formatMessage({ id: 'savedPage.title' })}
      </h1>
      <p className="mt-3 text-neutral-700 dark:text-neutral-300">
        {intl.formatMessage({ id: 'savedPage.intro' }, { limit: loaderData.limit })}
      </p>
      <noscript>
        <p className="mt-6 rounded-lg border border-neutral-300 p-4 dark:border-neutral-700">
          {intl.formatMessage({ id: 'savedPage.noScript' })}
        </p>
      </noscript>
      <p
        data-saved-empty=""
        hidden
        className="mt-8 rounded-lg bg-neutral-100 p-6 text-neutral-800 dark:bg-neutral-900 dark:text-neutral-200"
      >
        {intl.formatMessage(
          { id: 'savedPage.empty' },
          {
            strong: (chunks) => <strong className="block font-semibold">{chunks}</strong>,
            link: (chunks) => (
              <a href={local('/')} className="link">
                {chunks}
              </a>
            ),
          },
        )}
      </p>
      <ul
        data-saved-list=""
        data-tz={siteTimeZone(matches)}
        hidden
        className="saved-list mt-6 divide-y divide-neutral-200 border-y border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800"
      />
    </section>
  );
}
