import { describe, expect, it } from 'vitest';
import { countWords, htmlToText, metaText, readingTime, truncate } from './text';

describe('truncate', () => {
  it('keeps text within the limit as it is', () => {
    expect(truncate('a'.repeat(60), 60)).toBe('a'.repeat(60));
  });

  it('cuts to 57 plus ... for a 60 limit and 157 plus ... for 160', () => {
    const cut = truncate('b'.repeat(61), 60);
    expect(cut).toBe(`${'b'.repeat(57)}...`);
    expect(cut).toHaveLength(60);
    expect(truncate('c'.repeat(200), 160)).toBe(`${'c'.repeat(157)}...`);
  });

  it('never splits an emoji', () => {
    const text = '😀'.repeat(70);
    expect(Array.from(truncate(text, 60))).toHaveLength(60);
  });
});

describe('htmlToText and countWords', () => {
  it('drops tags, scripts and decodes entities', () => {
    expect(htmlToText('<p>Tom &amp; Jerry</p><script>alert(1)</script><p>run&#39;s &#x41;</p>')).toBe(
      "Tom & Jerry\nrun's A",
    );
  });

  it('leaves impossible numeric entities alone', () => {
    expect(htmlToText('a &#99999999; b')).toBe('a &#99999999; b');
  });

  it('counts words in text', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  one two\nthree ')).toBe(3);
  });
});

describe('readingTime', () => {
  it('is words / 200 rounded up, at least one minute', () => {
    expect(readingTime(0)).toBe(1);
    expect(readingTime(200)).toBe(1);
    expect(readingTime(201)).toBe(2);
    expect(readingTime(1000)).toBe(5);
  });
});

describe('metaText', () => {
  it('collapses white space and cuts at 160', () => {
    expect(metaText('a\n\n b   c')).toBe('a b c');
    expect(metaText('x'.repeat(300))).toHaveLength(160);
  });
});
