import { describe, expect, it } from 'vitest';
import { Cron } from 'croner';
import {
  CONFIRMED,
  confirmedMessage,
  digestSubject,
  normalizeEmail,
  pickDigest,
  subscribeSchema,
  tokenSchema,
} from './newsletter';

const story = (id: string) => ({ _id: id });

describe('pickDigest', () => {
  it("takes the editors' picks, then the most read, then the newest, each story once", () => {
    const chosen = pickDigest({
      picks: [story('p1'), story('p2')],
      mostRead: [story('m1'), story('p1'), story('m2')],
      newest: [story('n1'), story('m2'), story('n2')],
    });
    expect(chosen.map((s) => s._id)).toEqual(['p1', 'p2', 'm1', 'm2', 'n1', 'n2']);
  });

  it('stops at ten, or at the limit given', () => {
    const many = Array.from({ length: 30 }, (_, i) => story(`n${i}`));
    expect(pickDigest({ picks: [], mostRead: [], newest: many })).toHaveLength(10);
    expect(pickDigest({ picks: [story('p')], mostRead: [], newest: many }, 3).map((s) => s._id)).toEqual([
      'p',
      'n0',
      'n1',
    ]);
  });

  it('never takes a sample story, wherever it is listed (issue 33, finding 5)', () => {
    const sample = (id: string) => ({ _id: id, isSample: true });
    const chosen = pickDigest({
      picks: [sample('s1'), story('p1')],
      mostRead: [sample('s2'), story('m1')],
      newest: [sample('s3'), story('n1'), { _id: 'n2', isSample: false }],
    });
    expect(chosen.map((s) => s._id)).toEqual(['p1', 'm1', 'n1', 'n2']);
  });

  it('is empty when there is nothing to send', () => {
    expect(pickDigest({ picks: [], mostRead: [], newest: [] })).toEqual([]);
  });
});

describe('the subscription rules', () => {
  it('compares addresses without case', () => {
    expect(normalizeEmail('  Asha.Rao@Example.COM ')).toBe('asha.rao@example.com');
  });

  it('takes an address, and names the field for anything else', () => {
    expect(subscribeSchema.parse({ email: ' a@example.com ' })).toEqual({ email: 'a@example.com' });
    for (const email of ['', 'nope', 'a@', `${'x'.repeat(250)}@example.com`, 42]) {
      const parsed = subscribeSchema.safeParse({ email });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['email']);
    }
  });

  it("takes only a link's token shape", () => {
    expect(tokenSchema.safeParse({ token: 'A'.repeat(43) }).success).toBe(true);
    for (const token of ['short', '<script>alert(1)</script>', 'a'.repeat(101), 'has space in it but long enough']) {
      expect(tokenSchema.safeParse({ token }).success).toBe(false);
    }
  });

  it("names the day in the site's time zone", () => {
    // 20:00 UTC on 27 November is already 28 November in India.
    const at = new Date('2026-11-27T20:00:00Z');
    expect(digestSubject('Newsdesk', at, 'Asia/Kolkata')).toBe('Newsdesk morning briefing: Saturday 28 November');
    expect(digestSubject('Newsdesk', at, 'Europe/London')).toBe('Newsdesk morning briefing: Friday 27 November');
  });
});

describe('confirmedMessage (issue 33, finding 19)', () => {
  const zone = 'Asia/Kolkata';
  // The default NEWSLETTER_CRON, 07:00 in SCHEDULER_TZ, as croner works out the next send.
  const nextSend = (now: Date) => new Cron('0 7 * * *', { timezone: zone, paused: true }).nextRun(now);

  it('before 07:00 the first email arrives this morning', () => {
    const now = new Date('2026-11-27T00:30:00Z'); // 06:00 in Kolkata
    expect(confirmedMessage(nextSend(now), now, zone)).toBe(
      `${CONFIRMED} The next newsletter arrives this morning at 07:00.`,
    );
  });

  it('after 07:00, tomorrow', () => {
    const now = new Date('2026-11-27T03:30:00Z'); // 09:00 in Kolkata
    expect(confirmedMessage(nextSend(now), now, zone)).toBe(
      `${CONFIRMED} The next newsletter arrives tomorrow at 07:00.`,
    );
    const lateEvening = new Date('2026-11-27T18:00:00Z'); // 23:30 in Kolkata
    expect(confirmedMessage(nextSend(lateEvening), lateEvening, zone)).toMatch(/arrives tomorrow at 07:00\.$/);
  });

  it('names the day when the next send is further off (a weekday schedule), and the time of a later send', () => {
    const friday = new Date('2026-11-27T03:30:00Z');
    const weekdays = new Cron('0 7 * * 1-5', { timezone: zone, paused: true }).nextRun(
      new Date('2026-11-28T03:30:00Z'),
    );
    expect(confirmedMessage(weekdays, new Date('2026-11-28T03:30:00Z'), zone)).toBe(
      `${CONFIRMED} The next newsletter arrives on Monday 30 November at 07:00.`,
    );
    const evening = new Cron('30 18 * * *', { timezone: zone, paused: true }).nextRun(friday);
    expect(confirmedMessage(evening, friday, zone)).toMatch(/arrives this evening at 18:30\.$/);
  });

  it('without a next send says only that the reader is subscribed', () => {
    expect(confirmedMessage(null, new Date(), zone)).toBe(CONFIRMED);
  });
});
