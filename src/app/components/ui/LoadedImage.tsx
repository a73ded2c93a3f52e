import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
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
  sizes?: string;
}

export function LoadedImage({ src, alt, width, height, className, eager, priority, sizes }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState<boolean | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    return markWhenLoaded(el, setLoaded);
  }, [src]);
  return (
    <img
      ref={ref}
      css={img}
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority}
      decoding="async"
      data-loaded={loaded === null ? undefined : String(loaded)}
    />
  );
}
