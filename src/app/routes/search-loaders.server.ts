import { data, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { Locale, LoaderContext, SearchOptions } from '../../model/services.js';
import { SEARCH_PAGE_SIZE } from '../../model/search.js';
import type { PortletView } from '../../model/portlet.js';
import { buildFilterGroups, portletChrome, type ResultPageData, type SearchPageData } from '../logic/search-data.js';
import { asksForFilters, parseFilters, parseSort, parseStart, parseTerm } from '../logic/search-params.js';
import {
  backToSearchOf,
  RESULT_FROM_PARAM,
  resultUrlOf,
  searchFormAction,
  searchPathOf,
  type SearchBase,
} from '../logic/search-url.js';
import { slugify } from '../logic/slug.js';
import { alignedStart } from '../logic/pagination.js';
import type { PageContent } from '../../model/page.js';
import { i18nFor } from '../i18n/i18n.js';
import type { ServerLoader } from './data-loader.js';
import { encodeSearchTerm, splitSearchSegment } from '../logic/route-segments.js';
import { formRedirect } from './search-redirect.js';
import { pagePersonal } from './page-personal.server.js';

// The server side of the search and portlet loaders (requirements §2, §5, §7). Imported lazily by
// search-routes.ts, so none of it is in the browser's first-load bundle: in the browser the same
// loaders fetch the data endpoint instead.

type BaseOf = (params: LoaderFunctionArgs['params'], locale: Locale) => SearchBase;

/**
 * The document's <title> and description (the renderer reads `page` of the deepest route): a
 * content-less PageContent, so search and result pages get a real title server-side too.
 */
function headOf(title: string, lead: string | null): PageContent {
  return {
    title,
    lead: lead && lead.length > 300 ? `${lead.slice(0, 297).trimEnd()}…` : lead,
    pageType: 'search',
    headerImage: null,
    headerImages: [],
    videoHeader: null,
    videoHeaderMobile: null,
    location: null,
    areas: [],
    lastUpdated: null,
    searchIdentifier: null,
  };
}

const notFound = (extra: Record<string, unknown> = {}) => data({ status: 404, ...extra }, { status: 404 });

async function portletOf(ctx: LoaderContext, domain: string | undefined): Promise<PortletView> {
  const portlet = domain ? await ctx.services.portlet(domain) : null;
  // requirements §8: Unknown portlet domain: Portlet {domain} can't be found.
  if (!portlet) throw notFound({ portlet: domain ?? '' });
  return portlet;
}

/** /portlet/{domain} -> /portlet/{domain}/* (q kept, as the search forms send it); unknown: 404. */
export const portletRedirectLoad: ServerLoader<never> = async ({ url, params }, ctx) => {
  const portlet = await portletOf(ctx, params.domain);
  throw formRedirect({ kind: 'portlet', domain: portlet.domain }, url);
};

export function searchLoad(baseOf: BaseOf): ServerLoader<SearchPageData> {
  return async ({ url, params }, ctx) => {
    const base = baseOf(params, ctx.locale);
    const portlet = base.kind === 'portlet' ? await portletOf(ctx, base.domain) : null;
    const opts: SearchOptions | undefined = portlet ? { portlet: portlet.domain } : undefined;
    const sp = url.searchParams;
    // The term's path segment as it is in the URL, still encoded: the router's params.term is
    // decoded, which makes a literal '+' (%2B) look like a space (requirements §5).
    const { raw, segment } = rawTermSegment(url.pathname, searchFormAction(base));
    if (sp.has('sort') || sp.has('q')) {
      // A GET form sent to the page itself: q (if any) is the new term, sort becomes srt/srt_direction.
      const target = new URL(url);
      if (!target.searchParams.has('q')) target.searchParams.set('q', parseTerm(segment).term);
      throw formRedirect(base, target);
    }
    const { term, truncated } = parseTerm(segment);
    // One address per search: /zoeken/bodem%20leven and /zoeken/%20 become /zoeken/bodem+leven and /zoeken/*.
    if (!truncated && raw !== encodeSearchTerm(term) && !sameSegment(raw, encodeSearchTerm(term))) {
      throw redirect(`${searchPathOf(base, term)}${url.search}`, 301);
    }
    // One address per page: an unaligned start (start=19) or one past the deepest page
    // (MAX_START) goes to the start of the page it falls in, which pagination marks current.
    const requested = Number.parseInt(sp.get('start') ?? '', 10);
    if (Number.isFinite(requested) && requested >= 0 && alignedStart(requested, SEARCH_PAGE_SIZE) !== requested) {
      const target = new URLSearchParams(sp);
      const aligned = alignedStart(requested, SEARCH_PAGE_SIZE);
      if (aligned === 0) target.delete('start');
      else target.set('start', String(aligned));
      const query = target.toString();
      throw redirect(`${url.pathname}${query ? `?${query}` : ''}`, 301);
    }
    const filters = await ctx.services.filters(opts);
    const selection = parseFilters(
      sp,
      filters.map((f) => f.name),
    );
    const sort = parseSort(sp);
    const start = parseStart(sp);
    // A portlet is a partner's iframe, where our session cookie never comes: no personal part there.
    const [result, personal] = await Promise.all([
      ctx.services.search({ term, start, filters: selection, sort }, opts),
      portlet ? {} : pagePersonal(ctx),
    ]);
    const i18n = i18nFor(ctx.locale);
    const title = portlet?.title ?? (term === '*' ? i18n._('search.title') : i18n._('search.title.term', { term }));
    const page: SearchPageData = {
      page: headOf(title, null),
      base,
      term,
      termTruncated: truncated,
      start,
      pageSize: SEARCH_PAGE_SIZE,
      sort,
      selection,
      groups: buildFilterGroups(filters, result.status === 'results' ? result.facets : null, selection, ctx.locale),
      filtersUnavailable: filters.length === 0 && asksForFilters(sp),
      result:
        result.status === 'results'
          ? { status: 'results', hits: result.hits, records: result.records }
          : { status: 'error' },
      portlet,
      ...(portlet ? { chrome: portletChrome(portlet) } : {}),
      ...personal,
    };
    // requirements §4 search state error: the page says so, with 503 so that no cache keeps the failure.
    if (result.status === 'error') return data(page, { status: 503 }) as unknown as SearchPageData;
    return page;
  };
}

/**
 * The path after `${prefix}/`, undecoded (the last segment when the prefix is spelled otherwise).
 * A trailing slash is not part of the term, but stays in `raw` so the address is redirected.
 */
function rawTermSegment(pathname: string, prefix: string): { raw: string; segment: string } {
  const raw = pathname.startsWith(`${prefix}/`)
    ? pathname.slice(prefix.length + 1)
    : (pathname.replace(/\/+$/, '').split('/').at(-1) ?? '');
  return { raw, segment: raw.replace(/\/+$/, '') };
}

/** The same term segment up to percent-encoding ('%C3%A9' and 'é'); '+' and '%2B' stay different. */
function sameSegment(a: string, b: string): boolean {
  return JSON.stringify(splitSearchSegment(a)) === JSON.stringify(splitSearchSegment(b));
}

export function resultLoad(baseOf: BaseOf): ServerLoader<ResultPageData> {
  return async ({ url, params }, ctx) => {
    const base = baseOf(params, ctx.locale);
    const portlet = base.kind === 'portlet' ? await portletOf(ctx, base.domain) : null;
    const id = url.searchParams.get('id')?.trim() ?? '';
    if (id === '' || id.length > 300) throw notFound();
    const [found, personal] = await Promise.all([
      ctx.services.knowledgeItemResult(id, portlet ? { portlet: portlet.domain } : undefined),
      portlet ? {} : pagePersonal(ctx, { commentsOf: id }),
    ]);
    if (found.status !== 200) throw data({ status: found.status }, { status: found.status });
    // requirements §2: the route parameter is the slugified title; a wrong one goes to the right address.
    const backTo = backToSearchOf(base, url.searchParams.get(RESULT_FROM_PARAM));
    if (params.resultpage !== slugify(found.item.title))
      throw redirect(resultUrlOf(base, found.item.title, id, backTo ?? undefined), 301);
    return {
      page: headOf(found.item.title, found.item.description),
      base,
      item: found.item,
      ...(backTo && { backTo }),
      portlet,
      ...(portlet ? { chrome: portletChrome(portlet) } : {}),
      ...personal,
    };
  };
}
