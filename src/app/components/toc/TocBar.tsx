import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { scrollToId, setHash } from '../../hooks/scroll-to.js';
import { useScrollSpy } from '../../hooks/use-scroll-spy.js';
import {
  STICKY_SEARCH_BELOW,
  TOC_MENU_OFFSET,
  TOC_MENU_OFFSET_UNDER_SEARCH,
  TOC_SECTION_OFFSET,
  TOC_TRACKING_OFFSET_UNDER_SEARCH,
} from '../../logic/chrome-constants.js';
import type { TocEntry } from '../../../model/page-chrome.js';
import { useI18n } from '../../theme/use-t.js';

/** True below 960px, where the sticky search bar hangs under the top bar (requirements §9). */
function useUnderStickySearch(): boolean {
  const [underSearch, setUnderSearch] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${STICKY_SEARCH_BELOW - 0.02}px)`);
    const update = () => setUnderSearch(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return underSearch;
}

/**
 * The table of contents in the top bar (requirements §2, §4): a disclosure of hash links to the page's
 * sections, up/down arrows (up disabled at the first, down at the last), and the current entry
 * following the scroll (last section whose top is within 110px; 180px below 960px, where the sticky
 * search bar adds to the bar), which also updates the hash.
 */
export function TocBar({ entries }: { entries: TocEntry[] }) {
  const i18n = useI18n();
  const details = useRef<HTMLDetailsElement>(null);
  const underSearch = useUnderStickySearch();
  const [current, setCurrent] = useScrollSpy(
    entries.map((e) => e.id),
    underSearch ? TOC_TRACKING_OFFSET_UNDER_SEARCH : TOC_SECTION_OFFSET,
    (i) => i >= 0 && setHash(entries[i]!.id),
  );
  const at = Math.max(current, 0);
  const last = entries.length - 1;

  const go = (i: number) => {
    const entry = entries[i];
    if (!entry) return;
    if (details.current) details.current.open = false;
    setCurrent(i);
    setHash(entry.id);
    scrollToId(entry.id, underSearch ? TOC_MENU_OFFSET_UNDER_SEARCH : TOC_MENU_OFFSET);
  };
  const onClick = (e: MouseEvent<HTMLOListElement>) => {
    const link = (e.target as Element).closest('a');
    if (!link) return;
    e.preventDefault();
    go(Number(link.dataset.i));
  };

  return (
    <nav className="gkn-toc" aria-label={i18n._({ id: 'toc.label', message: 'Inhoudsopgave' })}>
      <div>
        <details
          ref={details}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && e.currentTarget.open) {
              e.currentTarget.open = false;
              e.currentTarget.querySelector('summary')?.focus();
            }
          }}
        >
          <summary>
            <b>{i18n._({ id: 'toc.title', message: 'Inhoud' })}</b>
            {/* Read as 'Inhoud: Laatste nieuws', not 'InhoudLaatste nieuws' (the gap is a margin). */}
            <span className="gkn-vh">: </span>
            {entries[at]!.title}
          </summary>
          <ol onClick={onClick}>
            {entries.map((entry, i) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`} data-i={i} aria-current={i === current ? 'location' : undefined}>
                  {entry.title}
                </a>
              </li>
            ))}
          </ol>
        </details>
        <div className="gkn-arrows">
          <button
            type="button"
            disabled={current <= 0}
            onClick={() => go(at - 1)}
            aria-label={i18n._({ id: 'toc.previous', message: 'Vorige sectie' })}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            disabled={at >= last}
            onClick={() => go(current < 0 ? 0 : at + 1)}
            aria-label={i18n._({ id: 'toc.next', message: 'Volgende sectie' })}
          >
            <span aria-hidden="true">↓</span>
          </button>
        </div>
      </div>
    </nav>
  );
}
