import { QueryClient } from '@tanstack/react-query';
import { GC_TIME_MS, HttpError, MUTATION_RETRIES, retryDelay, shouldRetryQuery, STALE_TIME_MS } from '../../core/query';

/** One per browser tab (and per server render), with the rules of core/query. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, gcTime: GC_TIME_MS, retry: shouldRetryQuery, retryDelay },
      mutations: { retry: MUTATION_RETRIES, retryDelay },
    },
  });
}

/** GETs JSON from the site's API; a failure throws HttpError with the server's message. */
export async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' }, ...init });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new HttpError(res.status, body?.message ?? `Request failed (${res.status})`);
  }
  return (await res.json()) as T;
}
