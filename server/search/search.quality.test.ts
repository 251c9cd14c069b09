import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewArticleRow } from '../db/schema';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertArticle } from '../../tests/helpers/factories';
import type { SearchResult } from './search.service';

/**
 * What readers get from search, pinned on a small corpus of real-looking stories: it passed
 * on the search before docs/decisions/007 and passes on the one after, so a faster search
 * did not become a worse one.
 */

const DAY = 86_400_000;
const now = Date.now();

const corpus: Record<string, Partial<NewArticleRow>> = {
  monsoonTitle: {
    title: 'Monsoon reaches Kerala three days early',
    description: 'Forecasters expect heavy rain along the coast this week.',
    content: '<p>The southwest monsoon set in over Kerala on Thursday, the weather office said.</p>',
    publishedAt: new Date(now - 2 * DAY),
  },
  monsoonBody: {
    title: 'Farmers prepare their fields for sowing',
    description: 'Seed stocks are up on last year in most districts.',
    content: '<p>Growers in Maharashtra are waiting for the monsoon before they plant cotton and soybean.</p>',
    publishedAt: new Date(now - 1 * DAY),
  },
  electionNew: {
    title: 'Election results: the count ends after midnight',
    description: 'Turnout was the highest in two decades.',
    content: '<p>Officials declared the last constituency shortly after midnight.</p>',
    category: 'India',
    publishedAt: new Date(now - 3 * DAY),
  },
  electionOld: {
    title: 'Elections announced for the state assembly',
    description: 'Polling will be held in three phases.',
    content: '<p>The commission announced the dates on Monday.</p>',
    category: 'India',
    publishedAt: new Date(now - 400 * DAY),
  },
  runner: {
    title: 'Marathon runner sets a course record',
    description: 'She ran the distance in under two and a half hours.',
    content: '<p>Running in cool conditions, the winner broke the record by a minute.</p>',
    category: 'Sports',
    publishedAt: new Date(now - 5 * DAY),
  },
  centralBank: {
    title: 'Central bank holds interest rates',
    description: 'The committee voted five to one to keep the rate unchanged.',
    content: '<p>Inflation eased for a third month, the central bank said in its statement.</p>',
    category: 'Business',
    publishedAt: new Date(now - 6 * DAY),
  },
  bankApart: {
    title: 'A river bank collapses after the rains',
    description: 'Villagers moved to higher ground; no one was hurt.',
    content: '<p>The central district office sent boats to the village.</p>',
    publishedAt: new Date(now - 7 * DAY),
  },
  chipFactory: {
    title: 'New chip factory to open near Pune',
    description: 'The plant will make semiconductors for cars.',
    content: '<p>The company said the factory would employ two thousand people.</p>',
    category: 'Technology',
    publishedAt: new Date(now - 8 * DAY),
  },
  chipPotato: {
    title: 'Potato chip maker raises prices',
    description: 'Higher costs of oil and potatoes were passed on.',
    content: '<p>The snack maker said demand stayed strong.</p>',
    category: 'Business',
    publishedAt: new Date(now - 9 * DAY),
  },
  harbourOld: {
    title: 'Cyclone season: the port town rebuilds',
    description: 'The Reserve Bank of India lends the money for the new sea wall.',
    content:
      '<p>The quiet harbour of Machilipatnam lost its breakwater to the cyclone, and the nizam-era customs house with it.</p>',
    publishedAt: new Date(now - 3_000 * DAY),
  },
  harbourApart: {
    title: 'A harbour festival returns',
    description: 'The town was quiet for two years.',
    content:
      '<p>Boats from every harbour on the coast joined. India sent a naval band; the reserve team of the local bank played cricket.</p>',
    publishedAt: new Date(now - 4 * DAY),
  },
  quietApart: {
    title: 'Quiet week on the markets',
    description: 'Traders waited for news from the port.',
    content: '<p>Shipping shares rose as the harbour authority cut fees; the wall of money from abroad slowed.</p>',
    category: 'Business',
    publishedAt: new Date(now - 3 * DAY),
  },
  loans: {
    title: 'Lenders widen credit for small traders',
    description: 'Shopkeepers can now borrow against their daily takings.',
    content: `<p>${'Traders prepared their papers and presented them at the counter. '.repeat(20)}</p><p>Most applicants were pre-approved within a day.</p>`,
    category: 'Business',
    publishedAt: new Date(now - 10 * DAY),
  },
  draftMonsoon: {
    title: 'Monsoon draft story',
    description: 'Not yet published.',
    content: '<p>monsoon monsoon monsoon</p>',
    status: 'draft',
    publishedAt: null,
  },
};

