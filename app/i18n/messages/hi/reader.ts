import type { reader as english } from '../en/reader';

/** Membership, donations, the newsletter, search and the contact page. */
export const reader: Record<keyof typeof english, string> = {};
