import type { z } from 'zod';
import { unacceptableText } from '../../core/text';
import { ValidationError } from './errors';

/** Where a text the edge refuses was found, and why (core/text.ts, `unacceptableText`). */
export interface UnacceptableText {
  /** The field, as a dotted path ('tags.2'); 'input' for a bare string. */
  field: string;
  reason: 'control' | 'surrogate' | 'encoding';
}

/** The first string inside `value` (objects, arrays, nested) that no field may hold, or null. */
export function findUnacceptableText(value: unknown, path: string[] = []): UnacceptableText | null {
  if (typeof value === 'string') {
    const reason = unacceptableText(value);
    return reason ? { field: path.join('.') || 'input', reason } : null;
  }
  const entries = Array.isArray(value)
    ? value.map((item, i) => [String(i), item] as const)
    : value && typeof value === 'object'
      ? Object.entries(value)
      : [];
  for (const [key, item] of entries) {
    const found = findUnacceptableText(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** The 400 for such a text, naming the field. */
export function unacceptableTextError({ field, reason }: UnacceptableText): ValidationError {
  const problem =
    reason === 'control'
      ? 'must not contain control characters (such as NUL)'
      : reason === 'encoding'
        ? 'must be UTF-8 text (it holds bytes that are not)'
        : 'must be valid Unicode text (it holds half of a surrogate pair)';
  return new ValidationError(`${field}: ${problem}`, { [field]: problem });
}

/**
 * Parses with a zod schema; a failure is a 400 naming the first bad field. Text that no field
 * may hold (control characters, NUL among them, or a lone surrogate) is refused here for every
 * schema, before it could reach the database; page forms meet the same rule in server/http.ts.
 */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const unacceptable = findUnacceptableText(value);
  if (unacceptable) throw unacceptableTextError(unacceptable);
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
