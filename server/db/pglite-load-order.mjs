// @ts-check
/* global WebAssembly -- the thread's own, which this module orders */
/**
 * PGlite links its extensions' libraries (btree_gin, pg_trgm: WebAssembly side modules) as each
 * one's `WebAssembly.instantiate` ends, and starts them all at once. The order they end in is the
 * order they are linked, and it matters: when pg_trgm's ends before btree_gin's, PGlite starts
 * broken — `select 'election' % 'electon'` answers no rows and the next statement loops forever
 * (server/db/pglite-load-order.test.ts makes that order happen). Which one ends first is a race;
 * on a loaded machine pg_trgm sometimes won it (a test database that answered 'Did you mean' with
 * nothing, then never answered again).
 *
 * `instantiateInOrder()` makes every `WebAssembly.instantiate` of the calling thread start when
 * the one called before it has ended, so they end in the order PGlite calls them: the order of
 * `extensions` (server/db/pglite-extensions.ts). Plain JavaScript, so that the database thread
 * (pglite-thread.worker.mjs) can load it as it is.
 */

/** Marks the ordered `instantiate`, so that a second call (or a second copy of this module) leaves it. */
const MARK = 'newsdeskInOrder';

/** Applies the order to this thread's `WebAssembly.instantiate` (once; later calls do nothing). */
export function instantiateInOrder() {
  const instantiate = WebAssembly.instantiate;
  if (MARK in instantiate) return;
  /** @type {Promise<unknown>} */
  let previous = Promise.resolve();
  /** @param {unknown[]} args */
  const ordered = (...args) => {
    const next = previous.then(() => Reflect.apply(instantiate, WebAssembly, args));
    previous = next.catch(() => undefined);
    return next;
  };
  WebAssembly.instantiate = /** @type {typeof WebAssembly.instantiate} */ (Object.assign(ordered, { [MARK]: true }));
}
