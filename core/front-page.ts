import { z } from './zod';
import { FEATURED_COUNT, HOME_LATEST_LIMIT } from './article';

/**
 * The front page an editor arranges (docs/product.md, 'Front page'): stories pinned to the
 * three Featured slots and to the breaking banner, in the order chosen, each pin with an
 * optional expiry; stories flagged 'Breaking' join the banner until their flag expires. What
 * is not pinned falls back to the newest stories. Used by the home page, the admin screen and
 * the use case; tested once.
 */

/** How many of the newest stories the home page reads: Featured and Latest News, when nothing is pinned. */
export const HOME_NEWEST = FEATURED_COUNT + HOME_LATEST_LIMIT;
/** Headlines the breaking banner shows at most. */
export const BREAKING_COUNT = 5;
export const FRONT_PAGE_SLOTS = ['featured', 'breaking'] as const;
export type FrontPageSlot = (typeof FRONT_PAGE_SLOTS)[number];
/** How many pins each slot holds. */
export const SLOT_SIZE: Record<FrontPageSlot, number> = { featured: FEATURED_COUNT, breaking: BREAKING_COUNT };
export const SLOT_LABELS: Record<FrontPageSlot, string> = {
  featured: 'Featured Stories',
  breaking: 'Breaking banner',
};

/** A 'Breaking' flag lasts this many hours unless the editor says otherwise. */
export const BREAKING_FLAG_HOURS = 6;
/** The longest a 'Breaking' flag may last. */
export const BREAKING_FLAG_MAX_HOURS = 72;

export const PIN_NOT_PUBLISHED = 'Only published stories can be on the front page';
export const PIN_DUPLICATE = 'A story can be pinned once in each place';

/** What the front page's changes answer, and their refusals (the use cases', for the API and the screen alike). */
export const FRONT_PAGE_TEXTS = {
  arranged: 'Front page arranged',
  pinned: (slot: FrontPageSlot) => `Pinned to ${SLOT_LABELS[slot]}`,
  moved: (slot: FrontPageSlot, position: number) => `Moved to position ${position} of ${SLOT_LABELS[slot]}`,
  removed: (slot: FrontPageSlot) => `Removed from ${SLOT_LABELS[slot]}`,
  flagged: (hours: number) => `Flagged as breaking for ${hours} hours`,
  unflagged: 'Breaking flag removed',
  slotFull: (slot: FrontPageSlot) => `${SLOT_LABELS[slot]} holds ${SLOT_SIZE[slot]} pinned stories: remove one first`,
  notPinned: (slot: FrontPageSlot) => `That story is not pinned to ${SLOT_LABELS[slot]}`,
  /** A pin's end that is not a time in the future (`problem` from core/schedule.ts). */
  pinEnd: (problem: string) => `The pin’s end ${problem}`,
} as const;

/** One pin as the API takes it: the story and, optionally, when the pin ends. */
export const pinInput = z.object({
  articleId: z.string().uuid('must be the id of a story'),
  // A `datetime-local` value in the site's time zone or an ISO 8601 time with an offset;
  // the use case reads it (core/schedule.ts) against the time now.
  expiresAt: z.string().trim().max(40).nullish(),
});

const slotInput = (slot: FrontPageSlot) =>
  z
    .array(pinInput)
    .max(SLOT_SIZE[slot], `holds at most ${SLOT_SIZE[slot]} stories`)
    .superRefine((pins, ctx) => {
      const seen = new Set<string>();
      pins.forEach((pin, i) => {
        const id = pin.articleId.toLowerCase();
        if (seen.has(id)) ctx.addIssue({ code: 'custom', message: PIN_DUPLICATE, path: [i, 'articleId'] });
        seen.add(id);
      });
    });

/** The whole arrangement, in order: what `PUT /api/front-page` takes. */
export const frontPageInput = z.object({
  featured: slotInput('featured'),
  breaking: slotInput('breaking'),
});
export type FrontPageInput = z.infer<typeof frontPageInput>;

/** `PUT /api/news/:id/breaking`: how many hours the flag lasts (6 when left out). */
export const breakingFlagInput = z.object({
  hours: z.coerce
    .number()
    .int('must be a whole number of hours')
    .min(1, 'must be at least 1 hour')
    .max(BREAKING_FLAG_MAX_HOURS, `must be at most ${BREAKING_FLAG_MAX_HOURS} hours`)
    .default(BREAKING_FLAG_HOURS),
});

interface Story {
  _id: string;
}

/** A pinned story and when its pin ends (null: until an editor removes it). */
export interface Pinned<T extends Story> {
  article: T;
  expiresAt: string | null;
}

/** A story flagged 'Breaking' and when the flag ends. */
export interface Flagged<T extends Story> {
  article: T;
  until: string;
}

