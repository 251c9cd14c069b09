import { z } from './zod';

/**
 * Preview (docs/product.md, 'Preview'): a story shown exactly as readers will see it, before it
 * is out, to staff who may see it and to anyone holding a preview link that has not expired.
 * Texts and rules shared by the editor, the page and the use case.
 */

/** How long a preview link may work: the editor chooses. */
export const PREVIEW_LINK_DAYS = [1, 7] as const;
export type PreviewLinkDays = (typeof PREVIEW_LINK_DAYS)[number];
export const DEFAULT_PREVIEW_LINK_DAYS: PreviewLinkDays = 7;

/** `POST /api/news/:id/preview-link`: `{ days }`, 1 or 7 (7 when left out). */
export const previewLinkInput = z.object({
  days: z.coerce
    .number()
    .refine((n): n is PreviewLinkDays => (PREVIEW_LINK_DAYS as readonly number[]).includes(n), 'must be 1 or 7')
    .default(DEFAULT_PREVIEW_LINK_DAYS),
});

/** The preview page of a story: its id and, for a shared link, the link's token. */
export function previewPath(articleId: string, token?: string): string {
  return token ? `/preview/${articleId}?token=${encodeURIComponent(token)}` : `/preview/${articleId}`;
}

export const PREVIEW_TEXTS = {
  notPublished: 'Preview — not published',
  published: 'Preview — published story',
  signIn: 'Sign in to preview this story, or open the preview link you were sent.',
  expired: 'This preview link has expired. Ask the person who sent it for a new one.',
  revoked: 'This preview link was withdrawn. Ask the person who sent it for a new one.',
  invalid: 'This preview link is not valid: check that it was copied whole, or ask for a new one.',
  notYours: 'You can preview your own stories and published ones.',
} as const;

/** Why the preview page refused, as its error page shows it. */
export type PreviewRefusal = 'sign-in' | 'expired' | 'revoked' | 'invalid';
