import { Worker } from 'node:worker_threads';
import { medians, parseServerTiming, type Timings } from './bench-timing';

/** Connections the load generator keeps busy at once. */
export const CONCURRENCY = 16;

/**
 * The load generator runs in a worker thread, so the requests it makes and the answers it
 * decodes do not take turns with the server on the server's one JavaScript thread.
 */
const LOAD_GENERATOR = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, seconds, concurrency, headers } = workerData;
(async () => {
  const deadline = performance.now() + seconds * 1000;
  const timings = [];
  let done = 0;
  let bytes = 0;
  const client = async () => {
    while (performance.now() < deadline) {
      const res = await fetch(url, { headers: { 'accept-encoding': 'br, gzip', ...headers } });
      const body = await res.arrayBuffer();
      if (res.status >= 500) throw new Error(url + ' answered ' + res.status);
      bytes = body.byteLength;
      timings.push(res.headers.get('server-timing'));
      done++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  parentPort.postMessage({ rps: done / ((performance.now() - started) / 1000), done, bytes, timings });
})().catch((error) => { throw error; });
`;

export interface Load {
  /** Requests answered a second. */
  rps: number;
  /** Requests answered. */
  done: number;
  /** The last answer's size, decoded. */
  bytes: number;
  /** The medians of the answers' Server-Timing metrics. */
  timing: Timings;
  /** The 99th percentile of the answers' Server-Timing `total` (ms), when they carry it. */
  totalP99: number | undefined;
}

/** `url` asked by CONCURRENCY clients for `seconds`, as fast as it answers (with `headers`, such as a cookie). */
export async function load(url: string, seconds: number, headers: Record<string, string> = {}): Promise<Load> {
  const result = await new Promise<{ rps: number; done: number; bytes: number; timings: (string | null)[] }>(
    (resolve, reject) => {
      const worker = new Worker(LOAD_GENERATOR, {
        eval: true,
        workerData: { url, seconds, concurrency: CONCURRENCY, headers },
      });
      worker.once('message', resolve);
      worker.once('error', reject);
    },
  );
  const timings = result.timings.map(parseServerTiming);
  const totals = timings.flatMap((t) => (t.total === undefined ? [] : [t.total])).sort((a, b) => a - b);
  return {
    rps: result.rps,
    done: result.done,
    bytes: result.bytes,
    timing: medians(timings),
    totalP99: totals.length ? totals[Math.min(totals.length - 1, Math.floor(totals.length * 0.99))] : undefined,
  };
}
