import { describe, expect, it } from 'vitest';
import { HttpError, retryDelay, shouldRetryQuery } from './query';

describe('query retry rules', () => {
  it('never retries 401 or 404', () => {
    expect(shouldRetryQuery(0, new HttpError(401, 'Please sign in'))).toBe(false);
    expect(shouldRetryQuery(0, new HttpError(404, 'Not found'))).toBe(false);
  });

  it('retries other failures at most 3 times', () => {
    const error = new HttpError(503, 'Unavailable');
    expect([0, 1, 2, 3].map((n) => shouldRetryQuery(n, error))).toEqual([true, true, true, false]);
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('doubles the delay from 1 s and caps it at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
