/**
 * PGlite in a worker thread. PGlite runs PostgreSQL in WebAssembly on the thread that calls it and
 * holds that thread for the whole of a statement: in the server's own thread one slow query
 * froze health checks, cached pages, everything (5 s for one search at 100,000 stories). Here the
 * database lives in `pglite-thread.worker.mjs` and the server's thread only waits for answers.
 *
 * `PGliteThread` offers what Drizzle's PGlite driver and our code call on a PGlite instance
 * (`query`, `exec`, `transaction`, `close`), with PGlite's own parsing of values, so the rest of
 * the code cannot tell the two apart (`server/db/pglite-thread.test.ts` compares them).
 *
 * **Statement timeouts.** WebAssembly PostgreSQL has no timer to interrupt itself, so PGlite
 * ignores `statement_timeout`. The thread honours it instead: a statement that outlives the
 * setting in force (`set [local] statement_timeout`, or `statementTimeoutMs` for the session)
 * stops the worker, fails with PostgreSQL's error (SQLSTATE 57014, as the search expects), and a
 * new worker opens the directory again: PostgreSQL's crash recovery keeps every committed
 * transaction and drops the stopped one. A transaction it interrupted fails from then on
 * (SQLSTATE 25P02) rather than going on outside a transaction. The same happens if the worker
 * dies for any other reason. See docs/decisions/007-search-and-lists-at-scale.md.
 *
 * **A database in memory** (`loadDataDir` without `dataDir`) ends with its worker: it is not
 * started again from its dump, which would answer on with the dump's rows and none written since.
 * Every statement after fails instead, saying why. A dump loaded into a `dataDir` (the tests') is
 * in that directory from then on, and a new worker opens it like any other.
 *
 * **Starting.** A worker that has not started within `startTimeoutMs` (60 s) is stopped and the
 * start fails, saying so, rather than every statement waiting for it. A directory that was not
 * closed cleanly (a killed process) replays its WAL since the last checkpoint first: the start
 * then waits a second longer for every megabyte of it, and says so (`onRecovery`). The thread
 * checkpoints every CHECKPOINT_WAL_BYTES of WAL, which bounds that replay and the folder's size. A PGlite that starts broken
 * (server/db/pglite-load-order.mjs) is stopped too, and started again, up to three times.
 */
import { Mutex, messages, types, type Results, type Transaction } from '@electric-sql/pglite';
import { readdir, readFile, readlink, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ThreadInit, ThreadRequest, ThreadResponse, WireError, WireResult } from './pglite-thread.protocol';
import { projectPath } from '../lib/project-root';

type Parser = (value: string, typeId: number) => unknown;
type Parsers = Record<number, Parser>;

export interface QueryOptions {
  rowMode?: 'object' | 'array';
  /** Per type OID, as PGlite takes them (Drizzle keeps dates as text this way). */
  parsers?: Parsers;
}

export interface PGliteThreadOptions extends ThreadInit {
  /** Milliseconds a statement may run when nothing else is set; 0 (the default) is no limit. */
  statementTimeoutMs?: number;
  /** Told when the worker is replaced (a statement timed out, or it died). */
  onRestart?: (reason: Error) => void;
  /** Milliseconds a worker may take to open the database (60 s unless given, longer while it recovers). */
  startTimeoutMs?: number;
  /**
   * Told, when the directory was not closed cleanly, that the start replays its changes since
   * the last checkpoint; then every 10 s while it does (the server logs it).
   */
  onRecovery?: (progress: RecoveryProgress) => void;
  /** Bytes of WAL since the last checkpoint past which the thread checkpoints (CHECKPOINT_WAL_BYTES unless given). */
  checkpointWalBytes?: number;
}

/** A start that replays the WAL of a directory that was not closed cleanly. */
export interface RecoveryProgress {
  /** About how many bytes of WAL were written after the last checkpoint. */
  walBytes: number;
  /** About how many of them the replay has read so far, where that can be seen (Linux). */
  replayedBytes?: number;
  /** Milliseconds since the start began. */
  elapsedMs: number;
  done: boolean;
}

