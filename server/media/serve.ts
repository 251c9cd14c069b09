import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { MediaService } from './media.service';

/**
 * Streams a stored object (local file or S3 object) to the reader with its type,
 * size and time; a repeat visit with If-Modified-Since gets 304. Unknown: 404.
 */
export async function sendStored(c: Context, media: MediaService, name: string, cacheControl: string) {
  const found = await media.open(name);
  if (!found) return c.text('Not found', 404);
  const lastModified = new Date(Math.floor(found.lastModified.getTime() / 1000) * 1000);
  const headers = {
    'Content-Type': found.contentType,
    'Cache-Control': cacheControl,
    'Last-Modified': lastModified.toUTCString(),
  };
  const since = Date.parse(c.req.header('If-Modified-Since') ?? '');
  if (!Number.isNaN(since) && lastModified.getTime() <= since) {
    found.body.destroy();
    return c.body(null, 304, headers);
  }
  const body = Readable.toWeb(found.body) as ReadableStream<Uint8Array>;
  return c.body(body, 200, { ...headers, 'Content-Length': String(found.size) });
}
