import { describe, expect, it } from 'vitest';
import {
  cleanTitle,
  isSuccessMessage,
  normalizeSourceUrl,
  normalizeTitle,
  SCHEDULER_TEXTS,
  stripTruncation,
} from './ingest';

describe('stripTruncation', () => {
  it("removes NewsAPI's and GNews's markers and NewsData's placeholder", () => {
    expect(stripTruncation('The rains came early… [+2417 chars]')).toBe('The rains came early');
    expect(stripTruncation('The plant opens in 2028 ... [1532 chars]')).toBe('The plant opens in 2028');
    expect(stripTruncation('ONLY AVAILABLE IN PAID PLANS')).toBe('');
    expect(stripTruncation('Nothing to remove [see chart]')).toBe('Nothing to remove [see chart]');
  });
});

describe('normalizeTitle', () => {
  it('ignores case, accents, punctuation, spacing and a trailing source name', () => {
    const a = normalizeTitle('Café owners   rally: “Rent is too high!”');
    expect(a).toBe('cafe owners rally rent is too high');
    expect(normalizeTitle('CAFE OWNERS RALLY — RENT IS TOO HIGH')).toBe(a);
    expect(normalizeTitle('Cafe owners rally: rent is too high - BBC News', 'BBC News')).toBe(a);
    // Other scripts keep their letters: two Hindi headlines differ as they should.
    expect(normalizeTitle('मानसून केरल पहुंचा!')).not.toBe(normalizeTitle('मानसून दिल्ली पहुंचा'));
  });

  it('cleanTitle drops only the source suffix', () => {
    expect(cleanTitle('Markets rise - Reuters', 'Reuters')).toBe('Markets rise');
    expect(cleanTitle('Markets rise - Reuters', 'AP')).toBe('Markets rise - Reuters');
    expect(cleanTitle('  Two   spaces ')).toBe('Two spaces');
  });
});

describe('normalizeSourceUrl', () => {
  it('keeps http(s) links without fragments and tracking parameters', () => {
    expect(normalizeSourceUrl('https://News.Example/a/b/?utm_source=x&id=4&fbclid=y#top')).toBe(
      'https://news.example/a/b?id=4',
    );
    expect(normalizeSourceUrl('http://news.example/')).toBe('http://news.example/');
  });

  it('refuses what is not a plain web link', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://x.org/a',
      'not a url',
      '',
      null,
      'https://u:p@x.org/',
    ]) {
      expect(normalizeSourceUrl(bad)).toBeNull();
    }
    expect(normalizeSourceUrl(`https://x.org/${'a'.repeat(3000)}`)).toBeNull();
  });
});

describe('messages', () => {
  it("are green when they contain 'success' (SPEC §2)", () => {
    expect(isSuccessMessage(SCHEDULER_TEXTS.started)).toBe(true);
    expect(isSuccessMessage(SCHEDULER_TEXTS.triggered)).toBe(true);
    expect(isSuccessMessage(SCHEDULER_TEXTS.inProgress)).toBe(false);
    expect(isSuccessMessage(SCHEDULER_TEXTS.triggerError)).toBe(false);
  });
});
