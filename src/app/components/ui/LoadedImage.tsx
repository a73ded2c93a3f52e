import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { imageVariantUrl, variantSourcePath, variantSrcSet } from '../../../model/image-variants.js';
import { markWhenLoaded } from './mark-when-loaded.js';

const img = css({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  transition: 'opacity 300ms ease',
  '&[data-loaded="false"]': { opacity: 0 },
});

interface Props {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  className?: string;
  eager?: boolean;
  /**
   * 'high' for the image that is the page's largest paint (its header image): fetched first, and
   * preloaded from the head. 'low' for one the first screen shows beside it: not boosted once in
   * view, so it does not share the bandwidth the large one needs (docs/benchmark.md, Lighthouse).
   */
  priority?: 'high' | 'low';
  /** The width the layout shows the image at (srcset's `sizes`); default: `width` px, or the viewport's when narrower. */
  sizes?: string;
}

// A <picture> adds no box: the <img> keeps the layout its parents give it.
const picture = css({ display: 'contents' });

export function LoadedImage({ src, alt, width, height, className, eager, priority, sizes }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState<boolean | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    return markWhenLoaded(el, setLoaded);
  }, [src]);
  // A CMS image through the site's relay comes resized, AVIF or WebP where the browser takes them
  // (docs/decisions/025-responsive-images.md); its <img> keeps the original format as the fallback.
  const path = variantSourcePath(src);
  const shownAt = sizes ?? (width ? `(min-width: ${width}px) ${width}px, 100vw` : '100vw');
  // The page's largest paint: its AVIF fetched from the head (React does not preload an <img> in a <picture>).
  if (path && priority === 'high')
    preload(imageVariantUrl(path, 960, 'avif'), {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: variantSrcSet(path, 'avif'),
      imageSizes: shownAt,
      type: 'image/avif',
    });
  const image = (
    <img
      ref={ref}
      css={img}
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      srcSet={path ? variantSrcSet(path, 'original') : undefined}
      sizes={path ? shownAt : sizes}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority}
      decoding="async"
      data-loaded={loaded === null ? undefined : String(loaded)}
    />
  );
  return path ? (
    <picture css={picture}>
      <VariantSources path={path} sizes={shownAt} />
      {image}
    </picture>
  ) : (
    image
  );
}

/** The AVIF and WebP <source>s of an image with variants, the first the browser takes wins. */
export function VariantSources({ path, sizes }: { path: string; sizes: string }) {
  return (
    <>
      <source type="image/avif" srcSet={variantSrcSet(path, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={variantSrcSet(path, 'webp')} sizes={sizes} />
    </>
  );
}
