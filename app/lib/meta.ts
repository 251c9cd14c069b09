import { DEFAULT_EDITION, EDITIONS, inEditionPath, type Edition } from '../../core/editions';
import type { MetaDescriptor } from 'react-router';
import type { PublicConfig } from '../../server/config';
import type { Role } from '../../core/roles';
import type { ShareImage } from '../../core/images';
import { META_DESCRIPTION_MAX, metaText } from '../../core/text';
import { DEFAULT_SITE_CONTENT } from '../../core/site-settings';

/** What the header shows of the signed-in user. */
export interface HeaderUser {
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  avatar: string | null;
  role: Role;
}

export interface RootData {
  site: PublicConfig;
  /** The edition of the page's address (core/editions.ts): its language, links and feeds. */
  edition: Edition;
  year: number;
  user: HeaderUser | null;
  /** The address of the islands module (app/islands/main.ts), the same for the server's and the browser's render. */
  islands: string;
  /**
   * This response's Content Security Policy nonce, on pages drawn for one request (signed-in,
   * admin, account pages), for React Router's inline scripts; never on shared cached pages.
   */
  nonce?: string;
}

/** The root loader's data from a route's `matches` (meta functions get no hook). */
export function rootDataOf(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): RootData | undefined {
  return matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
}

/**
 * The site's time zone (SITE_TIMEZONE, server/config.ts) from the root loader's data, for a
 * route's component: the root loader has always run by then, so there is no fallback to guess.
 */
export function siteTimeZone(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  const root = rootDataOf(matches);
  if (!root) throw new Error('siteTimeZone: the root loader data is missing');
  return root.site.timeZone;
}

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. '/india-news'. */
  path: string;
  /** The share card's picture (core/images.ts shareImage); the site's default card when absent. */
  image?: ShareImage | null;
  imageAlt?: string | null;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** Titles for share cards when they differ from the page title. */
  ogTitle?: string | null;
  ogDescription?: string | null;
  twitterTitle?: string | null;
  twitterDescription?: string | null;
  /** Absolute canonical URL that overrides `path` (e.g. an article's original). */
  canonicalUrl?: string | null;
  /**
   * The same page in other editions, for `hreflang` alternates (docs/decisions/009-editions.md):
   * 'every' for a page each edition has at the same place (home, sections, the site's pages),
   * or the addresses of its counterparts (a story's translations), the page's own included.
   * Left out: no alternates (a tag or author page, which each edition fills on its own).
   */
  alternates?: 'every' | Partial<Record<Edition, string>>;
  extra?: MetaDescriptor[];
  jsonLd?: object[];
}

const FALLBACK_SITE: RootData['site'] = {
  siteName: 'Newsdesk',
  publicUrl: '',
  mediaUrl: '',
  timeZone: 'Asia/Kolkata',
  adsClient: null,
  adSlots: { inline: null, sidebar: null },
  analyticsId: null,
  social: [],
  tagline: '',
  description: '',
  contact: { email: '', phone: '', address: [], hours: '' },
  legalName: 'Newsdesk',
  logo: null,
  favicon: null,
  ...DEFAULT_SITE_CONTENT,
  legalUpdatedAt: null,
  newsletter: false,
  payments: false,
};

