import type { PageContent } from '../../model/page.js';
import type { PageResult } from '../../model/services.js';
import { cacheKey } from '../../cache/cache-keys.js';
import { negativeResult } from '../../cache/cached.js';
import { isKnownTemplate } from '../../app/templates/sections.js';
import { rewritePageUrls } from '../../model/stored-url.js';
import { toPageContent } from '../../upstream/cms/cms-mappers.js';
import { UpstreamError } from '../../upstream/upstream-error.js';
import { resolvedOnce, resolvingPageUrls, rewriteKey, upstreamBasesOf } from './resolve-stored-urls.js';
import type { ServiceDeps, ServiceScope } from './service-deps.js';

/** The CMS path of a route path: without the leading slash, the site's home address for / (requirements §7). */
export function cmsPathFor(pathname: string, homePath: string): string {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return path === '' ? homePath : path.split('/').map(decodeURIComponent).join('/');
}

const isNotFound = (e: unknown) => e instanceof UpstreamError && e.failure === 'status' && e.status === 404;

/**
 * requirements §4 Page fetch result and §5: a JSON object is 200; invalid JSON or a non-object is 500
 * ('Incorrect JSON', reported); a failed call asks the home page to decide between 404 and 500.
 * When the CMS could not be reached at all (timeout, network) the home call would fail the same
 * way, so we answer 500 at once instead of waiting out a second timeout.
 * No request signal inside cached loads: one visitor leaving must not abort a load others share.
 */
export async function loadPage(deps: ServiceDeps, scope: ServiceScope, pathname: string): Promise<PageResult> {
  const { site, locale } = scope;
  const { cname } = site.api;
  const home = site.site.home;
  const path = cmsPathFor(pathname, home);
  try {
    const page = await deps.cached(cacheKey(site.id, 'cms', locale, path), deps.cmsCache, async () => {
      try {
        const content = toPageContent(
          await deps.cms.page(locale, cname, path),
          (dropped) => deps.logger.warn({ site: site.id, path, element: dropped }, 'CMS element dropped'),
          upstreamBasesOf(deps),
        );
        // requirements §2: an unknown page type renders the default template; said once per load.
        if (!isKnownTemplate(content.pageType))
          deps.logger.warn({ site: site.id, path, pageType: content.pageType }, 'unknown page type: default template');
        return content as PageContent | null;
      } catch (error) {
        if (isNotFound(error)) return negativeResult<PageContent | null>(null); // a burst of 404s asks once
        throw error;
      }
    });
    // Cached with its upstream addresses relative to the upstream: resolved once per cached value.
    if (page) {
      const bases = upstreamBasesOf(deps);
      const resolved = resolvedOnce(page, rewriteKey('page', bases), () =>
        rewritePageUrls(page, resolvingPageUrls(bases)),
      );
      return { status: 200, page: resolved };
    }
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.failure === 'invalid-json' || error.failure === 'invalid-shape') {
      deps.logger.error({ err: error, site: site.id, path }, 'Incorrect JSON');
      return { status: 500 };
    }
    if (error.failure !== 'status') {
      deps.logger.error({ err: error, site: site.id, path }, 'CMS page call failed');
      return { status: 500 };
    }
  }
  if (path === home) return { status: 500 };
  return (await homeAnswers(deps, scope)) ? { status: 404 } : { status: 500 };
}

/** The second call of requirements §4, remembered briefly so a crawl of dead links asks the CMS once. */
async function homeAnswers(deps: ServiceDeps, { site, locale }: ServiceScope): Promise<boolean> {
  try {
    return await deps.cached(cacheKey(site.id, 'cms', locale, 'home-probe'), { ttl: 10, staleFor: 0 }, async () => {
      await deps.cms.page(locale, site.api.cname, site.site.home);
      return true;
    });
  } catch {
    return false;
  }
}
