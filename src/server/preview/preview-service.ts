import type { PreviewResult } from '../../model/services.js';
import { rewritePageUrls } from '../../model/stored-url.js';
import { resolvingPageUrls, upstreamBasesOf } from '../services/resolve-stored-urls.js';
import { toPageContent } from '../../upstream/cms/cms-mappers.js';
import { UpstreamError } from '../../upstream/upstream-error.js';
import { loggedUrl } from '../logged-url.js';
import type { ServiceDeps, ServiceScope } from '../services/service-deps.js';

/**
 * requirements §7.1 preview: the page at the url query (unpublished content). Never cached: not
 * in the upstream cache, and the route is answered no-store outside the page cache. A url that is
 * not a page of this site on the configured CMS is a 400 and no request is made (the CMS client
 * refuses it).
 */
export async function loadPreview(
  deps: ServiceDeps,
  { site }: ServiceScope,
  url: string | null,
): Promise<PreviewResult> {
  const call = deps.cms.previewPage(url, { cname: site.api.cname, language: site.site.language, home: site.site.home });
  if (!call) return { status: 400 };
  try {
    const bases = upstreamBasesOf(deps);
    const page = toPageContent(
      await call,
      (dropped) =>
        deps.logger.warn({ site: site.id, preview: url && loggedUrl(url), element: dropped }, 'CMS element dropped'),
      bases,
    );
    // Addresses as on a published page: a loopback CMS's media through the site (docs/architecture.md §6.2).
    return { status: 200, page: rewritePageUrls(page, resolvingPageUrls(bases)) };
  } catch (err) {
    if (err instanceof UpstreamError && err.failure === 'status' && err.status === 404) return { status: 404 };
    deps.logger.warn({ err, site: site.id }, 'preview call failed');
    return { status: 500 };
  }
}
