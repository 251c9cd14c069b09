import type { Context } from 'hono';
import {
  cacheTiming,
  currentTiming,
  measureRender,
  renderedTiming,
  runTimed,
  startTiming,
  type RequestTiming,
} from '../lib/request-timing';
import { gzipSync } from 'node:zlib';
import { chooseEncoding, CompressedBodies } from './compression';
import type { CachedPage, PageCache } from './page-cache';

/** A page made one person's from a kept one is compressed for that answer alone: gzip's cheapest level. */
const PERSONAL_GZIP_LEVEL = 1;

/** A page that may be shared: revalidated by the browser and any cache on every use. */
export const PUBLIC_HTML = 'public, max-age=0, must-revalidate';
/**
 * What a shared (cached) page can differ by: the encoding, and whether the request
 * carries credentials (those are never answered from a shared cache).
 */
export const SHARED_VARY = 'Accept-Encoding, Authorization, Cookie';
/** How long a CDN may serve its copy while it fetches a new one, and when this server fails. */
export const CDN_STALE_WHILE_REVALIDATE = 60;
export const CDN_STALE_IF_ERROR = 86_400;

/**
 * `Cache-Control` of a current shared page: `PUBLIC_HTML` when `cdnMaxAge` is 0
 * (the default), else one a CDN keeps for `cdnMaxAge` seconds (purged earlier by
 * `Surrogate-Key`, see README, 'Behind a CDN'), while browsers always revalidate.
 */
export function sharedCacheControl(cdnMaxAge: number): string {
  if (cdnMaxAge <= 0) return PUBLIC_HTML;
  return (
    `public, max-age=0, s-maxage=${cdnMaxAge}, ` +
    `stale-while-revalidate=${CDN_STALE_WHILE_REVALIDATE}, stale-if-error=${CDN_STALE_IF_ERROR}`
  );
}

/** Makes the response for a page; records what it shows (`article:<id>` tags) in `tags`. */
export type Produce = (tags: Set<string>) => Promise<Response>;

export interface ServeOptions {
  /** The tags the page has from its address (server/cache/tags.ts). */
  tags: readonly string[];
  /** May this response be kept and shared? */
  storable: (response: Response) => boolean;
}

/** One render's outcome, shared by the requests that waited for it. */
type Rendered =
  | { kind: 'page'; entry: CachedPage; current: boolean; renderMs: number }
  | { kind: 'own'; response: Response; renderMs: number };

type CacheState = 'HIT' | 'STALE' | 'MISS' | 'WAIT';

/**
 * Answers public GETs from the page cache (docs/architecture.md, 'Page cache'):
 * a fresh page (`X-Cache: HIT`); a stale one while another request renders its
 * replacement (`STALE`, at most a second after its invalidation); else one render
 * (`MISS`) that concurrent requests for the same key wait for (`WAIT`). Every answer
 * has `Server-Timing`, an ETag (304 on a match), `Surrogate-Key` and is compressed.
 */
export class CachedPages {
  /** Each kept page's compressed copies, counted against the cache's memory with it. */
  private readonly compressed = new CompressedBodies((body, delta) => this.cache.grew(body, delta));
  /** A kept page's HTML as text, decoded once for the pages made personal from it (`servePersonal`). */
  private readonly texts = new WeakMap<CachedPage, string>();
  private readonly currentControl: string;

  constructor(
    private readonly cache: PageCache,
    cdnMaxAge: number,
    /** Cloudflare reads a page's keys from `Cache-Tag` (comma-separated), not `Surrogate-Key`. */
    private readonly cacheTagHeader = false,
  ) {
    this.currentControl = sharedCacheControl(cdnMaxAge);
  }

  serve(c: Context, key: string, produce: Produce, options: ServeOptions): Promise<Response> {
    const timing = currentTiming();
    if (timing) return this.answer(c, timing, key, produce, options);
    const started = startTiming();
    return runTimed(started, () => this.answer(c, started, key, produce, options));
  }

