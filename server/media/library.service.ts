import { and, count, desc, eq, ilike, inArray, lt, notExists, or, sql, type SQL } from 'drizzle-orm';
import { totalPagesFor } from '../../core/pagination';
import { isUuid } from '../../core/slug';
import { stripControlChars } from '../../core/text';
import type { MediaDetails } from '../../core/media-library';
import type { Db } from '../db/client';
import { articles, liveEntries, media, mediaUses, users, type MediaRow } from '../db/schema';
import type { MediaService, SavedPicture } from './media.service';

/** `/uploads/images/<id>` anywhere in a value: a story's picture, or its text's figures and images. */
const UPLOAD_IMAGE = /\/uploads\/images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/g;
/** A body figure drawn from the library (server/news/sanitize.ts). */
const FIGURE_MEDIA = /data-media="([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})"/g;

/** The library pictures some values name (a story's picture, its body, its live entries' pictures and bodies). */
export function mediaIdsIn(...values: (string | null | undefined)[]): string[] {
  const ids = new Set<string>();
  for (const value of values) {
    if (!value) continue;
    for (const match of value.matchAll(UPLOAD_IMAGE)) ids.add(match[1]!);
    for (const match of value.matchAll(FIGURE_MEDIA)) ids.add(match[1]!);
  }
  return [...ids];
}

/** The library pictures a body's figures name (`<figure data-media="<id>">`). */
export function figureIdsIn(html: string): string[] {
  return [...new Set([...html.matchAll(FIGURE_MEDIA)].map((match) => match[1]!))];
}

/** A story that shows a picture, as the library names it. */
export interface MediaUse {
  _id: string;
  title: string;
  slug: string;
  status: string;
}

/** A library picture as staff see it (and as the API answers it). */
export interface MediaItem extends MediaDetails {
  _id: string;
  /** The value a story keeps for it: '/uploads/images/<id>'. */
  url: string;
  originalName: string;
  bytes: number | null;
  width: number | null;
  height: number | null;
  /** The uploader's username and account id (null when the account is gone, or for pictures older than the library with no author). */
  uploadedBy: string | null;
  uploaderId: string | null;
  createdAt: string;
  /** The stories that show it, newest first (at most USES_SHOWN), and how many there are. */
  uses: MediaUse[];
  useCount: number;
}

export interface MediaList {
  media: MediaItem[];
  total: number;
  page: number;
  pages: number;
}

/** The stories a library item names at most (the rest are counted). */
export const USES_SHOWN = 20;

export interface MediaListQuery {
  page: number;
  limit: number;
  /** Words in the file's name, alt text, caption or credit. */
  q?: string;
  /** Only pictures no story shows. */
  unused?: boolean;
}

/** Control characters have no place in a caption or credit. */
const clean = (text: string) => stripControlChars(text).trim();

/**
 * The media library's rows (docs/product.md, 'Pictures and the media library'): a picture
 * added (its files made by MediaService), listed, described, and removed with its files; which
 * stories show which picture, kept by every save of a story (`refreshUses`).
 */
