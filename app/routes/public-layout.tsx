import { splitEdition } from '../../core/editions';
import { useIntl } from 'react-intl';
import { Outlet, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/public-layout';
import { toTeaser } from '../../core/article';
import { mostReadScope, mostReadTeasers } from '../../core/most-read';
import { DEFAULT_NAVIGATION } from '../../core/navigation';
import { Analytics } from '../components/analytics';
import { ConsentBanner } from '../components/consent-banner';
import { Footer } from '../components/footer';
import { Header } from '../components/header';
import { SaveTexts } from '../components/save-button';
import { Sidebar } from '../components/sidebar';
import { siteTimeZone, type RootData } from '../lib/meta';

const SIDEBAR_LATEST = 5;

/** Pages whose sidebar shows the site's 'Most read' (docs/product.md, 'Most read'). */
function showsMostRead(path: string): boolean {
  return path === '/' || path.startsWith('/news/') || path.startsWith('/preview/');
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { news } = context.queries;
  // The sidebar of the page's edition (docs/decisions/009-editions.md).
  const { edition, path } = splitEdition(url.pathname);
  const mostRead = showsMostRead(path) ? await news.mostRead(mostReadScope('all', edition)) : null;
  return {
    latest: (await news.latest(SIDEBAR_LATEST, edition)).map(toTeaser),
    mostRead: mostRead && mostReadTeasers(mostRead),
    trending: (await news.trendingTags(edition)).map(({ label, slug }) => ({ label, slug })),
  };
}

/** The sidebar's headlines change with article data, not with every click. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;
}

/**
 * Header, page, sidebar and footer of every public page: pure markup, drawn the same on the reading
 * pages (documents, not hydrated) and on the account pages React hydrates. Links from here to reading
 * pages are plain links, full page loads, so no reading page is ever drawn by the client.
 */
export default function PublicLayout({ loaderData, matches }: Route.ComponentProps) {
  const root = useRouteLoaderData<RootData>('root');
  const site = root?.site;
  const intl = useIntl();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-neutral-900 focus:shadow"
      >
        {intl.formatMessage({ id: 'skipLink.text' })}
      </a>
      <ConsentBanner siteName={site?.siteName ?? 'Newsdesk'} asks={Boolean(site?.adsClient || site?.analyticsId)} />
      <Header
        siteName={site?.siteName ?? 'Newsdesk'}
        logo={site?.logo ?? null}
        user={root?.user ?? null}
        navigation={site?.navigation ?? DEFAULT_NAVIGATION}
      />
      <div className="container-page flex gap-10 pt-6">
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <Outlet />
        </main>
        <Sidebar
          latest={loaderData.latest}
          mostRead={loaderData.mostRead}
          trending={loaderData.trending}
          links={site?.navigation.sidebar ?? DEFAULT_NAVIGATION.sidebar}
          breakingText={site?.breakingText ?? ''}
          timeZone={siteTimeZone(matches)}
          adsClient={site?.adsClient ?? null}
          adSlot={site?.adSlots.sidebar ?? null}
        />
      </div>
      <Footer
        siteName={site?.siteName ?? 'Newsdesk'}
        logo={site?.logo ?? null}
        tagline={site?.tagline ?? ''}
        year={root?.year ?? new Date().getFullYear()}
        social={site?.social ?? []}
        cookieChoices={Boolean(site?.adsClient || site?.analyticsId)}
        newsletter={site?.newsletter ?? false}
        payments={site?.payments ?? false}
        links={site?.navigation.footer ?? DEFAULT_NAVIGATION.footer}
      />
      {/* The save island's words, once a page, on pages with Save buttons (their routes' `handle`). */}
      {matches.some((m) => (m?.handle as { saveButtons?: boolean } | undefined)?.saveButtons) ? <SaveTexts /> : null}
      <Analytics id={site?.analyticsId ?? null} />
    </>
  );
}
