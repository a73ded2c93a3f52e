import type { PreviewResult } from '../../model/services.js';
import { rewritePageUrls } from '../../model/stored-url.js';
import { resolvingPageUrls, upstreamBasesOf } from '../services/resolve-stored-urls.js';
import { toPageContent } from '../../upstream/cms/cms-mappers.js';
import { UpstreamError } from '../../upstream/upstream-error.js';
import type { ServiceDeps, ServiceScope } from '../services/service-deps.js';
import { REFUSAL_STATUS, signPreviewLink, verifyPreviewLink } from './preview-link.js';

/**
 * requirements §7.1 preview: the draft of the one page a signed link names (docs/architecture.md
 * §7 "Preview"). The link is checked first: a refused one (400, 403, 410) makes no upstream call.
 * Never cached: not in the upstream cache, and the route is answered no-store outside the page cache.
 */
export async function loadPreview(
  deps: ServiceDeps,
  { site }: ServiceScope,
  params: URLSearchParams,
): Promise<PreviewResult> {
  const check = verifyPreviewLink(params, { secret: deps.previewSecret, siteId: site.id, nowMs: Date.now() });
  if (!check.ok) return { status: REFUSAL_STATUS[check.refusal] };
  const { path } = check.link;
  const call = deps.cms.previewPage(path, {
    cname: site.api.cname,
    language: site.site.language,
    home: site.site.home,
  });
  if (!call) return { status: 400 };
  try {
    const bases = upstreamBasesOf(deps);
    const page = toPageContent(
      await call,
      (dropped) => deps.logger.warn({ site: site.id, preview: path, element: dropped }, 'CMS element dropped'),
      bases,
    );
    // The link's own address, re-signed as it came: in-page links to this path stay in the preview.
    const href = `/preview?${signPreviewLink(check.link, deps.previewSecret!)}`;
    // Addresses as on a published page: a loopback CMS's media through the site (docs/architecture.md §6.2).
    return { status: 200, page: rewritePageUrls(page, resolvingPageUrls(bases)), scope: { path, href } };
  } catch (err) {
    if (err instanceof UpstreamError && err.failure === 'status' && err.status === 404) return { status: 404 };
    deps.logger.warn({ err, site: site.id }, 'preview call failed');
    return { status: 500 };
  }
}
