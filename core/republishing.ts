/**
 * Republishing (docs/product.md, 'Republishing'): a story marked free to republish offers other
 * publications its HTML under the site's licence, with a credit, a link to the original and a
 * counter (a 1×1 image at `/republished/<id>.gif` whose requests say where it was republished).
 */

/** The licences an admin may choose on /admin/settings, and where each is written out. */
export const REPUBLISH_LICENCES = {
  'CC BY 4.0': 'https://creativecommons.org/licenses/by/4.0/',
  'CC BY-ND 4.0': 'https://creativecommons.org/licenses/by-nd/4.0/',
  'CC BY-NC-ND 4.0': 'https://creativecommons.org/licenses/by-nc-nd/4.0/',
} as const;
export type RepublishLicence = keyof typeof REPUBLISH_LICENCES;
export const LICENCE_NAMES = Object.keys(REPUBLISH_LICENCES) as RepublishLicence[];

export function isRepublishLicence(value: unknown): value is RepublishLicence {
  return typeof value === 'string' && value in REPUBLISH_LICENCES;
}

/** The counter's address for a story. */
export const republishCounterPath = (articleId: string) => `/republished/${articleId}.gif`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A site path in stored HTML (`src`, `href`, `srcset` entries) made a full address on `publicUrl`. */
export function absoluteAddresses(html: string, publicUrl: string): string {
  return html
    .replace(/\b(src|href)="\/(?!\/)/g, `$1="${publicUrl}/`)
    .replace(
      /\bsrcset="([^"]*)"/g,
      (_, set: string) => `srcset="${set.replace(/(^|,\s*)\/(?!\/)/g, `$1${publicUrl}/`)}"`,
    );
}

export interface RepublishStory {
  id: string;
  title: string;
  byline: string;
  /** The story's full address: its canonical link and credit. */
  url: string;
  /** Its publication date as readers read it ('29 Nov 2026'). */
  published: string;
  /** Sanitized HTML, as stored. */
  content: string;
}

/**
 * The HTML another site pastes: the canonical link, headline, byline with the site's name and
 * date, the story (its pictures and links full addresses), the credit with the licence, and
 * the counter.
 */
export function republishHtml(
  story: RepublishStory,
  site: { name: string; publicUrl: string },
  licence: RepublishLicence,
): string {
  const url = escapeHtml(story.url);
  return [
    `<link rel="canonical" href="${url}">`,
    `<h1>${escapeHtml(story.title)}</h1>`,
    `<p>By ${escapeHtml(story.byline)}, ${escapeHtml(site.name)} · ${escapeHtml(story.published)}</p>`,
    absoluteAddresses(story.content, site.publicUrl),
    `<p>This story was first published by <a href="${url}">${escapeHtml(site.name)}</a> and is republished under <a href="${REPUBLISH_LICENCES[licence]}">${licence}</a>.</p>`,
    `<img src="${escapeHtml(site.publicUrl)}${republishCounterPath(story.id)}" width="1" height="1" alt="" style="border:0;width:1px;height:1px">`,
  ].join('\n');
}
