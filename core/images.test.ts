import { describe, expect, it } from 'vitest';
import { imageSources, largestImageUrl } from './images';

describe('imageSources', () => {
  it('passes full http(s) URLs through', () => {
    expect(imageSources('https://cdn.example/a.jpg')).toEqual({ src: 'https://cdn.example/a.jpg' });
  });

  it('gives sample images a srcset', () => {
    const s = imageSources('/samples/india-1-1200.webp');
    expect(s?.src).toBe('/samples/india-1-800.webp');
    expect(s?.srcSet).toContain('/samples/india-1-480.webp 480w');
    expect(s?.srcSet).toContain('/samples/india-1-1200.webp 1200w');
  });

  it('resolves bare file names to the uploads folder (SPEC §3)', () => {
    expect(imageSources('photo.webp')).toEqual({ src: '/uploads/photo.webp' });
  });

  it('refuses anything that could run or escape', () => {
    expect(imageSources('javascript:alert(1)')).toBeNull();
    expect(imageSources('../../etc/passwd')).toBeNull();
    expect(imageSources('//evil.example/x.png')).toBeNull();
    expect(imageSources('')).toBeNull();
    expect(imageSources(null)).toBeNull();
  });
});

describe('largestImageUrl', () => {
  it('is absolute and the widest', () => {
    expect(largestImageUrl('/samples/ipo-2-1200.webp', 'https://news.example')).toBe(
      'https://news.example/samples/ipo-2-1200.webp',
    );
    expect(largestImageUrl(null, 'https://x')).toBeNull();
  });
});
