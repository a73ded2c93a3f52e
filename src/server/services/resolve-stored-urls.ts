import { CMS_RELATIVE, SEARCH_RELATIVE, type UpstreamBases, type UrlRewrite } from '../../model/stored-url.js';
import type { ServiceDeps } from './service-deps.js';

/**
 * Stored addresses (src/model/stored-url.ts) made absolute against the upstreams this process is
 * configured with: `search:…` under the search base, `cms:/…` on the CMS's origin. Called on every
 * request, on the content the cache handed back, so content stored by another instance, or before
 * a restart on another port, points at the upstream of now. Absolute addresses pass unchanged.
 */
export function resolvingUrls(bases: UpstreamBases): UrlRewrite {
  const cmsOrigin = new URL(bases.cmsBaseUrl).origin;
  return (url) => {
    if (url.startsWith(SEARCH_RELATIVE)) return bases.searchBaseUrl + url.slice(SEARCH_RELATIVE.length);
    if (url.startsWith(CMS_RELATIVE)) {
      const path = url.slice(CMS_RELATIVE.length);
      if (path.startsWith('/')) return cmsOrigin + path;
    }
    return url;
  };
}

/** The upstreams stored addresses are relative to: the ones the services call. */
export const upstreamBasesOf = (deps: ServiceDeps): UpstreamBases => ({
  cmsBaseUrl: deps.cms.baseUrl,
  searchBaseUrl: deps.searchBaseUrl,
});
