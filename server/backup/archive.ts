/**
 * The archive file of a backup (README, 'Backups'; the members are listed in ./manifest.ts):
 * a staging folder packed with `tar` (gzip), written under a temporary name and renamed when
 * complete, and unpacked into a staging folder with every member checked against SHA256SUMS.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, link, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { BackupError, CHECKSUMS_NAME, MANIFEST_NAME, parseManifest, type Manifest } from './manifest';

/** A regular file in a staging folder: its name relative to the folder, with '/' between parts. */
export interface StagedFile {
  name: string;
  size: number;
}

/** Files up to this size are read whole (most are: PostgreSQL's pages, images), larger ones streamed. */
const READ_WHOLE = 16 * 1024 * 1024;

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  if ((await stat(file)).size <= READ_WHOLE) hash.update(await readFile(file));
  else await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * Makes `dest` a copy of the tree at `src` (directories, empty ones too, and regular files) by
 * hard links, which cost no space and keep a file's bytes even if the original is removed
 * meanwhile; copied where a link cannot be made (another file system). `skip` leaves files out.
 * Answers the files, named relative to `base`.
 */
export async function linkTree(
  src: string,
  dest: string,
  base: string,
  skip: (name: string) => boolean = () => false,
): Promise<StagedFile[]> {
  const files: StagedFile[] = [];
  await mkdir(dest, { recursive: true });
  const entries = await readdir(src, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const from = path.join(src, entry.name);
    const to = path.join(dest, entry.name);
    const name = path.relative(base, to).split(path.sep).join('/');
    if (entry.isDirectory()) {
      files.push(...(await linkTree(from, to, base, skip)));
    } else if (entry.isFile()) {
      if (skip(name)) continue;
      try {
        await link(from, to).catch(async (error: NodeJS.ErrnoException) => {
          // Another file system, a file owned by another user (protected_hardlinks), too many links.
          if (error.code !== 'EXDEV' && error.code !== 'EPERM' && error.code !== 'EMLINK') throw error;
          await copyFile(from, to);
        });
      } catch (error) {
        // Removed since it was listed (a live site deleting an image): not part of this backup.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      files.push({ name, size: (await stat(to)).size });
    }
    // Anything else (a symlink, a socket) is not something Newsdesk writes: left out.
  }
  return files;
}

/** `sha256sum`'s format: one `<hex>  <name>` line per file. */
export async function writeChecksums(staging: string, names: readonly string[]): Promise<void> {
  const lines: string[] = [];
  for (const name of names) lines.push(`${await sha256File(path.join(staging, name))}  ${name}`);
  await writeFile(path.join(staging, CHECKSUMS_NAME), `${lines.join('\n')}\n`);
}

export function parseChecksums(text: string): Map<string, string> {
  const sums = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const match = /^([0-9a-f]{64}) [ *](.+)$/.exec(line);
    if (!match?.[1] || !match[2])
      throw new BackupError(`The archive is damaged: a line of ${CHECKSUMS_NAME} is unreadable.`);
    sums.set(match[2], match[1]);
  }
  return sums;
}

/**
 * Packs `members` of `staging` (in that order; folders with everything in them) into a gzipped
 * tar at `file`. Written as a hidden `.partial` file beside it, flushed to disk, then renamed:
 * `file` is never a half archive. Removed again if anything fails.
 */
export async function packArchive(staging: string, members: readonly string[], file: string): Promise<number> {
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(4).toString('hex')}.partial`);
  partialFiles.add(partial);
  try {
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true, strict: true }, [...members]);
    const handle = await open(partial, 'r');
    try {
      // Password hashes, session hashes and readers' e-mail addresses: for the owner's eyes only.
      await handle.chmod(0o600);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, file);
    await syncFolder(path.dirname(file));
    return (await stat(file)).size;
  } finally {
    await rm(partial, { force: true });
    partialFiles.delete(partial);
  }
}

/** Archives being written now: a signal handler removes them before the process exits. */
export const partialFiles = new Set<string>();

/** Makes a rename in `folder` durable (a no-op where folders cannot be opened for sync). */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r').catch(() => null);
  if (!handle) return;
  try {
    await handle.sync().catch(() => undefined);
  } finally {
    await handle.close();
  }
}

/** The archive's errors as one line saying what is wrong with the file. */
function damaged(file: string, error: unknown): BackupError {
  if (error instanceof BackupError) return error;
  const e = error as NodeJS.ErrnoException & { tarCode?: string };
  if (e.code === 'ENOENT' && e.path === file) return new BackupError(`There is no file ${file}.`);
  if (e.code === 'EISDIR') return new BackupError(`${file} is a folder; give the backup archive's file.`);
  if (e.code === 'TAR_BAD_ARCHIVE' || e.code === 'TAR_ENTRY_INVALID') {
    return new BackupError(`${file} is not a Newsdesk backup, or is damaged: ${e.message}.`);
  }
  if (e.tarCode === 'TAR_ABORT' || e.code?.startsWith('Z_')) {
    return new BackupError(`The archive ${file} is damaged or incomplete (${e.message}); use another backup.`);
  }
  return new BackupError(`Could not read the archive ${file}: ${e.message}`);
}

