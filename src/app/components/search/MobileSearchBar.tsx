import { css, Global } from '@emotion/react';
import { useCallback, useState } from 'react';
import { useScrollFrame } from '../../hooks/use-scroll-frame.js';
import { STICKY_SEARCH_AFTER } from '../../logic/chrome-constants.js';
import { mq } from '../../theme/breakpoints.js';
import { focusRing } from '../../theme/styles.js';
import { useI18n } from '../../theme/use-t.js';
import { button } from './search-styles.js';

const bar = css({
  position: 'fixed',
  left: 0,
  right: 0,
  top: 0,
  zIndex: 30,
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '8px 20px',
  background: '#fff',
  boxShadow: '0 2px 8px rgba(0,0,0,.2)',
  borderBottom: '3px solid var(--gkn-base-color)',
  transform: 'translateY(-110%)',
  visibility: 'hidden',
  transition: 'transform .2s ease-out, visibility .2s',
  '&[data-shown]': { transform: 'none', visibility: 'visible' },
  // requirements §9: the sticky search bar is for layouts below 960px only.
  [mq.large]: { display: 'none' },
});
const termLink = css({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: 600,
  color: 'var(--gkn-text-color)',
  textDecoration: 'none',
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
  '&:focus-visible': focusRing,
});
// The search's button, a little smaller in the bar.
const toggle = css([button, { padding: '8px 14px' }]);

/**
 * While this bar is in use (below 960px, with JavaScript) it is the one sticky search bar: the
 * site top bar's own sticky search (requirements §2 Top bar) would stack under it, two bars and about
 * 125px of a 375px-wide phone's screen, so it stays hidden on search pages.
 */
const oneBar = css({ '@media (max-width: 959.98px)': { '.gkn-bar .gkn-search': { display: 'none !important' } } });

interface Props {
  term: string;
  selected: number;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  /** id of the search form the term jumps back to. */
  formId: string;
  /**
   * id of an element (the portlet's title, requirements §2 portlet layout): the bar shows once that has
   * scrolled out of view, instead of past 150px.
   */
  showAfterId?: string;
  /**
   * JavaScript runs (useEnhanced). The bar is rendered from the server on, hidden like a bar not yet
   * scrolled to, so the render after hydration only turns it on instead of mounting it and having
   * Emotion compile its styles then (issue 11 item 4, total blocking time); only its taking over
   * from the top bar's sticky search waits for this.
   */
  enhanced: boolean;
}

/**
 * requirements §2 Mobile sticky search bar: the term in quotes and a filter toggle with the count of
 * selected filters; slides in after scrolling past 150px (requirements §4, §9). JavaScript only: without
 * it the bar is never shown (hidden and out of the tab order, as before it slides in).
 */
export function MobileSearchBar({
  term,
  selected,
  filtersOpen,
  onToggleFilters,
  formId,
  showAfterId,
  enhanced,
}: Props) {
  const i18n = useI18n();
  const [shown, setShown] = useState(false);
  useScrollFrame(
    useCallback(() => {
      const after = showAfterId ? document.getElementById(showAfterId) : null;
      setShown(after ? after.getBoundingClientRect().bottom < 0 : window.scrollY > STICKY_SEARCH_AFTER);
    }, [showAfterId]),
  );
  const label = term === '*' ? i18n._({ id: 'search.sticky.all', message: 'Alle resultaten' }) : `“${term}”`;
  return (
    <div css={bar} data-shown={shown || undefined} data-testid="sticky-search" aria-hidden={!shown || undefined}>
      {enhanced && <Global styles={oneBar} />}
      <a
        css={termLink}
        href={`#${formId}`}
        tabIndex={shown ? undefined : -1}
        onClick={(e) => {
          e.preventDefault();
          window.scrollTo({ top: 0 });
          document.querySelector<HTMLInputElement>(`#${formId} input[name=q]`)?.focus();
        }}
      >
        <span>
          {i18n._({ id: 'search.sticky.term', message: 'Zoekterm:' })} {label}
        </span>
      </a>
      <button
        type="button"
        css={toggle}
        aria-expanded={filtersOpen}
        aria-controls="search-filters"
        tabIndex={shown ? undefined : -1}
        onClick={onToggleFilters}
      >
        {i18n._({ id: 'search.filters.toggle', message: 'Filters ({count})', values: { count: selected } })}
      </button>
    </div>
  );
}
