import { CMS_RELATIVE, SEARCH_RELATIVE, type UpstreamBases, type UrlRewrite } from '../model/stored-url.js';

/**
 * Addresses an upstream sent, to their stored form (src/model/stored-url.ts): under the configured
 * search base an address becomes `search:` + the rest, on the configured CMS's origin `cms:` + its
 * path; anything else (another host, a path, a mailto:, a value that does not parse) is kept as
 * given.
 */
export function storingUrls(bases: UpstreamBases): UrlRewrite {
  const search = new URL(bases.searchBaseUrl);
  const cmsOrigin = new URL(bases.cmsBaseUrl).origin;
  return (url) => {
    if (!/^https?:\/\//i.test(url)) return url;
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return url;
    }
    if (parsed.username || parsed.password) return url;
    const rest = parsed.pathname + parsed.search + parsed.hash;
    if (parsed.origin === search.origin && parsed.pathname.startsWith(search.pathname))
      return SEARCH_RELATIVE + rest.slice(search.pathname.length);
    if (parsed.origin === cmsOrigin) return CMS_RELATIVE + rest;
    return url;
  };
}
