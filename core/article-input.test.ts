import { describe, expect, it } from 'vitest';
import {
  addToList,
  articleInputSchema,
  autoFill,
  counter,
  HARD_LIMITS,
  isImageRef,
  missingRequired,
  normalizeList,
  splitList,
} from './article-input';

describe('autoFill', () => {
  it('fills empty meta, OG and Twitter fields from the title and description; Twitter follows a written OG title', () => {
    const filled = autoFill({ title: 'Short title', description: 'Short description', ogTitle: 'Own OG title' });
    expect(filled).toMatchObject({
      metaTitle: 'Short title',
      ogTitle: 'Own OG title',
      twitterTitle: 'Own OG title',
      metaDescription: 'Short description',
      ogDescription: 'Short description',
      twitterDescription: 'Short description',
    });
  });

  it('cuts a title over 60 and a description over 160 at a word, with …', () => {
    const filled = autoFill({ title: `${'Title '.repeat(11)}end`, description: 'word '.repeat(40) });
    expect(filled.metaTitle).toBe(`${'Title '.repeat(9)}Title…`);
    expect(Array.from(filled.metaDescription).length).toBeLessThanOrEqual(160);
    expect(filled.metaDescription.endsWith('word…')).toBe(true);
    const exact = autoFill({ title: 'T'.repeat(60), description: 'd'.repeat(160) });
    expect(exact.metaTitle).toBe('T'.repeat(60));
    expect(exact.metaDescription).toBe('d'.repeat(160));
  });

  it('treats whitespace-only fields as empty', () => {
    expect(autoFill({ title: 'Title', description: 'D', metaTitle: '   ' }).metaTitle).toBe('Title');
  });
});

describe('lists of tags and keywords', () => {
  it('trims and ignores empty and repeated entries', () => {
    expect(normalizeList([' AI ', 'ai', '', '  ', 'Space  race', 'AI'])).toEqual(['AI', 'Space race']);
    expect(addToList(['one'], ' two ')).toEqual(['one', 'two']);
    expect(addToList(['one'], 'ONE')).toEqual(['one']);
    expect(addToList(['one'], '   ')).toEqual(['one']);
  });

  it('splits a typed or pasted comma list into separate tags', () => {
    expect(addToList([], 'Fisheries, Kochi, Climate change')).toEqual(['Fisheries', 'Kochi', 'Climate change']);
    expect(addToList(['Kochi'], 'kochi,, Monsoon ,')).toEqual(['Kochi', 'Monsoon']);
    expect(splitList('a，b、c\nd')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('the server splits entries holding commas too', () => {
    const parsed = articleInputSchema.shape.tags.parse(['Fisheries, Kochi, Climate change', 'kochi']);
    expect(parsed).toEqual(['Fisheries', 'Kochi', 'Climate change']);
    expect(
      articleInputSchema.shape.tags.safeParse([
        Array(51)
          .fill('x')
          .map((x, i) => x + i)
          .join(','),
      ]).success,
    ).toBe(false);
  });
});

describe('counters', () => {
  it('counts characters against the editor limits; only meta fields warn; titles past 60 say why', () => {
    expect(counter('x'.repeat(66), 'title')).toEqual({
      count: 66,
      limit: 60,
      max: 300,
      over: true,
      warn: false,
      advice: 'Google may cut titles past 60 characters',
    });
    // The hard maximum is the server's: a title it refuses cannot be typed.
    expect(counter('', 'title').max).toBe(HARD_LIMITS.title);
    expect(articleInputSchema.shape.title.safeParse('x'.repeat(HARD_LIMITS.title + 1)).success).toBe(false);
    expect(counter('x'.repeat(161), 'metaDescription')).toMatchObject({
      count: 161,
      limit: 160,
      over: true,
      warn: true,
    });
    expect(counter('नमस्ते', 'metaTitle').count).toBe(6);
    expect(counter('', 'excerpt')).toMatchObject({ limit: 300, over: false });
  });
});

describe('article input', () => {
  it('requires title, description and content with some text or media', () => {
    expect(missingRequired({ title: 'T', description: 'D', content: '<p>Body</p>' })).toBe(false);
    expect(missingRequired({ title: 'T', description: 'D', content: '<p><img src="/a.jpg"></p>' })).toBe(false);
    expect(missingRequired({ title: ' ', description: 'D', content: '<p>Body</p>' })).toBe(true);
    expect(missingRequired({ title: 'T', description: 'D', content: '<p>&nbsp;</p>' })).toBe(true);
  });

  it('takes images from http(s) and the site only', () => {
    expect(isImageRef('https://cdn.example.com/a.jpg')).toBe(true);
    expect(isImageRef('/uploads/images/0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(isImageRef('/samples/city-1200.webp')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '/etc/passwd', '//evil.example/a.jpg']) {
      expect(isImageRef(bad)).toBe(false);
    }
  });

  it('refuses a canonical URL that is not http(s)', () => {
    const base = {
      title: 'T',
      category: 'India',
      description: 'D',
      content: '<p>x</p>',
      status: 'draft',
      featured: false,
      trending: false,
      liveBlog: false,
      republishable: false,
      access: 'default',
      comments: 'open',
      accessTiers: [],
      keywords: [],
      tags: [],
    };
    expect(articleInputSchema.safeParse({ ...base, canonicalUrl: 'https://example.com/a' }).success).toBe(true);
    expect(articleInputSchema.safeParse({ ...base, canonicalUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(articleInputSchema.safeParse({ ...base, category: 'Gossip' }).success).toBe(false);
  });
});
