/**
 * Author pages (docs/product.md, 'Author pages'): `/author/:username` lists a staff writer's
 * published stories with their name, photo and bio. Used by the pages, the feeds and the
 * profile form.
 */
import { z } from './zod';
import { BIDI_CONTROL_MESSAGE, hasBidiControl } from './text';
import { can, ROLES, type Role } from './roles';
import { TAG_PAGE_SIZE } from './tags';

/** A bio is a few lines: what an author page shows under the name. */
export const BIO_MAX = 500;

/** A username as an address may carry it: the account rule's characters (core/auth.ts). */
const USERNAME_IN_PATH = /^[A-Za-z0-9._-]{3,32}$/;

export interface AuthorNameParts {
  username: string;
  firstName: string | null;
  lastName: string | null;
}

/** How a person is named on bylines and author pages: first and last name, else the username. */
export function personName(person: AuthorNameParts): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || person.username;
}

/** An author page's address. */
export function authorPath(username: string): string {
  return `/author/${encodeURIComponent(username)}`;
}

/** A username from an author page's address, or null when no account could have it. */
export function parseAuthorParam(value: string): string | null {
  return USERNAME_IN_PATH.test(value) ? value : null;
}

/**
 * The profile's bio: plain text up to BIO_MAX characters, line breaks kept (at most one blank
 * line in a row); empty clears it, absent leaves it as it is.
 */
export const bioSchema = z
  .string()
  .transform((v) =>
    v
      .replace(/\r\n?/g, '\n')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
  )
  .pipe(z.string().max(BIO_MAX, `The bio is at most ${BIO_MAX} characters`))
  .refine((v) => !hasBidiControl(v), `The bio ${BIDI_CONTROL_MESSAGE}`)
  .transform((v) => v || null);

/** The roles that write, so have an author page once a story of theirs is published. */
export const WRITER_ROLES: readonly Role[] = ROLES.filter((role) => can(role, 'articles:create'));

/** An author as their page shows them. */
export interface AuthorProfile {
  username: string;
  name: string;
  avatar: string | null;
  bio: string | null;
}

/** Stories an author page shows, 12 a page as the tag and category pages do. */
export const AUTHOR_PAGE_SIZE = TAG_PAGE_SIZE;