export class MediaLibrary {
  constructor(
    private readonly db: Db,
    private readonly files: Pick<MediaService, 'savePicture' | 'removeArticleImage'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Stores an uploaded picture's files and its row; a failed row removes the files again. */
  async add(bytes: Uint8Array, by: string | null, details: Partial<MediaDetails> & { originalName?: string } = {}) {
    const saved = await this.files.savePicture(bytes);
    try {
      await this.record(saved, by, details);
    } catch (error) {
      await this.files.removeArticleImage(saved.url);
      throw error;
    }
    return (await this.find(saved.id))!;
  }

  /** Takes back a picture just added for a story that then failed to save: its row and files. */
  async discard(url: string): Promise<void> {
    const id = url.slice('/uploads/images/'.length);
    if (isUuid(id)) await this.db.delete(media).where(eq(media.id, id));
    await this.files.removeArticleImage(url);
  }

  /** The row of a picture whose files were just stored (a story's featured picture sent with the story). */
  async record(
    saved: SavedPicture,
    by: string | null,
    details: Partial<MediaDetails> & { originalName?: string } = {},
  ): Promise<void> {
    await this.db.insert(media).values({
      id: saved.id,
      uploadedBy: by,
      originalName: clean(details.originalName ?? '').slice(0, 200),
      bytes: saved.bytes,
      width: saved.width,
      height: saved.height,
      alt: clean(details.alt ?? ''),
      decorative: details.decorative ?? false,
      caption: clean(details.caption ?? ''),
      credit: clean(details.credit ?? ''),
    });
  }

  /** One picture with the stories that show it, or null. */
  async find(id: string): Promise<MediaItem | null> {
    if (!isUuid(id)) return null;
    const [item] = await this.items(eq(media.id, id), 1, 0);
    return item ?? null;
  }

  /** Pictures by id (those that exist), for drawing a story's figures. */
  async rows(ids: readonly string[]): Promise<Map<string, MediaRow>> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return new Map();
    const rows = await this.db.select().from(media).where(inArray(media.id, valid));
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** A page of the library, newest first. */
  async list(query: MediaListQuery): Promise<MediaList> {
    const where = this.filter(query);
    const [{ total } = { total: 0 }] = await this.db.select({ total: count() }).from(media).where(where);
    const items = await this.items(where, query.limit, (query.page - 1) * query.limit);
    return { media: items, total, page: query.page, pages: totalPagesFor(total, query.limit) };
  }

  /** Changes a picture's description; answers it, or null when there is none. */
  async describe(id: string, details: Partial<MediaDetails>): Promise<MediaItem | null> {
    if (!isUuid(id)) return null;
    const values = Object.fromEntries(
      Object.entries(details)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => [key, typeof value === 'string' ? clean(value) : value]),
    );
    if (Object.keys(values).length > 0) await this.db.update(media).set(values).where(eq(media.id, id));
    return this.find(id);
  }

  /** The stories that show a picture (all of them), for redrawing their figures after a change. */
  async storiesUsing(id: string): Promise<string[]> {
    const rows = await this.db.select({ id: mediaUses.articleId }).from(mediaUses).where(eq(mediaUses.mediaId, id));
    return rows.map((row) => row.id);
  }

  /**
   * Removes an unused picture's row and files. Answers 'used' (with the stories) when a story
   * shows it, 'missing' when there is none. The row goes first, in one statement with the check,
   * so a story saved meanwhile cannot be left showing a picture with no row.
   */
  async remove(id: string): Promise<{ removed: MediaItem } | { used: MediaUse[] } | 'missing'> {
    const item = await this.find(id);
    if (!item) return 'missing';
    if (item.useCount > 0) return { used: item.uses };
    const gone = await this.db
      .delete(media)
      .where(and(eq(media.id, id), notExists(this.db.select().from(mediaUses).where(eq(mediaUses.mediaId, id)))))
      .returning({ id: media.id });
    if (gone.length === 0) return { used: (await this.find(id))?.uses ?? [] };
    await this.files.removeArticleImage(item.url);
    return { removed: item };
  }

  /** The pictures no story has shown for `days` days (the bulk clean-up), oldest first. */
  async unusedFor(days: number): Promise<MediaRow[]> {
    const before = new Date(this.now().getTime() - days * 86_400_000);
    return this.db
      .select()
      .from(media)
      .where(
        and(
          lt(media.unusedSince, before),
          notExists(this.db.select().from(mediaUses).where(eq(mediaUses.mediaId, media.id))),
        ),
      )
      .orderBy(media.createdAt);
  }

