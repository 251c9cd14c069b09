import { describe, expect, it } from 'vitest';
import { ViewDedupe } from './view-dedupe';

describe('ViewDedupe', () => {
  it('does not count the same article twice in a row from one session', () => {
    const dedupe = new ViewDedupe();
    expect(dedupe.shouldCount('s1', 'a')).toBe(true);
    expect(dedupe.shouldCount('s1', 'a')).toBe(false);
    expect(dedupe.shouldCount('s2', 'a')).toBe(true);
    expect(dedupe.shouldCount('s1', 'b')).toBe(true);
    // Coming back after reading another story is a new view.
    expect(dedupe.shouldCount('s1', 'a')).toBe(true);
  });

  it('counts again once the session has gone quiet', () => {
    let now = 0;
    const dedupe = new ViewDedupe(1000, 10, () => now);
    expect(dedupe.shouldCount('s', 'a')).toBe(true);
    now = 999;
    expect(dedupe.shouldCount('s', 'a')).toBe(false);
    now = 2000;
    expect(dedupe.shouldCount('s', 'a')).toBe(true);
  });

  it('forgets the oldest sessions beyond its bound', () => {
    const dedupe = new ViewDedupe(60_000, 2);
    dedupe.shouldCount('s1', 'a');
    dedupe.shouldCount('s2', 'a');
    dedupe.shouldCount('s3', 'a');
    expect(dedupe.shouldCount('s1', 'a')).toBe(true);
    expect(dedupe.shouldCount('s3', 'a')).toBe(false);
  });
});
