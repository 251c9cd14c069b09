import { QueryClient } from '@tanstack/react-query';
import { HttpError, QUERY_DEFAULTS } from '../../core/query';

/** One per browser tab (and per server render), with the rules of core/query (mutations never retried). */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: QUERY_DEFAULTS });
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
