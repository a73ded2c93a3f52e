import type { MapBannerData } from '../content/content-data.js';

// The map of the map banner (browser only, its own chunk). Leaflet itself is imported here
// dynamically, so neither the first-load bundle nor the server ever evaluates it. Markers are
// our own HTML (no image files), so markers show whether or not the tiles can load.

export interface MountedMap {
  /** Marks the marker of this item (the list entry the visitor points at or focuses). */
  highlight(id: string | null): void;
  dispose(): void;
}

/**
 * Markers are a picture of the list, not separate controls: the numbered list beside the map is
 * what visitors click and tab through (markers close together would be targets too small to hit,
 * WCAG 2.5.8), and pointing at an entry highlights its marker.
 */
export function mountMap(el: HTMLElement, data: MapBannerData): MountedMap {
  let map: import('leaflet').Map | undefined;
  let disposed = false;
  const markers = new Map<string, import('leaflet').Marker>();
  let active: string | null = null;
  const mark = (id: string | null, on: boolean) => {
    const icon = id ? markers.get(id)?.getElement() : undefined;
    icon?.classList.toggle('is-active', on);
    if (id) markers.get(id)?.setZIndexOffset(on ? 1000 : 0);
  };
  void import('leaflet').then((mod) => {
    if (disposed) return;
    const L =
      (mod as unknown as { default?: typeof import('leaflet') }).default ??
      (mod as unknown as typeof import('leaflet'));
    map = L.map(el, { scrollWheelZoom: false, attributionControl: true });
    map.attributionControl.setPrefix(false);
    L.tileLayer(data.tileUrl, { attribution: data.tileAttribution, maxZoom: 18 }).addTo(map);
    const points: [number, number][] = [[data.centre.lat, data.centre.lon]];
    L.circle([data.centre.lat, data.centre.lon], {
      radius: data.radiusKm * 1000,
      color: 'var(--gkn-base-color)',
      weight: 2,
      fillOpacity: 0.06,
      interactive: false,
    }).addTo(map);
    data.items.forEach((item, i) => {
      const icon = L.divIcon({
        className: 'gkn-map-marker',
        html: `<span>${i + 1}</span>`,
        iconSize: [28, 28],
        iconAnchor: [14, 14],
      });
      const marker = L.marker([item.lat, item.lon], { icon, interactive: false, keyboard: false }).addTo(map!);
      markers.set(item.id, marker);
      points.push([item.lat, item.lon]);
    });
    if (active) mark(active, true);
    map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: 12 });
    el.dataset.mapReady = 'true';
  });
  return {
    highlight(id) {
      mark(active, false);
      active = id;
      mark(active, true);
    },
    dispose() {
      disposed = true;
      map?.remove();
    },
  };
}
