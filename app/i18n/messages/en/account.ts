/** Signing in and up, invitations, passwords, the profile, settings and the account page. */
export const account = {} as const;
