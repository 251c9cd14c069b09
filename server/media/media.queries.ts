import { mediaListQuery } from '../../core/media-library';
import { authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import { NotFoundError } from '../lib/errors';
import { parseOr400 } from '../lib/validate';
import type { MediaItem, MediaLibrary, MediaList } from './library.service';

/** What the media reads use (wired in server/services.ts). */
export interface MediaQueryDeps {
  library: Pick<MediaLibrary, 'list' | 'find'>;
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

  /** One picture, with the stories that show it. */
  async one(actor: Actor, id: string): Promise<MediaItem> {
    authorize(actor, 'articles:create');
    const item = await this.deps.library.find(id);
    if (!item) throw new NotFoundError('Picture not found');
    return item;
  }
}
