import type { Services } from '../../model/services.js';
import type { Cached, CachedOptions, Load } from '../../cache/cached.js';
import { surrogateKeyOfCacheKey } from '../../cache/surrogate-keys.js';
import { UpstreamError } from '../../upstream/upstream-error.js';
import { loadContactForm } from '../forms/contact-form-service.js';
import { loadPreview } from '../preview/preview-service.js';
import { loadChrome } from './chrome-service.js';
import { loadMapBanner } from './map-service.js';
import { loadPage } from './page-service.js';
import { findPortlet } from './portlet-service.js';
import { loadFilters, loadKnowledgeItem, loadPreparedQuery, runSearch } from './search-service.js';
import type { ServiceDeps, ServiceScope } from './service-deps.js';

/**
 * What one render learns about its upstream calls: `degraded` once a call failed and the page
 * shows a fallback in its place (no menu, unfiltered results, an error state). Such a page is not
 * stored in the page cache nor shared by a CDN: it would outlive the upstream's recovery.
 */
export interface RenderHealth {
  degraded: boolean;
  /**
   * When given, the surrogate keys of every upstream datum the render read (src/cache/surrogate-keys.ts):
   * the page's `xkey` header, so the edge purges it when one of them is published.
   */
  sources?: Set<string>;
}

/**
 * An upstream that answered with a client error (404, 410…) gave an answer, not an outage: the
 * page it leads to (a 404) is as good as it gets. Anything else that fails a call is a fallback.
 */
const isOutage = (err: unknown) =>
  !(err instanceof UpstreamError && err.failure === 'status' && (err.status ?? 0) < 500);

/** Enough for every page and chrome key a site reads; search keys come and go, so the memo is cleared when full. */
const SOURCE_MEMO_SIZE = 4096;
const sourceMemo = new Map<string, string | null>();

/** A cache key's surrogate key, derived once per key: every render reads the same chrome and page keys. */
function sourceOf(key: string): string | null {
  let source = sourceMemo.get(key);
  if (source === undefined) {
    if (sourceMemo.size >= SOURCE_MEMO_SIZE) sourceMemo.clear();
    sourceMemo.set(key, (source = surrogateKeyOfCacheKey(key)));
  }
  return source;
}

/**
 * `cached` that marks the render degraded whenever a call fails (the services then fall back), and
 * notes what each call was about in `health.sources`.
 */
function reportingFailures(cached: Cached, health: RenderHealth): Cached {
  const reporting = <T>(key: string, options: CachedOptions, load: Load<T>): Promise<T> => {
    const source = health.sources ? sourceOf(key) : null;
    if (source) health.sources?.add(source);
    return cached(key, options, load).catch((err: unknown) => {
      if (isOutage(err)) health.degraded = true;
      throw err;
    });
  };
  return Object.assign(reporting, { whenIdle: cached.whenIdle });
}

/**
 * The services object the loaders of one request get (docs/architecture.md §4 step 4). With `health`,
 * every failed upstream call marks it degraded.
 */
export function createServices(base: ServiceDeps, scope: ServiceScope, health?: RenderHealth): Services {
  const deps = health ? { ...base, cached: reportingFailures(base.cached, health) } : base;
  // The root loader and the breadcrumb trail both read the chrome: one lookup per request.
  let chrome: ReturnType<typeof loadChrome> | undefined;
  return {
    page: (path) => loadPage(deps, scope, path),
    chrome: () => (chrome ??= loadChrome(deps, scope)),
    search: (request, opts) => runSearch(deps, scope, request, opts),
    filters: (opts) => loadFilters(deps, scope, opts),
    knowledgeItem: (id) => loadKnowledgeItem(deps, scope, id).then((r) => (r.status === 200 ? r.item : null)),
    knowledgeItemResult: (id, opts) => loadKnowledgeItem(deps, scope, id, opts),
    preparedQuery: (url, max) => loadPreparedQuery(deps, scope, url, max),
    mapBanner: (at) => loadMapBanner(deps, scope, at),
    portlet: async (domain) => findPortlet(scope, domain),
    contactForm: () => loadContactForm(deps, scope),
    preview: (params) => loadPreview(deps, scope, params),
  };
}
