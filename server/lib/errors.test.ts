import { describe, expect, it } from 'vitest';
import type * as errors from './errors';
import { AppError, NotFoundError, ValidationError } from './errors';

describe('AppError across copies of the module', () => {
  it('is instanceof the classes of another copy (the page bundle has its own), by its classes’ names', async () => {
    // A second, separate evaluation of the module, as the built pages hold.
    const copyOf = './errors?copy';
    const copy = (await import(/* @vite-ignore */ copyOf)) as typeof errors;
    expect(copy.AppError).not.toBe(AppError);
    const thrown = new copy.ValidationError('Please correct the highlighted fields.', { title: 'Required' });
    expect(thrown instanceof AppError).toBe(true);
    expect(thrown instanceof ValidationError).toBe(true);
    expect(thrown instanceof NotFoundError).toBe(false);
    expect(new NotFoundError() instanceof copy.NotFoundError).toBe(true);
    expect(new AppError(400, 'invalid_input', 'x') instanceof copy.ValidationError).toBe(false);
    expect(new Error('plain') instanceof copy.AppError).toBe(false);
  });
});
