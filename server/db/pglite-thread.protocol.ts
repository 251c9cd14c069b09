/** The messages between server/db/pglite-thread.ts and its worker thread (pglite-thread.worker.mjs). */

/** What the worker opens: a data directory, or memory (optionally loaded from a dump). */
export interface ThreadInit {
  dataDir?: string;
  /** A `dumpDataDir` tarball to start from (tests start from a migrated template). */
  loadDataDir?: Uint8Array<ArrayBuffer>;
  /** PGlite's PostgreSQL, compiled once in the main thread (databases started from a dump). */
  pgliteWasmModule?: WebAssembly.Module;
}

export type ThreadRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[] }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/** One statement's answer, every value as PostgreSQL's text (or null). */
export interface WireResult {
  rows: (string | null)[][];
  fields: { name: string; dataTypeID: number }[];
  affectedRows: number;
  /** The command tag's first word (INSERT, COMMIT, ROLLBACK…). */
  command?: string;
  /** The command tag's count, when it has one. */
  rowCount?: number;
}

/** A DatabaseError's own fields: message, code (SQLSTATE), detail, constraint… */
export type WireError = { message: string } & Record<string, string | number | boolean | null>;

export type ThreadResponse =
  | { type: 'ready' }
  /** `retry`: PGlite started but answered wrongly (server/db/pglite-load-order.mjs); another start may work. */
  | { type: 'failed'; error: WireError; retry: boolean }
  | { type: 'result'; id: number; results: WireResult[] }
  | { type: 'dump'; id: number; bytes: Uint8Array<ArrayBuffer> }
  | { type: 'error'; id: number; error: WireError };
