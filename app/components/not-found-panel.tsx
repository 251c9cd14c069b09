import { categoryName } from '../i18n/intl';
import { useEditionPath } from '../i18n/paths';
import { useIntl, type IntlShape } from 'react-intl';
import { CATEGORY_INFO, SIDEBAR_CATEGORIES } from '../../core/categories';

/** The status drawn large above the title (hidden from screen readers): a number, not a word. */
const STATUS = '404';

/** The 404 page's title and description (with `noindex`) in an edition's language, for `pageMeta`. */
export function notFoundMeta(intl: IntlShape) {
  return {
    title: intl.formatMessage({ id: 'notFound.metaTitle' }),
    description: intl.formatMessage({ id: 'notFound.metaDescription' }),
    noindex: true,
  } as const;
}

/**
 * The site's 404 look (docs/product.md, 'Not found page'): any unknown path, and an unknown article
 * (app/routes/article.tsx's error boundary). Go Back steps back in the tab's history
 * (app/islands/back.ts): it needs JavaScript, so it is not drawn without.
 */
export function NotFoundPanel() {
  const local = useEditionPath();
  const intl = useIntl();
  return (
    <section className="py-12 text-center">
      <p className="font-serif text-7xl font-black text-brand-700 dark:text-red-400" aria-hidden="true">
        {STATUS}
      </p>
      <h1 className="mt-4 font-serif text-3xl font-black">{intl.formatMessage({ id: 'notFound.title' })}</h1>
      <p className="mx-auto mt-4 max-w-xl text-neutral-700 dark:text-neutral-300">
        {intl.formatMessage({ id: 'notFound.text' })}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href={local('/')} className="btn-primary">
          {intl.formatMessage({ id: 'notFound.home' })}
        </a>
        <button type="button" className="btn-secondary noscript:hidden" data-history-back="">
          {intl.formatMessage({ id: 'notFound.back' })}
        </button>
        <a href={local('/search')} className="btn-secondary">
          {intl.formatMessage({ id: 'notFound.search' })}
        </a>
      </div>
      <nav aria-label={intl.formatMessage({ id: 'notFound.sections' })} className="mt-10">
        <h2 className="text-sm font-bold tracking-wide uppercase">{intl.formatMessage({ id: 'notFound.browse' })}</h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-2">
          {SIDEBAR_CATEGORIES.map((c) => (
            <li key={c}>
              <a href={local(CATEGORY_INFO[c].path)} className="btn-secondary">
                {categoryName(intl, c)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