/** How long a worker may take to start: a loaded two-core machine took 27 s to load a test dump. */
const START_TIMEOUT_MS = 60_000;

/**
 * Past this much WAL written since the last checkpoint, the thread checkpoints. PGlite runs no
 * checkpointer: left alone it keeps every change since it opened the directory, so the folder
 * grew to 6.5 GB while loading 100,000 stories and a start after a crash replayed all of it
 * (283 s, past the start's time limit). A checkpoint here bounds both: at most this much is
 * replayed after a crash, and older WAL files are removed or reused.
 */
export const CHECKPOINT_WAL_BYTES = 64 * 1024 * 1024;
/** How often the WAL written since the last checkpoint is looked at. */
const CHECKPOINT_CHECK_MS = 5_000;
const WAL_SINCE_CHECKPOINT =
  'select (pg_current_wal_insert_lsn() - redo_lsn)::bigint::text as bytes from pg_control_checkpoint()';
/** How many times a start that may work again (a broken PGlite, one that did not start in time) is tried. */
const START_ATTEMPTS = 3;

/** How fast a start is expected to replay WAL, at the slowest (bytes a millisecond: 1 MB/s). */
const RECOVERY_BYTES_PER_MS = 1_000;
/** How often a start that replays WAL says it still does. */
const RECOVERY_REPORT_MS = 10_000;

/** pg_control's `state` (a 4-byte enum after the 16 bytes of identifier and versions): shut down cleanly. */
const DB_SHUTDOWNED = 1;
const DB_SHUTDOWNED_IN_RECOVERY = 2;
/**
 * Where pg_control keeps the last checkpoint's redo location (`checkPointCopy.redo`: after the
 * 8-byte state with its padding, the 8-byte time and the 8-byte checkpoint location).
 */
const REDO_OFFSET = 40;

/**
 * Whether the database in `dataDir` was not closed cleanly, and so will replay its WAL when it
 * opens; with about how much WAL: from the last checkpoint's redo location (pg_control) to the
 * end of the last segment written after it. Segments named after it that are older than its own
 * were made ready for reuse and hold nothing to replay. (Not pg_control's time: a start that was
 * stopped while it replayed wrote pg_control again, and the replay still starts at the redo.)
 * Null for a clean or a new directory.
 */
export async function pendingRecovery(dataDir: string): Promise<{ walBytes: number } | null> {
  const plan = await walPlan(dataDir);
  return plan && { walBytes: plan.walBytes };
}

/** What a start will replay: `pendingRecovery`'s bytes, and where the replay begins. */
export interface WalPlan {
  walBytes: number;
  /** The redo location's segment, counted from the start of the WAL (null: none of the files holds it). */
  redoSegment: bigint | null;
  /** Bytes of the first segment before the redo location. */
  redoOffset: number;
  segmentBytes: number;
}

/**
 * A WAL segment's number counted from the start of the WAL (its first byte's location over the
 * segment size), from its name: the timeline, then the location's high 32 bits, then its low 32
 * bits over the segment size, each as eight hex digits.
 */
const segmentNumber = (name: string, segmentBytes: number): bigint => {
  const at = BigInt(`0x${name.slice(8)}`);
  return (at >> 32n) * (0x1_0000_0000n / BigInt(segmentBytes)) + (at & 0xffff_ffffn);
};

