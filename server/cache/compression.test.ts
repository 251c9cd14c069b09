import { describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BEST_AFTER_HITS, chooseEncoding, CompressedBodies } from './compression';

const html = new TextEncoder().encode(
  Array.from(
    { length: 400 },
    (_, i) => `<article class="card"><h2>Story ${i}</h2><p>Summary ${i * 7}</p></article>`,
  ).join(''),
);

describe('compression', () => {
  it('prefers brotli, then gzip, and leaves small bodies alone', () => {
    expect(chooseEncoding('gzip, deflate, br', 5000)).toBe('br');
    expect(chooseEncoding('gzip', 5000)).toBe('gzip');
    expect(chooseEncoding('identity', 5000)).toBeNull();
    expect(chooseEncoding(undefined, 5000)).toBeNull();
    expect(chooseEncoding('br', 1000)).toBeNull();
  });

  it('answers the cheap level at once, the higher level once it is made off the event loop', async () => {
    const bodies = new CompressedBodies();
    const fast = bodies.bodyFor(html, 'br', false);
    expect(bodies.bodyFor(html, 'br', false)).toBe(fast);
    // Hits get the cheap one until the page proves popular; then the best is made.
    for (let i = 0; i < BEST_AFTER_HITS; i++) expect(bodies.bodyFor(html, 'br', true)).toBe(fast);
    // Brotli 11 on the thread pool can take seconds on a busy machine: wait as long as it needs.
    await vi.waitFor(() => expect(bodies.bodyFor(html, 'br', true)).not.toBe(fast), { timeout: 20_000, interval: 20 });
    const best = bodies.bodyFor(html, 'br', true);
    expect(best.byteLength).toBeLessThanOrEqual(fast.byteLength);
    expect(Buffer.from(brotliDecompressSync(best)).equals(Buffer.from(html))).toBe(true);
    expect(Buffer.from(gunzipSync(bodies.bodyFor(html, 'gzip', false))).equals(Buffer.from(html))).toBe(true);
  });
});
