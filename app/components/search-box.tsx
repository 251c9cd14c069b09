import { useEditionPath } from '../i18n/paths';
import { MAX_QUERY_LENGTH } from '../../core/search';
import { useIntl } from 'react-intl';
import { SearchIcon } from './icons';

/**
 * 'Search news...' (docs/product.md, 'Header'): a plain GET form to /search, so it works
 * without JavaScript (the search page trims the text and shows its empty state for a blank one).
 * The search island (app/islands/search.ts) trims, ignores empty input, goes to /search?q= and
 * clears the box.
 */
export function SearchBox({ id }: { id: string }) {
  const intl = useIntl();
  return (
    <form
      role="search"
      action={useEditionPath()('/search')}
      method="get"
      className="relative w-full"
      data-search-box=""
    >
      <label htmlFor={id} className="sr-only">
        {intl.formatMessage({ id: 'search.label' })}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        placeholder={intl.formatMessage({ id: 'search.placeholder' })}
        autoComplete="off"
        maxLength={MAX_QUERY_LENGTH}
        className="input h-10 pr-10"
      />
      <button
        type="submit"
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-neutral-600 hover:text-brand-700 dark:text-neutral-300"
        aria-label={intl.formatMessage({ id: 'search.submit' })}
      >
        <SearchIcon className="h-4 w-4" />
      </button>
    </form>
  );
}
