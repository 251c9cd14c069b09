import { Link } from 'react-router';

/**
 * Where the page sits: Home / Category / Title. The items flow as one line of text, so on a
 * phone a long title wraps after its separator instead of leaving the '/' alone on a line.
 */
export function Breadcrumb({ items }: { items: { label: string; to?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-neutral-700 dark:text-neutral-300">
      <ol>
        {items.map((item, i) => (
          <li key={item.label} className="inline">
            {i > 0 ? (
              <span aria-hidden="true" className="mx-1">
                /
              </span>
            ) : null}
            {item.to ? (
              <Link to={item.to} className="hover:text-brand-700 hover:underline dark:hover:text-white">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-semibold text-neutral-900 dark:text-white">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
