import { z } from './zod';
import { BIDI_CONTROL_MESSAGE, hasBidiControl } from './text';
import { passwordSchema, usernameSchema } from './auth';
import { ROLES } from './roles';

/**
 * Staff made by an admin on /admin/users (docs/product.md, 'Admin: users'): invited by e-mail,
 * added with a one-time password, or given a new one-time password.
 */

/** The roles an invitation may carry: staff only (a reader signs up on their own). */
export const STAFF_ROLES = ['author', 'editor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How long an invitation's link works. */
export const INVITE_DAYS = 7;

const email = z
  .string({ error: 'Email address is required' })
  .trim()
  .min(1, 'Email address is required')
  .max(254, 'Email address is too long')
  .pipe(z.email('Enter a valid email address'));

const displayName = z
  .string()
  .trim()
  .max(120, 'The display name is at most 120 characters')
  .refine((v) => !hasBidiControl(v), `The display name ${BIDI_CONTROL_MESSAGE}`)
  .optional()
  .transform((v) => v || null);

export const inviteSchema = z.object({
  email,
  role: z.enum(STAFF_ROLES, { error: `role must be one of ${STAFF_ROLES.join(', ')}` }),
});
export type InviteInput = z.infer<typeof inviteSchema>;

/** What the invited person types: the same rules as sign-up, and a display name if they like. */
export const acceptInviteSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  displayName,
});
export type AcceptInviteInput = z.infer<typeof acceptInviteSchema>;

/** 'Add user': any role, an address if the admin knows it; the password is made by the server. */
export const addUserSchema = z.object({
  username: usernameSchema,
  displayName,
  role: z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}` }),
  email: z
    .string()
    .trim()
    .max(254, 'Email address is too long')
    .optional()
    .transform((v) => v || null)
    .pipe(z.email('Enter a valid email address').nullable()),
});
export type AddUserInput = z.infer<typeof addUserSchema>;

export const inviteTokenSchema = z
  .string({ error: 'The link is incomplete' })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'The link is incomplete');

/**
 * A display name kept as the profile's first and last name: the first word, then the rest
 * ('Asha K. Menon' → 'Asha', 'K. Menon'), so the byline (first and last joined) reads as typed.
 */
export function splitDisplayName(name: string | null): { firstName: string | null; lastName: string | null } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: null, lastName: null };
  const [first, ...rest] = words;
  // The profile keeps up to 60 characters a part.
  return { firstName: first!.slice(0, 60), lastName: rest.length ? rest.join(' ').slice(0, 60) : null };
}

/** Where an invitation stands, as /admin/users shows it. */
export type InvitationState = 'pending' | 'expired';

/** Texts of the invitation pages and the users screen (docs/product.md, 'Admin: users'). */
export const INVITE_LINK_BAD =
  'This invitation link is not valid: it was used already, withdrawn, or mistyped. Ask an admin of the site for a new one.';
export const INVITE_LINK_EXPIRED = 'This invitation has expired. Ask an admin of the site to send it again.';
export const INVITE_SENT = (address: string) => `Invitation sent to ${address}.`;
export const INVITE_MADE_NO_MAIL = (address: string) =>
  `Invitation made for ${address}. Mail is off on this site: copy the link below and give it to them yourself.`;
export const INVITE_REVOKED = 'Invitation withdrawn. Its link no longer works.';
export const MAIL_OFF =
  'Mail is off on this site (no SMTP_URL), so invitations are not e-mailed: you get the link to pass on yourself, shown once.';
export const ONE_TIME_SHOWN_ONCE =
  'Shown once: give it to them privately. They must choose their own password when they first sign in.';
