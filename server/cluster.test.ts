import { describe, expect, it } from 'vitest';
import { restartDelay } from './cluster';

// The primary and its workers as processes: tests/cluster/workers.test.ts (after the build, on PostgreSQL).
describe('restartDelay', () => {
  it('waits 1 s, then doubles for each crash in a row, up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(restartDelay)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });
});
