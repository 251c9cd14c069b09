import { describe, expect, it } from 'vitest';
import { imageSources, shareImage } from './images';

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

  it('resolves bare file names to the uploads folder', () => {
    expect(imageSources('photo.webp')).toEqual({ src: '/uploads/photo.webp' });
  });

  it("addresses uploads under the bucket's public URL when one is given, and samples still on the site", () => {
    const id = '0b7a6c1e-8f7d-4c1a-9a51-2f3c4d5e6f70';
    const s = imageSources(`/uploads/images/${id}`, 'https://media.example/news/');
    expect(s?.src).toBe(`https://media.example/news/images/${id}-1200.jpg`);
    expect(s?.sources?.[0]?.srcSet).toContain(`https://media.example/news/images/${id}-480.avif 480w`);
    expect(imageSources(`/uploads/images/${id}`)?.src).toBe(`/uploads/images/${id}-1200.jpg`);
    expect(imageSources('photo.webp', 'https://media.example')).toEqual({ src: 'https://media.example/photo.webp' });
    expect(imageSources('/samples/india-1-1200.webp', 'https://media.example')?.src).toBe('/samples/india-1-800.webp');
  });

  it('refuses anything that could run or escape', () => {
    expect(imageSources('javascript:alert(1)')).toBeNull();
    expect(imageSources('../../etc/passwd')).toBeNull();
    expect(imageSources('//evil.example/x.png')).toBeNull();
    expect(imageSources('')).toBeNull();
    expect(imageSources(null)).toBeNull();
  });
});

describe('shareImage', () => {
  it("is the site's own 1200×630 JPEG for uploads and samples", () => {
    expect(shareImage('/samples/ipo-2-1200.webp', 'https://news.example')).toEqual({
      url: 'https://news.example/og/s/ipo-2.jpg',
      width: 1200,
      height: 630,
      type: 'image/jpeg',
    });
    const id = '0b9f3c1e-1d2a-4c5b-8e6f-7a8b9c0d1e2f';
    expect(shareImage(`/uploads/images/${id}`, 'https://news.example')?.url).toBe(
      `https://news.example/og/u/${id}.jpg`,
    );
  });

  it('passes a remote picture through without a size, and refuses what imageSources refuses', () => {
    expect(shareImage('https://cdn.example/a.jpg', 'https://x')).toEqual({ url: 'https://cdn.example/a.jpg' });
    expect(shareImage('photo.jpg', 'https://x')).toEqual({ url: 'https://x/uploads/photo.jpg' });
    expect(shareImage('javascript:alert(1)', 'https://x')).toBeNull();
    expect(shareImage(null, 'https://x')).toBeNull();
  });
});
