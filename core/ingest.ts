/**
 * Rules of automatic news ingestion shared by the server and the scheduler page:
 * the normalized story, how titles and links are compared, and the page's texts.
 */
import type { Category } from './categories';
import { htmlToText } from './text';

export const PROVIDERS = ['newsapi', 'gnews', 'newsdata', 'guardian', 'rss'] as const;
export type ProviderId = (typeof PROVIDERS)[number] | 'samples';

export const PROVIDER_LABELS: Record<ProviderId, string> = {
  newsapi: 'NewsAPI',
  gnews: 'GNews',
  newsdata: 'NewsData.io',
  guardian: 'The Guardian',
  rss: 'RSS and Atom feeds',
  samples: 'Sample stories',
};

export const INGEST_DEFAULTS = {
  perCategory: 10,
  /** pg_trgm similarity at or above which two titles are one story. */
  similarity: 0.8,
  /** How far back a story counts as already published. */
  windowDays: 14,
  cron: '0 6 * * *',
  timeZone: 'Asia/Kolkata',
} as const;

/** One story as every provider's adapter hands it over. */
export interface NormalizedStory {
  title: string;
  /** Plain text. */
  description: string;
  /** HTML (from feeds and The Guardian) or plain text wrapped in paragraphs; sanitized before it is stored. */
  content: string;
  imageUrl: string | null;
  sourceName: string;
  sourceUrl: string;
  publishedAt: Date | null;
  author: string | null;
}

const TRUNCATION_MARKERS = [
  // NewsAPI: '… [+1234 chars]'; GNews: '... [1234 chars]'
  /\s*(?:…|\.\.\.)?\s*\[\+?\d+\s*chars?\]\s*$/i,
  // NewsData.io on free plans
  /^\s*ONLY AVAILABLE IN (?:PAID|PROFESSIONAL|CORPORATE) PLANS?\s*$/i,
];

/** Removes the markers providers put where they cut a story's text. */
export function stripTruncation(text: string): string {
  return TRUNCATION_MARKERS.reduce((out, marker) => out.replace(marker, ''), text).trim();
}

/** Text as compared for repetition: letters and digits only, in lower case (accents, punctuation, spacing ignored). */
function comparable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

const FIRST_BLOCK = /^\s*<(p|div|h[1-6]|blockquote)\b[^>]*>([\s\S]*?)<\/\1\s*>/i;

/**
 * A fetched story's body without a first paragraph that only repeats its standfirst (feeds often
 * open the body with the description the page already shows above it). Compared as text
 * (case, accents, punctuation, spacing and a cut-off '…' ignored); a first paragraph that says
 * more, or the body's only paragraph, stays.
 */
export function dropRepeatedStandfirst(content: string, description: string): string {
  const match = FIRST_BLOCK.exec(content);
  if (!match) return content;
  const first = comparable(htmlToText(match[2] ?? ''));
  const standfirst = comparable(stripTruncation(description).replace(/(?:…|\.\.\.|\[…\])\s*$/u, ''));
  if (!first || !standfirst) return content;
  // The description may be the paragraph cut short.
  const repeats = first === standfirst || (standfirst.length >= 40 && first.startsWith(standfirst));
  const rest = content.slice(match[0].length);
  return repeats && htmlToText(rest) ? rest.trimStart() : content;
}

/**
 * The form in which two titles are 'the same': case, accents, punctuation and
 * spacing ignored, and a trailing ' - Source' (NewsAPI appends it) dropped.
 */
