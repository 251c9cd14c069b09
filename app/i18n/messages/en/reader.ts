/** Membership, donations, the newsletter, search and the contact page. */
export const reader = {} as const;
