import type { Category } from '../../core/categories';
import { SpriteIcon } from './icons';

/**
 * One simple line icon per category (decorative; the name always stands beside it), from the
 * sprite: `cat-<category in lower case>` in public/icons.svg.
 */
export function CategoryIcon({ category, className = 'h-4 w-4' }: { category: Category; className?: string }) {
  return <SpriteIcon name={`cat-${category.toLowerCase()}`} className={className} />;
}
