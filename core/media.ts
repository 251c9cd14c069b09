/** Uploads (accounts and authoring issues): the limits and the texts a person sees. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Avatar sizes in pixels: the header's (at 2x) and the profile's. */
export const AVATAR_SIZES = [64, 256] as const;

export const UPLOAD_TOO_LARGE = 'The image is larger than 10 MB';
export const UPLOAD_WRONG_TYPE = 'Upload a JPEG, PNG, WebP, AVIF or GIF image';
export const UPLOAD_UNREADABLE = 'The image could not be read. It may be damaged or incomplete.';

/** The small version of an avatar this site made, for the header; other URLs as they are. */
export function avatarSize(url: string, size: (typeof AVATAR_SIZES)[number]): string {
  return url.replace(/^(\/uploads\/avatars\/[0-9a-f-]{36})-\d+\.webp$/, `$1-${size}.webp`);
}
