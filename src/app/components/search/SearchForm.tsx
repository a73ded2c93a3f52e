import { css } from '@emotion/react';
import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FilterSelection } from '../../../model/search.js';
import { searchFormAction, searchUrlOf, type SearchBase, type SortState } from '../../logic/search-url.js';
import { useSite } from '../../site-context.js';
import { focusRing, visuallyHidden } from '../../theme/styles.js';
import { useI18n } from '../../theme/use-t.js';
import { SearchStateFields } from './SearchStateFields.js';
import { button } from './search-styles.js';

const form = css({ display: 'flex', gap: 8, alignItems: 'stretch', width: '100%', maxWidth: 720 });
const input = css({
  flex: 1,
  minWidth: 0,
  minHeight: 48,
  padding: '10px 14px',
  font: 'inherit',
  fontSize: '1.125rem',
  border: '2px solid #6b6b68',
  borderRadius: 4,
  '&:focus-visible': { ...focusRing, borderColor: 'var(--gkn-base-color)' },
});

interface Props {
  base: SearchBase;
  term: string;
  filters: FilterSelection;
  sort: SortState | null;
  id?: string;
}

/**
 * The search page's own GET form: /zoeken?q=… redirects to /zoeken/<term> keeping the filters and
 * sort sent along as hidden fields, so it works without JavaScript; with it, it navigates in place.
 */
export function SearchForm({ base, term, filters, sort, id }: Props) {
  const i18n = useI18n();
  const site = useSite();
  const navigate = useNavigate();
  const inputId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '');
    navigate(searchUrlOf(base, { term: q, filters, sort, start: 0 }));
  };
  return (
    <form css={form} method="get" action={searchFormAction(base)} role="search" onSubmit={onSubmit} id={id}>
      <label htmlFor={inputId} css={visuallyHidden}>
        {i18n._({ id: 'search.form.label', message: 'Zoekterm' })}
      </label>
      <input
        id={inputId}
        css={input}
        type="search"
        name="q"
        defaultValue={term === '*' ? '' : term}
        key={term}
        placeholder={site.searchPlaceholder}
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
      />
      <SearchStateFields filters={filters} sort={sort} />
      <button type="submit" css={button}>
        {i18n._({ id: 'search.form.submit', message: 'Zoeken' })}
      </button>
    </form>
  );
}
