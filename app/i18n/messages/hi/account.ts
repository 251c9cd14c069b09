import type { account as english } from '../en/account';

/** Signing in and up, invitations, passwords, the profile, settings and the account page. */
export const account: Record<keyof typeof english, string> = {};
