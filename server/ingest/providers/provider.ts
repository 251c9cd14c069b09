import type { Category } from '../../../core/categories';
import { DEFAULT_EDITION, type Edition } from '../../../core/editions';
import { stripTruncation, type NormalizedStory, type ProviderId } from '../../../core/ingest';
import { htmlToText } from '../../../core/text';
import type { GetResult } from '../http-client';

/** How an adapter reaches the network: the ingest service adds time limits, size caps and retries. */
export type Get = (url: string, headers?: Record<string, string>) => Promise<GetResult>;

/** A news source the operator configured: it answers a category's newest stories, or throws. */
export interface Provider {
  id: ProviderId;
  /** Origins the operator configured (these may be on a private network, e.g. a local stand-in). */
  origins: string[];
  /** Shown on the scheduler page, e.g. '3 feeds'. */
  detail: string | null;
  /** The editions it fills (core/editions.ts): what it fetches for one is saved in that edition. */
  editions: readonly Edition[];
  /** Whether this provider has anything for the category of the edition at all. */
  covers(category: Category, edition: Edition): boolean;
  fetch(category: Category, limit: number, get: Get, edition: Edition): Promise<NormalizedStory[]>;
}

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language' });

/** An edition's name in the admin's English ('Hindi'); the reading pages use its own, `EDITIONS[…].name`. */
export function editionLabel(edition: Edition): string {
  return LANGUAGE_NAMES.of(edition) ?? edition;
}

/** The scheduler page's line for a provider that fills more than the English edition: 'English and Hindi editions'. */
export function editionsDetail(editions: readonly Edition[]): string | null {
  if (editions.length === 1 && editions[0] === DEFAULT_EDITION) return null;
  const names = editions.map(editionLabel);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  return `${list} ${names.length === 1 ? 'edition' : 'editions'}`;
}

/** An answer that is not what the provider documents: the run records it and moves on. */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

export function parseJson(result: GetResult): unknown {
  try {
    return JSON.parse(result.body.toString('utf8'));
  } catch {
    const type = result.contentType.split(';')[0]?.trim() || 'unknown type';
    throw new ProviderError(`answer is not valid JSON (${type})`);
  }
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function optionalText(value: unknown): string | null {
  const t = text(value);
  return t === '' ? null : t;
}

export function parseDate(value: unknown): Date | null {
  const raw = text(value);
  if (!raw) return null;
  // NewsData.io: '2026-11-21 08:15:00', in UTC.
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(raw) ? `${raw.replace(' ', 'T')}Z` : raw;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Plain text as paragraphs of HTML. */
export function textToHtml(value: string): string {
  return value
    .split(/\n\s*\n|\r\n\s*\r\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('\n');
}

/** Text that may carry markup (feeds put HTML in descriptions): its words only. */
export function plain(value: string): string {
  return htmlToText(value).replace(/\s+/g, ' ').trim();
}

export function withQuery(base: string, path: string, params: Record<string, string | number | undefined>): string {
  const url = new URL(base.replace(/\/+$/, '') + path);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, String(value));
  return url.toString();
}

export function originOf(base: string): string {
  return new URL(base).origin;
}

/** The host of a story's link, as a last-resort source name. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/**
 * A story from an API that gives a teaser and a cut-off text (NewsAPI, GNews,
 * NewsData.io): markers removed, and the longer of the two becomes the body.
 */
export function teaserStory(item: {
  title: string;
  url: string;
  description: unknown;
  content: unknown;
  imageUrl: unknown;
  sourceName: string;
  publishedAt: unknown;
  author: string | null;
}): NormalizedStory {
  const description = stripTruncation(plain(text(item.description)));
  const content = stripTruncation(plain(text(item.content)));
  return {
    title: item.title,
    description,
    content: textToHtml(content.length > description.length ? content : description),
    imageUrl: optionalText(item.imageUrl),
    sourceName: item.sourceName || hostOf(item.url),
    sourceUrl: item.url,
    publishedAt: parseDate(item.publishedAt),
    author: item.author,
  };
}
