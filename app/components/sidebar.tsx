import { NavLink } from 'react-router';
import type { Teaser } from '../../core/article';
import { CATEGORY_INFO, SIDEBAR_CATEGORIES } from '../../core/categories';
import { AdSlot } from './ad-slot';
import { CategoryIcon } from './category-icon';
import { CompactItem } from './article-card';

export const TRENDING_TOPICS = ['ElectionUpdates', 'ClimateChange', 'TechInnovation', 'SportsHighlights'];

/** Large screens only (docs/product.md, 'Sidebar'). */
export function Sidebar({
  latest,
  timeZone,
  adsClient,
  adSlot,
}: {
  latest: Teaser[];
  timeZone: string;
  adsClient: string | null;
  adSlot: string | null;
}) {
  return (
    <aside className="hidden w-72 shrink-0 space-y-8 lg:block" aria-label="Sidebar">
      <nav aria-label="Categories">
        <h2 className="text-sm font-bold tracking-wide text-neutral-900 uppercase dark:text-white">Categories</h2>
        <ul className="mt-3 space-y-1">
          {SIDEBAR_CATEGORIES.map((c) => (
            <li key={c}>
              <NavLink
                to={CATEGORY_INFO[c].path}
                className={({ isActive }) =>
                  `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-semibold ${
                    isActive
                      ? 'bg-brand-700 text-white'
                      : 'text-neutral-800 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800'
                  }`
                }
              >
                <CategoryIcon category={c} />
                {c}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <section className="rounded-xl bg-brand-700 p-5 text-white">
        <h2 className="text-lg font-bold">Breaking News</h2>
        <p className="mt-2 text-sm leading-6">
          Stay updated with the latest breaking news and developments from around the world.
        </p>
      </section>

      <section>
        <h2 className="text-sm font-bold tracking-wide text-neutral-900 uppercase dark:text-white">Latest News</h2>
        <ul className="mt-1 divide-y divide-neutral-200 dark:divide-neutral-800">
          {latest.map((article) => (
            <CompactItem key={article._id} article={article} timeZone={timeZone} />
          ))}
        </ul>
      </section>

      <section>
        <h2 className="text-sm font-bold tracking-wide text-neutral-900 uppercase dark:text-white">Trending Topics</h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {TRENDING_TOPICS.map((topic) => (
            <li
              key={topic}
              className="rounded-full bg-neutral-100 px-3 py-1 text-sm font-medium text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200"
            >
              #{topic}
            </li>
          ))}
        </ul>
      </section>

      <AdSlot client={adsClient} slot={adSlot} variant="sidebar" />
    </aside>
  );
}
