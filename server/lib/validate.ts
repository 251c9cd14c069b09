import type { z } from 'zod';
import { ValidationError } from './errors';

/** Parses with a zod schema; a failure is a 400 naming the first bad field. */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
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
