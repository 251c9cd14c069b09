import { useEditionPath, useMenuLink } from '../i18n/paths';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { Teaser } from '../../core/article';
import type { Category } from '../../core/categories';
import { TRENDING_FALLBACK, type MenuLink } from '../../core/navigation';
import { AdSlot } from './ad-slot';
import { CategoryIcon } from './category-icon';
import { CompactItem } from './article-card';
import { MostRead, type MostReadTeasers } from './most-read';
import type { MessageId } from '../i18n/messages/en';

/** The seed's four words (TRENDING_FALLBACK), in the page's language. */
const FALLBACK_TOPICS: Record<(typeof TRENDING_FALLBACK)[number], MessageId> = {
  ElectionUpdates: 'sidebar.fallbackElection',
  ClimateChange: 'sidebar.fallbackClimate',
  TechInnovation: 'sidebar.fallbackTech',
  SportsHighlights: 'sidebar.fallbackSports',
};

/** Large screens only (docs/product.md, 'Sidebar'). Plain links; the current category is marked `aria-current`. */
export function Sidebar({
  latest,
  mostRead,
  trending,
  links,
  breakingText,
  timeZone,
  adsClient,
  adSlot,
}: {
  latest: Teaser[];
  /** Home and article pages: the site's most read stories. */
  mostRead: MostReadTeasers | null;
  /** The tags most used in the last 24 hours (server/news/trending-tags.ts); empty: the seed's four words. */
  trending: { label: string; slug: string }[];
  /** The sidebar's list, as set on /admin/settings. */
  links: MenuLink[];
  /** The Breaking News box's text (/admin/settings); empty: no box. */
  breakingText: string;
  timeZone: string;
  adsClient: string | null;
  adSlot: string | null;
}) {
  const { pathname } = useLocation();
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const topic = (label: string) => intl.formatMessage({ id: 'sidebar.topic' }, { topic: label });
  const menuLink = useMenuLink();
  const local = useEditionPath();
  return (
    <aside className="hidden w-72 shrink-0 space-y-8 lg:block" aria-label={t('sidebar.label')}>
      <nav aria-label={t('sidebar.categories')}>
        <h2 className="sidebar-heading">{t('sidebar.categories')}</h2>
        <ul className="mt-3 space-y-1">
          {links.map((link, i) => {
            const { href: path, label } = menuLink(link);
            return (
              <li key={`${i}-${path}`}>
                <a href={path} className="sidebar-category" aria-current={pathname === path ? 'page' : undefined}>
                  {link.kind === 'category' ? <CategoryIcon category={link.target as Category} /> : null}
                  {label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>

      {breakingText ? (
        <section className="rounded-xl bg-brand-700 p-5 text-white">
          <h2 className="text-lg font-bold">{t('sidebar.breakingNews')}</h2>
          <p className="mt-2 text-sm leading-6 whitespace-pre-line">{breakingText}</p>
        </section>
      ) : null}

      <section>
        <h2 className="sidebar-heading">{t('sidebar.latestNews')}</h2>
        <ul className="mt-1 divide-y divide-neutral-200 dark:divide-neutral-800">
          {latest.map((article) => (
            <CompactItem key={article._id} article={article} timeZone={timeZone} />
          ))}
        </ul>
      </section>

      {mostRead ? <MostRead lists={mostRead} heading={t('sidebar.mostRead')} /> : null}

      <section aria-labelledby="trending-topics">
        <h2 id="trending-topics" className="sidebar-heading">
          {t('sidebar.trendingTopics')}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {trending.length > 0
            ? trending.map((tag) => (
                <li key={tag.slug}>
                  <a
                    href={local(`/tag/${encodeURIComponent(tag.slug)}`)}
                    className="sidebar-topic inline-block hover:underline"
                  >
                    {topic(tag.label)}
                  </a>
                </li>
              ))
            : TRENDING_FALLBACK.map((word) => (
                <li key={word} className="sidebar-topic">
                  {topic(t(FALLBACK_TOPICS[word]))}
                </li>
              ))}
        </ul>
      </section>

      <AdSlot client={adsClient} slot={adSlot} variant="sidebar" />
    </aside>
  );
}
