import { describe, expect, it } from 'vitest';
import { clockTime, dayHeading, dayOf, relativeTime, untilText } from './relative-time';

const tz = 'Asia/Kolkata';
/** 27 Nov 2026, 18:45 in Kolkata. */
const now = new Date('2026-11-27T13:15:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('relativeTime (docs/product.md, Live blogs)', () => {
  it('under a minute, or a little ahead of this clock: Just now', () => {
    expect(relativeTime(ago(0), now, tz)).toBe('Just now');
    expect(relativeTime(new Date(now.getTime() - 59_999), now, tz)).toBe('Just now');
    expect(relativeTime(new Date(now.getTime() + 30_000), now, tz)).toBe('Just now');
  });

  it('under an hour: minutes, rounded down', () => {
    expect(relativeTime(ago(1), now, tz)).toBe('1 min ago');
    expect(relativeTime(ago(5), now, tz)).toBe('5 min ago');
    expect(relativeTime(new Date(now.getTime() - 59 * 60_000 - 59_000), now, tz)).toBe('59 min ago');
  });

  it('earlier the same day in the site zone: hours', () => {
    expect(relativeTime(ago(60), now, tz)).toBe('1 h ago');
    expect(relativeTime(ago(185), now, tz)).toBe('3 h ago');
    // 00:05 in Kolkata, 18 h 40 min before.
    expect(relativeTime(new Date('2026-11-26T18:35:00Z'), now, tz)).toBe('18 h ago');
  });

  it('the day before: Yesterday with the clock time, even when less than 24 hours ago', () => {
    // 23:50 on the 26th in Kolkata.
    expect(relativeTime(new Date('2026-11-26T18:20:00Z'), now, tz)).toBe('Yesterday, 23:50');
    expect(relativeTime(new Date('2026-11-26T13:10:00Z'), now, tz)).toBe('Yesterday, 18:40');
  });

  it('within the week: the weekday; older: the date', () => {
    expect(relativeTime(new Date('2026-11-24T04:00:00Z'), now, tz)).toBe('Tuesday, 09:30');
    expect(relativeTime(new Date('2026-11-20T13:10:00Z'), now, tz)).toBe('20 Nov, 18:40');
  });

  it('the day boundary is the site zone’s, not UTC’s', () => {
    // 01:00 on the 28th in Kolkata is still the 27th in UTC.
    const after = new Date('2026-11-27T19:30:00Z');
    expect(relativeTime(new Date('2026-11-27T17:00:00Z'), after, tz)).toBe('Yesterday, 22:30');
    expect(relativeTime(new Date('2026-11-27T17:00:00Z'), after, 'UTC')).toBe('2 h ago');
  });
});

describe('absolute forms', () => {
  it('clock time 24-hour, day key and heading in the zone', () => {
    expect(clockTime('2026-11-27T13:10:00Z', tz)).toBe('18:40');
    expect(clockTime('2026-11-26T18:35:00Z', tz)).toBe('00:05');
    expect(dayOf('2026-11-26T18:35:00Z', tz)).toBe('2026-11-27');
    expect(dayHeading('2026-11-27T13:10:00Z', tz)).toBe('Friday 27 November 2026');
  });

  it('untilText: the clock time today, the date too on another day', () => {
    expect(untilText('2026-11-27T15:00:00Z', now, tz)).toBe('until 20:30');
    expect(untilText('2026-11-28T03:00:00Z', now, tz)).toBe('until 28 Nov, 08:30');
  });
});