export async function walPlan(dataDir: string): Promise<WalPlan | null> {
  let state: number;
  let redo: bigint;
  try {
    const control = await readFile(path.join(dataDir, 'global', 'pg_control'));
    state = control.readUInt32LE(16);
    redo = control.readBigUInt64LE(REDO_OFFSET);
  } catch {
    return null;
  }
  if (state === DB_SHUTDOWNED || state === DB_SHUTDOWNED_IN_RECOVERY) return null;
  const files = [];
  for (const name of await readdir(path.join(dataDir, 'pg_wal')).catch(() => [])) {
    if (!/^[0-9A-F]{24}$/.test(name)) continue;
    const file = await stat(path.join(dataDir, 'pg_wal', name)).catch(() => null);
    if (file) files.push({ name, size: file.size, mtimeMs: file.mtimeMs });
  }
  const size = files[0]?.size ?? 0;
  if (size === 0) return { walBytes: 0, redoSegment: null, redoOffset: 0, segmentBytes: 0 };
  const redoSegment = redo / BigInt(size);
  const redoOffset = Number(redo % BigInt(size));
  const segments = files.map((file) => ({ ...file, number: segmentNumber(file.name, size) }));
  const first = segments.find((segment) => segment.number === redoSegment);
  if (!first) return { walBytes: 0, redoSegment: null, redoOffset, segmentBytes: size };
  let walBytes = size - redoOffset;
  for (const segment of segments) {
    if (segment.number > redoSegment && segment.mtimeMs >= first.mtimeMs) walBytes += segment.size;
  }
  return { walBytes, redoSegment, redoOffset, segmentBytes: size };
}

/**
 * How much of the WAL a replay under way has read: the newest segment of `dataDir`'s pg_wal this
 * process has open (PGlite runs in it), from Linux's /proc. Undefined elsewhere, or before the
 * replay opens one.
 */
export async function replayedBytes(dataDir: string, plan: WalPlan): Promise<number | undefined> {
  if (plan.redoSegment === null || plan.segmentBytes === 0) return undefined;
  const wal = `${path.join(dataDir, 'pg_wal')}${path.sep}`;
  let newest: bigint | undefined;
  for (const fd of await readdir('/proc/self/fd').catch(() => [])) {
    const target = await readlink(`/proc/self/fd/${fd}`).catch(() => '');
    const name = target.startsWith(wal) ? target.slice(wal.length) : '';
    if (!/^[0-9A-F]{24}$/.test(name)) continue;
    const number = segmentNumber(name, plan.segmentBytes);
    if (newest === undefined || number > newest) newest = number;
  }
  if (newest === undefined || newest < plan.redoSegment) return undefined;
  return Math.max(0, Number(newest - plan.redoSegment) * plan.segmentBytes - plan.redoOffset);
}

/** A failed start; `retry` when another start may work. */
class StartError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

/** SQLSTATE 57014 (query_canceled), as PostgreSQL's statement_timeout answers. */
const TIMED_OUT = '57014';
/** SQLSTATE 25P02 (in_failed_sql_transaction). */
const ABORTED = '25P02';

const WORKER = projectPath('server', 'db', 'pglite-thread.worker.mjs');

let compiled: Promise<WebAssembly.Module> | undefined;
/** PGlite's WebAssembly, compiled once per process (for databases started from a dump: tests). */
function pgliteWasm(): Promise<WebAssembly.Module> {
  const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  compiled ??= readFile(path.join(dist, 'pglite.wasm')).then((bytes) => WebAssembly.compile(new Uint8Array(bytes)));
  return compiled;
}

interface Pending {
  id: number;
  resolve(response: ThreadResponse): void;
  reject(error: Error): void;
}

export class PGliteThread {
  /** PGlite's parsers by type OID, with the array types this database has (read at start). */
  readonly parsers: Parsers = { ...(types.parsers as Parsers) };
  /** Workers this thread stopped itself: their exit is expected, not a crash to recover from. */
  readonly #retired = new WeakSet<Worker>();

  /** How many times the worker was replaced since the database was opened. */
  restarts = 0;

