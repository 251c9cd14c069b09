/**
 * `npm run media:orphans [-- --delete]`
 * Lists the files in DATA_DIR/uploads that no row refers to (a replaced picture, avatar, logo
 * or icon whose removal failed, a write cut short), older than an hour; with --delete, removes
 * them and writes one audit record (MediaCommands.removeOrphans, as the system). Takes the same
 * data-directory lock as the server: stop the server first when on PGlite.
 */
import path from 'node:path';
import { runCli } from './cli';

await runCli(
  {
    usage: 'Usage: npm run media:orphans [-- --delete]',
    args: { options: { delete: { type: 'boolean', default: false } } },
    failure: 'Could not check the uploads',
  },
  async ({ values, config, actor, site }) => {
    const { services } = await site();
    const uploadsDir =
      config.storage.kind === 's3' ? `bucket ${config.storage.bucket}` : path.join(config.dataDir, 'uploads');
    const scan = await services.commands.media.removeOrphans(actor, { delete: values.delete });
    const size = `${(scan.bytes / 1024 / 1024).toFixed(1)} MB`;
    for (const name of scan.orphans) console.log(`${values.delete ? 'removing' : 'orphan'} ${name}`);
    if (scan.orphans.length === 0) {
      console.log(`No orphan uploads in ${uploadsDir} (${scan.kept} files kept).`);
    } else if (scan.removed === null) {
      console.log(
        `${scan.orphans.length} orphan files (${size}) in ${uploadsDir}; ${scan.kept} kept. Run with --delete to remove them.`,
      );
    } else {
      console.log(`Removed ${scan.removed} orphan files (${size}) from ${uploadsDir}; ${scan.kept} kept.`);
    }
  },
);
