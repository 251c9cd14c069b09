import { describe, expect, it } from 'vitest';
import {
  cpuShares,
  emptyTally,
  formatTally,
  loggedErrors,
  memoryLimit,
  percentile,
  record,
  verdict,
  type KindTally,
  type MemorySample,
  type Outcome,
  type SoakResult,
} from './soak-report';

const MIB = 1024 * 1024;

/** A kind's tally of these answers, each taking `ms`. */
function tally(outcomes: Outcome[], ms = 1): KindTally {
  const t = emptyTally();
  for (const outcome of outcomes) record(t, outcome, ms);
  return t;
}

/** RSS and heap in MiB. */
const mem = (rss: number, heapUsed: number): MemorySample => ({ rss: rss * MIB, heapUsed: heapUsed * MIB });

function result(overrides: Partial<SoakResult> = {}): SoakResult {
  return {
    tallies: new Map([['page: home', tally([200])]]),
    memory: { start: mem(400, 60), middle: mem(400, 60), end: mem(400, 60) },
    healthyAfter: true,
    ...overrides,
  };
}

describe('the soak report', () => {
  it('takes nearest-rank percentiles of unsorted values', () => {
    const values = [7, 1, 10, 3, 2, 9, 4, 6, 8, 5];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 99)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile([42], 99)).toBe(42);
    expect(percentile([], 50)).toBeNaN();
    // The input is left as it was.
    expect(values[0]).toBe(7);
  });

  it('counts answers by class and keeps the latency of served ones only', () => {
    const t = emptyTally();
    record(t, 200, 10);
    record(t, 201, 20);
    record(t, 304, 1);
    for (const outcome of [429, 503, 404, 500, 'timeout', 'network'] as const) record(t, outcome, 99);
    expect(t).toMatchObject({ count: 9, ok: 3, limited: 1, busy: 1, refused: 1, errors: 1, timeouts: 1, network: 1 });
    expect(t.latencies).toEqual([10, 20, 1]);
  });

  it('allows memory to grow by 25 % or 64 MiB, whichever is larger', () => {
    expect(memoryLimit(100 * MIB)).toBe(164 * MIB);
    expect(memoryLimit(400 * MIB)).toBe(500 * MIB);
  });

  it('passes with served, limited and deliberately refused answers and memory within its limit', () => {
    const tallies = new Map([
      ['page: search (render)', tally([200, 503])],
      ['write: contact', tally([201, 429])],
    ]);
    const memory = { start: mem(400, 60), middle: mem(600, 90), end: mem(500, 124) };
    expect(verdict(result({ tallies, memory }))).toEqual({ passed: true, reasons: [] });
  });

  it('fails on other 5xx, unanswered requests, unexpected 4xx and an unhealthy server, naming each', () => {
    const tallies = new Map([
      ['api: read', tally([500, 502])],
      ['write: like', tally(['timeout', 'network', 403])],
    ]);
    const { passed, reasons } = verdict(result({ tallies, healthyAfter: false }));
    expect(passed).toBe(false);
    expect(reasons).toEqual([
      'api: read: 2 answers 5xx other than 503',
      'write: like: 1 connections refused or reset',
      'write: like: 1 requests unanswered after the time limit',
      "write: like: 1 answers 4xx other than 429 (the soak's requests are wrong)",
      'the server was not healthy after the load (exited, or /api/health failed)',
    ]);
  });

  it('fails when RSS or the heap after a GC ends above its limit', () => {
    const memory = { start: mem(400, 60), middle: mem(450, 70), end: mem(501, 125) };
    const { passed, reasons } = verdict(result({ memory }));
    expect(passed).toBe(false);
    expect(reasons).toEqual([
      'RSS grew from 400.0 MiB to 501.0 MiB (limit 500.0 MiB: +25 % or +64 MiB, whichever is larger)',
      'heap grew from 60.0 MiB to 125.0 MiB (limit 124.0 MiB: +25 % or +64 MiB, whichever is larger)',
    ]);
  });

  it('fails when the server was gone and its memory could not be read', () => {
    const memory = { start: mem(400, 60), middle: mem(Number.NaN, Number.NaN), end: mem(Number.NaN, Number.NaN) };
    expect(verdict(result({ memory, healthyAfter: false })).passed).toBe(false);
  });

  it('prints a line a kind and a total, with rates and percentiles', () => {
    const home = tally([503]);
    record(home, 200, 4);
    record(home, 200, 6);
    const tallies = new Map([
      ['page: home', home],
      ['write: like', tally([200, 'network'], 100)],
    ]);
    const lines = formatTally(tallies, 2).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^kind\s+count\s+r\/s\s+2xx\s+429\s+503\s+4xx\s+5xx\s+no answer\s+p50 ms\s+p99 ms$/);
    expect(lines[1]!.split(/\s{2,}/)).toEqual(['page: home', '3', '1.5', '2', '0', '1', '0', '0', '0', '4.0', '6.0']);
    expect(lines[2]!.split(/\s{2,}/)).toEqual(['write: like', '2', '1.0', '1', '0', '0', '0', '0', '1', '100', '100']);
    expect(lines[3]!.split(/\s{2,}/)).toEqual(['all', '5', '2.5', '3', '0', '1', '0', '0', '1', '6.0', '100']);
  });

  it("picks the server's error lines, leaving out shed 503s (warnings) and other text", () => {
    const log = [
      '{"level":30,"path":"/","status":200,"msg":"request"}',
      '{"level":40,"path":"/search","status":503,"msg":"request shed"}',
      '{"level":50,"path":"/api/health","status":503,"msg":"request failed"}',
      '{"level":50,"path":"/api/news","status":500,"msg":"request failed"}',
      '{"level":60,"msg":"could not open the database"}',
      'Newsdesk is running at http://127.0.0.1:3000',
      '{"level":50, cut short',
      '',
    ].join('\n');
    expect(loggedErrors(log).map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
      'request failed',
      'request failed',
      'could not open the database',
    ]);
  });

  it('splits the cores between the server, the soak and everything else', () => {
    const from = { at: 1000, machine: 5000, server: 100, client: 50 };
    const to = { at: 11_000, machine: 20_000, server: 9100, client: 4050 };
    // 10 s on 2 cores = 20,000 ms: the server 9,000, the soak 4,000, others 2,000 (of 15,000 busy).
    expect(cpuShares(from, to, 2)).toEqual({ server: 45, client: 20, other: 10 });
    // Counters read a moment apart can make 'other' a little negative: never below 0.
    expect(cpuShares(from, { ...to, machine: 17_000 }, 2).other).toBe(0);
  });
});
