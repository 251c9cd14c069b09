import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * pg_trgm: similar titles, 'Did you mean'; btree_gin: the search index holds the date beside the
 * words. In this order: PGlite 0.5 loading btree_gin after pg_trgm leaves every pg_trgm call
 * answering no rows (server/db/extensions.test.ts).
 */
export const PGLITE_EXTENSIONS = { btree_gin, pg_trgm };
