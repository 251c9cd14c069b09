/**
 * A process that bulk-writes into a PGlite folder through the server's database thread until it
 * is killed (server/db/pglite-recovery.test.ts): batches of about 1 MB of new rows, each its own
 * transaction, printing `committed <rows>` once each has committed and `checkpoint` when the
 * thread checkpoints (it looks after every batch, as its timer would every few seconds).
 *
 * Usage: node pglite-bulk-writer.js <folder> <checkpoint distance in bytes>
 */
import { PGliteThread } from '../../server/db/pglite-thread';

const [dataDir, checkpointWalBytes] = process.argv.slice(2);
if (!dataDir || !checkpointWalBytes) throw new Error('usage: pglite-bulk-writer <folder> <checkpoint distance>');
const thread = await PGliteThread.create({ dataDir, checkpointWalBytes: Number(checkpointWalBytes) });
await thread.exec('create table if not exists bulk (id bigserial primary key, body text not null)');
const ROWS_PER_BATCH = 250;
for (let batch = 0; ; batch++) {
  // md5 text compresses little: about 4 KB a row, 1 MB a batch, in the table and in the WAL.
  await thread.exec(`
    begin;
    insert into bulk (body)
    select string_agg(md5(random()::text), ' ') from generate_series(1, ${ROWS_PER_BATCH}) g, generate_series(1, 120) w group by g;
    commit;`);
  process.stdout.write(`committed ${(batch + 1) * ROWS_PER_BATCH}\n`);
  if (await thread.checkpointIfDue()) process.stdout.write('checkpoint\n');
}
