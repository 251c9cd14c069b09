import { desc, eq, isNull, sql } from 'drizzle-orm';
import { articleInputSchema, HARD_LIMITS } from '../../core/article-input';
import { CATEGORIES, type Category } from '../../core/categories';
import { DEFAULT_EDITION, EDITIONS, type Edition } from '../../core/editions';
import {
  cleanTitle,
  dropRepeatedStandfirst,
  INGEST_DEFAULTS,
  normalizeSourceUrl,
  PROVIDER_LABELS,
  type NormalizedStory,
  type ProviderCounts,
  type ProviderId,
  type RunReport,
  type RunStatus,
  type RunTrigger,
  type SkipReason,
} from '../../core/ingest';
import { MAX_UPLOAD_BYTES } from '../../core/media';
import { cleanForeignText, truncate } from '../../core/text';
import { queryRows, type Db } from '../db/client';
import { articles, ingestRuns, type IngestRunRow } from '../db/schema';
import type { IngestConfig } from '../config';
import type { EventBus } from '../lib/events';
import type { Logger } from '../lib/logger';
import { inspectImage } from '../media/media.service';
import { BLANK } from '../news/article-form';
import type { ArticleWriter } from '../news/article-writer';
import { sampleRows } from '../seed/seed';
import { Deduper } from './dedupe';
import { httpGet, httpGetWithRetry } from './http-client';
import { editionLabel, plain, type Get, type Provider } from './providers/provider';

/** What the environment sets; its defaults are in one place, `server/config.ts`. */
export type IngestSettings = Pick<IngestConfig, 'perCategory' | 'timeZone' | 'status' | 'similarity' | 'timeoutMs'>;

/** The fixed limits of a fetch (not configurable; tests shorten the waits). */
export interface IngestLimits {
  /** How far back a story counts as already published. */
  windowDays: number;
  /** Largest API answer or feed read. */
  maxBytes: number;
  retryDelaysMs: readonly number[];
  maxRetryWaitMs: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
}

export type IngestOptions = IngestSettings & IngestLimits;

export interface RunRequest {
  trigger: RunTrigger;
  /** Username of who pressed Trigger Manual Fetch. */
  by?: string | null;
}

const FEED_MAX_BYTES = 5 * 1024 * 1024;
export const INGEST_LIMITS: IngestLimits = {
  windowDays: INGEST_DEFAULTS.windowDays,
  maxBytes: FEED_MAX_BYTES,
  retryDelaysMs: [1_000, 4_000],
  maxRetryWaitMs: 30_000,
};

/** The fetch's options from the configuration (`config.ingest`) and the fixed limits. */
export function ingestOptions(config: IngestSettings): IngestOptions {
  const { perCategory, timeZone, status, similarity, timeoutMs } = config;
  return { perCategory, timeZone, status, similarity, timeoutMs, ...INGEST_LIMITS };
}

const emptyCounts = (): ProviderCounts => ({
  fetched: 0,
  stored: 0,
  skipped: { url: 0, title: 0, similar: 0, invalid: 0 },
  error: null,
});

/**
 * One news fetch over the ten categories: each category of each edition the providers fill
 * takes up to `perCategory` new stories from the providers in their configured order, newest
 * first, skipping duplicates, and stores them attributed to their source, in the edition they
 * were fetched for (docs/decisions/009-editions.md). A
 * provider that fails is recorded and skipped for the rest of the run. With no
 * provider configured the run adds the sample stories (marked as samples).
 * After each category that stored stories it emits `articles.changed` (`ingested`),
 * so the page cache and the feeds show them; a person's trigger is audited by
 * `SchedulerCommands.trigger`, a scheduled run needs no record.
 */
