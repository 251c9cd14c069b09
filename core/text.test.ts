import { describe, expect, it } from 'vitest';
import {
  cleanForeignText,
  countWords,
  hasBidiControl,
  htmlToText,
  legacyTruncate,
  metaText,
  readingTime,
  truncate,
  unacceptableText,
} from './text';

describe('truncate', () => {
  it('keeps text within the limit as it is', () => {
    expect(truncate('a'.repeat(60), 60)).toBe('a'.repeat(60));
  });

  it('cuts at a word boundary and ends with …, never mid-word', () => {
    const headline = 'Kochi fishers test solar-powered cold boxes to cut spoilage at sea';
    expect(truncate(headline, 60)).toBe('Kochi fishers test solar-powered cold boxes to cut spoilage…');
    expect(truncate('Kochi fishers test solar-powered cold boxes to cut spoilage badly at sea', 60)).toBe(
      'Kochi fishers test solar-powered cold boxes to cut spoilage…',
    );
    expect(truncate('One two, three four five six', 15)).toBe('One two, three…');
    expect(truncate('One two, three four', 9)).toBe('One two…');
    for (const cut of [truncate(headline, 60), truncate('word '.repeat(50), 160)]) {
      expect(Array.from(cut).length).toBeLessThanOrEqual(cut.includes('word') ? 160 : 60);
      expect(cut.endsWith('…')).toBe(true);
    }
  });

  it('cuts inside a word only when one word fills the room', () => {
    const cut = truncate('b'.repeat(61), 60);
    expect(cut).toBe(`${'b'.repeat(59)}…`);
    expect(Array.from(cut)).toHaveLength(60);
  });

  it('the old cut (57 characters and ...) is kept for recognising what it filled', () => {
    expect(legacyTruncate('b'.repeat(61), 60)).toBe(`${'b'.repeat(57)}...`);
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

describe('unacceptableText', () => {
  it('refuses C0 controls but tab and line breaks, DEL, and lone surrogates', () => {
    for (const c of ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f']) {
      expect(unacceptableText(`a${c}b`)).toBe('control');
    }
    expect(unacceptableText('a\ud800b')).toBe('surrogate');
    expect(unacceptableText('a\udfffb')).toBe('surrogate');
    expect(unacceptableText('end\ud83d')).toBe('surrogate');
    for (const fine of ['tab\there', 'lines\r\nand\n', 'emoji 🚀 é ü', 'שלום \u200f', '']) {
      expect(unacceptableText(fine)).toBeNull();
    }
  });
});

describe('hasBidiControl', () => {
  it('finds embeddings, overrides and isolates, not the marks', () => {
    for (const c of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(hasBidiControl(`a${c}b`)).toBe(true);
    }
    expect(hasBidiControl('שלום \u200e and \u200f')).toBe(false);
  });
});

describe('cleanForeignText', () => {
  it('removes controls, mends lone surrogates, and in a line removes bidirectional controls', () => {
    expect(cleanForeignText('a\u0000b\u0007c\td\ne')).toBe('abc\td\ne');
    expect(cleanForeignText('x\ud800y 🚀')).toBe('x\ufffdy 🚀');
    expect(cleanForeignText('gnp\u202e.exe')).toBe('gnp\u202e.exe');
    expect(cleanForeignText('gnp\u202e.exe', { line: true })).toBe('gnp.exe');
  });
});
