import { useIntl } from 'react-intl';
import type { Route } from './+types/my-news';
import { CATEGORIES, CATEGORY_INFO, HEADER_CATEGORIES } from '../../core/categories';
import { EDITIONS } from '../../core/editions';
import { categoryName, intlAt } from '../i18n/intl';
import { useEdition, useEditionPath } from '../i18n/paths';
import { pageMeta, rootDataOf, siteTimeZone } from '../lib/meta';

/** Its saved stories' list is the save island's: the layout draws that island's words. */
export const handle = { saveButtons: true };

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(rootDataOf(matches), {
    title: intlAt(location.pathname).formatMessage({ id: 'myNews.title' }),
    description: intlAt(location.pathname).formatMessage({ id: 'myNews.metaDescription' }),
    path: '/my-news',
    // Every edition has this page (docs/decisions/009-editions.md).
    alternates: 'every',
    noindex: true,
  });

const EMPTY =
  'rounded-lg bg-neutral-100 p-6 text-neutral-800 dark:bg-neutral-900 dark:text-neutral-200 [&_strong]:block [&_strong]:font-semibold';
const LIST =
  'saved-list mt-4 divide-y divide-neutral-200 border-y border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800';
const HEADING = 'font-serif text-2xl font-bold focus:outline-none';

/**
 * My news (docs/product.md, 'Alerts and following'): what a reader follows is kept in their
 * browser (and their account when signed in), so the server draws the same shell for everyone (a
 * shared page, cached like the reading pages) and the islands fill it: the follow island
 * (app/islands/follow.ts, app/islands/my-news.ts) the topics and their newest stories, from
 * GET /api/follows/stories; the save island the saved stories, as on the Saved page.
 */
export default function MyNewsPage({ matches }: Route.ComponentProps) {
  const local = useEditionPath();
  const edition = useEdition();
  const intl = useIntl();
  const strong = (chunks: React.ReactNode[]) => <strong>{chunks}</strong>;
  const names = Object.fromEntries(CATEGORIES.map((c) => [c, categoryName(intl, c)]));
  return (
    <div
      className="space-y-12 pb-12"
      data-my-news=""
      data-edition={edition}
      data-prefix={EDITIONS[edition].prefix}
      data-tz={siteTimeZone(matches)}
      // The sections' names in this edition, by category and by key ('Sports', 'sports').
      data-sections={JSON.stringify(names)}
      data-section-keys={JSON.stringify(Object.fromEntries(CATEGORIES.map((c) => [CATEGORY_INFO[c].key, names[c]])))}
      data-label-unfollow={intl.formatMessage({ id: 'myNews.unfollow' })}
      data-label-unfollow-named={intl.formatMessage({ id: 'myNews.unfollowNamed' }, { name: '#' })}
      data-label-tag={intl.formatMessage({ id: 'myNews.kindTag' })}
      data-label-section={intl.formatMessage({ id: 'myNews.kindSection' })}
      data-label-author={intl.formatMessage({ id: 'myNews.kindAuthor' })}
      data-label-stories-empty={intl.formatMessage({ id: 'myNews.latestEmpty' })}
      data-label-stories-none={intl.formatMessage({ id: 'myNews.latestNone' })}
      data-label-stories-failed={intl.formatMessage({ id: 'myNews.failed' })}
    >
      <header>
        <h1 id="my-news-heading" className="font-serif text-3xl font-black sm:text-4xl">
          {intl.formatMessage({ id: 'myNews.title' })}
        </h1>
        <p className="mt-3 text-neutral-700 dark:text-neutral-300">{intl.formatMessage({ id: 'myNews.intro' })}</p>
        <noscript>
          <p className="mt-6 rounded-lg border border-neutral-300 p-4 dark:border-neutral-700">
            {intl.formatMessage({ id: 'myNews.noScript' })}
          </p>
        </noscript>
      </header>

      <section aria-labelledby="topics-heading">
        <h2 id="topics-heading" tabIndex={-1} className={HEADING}>
          {intl.formatMessage({ id: 'myNews.topics' })}
        </h2>
        <div data-follow-empty="" hidden className={`mt-4 ${EMPTY}`}>
          <p>{intl.formatMessage({ id: 'myNews.topicsEmpty' }, { strong })}</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {HEADER_CATEGORIES.map((category) => (
              <li key={category}>
                <a href={local(CATEGORY_INFO[category].path)} className="nav-pill">
                  {categoryName(intl, category)}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <ul data-follow-list="" hidden className={LIST} />
      </section>

      <section aria-labelledby="latest-heading">
        <h2 id="latest-heading" className={HEADING}>
          {intl.formatMessage({ id: 'myNews.latest' })}
        </h2>
        <p data-follow-stories-note="" hidden className={`mt-4 ${EMPTY}`} role="status" />
        <ol data-follow-stories="" hidden className={LIST} />
      </section>

      <section aria-labelledby="saved-heading">
        <h2 id="saved-heading" tabIndex={-1} className={HEADING}>
          {intl.formatMessage({ id: 'myNews.saved' })}
        </h2>
        <p data-saved-empty="" hidden className={`mt-4 ${EMPTY}`}>
          {intl.formatMessage({ id: 'myNews.savedEmpty' }, { strong })}
        </p>
        <ul data-saved-list="" data-tz={siteTimeZone(matches)} hidden className={LIST} />
      </section>
    </div>
  );
}
