import { describe, expect, it } from 'vitest';
import { formatMs, medians, parseServerTiming } from './bench-timing';

describe('Server-Timing in the bench', () => {
  it('reads db, render and total from a render, and total from a cache hit', () => {
    expect(parseServerTiming('db;dur=12.3, render;dur=20.1, total;dur=35.0')).toEqual({
      db: 12.3,
      render: 20.1,
      total: 35,
    });
    expect(parseServerTiming('cache;desc=hit, total;dur=0.4')).toEqual({ total: 0.4 });
  });

  it('passes over what it does not know, and a missing header', () => {
    expect(parseServerTiming('DB; desc="queries"; dur="4.5" ,  miss, total;dur=abc')).toEqual({ db: 4.5 });
    expect(parseServerTiming(null)).toEqual({});
    expect(parseServerTiming('')).toEqual({});
  });

  it('takes the median of each metric and prints – where there is none', () => {
    const m = medians([{ db: 1, total: 10 }, { db: 3, total: 30 }, { db: 2 }, { db: 4, total: 20, react: 5 }]);
    expect(m).toEqual({ db: 2.5, total: 20, react: 5 });
    expect([formatMs(m.db), formatMs(m.render)]).toEqual(['2.5', '–']);
  });
});
