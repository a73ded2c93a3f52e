import { css } from '@emotion/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { FilterSidebar } from '../../components/search/FilterSidebar.js';
import { MobileSearchBar } from '../../components/search/MobileSearchBar.js';
import { SearchForm } from '../../components/search/SearchForm.js';
import { AiSearchLink } from '../../components/search/AiSearchLink.js';
import { FollowSearch } from '../../components/search/FollowSearch.js';
import { SearchResults } from '../../components/search/SearchResults.js';
import { resultCountLabel } from '../../components/search/search-labels.js';
import { deferHydration } from '../../components/deferred-hydration.js';
import { SortForm } from '../../components/search/SortForm.js';
import { useEnhanced } from '../../components/search/use-enhanced.js';
import { useFilterStateFromQuery } from '../../components/search/use-filter-state-from-query.js';
import { useChoicesMadeBeforeScripts } from '../../components/search/use-choices-made-before-scripts.js';
import { mq } from '../../theme/breakpoints.js';
import { useI18n } from '../../theme/use-t.js';
import { button as buttonStyles } from '../../components/search/search-styles.js';
import { visuallyHidden } from '../../theme/styles.js';
import type { SearchPageData } from '../../logic/search-data.js';
import { MAX_TERM_LENGTH, parseFilters, parseSort } from '../../logic/search-params.js';
import { phaseOf } from '../../logic/search-state.js';
import {
  searchFormAction,
  searchUrlOf,
  selectedCount,
  toggleFilter,
  type SearchUrlState,
  type SortState,
} from '../../logic/search-url.js';
import type { FilterSelection, SearchRecord } from '../../../model/search.js';

const SEARCH_FORM_ID = 'search-form';
const FILTER_FORM_ID = 'search-filters-form';

// The search form sits in its own bar, a direct child of the whole search view: the portlet
// layout makes that bar sticky (a sticky element only sticks within its parent's box).
const searchBar = css({ paddingBottom: 4 });
const title = css({
  fontFamily: 'var(--gkn-font-secondary)',
  fontSize: 'clamp(1.75rem, 4vw, 2.5rem)',
  margin: '8px 0 16px',
  color: 'var(--gkn-heading-color)',
});
const note = css({
  margin: '12px 0 0',
  padding: '8px 12px',
  borderLeft: '4px solid var(--gkn-highlight-color)',
  background: '#f4f4f2',
});
const grid = css({
  marginTop: 20,
  display: 'grid',
  gap: 32,
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.large]: { gridTemplateColumns: '280px minmax(0, 1fr)', alignItems: 'start' },
});
const toolbar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  paddingBottom: 12,
  borderBottom: '2px solid var(--gkn-base-color)',
});
const count = css({ margin: 0, fontSize: '1.125rem', fontWeight: 600 });
const filterToggle = css([buttonStyles, { [mq.large]: { display: 'none' } }]);

// The result list hydrates after the rest of the page (docs/benchmark.md, Lighthouse): its props
// below stay equal until the search state changes.
const DeferredSearchResults = deferHydration(SearchResults);
const NO_RECORDS: SearchRecord[] = [];

