import type { Filter, KnowledgeItem, SearchRecord, SearchRequest, SearchResponse } from '../../model/search.js';
import { SEARCH_PAGE_SIZE } from '../../model/search.js';
import type { KnowledgeItemResult, SearchOptions, SearchResult } from '../../model/services.js';
import { cacheKey } from '../../cache/cache-keys.js';
import { negativeResult } from '../../cache/cached.js';
import { DEFAULT_SCOPE } from '../../sites/site-schema.js';
import { toFilter, toSearchRecord, toSearchResponse } from '../../upstream/search/search-mappers.js';
import { preparedQueryUrl, searchQueryString } from '../../upstream/search/search-client.js';
import { storingUrls } from '../../upstream/stored-url.js';
import { resolvingUrls, upstreamBasesOf } from './resolve-stored-urls.js';
import type { ServiceDeps, ServiceScope } from './service-deps.js';

/**
 * The collection scope of a call: the portlet's own scope when a portlet is named, else the
 * site's gkz.scope (requirements §9: default gkn3). An unknown portlet never falls back to the site.
 */
function searchScopeFor(scope: ServiceScope, opts?: SearchOptions): string | null {
  if (opts?.portlet) return scope.site.portlets.find((p) => p.domain === opts.portlet)?.scope ?? null;
  return scope.site.gkz.scope || DEFAULT_SCOPE;
}

/** requirements §7 search. A failed call is { status: 'error' } (requirements §4 search state error), logged. */
export async function runSearch(
  deps: ServiceDeps,
  scope: ServiceScope,
  req: SearchRequest,
  opts?: SearchOptions,
): Promise<SearchResult> {
  const collection = searchScopeFor(scope, opts);
  if (!collection) return { status: 'error' };
  const key = cacheKey(scope.site.id, 'search', collection, searchQueryString(req, SEARCH_PAGE_SIZE));
  try {
    const response = await deps.cached<SearchResponse>(key, deps.searchCache, async () =>
      toSearchResponse(await deps.search.search(collection, req, SEARCH_PAGE_SIZE)),
    );
    return { status: 'results', ...response };
  } catch (error) {
    deps.logger.warn({ err: error, site: scope.site.id, scope: collection }, 'search call failed');
    return { status: 'error' };
  }
}

/** requirements §7 filters of the scope; [] when the call fails (the page still shows results). */
export async function loadFilters(deps: ServiceDeps, scope: ServiceScope, opts?: SearchOptions): Promise<Filter[]> {
  const collection = searchScopeFor(scope, opts);
  if (!collection) return [];
  try {
    return await deps.cached(cacheKey(scope.site.id, 'search', collection, 'filters'), deps.filtersCache, async () =>
      (await deps.search.filters(collection)).map(toFilter),
    );
  } catch (error) {
    deps.logger.warn({ err: error, site: scope.site.id, scope: collection }, 'filters call failed');
    return [];
  }
}

/**
 * A prepared query URL (CMS item lists). Only URLs on the configured search service are called
 * (a CMS value must not make us fetch arbitrary hosts). [] when refused or failed (logged). The
 * answer is keyed by the URL relative to the search base, so it outlives a move of the service.
 */
export async function loadPreparedQuery(
  deps: ServiceDeps,
  scope: ServiceScope,
  given: string,
  max?: number,
): Promise<SearchRecord[]> {
  // A page's item list names its query as stored (`search:…`, resolvingPageUrls); resolved here, on the server.
  const url = resolvingUrls(upstreamBasesOf(deps))(given);
  if (!url.startsWith(deps.searchBaseUrl)) {
    deps.logger.warn(
      { site: scope.site.id, url: url.slice(0, 200) },
      'prepared query URL is not on the search service; ignored',
    );
    return [];
  }
  try {
    return await deps.cached(
      cacheKey(scope.site.id, 'search', 'prepared', storingUrls(upstreamBasesOf(deps))(preparedQueryUrl(url, max))),
      deps.searchCache,
      async () => (await deps.search.prepared(url, max)).map(toSearchRecord),
    );
  } catch (error) {
    deps.logger.warn({ err: error, site: scope.site.id }, 'prepared query call failed');
    return [];
  }
}

/** requirements §7 knowledge index in the site's scope: 200 with the item, 404 unknown, 500 failed. */
export async function loadKnowledgeItem(
  deps: ServiceDeps,
  scope: ServiceScope,
  id: string,
  opts?: SearchOptions,
): Promise<KnowledgeItemResult> {
  const collection = searchScopeFor(scope, opts);
  if (!collection || id === '') return { status: 404 };
  try {
    const item = await deps.cached<KnowledgeItem | null>(
      cacheKey(scope.site.id, 'knowledge', collection, id),
      deps.searchCache,
      async () => {
        const found = await deps.knowledgeIndex.item(collection, id);
        return found ?? negativeResult<KnowledgeItem | null>(null);
      },
    );
    return item ? { status: 200, item } : { status: 404 };
  } catch (error) {
    deps.logger.warn({ err: error, site: scope.site.id, id }, 'knowledge index call failed');
    return { status: 500 };
  }
}
