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

/** The picture types the site takes (recognised by their bytes on the server). */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;
const UPLOAD_EXTENSIONS = /\.(jpe?g|png|webp|avif|gif)$/i;

/**
 * What is wrong with a file chosen in a picture field, said at once (the server still checks
 * its bytes): a type the site does not take, or more than 10 MB. Null when it may be sent.
 */
export function uploadProblem(file: { name: string; type: string; size: number }): string | null {
  const typed = file.type ? (UPLOAD_TYPES as readonly string[]).includes(file.type) : UPLOAD_EXTENSIONS.test(file.name);
  if (!typed) return `“${file.name}” is not a picture the site can use. ${UPLOAD_WRONG_TYPE}.`;
  if (file.size > MAX_UPLOAD_BYTES) {
    return `${UPLOAD_TOO_LARGE} (this one is ${(file.size / 1024 / 1024).toFixed(1)} MB). Make it smaller, or choose another.`;
  }
  if (file.size === 0) return `“${file.name}” is empty. Choose another file.`;
  return null;
}
