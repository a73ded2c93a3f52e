import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import type { MountedMap } from './leaflet-map.js';
import { reloadAfterChunkError } from '../../browser/chunk-reload.js';
import { container } from '../../theme/styles.js';
import { mq } from '../../theme/breakpoints.js';
import { useI18n } from '../../theme/use-t.js';
import { useNearViewport } from '../../hooks/use-near-viewport.js';
import type { MapBannerData } from '../content/content-data.js';
import { Badge } from '../ui/Badge.js';
import { Icon } from '../ui/icons.js';
import { Title } from '../ui/Title.js';
import { SiteLink } from '../SiteLink.js';
import { formatDistanceKm } from './format-distance.js';

// requirements §2 Dossier page: a map banner with related items within a radius. The list is the
// accessible, server-rendered part (works without JavaScript and without map tiles); the map is
// an enhancement whose library loads in its own chunk, only on pages that have a banner, and only
// when the map comes near the viewport (requirements §10.3: no code the first paint does not need).

const band = css({ background: 'color-mix(in srgb, var(--gkn-base-color) 10%, #fff)', padding: '36px 0 44px' });
const grid = css([
  container,
  { display: 'grid', gap: 24, [mq.large]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
]);
const list = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  maxHeight: 460,
  overflowY: 'auto',
});
const itemCss = css({
  display: 'grid',
  gridTemplateColumns: '28px 1fr',
  gap: 8,
  padding: '10px 12px',
  background: '#fff',
  borderRadius: 8,
  border: '1px solid #dedbd2',
  '&[data-active="true"]': { outline: '3px solid var(--gkn-base-color)' },
});
const number = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 26,
  height: 26,
  borderRadius: '50%',
  background: 'var(--gkn-base-color)',
  color: '#fff',
  fontWeight: 700,
  fontSize: '0.85rem',
});
const meta = css({
  display: 'flex',
  gap: 8,
  alignItems: 'center',
  flexWrap: 'wrap',
  fontSize: '0.85rem',
  color: '#4a4a46',
  marginTop: 4,
});
// The few Leaflet rules a map needs (positions and stacking of its panes and controls), written
// here so no extra stylesheet has to be served and the CSP stays nonce-only.
const mapBox = css({
  minHeight: 320,
  height: '100%',
  borderRadius: 12,
  overflow: 'hidden',
  background: '#dfe7dc',
  position: 'relative',
  [mq.large]: { minHeight: 460 },
  '&.leaflet-container': { font: 'inherit', touchAction: 'none', outlineOffset: 1 },
  '& .leaflet-pane, & .leaflet-tile, & .leaflet-marker-icon, & .leaflet-tile-container, & .leaflet-pane > svg, & .leaflet-layer':
    { position: 'absolute', left: 0, top: 0 },
  '& img.leaflet-tile': { maxWidth: 'none', maxHeight: 'none', userSelect: 'none', visibility: 'hidden' },
  '& img.leaflet-tile.leaflet-tile-loaded': { visibility: 'inherit' },
  '& .leaflet-pane': { zIndex: 400 },
  '& .leaflet-tile-pane': { zIndex: 200 },
  '& .leaflet-overlay-pane': { zIndex: 400 },
  '& .leaflet-marker-pane': { zIndex: 600 },
  '& .leaflet-popup-pane': { zIndex: 700 },
  '& .leaflet-zoom-animated': { transformOrigin: '0 0' },
  '& .leaflet-top, & .leaflet-bottom': { position: 'absolute', zIndex: 1000, pointerEvents: 'none' },
  '& .leaflet-top': { top: 0 },
  '& .leaflet-bottom': { bottom: 0 },
  '& .leaflet-left': { left: 0 },
  '& .leaflet-right': { right: 0 },
  '& .leaflet-control': { position: 'relative', zIndex: 800, pointerEvents: 'auto', float: 'left', clear: 'both' },
  '& .leaflet-right .leaflet-control': { float: 'right' },
  '& .leaflet-top.leaflet-left .leaflet-control': { margin: '10px 0 0 10px' },
  '& .leaflet-control-zoom': { borderRadius: 6, overflow: 'hidden', boxShadow: '0 1px 5px rgba(0,0,0,0.3)' },
  '& .leaflet-control-zoom a': {
    display: 'block',
    width: 34,
    height: 34,
    lineHeight: '34px',
    textAlign: 'center',
    background: '#fff',
    color: '#1d1d1b',
    textDecoration: 'none',
    fontSize: 20,
    fontWeight: 700,
  },
  '& .leaflet-control-zoom a + a': { borderTop: '1px solid #ccc' },
  '& .leaflet-control-attribution': {
    background: 'rgba(255,255,255,0.9)',
    color: '#1d1d1b',
    padding: '0 6px',
    fontSize: 12,
    margin: 0,
    a: { color: '#0b4f6c' },
  },
  '& .gkn-map-marker': {
    fontSize: '0.8rem',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: '50%',
    background: 'var(--gkn-base-color)',
    color: '#fff',
    fontWeight: 700,
    border: '2px solid #fff',
    boxShadow: '0 1px 4px rgba(0,0,0,0.4)',
    // Leaflet places markers with a transform: mark the active one without touching it.
    '&.is-active': { background: '#1d1d1b', boxShadow: '0 0 0 3px #fff, 0 0 0 6px #1d1d1b' },
  },
});
const note = css({ padding: 12, background: '#fff', borderRadius: 8 });
// A map page (its main content is the map): the map fills most of the screen, the list beside it.
const bandTall = css({ padding: '24px 0 32px' });
const mapBoxTall = css({ minHeight: 420, [mq.large]: { minHeight: 'min(72vh, 760px)' } });
const listTall = css({ [mq.large]: { maxHeight: 'min(60vh, 640px)' } });

