import { hash } from 'node:crypto';

/**
 * Keys are `gkn:<site>:<kind>:<part>:<part>…` (docs/architecture.md §5). A part that is short and made
 * of plain characters stays readable (`/over-ons`); anything long or odd (spaces, `:`, glob
 * characters `*?[]\`, non-ASCII) becomes `#` + a hash, so keys stay short, never break the
 * `:` structure and are safe in a SCAN MATCH pattern. `#` never occurs in a readable part, so
 * a hashed part cannot collide with a readable one.
 */
export type CacheKind = 'page' | 'cms' | 'menu' | 'footer' | 'search' | 'knowledge' | 'portlet';

const SITE_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;
const READABLE_PART = /^[A-Za-z0-9_.~/=&%+,@-]{1,96}$/;
const NO_QUERY = '-';

function hashPart(value: string): string {
  // 128 bits of sha256: collisions are not a practical concern for cache keys.
  return '#' + hash('sha256', value, 'base64url').slice(0, 22);
}

function keyPart(value: string | number): string {
  const s = String(value);
  return READABLE_PART.test(s) ? s : hashPart(s);
}

function checkSite(site: string): string {
  if (!SITE_ID.test(site)) throw new TypeError(`cache key: invalid site id ${JSON.stringify(site)}`);
  return site;
}

/** `gkn:<site>:` — the prefix `gkn cache purge --site x` removes. */
export function sitePrefix(site: string): string {
  return `gkn:${checkSite(site)}:`;
}

export function kindPrefix(site: string, kind: CacheKind): string {
  return `${sitePrefix(site)}${kind}:`;
}

/**
 * The shape of the values cached under upstream-data keys (the mappers' output). Part of every
 * such key, so a release that changes a mapped shape never reads the previous release's values
 * from a shared Redis: those age out on their own. Bump it with any such change.
 */
const VALUE_FORMAT = 6;

/** An upstream-data key: `gkn:<site>:<kind>:v<format>:<part>…`. */
export function cacheKey(site: string, kind: CacheKind, ...parts: Array<string | number>): string {
  if (parts.length === 0) throw new TypeError('cache key: at least one part after the kind');
  return `${kindPrefix(site, kind)}v${VALUE_FORMAT}:${parts.map(keyPart).join(':')}`;
}

/** Every cached variant of one path (all queries) in one locale starts with this. */
export function pagePathPrefix(site: string, locale: string, path: string): string {
  return `${kindPrefix(site, 'page')}${keyPart(locale)}:${keyPart(path)}:`;
}

/**
 * The anonymous HTML page key: site + locale + path + query + host. The query holds only the
 * parameters the page reads (the caller keeps those), sorted by name so their order does not
 * split an entry (repeated names keep their order); `-` when none. The host is part of it because
 * a page differs per host (an acceptance host's noindex), and last so a path's purge prefix still
 * covers every host.
 */
export function pageKey(site: string, locale: string, path: string, query: URLSearchParams, host: string): string {
  const sorted = [...query].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonical = sorted.length ? new URLSearchParams(sorted).toString() : NO_QUERY;
  return pagePathPrefix(site, locale, path) + keyPart(canonical) + ':' + keyPart(host.toLowerCase());
}

/** The `<kind>` of a `gkn:<site>:<kind>:…` key, for metrics; 'other' for anything else. */
export function kindOfKey(key: string): string {
  if (!key.startsWith('gkn:')) return 'other';
  const kindStart = key.indexOf(':', 4) + 1;
  if (kindStart === 0) return 'other';
  const kindEnd = key.indexOf(':', kindStart);
  return kindEnd === -1 ? 'other' : key.slice(kindStart, kindEnd);
}
