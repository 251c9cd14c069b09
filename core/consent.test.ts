import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL,
  CONSENT_MAX_AGE,
  consentCookie,
  parseConsent,
  REJECT_ALL,
  serializeConsent,
  THIRD_PARTY_COOKIES,
  withdrawn,
} from './consent';

describe('consent cookie', () => {
  it('round-trips every choice', () => {
    for (const consent of [ACCEPT_ALL, REJECT_ALL, { analytics: true, advertising: false }]) {
      expect(parseConsent(`theme=dark; nd_consent=${serializeConsent(consent)}; other=1`)).toEqual(consent);
    }
  });

  it('has no choice without the cookie, with an older version, or with a tampered value', () => {
    expect(parseConsent('')).toBeNull();
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent('nd_consent=v0.analytics-1.ads-1')).toBeNull();
    expect(parseConsent('nd_consent=v1.analytics-2.ads-1')).toBeNull();
    expect(parseConsent('xnd_consent=v1.analytics-1.ads-1')).toBeNull();
    expect(parseConsent('nd_consent=v1.analytics-1.ads-1x')).toBeNull();
  });

  it('is kept for a year, site-wide, and Secure on https', () => {
    expect(CONSENT_MAX_AGE).toBe(31_536_000);
    expect(consentCookie(REJECT_ALL, false)).toBe(
      'nd_consent=v1.analytics-0.ads-0; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(consentCookie(ACCEPT_ALL, true)).toMatch(/; Secure$/);
  });

  it('names what was withdrawn, and only that', () => {
    expect(withdrawn(null, REJECT_ALL)).toEqual([]);
    expect(withdrawn(ACCEPT_ALL, { analytics: true, advertising: false })).toEqual(['advertising']);
    expect(withdrawn(REJECT_ALL, ACCEPT_ALL)).toEqual([]);
    expect(withdrawn(ACCEPT_ALL, REJECT_ALL)).toEqual(['analytics', 'advertising']);
  });

  it('knows the cookies the analytics and advertising scripts leave behind', () => {
    expect(['_ga', '_ga_ABC123', '_gid'].every((name) => THIRD_PARTY_COOKIES.analytics.test(name))).toBe(true);
    expect(THIRD_PARTY_COOKIES.analytics.test('nd_session')).toBe(false);
    expect(THIRD_PARTY_COOKIES.advertising.test('__gads')).toBe(true);
    expect(THIRD_PARTY_COOKIES.advertising.test('nd_consent')).toBe(false);
  });
});
