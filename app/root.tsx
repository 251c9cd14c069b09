import { siteForEdition } from '../core/site-settings';
import { RawIntlProvider } from 'react-intl';
import { editionOf } from '../core/editions';
import { intlFor } from './i18n/intl';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { useEffect } from 'react';
import islandsUrl from 'virtual:islands';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import devanagari400 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import devanagari700 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';
import { BOOT_SCRIPT } from '../core/boot-script';
import { isAppPage } from '../core/page-kinds';
import type { RootData } from './lib/meta';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  // Installable: the name and icons (server/http.ts); the service worker is registered by app/islands/save.ts.
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

export function loader({ context, url }: Route.LoaderArgs): RootData {
  const v = context.viewer;
  // A password an operator's command generated is changed before anything else (`authorize`, server/auth/authorize.ts).
  if (v?.mustChangePassword && !['/settings', '/logout'].includes(url.pathname)) throw redirect('/settings');
  const edition = editionOf(url.pathname);
  return {
    // The site as the page's edition names it (its name, tagline, description, Breaking News box).
    site: siteForEdition(context.config, edition),
    edition,
    islands: islandsUrl,
    ...(context.cspNonce ? { nonce: context.cspNonce } : {}),
    year: new Date().getFullYear(),
    user: v
      ? {
          username: v.username,
          firstName: v.firstName,
          lastName: v.lastName,
          email: v.email,
          avatar: v.avatar,
          role: v.role,
        }
      : null,
  };
}

/** Site settings and the user change only by a form (admin settings, sign-in, sign-out, profile). */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;
}

/** The tab icon: the one uploaded on /admin/settings (PNG, 32 and 180 px), else the built-in SVG. */
function SiteIcon({ favicon }: { favicon: string | null }) {
  if (!favicon) return <link rel="icon" href="/favicon.svg" type="image/svg+xml" />;
  return (
    <>
      <link rel="icon" href={`${favicon}-32.png`} type="image/png" sizes="32x32" />
      <link rel="apple-touch-icon" href={`${favicon}-180.png`} sizes="180x180" />
    </>
  );
}

/**
 * Every page loads the islands module (app/islands/main.ts). Reading pages are documents (every
 * page but the app's, by its address: core/page-kinds.ts): they carry no React runtime, no
 * hydration data and no route modules, and links between them are full page loads served from the
 * page cache. The account pages and the admin area hydrate as well
 * (docs/decisions/005-reading-pages-as-documents.md).
 */
/**
 * The Devanagari faces, asked for at once on Hindi pages (app/app.css has them): without the
 * preload the browser finds them only once the styles are applied to Devanagari text, and the text
 * drawn meanwhile in another face moves when they come (Lighthouse measured a layout shift of 0.13
 * on a story with the body's face left to be found). Both: the story's picture waits a little
 * (its largest paint about 0.4 s later), which moves nothing.
 */
function DevanagariPreload() {
  return (
    <>
      <link rel="preload" href={devanagari400} as="font" type="font/woff2" crossOrigin="anonymous" />
      <link rel="preload" href={devanagari700} as="font" type="font/woff2" crossOrigin="anonymous" />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const { pathname } = useLocation();
  const document = !isAppPage(pathname);
  const islands = data?.islands || islandsUrl;
  // The edition's catalogue and formats for every text of the page (docs/decisions/009-editions.md).
  const edition = editionOf(pathname);
  return (
    <html lang={edition} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#b21818" />
        <script nonce={data?.nonce} dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />
        <Meta />
        <Links />
        {edition === 'hi' ? <DevanagariPreload /> : null}
        <SiteIcon favicon={data?.site.favicon ?? null} />
        {islands ? <script type="module" src={islands} /> : null}
      </head>
      <body className="min-h-screen" data-site={data?.site.siteName}>
        <RawIntlProvider value={intlFor(edition)}>{children}</RawIntlProvider>
        {document ? null : (
          <>
            <ScrollRestoration nonce={data?.nonce} />
            <Scripts nonce={data?.nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  // The pages React hydrates say so once it has (browser tests wait for it: tests/e2e/support/axe.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

/** Last resort, outside the public layout: something failed before any page could draw. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="container-page py-20 text-center">
      <title>{notFound ? '404 - Page Not Found' : 'Something went wrong'}</title>
      <h1 className="font-serif text-3xl font-bold">{notFound ? '404 - Page Not Found' : 'Something went wrong'}</h1>
      <p className="mt-4 text-neutral-600 dark:text-neutral-400">
        {notFound
          ? 'Sorry, the page you’re looking for doesn’t exist.'
          : 'We could not show this page. Please try again in a moment.'}
      </p>
      <p className="mt-8">
        <a className="btn-primary" href="/">
          Go to Homepage
        </a>
      </p>
    </main>
  );
}
