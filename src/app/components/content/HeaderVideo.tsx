import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { mayPrefetch, type ConnectionInfo } from '../../browser/prefetch-policy.js';
import { BREAKPOINT_MEDIUM } from '../../theme/breakpoints.js';
import { variantSourcePath, variantSrcSet } from '../../../model/image-variants.js';
import type { VideoRef } from '../../../model/page.js';
import { VariantSources } from '../ui/LoadedImage.js';
import { OVER_MEDIA_SCRIM_ALPHA } from '../../../sites/hero-surfaces.js';
import { useI18n } from '../../theme/use-t.js';

const frame = css({ position: 'relative', width: '100%', height: '100%' });
const video = css({ position: 'relative', width: '100%', height: '100%', objectFit: 'cover', display: 'block' });
// The poster as a responsive image (a <video poster> takes one address, no srcset), laid over the
// video (which, without scripts, Chromium shows with its controls) until the film first plays; it
// lets clicks through.
const still = css({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  pointerEvents: 'none',
  img: { width: '100%', height: '100%', objectFit: 'cover' },
});
/** The header spans the page: the poster's srcset `sizes`, and its preload's (templates/parts.tsx). */
export const POSTER_SIZES = '100vw';
const toggle = css({
  position: 'absolute',
  zIndex: 2, // above the poster (still)
  right: 12,
  bottom: 12,
  minWidth: 44,
  minHeight: 44,
  padding: '8px 14px',
  border: '2px solid #fff',
  borderRadius: 22,
  // Over the video itself: a scrim dark enough for its white text whatever the frame shows.
  background: `rgba(0, 0, 0, ${OVER_MEDIA_SCRIM_ALPHA})`,
  color: '#fff',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 2 },
});

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const WIDE = `(min-width: ${BREAKPOINT_MEDIUM}px)`;
/** Only the copy the layout shows plays (the desktop and mobile copies swap at a breakpoint). */
const isShown = (el: HTMLElement) => el.getClientRects().length > 0;

/**
 * Whether the film may start by itself (docs/decisions/028-header-video-on-a-phone.md): not under
 * reduced motion, and only on a screen from 750px on a connection we would prefetch on. On a phone
 * the film is about as many bytes as the rest of the page: its poster shows until the visitor
 * presses play, and nothing of the film is fetched before (`preload="none"`).
 */
function mayStartByItself(): boolean {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  return !window.matchMedia(REDUCED_MOTION).matches && window.matchMedia(WIDE).matches && mayPrefetch(connection);
}

/**
 * A decorative header video (requirements §3 video_header, video_header_mobile). WCAG 2.2.2: moving content
 * that plays by itself can be paused, so it starts only once scripts run, never under
 * prefers-reduced-motion nor on a phone (mayStartByItself), and has a pause/play button. Without
 * JavaScript it shows its poster.
 */
export function HeaderVideo({ video: v, className }: { video: VideoRef; className?: string }) {
  const i18n = useI18n();
  const ref = useRef<HTMLVideoElement>(null);
  // Once the visitor pressed the button, they decide: a resize does not restart a film they paused.
  const pressed = useRef(false);
  const [interactive, setInteractive] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [started, setStarted] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setInteractive(true);
    const start = () => {
      if (!pressed.current && isShown(el) && el.paused && mayStartByItself()) void el.play().catch(() => undefined);
    };
    start();
    window.addEventListener('resize', start);
    return () => window.removeEventListener('resize', start);
  }, []);

  const posterPath = v.poster ? variantSourcePath(v.poster) : null;

  const onToggle = () => {
    const el = ref.current;
    if (!el) return;
    pressed.current = true;
    if (el.paused) void el.play().catch(() => undefined);
    else el.pause();
  };

  return (
    <div css={frame} className={className}>
      {posterPath && (
        <picture css={still} hidden={started}>
          <VariantSources path={posterPath} sizes={POSTER_SIZES} />
          <img
            src={v.poster!}
            srcSet={variantSrcSet(posterPath, 'original')}
            sizes={POSTER_SIZES}
            alt=""
            fetchPriority="high"
          />
        </picture>
      )}
      <video
        ref={ref}
        css={video}
        muted
        loop
        playsInline
        preload="none"
        poster={posterPath ? undefined : (v.poster ?? undefined)}
        aria-hidden="true"
        data-header-video=""
        onPlay={() => setPlaying(true)}
        onPlaying={() => setStarted(true)}
        onPause={() => setPlaying(false)}
      >
        <source src={v.source} type={v.type ?? undefined} />
      </video>
      {interactive && (
        // The label says what a press does; no aria-pressed as well (a pressed 'Video afspelen'
        // would read as playing while the video stands still).
        <button type="button" css={toggle} onClick={onToggle} data-video-toggle="">
          {playing
            ? i18n._({ id: 'video.header.pause', message: 'Video pauzeren' })
            : i18n._({ id: 'video.header.play', message: 'Video afspelen' })}
        </button>
      )}
    </div>
  );
}
