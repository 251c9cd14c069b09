/**
 * Client data fetching rules (docs/product.md, 'Data fetching in the browser'): fresh for 5 minutes,
 * kept 5 minutes unused; queries (GETs) retried at most 3 times, never on 401 or 404, the delay
 * doubling from 1 s up to 30 s; mutations (POST, PUT, PATCH, DELETE) never retried: a create sent
 * again after a slow answer could make a second article. A create carries an `Idempotency-Key`
 * instead, so the person's own second try makes nothing twice.
 */
export const STALE_TIME_MS = 5 * 60_000;
export const GC_TIME_MS = 5 * 60_000;
export const MUTATION_RETRIES = 0;
const MAX_QUERY_RETRIES = 3;
const NO_RETRY_STATUSES = new Set([401, 404]);

/** An HTTP answer that was not a success, with the server's message. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** TanStack Query's `retry`: `failures` is how many attempts have failed so far, less one. */
export function shouldRetryQuery(failures: number, error: unknown): boolean {
  if (error instanceof HttpError && NO_RETRY_STATUSES.has(error.status)) return false;
  return failures < MAX_QUERY_RETRIES;
}

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** The default options of the admin screens' QueryClient (app/lib/query.ts): these rules. */
export const QUERY_DEFAULTS = {
  queries: { staleTime: STALE_TIME_MS, gcTime: GC_TIME_MS, retry: shouldRetryQuery, retryDelay },
  mutations: { retry: MUTATION_RETRIES },
} as const;
