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

function uploadSources(id: string): ImageSources {
  const set = (ext: string) => UPLOAD_WIDTHS.map((w) => `/uploads/images/${id}-${w}.${ext} ${w}w`).join(', ');
  return {
    // Browsers without AVIF or WebP (and share cards) take the JPEG.
    src: `/uploads/images/${id}-1200.jpg`,
    sources: [
      { type: 'image/avif', srcSet: set('avif') },
      { type: 'image/webp', srcSet: set('webp') },
    ],
  };
}

const SAMPLE = /^\/samples\/([a-z0-9-]+)-(\d+)\.webp$/;

/**
 * Where to load an article's image from (SPEC §3): a full http(s) URL as it is,
 * a site path as it is (sample images get a srcset), and a bare file name from
 * the uploads folder. Anything else (e.g. a `javascript:` URL) gives null.
 */
export function imageSources(image: string | null | undefined): ImageSources | null {
  if (!image) return null;
  const value = image.trim();
  if (/^https?:\/\//i.test(value)) return { src: value };
  const upload = UPLOAD.exec(value);
  if (upload?.[1]) return uploadSources(upload[1]);
  const sample = SAMPLE.exec(value);
  if (sample) {
    const name = sample[1];
    return {
      src: `/samples/${name}-800.webp`,
      srcSet: SAMPLE_WIDTHS.map((w) => `/samples/${name}-${w}.webp ${w}w`).join(', '),
    };
  }
  if (value.startsWith('/') && !value.startsWith('//')) return { src: value };
  if (/^[\w.-]+$/.test(value) && !value.includes('..')) return { src: `/uploads/${value}` };
  return null;
}

/** The largest version of an image, as an absolute URL for share cards. */
export function largestImageUrl(image: string | null | undefined, publicUrl: string): string | null {
  const sources = imageSources(image);
  if (!sources) return null;
  const largest = sources.srcSet ? (sources.srcSet.split(', ').at(-1)?.split(' ')[0] ?? sources.src) : sources.src;
  return /^https?:\/\//i.test(largest) ? largest : `${publicUrl}${largest}`;
}

export const PLACEHOLDER_IMAGE = '/placeholder.svg';
