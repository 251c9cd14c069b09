import { CATEGORY_INFO, SIDEBAR_CATEGORIES } from '../../core/categories';

/** The 404 page's title and description (with `noindex`), for `pageMeta`. */
export const NOT_FOUND_META = {
  title: '404 - Page Not Found',
  description: 'Sorry, the page you’re looking for doesn’t exist.',
  noindex: true,
} as const;

/**
 * The site's 404 look (docs/product.md, 'Not found page'): any unknown path, and an unknown article
 * (app/routes/article.tsx's error boundary). Go Back steps back in the tab's history
 * (app/islands/back.ts): it needs JavaScript, so it is not drawn without.
 */
export function NotFoundPanel() {
  return (
    <section className="py-12 text-center">
      <p className="font-serif text-7xl font-black text-brand-700 dark:text-red-400" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-serif text-3xl font-black">Page Not Found</h1>
      <p className="mx-auto mt-4 max-w-xl text-neutral-700 dark:text-neutral-300">
        Sorry, the page you're looking for doesn't exist. It might have been moved, deleted, or you entered the wrong
        URL.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="/" className="btn-primary">
          Go to Homepage
        </a>
        <button type="button" className="btn-secondary noscript:hidden" data-history-back="">
          Go Back
        </button>
        <a href="/search" className="btn-secondary">
          Search
        </a>
      </div>
      <nav aria-label="Sections" className="mt-10">
        <h2 className="text-sm font-bold tracking-wide uppercase">Or browse a section</h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-2">
          {SIDEBAR_CATEGORIES.map((c) => (
            <li key={c}>
              <a href={CATEGORY_INFO[c].path} className="btn-secondary">
                {c}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
