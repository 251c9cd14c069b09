/**
 * `npm run media:orphans [-- --delete]`
 * Lists the files in DATA_DIR/uploads that no row refers to (a replaced picture, avatar, logo
 * or icon whose removal failed, a write cut short), older than an hour; with --delete, removes
 * them and writes one audit record. Takes the same data-directory lock as the server: stop the
 * server first when on PGlite.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { AuditLog } from '../server/audit/audit.service';
import { loadConfig, loadDotEnv } from '../server/config';
import { openDatabase } from '../server/db/client';
import { DataDirLockedError } from '../server/db/lock';
import { systemActor } from '../server/lib/actor';
import { createLogger } from '../server/lib/logger';
import { findOrphanUploads, removeUploads } from '../server/media/orphans';
import { createStorage } from '../server/media/storage';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({ options: { delete: { type: 'boolean', default: false } } });

loadDotEnv();
const config = loadConfig();
const storage = createStorage(config.storage, config.dataDir);
const uploadsDir =
  config.storage.kind === 's3' ? `bucket ${config.storage.bucket}` : path.join(config.dataDir, 'uploads');
let database;
try {
  database = config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl })
    : await openDatabase({ dataDir: config.dataDir });
} catch (error) {
  if (error instanceof DataDirLockedError) fail(error.message);
  throw error;
}
try {
  const scan = await findOrphanUploads(database.db, storage);
  const size = `${(scan.bytes / 1024 / 1024).toFixed(1)} MB`;
  for (const name of scan.orphans) console.log(`${values.delete ? 'removing' : 'orphan'} ${name}`);
  if (scan.orphans.length === 0) {
    console.log(`No orphan uploads in ${uploadsDir} (${scan.kept} files kept).`);
  } else if (!values.delete) {
    console.log(
      `${scan.orphans.length} orphan files (${size}) in ${uploadsDir}; ${scan.kept} kept. Run with --delete to remove them.`,
    );
  } else {
    const removed = await removeUploads(storage, scan.orphans);
    await new AuditLog(database.db).record(systemActor(createLogger('warn')), {
      action: 'media.remove-orphans',
      details: { files: removed, bytes: scan.bytes },
    });
    console.log(`Removed ${removed} orphan files (${size}) from ${uploadsDir}; ${scan.kept} kept.`);
  }
} catch (error) {
  fail(`Could not check the uploads: ${(error as Error).message}`);
} finally {
  await database.close();
}
