import { SITE_TEXTS } from './feed-texts';
import { DEFAULT_EDITION, EDITIONS, otherEditions, type Edition } from './editions';
import { z } from './zod';
import {
  breakingTextInput,
  DEFAULT_BREAKING_TEXT,
  DEFAULT_FAQ,
  DEFAULT_NAVIGATION,
  faqInput,
  navigationInput,
  type FaqItem,
  type Navigation,
} from './navigation';
import { BIDI_CONTROL_MESSAGE, hasBidiControl } from './text';
import { LICENCE_NAMES, type RepublishLicence } from './republishing';
import { DEFAULT_PAYWALL, paywallInput, type PaywallSettings } from './access';
import { commentSettingsInput, DEFAULT_COMMENT_SETTINGS, type CommentSettings } from './comments';

/**
 * What an admin sets on /admin/settings: the site's name and words, how to reach
 * the newsroom, social profiles, the legal pages' organisation, logo and icon.
 * Until the first save the environment gives the values (server/config.ts);
 * after it, the database does. Empty text means "not set": pages show nothing for it.
 */
export const SOCIAL_NETWORKS = ['facebook', 'x', 'instagram', 'youtube', 'linkedin'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  x: 'X (Twitter)',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
};

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  url: string;
}

export interface SiteSettings {
  siteName: string;
  /** One sentence under the logo in the footer. */
  tagline: string;
  /** The home page's meta description and the main feed's description. */
  description: string;
  contactEmail: string;
  contactPhone: string;
  /** Postal address, one line per line of the envelope. */
  contactAddress: string;
  contactHours: string;
  social: Record<SocialNetwork, string>;
  /** Who "we" are in the privacy policy, terms, disclaimer and cookie policy; empty = the site name. */
  legalName: string;
  /** Uploaded logo (WebP) and icon (PNG base path), or null for the built-in ones. */
  logo: string | null;
  favicon: string | null;
  /** The header's, 'More' menu's, sidebar's and footer's links (core/navigation.ts). */
  navigation: Navigation;
  /** The Contact page's questions and answers. */
  faq: FaqItem[];
  /** The sidebar's Breaking News box; empty: no box. */
  breakingText: string;
  /** The licence stories free to republish are offered under (core/republishing.ts); empty: none is offered. */
  republishLicence: RepublishLicence | '';
  /** Who may read stories by default, and the meter (core/access.ts). */
  paywall: PaywallSettings;
  /** Who may comment, when threads close, and the moderation rules (core/comments.ts). */
  comments: CommentSettings;
  /**
   * Another edition's name and words for the site (docs/decisions/009-editions.md): empty, its
   * pages have the site's name and the edition's own default words (`siteForEdition`).
   */
  editions: EditionSiteTexts;
}

/** The site's words an edition says its own way. */
export const EDITION_TEXT_FIELDS = ['siteName', 'tagline', 'description', 'breakingText'] as const;
export type EditionTexts = Record<(typeof EDITION_TEXT_FIELDS)[number], string>;
export type EditionSiteTexts = Partial<Record<Edition, EditionTexts>>;

/**
 * The site as an edition's pages name and describe it: the default edition's is the settings'
 * own; another's its settings (`editions`) or, left empty, the site's name and the edition's
 * default words (core/feed-texts.ts). A site without a Breaking News box has none in any edition.
 */
export function siteForEdition<T extends Pick<SiteSettings, 'siteName' | 'tagline' | 'description' | 'breakingText'>>(
  site: T & { editions?: EditionSiteTexts },
  edition: Edition,
): T {
  if (edition === DEFAULT_EDITION) return site;
  const own = site.editions?.[edition];
  const words = SITE_TEXTS[edition];
  const siteName = own?.siteName || site.siteName;
  return {
    ...site,
    siteName,
    tagline: own?.tagline || words.tagline,
    description: own?.description || words.description(siteName),
    breakingText: site.breakingText === '' ? '' : own?.breakingText || words.breakingText,
  };
}

