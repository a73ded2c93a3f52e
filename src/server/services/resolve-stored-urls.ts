import { CMS_RELATIVE, SEARCH_RELATIVE, type UpstreamBases, type UrlRewrite } from '../../model/stored-url.js';
import { markShared } from '../render/shared-json.js';
import { CMS_MEDIA_PATH, isLoopbackOrigin } from '../files/cms-media-proxy.js';
import type { ServiceDeps } from './service-deps.js';

/**
 * Stored addresses (src/model/stored-url.ts) made absolute against the upstreams this process is
 * configured with: `search:…` under the search base, `cms:/…` on the CMS's origin. Called on every
 * request, on the content the cache handed back, so content stored by another instance, or before
 * a restart on another port, points at the upstream of now. Absolute addresses pass unchanged.
 * A CMS on loopback (the demo) is not reachable from a visitor's machine: its addresses become
 * site-relative ones through the site's own media route instead (src/server/files/cms-media-proxy.ts).
 */
export function resolvingUrls(bases: UpstreamBases): UrlRewrite {
  const cmsOrigin = isLoopbackOrigin(bases.cmsBaseUrl) ? CMS_MEDIA_PATH : new URL(bases.cmsBaseUrl).origin;
  return (url) => {
    if (url.startsWith(SEARCH_RELATIVE)) return bases.searchBaseUrl + url.slice(SEARCH_RELATIVE.length);
    if (url.startsWith(CMS_RELATIVE)) {
      const path = url.slice(CMS_RELATIVE.length);
      if (path.startsWith('/')) return cmsOrigin + path;
    }
    return url;
  };
}

/**
 * The same for a page's content, which travels to the browser in the route data: an item list's
 * prepared query stays `search:…`, an address only the server calls (loadPreparedQuery resolves
 * it), so the search service's host and port never reach a page.
 */
export function resolvingPageUrls(bases: UpstreamBases): UrlRewrite {
  const resolve = resolvingUrls(bases);
  return (url) => (url.startsWith(SEARCH_RELATIVE) ? url : resolve(url));
}

/** The upstreams stored addresses are relative to: the ones the services call. */
export const upstreamBasesOf = (deps: ServiceDeps): UpstreamBases => ({
  cmsBaseUrl: deps.cms.baseUrl,
  searchBaseUrl: deps.searchBaseUrl,
});

/** Resolved copies of cached values, by the cached value: see resolvedOnce. */
const resolvedCopies = new WeakMap<object, { by: string; value: object }>();

/**
 * `resolve()` of a cached value, once per value: the cache hands out the same decoded object for a
 * key until the entry changes (src/cache/cached.ts), so its resolved copy is kept with it instead
 * of being rebuilt on every request, and marked shared (src/server/render/shared-json.ts): its JSON in a
 * page's hydration data is computed once too. Callers must not change it. `by` names the rewrite
 * (its kind and upstream bases): another rewrite of the same value resolves it again.
 */
export function resolvedOnce<T extends object>(stored: T, by: string, resolve: () => T): T {
  const known = resolvedCopies.get(stored);
  if (known?.by === by) return known.value as T;
  const value = markShared(resolve());
  resolvedCopies.set(stored, { by, value });
  return value;
}

/** What `resolvedOnce` keys a rewrite of `kind` against these upstreams by. */
export const rewriteKey = (kind: string, bases: UpstreamBases) => `${kind} ${bases.cmsBaseUrl} ${bases.searchBaseUrl}`;
