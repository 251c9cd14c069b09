import { Link } from 'react-router';
import { CATEGORY_INFO, type Category } from '../../core/categories';

export function CategoryBadge({ category, link = true }: { category: Category; link?: boolean }) {
  const info = CATEGORY_INFO[category];
  const className = `badge ${info.colorClass}`;
  return link ? (
    <Link to={info.path} className={`${className} hover:underline`}>
      {category}
    </Link>
  ) : (
    <span className={className}>{category}</span>
  );
}

/** Shown on every sample story so it never passes for real news. */
export function SampleBadge() {
  return (
    <span className="badge-sample" title="A sample story shipped with Newsdesk, not real news">
      Sample story
    </span>
  );
}
