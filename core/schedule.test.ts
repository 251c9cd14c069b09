import { describe, expect, it } from 'vitest';
import {
  parseScheduleTime,
  scheduleFieldValue,
  scheduleFor,
  SCHEDULE_TIME_INVALID,
  SCHEDULE_TIME_MISSING_IN_ZONE,
  SCHEDULE_TIME_PAST,
  SCHEDULE_TIME_REQUIRED,
} from './schedule';

const at = (value: string, zone: string) => {
  const time = parseScheduleTime(value, zone);
  return time.ok ? time.at.toISOString() : time.problem;
};

describe('schedule times', () => {
  it('reads the editor field as a wall-clock time in the site time zone', () => {
    expect(at('2026-11-25T09:00', 'Asia/Kolkata')).toBe('2026-11-25T03:30:00.000Z');
    expect(at('2026-11-25T09:00', 'UTC')).toBe('2026-11-25T09:00:00.000Z');
    // Summer and winter in New York: the offset follows the date.
    expect(at('2026-07-01T12:00', 'America/New_York')).toBe('2026-07-01T16:00:00.000Z');
    expect(at('2026-12-01T12:00', 'America/New_York')).toBe('2026-12-01T17:00:00.000Z');
  });

  it('takes an ISO time with its offset as it is, whatever the site zone', () => {
    expect(at('2026-11-25T09:00:00Z', 'Asia/Kolkata')).toBe('2026-11-25T09:00:00.000Z');
    expect(at('2026-11-25T09:00+05:30', 'UTC')).toBe('2026-11-25T03:30:00.000Z');
  });

  it('refuses what is not a time, an impossible date and an hour the clocks skip', () => {
    expect(at('tomorrow', 'UTC')).toBe(SCHEDULE_TIME_INVALID);
    expect(at('2026-04-31T09:00', 'UTC')).toBe(SCHEDULE_TIME_INVALID);
    expect(at('2026-11-25T25:00', 'UTC')).toBe(SCHEDULE_TIME_INVALID);
    // 02:30 on 8 March 2026 does not happen in New York (02:00 → 03:00).
    expect(at('2026-03-08T02:30', 'America/New_York')).toBe(SCHEDULE_TIME_MISSING_IN_ZONE);
  });

  it('shows an instant back in the editor field, in the site zone', () => {
    expect(scheduleFieldValue('2026-11-25T03:30:00.000Z', 'Asia/Kolkata')).toBe('2026-11-25T09:00');
    expect(scheduleFieldValue(new Date('2026-07-01T16:00:00Z'), 'America/New_York')).toBe('2026-07-01T12:00');
  });

  it('schedules only for a time to come', () => {
    const now = new Date('2026-11-25T03:00:00Z');
    expect(scheduleFor(null, 'Asia/Kolkata', now)).toEqual({ ok: false, problem: SCHEDULE_TIME_REQUIRED });
    expect(scheduleFor('2026-11-25T08:00', 'Asia/Kolkata', now)).toEqual({ ok: false, problem: SCHEDULE_TIME_PAST });
    expect(scheduleFor('2026-11-25T08:30', 'Asia/Kolkata', now)).toEqual({ ok: false, problem: SCHEDULE_TIME_PAST });
    expect(scheduleFor('2026-11-25T08:31', 'Asia/Kolkata', now)).toEqual({
      ok: true,
      at: new Date('2026-11-25T03:01:00Z'),
    });
  });
});
