import { upstreamUrl } from '../upstream-url.js';

/** Longest path a preview may name; real CMS paths are far shorter. */
const MAX_PREVIEW_PATH_LENGTH = 512;
/** One path segment: letters, digits and `._~-`, never a dot segment (it starts with no dot). */
const SEGMENT = /^[\p{L}\p{N}_~-][\p{L}\p{N}._~-]*$/u;

/**
 * requirements §10.5.4: a preview names a path of its own site, nothing else. '/' or
 * '/'-separated segments of letters, digits and `._~-`. The value has been decoded once already
 * (query parser), so a '%' here is a second encoding, an encoded slash ('%2F') among them:
 * refused, so the CMS can never be asked for another path than the one that was signed.
 */
export function isPreviewPath(path: string): boolean {
  if (path === '/') return true;
  if (!path.startsWith('/') || path.length > MAX_PREVIEW_PATH_LENGTH) return false;
  return path
    .slice(1)
    .replace(/\/$/, '')
    .split('/')
    .every((segment) => SEGMENT.test(segment));
}

/** What the preview needs of the site: its content name, language and home address. */
export interface PreviewSite {
  cname: string;
  language: string;
  home: string;
}

/**
 * The CMS address of the draft of a site path (docs/upstream-contracts.md, CMS page with
 * `draft=1`): the page call of that path in the site's language, '/' being the site's home; null
 * for a path the preview may not name (no request is made).
 */
export function previewTarget(path: string, cmsBaseUrl: string, site: PreviewSite): string | null {
  if (!isPreviewPath(path)) return null;
  const segments = path === '/' ? [site.home] : path.slice(1).replace(/\/$/, '').split('/');
  return `${upstreamUrl(cmsBaseUrl, [site.language, site.cname, ...segments])}?draft=1`;
}
