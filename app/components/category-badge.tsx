import { categoryName } from '../i18n/intl';
import { useEditionPath } from '../i18n/paths';
import { useIntl } from 'react-intl';
import { CATEGORY_INFO, type Category } from '../../core/categories';

/** The category's coloured label; a link to its page unless `link` is false (`a.badge` underlines on hover). */
export function CategoryBadge({ category, link = true }: { category: Category; link?: boolean }) {
  const info = CATEGORY_INFO[category];
  const intl = useIntl();
  const local = useEditionPath();
  const className = `badge ${info.colorClass}`;
  return link ? (
    <a href={local(info.path)} className={className}>
      {categoryName(intl, category)}
    </a>
  ) : (
    <span className={className}>{categoryName(intl, category)}</span>
  );
}

/**
 * Shown on every sample story so it never passes for real news. `explained`: with a tooltip
 * saying so (left out on cards, where the card's link covers it and 53 copies weigh 3 KB).
 */
export function SampleBadge({ explained = true }: { explained?: boolean }) {
  const intl = useIntl();
  return (
    <span className="badge-sample" title={explained ? intl.formatMessage({ id: 'badge.sampleTitle' }) : undefined}>
      {intl.formatMessage({ id: 'badge.sample' })}
    </span>
  );
}
