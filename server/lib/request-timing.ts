import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Where a page request spends its time, for the `Server-Timing` header
 * (docs/architecture.md, 'Page cache'): the time database queries were under way
 * (`db`), rendering without them (`render`) and the whole handler (`total`); then its
 * parts: each route loader's time, queries included (`loader.<route>`, `timePart`), and
 * React's drawing of the page after the last of them (`react`).
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
  /** Milliseconds in each named part (`timePart`), in the order they began. */
  parts: Map<string, number>;
  /** `performance.now()` when the last part ended (0: none yet). */
  partsEnd: number;
  /** React's drawing of the page after the last loader (`measureRender`). */
  reactMs?: number;
}

// One store for the process, even if a bundle carries a second copy of this module.
const STORE = Symbol.for('newsdesk.requestTiming');
const globals = globalThis as { [STORE]?: AsyncLocalStorage<RequestTiming> };
const storage = (globals[STORE] ??= new AsyncLocalStorage<RequestTiming>());

export function startTiming(): RequestTiming {
  return { started: performance.now(), dbMs: 0, active: 0, busySince: 0, parts: new Map(), partsEnd: 0 };
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

/** Runs `fn` as the part `name` of the current request: its time shows as `name;dur=…`. */
export async function timePart<T>(name: string, fn: () => T | Promise<T>): Promise<T> {
  const timing = storage.getStore();
  if (!timing) return fn();
  const started = performance.now();
  try {
    return await fn();
  } finally {
    const ended = performance.now();
    timing.parts.set(name, (timing.parts.get(name) ?? 0) + ended - started);
    timing.partsEnd = Math.max(timing.partsEnd, ended);
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

/**
 * `db;dur=12.3, render;dur=20.1, total;dur=35.0, loader.root;dur=0.2, …, react;dur=4.1`
 * (`npm run bench` reads this format).
 */
export function renderedTiming(timing: RequestTiming, renderMs: number): string {
  const parts = [...timing.parts].map(([name, value]) => `, ${name};dur=${ms(value)}`).join('');
  const react = timing.reactMs === undefined ? '' : `, react;dur=${ms(timing.reactMs)}`;
  return `db;dur=${ms(timing.dbMs)}, render;dur=${ms(renderMs)}, total;dur=${ms(elapsed(timing))}${parts}${react}`;
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
  const ended = performance.now();
  timing.reactMs = ended - Math.max(started, timing.partsEnd);
  return [result, ended - started - (timing.dbMs - dbBefore)];
}
