/**
 * The SEO score and what lowers it: one rule for the editor's live score, the
 * SEO page and the server (SPEC §5 and §9).
 */

/** Character limits of SPEC §5. */
export const CHARACTER_LIMITS = {
  title: 60,
  description: 160,
  excerpt: 300,
  metaTitle: 60,
  metaDescription: 160,
  ogTitle: 60,
  ogDescription: 160,
  twitterTitle: 60,
  twitterDescription: 160,
} as const;

export const SEO_MIN_WORDS = 300;
export const SEO_LONG_WORDS = 1000;
export const TOO_SHORT_FOR_SEO = 'Too short for SEO';

const BASE = 50;
const FOCUS_KEYWORD_POINTS = 20;
const MIN_WORDS_POINTS = 15;
const LONG_WORDS_POINTS = 10;

export type SeoLevel = 'good' | 'fair' | 'poor';

/** Green at 80 and over, yellow at 60 and over, red below (SPEC §9). */
export function seoLevel(score: number): SeoLevel {
  if (score >= 80) return 'good';
  if (score >= 60) return 'fair';
  return 'poor';
}

/** Case-insensitive, against the content's text (SPEC §5). */
export function hasFocusKeyword(contentText: string, focusKeyword: string | null | undefined): boolean {
  const keyword = focusKeyword?.trim().toLowerCase();
  return Boolean(keyword) && contentText.toLowerCase().includes(keyword as string);
}

/** Base 50, +20 focus keyword in the content, +15 at 300 words, +10 more at 1000, at most 100. */
export function seoScore(input: { words: number; focusKeywordInContent: boolean }): number {
  let score = BASE;
  if (input.focusKeywordInContent) score += FOCUS_KEYWORD_POINTS;
  if (input.words >= SEO_MIN_WORDS) score += MIN_WORDS_POINTS;
  if (input.words >= SEO_LONG_WORDS) score += LONG_WORDS_POINTS;
  return Math.min(100, score);
}

export interface SeoIssue {
  code:
    | 'no-focus-keyword'
    | 'focus-keyword-missing'
    | 'too-short'
    | 'under-long-form'
    | 'no-meta-description'
    | 'meta-description-long'
    | 'meta-title-long'
    | 'title-long';
  message: string;
  /** Points of the score it costs; 0 when it hurts search listings but not the score. */
  points: number;
}

export interface SeoInput {
  title: string;
  metaTitle?: string | null;
  metaDescription?: string | null;
  focusKeyword?: string | null;
  words: number;
  /** Whether the focus keyword is in the content (see hasFocusKeyword). */
  focusKeywordInContent: boolean;
}

export interface SeoReport {
  score: number;
  level: SeoLevel;
  issues: SeoIssue[];
}

/** The score, and everything that keeps it (or the article's search listing) down, costliest first. */
export function seoReport(input: SeoInput): SeoReport {
  const score = seoScore(input);
  const issues: SeoIssue[] = [];
  const keyword = input.focusKeyword?.trim();
  if (!keyword) {
    issues.push({ code: 'no-focus-keyword', message: 'No focus keyword set', points: FOCUS_KEYWORD_POINTS });
  } else if (!input.focusKeywordInContent) {
    issues.push({
      code: 'focus-keyword-missing',
      message: `Focus keyword “${keyword}” is not in the content`,
      points: FOCUS_KEYWORD_POINTS,
    });
  }
  if (input.words < SEO_MIN_WORDS) {
    issues.push({
      code: 'too-short',
      message: `${TOO_SHORT_FOR_SEO}: ${input.words} words of ${SEO_MIN_WORDS}`,
      points: MIN_WORDS_POINTS + LONG_WORDS_POINTS,
    });
  } else if (input.words < SEO_LONG_WORDS) {
    issues.push({
      code: 'under-long-form',
      message: `${input.words} words: ${SEO_LONG_WORDS} or more earn ${LONG_WORDS_POINTS} points`,
      points: LONG_WORDS_POINTS,
    });
  }
  const metaDescription = input.metaDescription?.trim() ?? '';
  if (!metaDescription) {
    issues.push({ code: 'no-meta-description', message: 'Missing meta description', points: 0 });
  } else if (metaDescription.length > CHARACTER_LIMITS.metaDescription) {
    issues.push({
      code: 'meta-description-long',
      message: `Meta description is ${metaDescription.length} characters (limit ${CHARACTER_LIMITS.metaDescription})`,
      points: 0,
    });
  }
  const metaTitle = input.metaTitle?.trim() ?? '';
  if (metaTitle.length > CHARACTER_LIMITS.metaTitle) {
    issues.push({
      code: 'meta-title-long',
      message: `Meta title is ${metaTitle.length} characters (limit ${CHARACTER_LIMITS.metaTitle})`,
      points: 0,
    });
  }
  if (input.title.length > CHARACTER_LIMITS.title) {
    issues.push({
      code: 'title-long',
      message: `Title is ${input.title.length} characters (limit ${CHARACTER_LIMITS.title})`,
      points: 0,
    });
  }
  return { score, level: seoLevel(score), issues };
}
