import { z } from 'zod';

export const ROLES = ['reader', 'author', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export type Permission =
  | 'admin:access'
  | 'articles:create'
  | 'articles:edit-own'
  | 'articles:publish'
  | 'articles:edit-any'
  | 'articles:delete-any'
  | 'scheduler:control'
  | 'messages:manage'
  | 'users:manage';

/** The role table of the accounts issue, enforced by the server on every call. */
const GRANTS: Record<Role, readonly Permission[]> = {
  reader: [],
  author: ['admin:access', 'articles:create', 'articles:edit-own'],
  editor: [
    'admin:access',
    'articles:create',
    'articles:edit-own',
    'articles:publish',
    'articles:edit-any',
    'articles:delete-any',
    'scheduler:control',
    'messages:manage',
  ],
  admin: [
    'admin:access',
    'articles:create',
    'articles:edit-own',
    'articles:publish',
    'articles:edit-any',
    'articles:delete-any',
    'scheduler:control',
    'messages:manage',
    'users:manage',
  ],
};

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role ? GRANTS[role].includes(permission) : false;
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** SPEC §2: the header's Dashboard link is for admins and editors. */
export function showsDashboardLink(role: Role | null | undefined): boolean {
  return role === 'admin' || role === 'editor';
}

export const USERNAME_RULE = 'Usernames are 3-32 characters: letters, digits, dots, underscores and hyphens.';
export const PASSWORD_MIN = 8;
/** argon2 hashes any length; the cap keeps one request from costing much. */
export const PASSWORD_MAX = 256;

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

/** The key two usernames share when they differ only in case. */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

export const loginSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(64),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX),
});

export const registerSchema = z.object({ username: usernameSchema, password: passwordSchema });

/** SPEC §8 texts. */
export const LOGIN_FAILED = 'Invalid username or password';
export const REGISTER_FAILED = 'Registration failed';
export const PASSWORDS_DIFFER = 'Passwords do not match';
export const LAST_ADMIN = 'Cannot delete the only admin user';
