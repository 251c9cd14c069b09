import { z } from './zod';
import { passwordSchema } from './auth';

/**
 * An account's own e-mail address and its password reset (docs/product.md, 'Forgot password'
 * and 'Profile'): the rules and the words both the pages and the server use.
 */

/** What a mailed account link is for. */
export const ACCOUNT_TOKEN_PURPOSES = ['verify-email', 'reset-password', 'sign-in'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** How long a link to choose a new password works. */
export const RESET_LINK_HOURS = 1;
/** How long an emailed sign-in link works. */
export const SIGN_IN_LINK_MINUTES = 15;
/** How long a link that verifies an address works. */
export const VERIFY_LINK_HOURS = 24;

/** Password-reset requests per client address, and mails per account, in an hour. */
export const FORGOT_PER_ADDRESS = 10;
export const RESET_MAILS_PER_ACCOUNT = 3;
/** Verification links an account may ask for in an hour. */
export const VERIFY_MAILS_PER_ACCOUNT = 5;
/** Newsletter tests an editor may send themselves in an hour. */
export const NEWSLETTER_TESTS_PER_HOUR = 5;
/** Wrong current passwords on 'Change password' before the account must wait (15 minutes). */
export const PASSWORD_GUESSES = 5;

export const forgotSchema = z.object({
  login: z
    .string({ error: 'Enter your username or email address' })
    .trim()
    .min(1, 'Enter your username or email address')
    .max(254, 'That is too long for a username or an email address'),
});

export const accountTokenSchema = z.object({
  token: z.string({ error: 'The link has no token' }).trim().min(1, 'The link has no token').max(200, 'Not a token'),
});

export const resetSchema = accountTokenSchema.extend({ newPassword: passwordSchema });

// ---- Texts (docs/product.md quotes them) ----

/** The answer to 'Forgot password?', the same whether or not an account matched. */
export const FORGOT_ANSWER =
  `If an account matches and has a verified email address, we have sent it a link to choose a new password. ` +
  `The link works for ${RESET_LINK_HOURS} hour. Check your spam folder if it does not arrive in a few minutes.`;
export const FORGOT_LIMITED = 'Too many password reset requests from your network. Please try again later.';
export const RESET_LINK_BAD =
  'This link to choose a new password has expired or was already used. Ask for a new one below.';
export const RESET_LIMITED = 'Too many tries with reset links from your network. Please try again later.';
export const PASSWORD_RESET_DONE = 'Your password was changed, and every session of your account was signed out.';
/** Without SMTP_URL: who can help instead (an admin sets a one-time password on /admin/users). */
export const NO_MAIL_HELP =
  'This site does not send email, so it cannot mail you a link. Ask one of its admins to set a one-time password for ' +
  'your account (they do it under Users in the admin area). You sign in with it once and then choose your own password.';

export const VERIFY_LINK_BAD =
  'This verification link has expired, was already used, or is for an address the account no longer has.';
export const EMAIL_VERIFIED = 'Your email address is verified.';
export const EMAIL_TAKEN = 'This email address is already verified for another account.';
export const VERIFY_LIMITED = 'Too many verification emails for your account. Please try again later.';
export const NO_EMAIL = 'Add an email address to your profile first.';
export const ALREADY_VERIFIED = 'Your email address is verified already.';
export const MAIL_OFF = 'This site does not send email.';
export const EMAIL_UNVERIFIED =
  'Verify your email address first: open the link we mailed you, or send a new one from your profile.';
export const verifySent = (email: string) =>
  `We sent a link to ${email}. Open it within ${VERIFY_LINK_HOURS} hours to verify the address.`;

/** The answer to 'Email me a sign-in link', the same whether or not an account matched. */
export const SIGN_IN_LINK_ANSWER =
  `If an account matches and has a verified email address, we have sent it a link that signs you in. ` +
  `It works once, for ${SIGN_IN_LINK_MINUTES} minutes. Check your spam folder if it does not arrive in a few minutes.`;
export const SIGN_IN_LINK_LIMITED = 'Too many sign-in links asked for from your network. Please try again later.';
export const SIGN_IN_LINK_BAD = 'This sign-in link has expired or was already used. Ask for a new one.';

export const NEWSLETTER_TEST_LIMITED = `You can send ${NEWSLETTER_TESTS_PER_HOUR} tests an hour. Please try again later.`;
export const PASSWORD_GUESSES_LIMITED = 'Too many wrong current passwords. Please wait 15 minutes and try again.';

/** The setup link opened after the site's first admin was made with it (or another). */
export const SETUP_LINK_USED = 'This setup link was already used';
export const SETUP_LINK_USED_BODY = 'The site has its admin account. Sign in with it, or ask its admin for an account.';
/** A setup link from an earlier start: the server printed a new one. */
export const SETUP_LINK_STALE =
  'This setup link is no longer valid. The server printed a new one in its log when it last started.';
