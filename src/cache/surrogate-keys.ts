import { hash } from 'node:crypto';
import type { Locale } from '../model/services.js';

/**
 * Surrogate keys (docs/architecture.md §5.5): the names of what a page was built from, sent in the
 * `xkey` response header that Varnish's xkey module indexes, so a publish purges at the edge exactly
 * the pages that showed what changed. They are derived from the cache keys of the upstream data a
 * render read (src/cache/cache-keys.ts), so the edge and our own caches name the same things:
 *
 * - `<site>`: every page of the site;
 * - `<site>:page:<locale>:<path>`: the page at that path (every query and host);
 * - `<site>:cms:<locale>:<cms path>`: a CMS page's content;
 * - `<site>:menu:<locale>:gkn_menu`, `<site>:footer:<locale>:gkn_footer|gkn_footer_legal`: the chrome;
 * - `<site>:search:<scope>`: results or filters of a search scope (`prepared` for item lists);
 * - `<site>:knowledge:<scope>:<id>`: one knowledge-index item.
 *
 * xkey splits its header on spaces and commas, so a key never holds either: such a part (and any
 * key longer than 128 characters) becomes `#` + a hash, as cache keys do.
 */
export const SURROGATE_KEY_HEADER = 'xkey';

/** How many key parts after the kind name the thing a key is about (the rest is a query or variant). */
const PARTS_THAT_NAME: Record<string, number> = { cms: 2, menu: 2, footer: 2, knowledge: 2, search: 1, portlet: 1 };
const MAX_KEY_LENGTH = 128;

const hashed = (value: string) => '#' + hash('sha256', value, 'base64url').slice(0, 22);
const safe = (key: string) => (/[\s,]/.test(key) || key.length > MAX_KEY_LENGTH ? hashed(key) : key);

export const siteSurrogateKey = (site: string) => site;

/** The page at a site path, as the CMS publish webhook names it. */
export function pageSurrogateKey(site: string, locale: Locale, path: string): string {
  return safe(`${site}:page:${locale}:${path}`);
}

/**
 * The surrogate key of an upstream-data cache key (`gkn:<site>:<kind>:v<n>:<part>…`), or null for
 * a key of another shape. Search keys name their scope only: a publish cannot say which queries
 * changed, only that the scope's results did.
 */
export function surrogateKeyOfCacheKey(cacheKey: string): string | null {
  const parts = cacheKey.split(':');
  if (parts.length < 5 || parts[0] !== 'gkn' || !/^v\d+$/.test(parts[3]!)) return null;
  const [, site, kind] = parts as [string, string, string];
  const naming = parts.slice(4, 4 + (PARTS_THAT_NAME[kind] ?? 1));
  return safe([site, kind, ...naming].join(':'));
}

/** The header value: the keys, space-separated (xkey's own separator). */
export function surrogateKeyHeader(keys: Iterable<string>): string {
  return [...new Set(keys)].join(' ');
}

/** The header of a page (or of its data for a client-side navigation): its site, its path, what it read. */
export function pageSurrogateKeyHeader(site: string, locale: Locale, path: string, sources: Iterable<string>): string {
  return surrogateKeyHeader([siteSurrogateKey(site), pageSurrogateKey(site, locale, path), ...sources]);
}
