import { DEFAULT_EDITION, EDITIONS, inEditionPath, isEditionPage, splitEdition, type Edition } from './editions.ts';

/**
 * What kind of page each address of the site is: the one list, from which the rules are made
 * (docs/architecture.md, 'Page kinds'):
 *
 * - `document`: a public page, the same for every reader, rendered on the server with its
 *   islands and not hydrated (docs/decisions/005-reading-pages-as-documents.md), kept in the
 *   shared page cache, open to crawlers. Every address not listed below.
 * - `offline`: a document the service worker also keeps for reading offline: the shell (the
 *   offline page, the Saved page, the home page) and each story read or saved.
 * - `private`: a document made for one request (a search's results, a page whose address carries
 *   a token, a story not out yet): never in the shared cache, closed to crawlers.
 * - `app`: a page of the hydrated React app (the admin area and the account pages), made for one
 *   person: never cached, closed to crawlers, never touched by the service worker. The app reaches
 *   any other page by a full page load (app/lib/hand-off.ts).
 * - `api`: the JSON API: never cached, closed to crawlers, never touched by the service worker.
 *
 * The rules made from it: the shared page cache's (`isSharedPage`, server/http/pages.ts), the
 * document rule (`isAppPage`: app/root.tsx hydrates only the app's pages), robots.txt's
 * `Disallow` lines (`closedToCrawlers`) and the service worker's (`serviceWorkerPages`, written
 * into it at build by scripts/service-worker-plugin.ts).
 */
export type PageKind = 'document' | 'offline' | 'private' | 'app' | 'api';

/** The sections of each kind but `document` and `offline`: a section is its path and every path below it. */
export const PAGE_SECTIONS = {
  api: ['/api'],
  app: [
    '/admin',
    '/login',
    '/register',
    '/invite',
    '/logout',
    '/profile',
    '/settings',
    '/forgot-password',
    '/reset-password',
    '/verify-email',
    '/account',
  ],
  private: [
    // Any query's results: a cache key per query that no reader shares.
    '/search',
    // A story not out yet, for staff or a preview link's holder (docs/product.md, 'Preview').
    '/preview',
    // Prices in the reader's own locale (Accept-Language), and what a signed-in reader may buy.
    '/membership',
    '/donate',
    // Their addresses carry a subscriber's token.
    '/newsletter/confirm',
    '/newsletter/unsubscribe',
  ],
} as const satisfies Record<Exclude<PageKind, 'document' | 'offline'>, readonly string[]>;

/** The `offline` documents: the shell, kept when the service worker installs, and the stories. */
export const OFFLINE_PAGES = {
  shell: ['/offline', '/saved', '/'],
  /** A story's page in any edition (`/news/<slug>`, `/hi/news/<slug>`), as a regular expression's source. */
  story: `^(?:${(Object.keys(EDITIONS) as Edition[])
    .map((e) => EDITIONS[e].prefix)
    .filter(Boolean)
    .join('|')})?/news/[^/]+$`,
} as const;

/** A regular expression's source matching the paths of the sections of `kinds`. */
export function sectionsPattern(kinds: readonly (keyof typeof PAGE_SECTIONS)[]): string {
  const paths = kinds.flatMap((kind) => PAGE_SECTIONS[kind].map((path) => path.slice(1)));
  return `^/(?:${paths.join('|')})(?:/|$)`;
}

const SECTIONS = (['api', 'app', 'private'] as const).map((kind) => ({
  kind,
  pattern: new RegExp(sectionsPattern([kind])),
}));
const STORY = new RegExp(OFFLINE_PAGES.story);

/**
 * The kind of the page at `path` (with or without a query or hash), in any letter case, as React
 * Router matches it. The server gives it the path decoded and with `.data` and trailing slashes
 * removed (`pageRouteKey`, server/http/pages.ts).
 */
export function pageKind(path: string): PageKind {
  // An edition's pages are the kinds of the default edition's at the same place (`/hi/search`: private).
  const pathname = splitEdition((path.split(/[?#]/)[0] ?? '').toLowerCase()).path;
  for (const { kind, pattern } of SECTIONS) if (pattern.test(pathname)) return kind;
  const shell: readonly string[] = OFFLINE_PAGES.shell;
  return shell.includes(pathname) || STORY.test(pathname) ? 'offline' : 'document';
}

/** Whether the page at `path` is the same for every reader, so may be kept in the shared page cache. */
export function isSharedPage(path: string): boolean {
  const kind = pageKind(path);
  return kind === 'document' || kind === 'offline';
}

/** Whether `path` (with or without a query or hash) is one of the app's pages, which are hydrated. */
export function isAppPage(path: string): boolean {
  return pageKind(path) === 'app';
}

/** The sections robots.txt closes to crawlers: every kind but the public documents. */
export function closedToCrawlers(): string[] {
  // Each edition's own private pages too (`/hi/search`); the other sections are the one site's.
  const editions = (Object.keys(EDITIONS) as Edition[]).filter((e) => e !== DEFAULT_EDITION);
  const prefixed = editions.flatMap((e) =>
    PAGE_SECTIONS.private.filter((path) => isEditionPage(path)).map((path) => inEditionPath(path, e)),
  );
  return [...PAGE_SECTIONS.api, ...PAGE_SECTIONS.app, ...PAGE_SECTIONS.private, ...prefixed];
}

/** What the service worker is given at build (app/service-worker.ts, `__SW_PAGES__`). */
export interface ServiceWorkerPages {
  /** The paths it leaves to the network alone, never kept and with no offline copy. */
  networkOnly: string;
  /** The pages it keeps at install. */
  shell: readonly string[];
  /** A story's page, kept when read or saved. */
  story: string;
}

export function serviceWorkerPages(): ServiceWorkerPages {
  return { networkOnly: sectionsPattern(['api', 'app']), shell: OFFLINE_PAGES.shell, story: OFFLINE_PAGES.story };
}
