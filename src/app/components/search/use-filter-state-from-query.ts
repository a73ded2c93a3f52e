import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { parseFilters } from '../../logic/search-params.js';

/** requirements §9: filter state re-applied from the query after 100 ms. */
const FILTER_STATE_REAPPLY_MS = 100;

/**
 * The URL is the filter state (requirements §5). 100 ms after the page shows a search state (hydration,
 * a client navigation, back or forward), the filter form is set from the query once more:
 * checkboxes a browser restored from its form memory, or that were changed without React seeing
 * it, go back to what the address says, and a choice left over from a navigation that never
 * arrived is dropped (`onReapply`). Not while a new search state is loading: that is the user's
 * next choice, shown as it loads.
 */
export function useFilterStateFromQuery(
  formId: string,
  known: readonly string[],
  loading: boolean,
  onReapply: () => void,
): void {
  const location = useLocation();
  const latest = useRef({ known, loading, onReapply });
  latest.current = { known, loading, onReapply };
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const { known: names, loading: busy, onReapply: reapply } = latest.current;
      if (busy) return;
      const selection = parseFilters(new URLSearchParams(location.search), names);
      const form = document.getElementById(formId);
      for (const box of form?.querySelectorAll<HTMLInputElement>('input[type=checkbox]') ?? []) {
        const checked = selection.some((g) => g.name === box.name && g.values.includes(box.value));
        if (box.checked !== checked) box.checked = checked;
      }
      reapply();
    }, FILTER_STATE_REAPPLY_MS);
    return () => window.clearTimeout(timer);
  }, [formId, location.key, location.search]);
}
