import { z } from './zod';
import { ARTICLE_STATUSES, type ArticleStatus } from './article';
import { parseCategory, type Category } from './categories';

/**
 * The staff article list (docs/product.md, 'Admin: articles'): its page size, the title search
 * and tag filters, and the bulk actions editors take on the stories they tick. Used by the page,
 * the API and the use case; tested once.
 */

/** Stories a page of the staff list shows. */
export const STAFF_PAGE_SIZE = 50;
/** Stories one bulk action takes at most: one page. */
export const BULK_MAX = STAFF_PAGE_SIZE;
/** The longest title search and tag filter. */
export const TITLE_QUERY_MAX = 200;
export const TAG_QUERY_MAX = 100;

export const BULK_ACTIONS = ['publish', 'archive', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const BULK_LABELS: Record<BulkAction, string> = { publish: 'Publish', archive: 'Archive', delete: 'Delete' };
const DONE: Record<BulkAction, string> = { publish: 'published', archive: 'archived', delete: 'deleted' };

/** `POST /api/news/bulk`: an action and the stories it applies to. */
export const bulkInput = z.object({
  action: z.enum(BULK_ACTIONS, { error: `must be one of ${BULK_ACTIONS.join(', ')}` }),
  ids: z
    .array(z.string().uuid('must be the id of a story'))
    .min(1, 'choose at least one story')
    .max(BULK_MAX, `at most ${BULK_MAX} stories at once`)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
});
export type BulkInput = z.infer<typeof bulkInput>;

/** What a bulk action did: the stories it changed, and why each other one was left. */
export interface BulkResult {
  action: BulkAction;
  done: string[];
  failed: { id: string; title: string | null; message: string }[];
}

const stories = (n: number) => `${n} ${n === 1 ? 'story' : 'stories'}`;

/** The question before a bulk action, naming how many stories it takes. */
export function bulkQuestion(action: BulkAction, count: number): string {
  const question = `${BULK_LABELS[action]} ${stories(count)}?`;
  return action === 'delete' ? `${question} This cannot be undone.` : question;
}

/** The sentence after it: how many were changed, and how many were not. */
export function bulkOutcome(result: BulkResult): string {
  const done = `${stories(result.done.length)} ${DONE[result.action]}`;
  if (result.failed.length === 0) return `${done}.`;
  const n = result.failed.length;
  return `${done}; ${stories(n)} left as ${n === 1 ? 'it was' : 'they were'}.`;
}

/**
 * A title search or tag as the filters take it: spaces at the ends dropped and runs of spaces
 * made one, so 'climate  change' finds 'Climate change'; null when nothing is left.
 */
export function normalizeFilterText(value: string | null | undefined, max: number): string | null {
  const text = (value ?? '').replace(/\s+/g, ' ').trim().slice(0, max);
  return text === '' ? null : text;
}

/** The list's filters as the address gives them; a value that names nothing is dropped. */
export interface StaffFilters {
  q: string | null;
  status: ArticleStatus | null;
  category: Category | null;
  author: string | null;
  tag: string | null;
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function filtersOf(params: URLSearchParams): StaffFilters {
  const status = params.get('status');
  const author = params.get('author')?.trim() ?? '';
  const page = Number(params.get('page') ?? 1);
  return {
    q: normalizeFilterText(params.get('q'), TITLE_QUERY_MAX),
    status: (ARTICLE_STATUSES as readonly string[]).includes(status ?? '') ? (status as ArticleStatus) : null,
    category: parseCategory(params.get('category') ?? '') ?? null,
    author: UUID.test(author) ? author.toLowerCase() : null,
    tag: normalizeFilterText(params.get('tag'), TAG_QUERY_MAX),
    page: Number.isInteger(page) && page >= 1 && page <= 200 ? page : 1,
  };
}

/** The address of the list with `filters` (the ones left empty are left out). */
export function articlesHref(filters: Partial<StaffFilters>): string {
  const params = new URLSearchParams();
  for (const key of ['q', 'status', 'category', 'author', 'tag'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `/admin/articles?${query}` : '/admin/articles';
}
