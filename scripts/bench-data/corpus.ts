/**
 * A deterministic generator of realistic news text for `npm run bench:data` (issue 20):
 * a vocabulary taken from the sample stories (server/seed/samples/), drawn with
 * Zipf frequencies (the word of rank r with weight 1/r^1.07, as in English text), so a
 * few words are in nearly every story and most are rare. No download, no randomness
 * beyond the seed: the same seed gives the same corpus.
 */
import { CATEGORIES, type Category } from '../../core/categories';
import { tagSlugs } from '../../core/tags';
import { sampleArticles } from '../../server/seed/samples';
import type { NewArticleRow } from '../../server/db/schema';

/** mulberry32: a small, fast, seedable generator of floats in [0, 1). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sampleText(): string {
  const parts: string[] = [];
  for (const a of sampleArticles()) {
    parts.push(a.title, a.description, a.excerpt);
    for (const block of a.body) {
      if ('p' in block) parts.push(block.p);
      else if ('h2' in block) parts.push(block.h2);
      else if ('quote' in block) parts.push(block.quote);
      else parts.push(...block.ul);
    }
  }
  return parts.join(' ');
}

/** Every distinct lowercase word of the samples, most frequent first. */
export function vocabulary(): string[] {
  const counts = new Map<string, number>();
  for (const word of sampleText()
    .toLowerCase()
    .match(/[a-z][a-z'-]*[a-z]|[a-z]/g) ?? []) {
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([w]) => w);
}

export interface Corpus {
  words: string[];
  /** A word drawn with Zipf frequency. */
  word(): string;
  /** A word from the less common part of the list (rank ≥ 100), for search queries. */
  rareWord(): string;
  article(index: number): NewArticleRow;
  rand: () => number;
}

const DAY = 86_400_000;

export function createCorpus(seed: number, now = Date.UTC(2026, 10, 1)): Corpus {
  const rand = random(seed);
  const words = vocabulary();
  const cumulative = new Float64Array(words.length);
  let total = 0;
  for (let r = 0; r < words.length; r++) {
    total += 1 / Math.pow(r + 1, 1.07);
    cumulative[r] = total;
  }
  const word = (): string => {
    const x = rand() * total;
    let lo = 0;
    let hi = words.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return words[lo]!;
  };
  const rareWord = (): string => words[100 + Math.floor(rand() * (words.length - 100))]!;
  const between = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const sentence = (min: number, max: number) => {
    const n = between(min, max);
    const out: string[] = [];
    for (let i = 0; i < n; i++) out.push(word());
    const first = out[0]!;
    out[0] = first[0]!.toUpperCase() + first.slice(1);
    return out.join(' ');
  };

  function article(index: number): NewArticleRow {
    const title = sentence(6, 12).slice(0, 110);
    const description = `${sentence(14, 24)}. ${sentence(8, 16)}.`;
    const bodyWords = between(300, 1200);
    const paragraphs: string[] = [];
    let written = 0;
    while (written < bodyWords) {
      const sentences: string[] = [];
      for (let s = between(2, 5); s > 0 && written < bodyWords; s--) {
        const n = Math.min(between(8, 28), bodyWords - written);
        sentences.push(`${sentence(n, n)}.`);
        written += n;
      }
      paragraphs.push(`<p>${sentences.join(' ')}</p>`);
    }
    const category: Category = CATEGORIES[Math.floor(rand() * CATEGORIES.length)]!;
    // Any moment in the two years before `now`, in no order: rows are not inserted by date.
    const publishedAt = new Date(now - Math.floor(rand() * 730 * DAY));
    const slugBase = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60);
    const tags = [word(), word()];
    return {
      slug: `${slugBase}-${index.toString(36)}`,
      title,
      category,
      description,
      content: paragraphs.join(''),
      excerpt: sentence(20, 40),
      status: 'published',
      wordCount: bodyWords,
      tags,
      // As the writer stores them (a story without them is filled by a backfill at the next start).
      tagSlugs: tagSlugs(tags),
      keywords: [word()],
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    };
  }

  return { words, word, rareWord, article, rand };
}