export class IngestService {
  private readonly deduper: Deduper;
  private readonly trusted: ReadonlySet<string>;
  /** The editions some provider fills, in their order. */
  private readonly editions: readonly Edition[];
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly writer: ArticleWriter,
    readonly providers: readonly Provider[],
    private readonly options: IngestOptions,
    private readonly events: EventBus,
    private readonly logger?: Logger,
  ) {
    this.now = options.now ?? (() => new Date());
    this.deduper = new Deduper(db, { similarity: options.similarity, windowDays: options.windowDays, now: this.now });
    this.trusted = new Set(providers.flatMap((p) => p.origins));
    this.editions = (Object.keys(EDITIONS) as Edition[]).filter((e) => providers.some((p) => p.editions.includes(e)));
  }

  get perCategory(): number {
    return this.options.perCategory;
  }

  get ingestStatus(): 'published' | 'draft' {
    return this.options.status;
  }

  /** Closes runs a crash or a restart cut short, so they do not look like they are still going. */
  async closeInterrupted(): Promise<void> {
    await this.db
      .update(ingestRuns)
      .set({ status: 'interrupted', finishedAt: this.now() })
      .where(isNull(ingestRuns.finishedAt));
  }

  /** Records the start of a run and answers its id; `execute` does the work. */
  async begin(request: RunRequest): Promise<string> {
    const [row] = await this.db
      .insert(ingestRuns)
      .values({ trigger: request.trigger, triggeredBy: request.by ?? null, startedAt: this.now() })
      .returning({ id: ingestRuns.id });
    return row!.id;
  }

  /** `shouldStop` is asked between stories: a server shutting down ends the run early, as 'interrupted'. */
  async execute(runId: string, shouldStop: () => boolean = () => false): Promise<RunReport> {
    const report: RunReport['categories'] = {};
    const errors: string[] = [];
    const failed = new Set<ProviderId>();
    const totals = { fetched: 0, stored: 0, skipped: 0 };
    const active = this.providers.length > 0;
    let done = 0;
    let stopped = false;
    try {
      for (const category of CATEGORIES) {
        if (shouldStop()) {
          stopped = true;
          errors.push('The run was cut short because the server is shutting down.');
          break;
        }
        const counts: Partial<Record<ProviderId, ProviderCounts>> = {};
        const ids: string[] = [];
        if (active) {
          for (const edition of this.editions) {
            await this.fillCategory(category, edition, counts, ids, failed, errors, shouldStop);
          }
        } else {
          await this.addSamples(category, counts, ids);
        }
        report[category] = counts;
        for (const c of Object.values(counts)) {
          totals.fetched += c.fetched;
          totals.stored += c.stored;
          totals.skipped += Object.values(c.skipped).reduce((a, b) => a + b, 0);
        }
        done++;
        await this.db
          .update(ingestRuns)
          .set({ categoriesDone: done, report, errors, ...totals })
          .where(eq(ingestRuns.id, runId));
        if (ids.length > 0) {
          this.events.emit('articles.changed', {
            ids,
            categories: [category],
            change: 'ingested',
            // Samples are published; fetched stories as INGEST_STATUS says.
            public: !active || this.options.status === 'published',
          });
        }
      }
    } catch (error) {
      // A database failure mid-run: what was stored stays; the run says it failed.
      this.logger?.error({ err: error }, 'news fetch stopped by an unexpected error');
      errors.push('The run stopped early because of an internal error; see the server log.');
    }
    const status: RunStatus = stopped
      ? 'interrupted'
      : done < CATEGORIES.length
        ? 'failed'
        : errors.length === 0
          ? 'success'
          : active && failed.size === this.providers.length && totals.stored === 0
            ? 'failed'
            : 'partial';
    await this.db
      .update(ingestRuns)
      .set({ status, finishedAt: this.now(), categoriesDone: done, report, errors, ...totals })
      .where(eq(ingestRuns.id, runId));
    const row = await this.findRun(runId);
    return toReport(row!);
  }

  /**
   * One category of one edition. A provider's counts in the run's report are the sum over the
   * editions it filled; an error names the edition when it is not the default one.
   */
  private async fillCategory(
    category: Category,
    edition: Edition,
    counts: Partial<Record<ProviderId, ProviderCounts>>,
    ids: string[],
    failed: Set<ProviderId>,
    errors: string[],
    shouldStop: () => boolean,
  ): Promise<void> {
    // Up to `perCategory` new stories a day in each edition: a second run the same day adds nothing new.
    let stored = await this.storedToday(category, edition);
    for (const provider of this.providers) {
      if (stored >= this.options.perCategory || shouldStop()) break;
      if (!provider.covers(category, edition) || failed.has(provider.id)) continue;
      const tally = (counts[provider.id] ??= emptyCounts());
      let stories: NormalizedStory[];
      try {
        stories = await provider.fetch(category, this.options.perCategory, this.apiGet, edition);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        tally.error = message.slice(0, 300);
        // RSS feeds are per category; an API that fails once (key, quota, outage) is skipped for the run.
        if (provider.id !== 'rss') failed.add(provider.id);
        const where = edition === DEFAULT_EDITION ? category : `${category}, ${editionLabel(edition)}`;
        errors.push(`${PROVIDER_LABELS[provider.id]} (${where}): ${tally.error}`);
        continue;
      }
      tally.fetched += stories.length;
      stories.sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0));
      for (const story of stories) {
        if (stored >= this.options.perCategory || shouldStop()) break;
        const outcome = await this.store(category, edition, story);
        if ('id' in outcome) {
          ids.push(outcome.id);
          tally.stored++;
          stored++;
        } else {
          tally.skipped[outcome.skipped]++;
        }
      }
    }
  }

  /** Fetched stories of the edition's category stored since midnight in the scheduler's time zone. */
  private async storedToday(category: Category, edition: Edition): Promise<number> {
    const now = this.now().toISOString();
    const [row] = await queryRows<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from ${articles}
          where ${articles.category} = ${category} and ${articles.edition} = ${edition}
            and ${articles.sourceUrl} is not null and ${articles.authorId} is null
            and ${articles.createdAt} >= (date_trunc('day', ${now}::timestamptz at time zone ${this.options.timeZone}) at time zone ${this.options.timeZone})`,
    );
    return Number(row?.n ?? 0);
  }

  /** Stores one story in `edition` (answering its id), or answers why not. */
  private async store(
    category: Category,
    edition: Edition,
    fetched: NormalizedStory,
  ): Promise<{ id: string } | { skipped: SkipReason }> {
    const story = storable(fetched);
    const invalid = { skipped: 'invalid' } as const;
    const sourceUrl = normalizeSourceUrl(story.sourceUrl);
    if (!sourceUrl) return invalid;
    const sourceName = truncate(plain(story.sourceName), 100) || 'original publisher';
    const title = cleanTitle(plain(story.title), sourceName);
    if (!title || title.length > HARD_LIMITS.title) return invalid;
    const reason = await this.deduper.reasonToSkip(title, sourceUrl, edition);
    if (reason) return { skipped: reason };

    const now = this.now();
    const description = truncate(plain(story.description) || plain(story.content), 600);
    const parsed = articleInputSchema.safeParse({
      ...BLANK,
      title,
      category,
      edition,
      description,
      // The page shows the description above the body: a first paragraph repeating it goes.
      content: dropRepeatedStandfirst(story.content, plain(story.description)),
      status: this.options.status,
      canonicalUrl: sourceUrl,
      // Providers give no description of their pictures: shown as decorative, beside the headline.
      imageAlt: null,
    });
    if (!parsed.success) return invalid;
    const imageFile = await this.downloadImage(story.imageUrl);
    const publishedAt = story.publishedAt && story.publishedAt < now ? story.publishedAt : now;
    let id: string;
    try {
      id = await this.writer.create(
        { input: parsed.data, imageFile },
        { id: null, name: truncate(plain(story.author ?? '') || sourceName, 100) },
        { sourceName, sourceUrl, publishedAt },
      );
    } catch (error) {
      // Nothing usable after sanitizing (e.g. only script), or a field the rules refuse.
      this.logger?.debug({ err: error, sourceUrl }, 'fetched story not stored');
      return invalid;
    }
    await this.deduper.remember(sourceUrl);
    return { id };
  }

  /** The story's picture, if it can be had safely: never from a private address, at most 10 MB, an image by its bytes. */
  private async downloadImage(url: string | null): Promise<Uint8Array | null> {
    if (!url) return null;
    try {
      const result = await httpGet(url, {
        timeoutMs: this.options.timeoutMs,
        maxBytes: MAX_UPLOAD_BYTES,
        trustedOrigins: this.trusted,
        headers: { Accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8' },
      });
      const bytes = new Uint8Array(result.body);
      await inspectImage(bytes);
      return bytes;
    } catch (error) {
      this.logger?.debug({ err: error }, 'story image skipped');
      return null;
    }
  }

  private readonly apiGet: Get = (url, headers) =>
    httpGetWithRetry(
      url,
      { timeoutMs: this.options.timeoutMs, maxBytes: this.options.maxBytes, headers, trustedOrigins: this.trusted },
      { delaysMs: this.options.retryDelaysMs, maxWaitMs: this.options.maxRetryWaitMs, sleep: this.options.sleep },
    );

  /** No provider configured: the sample stories of the category that the site does not have, marked as samples. */
  private async addSamples(
    category: Category,
    counts: Partial<Record<ProviderId, ProviderCounts>>,
    ids: string[],
  ): Promise<void> {
    const tally = (counts.samples = emptyCounts());
    const rows = sampleRows(this.now()).filter((row) => row.category === category);
    tally.fetched = rows.length;
    const present = new Set(
      (await this.db.select({ title: articles.title }).from(articles).where(eq(articles.category, category))).map(
        (r) => r.title,
      ),
    );
    for (const row of rows.slice(0, this.options.perCategory)) {
      if (present.has(row.title)) {
        tally.skipped.title++;
        continue;
      }
      const [inserted] = await this.db
        .insert(articles)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: articles.id });
      if (inserted) {
        ids.push(inserted.id);
        tally.stored++;
      } else {
        tally.skipped.url++;
      }
    }
  }

  async findRun(id: string): Promise<IngestRunRow | undefined> {
    const [row] = await this.db.select().from(ingestRuns).where(eq(ingestRuns.id, id));
    return row;
  }

  async runs(limit = 20): Promise<RunReport[]> {
    const rows = await this.db.select().from(ingestRuns).orderBy(desc(ingestRuns.startedAt)).limit(limit);
    return rows.map(toReport);
  }

  async currentRun(): Promise<RunReport | null> {
    const [row] = await this.db
      .select()
      .from(ingestRuns)
      .where(isNull(ingestRuns.finishedAt))
      .orderBy(desc(ingestRuns.startedAt))
      .limit(1);
    return row ? toReport(row) : null;
  }

  async lastFinishedRun(): Promise<RunReport | null> {
    const rows = await this.db.select().from(ingestRuns).orderBy(desc(ingestRuns.startedAt)).limit(5);
    const row = rows.find((r) => r.finishedAt !== null);
    return row ? toReport(row) : null;
  }
}

export function toReport(row: IngestRunRow): RunReport {
  return {
    id: row.id,
    trigger: row.trigger as RunTrigger,
    triggeredBy: row.triggeredBy,
    status: row.status as RunStatus,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    categoriesDone: row.categoriesDone,
    categoriesTotal: CATEGORIES.length,
    fetched: row.fetched,
    stored: row.stored,
    skipped: row.skipped,
    errors: Array.isArray(row.errors) ? (row.errors as string[]) : [],
    categories: (row.report ?? {}) as RunReport['categories'],
  };
}

/**
 * A fetched story with what no field may hold taken out rather than refused (core/text.ts,
 * `cleanForeignText`): control characters, lone surrogates, and in names and the title
 * bidirectional overrides. A provider's stray byte must not cost the reader the story.
 */
function storable(story: NormalizedStory): NormalizedStory {
  const line = (text: string) => cleanForeignText(text, { line: true });
  return {
    ...story,
    title: line(story.title),
    description: cleanForeignText(story.description),
    content: cleanForeignText(story.content),
    sourceName: line(story.sourceName),
    sourceUrl: cleanForeignText(story.sourceUrl),
    imageUrl: story.imageUrl === null ? null : cleanForeignText(story.imageUrl),
    author: story.author === null ? null : line(story.author),
  };
}
