/**
 * The site's editions (docs/decisions/009-editions.md): a language at an address prefix, with
 * its own message catalogue (app/i18n/). English is at `/`; Hindi's pages (`/hi/…`) are being
 * built: until they are, every page is English.
 */
export const EDITIONS = {
  en: { code: 'en', locale: 'en-IN', prefix: '', name: 'English' },
  hi: { code: 'hi', locale: 'hi-IN', prefix: '/hi', name: 'हिन्दी' },
} as const;

export type Edition = keyof typeof EDITIONS;
export const DEFAULT_EDITION: Edition = 'en';

/** The edition an address belongs to, by its prefix. */
export function editionOf(path: string): Edition {
  return /^\/hi(?:\/|$)/i.test(path) ? 'hi' : 'en';
}

/** Whether a site name brings its own article ('The Coastal Ledger'): the catalogue's credit line says no second one. */
export function namesWithArticle(siteName: string): 'yes' | 'no' {
  return /^the\s/i.test(siteName.trim()) ? 'yes' : 'no';
}
