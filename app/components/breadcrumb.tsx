import { useEditionPath } from '../i18n/paths';
import { useIntl } from 'react-intl';

/** Between the items: a mark, not a word (hidden from screen readers). */
const SEPARATOR = '/';

/**
 * Where the page sits: Home / Category / Title. The items flow as one line of text, so on a
 * phone a long title wraps after its separator instead of leaving the '/' alone on a line.
 */
export function Breadcrumb({ items }: { items: { label: string; to?: string }[] }) {
  const intl = useIntl();
  const local = useEditionPath();
  return (
    <nav aria-label={intl.formatMessage({ id: 'breadcrumb.label' })} className="breadcrumb">
      <ol>
        {items.map((item, i) => (
          <li key={item.label}>
            {i > 0 ? <span aria-hidden="true">{SEPARATOR}</span> : null}
            {item.to ? <a href={local(item.to)}>{item.label}</a> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
