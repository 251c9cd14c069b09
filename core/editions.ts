/**
 * The site's editions (docs/decisions/009-editions.md): a language at an address prefix, with
 * its own message catalogue (app/i18n/) and PostgreSQL's text search configuration for its
 * stories (`search`; the database's `edition_search_config`, migration 0046, names the same).
 * `name` is the language in its own script (the edition switch), `english` as the admin names it.
 * English is at `/`, Hindi's reading pages at `/hi/…`.
 */
export const EDITIONS = {
  en: { code: 'en', locale: 'en-IN', prefix: '', name: 'English', english: 'English', search: 'english' },
  hi: { code: 'hi', locale: 'hi-IN', prefix: '/hi', name: 'हिन्दी', english: 'Hindi', search: 'hindi' },
} as const;

export type Edition = keyof typeof EDITIONS;
export const DEFAULT_EDITION: Edition = 'en';

export function isEdition(value: unknown): value is Edition {
  return typeof value === 'string' && Object.hasOwn(EDITIONS, value);
}

/** A stored edition code as an edition: one this install no longer has reads as the default. */
export function editionCode(value: string): Edition {
  return isEdition(value) ? value : DEFAULT_EDITION;
}

const PREFIXED = (Object.keys(EDITIONS) as Edition[]).filter((edition) => EDITIONS[edition].prefix !== '');

/** The edition an address belongs to, by its prefix (any letter case, as routes match). */
export function editionOf(path: string): Edition {
  const lower = path.toLowerCase();
  return (
    PREFIXED.find((edition) => {
      const prefix = EDITIONS[edition].prefix;
      return lower === prefix || lower.startsWith(`${prefix}/`) || lower.startsWith(`${prefix}?`);
    }) ?? DEFAULT_EDITION
  );
}

/**
 * An address as its edition and the address within it: `/hi/news/x` is Hindi's `/news/x`,
 * `/hi` Hindi's `/`. The rules made for the default edition's paths read the second.
 */
export function splitEdition(path: string): { edition: Edition; path: string } {
  const edition = editionOf(path);
  const rest = path.slice(EDITIONS[edition].prefix.length);
  return { edition, path: rest === '' || rest.startsWith('?') ? `/${rest}` : rest };
}

/**
 * The pages every edition has (app/routes.ts mounts them under each prefix): home, the sections
 * (`/india-news`), stories, tags, people, search, saved stories, the newsletter (its confirmation
 * and unsubscribe pages too: an email's links open in its edition), membership and donations, the site's own pages, and the feeds. The account pages, the admin and the rest are
 * the one site's, whichever edition links to them.
 */
const EDITION_PAGE =
  /^\/(?:[a-z]+-news(?:\/rss\.xml)?|news(?:\/.*)?|tag\/.+|author\/.+|contributor\/.+|search|saved|newsletter(?:\/confirm|\/unsubscribe)?|membership|donate|about|contact|privacy-policy|terms-of-service|disclaimer|cookie-policy|rss\.xml|atom\.xml|feed\.json)?$/;

/** Whether the default edition's page at `path` (a query or hash allowed) has a counterpart in each edition. */
export function isEditionPage(path: string): boolean {
  return EDITION_PAGE.test(path.split(/[?#]/)[0] ?? '');
}

/**
 * An address of the default edition's in `edition` (`/news/x` in Hindi: `/hi/news/x`; `/` is
 * `/hi`). An address no edition has a page of its own for (`/login`, `/admin`, another site's)
 * stays as it is.
 */
export function inEditionPath(path: string, edition: Edition): string {
  const prefix = EDITIONS[edition].prefix;
  if (!prefix || !isEditionPage(path)) return path;
  return path === '/' ? prefix : /^\/[?#]/.test(path) ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/** Whether a site name brings its own article ('The Coastal Ledger'): the catalogue's credit line says no second one. */
export function namesWithArticle(siteName: string): 'yes' | 'no' {
  return /^the\s/i.test(siteName.trim()) ? 'yes' : 'no';
}

/** The editions but `edition`, in their order. */
export function otherEditions(edition: Edition): Edition[] {
  return (Object.keys(EDITIONS) as Edition[]).filter((e) => e !== edition);
}

/** A page's own counterparts in other editions (a story's translations): their addresses. */
export type EditionCounterparts = Partial<Record<Edition, string>>;

/** Pages each edition has at the same place, with the same subject: home, the sections, the site's pages. */
const SAME_PLACE =
  /^\/(?:[a-z]+-news|search|saved|newsletter|membership|donate|about|contact|privacy-policy|terms-of-service|disclaimer|cookie-policy)?$/;

/**
 * Where the edition switch on the page at `pathname` leads in `other`: the page's counterpart
 * there (`counterparts`, a story's translation), the same place for a page every edition has
 * (a section, the site's pages), else that edition's home: a story, a tag or a writer's page
 * in one edition has no counterpart in another of its own.
 */
export function editionSwitchPath(pathname: string, other: Edition, counterparts?: EditionCounterparts): string {
  const found = counterparts?.[other];
  if (found) return found;
  const { path } = splitEdition(pathname);
  return inEditionPath(SAME_PLACE.test(path) ? path : '/', other);
}
