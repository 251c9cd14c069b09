/** Widths the shipped sample images come in (`/samples/<name>-<width>.webp`). */
export const SAMPLE_WIDTHS = [480, 800, 1200] as const;

export interface ImageSources {
  src: string;
  srcSet?: string;
  /** Modern formats, best first, for a <picture>: uploads come in AVIF and WebP. */
  sources?: { type: string; srcSet: string }[];
}

/** Widths uploaded article images are stored in; the JPEG fallback is the 1200 one. */
export const UPLOAD_WIDTHS = [480, 800, 1200, 1600] as const;
const UPLOAD = /^\/uploads\/images\/([0-9a-f-]{36})$/;

/**
 * Where uploaded files are loaded from: the site's `/uploads` route, or with `S3_PUBLIC_URL` set the
 * bucket's (or its CDN's) address, whose object names are the same paths without `/uploads`.
 */
export function mediaBase(mediaUrl = ''): string {
  return mediaUrl ? mediaUrl.replace(/\/+$/, '') : '/uploads';
}

function uploadSources(id: string, base: string): ImageSources {
  const set = (ext: string) => UPLOAD_WIDTHS.map((w) => `${base}/images/${id}-${w}.${ext} ${w}w`).join(', ');
  return {
    // Browsers without AVIF or WebP (and share cards) take the JPEG.
    src: `${base}/images/${id}-1200.jpg`,
    sources: [
      { type: 'image/avif', srcSet: set('avif') },
      { type: 'image/webp', srcSet: set('webp') },
    ],
  };
}

const SAMPLE = /^\/samples\/([a-z0-9-]+)-(\d+)\.webp$/;

/**
 * Where to load an article's image from (docs/product.md, 'Article page'): a full http(s) URL as it is,
 * a site path as it is (sample images get a srcset), and a bare file name from
 * the uploads folder. Anything else (e.g. a `javascript:` URL) gives null. Uploads are addressed under
 * `mediaUrl` when given (PublicConfig.mediaUrl: the bucket's public address), else under `/uploads`.
 */
export function imageSources(image: string | null | undefined, mediaUrl = ''): ImageSources | null {
  if (!image) return null;
  const value = image.trim();
  if (/^https?:\/\//i.test(value)) return { src: value };
  const upload = UPLOAD.exec(value);
  if (upload?.[1]) return uploadSources(upload[1], mediaBase(mediaUrl));
  const sample = SAMPLE.exec(value);
  if (sample) {
    const name = sample[1];
    return {
      src: `/samples/${name}-800.webp`,
      srcSet: SAMPLE_WIDTHS.map((w) => `/samples/${name}-${w}.webp ${w}w`).join(', '),
    };
  }
  if (value.startsWith('/') && !value.startsWith('//')) return { src: value };
  if (/^[\w.-]+$/.test(value) && !value.includes('..')) return { src: `${mediaBase(mediaUrl)}/${value}` };
  return null;
}

/** Share cards (Open Graph, X) and feed items use one 1200×630 JPEG, cropped from the article's image. */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

export interface ShareImage {
  /** Absolute URL. */
  url: string;
  /** Known for the images this site renders itself; unknown for a remote picture. */
  width?: number;
  height?: number;
  type?: string;
}

/** Path of the share image rendered from a stored image: `/og/u/<upload id>.jpg`, `/og/s/<sample name>.jpg`. */
export function shareImagePath(image: string | null | undefined): string | null {
  const value = image?.trim() ?? '';
  const upload = UPLOAD.exec(value);
  if (upload?.[1]) return `/og/u/${upload[1]}.jpg`;
  const sample = SAMPLE.exec(value);
  if (sample?.[1]) return `/og/s/${sample[1]}.jpg`;
  return null;
}

/**
 * The image a share card or a feed item shows: the site's own 1200×630 JPEG for
 * uploaded and sample images, else the image as it is (a remote URL), with no size.
 */
export function shareImage(image: string | null | undefined, publicUrl: string): ShareImage | null {
  const own = shareImagePath(image);
  if (own) return { url: `${publicUrl}${own}`, ...SHARE_IMAGE };
  const sources = imageSources(image);
  if (!sources) return null;
  return { url: /^https?:\/\//i.test(sources.src) ? sources.src : `${publicUrl}${sources.src}` };
}

export const PLACEHOLDER_IMAGE = '/placeholder.svg';