/** Title, description (cut at 160), canonical, Open Graph and Twitter tags for a page. */
export function pageMeta(root: RootData | undefined, page: PageMeta): MetaDescriptor[] {
  const site = root?.site ?? FALLBACK_SITE;
  const edition = root?.edition ?? DEFAULT_EDITION;
  const title = page.path === '/' ? page.title : `${page.title} | ${site.siteName}`;
  const description = metaText(page.description, META_DESCRIPTION_MAX);
  // `path` is the page's place in any edition ('/india-news'); its address is in the page's edition.
  const url = `${site.publicUrl}${inEditionPath(page.path, edition)}`;
  const canonical = page.canonicalUrl || url;
  const image: ShareImage = page.image ?? {
    url: `${site.publicUrl}/og-default.png`,
    width: 1200,
    height: 630,
    type: 'image/png',
  };
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:site_name', content: site.siteName },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.ogTitle || page.title },
    { property: 'og:description', content: metaText(page.ogDescription || description) },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: ogLocale(edition) },
    ...editionLinks(site.publicUrl, edition, page),
    { property: 'og:image', content: image.url },
    ...(image.type ? [{ property: 'og:image:type', content: image.type }] : []),
    ...(image.width && image.height
      ? [
          { property: 'og:image:width', content: String(image.width) },
          { property: 'og:image:height', content: String(image.height) },
        ]
      : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: page.twitterTitle || page.ogTitle || page.title },
    { name: 'twitter:description', content: metaText(page.twitterDescription || page.ogDescription || description) },
    { name: 'twitter:image', content: image.url },
  ];
  if (page.imageAlt) {
    meta.push({ property: 'og:image:alt', content: page.imageAlt });
    meta.push({ name: 'twitter:image:alt', content: page.imageAlt });
  }
  if (page.noindex) meta.push({ name: 'robots', content: 'noindex, nofollow' });
  for (const item of page.jsonLd ?? []) meta.push({ 'script:ld+json': item });
  return [...meta, ...(page.extra ?? [])];
}

/** Open Graph's form of a locale: `hi_IN`. */
function ogLocale(edition: Edition): string {
  return EDITIONS[edition].locale.replace('-', '_');
}

/**
 * The page's counterparts in the other editions (`hreflang`, reciprocal, with `x-default` the
 * default edition's), their `og:locale:alternate`, and the edition's feeds for feed readers.
 */
function editionLinks(publicUrl: string, edition: Edition, page: PageMeta): MetaDescriptor[] {
  const all = Object.keys(EDITIONS) as Edition[];
  const counterparts: Partial<Record<Edition, string>> =
    page.alternates === 'every'
      ? Object.fromEntries(all.map((e) => [e, inEditionPath(page.path, e)]))
      : (page.alternates ?? {});
  const linked = all.filter((e) => counterparts[e] !== undefined);
  const alternates: MetaDescriptor[] =
    linked.length > 1
      ? [
          ...linked.map((e) => ({
            tagName: 'link',
            rel: 'alternate',
            hrefLang: EDITIONS[e].code,
            href: `${publicUrl}${counterparts[e]}`,
          })),
          ...(counterparts[DEFAULT_EDITION] !== undefined
            ? [
                {
                  tagName: 'link',
                  rel: 'alternate',
                  hrefLang: 'x-default',
                  href: `${publicUrl}${counterparts[DEFAULT_EDITION]}`,
                },
              ]
            : []),
          ...linked
            .filter((e) => e !== edition)
            .map((e) => ({ property: 'og:locale:alternate', content: ogLocale(e) })),
        ]
      : [];
  const feeds = inEditionPath('/', edition).replace(/\/$/, '');
  return [
    ...alternates,
    { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: 'RSS', href: `${feeds}/rss.xml` },
    { tagName: 'link', rel: 'alternate', type: 'application/atom+xml', title: 'Atom', href: `${feeds}/atom.xml` },
  ];
}

/** A breadcrumb trail's JSON-LD; its paths are places in any edition, given the page's (`edition`). */
export function breadcrumbJsonLd(
  publicUrl: string,
  items: { name: string; path: string }[],
  edition: Edition = DEFAULT_EDITION,
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: `${publicUrl}${inEditionPath(item.path, edition)}`,
    })),
  };
}

/** An admin page's title; admin pages are never indexed. */
export function adminMeta(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
  page?: string,
): MetaDescriptor[] {
  const site = rootDataOf(matches)?.site.siteName ?? 'Newsdesk';
  return [
    { title: page ? `${page} | ${site} Admin` : `Admin | ${site}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}
