import { createHmac, timingSafeEqual } from 'node:crypto';
import { isPreviewPath } from '../../upstream/cms/preview-target.js';

// The signed preview link (docs/architecture.md §7 "Preview", decision 022):
//   /preview?site=<site id>&path=<site path>&scope=draft&exp=<unix seconds>&sig=<base64url HMAC-SHA256>
// The CMS (or `gkn preview link`) signs it with PREVIEW_SECRET; the server checks it before any
// upstream call. These parameter names are part of the CMS contract: keep them stable.

export const PREVIEW_PARAMS = ['site', 'path', 'scope', 'exp', 'sig'] as const;

/** What a link may show: the draft of the one item its path names. */
export const PREVIEW_SCOPE = 'draft';

/** How long a link lasts unless its maker says otherwise (docs/decisions/022-signed-preview-links.md). */
export const DEFAULT_PREVIEW_MINUTES = 30;

/** A link valid for longer than this is refused: a leaked link must not outlive a working week. */
export const MAX_PREVIEW_MINUTES = 7 * 24 * 60;

export interface PreviewLink {
  site: string;
  /** A path of the site: '/' for its home, '/nieuws/x' for a page. */
  path: string;
  scope: typeof PREVIEW_SCOPE;
  /** Expiry, unix seconds. */
  exp: number;
}

/** Why a link is refused; each has its own status and page (preview-refusal-page.ts). */
export type PreviewRefusal = 'unsigned' | 'bad-path' | 'altered' | 'other-site' | 'expired';

export type PreviewCheck = { ok: true; link: PreviewLink } | { ok: false; refusal: PreviewRefusal };

/** The HTTP status of each refusal; an expired link is Gone (it was valid, and is no more). */
export const REFUSAL_STATUS: Record<PreviewRefusal, 400 | 403 | 410> = {
  unsigned: 403,
  'bad-path': 400,
  altered: 403,
  'other-site': 403,
  expired: 410,
};

const signatureOf = (link: PreviewLink, secret: string) =>
  createHmac('sha256', secret)
    .update(['gkn-preview-v1', link.site, link.path, link.scope, String(link.exp)].join('\n'))
    .digest('base64url');

/** The query string of a signed link (without '?'), parameters in a fixed order; '/' left readable. */
export function signPreviewLink(link: PreviewLink, secret: string): string {
  const values: Record<(typeof PREVIEW_PARAMS)[number], string> = {
    site: link.site,
    path: link.path,
    scope: link.scope,
    exp: String(link.exp),
    sig: signatureOf(link, secret),
  };
  return PREVIEW_PARAMS.map((name) => `${name}=${encodeURIComponent(values[name]).replaceAll('%2F', '/')}`).join('&');
}

/**
 * Checks a link's parameters for the site that received it. `secret` undefined (PREVIEW_SECRET
 * unset) refuses every link as unsigned: nothing can be shown without a secret to check against.
 */
export function verifyPreviewLink(
  params: URLSearchParams,
  opts: { secret: string | undefined; siteId: string; nowMs: number },
): PreviewCheck {
  const [site, path, scope, exp, sig] = PREVIEW_PARAMS.map((name) => single(params, name));
  if (!opts.secret || !site || !path || !scope || !exp || !sig) return { ok: false, refusal: 'unsigned' };
  if (!isPreviewPath(path)) return { ok: false, refusal: 'bad-path' };
  if (scope !== PREVIEW_SCOPE || !/^\d{1,12}$/.test(exp)) return { ok: false, refusal: 'altered' };
  const link: PreviewLink = { site, path, scope, exp: Number(exp) };
  const expected = Buffer.from(signatureOf(link, opts.secret));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, refusal: 'altered' };
  if (site !== opts.siteId) return { ok: false, refusal: 'other-site' };
  const nowS = Math.floor(opts.nowMs / 1000);
  if (link.exp - nowS > MAX_PREVIEW_MINUTES * 60) return { ok: false, refusal: 'altered' };
  if (link.exp <= nowS) return { ok: false, refusal: 'expired' };
  return { ok: true, link };
}

/** A parameter given exactly once (a repeated one is ambiguous: refused as missing). */
function single(params: URLSearchParams, name: string): string | undefined {
  const values = params.getAll(name);
  return values.length === 1 ? values[0] : undefined;
}
