import { imageSources } from '../../core/images';

interface Props {
  image: string | null | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  className?: string;
  /** Above the fold: load at once and with high priority. */
  priority?: boolean;
  width?: number;
  height?: number;
  /** Leave sources wider than this out of the `srcset` (a thumbnail never needs the 1200 px one). */
  maxWidth?: number;
  /** PublicConfig.mediaUrl: the bucket's public address when uploads are served from there, else ''. */
  mediaUrl?: string;
}

/** Whether `ArticleImage` draws anything for this value (a story may have no picture). */
export function hasImage(image: string | null | undefined): boolean {
  return imageSources(image) !== null;
}

/** `srcset` without the candidates wider than `maxWidth`. */
function upTo(srcSet: string, maxWidth: number | undefined): string {
  if (!maxWidth) return srcSet;
  const kept = srcSet.split(', ').filter((candidate) => {
    const width = /\s(\d+)w$/.exec(candidate)?.[1];
    return !width || Number(width) <= maxWidth;
  });
  return kept.length ? kept.join(', ') : srcSet;
}

/**
 * An article image: responsive sources, native lazy loading, fixed aspect ratio (no layout
 * shift, `.article-img` in app/app.css). A story without a picture draws nothing (docs/product.md:
 * no grey placeholder; the card or page closes up), so callers that wrap it check `hasImage`.
 * Pure markup, the same on the server and in the browser: an image that fails to load shows the
 * placeholder (app/islands/images.ts) in the grey box of its background (its `alt` is the caller's).
 */
export function ArticleImage({
  image,
  alt,
  sizes,
  className = '',
  priority = false,
  width = 1200,
  height = 675,
  maxWidth,
  mediaUrl = '',
}: Props) {
  const sources = imageSources(image, mediaUrl);
  if (!sources) return null;
  // A picture from another site is asked for without telling it which page shows it.
  const remote = /^https?:/i.test(sources.src);
  const img = (
    <img
      src={sources.src}
      srcSet={sources.srcSet ? upTo(sources.srcSet, maxWidth) : undefined}
      sizes={sources.srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      referrerPolicy={remote ? 'no-referrer' : undefined}
      className={className ? `article-img ${className}` : 'article-img'}
    />
  );
  if (!sources.sources) return img;
  return (
    <picture>
      {sources.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={upTo(source.srcSet, maxWidth)} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
