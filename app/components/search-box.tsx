import { useState } from 'react';
import { useNavigate } from 'react-router';
import { searchPath } from '../../core/search';
import { SearchIcon } from './icons';

/**
 * 'Search news...' (docs/product.md, 'Header'): trims, ignores empty input, goes to /search?q= and
 * clears. A plain GET form underneath, so it works before JavaScript loads too.
 */
export function SearchBox({ id, onSearched }: { id: string; onSearched?: () => void }) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  return (
    <form
      role="search"
      action="/search"
      method="get"
      className="relative w-full"
      onSubmit={(event) => {
        event.preventDefault();
        const query = value.trim();
        if (!query) return;
        void navigate(searchPath(query));
        setValue('');
        onSearched?.();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search news
      </label>
      <input
        id={id}
        name="q"
        type="search"
        placeholder="Search news..."
        autoComplete="off"
        maxLength={200}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="input h-10 pr-10"
      />
      <button
        type="submit"
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-neutral-600 hover:text-brand-700 dark:text-neutral-300"
        aria-label="Search"
      >
        <SearchIcon className="h-4 w-4" />
      </button>
    </form>
  );
}
