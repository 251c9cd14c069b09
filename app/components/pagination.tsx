import { pageWindow } from '../../core/pagination';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

/**
 * Previous, Next, numbered pages with ellipsis and 'Showing page X of Y (N total
 * articles)' (docs/product.md, 'Pagination'); hidden for one page or fewer. Pages are plain links (`?page=N`),
 * so every page is server-rendered and shareable. Looks: `.page-*` in app/app.css.
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
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-col items-center gap-4">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <a href={hrefFor(page - 1)} className="page-link" rel="prev">
              <ChevronLeftIcon className="h-4 w-4" /> Previous
            </a>
          ) : (
            <span className="page-off" aria-disabled="true">
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
                <span className="page-current" aria-current="page">
                  <span className="sr-only">Page </span>
                  {p}
                </span>
              ) : (
                <a href={hrefFor(p)} className="page-link" aria-label={`Page ${p}`}>
                  {p}
                </a>
              )}
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <a href={hrefFor(page + 1)} className="page-link" rel="next">
              Next <ChevronRightIcon className="h-4 w-4" />
            </a>
          ) : (
            <span className="page-off" aria-disabled="true">
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
