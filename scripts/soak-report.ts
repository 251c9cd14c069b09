/**
 * The arithmetic of `npm run soak` (scripts/soak.ts), kept free of I/O so it is tested
 * beside it: answers counted per kind of request, latency percentiles, the memory rule and
 * the verdict, and the report's table.
 */

/** What came back: an HTTP status, no answer within the time limit, or a failed connection. */
export type Outcome = number | 'timeout' | 'network';

export interface KindTally {
  count: number;
  /** 2xx (and 3xx, which the soak's requests should not get). */
  ok: number;
  /** 429: a rate limit (expected only where the report says so). */
  limited: number;
  /** 503: refused on purpose (a full render queue or password hasher), with Retry-After. */
  busy: number;
  /** Any other 4xx: the soak asked for something wrong. */
  refused: number;
  /** Any other 5xx: an error. */
  errors: number;
  timeouts: number;
  /** Connection refused or reset: the server went away. */
  network: number;
  /** Milliseconds from when each 2xx request was due to its last byte. */
  latencies: number[];
}

export function emptyTally(): KindTally {
  return { count: 0, ok: 0, limited: 0, busy: 0, refused: 0, errors: 0, timeouts: 0, network: 0, latencies: [] };
}

/** Counts one answer of a kind; only answers that served the request (2xx, 3xx) give a latency. */
export function record(tally: KindTally, outcome: Outcome, ms: number): void {
  tally.count += 1;
  if (outcome === 'timeout') tally.timeouts += 1;
  else if (outcome === 'network') tally.network += 1;
  else if (outcome < 400) {
    tally.ok += 1;
    tally.latencies.push(ms);
  } else if (outcome === 429) tally.limited += 1;
  else if (outcome === 503) tally.busy += 1;
  else if (outcome < 500) tally.refused += 1;
  else tally.errors += 1;
}

/** The nearest-rank percentile (`p` in 0-100) of unsorted values; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface MemorySample {
  /** Resident set size of the server process, bytes. */
  rss: number;
  /** V8 heap in use after a full collection, bytes. */
  heapUsed: number;
}

const MIB = 1024 * 1024;
/** Growth allowed from the start (after warm-up) to the end: 25 % or 64 MiB, whichever is larger. */
export const MEMORY_GROWTH = { share: 0.25, bytes: 64 * MIB } as const;

/** The most a figure may reach at the end, given its value at the start. */
export function memoryLimit(start: number): number {
  return start + Math.max(start * MEMORY_GROWTH.share, MEMORY_GROWTH.bytes);
}

export interface SoakResult {
  tallies: ReadonlyMap<string, KindTally>;
  memory: { start: MemorySample; middle: MemorySample; end: MemorySample };
  /** Whether the server was still running and /api/health answered 200 after the load. */
  healthyAfter: boolean;
}

/** Passed, or the reasons it failed (each a line of the report). */
export function verdict(result: SoakResult): { passed: boolean; reasons: string[] } {
  const reasons: string[] = [];
  for (const [kind, t] of result.tallies) {
    if (t.errors > 0) reasons.push(`${kind}: ${t.errors} answers 5xx other than 503`);
    if (t.network > 0) reasons.push(`${kind}: ${t.network} connections refused or reset`);
    if (t.timeouts > 0) reasons.push(`${kind}: ${t.timeouts} requests unanswered after the time limit`);
    if (t.refused > 0) reasons.push(`${kind}: ${t.refused} answers 4xx other than 429 (the soak's requests are wrong)`);
  }
  if (!result.healthyAfter) reasons.push('the server was not healthy after the load (exited, or /api/health failed)');
  const { start, end } = result.memory;
  for (const key of ['rss', 'heapUsed'] as const) {
    if (end[key] > memoryLimit(start[key])) {
      reasons.push(
        `${key === 'rss' ? 'RSS' : 'heap'} grew from ${mib(start[key])} to ${mib(end[key])} ` +
          `(limit ${mib(memoryLimit(start[key]))}: +25 % or +64 MiB, whichever is larger)`,
      );
    }
  }
  return { passed: reasons.length === 0, reasons };
}

export function mib(bytes: number): string {
  return `${(bytes / MIB).toFixed(1)} MiB`;
}

function ms(value: number): string {
  return Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(1) : value.toFixed(0);
}

/** The table of answers per kind, one line a kind, plus a total line. */
export function formatTally(tallies: ReadonlyMap<string, KindTally>, seconds: number): string {
  const head = ['kind', 'count', 'r/s', '2xx', '429', '503', '4xx', '5xx', 'no answer', 'p50 ms', 'p99 ms'];
  const widths = [24, 8, 7, 8, 6, 7, 5, 5, 10, 8, 8];
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('');
  const rows = [line(head)];
  const total = emptyTally();
  for (const [kind, t] of tallies) {
    rows.push(line(cells(kind, t, seconds)));
    for (const key of ['count', 'ok', 'limited', 'busy', 'refused', 'errors', 'timeouts', 'network'] as const) {
      total[key] += t[key];
    }
    total.latencies.push(...t.latencies);
  }
  rows.push(line(cells('all', total, seconds)));
  return rows.join('\n');
}

function cells(kind: string, t: KindTally, seconds: number): string[] {
  return [
    kind,
    String(t.count),
    (t.count / seconds).toFixed(1),
    String(t.ok),
    String(t.limited),
    String(t.busy),
    String(t.refused),
    String(t.errors),
    String(t.timeouts + t.network),
    ms(percentile(t.latencies, 50)),
    ms(percentile(t.latencies, 99)),
  ];
}

/**
 * The server's error lines (pino level 50 and up): what needs reading. Deliberate 503s (with
 * Retry-After) are logged by server/http.ts as 'request shed' at level warn, so they are not here.
 */
export function loggedErrors(log: string): string[] {
  return log.split('\n').filter((line) => {
    if (!line.startsWith('{')) return false;
    try {
      const entry = JSON.parse(line) as { level?: number };
      return (entry.level ?? 0) >= 50;
    } catch {
      return false;
    }
  });
}

/** Milliseconds of CPU time so far: every core's busy time, the server process's, the soak's own. */
export interface CpuMark {
  at: number;
  machine: number;
  server: number;
  client: number;
}

/**
 * Each one's share of all the cores between two marks, in percent: the server, the soak's own
 * client, and everything else on the machine (what disturbs the figures).
 */
export function cpuShares(
  from: CpuMark,
  to: CpuMark,
  cores: number,
): { server: number; client: number; other: number } {
  const capacity = (to.at - from.at) * cores;
  const share = (ms: number) => (capacity > 0 ? (Math.max(0, ms) / capacity) * 100 : 0);
  const server = to.server - from.server;
  const client = to.client - from.client;
  return { server: share(server), client: share(client), other: share(to.machine - from.machine - server - client) };
}
