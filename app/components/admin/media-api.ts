import type { MediaDetails } from '../../../core/media-library';
import type { MediaItem, MediaList } from '../../../server/media/library.service';
import { answerOf, getJson } from './editor-values';

/** The media library's calls from the editor and the library screen (server/media/media.routes.ts). */
export type { MediaItem, MediaList };

/** Adds a picture to the library (POST /api/media); answers it, or throws the server's refusal. */
export async function uploadPicture(file: File, details: Partial<MediaDetails> = {}): Promise<MediaItem> {
  const body = new FormData();
  body.append('file', file, file.name);
  for (const [key, value] of Object.entries(details)) body.append(key, String(value));
  const res = await fetch('/api/media', {
    method: 'POST',
    body,
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  return answerOf<MediaItem>(res);
}

/** A page of the library, newest first, found by its words. */
export function listPictures(query: { q?: string; page?: number; limit?: number; unused?: boolean } = {}) {
  const params = new URLSearchParams();
  if (query.q?.trim()) params.set('q', query.q.trim());
  if (query.page) params.set('page', String(query.page));
  if (query.limit) params.set('limit', String(query.limit));
  if (query.unused) params.set('unused', '1');
  return getJson<MediaList>(`/api/media?${params}`);
}

/** Changes a picture's description everywhere it shows (PATCH /api/media/:id). */
export async function describePicture(id: string, details: Partial<MediaDetails>): Promise<MediaItem> {
  const res = await fetch(`/api/media/${id}`, {
    method: 'PATCH',
    body: JSON.stringify(details),
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
  });
  return answerOf<MediaItem>(res);
}

/** The smallest stored rendition of a picture, for thumbnails. */
export const thumbnailOf = (item: Pick<MediaItem, 'url'>) => `${item.url}-480.webp`;

/** One picture with the stories that show it (GET /api/media/:id). */
export const getPicture = (id: string) => getJson<MediaItem>(`/api/media/${id}`);