  /**
   * Which library pictures a story shows, read from the story and its live entries as saved:
   * called after every save of either. Pictures it stops showing, and no other story shows,
   * start their 30 days unused.
   */
  async refreshUses(
    articleId: string,
    /** The story as just saved, when the caller has it (not read again). */
    saved?: { image: string | null; content: string },
    /** A story just made: no live entries and no uses yet to read. */
    options: { fresh?: boolean } = {},
  ): Promise<void> {
    const [story] = saved
      ? [saved]
      : await this.db
          .select({ image: articles.image, content: articles.content })
          .from(articles)
          .where(eq(articles.id, articleId));
    // Entries count even when the story is no longer a live blog: they are kept, and come back with it.
    const entries =
      story && !options.fresh
        ? await this.db
            .select({ image: liveEntries.image, body: liveEntries.body })
            .from(liveEntries)
            .where(eq(liveEntries.articleId, articleId))
        : [];
    const named = story
      ? mediaIdsIn(story.image, story.content, ...entries.flatMap((entry) => [entry.image, entry.body]))
      : [];
    const before = options.fresh
      ? []
      : await this.db.select({ id: mediaUses.mediaId }).from(mediaUses).where(eq(mediaUses.articleId, articleId));
    const shown = named.length ? [...(await this.rows(named)).keys()] : [];
    const dropped = before.map((row) => row.id).filter((id) => !shown.includes(id));
    const added = shown.filter((id) => !before.some((row) => row.id === id));
    if (dropped.length) {
      await this.db
        .delete(mediaUses)
        .where(and(eq(mediaUses.articleId, articleId), inArray(mediaUses.mediaId, dropped)));
      await this.markUnused(dropped);
    }
    if (added.length && story) {
      await this.db
        .insert(mediaUses)
        .values(added.map((mediaId) => ({ mediaId, articleId })))
        .onConflictDoNothing();
    }
  }

  /** After a story is deleted (its uses went with it): the pictures it showed that nothing shows now. */
  async markUnused(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(media)
      .set({ unusedSince: this.now() })
      .where(
        and(
          inArray(media.id, [...ids]),
          notExists(this.db.select().from(mediaUses).where(eq(mediaUses.mediaId, media.id))),
        ),
      );
  }

  /** The pictures a story shows now (before it is deleted). */
  async usedBy(articleId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: mediaUses.mediaId })
      .from(mediaUses)
      .where(eq(mediaUses.articleId, articleId));
    return rows.map((row) => row.id);
  }

  private filter(query: MediaListQuery): SQL | undefined {
    const words = query.q?.trim();
    const pattern = words ? `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    return and(
      pattern
        ? or(
            ilike(media.originalName, pattern),
            ilike(media.alt, pattern),
            ilike(media.caption, pattern),
            ilike(media.credit, pattern),
          )
        : undefined,
      query.unused ? notExists(this.db.select().from(mediaUses).where(eq(mediaUses.mediaId, media.id))) : undefined,
    );
  }

  private async items(where: SQL | undefined, limit: number, offset: number): Promise<MediaItem[]> {
    const rows = await this.db
      .select({ row: media, uploader: users.username })
      .from(media)
      .leftJoin(users, eq(users.id, media.uploadedBy))
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(limit)
      .offset(offset);
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.row.id);
    const uses = await this.db
      .select({
        mediaId: mediaUses.mediaId,
        id: articles.id,
        title: articles.title,
        slug: articles.slug,
        status: articles.status,
        total: sql<number>`count(*) over (partition by ${mediaUses.mediaId})`.mapWith(Number),
      })
      .from(mediaUses)
      .innerJoin(articles, eq(articles.id, mediaUses.articleId))
      .where(inArray(mediaUses.mediaId, ids))
      .orderBy(desc(articles.updatedAt));
    return rows.map(({ row, uploader }) => {
      const mine = uses.filter((use) => use.mediaId === row.id);
      return {
        _id: row.id,
        url: `/uploads/images/${row.id}`,
        originalName: row.originalName,
        bytes: row.bytes,
        width: row.width,
        height: row.height,
        alt: row.alt,
        decorative: row.decorative,
        caption: row.caption,
        credit: row.credit,
        uploadedBy: uploader ?? null,
        uploaderId: row.uploadedBy,
        createdAt: row.createdAt.toISOString(),
        uses: mine.slice(0, USES_SHOWN).map((use) => ({
          _id: use.id,
          title: use.title,
          slug: use.slug,
          status: use.status,
        })),
        useCount: mine[0]?.total ?? 0,
      };
    });
  }
}
