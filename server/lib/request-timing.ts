import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Where a page request spends its time, for the `Server-Timing` header
 * (docs/architecture.md, 'Page cache'): the time database queries were under way
 * (`db`), rendering without them (`render`) and the whole handler (`total`).
 * The database client reports its queries here (`timeQueries`), found through
 * AsyncLocalStorage, so no code between a loader and the driver has to pass it on.
 */
export interface RequestTiming {
  /** `performance.now()` when the handler began. */
  readonly started: number;
  /** Milliseconds with at least one query of this request under way (overlapping queries count once). */
  dbMs: number;
  /** Queries of this request under way now. */
  active: number;
  /** When `active` last went from 0 to 1. */
  busySince: number;
}

// One store for the process, even if a bundle carries a second copy of this module.
const STORE = Symbol.for('newsdesk.requestTiming');
const globals = globalThis as { [STORE]?: AsyncLocalStorage<RequestTiming> };
const storage = (globals[STORE] ??= new AsyncLocalStorage<RequestTiming>());

export function startTiming(): RequestTiming {
  return { started: performance.now(), dbMs: 0, active: 0, busySince: 0 };
}

/** The timing of the request this code runs for, if any. */
export function currentTiming(): RequestTiming | undefined {
  return storage.getStore();
}

/** Runs `fn` with `timing` as the current request's: its queries are counted there. */
export function runTimed<T>(timing: RequestTiming, fn: () => T): T {
  return storage.run(timing, fn);
}

/** Counts the time `query` is under way as database time of the current request. */
export async function timeDatabase<T>(query: () => Promise<T>): Promise<T> {
  const timing = storage.getStore();
  if (!timing) return query();
  if (timing.active++ === 0) timing.busySince = performance.now();
  try {
    return await query();
  } finally {
    if (--timing.active === 0) timing.dbMs += performance.now() - timing.busySince;
  }
}

interface Queryable {
  query: (...args: never[]) => unknown;
}

const timed = new WeakSet<object>();

/**
 * Makes `target.query` (a PGlite instance's, a `pg.Pool`'s) report its time with
 * `timeDatabase`. Calls with a callback (the pool's other form) are left alone.
 * Once per object: a PGlite reused by several databases is wrapped once.
 */
export function timeQueries(target: Queryable): void {
  if (timed.has(target)) return;
  timed.add(target);
  const original = target.query;
  const wrapped = function (this: unknown, ...args: unknown[]): unknown {
    if (typeof args[args.length - 1] === 'function') return Reflect.apply(original, this, args);
    return timeDatabase(() => Reflect.apply(original, this, args) as Promise<unknown>);
  };
  target.query = wrapped as Queryable['query'];
}

/** Milliseconds since the handler began, as the header writes them. */
export function elapsed(timing: RequestTiming): number {
  return performance.now() - timing.started;
}

const ms = (value: number) => Math.max(0, value).toFixed(1);

/** `db;dur=12.3, render;dur=20.1, total;dur=35.0` (`npm run bench` reads this format). */
export function renderedTiming(timing: RequestTiming, renderMs: number): string {
  return `db;dur=${ms(timing.dbMs)}, render;dur=${ms(renderMs)}, total;dur=${ms(elapsed(timing))}`;
}

/** `cache;desc=hit, total;dur=0.1`: answered without rendering (`hit`, `stale`, or `wait` for another's render). */
export function cacheTiming(desc: 'hit' | 'stale' | 'wait', timing: RequestTiming): string {
  return `cache;desc=${desc}, total;dur=${ms(elapsed(timing))}`;
}

/**
 * Runs `render` and answers its result with the milliseconds it took less the
 * database time of the request meanwhile.
 */
export async function measureRender<T>(timing: RequestTiming, render: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const dbBefore = timing.dbMs;
  const result = await render();
  return [result, performance.now() - started - (timing.dbMs - dbBefore)];
}
