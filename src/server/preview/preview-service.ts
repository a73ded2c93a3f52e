import type { PreviewResult } from '../../model/services.js';
import { toPageContent } from '../../upstream/cms/cms-mappers.js';
import { UpstreamError } from '../../upstream/upstream-error.js';
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
  const call = deps.cms.previewPage(url, site.api.cname);
  if (!call) return { status: 400 };
  try {
    const page = toPageContent(await call, (dropped) =>
      deps.logger.warn({ site: site.id, preview: url, element: dropped }, 'CMS element dropped'),
    );
    return { status: 200, page };
  } catch (err) {
    if (err instanceof UpstreamError && err.failure === 'status' && err.status === 404) return { status: 404 };
    deps.logger.warn({ err, site: site.id }, 'preview call failed');
    return { status: 500 };
  }
}
