import { describe, expect, it } from 'vitest';
import { ALERT_KINDS, CHOICE_OF, DELIVERY_OF, inQuietHours, parseQuietHours, QUIET_HOURS } from './alerts';

describe('quiet hours', () => {
  it('are 23:00 to 07:00 by default, across midnight', () => {
    expect([22, 23, 0, 3, 6, 7, 12].map((hour) => inQuietHours(hour))).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('may lie within one day, or be off', () => {
    expect([12, 13, 14, 15].map((hour) => inQuietHours(hour, { from: 13, to: 15 }))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(inQuietHours(2, null)).toBe(false);
    expect(inQuietHours(2, { from: 5, to: 5 })).toBe(false);
  });

  it("are read from PUSH_QUIET_HOURS ('23-7', 'off'), refusing anything else", () => {
    expect(parseQuietHours('23-7')).toEqual(QUIET_HOURS);
    expect(parseQuietHours(' 22 - 6 ')).toEqual({ from: 22, to: 6 });
    expect(parseQuietHours('off')).toBeNull();
    expect(parseQuietHours('24-7')).toBeUndefined();
    expect(parseQuietHours('night')).toBeUndefined();
  });
});

describe('alert kinds', () => {
  it('each go to a reader choice, with a TTL and an urgency; breaking news is urgent and short-lived', () => {
    for (const kind of ALERT_KINDS) {
      expect(CHOICE_OF[kind]).toBeTruthy();
      expect(DELIVERY_OF[kind].ttl).toBeGreaterThan(0);
    }
    expect(DELIVERY_OF.breaking.urgency).toBe('high');
    expect(DELIVERY_OF.breaking.ttl).toBeLessThan(DELIVERY_OF.following.ttl);
    expect(DELIVERY_OF.briefing.urgency).toBe('low');
  });
});
