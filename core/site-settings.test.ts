import { describe, expect, it } from 'vitest';
import { addressLines, laterDate, siteSettingsInput, socialLinks, telHref } from './site-settings';

const valid = {
  siteName: 'The Daily Ledger',
  tagline: '',
  description: '',
  contactEmail: '',
  contactPhone: '',
  contactAddress: '',
  contactHours: '',
  social: { facebook: '', x: '', instagram: '', youtube: '', linkedin: '' },
  legalName: '',
};

const issues = (input: unknown) => {
  const result = siteSettingsInput.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('siteSettingsInput', () => {
  it('accepts a site name alone: every other detail may stay empty', () => {
    expect(issues(valid)).toEqual({});
  });

  it('trims, and names the field of each mistake', () => {
    expect(siteSettingsInput.parse({ ...valid, siteName: '  Ledger  ' }).siteName).toBe('Ledger');
    expect(
      issues({
        ...valid,
        siteName: '   ',
        contactEmail: 'not-an-email',
        contactPhone: 'call us',
        social: { ...valid.social, x: 'javascript:alert(1)', facebook: 'facebook.com/page' },
        tagline: 'x'.repeat(201),
      }),
    ).toEqual({
      siteName: 'Site name is required',
      contactEmail: 'Enter a valid email address',
      contactPhone: 'Phone may hold digits, spaces, + ( ) . and -',
      'social.x': 'X (Twitter) must be a full address starting with https://',
      'social.facebook': 'Facebook must be a full address starting with https://',
      tagline: 'Tagline is at most 200 characters',
    });
  });

  it('takes real phone numbers and profile addresses', () => {
    expect(
      issues({
        ...valid,
        contactPhone: '+44 (0)20 7946 0958',
        social: { ...valid.social, youtube: 'https://www.youtube.com/@ledger' },
      }),
    ).toEqual({});
  });
});

describe('site settings helpers', () => {
  it('lists only the social profiles that are set, in a fixed order', () => {
    expect(
      socialLinks({
        facebook: '',
        x: 'https://x.com/l',
        instagram: '',
        youtube: '',
        linkedin: 'https://linkedin.com/l',
      }),
    ).toEqual([
      { network: 'x', label: 'X (Twitter)', url: 'https://x.com/l' },
      { network: 'linkedin', label: 'LinkedIn', url: 'https://linkedin.com/l' },
    ]);
  });

  it('splits an address into its lines and makes a tel: link of a phone number', () => {
    expect(addressLines(' 1 Fleet Street \r\n\n London EC4 ')).toEqual(['1 Fleet Street', 'London EC4']);
    expect(telHref('+44 (0)20 7946-0958')).toBe('tel:+4402079460958');
  });

  it('takes the later of two dates for a legal page', () => {
    expect(laterDate('2026-11-22', null)).toBe('2026-11-22');
    expect(laterDate(undefined, '2026-12-01')).toBe('2026-12-01');
    expect(laterDate('2026-11-22', '2026-12-01')).toBe('2026-12-01');
    expect(laterDate('2027-01-02', '2026-12-01')).toBe('2027-01-02');
    expect(laterDate(null, null)).toBeNull();
  });
});
