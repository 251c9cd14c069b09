import type { MediaStorage } from './storage';
import { isNotNull, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articles, contributors, liveEntries, media, settings, users } from '../db/schema';

/** A file younger than this may belong to an upload whose row is being saved: never an orphan. */
export const ORPHAN_MIN_AGE_MS = 60 * 60_000;

/**
 * The upload a file under DATA_DIR/uploads belongs to, as a key shared with the values rows
 * keep (`uploadKeyOfValue`): `images/<id>` (every width and format, and its share card),
 * `avatars/<id>` (every size), `site/<id>-logo`, `site/<id>-icon` (both sizes). `temp` for
 * a write cut short (`*.part`); null for a file no row can name (a sample's share card, or
 * anything not made by MediaService), which is left alone.
 */
export function uploadKeyOfFile(name: string): string | null {
  if (name.endsWith('.part')) return 'temp';
  const image = /^images\/([0-9a-f-]{36})-\d{2,4}\.(?:avif|webp|jpg)$/.exec(name);
  if (image) return `images/${image[1]}`;
  const share = /^share\/u-([0-9a-f-]{36})\.jpg$/.exec(name);
  if (share) return `images/${share[1]}`;
  const avatar = /^avatars\/([0-9a-f-]{36})-\d+\.webp$/.exec(name);
  if (avatar) return `avatars/${avatar[1]}`;
  const site =
    /^site\/([0-9a-f-]{36})-(logo)\.webp$/.exec(name) ?? /^site\/([0-9a-f-]{36})-(icon)-\d+\.png$/.exec(name);
  if (site) return `site/${site[1]}-${site[2]}`;
  return null;
}

/** The key of an upload a row refers to (`/uploads/images/<id>`, an avatar's URL, a logo's, an icon's), or null. */
export function uploadKeyOfValue(value: string): string | null {
  const image = /^\/uploads\/images\/([0-9a-f-]{36})$/.exec(value);
  if (image) return `images/${image[1]}`;
  const avatar = /^\/uploads\/avatars\/([0-9a-f-]{36})-\d+\.webp$/.exec(value);
  if (avatar) return `avatars/${avatar[1]}`;
  const logo = /^\/uploads\/site\/([0-9a-f-]{36})-logo\.webp$/.exec(value);
  if (logo) return `site/${logo[1]}-logo`;
  const icon = /^\/uploads\/site\/([0-9a-f-]{36})-icon$/.exec(value);
  if (icon) return `site/${icon[1]}-icon`;
  return null;
}

/** Every `/uploads/…` value in a stored JSON value (the site settings' logo and icon, and whatever joins them). */
function uploadValuesIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.startsWith('/uploads/')) found.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) uploadValuesIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) uploadValuesIn(item, found);
  }
  return found;
}

/**
 * The uploads some row refers to: the media library's pictures, articles' and live entries'
 * pictures (and any `/uploads/` address in their text), users' avatars and guest contributors' photos, and the settings' values
 * (the site's logo and icon).
 */
export async function referencedUploads(db: Db): Promise<Set<string>> {
  const [library, images, texts, liveImages, liveTexts, avatars, photos, stored] = await Promise.all([
    db.select({ id: media.id }).from(media),
    db.select({ value: articles.image }).from(articles).where(like(articles.image, '/uploads/%')),
    db.select({ value: articles.content }).from(articles).where(like(articles.content, '%/uploads/%')),
    db.select({ value: liveEntries.image }).from(liveEntries).where(like(liveEntries.image, '/uploads/%')),
    db.select({ value: liveEntries.body }).from(liveEntries).where(like(liveEntries.body, '%/uploads/%')),
    db.select({ value: users.avatar }).from(users).where(isNotNull(users.avatar)),
    db.select({ value: contributors.avatar }).from(contributors).where(isNotNull(contributors.avatar)),
    db.select({ value: settings.value }).from(settings),
  ]);
  const values = [
    ...images.map((r) => r.value),
    ...liveImages.map((r) => r.value),
    ...avatars.map((r) => r.value),
    ...photos.map((r) => r.value),
    ...[...texts, ...liveTexts].flatMap((r) => r.value.match(/\/uploads\/[A-Za-z0-9/._-]+/g) ?? []),
    ...stored.flatMap((r) => uploadValuesIn(r.value)),
  ];
  const keys = new Set<string>(library.map((row) => `images/${row.id}`));
  for (const value of values) {
    // An address in an article's text may name one file of an upload: its key is the file's.
    const key = value ? (uploadKeyOfValue(value) ?? uploadKeyOfFile(value.replace(/^\/uploads\//, ''))) : null;
    if (key && key !== 'temp') keys.add(key);
  }
  return keys;
}

export interface OrphanScan {
  /** Files no row refers to, relative to the uploads folder, sorted. */
  orphans: string[];
  /** Their total size in bytes. */
  bytes: number;
  /** Files kept: referenced, too recent, or not made by MediaService. */
  kept: number;
}

/** Lists the stored objects that no row refers to and are older than `minAgeMs`. */
export async function findOrphanUploads(
  db: Db,
  storage: MediaStorage,
  options: { minAgeMs?: number; now?: number } = {},
): Promise<OrphanScan> {
  const minAgeMs = options.minAgeMs ?? ORPHAN_MIN_AGE_MS;
  const now = options.now ?? Date.now();
  const entries = await storage.list();
  const referenced = await referencedUploads(db);
  const scan: OrphanScan = { orphans: [], bytes: 0, kept: 0 };
  for (const entry of entries) {
    const key = uploadKeyOfFile(entry.name);
    if (key === null || referenced.has(key) || now - entry.lastModified.getTime() < minAgeMs) {
      scan.kept++;
      continue;
    }
    scan.orphans.push(entry.name);
    scan.bytes += entry.size;
  }
  scan.orphans.sort();
  return scan;
}

/** Removes objects found by `findOrphanUploads`; answers how many went. Names that climb out are skipped. */
export async function removeUploads(storage: MediaStorage, names: readonly string[]): Promise<number> {
  const safe = names.filter((name) => !name.startsWith('/') && !name.split('/').includes('..'));
  await storage.delete(safe);
  return safe.length;
}

/**
 * The uploads no row refers to, in the site's storage: found, and removed (MediaCommands,
 * `npm run media:orphans`).
 */
export class OrphanUploads {
  constructor(
    private readonly db: Db,
    private readonly storage: MediaStorage,
  ) {}

  find(options: { minAgeMs?: number; now?: number } = {}): Promise<OrphanScan> {
    return findOrphanUploads(this.db, this.storage, options);
  }

  remove(names: readonly string[]): Promise<number> {
    return removeUploads(this.storage, names);
  }
}
