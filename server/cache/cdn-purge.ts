import type { CdnPurgeConfig } from '../config';
import type { Logger } from '../lib/logger';

/**
 * Drops changed pages from the CDN's cache by surrogate key (README, 'Behind a CDN'), so that
 * with `CDN_MAX_AGE` set a reader behind the CDN sees a change as soon as one who is not: the
 * keys the server's own cache drops (server/services.ts) are sent to Varnish (`PURGE` with
 * `xkey-purge`, the VCL in deploy/varnish/newsdesk.vcl), Fastly's purge API or Cloudflare's.
 *
 * Never in a write's way: `purge` returns at once; keys arriving within BATCH_MS go out together;
 * a failed request (no answer, 5xx, 429, any refusal) is logged and tried again after RETRY_DELAYS_MS,
 * then logged as an error. Each process purges after dropping its own cache, so the last purge
 * comes after every process's copy is gone: the CDN cannot fetch a page older than the change.
 */
export interface CdnPurge {
  /** Drops every page carrying one of `keys` (`latest`, which every kept answer carries, drops them all). */
  purge(keys: readonly string[]): void;
  /** Sends what is waiting, gives up the retries still to come, and waits for requests under way. */
  close(): Promise<void>;
}

/** Keys gathered this long before one request goes: a bulk publish is one purge, not fifty. */
export const BATCH_MS = 50;
/** Waits before the second, third… attempt of a request that failed. */
export const RETRY_DELAYS_MS = [1_000, 4_000, 15_000, 60_000];
/** How long one purge request may take. */
const REQUEST_TIMEOUT_MS = 10_000;

/** Keys one request may carry: Fastly takes 256; Cloudflare 30 tags; Varnish a header under its 8 KB limit. */
const KEYS_PER_REQUEST: Record<Exclude<CdnPurgeConfig['provider'], 'none'>, number> = {
  varnish: 100,
  fastly: 256,
  cloudflare: 30,
};

export interface CdnPurgeOptions {
  batchMs?: number;
  retryDelaysMs?: readonly number[];
}

/** The purge `config` names, or null when there is none (`CDN_PURGE=none`). */
export function createCdnPurge(
  config: CdnPurgeConfig,
  logger: Pick<Logger, 'warn' | 'error'>,
  options: CdnPurgeOptions = {},
): CdnPurge | null {
  if (config.provider === 'none') return null;
  const batchMs = options.batchMs ?? BATCH_MS;
  const retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const retries = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  const stop = new AbortController();

  const track = (work: Promise<void>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };

  const attempt = async (request: () => Request, label: string, tried: number): Promise<void> => {
    let failure: string;
    try {
      const signal = AbortSignal.any([stop.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]);
      const res = await fetch(request(), { signal });
      const refusal = refusalIn(config, await res.text());
      if (res.ok && refusal === null) return;
      failure = `answered ${res.status}${refusal ? `: ${refusal}` : ''}`;
    } catch (error) {
      if (stop.signal.aborted) return;
      failure = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    }
    const where = { provider: config.provider, purge: label.slice(0, 300), failure };
    const delay = retryDelays[tried];
    if (delay === undefined) {
      logger.error({ ...where, attempts: tried + 1 }, 'cdn purge: gave up');
      return;
    }
    logger.warn({ ...where, attempt: tried + 1, retryInMs: delay }, 'cdn purge failed; trying again');
    const retry = setTimeout(() => {
      retries.delete(retry);
      track(attempt(request, label, tried + 1));
    }, delay);
    retries.add(retry);
  };

  const flush = () => {
    timer = undefined;
    const keys = [...pending];
    pending.clear();
    const size = KEYS_PER_REQUEST[config.provider];
    for (let i = 0; i < keys.length; i += size) {
      const chunk = keys.slice(i, i + size);
      track(attempt(() => purgeKeysRequest(config, chunk), chunk.join(' '), 0));
    }
  };
  const schedule = () => {
    timer ??= setTimeout(flush, batchMs);
  };

  return {
    purge(keys) {
      if (keys.length === 0) return;
      for (const key of keys) pending.add(key);
      schedule();
    },
    async close() {
      if (timer) {
        clearTimeout(timer);
        flush();
      }
      for (const retry of retries) clearTimeout(retry);
      retries.clear();
      // What is under way may finish within a moment; then it is cut off.
      const settled = Promise.allSettled([...inFlight]);
      const cut = setTimeout(() => stop.abort(), 2_000);
      await settled;
      clearTimeout(cut);
    },
  };
}

type Provider = Exclude<CdnPurgeConfig, { provider: 'none' }>;

/** One request dropping `keys`, in the provider's own shape. */
function purgeKeysRequest(config: Provider, keys: string[]): Request {
  switch (config.provider) {
    case 'varnish':
      // deploy/varnish/newsdesk.vcl: xkey.purge() of the space-separated keys.
      return new Request(config.url, { method: 'PURGE', headers: { 'xkey-purge': keys.join(' ') } });
    case 'fastly':
      return new Request(`${trimmed(config.url)}/service/${encodeURIComponent(config.serviceId)}/purge`, {
        method: 'POST',
        headers: { 'Fastly-Key': config.token, 'Surrogate-Key': keys.join(' '), Accept: 'application/json' },
      });
    case 'cloudflare':
      return new Request(`${trimmed(config.url)}/zones/${encodeURIComponent(config.zoneId)}/purge_cache`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${config.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ tags: keys }),
      });
  }
}

/** Cloudflare answers 200 with `success: false` and its errors for some refusals; null when none. */
function refusalIn(config: Provider, answer: string): string | null {
  if (config.provider !== 'cloudflare') return null;
  try {
    const body = JSON.parse(answer) as { success?: boolean; errors?: { message?: string }[] };
    if (body.success !== false) return null;
    return body.errors?.map((e) => e.message).join('; ') || 'success: false';
  } catch {
    return 'an answer that is not JSON';
  }
}

const trimmed = (url: string) => url.replace(/\/+$/, '');
