import { css } from '@emotion/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { FilterSelection } from '../../../model/search.js';
import { handleModalKeys } from '../../hooks/modal-keys.js';
import type { FilterGroupView } from '../../logic/search-data.js';
import { searchPathOf, searchUrlOf, type SearchBase, type SortState } from '../../logic/search-url.js';
import { mq } from '../../theme/breakpoints.js';
import { useI18n } from '../../theme/use-t.js';
import { deferHydration } from '../deferred-hydration.js';
import { FilterGroups } from './FilterGroups.js';
import { showResultsLabel } from './search-labels.js';
import { SearchStateFields } from './SearchStateFields.js';
import { button, linkButton, secondaryButton } from './search-styles.js';
import { SiteLink } from '../SiteLink.js';

const panel = css({
  // Below 960px the results come first; without JavaScript a link in the toolbar leads here.
  '@media (max-width: 959.98px)': { order: 2 },
  // Where scripts run, the panel is closed from the first paint, not from hydration on: it would
  // otherwise stand in the flow until then and the results jump when it goes (requirements §10.3).
  '@media (max-width: 959.98px) and (scripting: enabled)': { display: 'none' },
  // Below 960px with JavaScript the sidebar is a panel that opens over the page (requirements §4 mobile
  // filter sidebar); without JavaScript it stays in the flow above the results.
  '&[data-enhanced]': {
    '@media (max-width: 959.98px)': {
      display: 'none',
      '&[data-open]': {
        display: 'flex',
        flexDirection: 'column',
        position: 'fixed',
        inset: 0,
        zIndex: 50,
        background: '#fff',
        overflowY: 'auto',
        padding: '16px 20px 0',
      },
    },
  },
});
const header = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  marginBottom: 8,
});
const title = css({
  fontFamily: 'var(--gkn-font-secondary)',
  fontSize: '1.375rem',
  margin: 0,
  color: 'var(--gkn-heading-color)',
});
const closeButton = css([secondaryButton, { [mq.large]: { display: 'none' } }]);
const footer = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  alignItems: 'center',
  padding: '12px 0',
  '&[data-enhanced]': {
    '@media (max-width: 959.98px)': {
      position: 'sticky',
      bottom: 0,
      background: '#fff',
      borderTop: '1px solid #d6d6d2',
      marginTop: 'auto',
    },
  },
});
// The dozens of filter values hydrate after the rest of the page (docs/benchmark.md, Lighthouse).
const DeferredFilterGroups = deferHydration(FilterGroups);

const applyButton = css([button, { '&[data-enhanced]': { display: 'none' } }]);
const showResults = css([button, { [mq.large]: { display: 'none' } }]);

interface Props {
  /** id of the filter form (its checkboxes are re-applied from the query, requirements §9). */
  formId: string;
  base: SearchBase;
  term: string;
  groups: FilterGroupView[];
  selection: FilterSelection;
  sort: SortState | null;
  hits: number | null;
  enhanced: boolean;
  open: boolean;
  onClose: () => void;
  /**
   * With JavaScript: a value was (un)checked; the page updates in place. The same function until
   * the selection changes (the filter values hydrate late only while their props stay equal).
   */
  onToggle: (name: string, value: string) => void;
}

/**
 * requirements §2 Filter sidebar: title, the filter groups with counts, apply, 'show N results'. A GET
 * form: without JavaScript 'apply' submits it; with JavaScript each change updates in place.
 */
export function FilterSidebar({
  formId,
  base,
  term,
  groups,
  selection,
  sort,
  hits,
  enhanced,
  open,
  onClose,
  onToggle,
}: Props) {
  const i18n = useI18n();
  const titleId = 'search-filters-title';
  const panelRef = useRef<HTMLDivElement>(null);
  const mobileDialog = enhanced && open;
  useEffect(() => {
    if (!mobileDialog) return;
    const opener = document.activeElement as HTMLElement | null;
    panelRef.current?.querySelector<HTMLElement>('button')?.focus();
    // Closed again: focus returns to what opened the panel.
    return () => opener?.focus({ preventScroll: true });
  }, [mobileDialog]);
  // A modal panel keeps focus inside until it is closed.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (mobileDialog) handleModalKeys(event, onClose);
  };
  const count = selection.reduce((n, g) => n + g.values.length, 0);
  const flag = enhanced || undefined;

  return (
    <div
      ref={panelRef}
      css={panel}
      id="search-filters"
      data-enhanced={flag}
      data-open={open || undefined}
      // Named by its heading: a dialog when open on a phone, else a region landmark (a name on a
      // plain div means nothing to assistive technology and is invalid HTML).
      role={mobileDialog ? 'dialog' : 'region'}
      aria-modal={mobileDialog || undefined}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <div css={header}>
        <h2 css={title} id={titleId}>
          {i18n._({ id: 'search.filters.title', message: 'Filters' })}
        </h2>
        {enhanced && (
          <button type="button" css={closeButton} onClick={onClose}>
            {i18n._({ id: 'search.filters.close', message: 'Sluiten' })}
          </button>
        )}
      </div>
      {/* No submit handler: with the scripts a (un)checked value applies at once and the form has no
          submit button. A press on the one shown without them that lands while React hydrates is
          the plain GET the server answers (decision 015). */}
      <form id={formId} method="get" action={searchPathOf(base, term)}>
        <DeferredFilterGroups groups={groups} onToggle={onToggle} />
        <SearchStateFields sort={sort} />
        <div css={footer} data-enhanced={flag}>
          {!enhanced && (
            <button type="submit" css={applyButton} formMethod="get">
              {i18n._({ id: 'search.filters.apply', message: 'Filters toepassen' })}
            </button>
          )}
          {enhanced && hits !== null && (
            <button type="button" css={showResults} onClick={onClose}>
              {showResultsLabel(i18n, hits)}
            </button>
          )}
          {count > 0 && (
            <SiteLink
              css={linkButton}
              href={searchUrlOf(base, { term, filters: [], sort, start: 0 })}
              preventScrollReset
            >
              {i18n._({ id: 'search.filters.clear', message: 'Wis alle filters' })}
            </SiteLink>
          )}
        </div>
      </form>
    </div>
  );
}
