import http from 'node:http';
import https from 'node:https';
import { pipeline } from 'node:stream/promises';
import { Writable, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/**
 * Outbound GETs for ingestion: a time limit for the whole exchange, a size cap
 * that also holds after decompression, a few redirects, and no connection to a
 * private, loopback or link-local address unless the URL's origin is one the
 * operator configured. The address is checked when the socket connects, on the
 * resolved address itself, so a name that re-resolves (DNS rebinding) is caught.
 */

export type FetchErrorKind = 'status' | 'timeout' | 'too_large' | 'blocked' | 'network' | 'redirects';

export class FetchError extends Error {
  override name = 'FetchError';
  constructor(
    message: string,
    readonly kind: FetchErrorKind,
    readonly status?: number,
    /** Seconds, from a Retry-After header. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }

  /** 429 and 5xx may pass; another try can help. */
  get retryable(): boolean {
    return this.kind === 'status' && (this.status === 429 || (this.status ?? 0) >= 500);
  }
}

export interface GetOptions {
  timeoutMs: number;
  maxBytes: number;
  headers?: Record<string, string>;
  /** Origins (scheme://host:port) the operator configured: these may be private addresses. */
  trustedOrigins?: ReadonlySet<string>;
  maxRedirects?: number;
}

export interface GetResult {
  status: number;
  url: string;
  contentType: string;
  body: Buffer;
}

const filteredHttp = new RequestFilteringHttpAgent({ keepAlive: false });
const filteredHttps = new RequestFilteringHttpsAgent({ keepAlive: false });
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** What an error status usually means with a news API. */
function describeStatus(status: number): string {
  if (status === 401) return 'HTTP 401: the API key was refused';
  if (status === 403) return 'HTTP 403: not allowed for this key or plan';
  if (status === 429) return 'HTTP 429: rate limit or daily quota reached';
  if (status >= 500) return `HTTP ${status}: the provider is failing`;
  return `HTTP ${status}`;
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}

export async function httpGet(target: string, options: GetOptions): Promise<GetResult> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  let url = parseHttpUrl(target);
  for (let hop = 0; ; hop++) {
    const result = await getOnce(url, options, deadline);
    if (!('redirect' in result)) return result;
    if (hop >= (options.maxRedirects ?? 3)) throw new FetchError('too many redirects', 'redirects');
    url = parseHttpUrl(new URL(result.redirect, url).toString());
  }
}

function parseHttpUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new FetchError('not a valid address', 'blocked');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchError('only http and https', 'blocked');
  return url;
}

function getOnce(url: URL, options: GetOptions, deadline: AbortSignal): Promise<GetResult | { redirect: string }> {
  const trusted = options.trustedOrigins?.has(url.origin) ?? false;
  const secure = url.protocol === 'https:';
  const agent = trusted ? undefined : secure ? filteredHttps : filteredHttp;
  const request = secure ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => reject(toFetchError(error, deadline, options.timeoutMs));
    const req = request(
      url,
      {
        method: 'GET',
        agent,
        signal: deadline,
        headers: {
          'User-Agent': 'Newsdesk/1.0 (news ingestion)',
          'Accept-Encoding': 'gzip, deflate, br',
          ...options.headers,
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const location = res.headers.location;
        if (REDIRECTS.has(status) && location) {
          res.resume();
          resolve({ redirect: location });
          return;
        }
        if (status < 200 || status > 299) {
          res.resume();
          const retryAfter = Number(res.headers['retry-after']);
          reject(
            new FetchError(
              describeStatus(status),
              'status',
              status,
              Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : undefined,
            ),
          );
          return;
        }
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > options.maxBytes) {
          res.destroy();
          reject(new FetchError(`response larger than ${formatBytes(options.maxBytes)}`, 'too_large'));
          return;
        }
        readCapped(decoded(res), options.maxBytes)
          .then((body) =>
            resolve({ status, url: url.toString(), contentType: String(res.headers['content-type'] ?? ''), body }),
          )
          .catch(fail);
      },
    );
    req.on('error', fail);
    req.end();
  });
}

function decoded(res: http.IncomingMessage): Readable {
  switch ((res.headers['content-encoding'] ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return res.pipe(zlib.createGunzip());
    case 'deflate':
      return res.pipe(zlib.createInflate());
    case 'br':
      return res.pipe(zlib.createBrotliDecompress());
    default:
      return res;
  }
}

/** The body, decompressed, refused as soon as it passes `maxBytes` (a small gzip may unpack to gigabytes). */
async function readCapped(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  await pipeline(
    stream,
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > maxBytes) {
          callback(new FetchError(`response larger than ${formatBytes(maxBytes)}`, 'too_large'));
          return;
        }
        chunks.push(chunk);
        callback();
      },
    }),
  );
  return Buffer.concat(chunks);
}

function toFetchError(error: unknown, deadline: AbortSignal, timeoutMs: number): FetchError {
  if (error instanceof FetchError) return error;
  if (deadline.aborted)
    return new FetchError(`no complete answer within ${Math.round(timeoutMs / 100) / 10} s`, 'timeout');
  const message = error instanceof Error ? error.message : String(error);
  if (/is not allowed/i.test(message)) return new FetchError('refused: a private or reserved address', 'blocked');
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return new FetchError(code ? `network error (${code})` : 'network error', 'network');
}

export interface RetryOptions {
  /** Waits before each further try, e.g. [1000, 4000]: three tries in all. */
  delaysMs: readonly number[];
  /** A Retry-After longer than this is not waited for: the provider is skipped this run. */
  maxWaitMs: number;
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `httpGet`, tried again after 429 and 5xx answers, honouring Retry-After within reason. */
export async function httpGetWithRetry(url: string, options: GetOptions, retry: RetryOptions): Promise<GetResult> {
  const sleep = retry.sleep ?? realSleep;
  for (let attempt = 0; ; attempt++) {
    try {
      return await httpGet(url, options);
    } catch (error) {
      const delay = retry.delaysMs[attempt];
      if (!(error instanceof FetchError) || !error.retryable || delay === undefined) throw error;
      const wait = error.retryAfter !== undefined ? error.retryAfter * 1000 : delay;
      if (wait > retry.maxWaitMs) throw error;
      await sleep(wait);
    }
  }
}
