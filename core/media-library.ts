import { z } from './zod';

/**
 * The media library's rules and texts (docs/product.md, 'Pictures and the media library'),
 * shared by the editor, the library screen and the server.
 */

/** What a picture says about itself, written once for every story that shows it. */
export interface MediaDetails {
  /** What the picture shows, for readers who cannot see it. */
  alt: string;
  /** Alt text left empty on purpose: the picture adds nothing the text does not say. */
  decorative: boolean;
  caption: string;
  /** Who made it: 'Photo: A. Rao / Newsdesk'. */
  credit: string;
}

export const ALT_MAX = 300;
export const CAPTION_MAX = 500;
export const CREDIT_MAX = 200;

/** A picture's description as the library's form and PATCH /api/media/:id take it (every field optional). */
export const mediaDetailsSchema = z
  .object({
    alt: z.string().max(ALT_MAX, `Alt text is at most ${ALT_MAX} characters`),
    decorative: z.boolean({ error: 'decorative must be true or false' }),
    caption: z.string().max(CAPTION_MAX, `A caption is at most ${CAPTION_MAX} characters`),
    credit: z.string().max(CREDIT_MAX, `A credit is at most ${CREDIT_MAX} characters`),
  })
  .partial();

/** GET /api/media's query: a page of the library, newest first. */
export const mediaListQuery = z.object({
  page: z.coerce.number().int('must be a whole number').min(1).max(100_000).default(1),
  limit: z.coerce.number().int('must be a whole number').min(1).max(100).default(24),
  q: z.string().max(200).optional(),
  /** `unused=1`: only pictures no story shows. */
  unused: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});

/** How long a picture no story shows is kept before the bulk clean-up may remove it. */
export const UNUSED_DAYS = 30;

/** Does a picture need describing before a story showing it goes out? */
export function needsAlt(details: Pick<MediaDetails, 'alt' | 'decorative'>): boolean {
  return !details.decorative && details.alt.trim() === '';
}

export const ALT_REQUIRED =
  'Describe every picture in the story for readers who cannot see it (alt text), or mark it decorative, before it goes out';

/** 'Refused: used by …': the stories named, at most three and a count. */
export function usedByText(titles: readonly string[], total = titles.length): string {
  const named = titles.slice(0, 3).map((title) => `“${title}”`);
  const more = total - named.length;
  const list =
    more > 0
      ? `${named.join(', ')} and ${more} more`
      : named.length > 1
        ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`
        : (named[0] ?? '');
  return `This picture is used by ${list}. Take it out of ${total === 1 ? 'that story' : 'those stories'} first.`;
}

/** A size in bytes as people read it: '830 KB', '2.4 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The media library screen's address for a page of a search. */
export function mediaLibraryHref(query: { q?: string; unused?: boolean; page?: number }): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.unused) params.set('unused', '1');
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `/admin/media?${search}` : '/admin/media';
}
