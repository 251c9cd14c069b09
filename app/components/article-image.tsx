import { useEffect, useRef, useState } from 'react';
import { imageSources, PLACEHOLDER_IMAGE } from '../../core/images';

interface Props {
  image: string | null | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn. */
  sizes: string;
  className?: string;
  /** Above the fold: load at once and with high priority. */
  priority?: boolean;
  width?: number;
  height?: number;
}

/**
 * An article image: responsive sources, native lazy loading, fixed aspect ratio
 * (no layout shift) and a placeholder when the image fails or is missing.
 */
export function ArticleImage({
  image,
  alt,
  sizes,
  className = '',
  priority = false,
  width = 1200,
  height = 675,
}: Props) {
  const sources = imageSources(image);
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  // An image that failed before hydration fired its error event unheard.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && sources) setFailed(true);
  }, [sources]);

  const useFallback = failed || !sources;
  const img = (
    <img
      ref={ref}
      src={useFallback ? PLACEHOLDER_IMAGE : sources.src}
      srcSet={useFallback ? undefined : sources.srcSet}
      sizes={useFallback || !sources.srcSet ? undefined : sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className={`aspect-video w-full bg-neutral-200 object-cover dark:bg-neutral-800 ${className}`}
    />
  );
  if (useFallback || !sources.sources) return img;
  return (
    <picture>
      {sources.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