export function normalizeTitle(title: string, sourceName?: string | null): string {
  let t = title.normalize('NFKC').trim();
  if (sourceName) {
    const suffix = new RegExp(`\\s+[-–—|]\\s+${escapeRegExp(sourceName.trim())}\\s*$`, 'i');
    t = t.replace(suffix, '');
  }
  // Accents on Latin, Greek and Cyrillic letters go ('Café' is 'cafe'); marks that are other
  // scripts' letters stay (Devanagari's vowel signs: 'की' and 'के' are two words), as in slugs.
  return t
    .normalize('NFKD')
    .replace(/([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Drops a trailing ' - Source' from a headline, as it is shown beside it anyway. */
export function cleanTitle(title: string, sourceName?: string | null): string {
  const t = title.replace(/\s+/g, ' ').trim();
  if (!sourceName) return t;
  const suffix = new RegExp(`\\s+[-–—|]\\s+${escapeRegExp(sourceName.trim())}\\s*$`, 'i');
  const cleaned = t.replace(suffix, '');
  return cleaned || t;
}

const TRACKING_PARAMS =
  /^(?:utm_\w+|fbclid|gclid|dclid|mc_cid|mc_eid|ocid|cmpid|ref|ref_src|smid|at_medium|at_campaign)$/i;

/**
 * A story's link as stored and compared: http(s) only, host in lower case, no
 * fragment and no tracking parameters. Null when it is not a usable link.
 */
export function normalizeSourceUrl(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  url.hash = '';
  for (const key of [...url.searchParams.keys()]) if (TRACKING_PARAMS.test(key)) url.searchParams.delete(key);
  if (url.pathname.length > 1) url.pathname = url.pathname.replace(/\/+$/, '');
  return url.toString();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// ---- Runs, as the scheduler page shows them ----

export type RunTrigger = 'schedule' | 'manual';
export type RunStatus = 'running' | 'success' | 'partial' | 'failed' | 'interrupted';
export type SkipReason = 'url' | 'title' | 'similar' | 'invalid';

export const SKIP_REASON_LABELS: Record<SkipReason, string> = {
  url: 'same link',
  title: 'same title',
  similar: 'near-identical title',
  invalid: 'unusable',
};

export interface ProviderCounts {
  fetched: number;
  stored: number;
  skipped: Record<SkipReason, number>;
  error: string | null;
}

export interface RunReport {
  id: string;
  trigger: RunTrigger;
  /** Who pressed Trigger Manual Fetch. */
  triggeredBy: string | null;
  status: RunStatus;
  startedAt: string;
  finishedAt: string | null;
  categoriesDone: number;
  categoriesTotal: number;
  fetched: number;
  stored: number;
  skipped: number;
  errors: string[];
  /** Per category, per provider. */
  categories: Partial<Record<Category, Partial<Record<ProviderId, ProviderCounts>>>>;
}

export interface ProviderHealth {
  id: ProviderId;
  label: string;
  /** 'ok' after its last use worked, 'failing' after it failed, 'unused' before any run. */
  state: 'ok' | 'failing' | 'unused';
  lastError: string | null;
  lastUsedAt: string | null;
  /** For RSS: how many feeds. */
  detail: string | null;
}

export interface SchedulerStatus {
  isRunning: boolean;
  /** The cron expression. */
  schedule: string;
  /** The schedule in words, e.g. 'At 06:00 (Asia/Kolkata)'. */
  scheduleText: string;
  timeZone: string;
  lastRun: string | null;
  nextRun: string | null;
  categories: Category[];
  /** The run going on now, if any. */
  currentRun: RunReport | null;
  lastRunSummary: RunReport | null;
  providers: ProviderHealth[];
  perCategory: number;
  ingestStatus: 'published' | 'draft';
}

/** Texts of the scheduler page (docs/product.md, 'Admin: scheduler'). */
export const SCHEDULER_TEXTS = {
  statusError: 'Error fetching scheduler status',
  triggerError: 'Error triggering news fetch',
  startError: 'Error starting scheduler',
  stopError: 'Error stopping scheduler',
  started: 'Scheduler started successfully',
  alreadyStarted: 'Scheduler is already running',
  stopped: 'Scheduler stopped successfully',
  alreadyStopped: 'Scheduler is already stopped',
  triggered: 'News fetch started successfully',
  inProgress: 'A news fetch is already in progress. Try again when it has finished.',
  noProviders:
    'No providers configured: nothing new to fetch. Set NEWSAPI_KEY, GNEWS_KEY, NEWSDATA_KEY, GUARDIAN_KEY or RSS_FEEDS.',
} as const;

export type RunResultTone = 'success' | 'info' | 'error';

const stories = (n: number) => `${n} ${n === 1 ? 'story' : 'stories'}`;

/**
 * What a finished run did, in one sentence for the scheduler page: stories added and
 * skipped, or why nothing was added. `providersConfigured` is false on a site that
 * runs on the sample stories alone.
 */
export function runResult(run: RunReport, providersConfigured: boolean): { text: string; tone: RunResultTone } {
  const skipped = run.skipped > 0 ? `, ${run.skipped} skipped (already on the site or unusable)` : '';
  const errors = run.errors.length === 1 ? '1 error' : `${run.errors.length} errors`;
  if (run.status === 'running') {
    return { text: `News fetch in progress: ${stories(run.stored)} added so far.`, tone: 'info' };
  }
  if (run.status === 'failed') {
    return {
      text: `News fetch failed with ${errors} (see Recent runs): ${stories(run.stored)} added${skipped}.`,
      tone: 'error',
    };
  }
  if (run.status === 'interrupted') {
    return { text: `News fetch interrupted: ${stories(run.stored)} added${skipped}.`, tone: 'error' };
  }
  if (!providersConfigured) {
    if (run.stored === 0) return { text: SCHEDULER_TEXTS.noProviders, tone: 'info' };
    return {
      text: `News fetch finished: ${run.stored} sample ${run.stored === 1 ? 'story' : 'stories'} added${skipped}. No providers configured: set NEWSAPI_KEY, GNEWS_KEY, NEWSDATA_KEY, GUARDIAN_KEY or RSS_FEEDS for real news.`,
      tone: 'info',
    };
  }
  const partial = run.status === 'partial' ? ` ${errors} (see Recent runs).` : '';
  const tone: RunResultTone = run.status === 'partial' ? 'error' : 'success';
  const lead = run.status === 'partial' ? 'News fetch finished with errors' : 'News fetch finished';
  // A category the providers were not asked about had its day's quota already.
  const quotaReached = Object.values(run.categories).every((c) => !c || Object.keys(c).length === 0);
  if (run.stored === 0 && run.fetched === 0 && run.errors.length === 0 && quotaReached) {
    return {
      text: `${lead}: nothing new to fetch, every category already has its stories for today.`,
      tone: 'info',
    };
  }
  if (run.stored === 0) {
    return {
      text: `${lead}: nothing new${skipped ? ` (${run.skipped} skipped, already on the site or unusable)` : ''}.${partial}`,
      tone: run.status === 'partial' ? 'error' : 'info',
    };
  }
  return { text: `${lead}: ${stories(run.stored)} added${skipped}.${partial}`, tone };
}

/** A message is green when it contains 'success' (docs/product.md, 'Admin: scheduler'). */
export function isSuccessMessage(message: string): boolean {
  return message.toLowerCase().includes('success');
}

/** How long a message stays on the scheduler page. */
export const MESSAGE_CLEAR_MS = 5000;
