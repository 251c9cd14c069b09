import type { z } from 'zod';
import { ValidationError } from './errors';

/** The path of the first string inside `value` that holds a NUL character, or null. */
export function nulPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = nulPath(item, [...path, String(i)]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Parses with a zod schema; a failure is a 400 naming the first bad field. Text with a
 * NUL character is refused here for every schema: PostgreSQL cannot store it.
 */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const nul = nulPath(value);
  if (nul) {
    const field = nul.join('.') || 'input';
    throw new ValidationError(`${field}: must not contain NUL characters`, { [field]: 'Contains a NUL character' });
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || 'input';
    fields[key] ??= issue.message;
  }
  const [first] = result.error.issues;
  const where = first?.path.join('.');
  throw new ValidationError(where ? `${where}: ${first?.message}` : (first?.message ?? 'Invalid input'), fields);
}
