import { cacheKey } from '../../cache/cache-keys.js';
import { negativeResult } from '../../cache/cached.js';
import type { CmsPageRef } from '../../model/content-ref.js';
import { UpstreamError } from '../../upstream/upstream-error.js';
import type { ServiceDeps, ServiceScope } from './service-deps.js';

/** Whether the CMS still has a content item, and its title (docs/upstream-contracts.md §1.4). */
export type ContentItemResult = { status: 200; title: string } | { status: 404 } | { status: 500 };

/**
 * GET {cms}/{language}?contentid={id}: a commented or bookmarked CMS page (a dossier) looked up by
 * its content id, cached like the pages; a page the CMS no longer has (404) is remembered briefly.
 */
export async function loadContentItem(
  deps: ServiceDeps,
  scope: ServiceScope,
  id: string,
  ref: CmsPageRef,
): Promise<ContentItemResult> {
  try {
    const title = await deps.cached<string | null>(
      cacheKey(scope.site.id, 'cms', ref.language, 'content-item', id),
      deps.cmsCache,
      async () => {
        try {
          return (await deps.cms.contentItem(id, ref.language)).title;
        } catch (error) {
          if (error instanceof UpstreamError && error.failure === 'status' && error.status === 404)
            return negativeResult<string | null>(null);
          throw error;
        }
      },
    );
    return title === null ? { status: 404 } : { status: 200, title: title || ref.path };
  } catch (error) {
    deps.logger.warn({ err: error, site: scope.site.id, id }, 'CMS content item call failed');
    return { status: 500 };
  }
}
