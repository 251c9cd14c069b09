import { z } from './zod';
import { BIDI_CONTROL_MESSAGE, hasBidiControl } from './text';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_RULE } from './roles';
import { bioSchema } from './authors';

export * from './roles';

/** Validation schemas for accounts (server side; the browser uses HTML attributes). */
/**
 * ASCII letters only: look-alike letters from other scripts ('аdmin' with a
 * Cyrillic а) cannot pass for another account.
 */
export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .regex(/^[A-Za-z0-9._-]{3,32}$/, USERNAME_RULE);

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const loginSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(64),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX),
});

export const registerSchema = z.object({ username: usernameSchema, password: passwordSchema });

const optionalName = z
  .string()
  .trim()
  .max(60, 'Names are at most 60 characters')
  .refine((v) => !hasBidiControl(v), `Names ${BIDI_CONTROL_MESSAGE}`)
  .transform((v) => v || null);

export const profileSchema = z.object({
  firstName: optionalName,
  lastName: optionalName,
  email: z
    .string()
    .trim()
    .max(254, 'Email is too long')
    .transform((v) => v || null)
    .pipe(z.email('Enter a valid email address').nullable()),
  /** Shown on the author page (core/authors.ts); absent leaves it unchanged. */
  bio: bioSchema.optional(),
});
export type ProfileInput = z.infer<typeof profileSchema>;

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(PASSWORD_MAX),
  newPassword: passwordSchema,
});
