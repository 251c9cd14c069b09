/**
 * Following (docs/product.md, 'Alerts and following'): a reader follows a tag, a section or a
 * writer, named by a topic string ('tag:monsoon', 'section:sports', 'author:asha'). The browser
 * keeps its own list (localStorage) while signed out, joined into the account at sign-in, as saved
 * stories are (core/saved.ts). Plain functions without zod: the follow island imports this module
 * and stays small; the API's rules, with zod, are in core/follows-input.ts.
 */
import { parseStoredList } from './stored-list';
import { FOLLOW_KINDS, FOLLOW_LIMIT, type FollowKind } from './alerts';

export { FOLLOW_KINDS, FOLLOW_LIMIT, type FollowKind };

/** Where the browser keeps its list (localStorage). */
export const FOLLOW_STORE_KEY = 'newsdesk-follows';

export const FOLLOW_LIMIT_MESSAGE = `You can follow up to ${FOLLOW_LIMIT} topics. Unfollow one to follow another.`;

/** 'tag:<slug>', 'section:<section key>', 'author:<username>'. */
export type Topic = `${FollowKind}:${string}`;

/**
 * A followed topic as the browser keeps it and GET /api/follows answers it: enough to list it.
 * `key` is the tag's slug, the section's key ('sports') or the writer's username; `path` the
 * page's address in the default edition (the pages put it in theirs).
 */
export interface FollowItem {
  kind: FollowKind;
  key: string;
  name: string;
  path: string;
}

/**
 * The browser's list, newest first. `user`: the account it mirrors while a reader is signed in
 * (absent: the browser's own list, merged into the next account that signs in).
 */
export interface FollowStore {
  user?: string;
  items: FollowItem[];
}

/** A tag's slug as core/tags.ts makes it: letters and digits of any script, single '-' between. */
const TAG_KEY = /^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*$/u;
const TAG_KEY_MAX = 120;
/** A section's key (core/categories.ts CATEGORY_INFO `key`: 'india', 'ipo'). */
const SECTION_KEY = /^[a-z]{2,20}$/;
/** A username (core/auth.ts's rule). */
const AUTHOR_KEY = /^[A-Za-z0-9._-]{3,32}$/;
const NAME_MAX = 200;

export function isFollowKind(value: unknown): value is FollowKind {
  return typeof value === 'string' && (FOLLOW_KINDS as readonly string[]).includes(value);
}

/** Whether `key` has the shape a topic of `kind` has (the server also checks it names something). */
export function isTopicKey(kind: FollowKind, key: string): boolean {
  if (kind === 'tag') return key.length <= TAG_KEY_MAX && TAG_KEY.test(key);
  if (kind === 'section') return SECTION_KEY.test(key);
  return AUTHOR_KEY.test(key);
}

export function formatTopic(kind: FollowKind, key: string): Topic {
  return `${kind}:${key}`;
}

/** A topic string read back, or null when it is not one. */
export function parseTopic(value: string): { kind: FollowKind; key: string } | null {
  const at = value.indexOf(':');
  if (at < 0) return null;
  const kind = value.slice(0, at);
  const key = value.slice(at + 1);
  return isFollowKind(kind) && isTopicKey(kind, key) ? { kind, key } : null;
}

export function topicOf(item: Pick<FollowItem, 'kind' | 'key'>): Topic {
  return formatTopic(item.kind, item.key);
}

/** The page of a topic in the default edition: `/tag/<slug>`, `/<section>-news`, `/author/<username>`. */
export function topicPath(kind: FollowKind, key: string): string {
  if (kind === 'section') return `/${key}-news`;
  return `/${kind}/${encodeURIComponent(key)}`;
}

function isItem(value: unknown): value is FollowItem {
  const item = value as Partial<FollowItem> | null;
  return (
    !!item &&
    isFollowKind(item.kind) &&
    typeof item.key === 'string' &&
    isTopicKey(item.kind, item.key) &&
    typeof item.name === 'string' &&
    item.name.length > 0 &&
    item.name.length <= NAME_MAX &&
    item.path === topicPath(item.kind, item.key)
  );
}

/** The stored list read back: anything broken or repeated is dropped, and never more than the limit. */
export function parseFollowStore(raw: string | null): FollowStore {
  const store = parseStoredList(raw, isItem, topicOf, FOLLOW_LIMIT);
  return { ...store, items: store.items.map(({ kind, key, name, path }) => ({ kind, key, name, path })) };
}

export function isFollowing(items: readonly FollowItem[], topic: string): boolean {
  return items.some((item) => topicOf(item) === topic);
}

/** The list with `item` first; null when it is full (a topic followed already moves to the top). */
export function withFollow(items: readonly FollowItem[], item: FollowItem): FollowItem[] | null {
  const topic = topicOf(item);
  const rest = items.filter((other) => topicOf(other) !== topic);
  if (rest.length >= FOLLOW_LIMIT) return null;
  return [item, ...rest];
}

export function withoutFollow(items: readonly FollowItem[], topic: string): FollowItem[] {
  return items.filter((item) => topicOf(item) !== topic);
}

/**
 * Merging the browser's list into an account at sign-in: the browser's topics the account does
 * not follow yet, in order, as many as still fit under the limit (the rest are left out).
 */
export function topicsToMerge(account: readonly string[], browser: readonly string[]): string[] {
  const held = new Set(account);
  const fresh = [...new Set(browser)].filter((topic) => !held.has(topic));
  return fresh.slice(0, Math.max(0, FOLLOW_LIMIT - held.size));
}
