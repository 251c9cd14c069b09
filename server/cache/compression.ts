import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/**
 * Levels (docs/architecture.md, 'Page cache'). A response made on a miss is compressed
 * on the request's path at a cheap level (brotli 4: about 1.5 ms for the 170 KB home
 * page on this project's 2-core machine); a kept page is compressed once more, off the
 * event loop, at a higher level for the hits that follow.
 */
export const FAST_BROTLI_QUALITY = 4;
export const FAST_GZIP_LEVEL = 6;
export const BEST_BROTLI_QUALITY = 9;
export const BEST_GZIP_LEVEL = 9;

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
}

/**
 * The compressed forms of kept bodies, made once each. `bodyFor(body, encoding, best)`
 * answers the higher level once it is ready (starting it on the first call), the cheap
 * level until then.
 */
export class CompressedBodies {
  private readonly variants = new WeakMap<Uint8Array, Variants>();

  bodyFor(body: Uint8Array, encoding: Encoding, best: boolean): Uint8Array {
    let v = this.variants.get(body);
    if (!v) this.variants.set(body, (v = { fast: {}, best: {}, pending: new Set() }));
    if (best) {
      const ready = v.best[encoding];
      if (ready) return ready;
      this.startBest(body, v, encoding);
    }
    return (v.fast[encoding] ??= compressFast(body, encoding));
  }

  private startBest(body: Uint8Array, v: Variants, encoding: Encoding): void {
    if (v.pending.has(encoding)) return;
    v.pending.add(encoding);
    compressBest(body, encoding).then(
      (compressed) => {
        v.best[encoding] = compressed;
        // The cheap form is not needed any more.
        delete v.fast[encoding];
      },
      () => v.pending.delete(encoding),
    );
  }
}
