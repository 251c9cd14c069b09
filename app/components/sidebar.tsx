import { useLocation } from 'react-router';
import type { Teaser } from '../../core/article';
import { CATEGORY_INFO, SIDEBAR_CATEGORIES } from '../../core/categories';
import { AdSlot } from './ad-slot';
import { CategoryIcon } from './category-icon';
import { CompactItem } from './article-card';
import { MostRead, type MostReadTeasers } from './most-read';

export const TRENDING_TOPICS = ['ElectionUpdates', 'ClimateChange', 'TechInnovation', 'SportsHighlights'];

/** Large screens only (docs/product.md, 'Sidebar'). Plain links; the current category is marked `aria-current`. */
export function Sidebar({
  latest,
  mostRead,
  timeZone,
  adsClient,
  adSlot,
}: {
  latest: Teaser[];
  /** Home and article pages: the site's most read stories. */
  mostRead: MostReadTeasers | null;
  timeZone: string;
  adsClient: string | null;
  adSlot: string | null;
}) {
  const { pathname } = useLocation();
  return (
    <aside className="hidden w-72 shrink-0 space-y-8 lg:block" aria-label="Sidebar">
      <nav aria-label="Categories">
        <h2 className="sidebar-heading">Categories</h2>
        <ul className="mt-3 space-y-1">
          {SIDEBAR_CATEGORIES.map((c) => {
            const path = CATEGORY_INFO[c].path;
            return (
              <li key={c}>
                <a href={path} className="sidebar-category" aria-current={pathname === path ? 'page' : undefined}>
                  <CategoryIcon category={c} />
                  {c}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>

      <section className="rounded-xl bg-brand-700 p-5 text-white">
        <h2 className="text-lg font-bold">Breaking News</h2>
        <p className="mt-2 text-sm leading-6">
          Stay updated with the latest breaking news and developments from around the world.
        </p>
      </section>

      <section>
        <h2 className="sidebar-heading">Latest News</h2>
        <ul className="mt-1 divide-y divide-neutral-200 dark:divide-neutral-800">
          {latest.map((article) => (
            <CompactItem key={article._id} article={article} timeZone={timeZone} />
          ))}
        </ul>
      </section>

      {mostRead ? <MostRead lists={mostRead} heading="Most read" /> : null}

      <section>
        <h2 className="sidebar-heading">Trending Topics</h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {TRENDING_TOPICS.map((topic) => (
            <li key={topic} className="sidebar-topic">{`#${topic}`}</li>
          ))}
        </ul>
      </section>

      <AdSlot client={adsClient} slot={adSlot} variant="sidebar" />
    </aside>
  );
}
