import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { instantiateInOrder } from './pglite-load-order.mjs';

/**
 * pg_trgm: similar titles, 'Did you mean'; btree_gin: the search index holds the date beside the
 * words. In this order: PGlite 0.5 loading btree_gin after pg_trgm leaves every pg_trgm call
 * answering no rows and the next statement looping forever (server/db/extensions.test.ts).
 * PGlite loads them at the same time, and the order they end in is a race:
 * `instantiateInOrder` settles it, for every PGlite this thread opens with these extensions (the
 * tests' template, copies); the database thread applies it too (pglite-thread.worker.mjs).
 */
export const PGLITE_EXTENSIONS = { btree_gin, pg_trgm };

instantiateInOrder();