  #init: ThreadInit;
  readonly #statementTimeoutMs: number;
  readonly #startTimeoutMs: number;
  readonly #onRestart?: (reason: Error) => void;
  readonly #onRecovery?: (progress: RecoveryProgress) => void;
  #checkpoints: NodeJS.Timeout | undefined;
  /** A look at the WAL is queued or under way. */
  #checking = false;
  readonly #checkpointWalBytes: number;
  /** How many checkpoints the thread made (the test reads it). */
  checkpointsMade = 0;
  /** Held by a transaction for its whole length and by each statement outside one. */
  readonly #transactionLock = new Mutex();
  /** One statement in the worker at a time, so a statement's time limit starts when it does. */
  readonly #statementLock = new Mutex();
  #worker!: Worker;
  #ready!: Promise<void>;
  #pending: Pending | null = null;
  #nextId = 1;
  /** Counts workers: a transaction begun in an earlier one was ended with it. */
  #generation = 0;
  #sessionTimeoutMs: number;
  #closed = false;
  /** Set when the worker of a database in memory stopped: what every statement answers from then on. */
  #lost: Error | null = null;

  private constructor(options: PGliteThreadOptions) {
    this.#init = {
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      pgliteWasmModule: options.pgliteWasmModule,
    };
    this.#statementTimeoutMs = options.statementTimeoutMs ?? 0;
    this.#sessionTimeoutMs = this.#statementTimeoutMs;
    this.#onRestart = options.onRestart;
    this.#onRecovery = options.onRecovery;
    this.#checkpointWalBytes = options.checkpointWalBytes ?? CHECKPOINT_WAL_BYTES;
    this.#startTimeoutMs = options.startTimeoutMs ?? START_TIMEOUT_MS;
    if (options.dataDir) {
      // Busy or not: a bulk load is when it is needed. It waits for its turn between statements.
      this.#checkpoints = setInterval(() => {
        if (!this.#checking) {
          this.#checking = true;
          void this.checkpointIfDue()
            .catch(() => undefined)
            .finally(() => (this.#checking = false));
        }
      }, CHECKPOINT_CHECK_MS);
      this.#checkpoints.unref();
    }
  }

  /**
   * CHECKPOINT when more than CHECKPOINT_WAL_BYTES (or `checkpointWalBytes`) of WAL were written since the last one
   * (every few seconds, between statements, outside transactions): what PostgreSQL's own
   * checkpointer does, which PGlite has not. Answers whether it checkpointed.
   */
  async checkpointIfDue(): Promise<boolean> {
    return this.#transactionLock.runExclusive(async () => {
      const response = await this.#send({ id: 0, op: 'query', sql: WAL_SINCE_CHECKPOINT, params: [] }, 0);
      const bytes = response.type === 'result' ? Number(response.results[0]?.rows[0]?.[0] ?? 0) : 0;
      if (bytes < this.#checkpointWalBytes) return false;
      await this.#send({ id: 0, op: 'exec', sql: 'checkpoint' }, 0);
      this.checkpointsMade += 1;
      return true;
    });
  }

  static async create(options: PGliteThreadOptions): Promise<PGliteThread> {
    // A site's database thread compiles PGlite's WebAssembly itself (about 0.8 s): a module compiled
    // in the main thread and handed over ran every statement slower in the worker (search p50 39 ms
    // against 30 ms at 100,000 stories; docs/decisions/007-search-and-lists-at-scale.md). Databases
    // started from a dump (the tests', many per process) share one compiled module instead: each
    // compiling its own cost every test file 0.8 s of CPU and left its first statements on baseline
    // code, slow enough on a loaded machine for a search to pass its 2 s limit.
    const pgliteWasmModule = options.loadDataDir ? await pgliteWasm() : undefined;
    const thread = new PGliteThread({ ...options, pgliteWasmModule });
    try {
      await thread.#start();
      await thread.#readArrayTypes();
    } catch (error) {
      await thread.#worker.terminate();
      throw error;
    }
    return thread;
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Whether a statement or a transaction is under way now. */
  get busy(): boolean {
    return this.#pending !== null || this.#transactionLock.isLocked();
  }

  async query<T = Record<string, unknown>>(
    sql: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    return this.#transactionLock.runExclusive(() => this.#query<T>(sql, params, options, null));
  }

  async exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.#transactionLock.runExclusive(() => this.#exec(sql, options, null));
  }

  /**
   * Runs `fn` in a transaction: committed when it resolves, rolled back when it throws or calls
   * `rollback()`. Other statements wait until it ends, as on PGlite's single connection.
   */
  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#transactionLock.runExclusive(async () => {
      const scope: TransactionScope = { generation: -1, timeoutMs: null, closed: false };
      await this.#exec('BEGIN', undefined, null);
      scope.generation = this.#generation;
      const open = () => {
        if (scope.closed) throw new Error('Transaction is closed');
      };
      const tx = {
        query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
          open();
          return this.#query<R>(sql, params ?? [], options, scope);
        },
        sql: async () => {
          throw new Error('PGliteThread: use query() with parameters');
        },
        exec: async (sql: string, options?: QueryOptions) => {
          open();
          return this.#exec(sql, options, scope);
        },
        rollback: async () => {
          open();
          scope.closed = true;
          await this.#endTransaction('ROLLBACK', scope);
        },
        listen: async () => {
          throw new Error('PGliteThread: LISTEN is not supported');
        },
        get closed() {
          return scope.closed;
        },
      } as unknown as Transaction;
      try {
        const value = await fn(tx);
        if (!scope.closed) {
          scope.closed = true;
          const [done] = await this.#endTransaction('COMMIT', scope);
          // COMMIT of a transaction that failed answers ROLLBACK: PGlite throws then, as here.
          if (done && (done as Results & { command?: string }).command === 'ROLLBACK') {
            throw databaseError({ message: 'Transaction was rolled back instead of committed', code: ABORTED });
          }
        }
        return value;
      } catch (error) {
        if (!scope.closed) {
          scope.closed = true;
          await this.#endTransaction('ROLLBACK', scope).catch(() => undefined);
        }
        throw error;
      }
    });
  }

  /**
   * Answers at once while a statement runs (its time limit bounds how long the worker can be
   * busy, so a busy worker is a working one); otherwise runs `select 1`.
   */
  async ping(): Promise<void> {
    if (this.busy) return;
    await this.query('select 1');
  }

  /**
   * Runs a statement without a time limit, between others (not inside a transaction): the
   * maintenance that may take longer than a request's statement may (VACUUM, migrations).
   */
  async unbounded(sql: string): Promise<void> {
    await this.#transactionLock.runExclusive(() => this.#send({ id: 0, op: 'exec', sql }, 0));
  }

  /** The whole data directory as a tarball (PGlite's `dumpDataDir('none')`). */
  async dumpDataDir(): Promise<Blob> {
    const response = await this.#transactionLock.runExclusive(() => this.#send({ id: 0, op: 'dump' }, 0));
    if (response.type !== 'dump') throw new Error('PGliteThread: unexpected answer to dump');
    return new Blob([response.bytes]);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    clearInterval(this.#checkpoints);
    try {
      // A lost database has no worker left to ask.
      if (this.#lost) return;
      await this.#statementLock.runExclusive(async () => {
        const started = await this.#ready.then(
          () => true,
          () => false,
        );
        if (started && !this.#lost) await this.#post({ id: this.#nextId++, op: 'close' }, 0).catch(() => undefined);
      });
    } finally {
      await this.#worker.terminate();
    }
  }

  async #query<T>(
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
    scope: TransactionScope | null,
  ): Promise<Results<T>> {
    const timeout = this.#timeoutFor(sql, scope);
    const response = await this.#send({ id: 0, op: 'query', sql, params }, timeout, scope);
    const [result] = this.#parse(response, options);
    return result as Results<T>;
  }

  async #exec(sql: string, options: QueryOptions | undefined, scope: TransactionScope | null): Promise<Results[]> {
    const timeout = this.#timeoutFor(sql, scope);
    return this.#parse(await this.#send({ id: 0, op: 'exec', sql }, timeout, scope), options);
  }

  /** COMMIT or ROLLBACK: a transaction whose worker was replaced has nothing left to end. */
  async #endTransaction(sql: 'COMMIT' | 'ROLLBACK', scope: TransactionScope): Promise<Results[]> {
    if (scope.generation !== this.#generation) {
      if (sql === 'ROLLBACK') return [];
      throw abortedError();
    }
    return this.#exec(sql, undefined, null);
  }

  /** The time limit of a statement, after noting a `set [local] statement_timeout` it makes. */
  #timeoutFor(sql: string, scope: TransactionScope | null): number {
    const setting = statementTimeoutSetting(sql);
    if (setting) {
      const ms = setting.ms ?? this.#statementTimeoutMs;
      if (setting.local) {
        if (scope) scope.timeoutMs = ms;
      } else {
        this.#sessionTimeoutMs = ms;
      }
    }
    return scope?.timeoutMs ?? this.#sessionTimeoutMs;
  }

  async #send(
    request: ThreadRequest,
    timeoutMs: number,
    scope: TransactionScope | null = null,
  ): Promise<ThreadResponse> {
    return this.#statementLock.runExclusive(async () => {
      if (this.#closed) throw new Error('PGliteThread: the database is closed');
      if (this.#lost) throw this.#lost;
      await this.#ready.catch(() => this.#start());
      await this.#ready;
      if (scope && scope.generation !== this.#generation) throw abortedError();
      return this.#post({ ...request, id: this.#nextId++ }, timeoutMs);
    });
  }

  #post(request: ThreadRequest, timeoutMs: number): Promise<ThreadResponse> {
    return new Promise<ThreadResponse>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const settle = () => {
        clearTimeout(timer);
        this.#pending = null;
      };
      this.#pending = {
        id: request.id,
        resolve: (response) => {
          settle();
          resolve(response);
        },
        reject: (error) => {
          settle();
          reject(error);
        },
      };
      if (timeoutMs > 0) {
        timer = setTimeout(() => {
          this.#replace(databaseError({ message: 'canceling statement due to statement timeout', code: TIMED_OUT }));
        }, timeoutMs);
      }
      this.#worker.postMessage(request);
    });
  }

  /**
   * Starts a worker (this.#ready settles when it has opened the database), trying again when a
   * start fails in a way another may not: PGlite started broken, or did not start in time.
   */
  #start(): Promise<void> {
    this.#ready = (async () => {
      const dataDir = this.#init.dataDir;
      const recovery = dataDir ? await walPlan(dataDir) : null;
      // A start that replays WAL is given the time it needs: the usual limit, and a second for
      // every megabyte to replay (a tenth of the slowest rate measured, GIN pages at 100k stories).
      const timeoutMs = this.#startTimeoutMs + (recovery ? recovery.walBytes / RECOVERY_BYTES_PER_MS : 0);
      const started = performance.now();
      const report = async (done: boolean) => {
        if (!recovery || !dataDir) return;
        const elapsedMs = Math.round(performance.now() - started);
        const replayed = done || elapsedMs === 0 ? undefined : await replayedBytes(dataDir, recovery);
        this.#onRecovery?.({
          walBytes: recovery.walBytes,
          elapsedMs,
          done,
          ...(replayed === undefined ? {} : { replayedBytes: Math.min(replayed, recovery.walBytes) }),
        });
      };
      await report(false);
      const progress = recovery ? setInterval(() => void report(false), RECOVERY_REPORT_MS) : undefined;
      try {
        await this.#attempts(timeoutMs);
        await report(true);
      } finally {
        clearInterval(progress);
      }
    })();
    return this.#ready;
  }

  /** Starts a worker, trying again when a start fails in a way another may not. */
  async #attempts(timeoutMs: number): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.#startWorker(timeoutMs);
        return;
      } catch (error) {
        if (!(error instanceof StartError && error.retry) || attempt >= START_ATTEMPTS || this.#closed) throw error;
        await this.#worker.terminate();
        // A first start from a dump into a directory left the dump there; PGlite loads it only
        // into an empty one.
        if (this.#init.dataDir && this.#init.loadDataDir)
          await rm(this.#init.dataDir, { recursive: true, force: true });
      }
    }
  }

  /** One worker, until it answers that it has opened the database (or fails, or runs out of time). */
  #startWorker(timeoutMs: number): Promise<void> {
    // No execArgv: the worker is plain JavaScript and needs none of the parent's loaders.
    const worker = new Worker(WORKER, { workerData: { init: this.#init }, execArgv: [] });
    this.#worker = worker;
    let started = false;
    return new Promise<void>((resolve, reject) => {
      const fail = (error: Error) => {
        clearTimeout(timer);
        reject(error);
        // Settled once: what follows (the worker's exit once stopped) changes nothing.
        void worker.terminate().then(undefined, () => undefined);
      };
      const timer = setTimeout(() => {
        const what = this.#init.dataDir ?? 'a dump, in memory';
        fail(
          new StartError(
            `PGliteThread: the database thread did not start within ${Math.round(timeoutMs) / 1000} s (${what})`,
            true,
          ),
        );
      }, timeoutMs);
      worker.once('message', (first: ThreadResponse) => {
        if (first.type === 'ready') {
          clearTimeout(timer);
          started = true;
          worker.on('message', (response: ThreadResponse) => this.#receive(worker, response));
          // The dump is in the directory now: a new worker opens it, with all that was written since.
          if (this.#init.dataDir && this.#init.loadDataDir) this.#init = { ...this.#init, loadDataDir: undefined };
          resolve();
        } else if (first.type === 'failed') {
          fail(first.retry ? new StartError(first.error.message, true) : databaseError(first.error));
        } else {
          fail(new Error('PGliteThread: the worker did not start'));
        }
      });
      worker.once('error', (error) => {
        if (started) this.#died(worker, error);
        else fail(error);
      });
      worker.once('exit', (code) => {
        const error = new Error(`PGliteThread: the database thread stopped (exit code ${code})`);
        if (started) this.#died(worker, error);
        else fail(error);
      });
    });
  }

  #receive(worker: Worker, response: ThreadResponse): void {
    if (worker !== this.#worker || !this.#pending) return;
    if (!('id' in response) || response.id !== this.#pending.id) return;
    if (response.type === 'error') this.#pending.reject(databaseError(response.error));
    else this.#pending.resolve(response);
  }

  /** The worker went away on its own (a crash in WebAssembly, out of memory). */
  #died(worker: Worker, error: Error): void {
    // A worker this thread stopped itself (replaced) exits too: that is no second death.
    if (worker !== this.#worker || this.#closed || this.#retired.has(worker)) return;
    this.#replace(error);
  }

  /**
   * Stops the worker and fails the statement it was running with `reason`; starts a new one on the
   * data directory, or, for a database in memory, which went with the worker, fails every
   * statement from now on.
   */
  #replace(reason: Error): void {
    const pending = this.#pending;
    this.#pending = null;
    this.#generation += 1;
    const old = this.#worker;
    this.#retired.add(old);
    const stopped = old.terminate().then(
      () => undefined,
      () => undefined,
    );
    const restart = !this.#closed && this.#init.dataDir !== undefined;
    if (restart) {
      this.restarts += 1;
      // The new worker opens the data directory once the old one has stopped: two PostgreSQLs
      // on one directory at once (the old one still running its statement) break it.
      this.#ready = stopped.then(() => this.#start());
      this.#ready.catch(() => undefined);
    } else if (!this.#closed) {
      this.#lost = new Error(
        `PGliteThread: the database thread stopped (${reason.message}) and this database was in its memory ` +
          '(loaded from a dump, with no data directory): its rows went with it, so it answers no more statements',
        { cause: reason },
      );
    }
    pending?.reject(reason);
    if (restart) this.#onRestart?.(reason);
  }

  #parse(response: ThreadResponse, options: QueryOptions | undefined): Results[] {
    if (response.type !== 'result') throw new Error('PGliteThread: unexpected answer');
    return response.results.map((result) => this.#rows(result, options));
  }

  #rows(result: WireResult, options: QueryOptions | undefined): Results {
    const fields = result.fields;
    // Each column's parser, the caller's before PGlite's, looked up once per result (merging the
    // two tables for every statement, as PGlite does, costs more than most statements here).
    const own = options?.parsers;
    const parsers = fields.map((field) => own?.[field.dataTypeID] ?? this.parsers[field.dataTypeID]);
    const value = (text: string | null, i: number) => {
      if (text === null) return null;
      const parse = parsers[i];
      return parse ? parse(text, fields[i]!.dataTypeID) : text;
    };
    const rows =
      options?.rowMode === 'array'
        ? result.rows.map((row) => row.map(value))
        : result.rows.map((row) => Object.fromEntries(row.map((text, i) => [fields[i]!.name, value(text, i)])));
    const { affectedRows, command, rowCount } = result;
    return {
      rows,
      fields,
      affectedRows,
      ...(command === undefined ? {} : { command }),
      ...(rowCount === undefined ? {} : { rowCount }),
    } as Results;
  }

  /** Array types parse their elements with their element type's parser, as PGlite does. */
  async #readArrayTypes(): Promise<void> {
    const { rows } = await this.query<{ oid: number; typarray: number }>(
      `select b.oid, b.typarray from pg_catalog.pg_type a
       left join pg_catalog.pg_type b on b.oid = a.typelem
       where a.typcategory = 'A' group by b.oid, b.typarray order by b.oid`,
    );
    for (const { oid, typarray } of rows) {
      this.parsers[typarray] = (value) =>
        types.arrayParser(value, (v: string) => this.parsers[oid]?.(v, oid) ?? v, typarray);
    }
  }
}

interface TransactionScope {
  /** The worker the transaction began in. */
  generation: number;
  /** `set local statement_timeout` within it. */
  timeoutMs: number | null;
  closed: boolean;
}

const SETTING = /^\s*set\s+(session\s+|local\s+)?statement_timeout\s*(?:=|\s+to\s+)\s*(?:'([^']*)'|(\S+?))\s*;?\s*$/i;
const RESET = /^\s*reset\s+statement_timeout\s*;?\s*$/i;
const UNITS: Record<string, number> = { '': 1, ms: 1, s: 1000, min: 60_000, h: 3_600_000, d: 86_400_000 };

/**
 * A `set [session|local] statement_timeout = …` or `reset statement_timeout` statement: its
 * scope and milliseconds (null: the default). Anything else: null.
 */
export function statementTimeoutSetting(sql: string): { local: boolean; ms: number | null } | null {
  if (RESET.test(sql)) return { local: false, ms: null };
  const match = SETTING.exec(sql);
  if (!match) return null;
  const local = (match[1] ?? '').trim().toLowerCase() === 'local';
  const value = (match[2] ?? match[3] ?? '').trim().toLowerCase();
  if (value === 'default') return { local, ms: null };
  const parts = /^(\d+(?:\.\d+)?)\s*(ms|s|min|h|d)?$/.exec(value);
  if (!parts) return null;
  return { local, ms: Math.round(Number(parts[1]) * UNITS[parts[2] ?? '']!) };
}

function databaseError(fields: WireError): Error {
  const error = new messages.DatabaseError(fields.message, 0, 'error');
  Object.assign(error, fields);
  return error;
}

function abortedError(): Error {
  return databaseError({
    message: 'current transaction is aborted: a statement in it ran past its time limit or the database thread stopped',
    code: ABORTED,
  });
}
