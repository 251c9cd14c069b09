/** Roles, what each may do, and the account texts: no dependencies, safe for the browser bundle. */
export const ROLES = ['reader', 'author', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export type Permission =
  | 'profile:edit'
  | 'admin:access'
  | 'articles:create'
  | 'articles:edit-own'
  | 'articles:publish'
  | 'articles:edit-any'
  | 'articles:delete-any'
  | 'scheduler:control'
  | 'messages:manage'
  | 'newsletter:manage'
  | 'comments:moderate'
  | 'users:manage'
  | 'settings:manage';

/** The role table of the accounts issue, enforced by the server on every call: each role adds to the one below. */
const READER: readonly Permission[] = ['profile:edit'];
const AUTHOR: readonly Permission[] = [...READER, 'admin:access', 'articles:create', 'articles:edit-own'];
const EDITOR: readonly Permission[] = [
  ...AUTHOR,
  'articles:publish',
  'articles:edit-any',
  'articles:delete-any',
  'scheduler:control',
  'messages:manage',
  'newsletter:manage',
  'comments:moderate',
];
const GRANTS: Record<Role, readonly Permission[]> = {
  reader: READER,
  author: AUTHOR,
  editor: EDITOR,
  admin: [...EDITOR, 'users:manage', 'settings:manage'],
};

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role ? GRANTS[role].includes(permission) : false;
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The header's Dashboard link is for admins and editors (docs/product.md, 'Header'). */
export function showsDashboardLink(role: Role | null | undefined): boolean {
  return role === 'admin' || role === 'editor';
}

export const USERNAME_RULE = 'Usernames are 3-32 characters: letters, digits, dots, underscores and hyphens.';
export const PASSWORD_MIN = 8;
/** argon2 hashes any length; the cap keeps one request from costing much. */
export const PASSWORD_MAX = 256;

/** The key two usernames share when they differ only in case. */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

/** Account texts (docs/product.md, 'Accounts: sign-in, sign-up, profile, settings'). */
export const LOGIN_FAILED = 'Invalid username or password';
export const REGISTER_FAILED = 'Registration failed';
export const PASSWORDS_DIFFER = 'Passwords do not match';
export const LAST_ADMIN = 'Cannot delete the only admin user';
