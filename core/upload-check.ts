import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE, UPLOAD_WRONG_TYPE } from './media';

/** The image types the server takes (it checks the bytes; the browser can only check the type it was told). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;

/**
 * What is wrong with a file as soon as it is chosen in the browser (its declared type and its
 * size), or null: a form says so at the field before anything is sent. The server still
 * validates by content (server/media/media.service.ts, `inspectImage`).
 */
export function chosenImageProblem(file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return UPLOAD_WRONG_TYPE;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TOO_LARGE;
  return null;
}
