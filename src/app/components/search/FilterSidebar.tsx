import { css } from '@emotion/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { FilterSelection } from '../../../model/search.js';
import { handleModalKeys } from '../../hooks/modal-keys.js';
import type { FilterGroupView } from '../../logic/search-data.js';
import { searchPathOf, searchUrlOf, type SearchBase, type SortState } from '../../logic/search-url.js';
import { mq } from '../../theme/breakpoints.js';
import { focusRing } from '../../theme/styles.js';
import { useI18n } from '../../theme/use-t.js';
import { filterValueLabel } from './search-labels.js';
import { SearchStateFields } from './SearchStateFields.js';
import { button, linkButton, secondaryButton } from './search-styles.js';
import { SiteLink } from '../SiteLink.js';

/** Values shown before 'more' (the keyword and year groups hold dozens). */
const SHOWN_VALUES = 8;

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
const group = css({ border: 0, borderTop: '1px solid #d6d6d2', margin: 0, padding: '12px 0' });
const legend = css({ fontWeight: 700, padding: 0, marginBottom: 6, float: 'left', width: '100%' });
const list = css({ listStyle: 'none', margin: 0, padding: 0, clear: 'both' });
const option = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: 10,
  padding: '6px 0',
  cursor: 'pointer',
  input: {
    width: 20,
    height: 20,
    margin: '2px 0 0',
    flex: 'none',
    accentColor: 'var(--gkn-base-color)',
    '&:focus-visible': focusRing,
  },
  '.count': { marginLeft: 'auto', color: '#575755', fontVariantNumeric: 'tabular-nums', paddingLeft: 8 },
});
const more = css({
  summary: { cursor: 'pointer', color: 'var(--gkn-link-color)', padding: '6px 0', '&:focus-visible': focusRing },
});
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
  /** With JavaScript: a value was (un)checked; the page updates in place. */
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
      <form id={formId} method="get" action={searchPathOf(base, term)} onSubmit={(e) => e.preventDefault()}>
        {groups.map((g) => {
          const checkedFirst = [...g.properties.filter((p) => p.checked), ...g.properties.filter((p) => !p.checked)];
          const shown = checkedFirst.slice(0, Math.max(SHOWN_VALUES, g.properties.filter((p) => p.checked).length));
          const rest = checkedFirst.slice(shown.length);
          const item = (p: FilterGroupView['properties'][number]) => (
            <li key={p.value}>
              <label css={option}>
                <input
                  type="checkbox"
                  name={g.name}
                  value={p.value}
                  checked={p.checked}
                  onChange={() => onToggle(g.name, p.value)}
                />
                <span>{filterValueLabel(i18n, g.name, p.value, p.display)}</span>
                <span className="count">({p.count})</span>
              </label>
            </li>
          );
          return (
            <fieldset key={g.name} css={group}>
              <legend css={legend}>{g.label}</legend>
              <ul css={list}>{shown.map(item)}</ul>
              {rest.length > 0 && (
                <details css={more}>
                  <summary>
                    {i18n._({
                      id: 'search.filters.more',
                      message: 'Meer {label} ({count})',
                      values: { label: g.label.toLowerCase(), count: rest.length },
                    })}
                  </summary>
                  <ul css={list}>{rest.map(item)}</ul>
                </details>
              )}
            </fieldset>
          );
        })}
        <SearchStateFields sort={sort} />
        <div css={footer} data-enhanced={flag}>
          {!enhanced && (
            <button type="submit" css={applyButton} formMethod="get">
              {i18n._({ id: 'search.filters.apply', message: 'Filters toepassen' })}
            </button>
          )}
          {enhanced && hits !== null && (
            <button type="button" css={showResults} onClick={onClose}>
              {i18n._({
                id: 'search.filters.showResults',
                message: '{count, plural, one {Toon # resultaat} other {Toon # resultaten}}',
                values: { count: hits },
              })}
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
