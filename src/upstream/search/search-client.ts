import type { SearchRequest } from '../../model/search.js';
import { getJson, type HttpJsonOptions } from '../http-json.js';
import { UpstreamError } from '../upstream-error.js';
import { isUnderBase, upstreamUrl } from '../upstream-url.js';
import {
  filtersResponseSchema,
  preparedQuerySchema,
  searchResponseSchema,
  type FilterResponse,
  type SearchRecordResponse,
  type SearchResponseBody,
} from './search-schemas.js';

export interface SearchClientOptions {
  /** Ends in '/': the product calls {base}{scope} (docs/upstream-contracts.md §2). */
  baseUrl: string;
  timeoutMs: number;
  observe?: HttpJsonOptions['observe'];
}

/** The filter named exactly `keyword` repeats its pair per value instead of joining with || (requirements §7). */
const KEYWORD_FILTER = 'keyword';

/**
 * The query string of requirements §7: q, wq_max, wq_ofs, then wq_flt/wq_val per filter group (values
 * of a group joined with ||, keyword values each as their own pair), then wq_srt_{direction}.
 */
export function searchQueryString(req: SearchRequest, pageSize: number): string {
  const params = new URLSearchParams();
  params.append('q', req.term.trim() === '' ? '*' : req.term);
  params.append('wq_max', String(req.max ?? pageSize));
  params.append('wq_ofs', String(req.start));
  for (const group of req.filters) {
    const values = group.values.filter((v) => v !== '');
    if (values.length === 0) continue;
    if (group.name === KEYWORD_FILTER) {
      for (const value of values) {
        params.append('wq_flt', group.name);
        params.append('wq_val', value);
      }
    } else {
      params.append('wq_flt', group.name);
      params.append('wq_val', values.join('||'));
    }
  }
  if (req.sort) params.append(`wq_srt_${req.sort.direction}`, req.sort.field);
  return params.toString();
}

/** Appends `wq_max` to a prepared query URL (the search service uses the last one given). */
export function preparedQueryUrl(url: string, max?: number): string {
  if (max === undefined) return url;
  return `${url}${url.includes('?') ? '&' : '?'}wq_max=${encodeURIComponent(String(max))}`;
}

/** The search calls of requirements §7. Throws UpstreamError; knows nothing of caching or statuses. */
export function createSearchClient(opts: SearchClientOptions) {
  const base = opts.baseUrl.endsWith('/') ? opts.baseUrl : `${opts.baseUrl}/`;
  const http = (signal?: AbortSignal): HttpJsonOptions => ({
    timeoutMs: opts.timeoutMs,
    signal,
    observe: opts.observe,
  });
  return {
    /** GET {search base}{scope}?q=…&wq_max=…&wq_ofs=…[&wq_flt&wq_val]*[&wq_srt_dir=field] */
    async search(scope: string, req: SearchRequest, pageSize = 20, signal?: AbortSignal): Promise<SearchResponseBody> {
      return getJson(
        `${upstreamUrl(base, [scope])}?${searchQueryString(req, pageSize)}`,
        searchResponseSchema,
        http(signal),
      );
    },
    /** GET {search base}{scope}/filters */
    async filters(scope: string, signal?: AbortSignal): Promise<FilterResponse[]> {
      return getJson(upstreamUrl(base, [scope, 'filters']), filtersResponseSchema, http(signal));
    },
    /**
     * GET a prepared query URL, optionally with &wq_max={max}; reads records. The URL comes from
     * CMS content: one that is not on the search service once parsed ('{base}../cms/…') is refused.
     */
    async prepared(url: string, max?: number, signal?: AbortSignal): Promise<SearchRecordResponse[]> {
      if (!isUnderBase(url, base)) throw new UpstreamError('status', url, 404);
      return (await getJson(preparedQueryUrl(url, max), preparedQuerySchema, http(signal))).records;
    },
  };
}

export type SearchClient = ReturnType<typeof createSearchClient>;
