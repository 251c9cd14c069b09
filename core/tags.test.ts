import { describe, expect, it } from 'vitest';
import { parseTagSlug, tagPath, tagSlug, tagSlugs } from './tags';

describe('tag slugs', () => {
  it('make one tag of spellings that differ in case, spacing, accents and punctuation', () => {
    expect(tagSlug('Climate change')).toBe('climate-change');
    expect(tagSlug('  climate  Change ')).toBe('climate-change');
    expect(tagSlug('Climate-Change!')).toBe('climate-change');
    expect(tagSlug('Café Société')).toBe('cafe-societe');
    expect(tagSlugs(['Climate change', 'climate  Change', 'IPL 2026', '!!!'])).toEqual(['climate-change', 'ipl-2026']);
  });

  it('keep letters of any script, and make addresses of them', () => {
    expect(tagSlug('मानसून 2026')).toBe('मानसून-2026');
    expect(tagPath('मानसून')).toBe(`/tag/${encodeURIComponent('मानसून')}`);
    expect(tagPath('Climate change')).toBe('/tag/climate-change');
    expect(tagSlug('சென்னை மழை')).toBe('சென்னை-மழை');
    expect(tagSlug('الطقس اليوم')).toBe('الطقس-اليوم');
  });

  it('drop emoji like punctuation, with their variation selectors', () => {
    expect(tagSlug('🌧️ Monsoon')).toBe('monsoon');
    expect(tagSlug('Cricket 🏏')).toBe('cricket');
    expect(tagSlugs(['🌊', '🌧️'])).toEqual([]);
  });

  it('read an address in any case; one with nothing in it is none', () => {
    expect(parseTagSlug('Climate-Change')).toBe('climate-change');
    expect(parseTagSlug('---')).toBeNull();
    expect(parseTagSlug('x'.repeat(500))).toHaveLength(120);
  });
});