/** What a site has before an admin edits its menus and texts (and what an older saved row lacks). */
export const DEFAULT_SITE_CONTENT: Pick<
  SiteSettings,
  'navigation' | 'faq' | 'breakingText' | 'republishLicence' | 'paywall' | 'comments' | 'editions'
> = {
  navigation: DEFAULT_NAVIGATION,
  faq: [...DEFAULT_FAQ],
  breakingText: DEFAULT_BREAKING_TEXT,
  republishLicence: '',
  paywall: DEFAULT_PAYWALL,
  comments: DEFAULT_COMMENT_SETTINGS,
  editions: {},
};

export const DEFAULT_TAGLINE = SITE_TEXTS.en.tagline;

/** A new site's contact hours (docs/product.md, 'Contact page'); changed on /admin/settings or with CONTACT_HOURS. */
export const DEFAULT_CONTACT_HOURS = 'Mon-Fri 9AM-6PM IST';

export const defaultDescription = SITE_TEXTS.en.description;

const text = (label: string, max: number) => z.string().trim().max(max, `${label} is at most ${max} characters`);
/** A name: text without bidirectional overrides (core/text.ts, `hasBidiControl`). */
const name = (label: string, max: number) =>
  text(label, max).refine((v) => !hasBidiControl(v), `${label} ${BIDI_CONTROL_MESSAGE}`);

const optionalHttpUrl = (label: string) =>
  text(label, 300).refine((v) => v === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), {
    message: `${label} must be a full address starting with https://`,
  });

/** The form's text fields; the logo and icon travel as files beside them. */
export const siteSettingsInput = z.object({
  siteName: name('Site name', 60).pipe(z.string().min(1, 'Site name is required')),
  tagline: text('Tagline', 200),
  description: text('Default description', 300),
  contactEmail: text('Email', 254).refine((v) => v === '' || z.email().safeParse(v).success, {
    message: 'Enter a valid email address',
  }),
  contactPhone: text('Phone', 40).refine((v) => v === '' || /^[+()\d][\d\s().-]{4,}$/.test(v), {
    message: 'Phone may hold digits, spaces, + ( ) . and -',
  }),
  contactAddress: text('Address', 400),
  contactHours: text('Hours', 120),
  social: z.object(
    Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, optionalHttpUrl(SOCIAL_LABELS[n])])) as Record<
      SocialNetwork,
      ReturnType<typeof optionalHttpUrl>
    >,
  ),
  legalName: name('Organisation name', 120),
  // Left out: kept as saved (a form or caller that does not show them does not reset them).
  navigation: navigationInput.optional(),
  faq: faqInput.optional(),
  breakingText: breakingTextInput.optional(),
  republishLicence: z
    .enum(['', ...LICENCE_NAMES], { error: `Choose one of ${LICENCE_NAMES.join(', ')}, or none` })
    .optional(),
  paywall: paywallInput.optional(),
  comments: commentSettingsInput.optional(),
  // Left out, or a field of it: kept as saved.
  editions: z
    .object(
      Object.fromEntries(
        otherEditions(DEFAULT_EDITION).map((edition) => [
          edition,
          z
            .object({
              siteName: name(`${EDITIONS[edition].name}: Site name`, 60),
              tagline: text(`${EDITIONS[edition].name}: Tagline`, 200),
              description: text(`${EDITIONS[edition].name}: Default description`, 300),
              breakingText: breakingTextInput,
            })
            .partial(),
        ]),
      ),
    )
    .partial()
    .optional(),
});
export type SiteSettingsInput = z.infer<typeof siteSettingsInput>;

/** Social profiles that are set, in a fixed order, for the footer and the contact page. */
export function socialLinks(social: Record<SocialNetwork, string>): SocialLink[] {
  return SOCIAL_NETWORKS.flatMap((network) =>
    social[network] ? [{ network, label: SOCIAL_LABELS[network], url: social[network] }] : [],
  );
}

/** The address as lines, blank lines dropped. */
export function addressLines(address: string): string[] {
  return address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A `tel:` link target: the digits and a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The later of two ISO dates (either may be missing): a legal page's 'Last updated'. */
export function laterDate(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return a > b ? a : b;
}
