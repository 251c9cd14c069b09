import { describe, expect, it } from 'vitest';
import {
  dropRepeatedStandfirst,
  cleanTitle,
  isSuccessMessage,
  normalizeSourceUrl,
  normalizeTitle,
  runResult,
  SCHEDULER_TEXTS,
  type RunReport,
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

describe('dropRepeatedStandfirst', () => {
  const standfirst = 'Fishers in Kochi are trying solar-powered cold boxes to keep their catch fresh at sea.';
  const body = `<p>Fishers in Kochi are trying solar-powered cold boxes to keep their catch fresh at sea.</p><p>The boxes cost ₹40,000.</p>`;

  it('drops a first paragraph that repeats the description, whatever its case, spacing or punctuation', () => {
    expect(dropRepeatedStandfirst(body, standfirst)).toBe('<p>The boxes cost ₹40,000.</p>');
    const loose = `<p class="lead">FISHERS in Kochi are trying  solar powered cold boxes, to keep their catch fresh at sea</p>\n<p>The boxes cost ₹40,000.</p>`;
    expect(dropRepeatedStandfirst(loose, standfirst)).toBe('<p>The boxes cost ₹40,000.</p>');
  });

  it('drops it when the description is the paragraph cut short', () => {
    expect(dropRepeatedStandfirst(body, 'Fishers in Kochi are trying solar-powered cold boxes to keep…')).toBe(
      '<p>The boxes cost ₹40,000.</p>',
    );
  });

  it('keeps a first paragraph that says something else, and a body of one paragraph', () => {
    expect(dropRepeatedStandfirst(body, 'Cold boxes on boats.')).toBe(body);
    expect(dropRepeatedStandfirst(`<p>${standfirst}</p>`, standfirst)).toBe(`<p>${standfirst}</p>`);
    expect(dropRepeatedStandfirst(body, '')).toBe(body);
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
  it("are green when they contain 'success'", () => {
    expect(isSuccessMessage(SCHEDULER_TEXTS.started)).toBe(true);
    expect(isSuccessMessage(SCHEDULER_TEXTS.triggered)).toBe(true);
    expect(isSuccessMessage(SCHEDULER_TEXTS.inProgress)).toBe(false);
    expect(isSuccessMessage(SCHEDULER_TEXTS.triggerError)).toBe(false);
  });
});

describe('runResult', () => {
  const counts = (fetched: number, stored: number, title = 0) => ({
    fetched,
    stored,
    skipped: { url: 0, title, similar: 0, invalid: 0 },
    error: null,
  });
  const run = (over: Partial<RunReport>): RunReport => ({
    id: 'r1',
    trigger: 'manual',
    triggeredBy: 'asha',
    status: 'success',
    startedAt: '2026-11-22T00:00:00.000Z',
    finishedAt: '2026-11-22T00:01:00.000Z',
    categoriesDone: 10,
    categoriesTotal: 10,
    fetched: 0,
    stored: 0,
    skipped: 0,
    errors: [],
    categories: {},
    ...over,
  });

  it('says plainly that a site without providers had nothing new to fetch', () => {
    const samplesThere = run({ fetched: 70, skipped: 70, categories: { Sports: { samples: counts(7, 0, 7) } } });
    expect(runResult(samplesThere, false)).toEqual({ text: SCHEDULER_TEXTS.noProviders, tone: 'info' });
    expect(SCHEDULER_TEXTS.noProviders).toBe(
      'No providers configured: nothing new to fetch. Set NEWSAPI_KEY, GNEWS_KEY, NEWSDATA_KEY, GUARDIAN_KEY or RSS_FEEDS.',
    );
    const someMissing = run({ fetched: 70, stored: 2, skipped: 68 });
    expect(runResult(someMissing, false).text).toMatch(/^News fetch finished: 2 sample stories added, 68 skipped/);
    expect(runResult(someMissing, false).text).toContain('No providers configured');
  });

  it('counts what a run with providers added and skipped', () => {
    expect(runResult(run({ fetched: 45, stored: 40, skipped: 5 }), true)).toEqual({
      text: 'News fetch finished: 40 stories added, 5 skipped (already on the site or unusable).',
      tone: 'success',
    });
    expect(runResult(run({ fetched: 1, stored: 1 }), true).text).toBe('News fetch finished: 1 story added.');
    expect(
      runResult(run({ fetched: 6, skipped: 6, categories: { Sports: { newsapi: counts(6, 0, 6) } } }), true),
    ).toEqual({ text: 'News fetch finished: nothing new (6 skipped, already on the site or unusable).', tone: 'info' });
    // Every category had its day's stories: the providers were not asked.
    expect(runResult(run({ categories: { Sports: {}, Business: {} } }), true).text).toBe(
      'News fetch finished: nothing new to fetch, every category already has its stories for today.',
    );
  });

  it('reports errors and failures as such', () => {
    const partial = runResult(run({ status: 'partial', fetched: 4, stored: 4, errors: ['GNews: 401'] }), true);
    expect(partial).toEqual({
      text: 'News fetch finished with errors: 4 stories added. 1 error (see Recent runs).',
      tone: 'error',
    });
    expect(runResult(run({ status: 'failed', errors: ['a', 'b'] }), true)).toEqual({
      text: 'News fetch failed with 2 errors (see Recent runs): 0 stories added.',
      tone: 'error',
    });
    expect(runResult(run({ status: 'interrupted', stored: 3 }), false).tone).toBe('error');
  });
});
