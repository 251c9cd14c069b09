import { mediaListQuery } from '../../core/media-library';
import { authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import { NotFoundError } from '../lib/errors';
import { parseOr400 } from '../lib/validate';
import type { MediaItem, MediaLibrary, MediaList } from './library.service';

/** What the media reads use (wired in server/services.ts). */
export interface MediaQueryDeps {
  library: Pick<MediaLibrary, 'list' | 'find' | 'rows'>;
}

/** What a reader is told of a story's featured picture: its caption and credit (empty when none). */
export interface PictureCredit {
  caption: string;
  credit: string;
}

/**
 * The media library's reads (docs/product.md, 'Pictures and the media library'): every member of
 * staff who writes (`articles:create`) sees the whole library, to pick a picture for a story.
 */
export class MediaQueries {
  constructor(private readonly deps: MediaQueryDeps) {}

  /** A page of the library, newest first: searched by file name, alt text, caption or credit; or only the unused. */
  async list(actor: Actor, input: unknown = {}): Promise<MediaList> {
    authorize(actor, 'articles:create');
    const { page, limit, q, unused } = parseOr400(mediaListQuery, input);
    return this.deps.library.list({ page, limit, q, unused });
  }

  /**
   * The caption and credit of a story's featured picture when it is a library picture (anyone:
   * the story's page shows them), else null.
   */
  async credit(_actor: Actor, image: string | null): Promise<PictureCredit | null> {
    const id = image ? /^\/uploads\/images\/([0-9a-f-]{36})$/.exec(image)?.[1] : undefined;
    if (!id) return null;
    const row = (await this.deps.library.rows([id])).get(id);
    return row && (row.caption || row.credit) ? { caption: row.caption, credit: row.credit } : null;
  }

  /** One picture, with the stories that show it. */
  async one(actor: Actor, id: string): Promise<MediaItem> {
    authorize(actor, 'articles:create');
    const item = await this.deps.library.find(id);
    if (!item) throw new NotFoundError('Picture not found');
    return item;
  }
}
