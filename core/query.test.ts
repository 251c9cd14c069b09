import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HttpError, QUERY_DEFAULTS, retryDelay, shouldRetryQuery } from './query';

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

  it('never retries a mutation (POST, PUT, PATCH, DELETE): a repeated create could make two articles', () => {
    expect(QUERY_DEFAULTS.mutations.retry).toBe(0);
  });

  it('leaves the rule to the defaults: no screen sets its own retry', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        return entry.isDirectory() ? files(file) : /\.tsx?$/.test(entry.name) ? [file] : [];
      });
    const setting = files(path.resolve('app')).filter((file) => /\bretry\s*:/.test(readFileSync(file, 'utf8')));
    expect(setting).toEqual([]);
  });
});
