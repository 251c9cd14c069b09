import { describe, expect, it } from 'vitest';
import { ALERT_BODY_MAX, ALERT_TITLE_MAX } from './alerts';
import { alertImage, alertWords, BRIEFING_TEXTS } from './push';

const SITE = 'https://news.example';
const UPLOAD = '/uploads/images/0b9f2c1e-1111-4222-8333-944455556666';

describe('alertImage', () => {
  it("gives an upload's 480-wide picture, under the bucket's address when there is one", () => {
    expect(alertImage(UPLOAD, SITE)).toBe(`${SITE}/uploads/images/0b9f2c1e-1111-4222-8333-944455556666-480.webp`);
    expect(alertImage(UPLOAD, SITE, 'https://cdn.example/media/')).toBe(
      'https://cdn.example/media/images/0b9f2c1e-1111-4222-8333-944455556666-480.webp',
    );
  });

  it("gives a sample's small size, a site path and a remote picture as absolute URLs", () => {
    expect(alertImage('/samples/monsoon-1200.webp', SITE)).toBe(`${SITE}/samples/monsoon-480.webp`);
    expect(alertImage('/placeholder.svg', `${SITE}/`)).toBe(`${SITE}/placeholder.svg`);
    expect(alertImage('https://img.example/a.jpg', SITE)).toBe('https://img.example/a.jpg');
    expect(alertImage('photo.jpg', SITE)).toBe(`${SITE}/uploads/photo.jpg`);
  });

  it('gives nothing without a picture, or for an address that is none', () => {
    expect(alertImage(null, SITE)).toBeNull();
    expect(alertImage('  ', SITE)).toBeNull();
    expect(alertImage('javascript:alert(1)', SITE)).toBeNull();
    expect(alertImage('//evil.example/x.jpg', SITE)).toBeNull();
  });
});

describe('alertWords', () => {
  it('cuts long words to what phones show', () => {
    const { title, body } = alertWords('word '.repeat(100), 'text '.repeat(200));
    expect([...title].length).toBeLessThanOrEqual(ALERT_TITLE_MAX);
    expect([...body].length).toBeLessThanOrEqual(ALERT_BODY_MAX);
    expect(title.endsWith('…')).toBe(true);
    expect(alertWords(' Short ', 'Also short')).toEqual({ title: 'Short', body: 'Also short' });
  });
});

describe('BRIEFING_TEXTS', () => {
  it('names the briefing in each edition', () => {
    expect(BRIEFING_TEXTS.en.title).toBe('Your morning briefing');
    expect(BRIEFING_TEXTS.hi.title).toMatch(/[\u0900-\u097F]/);
  });
});
