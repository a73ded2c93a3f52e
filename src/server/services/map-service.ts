import { resultUrlOf } from '../../app/logic/search-url.js';
import type { MapBannerData, MapItem } from '../../model/content-data.js';
import type { GeoLocation } from '../../model/page.js';
import { cacheKey } from '../../cache/cache-keys.js';
import { MAP_PAGE_SIZE, type MapClient } from '../../upstream/map/map-client.js';
import type { ServiceDeps, ServiceScope } from './service-deps.js';

/** At most this many points of a map scope are read (10 pages); enough for a banner. */
const MAP_POINTS_LIMIT = 1000;
/** The banner shows the nearest items, at most this many. */
const MAP_BANNER_MAX_ITEMS = 12;

export interface MapPoint {
  id: string;
  title: string;
  contentsubtype: string;
  lat: number;
  lon: number;
}

/** Great-circle distance in km (haversine). */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The points of a map scope: the first page tells how many there are, the rest load together. */
async function loadMapPoints(client: MapClient, scope: string): Promise<MapPoint[]> {
  const first = await client.page(scope, 0);
  const total = Math.min(first.hits, MAP_POINTS_LIMIT);
  const offsets: number[] = [];
  for (let o = MAP_PAGE_SIZE; o < total; o += MAP_PAGE_SIZE) offsets.push(o);
  const rest = await Promise.all(offsets.map((o) => client.page(scope, o)));
  return [first, ...rest].flatMap((p) =>
    p.records.flatMap((r) =>
      r.geo && r.title
        ? [{ id: r.id, title: r.title, contentsubtype: r.contentsubtype ?? 'other', lat: r.geo.lat, lon: r.geo.lon }]
        : [],
    ),
  );
}

/** The items nearest to a location within its radius, nearest first. */
export function nearby(
  points: MapPoint[],
  at: GeoLocation,
  max = MAP_BANNER_MAX_ITEMS,
): (MapPoint & { distanceKm: number })[] {
  return points
    .map((p) => ({ ...p, distanceKm: Math.round(distanceKm(at, p) * 10) / 10 }))
    .filter((p) => p.distanceKm <= at.radiusKm)
    .sort((a, b) => a.distanceKm - b.distanceKm || a.title.localeCompare(b.title))
    .slice(0, max);
}

/**
 * requirements §2 Dossier page: the map banner with the site's map-scope items within the page's radius.
 * The scope's points are cached per site; a failed call gives a banner that says so (logged).
 */
export async function loadMapBanner(deps: ServiceDeps, scope: ServiceScope, at: GeoLocation): Promise<MapBannerData> {
  const { site, locale } = scope;
  const mapScope = site.gkz.map_scope;
  const base = {
    centre: { lat: at.lat, lon: at.lon },
    radiusKm: at.radiusKm,
    tileUrl: deps.mapTileUrl,
    tileAttribution: deps.mapTileAttribution,
  };
  try {
    const points = await deps.cached(cacheKey(site.id, 'search', 'map', mapScope), deps.searchCache, () =>
      loadMapPoints(deps.map, mapScope),
    );
    const items: MapItem[] = nearby(points, at).map((p) => ({
      ...p,
      href: resultUrlOf({ kind: 'site', locale }, p.title, p.id),
    }));
    return { ...base, items, failed: false };
  } catch (error) {
    deps.logger.warn({ err: error, site: site.id, scope: mapScope }, 'map scope call failed');
    return { ...base, items: [], failed: true };
  }
}
