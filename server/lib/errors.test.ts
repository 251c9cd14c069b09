import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../core/error-codes';
import { BusyError } from './concurrency';
import { AppError, FieldRefusalError, NotFoundError, RateLimitedError, ValidationError } from './errors';

describe('AppError', () => {
  it('is a plain class: `instanceof` is the language’s own (one copy of the module, tests/build/bundle-boundary.test.ts)', () => {
    expect(Object.hasOwn(AppError, Symbol.hasInstance)).toBe(false);
    const thrown = new ValidationError('Please correct the highlighted fields.', { title: 'Required' });
    expect(thrown instanceof AppError).toBe(true);
    expect(thrown instanceof NotFoundError).toBe(false);
    expect(new AppError(400, 'invalid_input', 'x') instanceof ValidationError).toBe(false);
    expect(new Error('plain') instanceof AppError).toBe(false);
  });

  it('carries the status its code has in core/error-codes.ts', () => {
    const errors: AppError[] = [
      new NotFoundError(),
      new ValidationError('x'),
      new RateLimitedError('x', 5),
      new BusyError(),
      new FieldRefusalError(new AppError(415, 'unsupported_type', 'x'), 'logo'),
    ];
    for (const error of errors) expect(error.status, error.code).toBe(ERROR_CODES[error.code]);
  });
});