/** `tall`: the map is the page's main content (a map page), not a banner below it. */
export function MapBanner({ data, tall = false }: { data: MapBannerData; tall?: boolean }) {
  const i18n = useI18n();
  const mapRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<string | null>(null);
  const [mapState, setMapState] = useState<'idle' | 'ready' | 'failed'>('idle');
  const hasItems = data.items.length > 0;

  const mounted = useRef<MountedMap | null>(null);
  const near = useNearViewport(mapRef);
  useEffect(() => {
    const el = mapRef.current;
    if (!el || !hasItems || !near) return;
    let cancelled = false;
    import('./leaflet-map.js')
      .then(({ mountMap }) => {
        if (cancelled) return;
        mounted.current = mountMap(el, data);
        setMapState('ready');
      })
      // requirements §8: a chunk that fails gets the page's one reload a minute; else the list stays.
      .catch((error: unknown) => {
        if (!cancelled && !reloadAfterChunkError(error)) setMapState('failed');
      });
    return () => {
      cancelled = true;
      mounted.current?.dispose();
      mounted.current = null;
    };
  }, [data, hasItems, near]);
  useEffect(() => {
    mounted.current?.highlight(active);
  }, [active, mapState]);

  const headingId = 'map-banner-title';
  return (
    <section css={[band, tall && bandTall]} aria-labelledby={headingId} data-map-banner="">
      <div css={grid}>
        <div>
          <Title level={2} size="medium" id={headingId}>
            <Icon name="map-marker" /> {i18n._({ id: 'map.title', message: 'In de buurt' })}
          </Title>
          <p>
            {i18n._({
              id: 'map.intro',
              message: 'Kennis, projecten en activiteiten binnen {radius} km.',
              values: { radius: data.radiusKm },
            })}
          </p>
          {data.failed ? (
            <p css={note}>{i18n._({ id: 'map.failed', message: 'De kaartgegevens kunnen nu niet worden geladen.' })}</p>
          ) : !hasItems ? (
            <p css={note}>{i18n._({ id: 'map.empty', message: 'Er is niets gevonden in deze omgeving.' })}</p>
          ) : (
            <ol css={[list, tall && listTall]} aria-label={i18n._({ id: 'map.list', message: 'Items op de kaart' })}>
              {data.items.map((item, i) => (
                <li
                  key={item.id}
                  css={itemCss}
                  data-active={active === item.id ? 'true' : undefined}
                  data-map-item={item.id}
                  onMouseEnter={() => setActive(item.id)}
                  onMouseLeave={() => setActive(null)}
                  onFocus={() => setActive(item.id)}
                  onBlur={() => setActive(null)}
                >
                  <span css={number} aria-hidden="true">
                    {i + 1}
                  </span>
                  <div>
                    <SiteLink href={item.href}>{item.title}</SiteLink>
                    <div css={meta}>
                      <Badge type={item.contentsubtype} />
                      <span>
                        {i18n._({
                          id: 'map.distance',
                          message: '{km} km',
                          values: { km: formatDistanceKm(item.distanceKm, i18n.locale) },
                        })}
                      </span>
                    </div>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </div>
        {hasItems && (
          <div
            css={[mapBox, tall && mapBoxTall]}
            ref={mapRef}
            data-map-state={mapState}
            role="region"
            aria-label={i18n._({ id: 'map.region', message: 'Kaart' })}
          />
        )}
      </div>
    </section>
  );
}
