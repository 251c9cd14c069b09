import { Link } from 'react-router';
import { pageWindow } from '../../core/pagination';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

/**
 * Previous, Next, numbered pages with ellipsis and 'Showing page X of Y (N total
 * articles)' (docs/product.md, 'Pagination'); hidden for one page or fewer. Pages are links (`?page=N`),
 * so every page is server-rendered and shareable.
 */
export function Pagination({
  page,
  totalPages,
  totalItems,
  hrefFor,
  itemsLabel = 'articles',
}: {
  page: number;
  totalPages: number;
  totalItems: number;
  hrefFor: (page: number) => string;
  /** What is counted in the 'N total …' line. */
  itemsLabel?: string;
}) {
  if (totalPages <= 1) return null;
  const item = 'flex h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm font-semibold';
  const idle = `${item} border border-neutral-300 text-neutral-800 hover:bg-neutral-100 dark:border-neutral-700 dark:text-neutral-200 dark:hover:bg-neutral-800`;
  const disabled = `${item} border border-neutral-200 text-neutral-500 dark:border-neutral-800 dark:text-neutral-500`;
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-col items-center gap-4">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} className={idle} rel="prev">
              <ChevronLeftIcon className="h-4 w-4" /> Previous
            </Link>
          ) : (
            <span className={disabled} aria-disabled="true">
              <ChevronLeftIcon className="h-4 w-4" /> Previous
            </span>
          )}
        </li>
        {pageWindow(page, totalPages).map((p, i) =>
          p === 'ellipsis' ? (
            <li key={`gap-${i}`} className="px-1 text-neutral-600 dark:text-neutral-400" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span className={`${item} bg-brand-700 text-white`} aria-current="page">
                  <span className="sr-only">Page </span>
                  {p}
                </span>
              ) : (
                <Link to={hrefFor(p)} className={idle} aria-label={`Page ${p}`}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link to={hrefFor(page + 1)} className={idle} rel="next">
              Next <ChevronRightIcon className="h-4 w-4" />
            </Link>
          ) : (
            <span className={disabled} aria-disabled="true">
              Next <ChevronRightIcon className="h-4 w-4" />
            </span>
          )}
        </li>
      </ul>
      <p className="text-sm text-neutral-700 dark:text-neutral-300">
        Showing page {page} of {totalPages} ({totalItems} total {itemsLabel})
      </p>
    </nav>
  );
}
