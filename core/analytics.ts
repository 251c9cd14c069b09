import type { Category } from './categories';

export const ENGAGEMENT_KINDS = ['views', 'shares', 'likes'] as const;
export type EngagementKind = (typeof ENGAGEMENT_KINDS)[number];

/** The analytics page's periods, in days; 30 unless asked otherwise. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_PERIOD: AnalyticsPeriod = 30;

export function parsePeriod(value: string | null | undefined): AnalyticsPeriod | null {
  if (value === null || value === undefined || value === '') return DEFAULT_PERIOD;
  const n = Number(value);
  return (ANALYTICS_PERIODS as readonly number[]).includes(n) ? (n as AnalyticsPeriod) : null;
}

export type Totals = Record<EngagementKind, number>;

export interface DayTotals extends Totals {
  /** 'YYYY-MM-DD' in the site's time zone. */
  day: string;
}

export interface TopArticle extends Totals {
  _id: string;
  slug: string;
  title: string;
  category: Category;
  status: string;
}

export interface CategoryTotals extends Totals {
  category: Category;
  /** Published stories in the category now, whether read or not. */
  published: number;
  /** Of all the category's stories, those with any view, share or like in the period ('Read or shared'). */
  articles: number;
}

export interface AnalyticsOverview {
  days: number;
  from: string;
  to: string;
  series: DayTotals[];
  totals: Totals;
  /** The same number of days just before. */
  previous: Totals;
  top: TopArticle[];
  categories: CategoryTotals[];
}

export interface LikeState {
  likes: number;
  liked: boolean;
}
