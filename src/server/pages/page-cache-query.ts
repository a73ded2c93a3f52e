import type { Request } from 'express';
import { matchRoutes } from 'react-router-dom';
import { routes } from '../../app/routes/routes.js';
import type { RouteHandle } from '../../app/logic/route-handle.js';
import { isFilterParam } from '../../app/logic/search-params.js';
import type { Services } from '../../model/services.js';
import type { RenderHealth } from '../services/create-services.js';
import { APP_PATHS } from '../app-routes.js';

/** This request's services, reporting failed upstream calls to `health`. */
export type ServicesFor = (req: Request, health: RenderHealth) => Services;

/**
 * The query parameters that change what a page shows, and so the only ones in its page-cache key
 * and in the URL it is rendered from. Anything else (`?utm_source=…`, `?junk=1`) would make every
 * variant a render and a cache entry of its own while showing the same page; it is dropped, as
 * canonical links drop it.
 * - Search and portlet pages: the page (`start`), the sort (`srt`, `srt_direction`), the result
 *   page's item (`id`) and the search it was opened from (`from`, its "back to search"), the form parameters that redirect (`q`, `sort`), and the filters: only
 *   names on the search service's filter list for that scope.
 * - The preview: none, it is never shared (`null`, like a form's confirmation).
 * - Every other page: none; its path is its address.
 */
const SEARCH_PARAMS = ['start', 'srt', 'srt_direction', 'id', 'from', 'q', 'sort'];
const PREVIEW_PATH = APP_PATHS.preview;
/** A no-JS form post comes back with these: a confirmation for one visitor, never shared. */
const FORM_STATUS_PARAMS = ['form', 'formstatus'];

export interface PageQuery {
  /** The kept parameters, sorted by name (repeated names in their order): key and render URL alike. */
  query: URLSearchParams;
  /** path + kept query: the URL the page is rendered from. */
  url: string;
  /**
   * The request carried parameters the page does not read: its answer is the kept URL's page,
   * which the edge must not keep under this URL (UNREAD_QUERY_HEADER, docs/security.md "The edge").
   */
  unread: boolean;
}

/**
 * Set on an answer whose request carried parameters its page does not read (`?junk=1` on a search
 * page, whose filter names only the search service knows, so the edge cannot drop them itself):
 * the edge answers it but keeps no entry for that URL (docs/security.md "The edge"). Internal
 * between the app and the edge (which removes it from the visitor's answer); never stored with a page.
 */
export const UNREAD_QUERY_HEADER = 'x-gkn-unread-query';

/**
 * What the URL alone says about a request's page-cache query: the query itself, `null` when the
 * request must not share a cache entry (a form's confirmation), or `filters` when the kept names
 * include the search service's filter list for a scope, which only the services can tell (a
 * search or portlet page with a parameter that looks like a filter). Synchronous and free of
 * services, so the cached-page fast path (src/server/fast-path) decides exactly as the
 * middleware does, or leaves the request to it.
 */
export function pageQueryFromUrl(
  originalUrl: string,
  path: string,
): PageQuery | null | { filters: { portlet: string | undefined }; params: URLSearchParams } {
  // The preview's drafts are never shared (docs/architecture.md §7 "Preview"), with or without a query.
  if (path.toLowerCase() === PREVIEW_PATH) return null;
  const params = new URLSearchParams(queryOf(originalUrl));
  if (FORM_STATUS_PARAMS.some((name) => params.has(name))) return null;
  if (params.size === 0) return { query: params, url: pathOf(originalUrl), unread: false };
  const match = matchRoutes(routes, path)?.at(-1);
  if (!match) return keptQuery(originalUrl, params, new Set());
  const flags = (match.route.handle as RouteHandle | undefined)?.flags ?? [];
  if (!flags.includes('search') && !flags.includes('portlet')) return keptQuery(originalUrl, params, new Set());
  if (![...params.keys()].some(isFilterParam)) return keptQuery(originalUrl, params, new Set(SEARCH_PARAMS));
  return { filters: { portlet: flags.includes('portlet') ? match.params.domain : undefined }, params };
}

/**
 * The page-cache query of a request, or null when the request must not share a cache entry:
 * a form's confirmation, or a search page whose filter list cannot be had right now (its render
 * would not know which parameters are filters).
 */
export async function pageQueryOf(req: Request, servicesFor: ServicesFor): Promise<PageQuery | null> {
  const planned = pageQueryFromUrl(req.originalUrl, req.path);
  if (planned === null || !('filters' in planned)) return planned;
  const health: RenderHealth = { degraded: false };
  const { portlet } = planned.filters;
  const filters = await servicesFor(req, health).filters(portlet ? { portlet } : undefined);
  if (health.degraded) return null;
  const keep = new Set(SEARCH_PARAMS);
  for (const filter of filters) keep.add(filter.name);
  return keptQuery(req.originalUrl, planned.params, keep);
}

/** The kept parameters sorted by name (repeated names in their order), and the URL with only them. */
function keptQuery(originalUrl: string, params: URLSearchParams, keep: Set<string>): PageQuery {
  const kept = [...params].filter(([name]) => keep.has(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept);
  const search = query.toString();
  return { query, url: `${pathOf(originalUrl)}${search ? `?${search}` : ''}`, unread: kept.length < params.size };
}

const queryOf = (url: string) => {
  const q = url.indexOf('?');
  return q === -1 ? '' : url.slice(q + 1);
};
const pathOf = (url: string) => {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
};
