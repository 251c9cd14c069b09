import { expect, it } from 'vitest';
import { isForeignKeyViolation, isUniqueViolation } from './errors';

it('reads the SQLSTATE from the driver error or from the wrapper that carries it', () => {
  expect(isUniqueViolation({ code: '23505' })).toBe(true);
  expect(isUniqueViolation(new Error('wrapped', { cause: { code: '23505' } }))).toBe(true);
  expect(isForeignKeyViolation(new Error('wrapped', { cause: { code: '23503' } }))).toBe(true);
  expect(isUniqueViolation({ code: '23503' })).toBe(false);
  expect(isUniqueViolation(null)).toBe(false);
  expect(isUniqueViolation(new Error('plain'))).toBe(false);
});
