/**
 * Bylines (docs/product.md, 'Bylines and contributors'): a story names its writers in order
 * ('By Asha Rao and Vikram Sen') and those who reported for it ('With reporting by …'). Each is a
 * staff writer (an account) or a guest contributor (no account: a name, a bio and a photo an
 * editor keeps). Used by the editor, the pages and the server's checks.
 */
import { z } from './zod';
import { bioSchema } from './authors';
import { BIDI_CONTROL_MESSAGE, hasBidiControl } from './text';
import { isPlausibleSlug, slugify } from './slug';

/** 'author': in the byline; 'reporting': in the 'With reporting by' line under it. */
export const BYLINE_ROLES = ['author', 'reporting'] as const;
export type BylineRole = (typeof BYLINE_ROLES)[number];

/** More names than any story credits; a list past it is refused. */
export const MAX_BYLINES = 10;

/** A guest contributor's name, as a byline shows it. */
export const CONTRIBUTOR_NAME_MAX = 80;

/** A person as a story credits them. */
export interface Byline {
  name: string;
  role: BylineRole;
  /** Their page: an author page, a contributor page; null where there is none (a fetched story's byline). */
  path: string | null;
  /** A guest contributor rather than a staff account. */
  guest: boolean;
}

/** A name on the byline as the editor sends it: exactly one of an account or a guest contributor. */
export const bylineInputSchema = z
  .object({
    user: z.uuid('must be an account id').optional(),
    contributor: z.uuid('must be a contributor id').optional(),
    role: z.enum(BYLINE_ROLES, { message: 'must be author or reporting' }).default('author'),
  })
  .strict()
  .refine((b) => (b.user === undefined) !== (b.contributor === undefined), 'names one account or one contributor');
export type BylineInput = z.infer<typeof bylineInputSchema>;

/** A story's whole list, in order; the same person twice is refused. */
export const bylinesInputSchema = z
  .array(bylineInputSchema)
  .max(MAX_BYLINES, `at most ${MAX_BYLINES} names`)
  .refine((list) => new Set(list.map((b) => b.user ?? b.contributor)).size === list.length, 'names each person once');

/** 'A', 'A and B', 'A, B and C'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The byline's names as one text ('Asha Rao and Vikram Sen'), or null when nobody is in it. */
export function bylineText(bylines: readonly Pick<Byline, 'name' | 'role'>[]): string | null {
  const names = bylines.filter((b) => b.role === 'author').map((b) => b.name);
  return names.length ? joinNames(names) : null;
}

/** Those who reported for the story, in order. */
export function reporters<T extends Pick<Byline, 'role'>>(bylines: readonly T[]): T[] {
  return bylines.filter((b) => b.role === 'reporting');
}

/** A guest contributor's page. */
export function contributorPath(slug: string): string {
  return `/contributor/${encodeURIComponent(slug)}`;
}

/** A contributor page's slug from its address, or null when none could have it. */
export function parseContributorParam(value: string): string | null {
  return isPlausibleSlug(value) ? value : null;
}

/** The slug a new contributor's page gets from their name ('contributor' when it has no letters). */
export function contributorSlug(name: string): string {
  return slugify(name) || 'contributor';
}

/** What an editor writes about a guest contributor. */
export const contributorInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter their name')
    .max(CONTRIBUTOR_NAME_MAX, `The name is at most ${CONTRIBUTOR_NAME_MAX} characters`)
    .refine((v) => !hasBidiControl(v), `The name ${BIDI_CONTROL_MESSAGE}`),
  bio: bioSchema.nullish().transform((v) => v ?? null),
});
export type ContributorInput = z.infer<typeof contributorInputSchema>;

/** A guest contributor as the admin lists them. */
export interface Contributor {
  _id: string;
  slug: string;
  name: string;
  bio: string | null;
  avatar: string | null;
  /** Stories that credit them, any status. */
  stories: number;
  createdAt: string;
}

/** A person the editor may put on a byline. */
export interface BylineChoice {
  /** `user:<id>` or `contributor:<id>`. */
  key: string;
  name: string;
  guest: boolean;
}

/** A name on a story's byline as the editor edits it: who (their key), their name, and their role. */
export interface BylineEntry extends BylineChoice {
  role: BylineRole;
}

/** A byline entry's key in the editor's list. */
export function bylineKey(input: Pick<BylineInput, 'user' | 'contributor'>): string {
  return input.user ? `user:${input.user}` : `contributor:${input.contributor}`;
}

/** The entry a key names, in the role given. */
export function bylineFromKey(key: string, role: BylineRole): BylineInput | null {
  const [kind, id] = key.split(':');
  if (!id) return null;
  if (kind === 'user') return { user: id, role };
  if (kind === 'contributor') return { contributor: id, role };
  return null;
}