/** The search page body, shared by the site's search page and the portlet (requirements §2). */
export function SearchView({
  data,
  title: pageTitle,
  titleId,
}: {
  data: SearchPageData;
  title?: string;
  titleId?: string;
}) {
  const i18n = useI18n();
  const enhanced = useEnhanced();
  const navigation = useNavigation();
  const location = useLocation();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const basePath = searchFormAction(data.base);
  const pending =
    navigation.state === 'loading' && navigation.location.pathname.startsWith(`${basePath}/`)
      ? navigation.location
      : null;

  // While the next state loads, show the choice just made (checkbox, sort) at once: the choice
  // itself until the router navigates, then the state it is loading (also after back/forward).
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<{ filters: FilterSelection; sort: SortState | null } | null>(null);
  useEffect(() => setChosen(null), [data]);
  const known = useMemo(
    () => [...new Set([...data.groups.map((g) => g.name), ...data.selection.map((g) => g.name)])],
    [data.groups, data.selection],
  );
  const selection =
    chosen?.filters ?? (pending ? parseFilters(new URLSearchParams(pending.search), known) : data.selection);
  const sort = chosen ? chosen.sort : pending ? parseSort(new URLSearchParams(pending.search)) : data.sort;
  const go = useCallback(
    (filters: FilterSelection, nextSort: SortState | null) => {
      setChosen({ filters, sort: nextSort });
      navigate(searchUrlOf(data.base, { term: data.term, filters, sort: nextSort, start: 0 }), {
        preventScrollReset: true,
      });
    },
    [data.base, data.term, navigate],
  );
  const onToggle = useCallback(
    (name: string, value: string) => go(toggleFilter(selection, name, value), sort),
    [go, selection, sort],
  );
  const view = useRef<HTMLDivElement>(null);
  useChoicesMadeBeforeScripts(view, FILTER_FORM_ID, { filters: data.selection, sort: data.sort }, go);
  useFilterStateFromQuery(FILTER_FORM_ID, known, pending !== null, () => setChosen(null));
  const groups = pending
    ? data.groups.map((g) => ({
        ...g,
        properties: g.properties.map((p) => ({
          ...p,
          checked: selection.some((s) => s.name === g.name && s.values.includes(p.value)),
        })),
      }))
    : data.groups;
  const phase = phaseOf(data.result, pending !== null || chosen !== null);
  const hits = data.result.status === 'results' ? data.result.hits : null;
  const state: SearchUrlState = useMemo(
    () => ({ term: data.term, filters: data.selection, sort: data.sort, start: data.start }),
    [data.term, data.selection, data.sort, data.start],
  );
  const selected = selectedCount(selection);

  // Another page of results (or another term): bring the results into view and move focus to
  // their heading, so keyboard and screen-reader users start reading the new page. Not on the
  // first render, and not for filter or sort changes (those keep their place).
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef<string | null>(null);
  useEffect(() => {
    const key = `${data.term}|${data.start}`;
    if (shownPage.current !== null && shownPage.current !== key && resultsHeading.current) {
      resultsHeading.current.closest('section')?.scrollIntoView({ block: 'start' });
      resultsHeading.current.focus({ preventScroll: true });
    }
    shownPage.current = key;
  }, [data.term, data.start]);
  useEffect(() => {
    if (!filtersOpen) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [filtersOpen]);
  // A new search (not a filter change) closes the mobile panel.
  useEffect(() => setFiltersOpen(false), [data.term]);

  const countText = hits === null ? '' : resultCountLabel(i18n, hits, data.term);

  return (
    <div ref={view} data-search-phase={phase} data-search-key={location.key}>
      <h1 css={title} id={titleId}>
        {pageTitle ??
          (data.term === '*'
            ? i18n._({ id: 'search.title', message: 'Zoeken' })
            : i18n._({ id: 'search.title.term', message: 'Zoeken naar “{term}”', values: { term: data.term } }))}
      </h1>
      <div css={searchBar} data-search-bar="">
        <SearchForm id={SEARCH_FORM_ID} base={data.base} term={data.term} filters={data.selection} sort={data.sort} />
        {data.base.kind === 'site' && <AiSearchLink locale={data.base.locale} term={data.term} />}
      </div>
      {data.termTruncated && (
        <p css={note} role="note">
          {i18n._({
            id: 'search.term.truncated',
            message: 'Je zoekterm was erg lang. We hebben gezocht op de eerste {max} tekens.',
            values: { max: MAX_TERM_LENGTH },
          })}
        </p>
      )}
      {data.filtersUnavailable && (
        <p css={note} role="note" data-filters-unavailable="">
          {i18n._({
            id: 'search.filters.unavailable',
            message: 'De filters zijn nu niet beschikbaar. Deze resultaten zijn daarom niet gefilterd.',
          })}
        </p>
      )}
      <div css={grid}>
        <FilterSidebar
          formId={FILTER_FORM_ID}
          base={data.base}
          term={data.term}
          groups={groups}
          selection={selection}
          sort={sort}
          hits={hits}
          enhanced={enhanced}
          open={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          onToggle={onToggle}
        />
        <section aria-labelledby="search-results-title">
          <h2 id="search-results-title" css={visuallyHidden} ref={resultsHeading} tabIndex={-1}>
            {i18n._({ id: 'search.results.title', message: 'Zoekresultaten' })}
          </h2>
          <div css={toolbar}>
            {/* requirements §4: the count is announced (aria-live on the count only, not the list) */}
            <p css={count} role="status" aria-live="polite" aria-atomic="true" data-testid="result-count">
              {countText}
            </p>
            <SortForm
              base={data.base}
              term={data.term}
              filters={data.selection}
              sort={sort}
              enhanced={enhanced}
              onSort={(next) => go(selection, next)}
            />
            {!enhanced && (
              <a href="#search-filters" css={filterToggle}>
                {i18n._({ id: 'search.filters.toggle', message: 'Filters ({count})', values: { count: selected } })}
              </a>
            )}
            {enhanced && (
              <button
                type="button"
                css={filterToggle}
                aria-expanded={filtersOpen}
                aria-controls="search-filters"
                onClick={() => setFiltersOpen(true)}
              >
                {i18n._({ id: 'search.filters.toggle', message: 'Filters ({count})', values: { count: selected } })}
              </button>
            )}
          </div>
          <DeferredSearchResults
            base={data.base}
            locale={i18n.locale}
            phase={phase}
            records={data.result.status === 'results' ? data.result.records : NO_RECORDS}
            hits={hits ?? 0}
            state={state}
            pageSize={data.pageSize}
          />
          {data.base.kind === 'site' && (
            <FollowSearch locale={data.base.locale} term={data.term} filters={data.selection} />
          )}
        </section>
      </div>
      <MobileSearchBar
        term={data.term}
        selected={selected}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((o) => !o)}
        formId={SEARCH_FORM_ID}
        showAfterId={data.base.kind === 'portlet' ? titleId : undefined}
        enhanced={enhanced}
      />
    </div>
  );
}
