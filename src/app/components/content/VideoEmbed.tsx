import { css } from '@emotion/react';
import { useState, type MouseEvent } from 'react';
import { HERO_SURFACES, OVER_MEDIA_SCRIM_ALPHA } from '../../../sites/hero-surfaces.js';
import { paletteVar } from '../../../sites/site-css.js';
import { useI18n } from '../../theme/use-t.js';
import { Icon } from '../ui/icons.js';
import { LoadedImage } from '../ui/LoadedImage.js';
import type { VideoElement } from '../../../model/content-element.js';

const frame = css({
  position: 'relative',
  aspectRatio: '16 / 9',
  width: '100%',
  background: paletteVar(HERO_SURFACES.videoFacade.background),
  borderRadius: 8,
  overflow: 'hidden',
  'iframe, video': { position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 },
});
const facade = css({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 12,
  padding: 16,
  color: HERO_SURFACES.videoFacade.text,
  textAlign: 'center',
  textDecoration: 'none',
  fontWeight: 700,
  background: 'linear-gradient(135deg, rgba(0,0,0,0.35), rgba(0,0,0,0.6))',
  '& > svg': { fontSize: 56, padding: 14, borderRadius: '50%', background: 'rgba(255,255,255,0.2)' },
  '&:hover > svg, &:focus-visible > svg': { background: 'rgba(255,255,255,0.35)' },
  // Inside the frame (its overflow would clip a ring outside): white on black, seen on any picture.
  '&:focus-visible': { outline: '3px solid #fff', outlineOffset: -7, boxShadow: 'inset 0 0 0 4px #000' },
});
// A film's still fills the facade under its shade. What lies over it does not depend on the
// picture (requirements §10.4.7): the title on a panel of the facade's palette colour, the play
// symbol on the black scrim of a control over media.
const withStill = css({
  isolation: 'isolate',
  background: 'none',
  '&::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    zIndex: -1,
    background: 'linear-gradient(135deg, rgba(0,0,0,0.2), rgba(0,0,0,0.5))',
  },
  '& > img': { position: 'absolute', inset: 0, zIndex: -2, width: '100%', height: '100%', objectFit: 'cover' },
  '& > span': {
    padding: '4px 12px',
    borderRadius: 4,
    background: paletteVar(HERO_SURFACES.videoFacade.background),
  },
  '& > svg, &:hover > svg, &:focus-visible > svg': { background: `rgba(0,0,0,${OVER_MEDIA_SCRIM_ALPHA})` },
  // The still covers the facade's own box shadow: the focus ring's black edge is drawn on the shade.
  '&:focus-visible::before': { boxShadow: 'inset 0 0 0 4px #000' },
});

// Without JavaScript a player's page opens in a tab of its own; a film file opens in this one.
const PLAYER_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Moves focus into the player that replaced the facade, so a keyboard user can go on from it. */
const focusOnMount = (element: HTMLVideoElement | null) => element?.focus();

/**
 * A video element (checked by the upstream mapper), a facade until asked: nothing of it loads
 * before play but, for a video file, its still, and that only as it nears the viewport (a lazy
 * image: a <video poster> is fetched at once, wherever the film is on the page; docs/benchmark.md,
 * Lighthouse). Pressing play puts the browser's own player in its place, playing and focused. A
 * player URL (https) becomes an embedded player only then, so no third-party player loads (and
 * sets cookies) for visitors who never press play. Without JavaScript the facade is a link to the
 * video.
 */
export function VideoEmbed({ video: { url, file, poster }, title }: { video: VideoElement; title: string | null }) {
  const i18n = useI18n();
  const [playing, setPlaying] = useState(false);
  const label = title ?? i18n._({ id: 'video.play', message: 'Video afspelen' });
  const play = (event: MouseEvent) => {
    event.preventDefault();
    setPlaying(true);
  };
  return (
    <div css={frame}>
      {!playing ? (
        <a css={[facade, poster && withStill]} href={url} {...(file ? {} : PLAYER_LINK)} onClick={play}>
          {poster && <LoadedImage src={poster} alt="" />}
          <Icon name="video" />
          <span>{label}</span>
        </a>
      ) : file ? (
        <video ref={focusOnMount} src={url} controls autoPlay poster={poster ?? undefined} aria-label={label} />
      ) : (
        <iframe
          src={`${url}${url.includes('?') ? '&' : '?'}autoplay=1`}
          title={label}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      )}
    </div>
  );
}