const slugs: Record<string, string> = {};
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, story] of Object.entries(corpus)) {
    const article = await insertArticle(t.database.db, { slug: `quality-${key.toLowerCase()}`, ...story });
    slugs[article.slug] = key;
  }
  for (let i = 0; i < 14; i++) {
    await insertArticle(t.database.db, {
      slug: `quality-budget-${i}`,
      title: `Budget session, day ${i + 1}`,
      description: 'Parliament debates the budget.',
      content: '<p>The finance minister answered questions on the budget.</p>',
      publishedAt: new Date(now - (20 + i) * DAY),
    });
  }
});
afterAll(() => t.close());

async function search(q: string, page = 1) {
  const res = await t.app.request(`/api/search?q=${encodeURIComponent(q)}&page=${page}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SearchResult;
}

async function keys(q: string): Promise<string[]> {
  return (await search(q)).results.map((r) => slugs[r.slug] ?? r.slug);
}

describe('search quality', () => {
  it('ranks a title match above a body-only match, and never shows drafts', async () => {
    expect(await keys('monsoon')).toEqual(['monsoonTitle', 'monsoonBody']);
  });

  it('matches other forms of a word (stemming)', async () => {
    expect(await keys('running')).toEqual(['runner']);
    expect((await keys('election')).sort()).toEqual(['electionNew', 'electionOld']);
  });

  it('puts the newer story first between equal matches', async () => {
    expect(await keys('elections')).toEqual(['electionNew', 'electionOld']);
  });

  it('needs every word of a query', async () => {
    expect(await keys('chip factory')).toEqual(['chipFactory']);
    expect(await keys('central bank')).toEqual(['centralBank', 'bankApart']);
  });

  it('matches a quoted phrase only with its words side by side, in order', async () => {
    expect(await keys('"central bank"')).toEqual(['centralBank']);
    expect(await keys('"bank central"')).toEqual([]);
  });

  it('finds a phrase in the oldest story although newer ones hold its words apart', async () => {
    expect(await keys('"quiet harbour"')).toEqual(['harbourOld']);
    expect(await keys('"sea wall" cyclone')).toEqual(['harbourOld']);
    // Stop words between the words of a phrase count as they are written.
    expect(await keys('"reserve bank of india"')).toEqual(['harbourOld']);
    expect(await keys('"harbour quiet"')).toEqual([]);
  });

  it('finds a rare word, and a hyphenated one, wherever they are', async () => {
    expect(await keys('machilipatnam')).toEqual(['harbourOld']);
    expect(await keys('nizam-era')).toEqual(['harbourOld']);
    // Asked as the compound (phrase-keys.ts, withoutCompoundPhrases), in a phrase as a phrase.
    expect(await keys('"the nizam-era customs house"')).toEqual(['harbourOld']);
    expect(await keys('"customs nizam-era"')).toEqual([]);
    expect(await keys('nizam-era -cyclone')).toEqual([]);
  });

  it('leaves out a word after a minus sign, and takes either word with or', async () => {
    expect(await keys('chip -potato')).toEqual(['chipFactory']);
    expect((await keys('marathon or semiconductors')).sort()).toEqual(['chipFactory', 'runner']);
  });

  it('ignores case and punctuation', async () => {
    expect(await keys('MONSOON!!! Kerala?')).toEqual(['monsoonTitle']);
  });

  it('answers a query of only stop words, or of nothing known, with no results and no error', async () => {
    expect((await search('the and of')).results).toEqual([]);
    expect((await search('zzqxv')).results).toEqual([]);
    expect((await search('"monsoon reaches pune"')).pagination).toMatchObject({ totalItems: 0, totalPages: 0 });
  });

  it('highlights the matched words in the title, and gives a snippet when the body matched', async () => {
    const [hit] = (await search('marathon record')).results;
    expect(hit?.titleHighlighted).toContain('\u0002Marathon\u0003');
    const body = (await search('cotton')).results[0];
    expect(body?.snippet).toContain('\u0002cotton\u0003');
    // A hyphenated word: the passage is where the word is, not where its first part ('pre') first
    // appears inside other words ('prepared', 1,300 characters before it).
    const [hyphenated] = (await search('pre-approved')).results;
    expect(hyphenated?.slug).toBe('quality-loans');
    expect(hyphenated?.snippet).toContain('were \u0002pre\u0003-\u0002approved\u0003 within');
  });

  it('counts the matches and pages through them without repeats', async () => {
    const first = await search('budget');
    expect(first.pagination).toMatchObject({ totalItems: 14, totalPages: 2, hasNextPage: true });
    const second = await search('budget', 2);
    const all = [...first.results, ...second.results].map((r) => r.slug);
    expect(all).toHaveLength(14);
    expect(new Set(all).size).toBe(14);
    // Newest first among equals.
    expect(all[0]).toBe('quality-budget-0');
  });
});
