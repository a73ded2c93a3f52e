import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';

// requirements §9: loaded images are marked loaded 100 ms after load. The server HTML shows every image
// plainly (works without JavaScript); only an image the browser is still fetching at hydration
// fades in once marked.
const IMAGE_LOADED_DELAY_MS = 100;

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
    let timer: ReturnType<typeof setTimeout> | undefined;
    const mark = () => {
      timer = setTimeout(() => setLoaded(true), IMAGE_LOADED_DELAY_MS);
    };
    if (el.complete) mark();
    else {
      setLoaded(false);
      el.addEventListener('load', mark, { once: true });
      el.addEventListener('error', mark, { once: true });
    }
    return () => {
      clearTimeout(timer);
      el.removeEventListener('load', mark);
      el.removeEventListener('error', mark);
    };
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