/**
 * The manifest, read from the archive's first member without unpacking the rest: a backup of the
 * wrong engine or a newer format is refused before anything is written.
 */
export async function readManifest(file: string): Promise<Manifest> {
  const text = await new Promise<string | null>((resolve, reject) => {
    const input = createReadStream(file);
    let seen = false;
    const parser = new tar.Parser({
      strict: true,
      onReadEntry: (entry) => {
        if (seen) return entry.resume();
        seen = true;
        if (entry.path !== MANIFEST_NAME || entry.type !== 'File' || entry.size > 1_000_000) {
          resolve(null);
          input.destroy();
          return entry.resume();
        }
        entry.concat().then((bytes) => {
          resolve(bytes.toString('utf8'));
          input.destroy();
        }, reject);
      },
    });
    parser.on('error', reject);
    parser.on('end', () => resolve(null));
    input.on('error', reject);
    input.pipe(parser);
  }).catch((error: unknown) => {
    throw damaged(file, error);
  });
  if (text === null)
    throw new BackupError(`${file} is not a Newsdesk backup: it does not begin with ${MANIFEST_NAME}.`);
  return parseManifest(text);
}

/** Member names a backup may hold: the manifest, the checksums, the database and the uploads. */
function allowed(name: string, type: string): boolean {
  const parts = name.replace(/\/$/, '').split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..') || name.startsWith('/')) return false;
  if (type === 'File' && (name === MANIFEST_NAME || name === CHECKSUMS_NAME)) return true;
  if (type !== 'File' && type !== 'Directory') return false;
  return parts[0] === 'database' || parts[0] === 'uploads';
}

/**
 * Unpacks the archive into `dest` (an empty staging folder) and checks every file against
 * SHA256SUMS: none missing, none extra, none changed. Answers the manifest and the files.
 */
export async function unpackArchive(file: string, dest: string): Promise<{ manifest: Manifest; files: string[] }> {
  const refused: string[] = [];
  try {
    await tar.x({
      file,
      cwd: dest,
      strict: true,
      preserveOwner: false,
      // The operator's own file: a genuine backup refused for compressing well would be worse.
      maxDecompressionRatio: Infinity,
      filter: (name, entry) => {
        const type = 'type' in entry ? String(entry.type) : 'File';
        if (allowed(name, type)) return true;
        refused.push(name);
        return false;
      },
    });
  } catch (error) {
    throw damaged(file, error);
  }
  if (refused.length > 0) {
    throw new BackupError(`${file} is not a Newsdesk backup: it holds ${refused.slice(0, 3).join(', ')}.`);
  }
  const manifestText = await readFile(path.join(dest, MANIFEST_NAME), 'utf8').catch(() => null);
  if (manifestText === null) throw new BackupError(`${file} is not a Newsdesk backup: it has no ${MANIFEST_NAME}.`);
  const manifest = parseManifest(manifestText);
  const sumsText = await readFile(path.join(dest, CHECKSUMS_NAME), 'utf8').catch(() => null);
  if (sumsText === null) throw new BackupError(`The archive ${file} is incomplete: it has no ${CHECKSUMS_NAME}.`);
  const sums = parseChecksums(sumsText);
  const files = (await listFiles(dest)).filter((name) => name !== CHECKSUMS_NAME);
  const present = new Set(files);
  const unlisted = files.filter((name) => !sums.has(name));
  if (unlisted.length > 0) {
    throw new BackupError(`The archive ${file} is damaged: ${unlisted[0]} is not in ${CHECKSUMS_NAME}.`);
  }
  for (const [name, expected] of sums) {
    if (!present.has(name)) throw new BackupError(`The archive ${file} is incomplete: ${name} is missing.`);
    if ((await sha256File(path.join(dest, name))) !== expected) {
      throw new BackupError(`The archive ${file} is damaged: ${name} does not match its checksum.`);
    }
  }
  return { manifest, files };
}

/** Every regular file under `root`, relative, with '/' between parts. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
