import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { expect, inject, it } from 'vitest';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { instantiateInOrder } from './pglite-load-order.mjs';

// PGlite itself (the template), not the database a test file gets.
const onPglite = !process.env.DATABASE_URL;

it.skipIf(!onPglite)('links btree_gin before pg_trgm even when btree_gin is the slower to instantiate', async () => {
  // Without the order, this PGlite starts broken: the first pg_trgm call answers no rows and the
  // next statement loops forever, so the check below comes before any other statement.
  const before = WebAssembly.instantiate;
  let sideModules = 0;
  const slowFirstSideModule = (...args: unknown[]) => {
    const source = args[0];
    // The extensions' libraries are small (btree_gin first, then pg_trgm); PGlite itself is 9 MB.
    const side = ArrayBuffer.isView(source) && source.byteLength < 1_000_000 && sideModules++ === 0;
    const instantiating = Reflect.apply(before, WebAssembly, args) as Promise<unknown>;
    return side
      ? instantiating.then((r) => new Promise((resolve) => setTimeout(() => resolve(r), 300)))
      : instantiating;
  };
  WebAssembly.instantiate = slowFirstSideModule as typeof WebAssembly.instantiate;
  let pg: PGlite;
  try {
    instantiateInOrder();
    pg = await PGlite.create({
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
      extensions: PGLITE_EXTENSIONS,
    });
  } finally {
    WebAssembly.instantiate = before;
  }
  expect(sideModules).toBe(2);
  const { rows } = await pg.query("select 'election' % 'electon' as close");
  expect(rows).toEqual([{ close: true }]);
  expect((await pg.query('select count(*)::int as n from search_words')).rows).toEqual([{ n: 0 }]);
  await pg.close();
});