export interface Curation<T extends Story> {
  featured: Pinned<T>[];
  breaking: Pinned<T>[];
  flagged: Flagged<T>[];
}

/**
 * An edition's part of the curation (docs/decisions/009-editions.md): a pin or a flag is on the
 * front page of its story's edition, so each edition's front page is curated by pinning its own
 * stories.
 */
export function curationOf<T extends Story & { edition: string }>(curation: Curation<T>, edition: string): Curation<T> {
  const ours = <P extends { article: T }>(items: P[]) => items.filter((item) => item.article.edition === edition);
  return { featured: ours(curation.featured), breaking: ours(curation.breaking), flagged: ours(curation.flagged) };
}

/** Where a story on the home page came from: the editor's pin or flag, or the newest-first rule. */
export type Placement = 'pinned' | 'flagged' | 'newest';

export interface HomeLists<T extends Story> {
  featured: T[];
  breaking: T[];
  latest: T[];
  /**
   * Why each story is where it is, per place, by id (the admin screen says so): a story may be
   * in Featured as one of the newest and in the banner because it is flagged Breaking.
   */
  placement: Record<FrontPageSlot, Record<string, Placement>>;
}

/** Whether a pin or flag ending at `expiresAt` (null: never) still holds at `now`. */
export const live = (expiresAt: string | null, now: Date) =>
  expiresAt === null || Date.parse(expiresAt) > now.getTime();

/**
 * The home page's lists: Featured is the live pins in order, then the newest stories not
 * pinned; the banner is its live pins, then the flagged stories (the latest flag first), then
 * the newest stories after Featured; Latest News is the newest stories not in Featured. A story
 * is in Featured at most once and in the banner at most once; a pin that has expired is
 * left out at once, before the minute's clean-up removes it.
 */
export function arrangeHome<T extends Story>(curation: Curation<T>, newest: T[], now: Date): HomeLists<T> {
  const placement: Record<FrontPageSlot, Record<string, Placement>> = { featured: {}, breaking: {} };
  const featured: T[] = [];
  const inFeatured = new Set<string>();
  for (const pin of curation.featured) {
    if (featured.length >= FEATURED_COUNT || !live(pin.expiresAt, now) || inFeatured.has(pin.article._id)) continue;
    featured.push(pin.article);
    inFeatured.add(pin.article._id);
    placement.featured[pin.article._id] = 'pinned';
  }
  for (const story of newest) {
    if (featured.length >= FEATURED_COUNT) break;
    if (inFeatured.has(story._id)) continue;
    featured.push(story);
    inFeatured.add(story._id);
    placement.featured[story._id] = 'newest';
  }
  const latest = newest.filter((story) => !inFeatured.has(story._id)).slice(0, HOME_LATEST_LIMIT);

  const breaking: T[] = [];
  const inBanner = new Set<string>();
  const add = (story: T, why: Placement) => {
    if (breaking.length >= BREAKING_COUNT || inBanner.has(story._id)) return;
    breaking.push(story);
    inBanner.add(story._id);
    placement.breaking[story._id] = why;
  };
  for (const pin of curation.breaking) if (live(pin.expiresAt, now)) add(pin.article, 'pinned');
  const flags = [...curation.flagged].filter((flag) => live(flag.until, now));
  flags.sort((a, b) => Date.parse(b.until) - Date.parse(a.until));
  for (const flag of flags) add(flag.article, 'flagged');
  for (const story of latest) add(story, 'newest');
  return { featured, breaking, latest, placement };
}

/** Moves the item at `from` to `to` (both within the list), answering a new list. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** A pin as a new arrangement carries it (`PUT /api/front-page`). */
export interface PinRef {
  articleId: string;
  expiresAt: string | null;
}

/** Whether a pin shows on the home page now: its story published, its end not reached. */
export function pinShown(pin: { article: { status: string }; expiresAt: string | null }, now: Date): boolean {
  return live(pin.expiresAt, now) && pin.article.status === 'published';
}

/**
 * The arrangement as it stands, to change and save again: every pin's story and expiry in
 * order, without the pins that have ended (the minute's clean-up may not have removed them yet)
 * and without stories unpublished since they were pinned (only published stories can be pinned).
 */
export function arrangementOf(
  pins: Record<FrontPageSlot, { article: Story & { status: string }; expiresAt: string | null }[]>,
  now: Date,
): Record<FrontPageSlot, PinRef[]> {
  const refs = (slot: FrontPageSlot) =>
    pins[slot]
      .filter((pin) => pinShown(pin, now))
      .map((pin) => ({ articleId: pin.article._id, expiresAt: pin.expiresAt }));
  return { featured: refs('featured'), breaking: refs('breaking') };
}
