import { useEffect, useRef, type RefObject } from 'react';
import type { FilterSelection } from '../../../model/search.js';
import { changedBeforeScripts } from '../../browser/changed-before-scripts.js';
import { sortChoiceOf, sortOfChoice } from '../../logic/search-params.js';
import { toggleFilter, type SortState } from '../../logic/search-url.js';

/**
 * A choice made on the plain search forms before the scripts ran (filter values checked or
 * unchecked, a sort picked) and not sent: applied once they run, as one new search state, as any
 * choice is with them (decision 015). React keeps such a field as the visitor left it when it
 * hydrates, but the forms are controlled: a later render sets them back to the page's state, and
 * with the scripts they have no button to send them. Only what the visitor changed counts: a field
 * the browser restored from its form memory goes back to what the address says
 * (`useFilterStateFromQuery`). A search view mounted later, by a client navigation, has new fields
 * that nobody changed before the scripts, so this acts at hydration only.
 */
export function useChoicesMadeBeforeScripts(
  view: RefObject<HTMLElement | null>,
  filterFormId: string,
  shown: { filters: FilterSelection; sort: SortState | null },
  apply: (filters: FilterSelection, sort: SortState | null) => void,
): void {
  // What the server rendered, read once: the page's state the fields are compared with.
  const atHydration = useRef({ ...shown, apply });
  useEffect(() => {
    const { filters, sort, apply: applyChoice } = atHydration.current;
    let chosenFilters = filters;
    const boxes = document.getElementById(filterFormId)?.querySelectorAll<HTMLInputElement>('input[type=checkbox]');
    for (const box of boxes ?? []) {
      const inState = chosenFilters.some((g) => g.name === box.name && g.values.includes(box.value));
      if (box.checked !== inState && changedBeforeScripts(box))
        chosenFilters = toggleFilter(chosenFilters, box.name, box.value);
    }
    const select = view.current?.querySelector<HTMLSelectElement>('select[name="sort"]');
    const sortChanged = !!select && select.value !== sortChoiceOf(sort) && changedBeforeScripts(select);
    if (chosenFilters !== filters || sortChanged)
      applyChoice(chosenFilters, sortChanged ? sortOfChoice(select.value) : sort);
  }, [view, filterFormId]);
}
