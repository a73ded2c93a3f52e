import { css } from '@emotion/react';
import { useState, type MouseEvent } from 'react';
import { HERO_SURFACES } from '../../../sites/hero-surfaces.js';
import { paletteVar } from '../../../sites/site-css.js';
import { useI18n } from '../../theme/use-t.js';
import { Icon } from '../ui/icons.js';
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
});

/**
 * A video element (checked by the upstream mapper). A video file plays in the browser's own player,
 * its still shown until then (nothing loads before play, and it works without JavaScript). A player
 * URL (https) is a facade until asked, so no third-party player loads (and sets cookies) for
 * visitors who never press play. Without JavaScript the facade is a link to the video.
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
      {file ? (
        <video src={url} controls preload="none" poster={poster ?? undefined} aria-label={label} />
      ) : playing ? (
        <iframe
          src={`${url}${url.includes('?') ? '&' : '?'}autoplay=1`}
          title={label}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <a css={facade} href={url} target="_blank" rel="noopener noreferrer" onClick={play}>
          <Icon name="video" />
          <span>{label}</span>
        </a>
      )}
    </div>
  );
}
