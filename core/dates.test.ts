import { describe, expect, it } from 'vitest';
import { addDays, dayKey, daysEndingOn, formatDate, formatDay } from './dates';

describe('dates', () => {
  it('keeps days in the site time zone, not the server clock', () => {
    // 20:00 UTC is already the next day in India (UTC+5:30).
    const at = new Date('2026-11-21T20:00:00Z');
    expect(dayKey(at, 'Asia/Kolkata')).toBe('2026-11-22');
    expect(dayKey(at, 'UTC')).toBe('2026-11-21');
    expect(dayKey(at, 'America/New_York')).toBe('2026-11-21');
  });

  it('steps across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('lists the last N days oldest first', () => {
    expect(daysEndingOn('2026-11-02', 3)).toEqual(['2026-10-31', '2026-11-01', '2026-11-02']);
    expect(daysEndingOn('2026-11-02', 30)).toHaveLength(30);
  });

  it('formats dates for readers', () => {
    expect(formatDay('2026-11-02')).toBe('2 Nov');
    expect(formatDate('2026-11-22T01:00:00Z', 'Asia/Kolkata')).toBe('22 Nov 2026');
  });
});
