import type { PreviewResult } from '../../model/services.js';
import { cmsPageSchema } from '../../upstream/cms/cms-schemas.js';
import { toPageContent } from '../../upstream/cms/cms-mappers.js';
import { getJson } from '../../upstream/http-json.js';
import { UpstreamError } from '../../upstream/upstream-error.js';
import type { ServiceDeps, ServiceScope } from '../services/service-deps.js';
import { previewTarget } from './preview-target.js';

/**
 * spec §7 preview: the page at the url query (unpublished content). Never cached: not in the
 * upstream cache, and the route is answered no-store outside the page cache. A url that is not on
 * the configured CMS is a 400 and no request is made.
 */
export async function loadPreview(
  deps: ServiceDeps,
  { site }: ServiceScope,
  url: string | null,
): Promise<PreviewResult> {
  const target = previewTarget(url, deps.cmsBaseUrl, site.api.cname);
  if (!target) return { status: 400 };
  try {
    const page = toPageContent(await getJson(target.href, cmsPageSchema, { timeoutMs: deps.timeoutMs }));
    return { status: 200, page };
  } catch (err) {
    if (err instanceof UpstreamError && err.failure === 'status' && err.status === 404) return { status: 404 };
    deps.logger.warn({ err, site: site.id }, 'preview call failed');
    return { status: 500 };
  }
}
