import { css } from '@emotion/react';
import { useId, type ChangeEvent } from 'react';
import type { FilterSelection } from '../../../model/search.js';
import { SORT_CHOICES, sortChoiceOf, sortOfChoice, type SortChoice } from '../../logic/search-params.js';
import { searchPathOf, type SearchBase, type SortState } from '../../logic/search-url.js';
import { focusRing } from '../../theme/styles.js';
import { useI18n } from '../../theme/use-t.js';
import { SearchStateFields } from './SearchStateFields.js';
import { secondaryButton } from './search-styles.js';
import type { I18n } from '@lingui/core';

const form = css({ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' });
const select = css({
  minHeight: 44,
  padding: '8px 10px',
  font: 'inherit',
  border: '2px solid #6b6b68',
  borderRadius: 4,
  background: '#fff',
  '&:focus-visible': focusRing,
});

// The button sends the form where no script runs. Below 960px, where scripts run, it is gone from
// the first paint, not from hydration on: the toolbar would otherwise lose a row then and the
// results jump (requirements §10.3), as the filter panel does (FilterSidebar). A sort chosen before
// the scripts ran is applied once they run; on a wide screen the button stays until then.
const submitButton = css([
  secondaryButton,
  { '@media (max-width: 959.98px) and (scripting: enabled)': { display: 'none' } },
]);

function choiceLabel(i18n: I18n, choice: SortChoice): string {
  switch (choice) {
    case 'relevance':
      return i18n._({ id: 'search.sort.relevance', message: 'Relevantie' });
    case 'title-asc':
      return i18n._({ id: 'search.sort.titleAsc', message: 'Titel (A–Z)' });
    case 'title-desc':
      return i18n._({ id: 'search.sort.titleDesc', message: 'Titel (Z–A)' });
    case 'year-asc':
      return i18n._({ id: 'search.sort.oldest', message: 'Oudste eerst' });
    case 'year-desc':
      return i18n._({ id: 'search.sort.newest', message: 'Nieuwste eerst' });
  }
}

interface Props {
  base: SearchBase;
  term: string;
  filters: FilterSelection;
  sort: SortState | null;
  enhanced: boolean;
  /** With JavaScript: a sort was chosen; the page updates in place. */
  onSort: (sort: SortState | null) => void;
}

/** requirements §3 sort options. Without JavaScript a GET form (`sort` is turned into srt/srt_direction). */
export function SortForm({ base, term, filters, sort, enhanced, onSort }: Props) {
  const i18n = useI18n();
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => onSort(sortOfChoice(event.target.value));
  return (
    // No submit handler: with the scripts a choice applies at once and the form has no submit
    // button. A press on the one shown without them that lands while React hydrates is the plain
    // GET the server answers (decision 015).
    <form css={form} method="get" action={searchPathOf(base, term)}>
      <label htmlFor={id}>{i18n._({ id: 'search.sort.label', message: 'Sorteren op' })}</label>
      <select id={id} name="sort" css={select} value={sortChoiceOf(sort)} onChange={onChange}>
        {SORT_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {choiceLabel(i18n, choice)}
          </option>
        ))}
      </select>
      <SearchStateFields filters={filters} />
      {!enhanced && (
        <button type="submit" css={submitButton} formNoValidate>
          {i18n._({ id: 'search.sort.submit', message: 'Sorteer' })}
        </button>
      )}
    </form>
  );
}
