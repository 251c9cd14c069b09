import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { DEFAULT_EDITION, type Edition } from '../../core/editions';
import { normalizeTitle, type SkipReason } from '../../core/ingest';
import { queryRows, type Db } from '../db/client';
import { articles, ingestSeen } from '../db/schema';

export interface DedupeOptions {
  /** Trigram similarity at or above which two titles are one story (0.8). */
  similarity: number;
  /** Titles are compared with articles of this many days (14). */
  windowDays: number;
  now?: () => Date;
}

/**
 * The words of a Hindi headline that say nothing of its story: postpositions, auxiliaries,
 * conjunctions, pronouns and the light verbs of 'ने दी दस्तक'. Two or three letters each, they
 * weigh as much as a name in a comparison of trigrams, so 'केरल में मानसून ने दी दस्तक' and
 * 'केरल में मानसून की दस्तक' would differ by a quarter. Negations stay: 'नहीं' changes the story.
 */
const HINDI_FUNCTION_WORDS = new Set(
  (
    'में मे ने की का के को से पर तक लिए लिये साथ बाद बीच द्वारा ओर है हैं था थी थे हो होगा होगी होंगे ' +
    'हुआ हुई हुए गया गई गयी गए रहा रही रहे कर करने करेगा करेगी करेंगे किया कीं दी दिया दिए दे दें लिया ली ' +
    'और व एवं या भी ही तो यह वह ये वे इस उस इन उन अब जब कि एक'
  )
    .split(' ')
    .map((word) => comparable(word)),
);

/**
 * The editions whose titles are compared here rather than by pg_trgm in the database, with the
 * words left out. pg_trgm reads words by the database's character classes: on a PostgreSQL whose
 * LC_CTYPE is C, Devanagari has no letter (no trigram, no match) and elsewhere its virama and
 * nukta may not count as letters.
 */
const IN_PROCESS: Partial<Record<Edition, ReadonlySet<string>>> = { hi: HINDI_FUNCTION_WORDS };

/** The most titles of one edition's window compared in process (a busy site's fortnight). */
const MAX_COMPARED = 5000;

/**
 * Whether a fetched story is one the site has already: the same link (ever,
 * including stories an editor has since deleted, in any edition), or, among the
 * articles of the same edition of the last `windowDays` days, the same title once
 * case, accents and punctuation are set aside, or a near-identical title by
 * trigram similarity. An English and a Hindi story on the same event are two
 * stories. Stories stored earlier in the same run are articles too, so
 * duplicates within a run are caught.
 */
export class Deduper {
  constructor(
    private readonly db: Db,
    private readonly options: DedupeOptions,
  ) {}

  async reasonToSkip(title: string, sourceUrl: string, edition: Edition = DEFAULT_EDITION): Promise<SkipReason | null> {
    const [known] = await queryRows<{ one: number }>(
      this.db,
      sql`select 1 as one from ${articles} where ${articles.sourceUrl} = ${sourceUrl}
          union all select 1 from ${ingestSeen} where ${ingestSeen.sourceUrl} = ${sourceUrl}
          limit 1`,
    );
    if (known) return 'url';
    const now = this.options.now?.() ?? new Date();
    const since = new Date(now.getTime() - this.options.windowDays * 86_400_000);
    const skipWords = IN_PROCESS[edition];
    const rows = skipWords
      ? await this.recentTitles(edition, since, title, skipWords)
      : await this.similarTitles(edition, since, title);
    const key = normalizeTitle(title);
    if (rows.some((r) => normalizeTitle(r.title) === key)) return 'title';
    if (rows.some((r) => r.sim >= this.options.similarity)) return 'similar';
    return null;
  }

  /** The edition's titles in the window that pg_trgm finds alike, through the titles' trigram index. */
  private async similarTitles(edition: Edition, since: Date, title: string) {
    const rows = await queryRows<{ title: string; sim: number }>(
      this.db,
      sql`
        select ${articles.title} as title, similarity(${articles.title}, ${title})::float8 as sim
        from ${articles}
        where ${articles.edition} = ${edition}
          and ${articles.createdAt} >= ${since.toISOString()}::timestamptz and ${articles.title} % ${title}
        order by sim desc
        limit 20`,
    );
    return rows.map((r) => ({ title: r.title, sim: Number(r.sim) }));
  }

  /** The edition's titles in the window, each with its similarity measured here. */
  private async recentTitles(edition: Edition, since: Date, title: string, skipWords: ReadonlySet<string>) {
    const rows = await this.db
      .select({ title: articles.title })
      .from(articles)
      .where(and(eq(articles.edition, edition), gte(articles.createdAt, since)))
      .orderBy(desc(articles.createdAt))
      .limit(MAX_COMPARED);
    const mine = trigrams(title, skipWords);
    return rows.map((r) => ({ title: r.title, sim: similarity(mine, trigrams(r.title, skipWords)) }));
  }

  /** Remembers a stored story's link for good. */
  async remember(sourceUrl: string): Promise<void> {
    await this.db.insert(ingestSeen).values({ sourceUrl }).onConflictDoNothing();
  }
}

/**
 * A word as titles are compared: NFC, lower case, the nukta dropped and the chandrabindu read as
 * the anusvara, as Hindi is written either way ('बाज़ार' and 'बाजार', 'पहुँचा' and 'पहुंचा').
 */
function comparable(word: string): string {
  return word
    .normalize('NFC')
    .toLowerCase()
    .replace(/\u093C/g, '')
    .replace(/\u0901/g, '\u0902')
    .normalize('NFC');
}

/**
 * pg_trgm's trigrams of a title, read the same in any database: each word (a run of letters,
 * their marks and digits, in any script) but those left out, padded with two spaces before and
 * one after, in threes of characters.
 */
export function trigrams(title: string, skipWords: ReadonlySet<string> = new Set()): Set<string> {
  const out = new Set<string>();
  for (const match of title.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    const word = comparable(match[0]);
    if (skipWords.has(word)) continue;
    const chars = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 3 <= chars.length; i++) out.add(chars.slice(i, i + 3).join(''));
  }
  return out;
}

/** pg_trgm's similarity: the trigrams two titles share over those either has. */
export function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / (a.size + b.size - shared);
}
