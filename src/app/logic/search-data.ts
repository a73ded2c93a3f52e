import type { Facet, Filter, FilterSelection, KnowledgeItem, SearchRecord } from '../../model/search.js';
import type { Locale } from '../../model/services.js';
import type { PageContent } from '../../model/page.js';
import type { PortletView } from '../../model/portlet.js';
import type { PagePersonal } from '../../model/personal-api.js';
import type { SearchBase, SortState } from './search-url.js';

/** Values per filter group sent to the page (facets come by count, most frequent first). */
const MAX_VALUES_SHOWN = 40;

interface FilterPropertyView {
  value: string;
  display: string;
  count: number;
  checked: boolean;
}

export interface FilterGroupView {
  name: string;
  label: string;
  properties: FilterPropertyView[];
}

/** What the search page loader returns (plain JSON). */
export interface SearchPageData {
  /** Title and description of the document (read by the server renderer). */
  page?: PageContent;
  base: SearchBase;
  term: string;
  termTruncated: boolean;
  start: number;
  pageSize: number;
  sort: SortState | null;
  selection: FilterSelection;
  groups: FilterGroupView[];
  /** The address asks for filters but the filter list could not be had: the results are unfiltered. */
  filtersUnavailable: boolean;
  result: { status: 'results'; hits: number; records: SearchRecord[] } | { status: 'error' };
  portlet: PortletView | null;
  /** PageChromeHints for the portlet layouts' footer (src/model/page-chrome.ts). */
  chrome?: PortletChromeHints;
  /** A logged-in user's bookmarks (docs/architecture.md §6.5); absent for a visitor. */
  personal?: PagePersonal;
}

export interface PortletChromeHints {
  toc: null;
  alphabet: null;
  portlet: { provider: string; providerUrl: string | null };
}

export function portletChrome(portlet: PortletView | null): PortletChromeHints | undefined {
  return portlet
    ? { toc: null, alphabet: null, portlet: { provider: portlet.provider.name, providerUrl: portlet.provider.url } }
    : undefined;
}

export interface ResultPageData {
  page?: PageContent;
  base: SearchBase;
  item: KnowledgeItem;
  /** The search state the page was opened from (term, filters, sort, page), for "back to search". */
  backTo?: string;
  portlet: PortletView | null;
  chrome?: PortletChromeHints;
  /** A logged-in user's bookmarks and the item's comments (docs/architecture.md §6.5); absent for a visitor. */
  personal?: PagePersonal;
}

/**
 * Filter groups for the sidebar: named by alias or alias-eng per language (requirements §2), the facet's
 * values with their counts in the facet's order, and every checked value even when its count
 * dropped to 0 (so it can be unchecked). Groups with nothing to show are left out.
 */
export function buildFilterGroups(
  filters: Filter[],
  facets: Facet[] | null,
  selection: FilterSelection,
  locale: Locale,
): FilterGroupView[] {
  return filters
    .map((filter) => {
      const checked = selection.find((g) => g.name === filter.name)?.values ?? [];
      const displayOf = new Map(filter.properties.map((p) => [p.value, p.display]));
      const facet = facets?.find((f) => f.name === filter.name);
      const properties: FilterPropertyView[] = (facet?.properties ?? [])
        .filter((p) => p.count > 0 || checked.includes(p.value))
        .map((p) => ({
          value: p.value,
          display: displayOf.get(p.value) ?? p.value,
          count: p.count,
          checked: checked.includes(p.value),
        }));
      // The keyword group alone has hundreds of values: the most frequent are enough to choose
      // from (and keep the page light); checked ones are always shown.
      properties.splice(MAX_VALUES_SHOWN, Infinity, ...properties.slice(MAX_VALUES_SHOWN).filter((p) => p.checked));
      for (const value of checked) {
        if (!properties.some((p) => p.value === value))
          properties.push({ value, display: displayOf.get(value) ?? value, count: 0, checked: true });
      }
      return { name: filter.name, label: locale === 'en' ? filter.aliasEng : filter.alias, properties };
    })
    .filter((g) => g.properties.length > 0);
}
