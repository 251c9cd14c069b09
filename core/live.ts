/**
 * Live blogs (docs/product.md, 'Live blogs'): a story whose page lists timestamped entries,
 * newest first, under a pinned entry and a 'Key events' summary, and that tells readers of new
 * entries without a reload while the coverage is live. Shared by the editor, the public page,
 * the browser module and the server; tested once. No dependencies: the live page's browser module
 * imports it (the input's rules, with zod, are in core/live-input.ts).
 */

/** How often an open live page asks for new entries (while its tab is visible). */
export const LIVE_POLL_SECONDS = 15;
/** Entries a live page draws; older ones are behind the page's 'Older updates' link. */
export const LIVE_PAGE_ENTRIES = 100;
/** Entries one poll answers at most (a reader away for long reloads instead). */
export const LIVE_POLL_MAX = 50;
export const LIVE_TITLE_MAX = 200;
/** A live entry's body, as HTML before sanitizing. */
export const LIVE_BODY_MAX = 20_000;

export const LIVE_TEXTS = {
  live: 'Live',
  ended: 'This live coverage has ended',
  keyEvents: 'Key events',
  pinned: 'Pinned',
  keyEvent: 'Key event',
  updated: 'Updated',
  bodyRequired: 'Write the update',
  notLive: 'This story is not a live blog',
  endedRefusal: 'This live coverage has ended: reopen it to add updates',
  notFound: 'Live update not found',
} as const;

/** The button that shows entries that arrived while the reader was reading. */
export function newUpdatesLabel(count: number): string {
  return count === 1 ? '1 new update' : `${count} new updates`;
}

/** A live entry as the API and the pages see it. */
export interface LiveEntry {
  _id: number;
  title: string | null;
  /** Sanitized HTML. */
  body: string;
  image: string | null;
  imageAlt: string | null;
  keyEvent: boolean;
  pinned: boolean;
  author: string;
  /** UTC, ISO 8601. */
  createdAt: string;
  /** When it was last edited (the page says 'Updated'); null if never. */
  editedAt: string | null;
}

/** A live blog's state as its page and feeds use it. */
export interface LiveCoverage {
  /** Newest first. */
  entries: LiveEntry[];
  /** When an editor ended it; null while live. */
  endedAt: string | null;
}

/** `?after=` of a poll: the newest entry id the page has (0: none yet). Null when it is not one. */
export function parseAfter(value: string | null): number | null {
  if (value === null || value === '') return 0;
  if (!/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/**
 * How the page arranges the entries (newest first as given): the newest pinned entry on top
 * (once: it is left out of the stream below), and the key events as a summary of links.
 */
export function arrangeLive<T extends Pick<LiveEntry, '_id' | 'pinned' | 'keyEvent'>>(
  entries: readonly T[],
): { pinned: T | null; keyEvents: T[]; stream: T[] } {
  const pinned = entries.find((e) => e.pinned) ?? null;
  return {
    pinned,
    keyEvents: entries.filter((e) => e.keyEvent),
    stream: entries.filter((e) => e !== pinned),
  };
}

/**
 * How the editor opens a story for a viewer: 'full', every field; 'live', only its Live updates
 * panel. An author gets 'live' for their own live blog once its text is an editor's (published,
 * scheduled or archived): they report from the scene, an editor changes the story.
 */
export type EditorMode = 'full' | 'live';

/** The note over the live-only editor: why the story's fields are not there, and what is. */
export function liveOnlyNote(status: string, ended: boolean): string {
  const why = `This story is ${status}: an editor changes its text.`;
  return ended
    ? `${why} Its live coverage has ended: you can still correct or delete its updates below.`
    : `${why} You can post live updates below.`;
}

/** The admin lists' link to a live-only editor. */
export const liveEditorLinkLabel = (ended: boolean) => (ended ? 'Live updates' : 'Post live updates');

/** The anchor of an entry on the page (key events link to it). */
export const liveEntryAnchor = (id: number) => `update-${id}`;

/** The poll address of a live page at `storyPath` (`/news/<slug>`, `/hi/news/<slug>`: in its edition). */
export const livePollPath = (storyPath: string, after: number) => `${storyPath}/live?after=${after}`;
