import type { Category } from '../../core/categories';
import { Svg } from './icons';

/** One simple line icon per category (decorative; the name always stands beside it). */
const PATHS: Record<Category, string> = {
  India: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM12 3v6M12 15v6M3 12h6M15 12h6',
  World:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z',
  Health: 'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8L12 21l8.8-8.6a5.5 5.5 0 0 0 0-7.8z',
  Jobs: 'M4 7h16v12H4zM9 7V5h6v2M4 12h16',
  Sports:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM5.6 5.6c3 1.8 4.6 4 4.6 6.4s-1.6 4.6-4.6 6.4M18.4 5.6c-3 1.8-4.6 4-4.6 6.4s1.6 4.6 4.6 6.4',
  Technology: 'M6 6h12v12H6zM9 9h6v6H9zM9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4',
  IPO: 'M3 20h18M5 16l4-5 4 3 6-8M15 6h4v4',
  Business: 'M4 21V8l8-5 8 5v13M9 21v-6h6v6M4 21h16',
  Entertainment: 'M4 6h16v13H4zM4 10h16M8 6l2 4M13 6l2 4',
  Other: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5',
};

export function CategoryIcon({ category, className = 'h-4 w-4' }: { category: Category; className?: string }) {
  return (
    <Svg className={className} strokeWidth={1.8}>
      <path d={PATHS[category]} />
    </Svg>
  );
}
