/**
 * `npm run media:copy`
 * Copies every file of DATA_DIR/uploads into the configured bucket (STORAGE=s3 with S3_*),
 * skipping objects already there with the same size, so running it again copies nothing new.
 * Prints one line per copied file and a summary.
 */
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { contentTypeOf, LocalStorage, S3Storage, type MediaStorage } from '../server/media/storage';
import { CliError, runCli } from './cli';

export interface CopySummary {
  copied: number;
  skipped: number;
  bytes: number;
}

/** Copies what `source` has and `target` lacks (or holds at another size); answers the counts. */
export async function copyMedia(
  source: MediaStorage,
  target: MediaStorage,
  report: (name: string) => void = () => undefined,
): Promise<CopySummary> {
  const present = new Map((await target.list()).map((entry) => [entry.name, entry.size]));
  const summary: CopySummary = { copied: 0, skipped: 0, bytes: 0 };
  for (const entry of await source.list()) {
    // Half-written files of a cut-short upload are not media.
    if (entry.name.endsWith('.part') || present.get(entry.name) === entry.size) {
      summary.skipped++;
      continue;
    }
    const found = await source.get(entry.name);
    if (!found) continue;
    const bytes = await buffer(found.body);
    await target.put(entry.name, bytes, contentTypeOf(entry.name));
    summary.copied++;
    summary.bytes += bytes.length;
    report(entry.name);
  }
  return summary;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runCli(
    { usage: 'Usage: npm run media:copy', args: {}, failure: 'Could not copy the uploads' },
    async ({ config }) => {
      if (config.storage.kind !== 's3') {
        throw new CliError('media:copy copies into a bucket: set STORAGE=s3 and the S3_* variables first.');
      }
      const from = path.join(config.dataDir, 'uploads');
      const summary = await copyMedia(new LocalStorage(from), new S3Storage(config.storage), (name) =>
        console.log(`copied ${name}`),
      );
      const size = `${(summary.bytes / 1024 / 1024).toFixed(1)} MB`;
      console.log(
        `Copied ${summary.copied} files (${size}) from ${from} to bucket ${config.storage.bucket}; ${summary.skipped} already there.`,
      );
    },
  );
}
