import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/**
 * Levels (docs/architecture.md, 'Page cache'). A response made on a miss is compressed
 * on the request's path at a cheap level: brotli 4 takes 1.2 ms for the 77 KB home page
 * on this project's 2-core machine (gzip 6: 1.0 ms). A kept page that readers keep
 * asking for is compressed once more, on the thread pool, at brotli's best level
 * (11: 160 ms, 19 % smaller than 4; levels 5-9 gain under 8 %), for the hits that follow.
 */
export const FAST_BROTLI_QUALITY = 4;
export const FAST_GZIP_LEVEL = 6;
export const BEST_BROTLI_QUALITY = 11;
export const BEST_GZIP_LEVEL = 9;
/** Hits a kept page takes before its best form is made: a page redrawn every few seconds never pays for it. */
export const BEST_AFTER_HITS = 10;

/** Bodies this small are sent as they are. */
export const MIN_COMPRESSED_BYTES = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding to answer with for an `Accept-Encoding` header, brotli first. */
export function chooseEncoding(acceptEncoding: string | undefined, bytes: number): Encoding | null {
  if (bytes <= MIN_COMPRESSED_BYTES || !acceptEncoding) return null;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

export function compressFast(body: Uint8Array, encoding: Encoding): Uint8Array {
  return encoding === 'br'
    ? brotliCompressSync(body, brotliParams(body, FAST_BROTLI_QUALITY))
    : gzipSync(body, { level: FAST_GZIP_LEVEL });
}

/** On the thread pool: the event loop keeps answering meanwhile. */
export async function compressBest(body: Uint8Array, encoding: Encoding): Promise<Uint8Array> {
  return encoding === 'br'
    ? brotliAsync(body, brotliParams(body, BEST_BROTLI_QUALITY))
    : gzipAsync(body, { level: BEST_GZIP_LEVEL });
}

function brotliParams(body: Uint8Array, quality: number) {
  return {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: quality,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  };
}

interface Variants {
  fast: Partial<Record<Encoding, Uint8Array>>;
  best: Partial<Record<Encoding, Uint8Array>>;
  pending: Set<Encoding>;
  hits: number;
}

/**
 * The compressed forms of kept bodies, made once each. `bodyFor(body, encoding, hit)`
 * answers the cheap level; for a cache hit, the best level once it is ready, started
 * on the `BEST_AFTER_HITS`th hit.
 */
export class CompressedBodies {
  private readonly variants = new WeakMap<Uint8Array, Variants>();

  /** `grew(body, delta)`: told of each copy made or dropped, so the page cache counts it (page-cache.ts). */
  constructor(private readonly grew: (body: Uint8Array, delta: number) => void = () => {}) {}

  bodyFor(body: Uint8Array, encoding: Encoding, hit: boolean): Uint8Array {
    let v = this.variants.get(body);
    if (!v) this.variants.set(body, (v = { fast: {}, best: {}, pending: new Set(), hits: 0 }));
    if (hit) {
      const ready = v.best[encoding];
      if (ready) return ready;
      if (++v.hits >= BEST_AFTER_HITS) this.startBest(body, v, encoding);
    }
    const ready = v.fast[encoding];
    if (ready) return ready;
    const made = (v.fast[encoding] = compressFast(body, encoding));
    this.grew(body, made.byteLength);
    return made;
  }

  private startBest(body: Uint8Array, v: Variants, encoding: Encoding): void {
    if (v.pending.has(encoding)) return;
    v.pending.add(encoding);
    compressBest(body, encoding).then(
      (compressed) => {
        v.best[encoding] = compressed;
        // The cheap form is not needed any more.
        this.grew(body, compressed.byteLength - (v.fast[encoding]?.byteLength ?? 0));
        delete v.fast[encoding];
      },
      () => v.pending.delete(encoding),
    );
  }
}
