import { FeedLink } from '../components/story-list';
import { editionOf } from '../../core/editions';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import type { Route } from './+types/home';
import { toTeaser } from '../../core/article';
import { arrangeHome, HOME_NEWEST } from '../../core/front-page';
import { AdSlot } from '../components/ad-slot';
import { ArticleRow, FeaturedCard } from '../components/article-card';
import { BreakingBanner } from '../components/breaking-banner';
import { intlAt } from '../i18n/intl';
import { pageMeta, rootDataOf, siteTimeZone } from '../lib/meta';

/** Its story cards (or the story) have Save buttons: the layout draws the save island's words. */
export const handle = { saveButtons: true };
export async function loader({ context, url }: Route.LoaderArgs) {
  // What editors pinned and flagged first (/admin/front-page), then the newest stories: Featured
  // Stories, the breaking banner and Latest News, no story twice in Featured and Latest
  // (core/front-page.ts).
  const { queries } = context;
  // The edition's own front page (docs/decisions/009-editions.md): its pins, flags and stories.
  const edition = editionOf(url.pathname);
  const [curation, newest] = await Promise.all([
    queries.frontPage.curation(edition),
    queries.news.latest(HOME_NEWEST, edition),
  ]);
  const home = arrangeHome(curation, newest, queries.clock.now());
  return {
    featured: home.featured.map(toTeaser),
    breaking: home.breaking.map(toTeaser),
    latest: home.latest.map(toTeaser),
  };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const intl = intlAt(location.pathname);
  const siteName = root?.site.siteName ?? 'Newsdesk';
  const publicUrl = root?.site.publicUrl ?? '';
  return pageMeta(root, {
    title: intl.formatMessage({ id: 'home.metaTitle' }, { siteName }),
    // The site's own description (/admin/settings), else core/site-settings.ts defaultDescription in the page's language.
    description: root?.site.description || intl.formatMessage({ id: 'home.defaultDescription' }, { siteName }),
    path: '/',
    alternates: 'every',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: siteName,
        url: `${publicUrl}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: `${publicUrl}/search?q={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'NewsMediaOrganization',
        name: siteName,
        url: `${publicUrl}/`,
        logo: { '@type': 'ImageObject', url: `${publicUrl}/logo.png`, width: 512, height: 512 },
        sameAs: root?.site.social.length ? root.site.social.map((link) => link.url) : undefined,
        publishingPrinciples: `${publicUrl}/about`,
        contactPoint: { '@type': 'ContactPoint', contactType: 'newsroom', url: `${publicUrl}/contact` },
      },
    ],
  });
};

export default function Home({ loaderData, matches }: Route.ComponentProps) {
  const root = rootDataOf(matches);
  const timeZone = siteTimeZone(matches);
  // Boxes between stories only where an ad can load (AdSlot shows nothing otherwise).
  const inlineAds = Boolean(root?.site.adsClient && root.site.adSlots.inline);
  const { featured, breaking, latest } = loaderData;
  const siteName = root?.site.siteName ?? 'Newsdesk';
  const intl = useIntl();
  return (
    <div className="space-y-10">
      <h1 className="sr-only">{intl.formatMessage({ id: 'home.heading' }, { siteName })}</h1>
      <BreakingBanner articles={breaking} />

      {featured.length === 0 ? (
        <section className="rounded-xl border border-neutral-200 p-10 text-center dark:border-neutral-800">
          <h2 className="font-serif text-2xl font-bold">{intl.formatMessage({ id: 'home.noNews' })}</h2>
          <p className="mt-2 text-neutral-700 dark:text-neutral-300">{intl.formatMessage({ id: 'home.checkBack' })}</p>
        </section>
      ) : (
        <section aria-labelledby="featured-heading">
          <h2 id="featured-heading" className="section-title mb-5">
            {intl.formatMessage({ id: 'home.featured' })}
          </h2>
          <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {featured.map((article, i) => (
              <FeaturedCard
                key={article._id}
                article={article}
                timeZone={timeZone}
                priority={i === 0}
                mediaUrl={root?.site.mediaUrl}
              />
            ))}
          </div>
        </section>
      )}

      {latest.length > 0 ? (
        <section aria-labelledby="latest-heading">
          <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4">
            <h2 id="latest-heading" className="section-title">
              {intl.formatMessage({ id: 'home.latest' })}
            </h2>
            {/* The site's feed, as the tag and author pages show theirs. */}
            <p className="text-sm">
              <FeedLink feed="/rss.xml" feedOf={siteName} />
            </p>
          </div>
          <div>
            {latest.map((article, i) => (
              <Fragment key={article._id}>
                <ArticleRow article={article} timeZone={timeZone} mediaUrl={root?.site.mediaUrl} />
                {inlineAds && (i + 1) % 3 === 0 && i + 1 < latest.length ? (
                  <div className="py-4">
                    <AdSlot
                      client={root?.site.adsClient ?? null}
                      slot={root?.site.adSlots.inline ?? null}
                      variant="inline"
                    />
                  </div>
                ) : null}
              </Fragment>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
