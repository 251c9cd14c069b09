import { describe, expect, it } from 'vitest';
import { isPlausibleSlug, isUuid, slugify } from './slug';

describe('slugify', () => {
  it('makes lowercase words joined by dashes', () => {
    expect(slugify('Sensex Climbs 500 Points, Nifty Follows!')).toBe('sensex-climbs-500-points-nifty-follows');
  });

  it('folds accents and drops apostrophes', () => {
    expect(slugify('Café déjà vu: India’s São Paulo deal')).toBe('cafe-deja-vu-indias-sao-paulo-deal');
    expect(slugify('Straße & Co')).toBe('strasse-and-co');
  });

  it('keeps letters of other scripts', () => {
    expect(slugify('भारत की खबर')).toBe('भारत-की-खबर');
    expect(slugify('Новости дня')).toBe('новости-дня');
    // Devanagari, Tamil and Arabic keep their vowel signs and marks (issue 33, finding 29).
    expect(slugify('भारत समाचार आज')).toBe('भारत-समाचार-आज');
    expect(slugify('தமிழ் செய்திகள் இன்று')).toBe('தமிழ்-செய்திகள்-இன்று');
    expect(slugify('أخبار اليوم من دبي')).toBe('أخبار-اليوم-من-دبي');
    expect(slugify('عَرَبِيّ')).toBe('عَرَبِيّ');
  });

  it('drops emoji like punctuation, leaving no invisible variation selector or keycap behind', () => {
    expect(slugify('🌧️ Monsoon rains 🌊 reach Kochi')).toBe('monsoon-rains-reach-kochi');
    expect(slugify('Top 1️⃣0️⃣ stories 👍🏽')).toBe('top-10-stories');
    expect(slugify('👩‍👩‍👧 families')).toBe('families');
    expect(slugify('🌧️🌊')).toBe('');
    for (const slug of [slugify('🌧️ rain'), slugify('👍🏽 ok')]) expect(isPlausibleSlug(slug)).toBe(true);
  });

  it('gives an empty slug when there is nothing to keep', () => {
    expect(slugify('!!! ??? ...')).toBe('');
  });

  it('cuts long titles at a word boundary', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug.endsWith('word')).toBe(true);
  });
});

describe('isUuid / isPlausibleSlug', () => {
  it('tells ids from slugs and rejects junk', () => {
    expect(isUuid('6f1c1a38-59a6-4c55-9d53-2d3f8f3bbf34')).toBe(true);
    expect(isUuid('not-a-uuid')).toBe(false);
    expect(isPlausibleSlug('a-good-slug-2')).toBe(true);
    expect(isPlausibleSlug('../etc/passwd')).toBe(false);
    expect(isPlausibleSlug("x' or 1=1 --")).toBe(false);
    expect(isPlausibleSlug('a'.repeat(121))).toBe(false);
    expect(isPlausibleSlug('')).toBe(false);
  });
});
