import { useIntl } from 'react-intl';
import { useEditionPath } from '../i18n/paths';
import { pageWindow } from '../../core/pagination';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

/** The gap between page numbers: a mark, not a word. */
const ELLIPSIS = '…';

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
  itemsLabel,
}: {
  page: number;
  totalPages: number;
  totalItems: number;
  hrefFor: (page: number) => string;
  /** What is counted in the 'N total …' line, in the page's language; 'articles' when not given. */
  itemsLabel?: string;
}) {
  const intl = useIntl();
  // The page's own edition's addresses (an admin page's stay as they are).
  const local = useEditionPath();
  if (totalPages <= 1) return null;
  const previous = intl.formatMessage({ id: 'pagination.previous' });
  const next = intl.formatMessage({ id: 'pagination.next' });
  return (
    <nav aria-label={intl.formatMessage({ id: 'pagination.label' })} className="mt-10 flex flex-col items-center gap-4">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <a href={local(hrefFor(page - 1))} className="page-link" rel="prev">
              <ChevronLeftIcon className="h-4 w-4" /> {previous}
            </a>
          ) : (
            <span className="page-off" aria-disabled="true">
              <ChevronLeftIcon className="h-4 w-4" /> {previous}
            </span>
          )}
        </li>
        {pageWindow(page, totalPages).map((p, i) =>
          p === 'ellipsis' ? (
            <li key={`gap-${i}`} className="px-1 text-neutral-600 dark:text-neutral-400" aria-hidden="true">
              {ELLIPSIS}
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span className="page-current" aria-current="page">
                  {intl.formatMessage(
                    { id: 'pagination.current' },
                    { page: p, hidden: (chunks) => <span className="sr-only">{chunks}</span> },
                  )}
                </span>
              ) : (
                <a
                  href={local(hrefFor(p))}
                  className="page-link"
                  aria-label={intl.formatMessage({ id: 'pagination.page' }, { page: p })}
                >
                  {p}
                </a>
              )}
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <a href={local(hrefFor(page + 1))} className="page-link" rel="next">
              {next} <ChevronRightIcon className="h-4 w-4" />
            </a>
          ) : (
            <span className="page-off" aria-disabled="true">
              {next} <ChevronRightIcon className="h-4 w-4" />
            </span>
          )}
        </li>
      </ul>
      <p className="text-sm text-neutral-700 dark:text-neutral-300">
        {intl.formatMessage(
          { id: 'pagination.summary' },
          { page, totalPages, totalItems, items: itemsLabel ?? intl.formatMessage({ id: 'pagination.articles' }) },
        )}
      </p>
    </nav>
  );
}