  /**
   * A kept page made one person's as it is served (`personalize` turns its HTML into theirs: a
   * signed-in reader's account menu, server/http/account-slots.ts): from the cache like `serve`,
   * sent `private, no-store` with no ETag and compressed for this answer alone (gzip, cheap level).
   * Null when the page cannot be made theirs (not kept, or `personalize` declines): the caller
   * draws it for them instead.
   */
  async servePersonal(
    c: Context,
    key: string,
    produce: Produce,
    options: ServeOptions,
    personalize: (html: string) => string | null,
  ): Promise<Response | null> {
    const timing = currentTiming() ?? startTiming();
    const found = this.cache.lookup(key);
    let entry = found?.entry;
    let state: CacheState = found ? (found.state === 'fresh' ? 'HIT' : 'STALE') : 'MISS';
    if (!entry) {
      const flight = this.cache.flight(key, (generation) => this.render(timing, key, produce, options, generation));
      const rendered = await flight.result;
      if (rendered.kind !== 'page') return null;
      entry = rendered.entry;
      state = flight.leader ? 'MISS' : 'WAIT';
    }
    if (entry.status !== 200) return null;
    let text = this.texts.get(entry);
    if (text === undefined) {
      text = new TextDecoder().decode(entry.body);
      this.texts.set(entry, text);
    }
    const html = personalize(text);
    if (html === null) return null;
    const headers = new Headers(entry.headers);
    headers.set('Cache-Control', 'private, no-store');
    headers.set('X-Cache', state);
    let body: Uint8Array = new TextEncoder().encode(html);
    if (
      chooseEncoding(c.req.header('accept-encoding'), body.byteLength) !== null &&
      /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')
    ) {
      body = gzipSync(body, { level: PERSONAL_GZIP_LEVEL });
      headers.set('Content-Encoding', 'gzip');
    }
    headers.set('Content-Length', String(body.byteLength));
    headers.set('Server-Timing', cacheTiming(state === 'HIT' ? 'hit' : state === 'STALE' ? 'stale' : 'wait', timing));
    return new Response(c.req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), {
      status: entry.status,
      headers,
    });
  }

  private async answer(
    c: Context,
    timing: RequestTiming,
    key: string,
    produce: Produce,
    options: ServeOptions,
  ): Promise<Response> {
    const found = this.cache.lookup(key);
    if (found) {
      const fresh = found.state === 'fresh';
      return this.respond(c, found.entry, fresh ? 'HIT' : 'STALE', fresh, () =>
        cacheTiming(fresh ? 'hit' : 'stale', timing),
      );
    }
    const flight = this.cache.flight(key, (generation) => this.render(timing, key, produce, options, generation));
    let rendered = await flight.result;
    let state: CacheState = flight.leader ? 'MISS' : 'WAIT';
    if (rendered.kind === 'own' && !flight.leader) {
      // The shared render could not be shared (a cookie, an error): this request makes its own.
      rendered = await this.render(timing, key, produce, options, this.cache.currentGeneration());
      state = 'MISS';
    }
    if (rendered.kind === 'own') {
      rendered.response.headers.set('X-Cache', 'MISS');
      rendered.response.headers.set('Server-Timing', renderedTiming(timing, rendered.renderMs));
      return rendered.response;
    }
    const { entry, current, renderMs } = rendered;
    return this.respond(c, entry, state, current, () =>
      state === 'WAIT' ? cacheTiming('wait', timing) : renderedTiming(timing, renderMs),
    );
  }

  private async render(
    timing: RequestTiming,
    key: string,
    produce: Produce,
    options: ServeOptions,
    generation: number,
  ): Promise<Rendered> {
    const tags = new Set(options.tags);
    const [made, renderMs] = await measureRender(timing, async () => {
      const response = await produce(tags);
      if (!options.storable(response)) return { response };
      return { response, body: new Uint8Array(await response.arrayBuffer()) };
    });
    if (!made.body) return { kind: 'own', response: made.response, renderMs };
    const { response, body } = made;
    const headers = [...response.headers.entries()].filter(([name]) => name !== 'content-length');
    const tagList = [...tags];
    const current = this.cache.accepts(generation, tagList);
    const entry = this.cache.set(key, { status: response.status, headers, body }, generation, tagList);
    return { kind: 'page', entry, current, renderMs };
  }

  /**
   * A page's response: 304 on a matching ETag, else the body compressed (the kept
   * higher level for a hit, the cheap one for what was just rendered). A page that is
   * not `current` (stale, or rendered across a change) is not given to a CDN to keep.
   */
  private respond(c: Context, entry: CachedPage, state: CacheState, current: boolean, timing: () => string): Response {
    const headers = new Headers(entry.headers);
    headers.set('ETag', entry.etag);
    headers.set('Cache-Control', current ? this.currentControl : PUBLIC_HTML);
    headers.set('Vary', SHARED_VARY);
    headers.set('Surrogate-Key', entry.tags.join(' '));
    if (this.cacheTagHeader) headers.set('Cache-Tag', entry.tags.join(','));
    headers.set('X-Cache', state);
    const ifNoneMatch = c.req.header('if-none-match');
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === entry.etag)) {
      headers.set('Server-Timing', timing());
      return new Response(null, { status: 304, headers });
    }
    let body = entry.body;
    const encoding = chooseEncoding(c.req.header('accept-encoding'), body.byteLength);
    if (encoding) {
      body = this.compressed.bodyFor(entry.body, encoding, state === 'HIT');
      headers.set('Content-Encoding', encoding);
    }
    headers.set('Content-Length', String(body.byteLength));
    headers.set('Server-Timing', timing());
    return new Response(c.req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), {
      status: entry.status,
      headers,
    });
  }
}
