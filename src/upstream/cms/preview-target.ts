/** Longest preview address we look at; real CMS preview links are far shorter. */
const MAX_PREVIEW_URL_LENGTH = 2048;

/**
 * The CMS address a /preview?url=… may fetch, or null (requirements §10.5.4: the preview url only
 * ever names a path on the configured CMS — no SSRF). Accepted: an absolute URL on the CMS base's
 * origin, under `{cms base}/{nl|en}/{this site's cname}/`, without credentials; or the same as a
 * path relative to the CMS base (`nl/groenkennisnet/over-ons`); or a path of the site itself
 * (`/over-ons`, `/` for its home), which names that page of the site in the site's language. The
 * fragment is dropped.
 */
export function previewTarget(raw: unknown, cmsBaseUrl: string, site: PreviewSite): URL | null {
  if (typeof raw !== 'string' || raw === '' || raw.length > MAX_PREVIEW_URL_LENGTH) return null;
  const onCms = cmsTarget(raw, cmsBaseUrl, site.cname);
  if (onCms || !raw.startsWith('/') || raw.startsWith('//')) return onCms;
  // A site path: the same page the site serves at that path (requirements §7: path, or the home address for /).
  const [pathPart = '', query = ''] = raw.split('#')[0]!.split(/(?=\?)/);
  const path = pathPart.replace(/^\/+|\/+$/g, '');
  return cmsTarget(`${site.language}/${site.cname}/${path || site.home}${query}`, cmsBaseUrl, site.cname);
}

/** What the preview needs of the site: its content name, language and home address. */
export interface PreviewSite {
  cname: string;
  language: string;
  home: string;
}

function cmsTarget(raw: string, cmsBaseUrl: string, cname: string): URL | null {
  const base = new URL(cmsBaseUrl.endsWith('/') ? cmsBaseUrl : `${cmsBaseUrl}/`);
  let target: URL;
  try {
    // A relative value resolves under the CMS base; an absolute one keeps its own origin (checked below).
    target =
      /^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith('//') ? new URL(raw) : new URL(raw.replace(/^\/+/, ''), base);
  } catch {
    return null;
  }
  if (target.protocol !== base.protocol || target.origin !== base.origin) return null;
  if (target.username || target.password) return null;
  // pathname is normalised by the URL parser (dot segments, %2e%2e), so a prefix check holds.
  const [language, site, ...rest] = target.pathname.slice(base.pathname.length).split('/');
  if (!target.pathname.startsWith(base.pathname)) return null;
  if ((language !== 'nl' && language !== 'en') || site !== cname || rest.length === 0 || rest.join('/') === '')
    return null;
  target.hash = '';
  return target;
}
