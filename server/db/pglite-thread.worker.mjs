// @ts-check
/* global Blob -- Node's global Blob, the type PGlite's loadDataDir expects */
/**
 * The worker thread that owns a PGlite database (server/db/pglite-thread.ts starts it). PGlite
 * runs PostgreSQL in WebAssembly on the thread that calls it, synchronously for the whole of a
 * statement; here that is this thread, so the server's event loop never waits for a query.
 *
 * It answers one statement at a time and leaves every value as PostgreSQL's text: the main
 * thread parses rows with PGlite's own parsers (and the caller's), which are functions and
 * cannot cross threads.
 *
 * Plain JavaScript (type-checked from the JSDoc): Node 20 does not give worker threads the
 * parent's TypeScript loader, and loading one here would add half a second to every start.
 */
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { parentPort, workerData } from 'node:worker_threads';
import { instantiateInOrder } from './pglite-load-order.mjs';

/** @typedef {import('./pglite-thread.protocol').ThreadInit} ThreadInit */
/** @typedef {import('./pglite-thread.protocol').ThreadRequest} ThreadRequest */
/** @typedef {import('./pglite-thread.protocol').ThreadResponse} ThreadResponse */
/** @typedef {import('./pglite-thread.protocol').WireResult} WireResult */
/** @typedef {import('./pglite-thread.protocol').WireError} WireError */
/** @typedef {{ rowMode: 'array' }} RawOptions */

const port = parentPort;
if (!port) throw new Error('pglite-thread.worker.mjs runs as a worker thread (server/db/pglite-thread.ts)');
const { init } = /** @type {{ init: ThreadInit }} */ (workerData);

/** @param {ThreadResponse} response */
const send = (response) => port.postMessage(response);

/** PostgreSQL's max_wal_size for PGlite, in MB: twice the thread's checkpoint distance. */
const MAX_WAL_MB = 128;

/** Thrown when PGlite started but answers wrongly: another start may well work. */
class BrokenStart extends Error {}

// PGlite links the extensions in the order their WebAssembly is ready; the wrong one breaks it.
instantiateInOrder();

try {
  const pg = await PGlite.create({
    ...(init.dataDir ? { dataDir: init.dataDir } : {}),
    ...(init.loadDataDir ? { loadDataDir: new Blob([init.loadDataDir]) } : {}),
    ...(init.pgliteWasmModule ? { pgliteWasmModule: init.pgliteWasmModule } : {}),
    // The same extensions in the same order as server/db/pglite-extensions.ts (which says why).
    extensions: { btree_gin, pg_trgm },
    // WAL kept after a checkpoint for reuse: PostgreSQL keeps up to max_wal_size (1 GB by default),
    // which a VACUUM of 100,000 stories filled and left in the folder. The thread checkpoints every
    // 64 MB of WAL (CHECKPOINT_WAL_BYTES, pglite-thread.ts), so a quarter of that is enough to keep.
    startParams: [...PGlite.defaultStartParams, '-c', `max_wal_size=${MAX_WAL_MB}MB`, '-c', 'min_wal_size=32MB'],
  });
  // A PGlite that linked its extensions in the wrong order answers this with no rows, then loops
  // forever on the next statement (server/db/pglite-load-order.mjs): it must never be used. A new
  // database has no pg_trgm yet (the migrations create it): the check creates it in a transaction
  // it rolls back, so that it asks every database the same and changes none.
  await pg.exec('begin; create extension if not exists pg_trgm');
  const check = await pg.query("select 'election' % 'electon' as close", [], { rowMode: 'array' });
  await pg.exec('rollback');
  if (check.rows.length !== 1 || /** @type {unknown[]} */ (check.rows[0])[0] !== true) {
    throw new BrokenStart(
      `PGliteThread: the database started broken (pg_trgm answered ${JSON.stringify(check.rows)}, not [[true]])`,
    );
  }
  // Every value is left as PostgreSQL's text: PGlite looks each field's parser up by type OID in
  // `pg.parsers`, which answers "keep the text" for every OID, the array types it reads at start-up
  // included. Set once here rather than passed with each query: PGlite merges a query's parsers
  // into its own on every call, which cost 0.15 ms a statement (a third of the thread's overhead).
  const keepText = (/** @type {string} */ value) => value;
  pg.parsers = new Proxy(pg.parsers, { get: () => keepText });
  /** @type {RawOptions} */
  const options = { rowMode: 'array' };

  port.on('message', (/** @type {ThreadRequest} */ request) => {
    void answer(pg, request, options).then(send);
  });
  send({ type: 'ready' });
} catch (error) {
  send({ type: 'failed', error: wireError(error), retry: error instanceof BrokenStart });
}

/**
 * @param {PGlite} pg
 * @param {ThreadRequest} request
 * @param {RawOptions} options
 * @returns {Promise<ThreadResponse>}
 */
async function answer(pg, request, options) {
  try {
    switch (request.op) {
      case 'query': {
        const result = await pg.query(request.sql, request.params, options);
        return { type: 'result', id: request.id, results: [wire(result)] };
      }
      case 'exec': {
        const results = await pg.exec(request.sql, options);
        return { type: 'result', id: request.id, results: results.map(wire) };
      }
      case 'dump': {
        const dump = await pg.dumpDataDir('none');
        return { type: 'dump', id: request.id, bytes: new Uint8Array(await dump.arrayBuffer()) };
      }
      case 'close': {
        await pg.close();
        return { type: 'result', id: request.id, results: [] };
      }
    }
  } catch (error) {
    return { type: 'error', id: request.id, error: wireError(error) };
  }
}

/**
 * @param {import('@electric-sql/pglite').Results<unknown>} result
 * @returns {WireResult}
 */
function wire(result) {
  const { command, rowCount } = /** @type {{ command?: string, rowCount?: number }} */ (result);
  return {
    rows: /** @type {(string | null)[][]} */ (result.rows),
    fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    affectedRows: result.affectedRows ?? 0,
    ...(command === undefined ? {} : { command }),
    ...(rowCount === undefined ? {} : { rowCount }),
  };
}

/**
 * A DatabaseError's fields (SQLSTATE, detail, constraint…), or an Error's message.
 * @param {unknown} error
 * @returns {WireError}
 */
function wireError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  /** @type {WireError} */
  const fields = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'queryOptions' || key === 'params') continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}
