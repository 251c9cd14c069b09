import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN } from '../../core/roles';

/**
 * The most used passwords of the published leaks, from zxcvbn-ts's maintained list
 * (about 49,000, of which some 18,000 are long enough to pass the length rule). Only
 * those that could pass it are kept; compared case-insensitively.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  dictionary['passwords-common'].filter((word) => word.length >= PASSWORD_MIN).map((word) => word.toLowerCase()),
);

/** Is this password among the common ones, or the username itself? */
export function isCommonPassword(password: string, username?: string): boolean {
  const lower = password.toLowerCase();
  return COMMON_PASSWORDS.has(lower) || (username !== undefined && lower === username.trim().toLowerCase());
}

/** How many common passwords are refused (for tests and the docs). */
export const COMMON_PASSWORD_COUNT = COMMON_PASSWORDS.size;
