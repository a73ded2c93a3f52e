import { css } from '@emotion/react';
import type { FilterGroupView } from '../../logic/search-data.js';
import { focusRing } from '../../theme/styles.js';
import { useI18n } from '../../theme/use-t.js';
import { filterValueLabel } from './search-labels.js';

/** Values shown before 'more' (the keyword and year groups hold dozens). */
const SHOWN_VALUES = 8;

const group = css({ border: 0, borderTop: '1px solid #d6d6d2', margin: 0, padding: '12px 0' });
const legend = css({ fontWeight: 700, padding: 0, marginBottom: 6, float: 'left', width: '100%' });
// One style for the list and its options: a css prop on each of the dozens of options would cost
// each its own styling work when the page hydrates (docs/benchmark.md, Lighthouse).
const list = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  clear: 'both',
  label: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: 10,
    padding: '6px 0',
    cursor: 'pointer',
  },
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

interface Props {
  groups: FilterGroupView[];
  /** With JavaScript: a value was (un)checked; the page updates in place. */
  onToggle: (name: string, value: string) => void;
}

/**
 * The filter groups of the sidebar with their values and counts (requirements §2 Filter sidebar): the
 * checked values and the first others in view, the rest behind 'more' (a <details>, so it opens
 * without JavaScript too and every value stays reachable).
 */
export function FilterGroups({ groups, onToggle }: Props) {
  const i18n = useI18n();
  return groups.map((g) => {
    const checked = g.properties.filter((p) => p.checked);
    const checkedFirst = [...checked, ...g.properties.filter((p) => !p.checked)];
    const shown = checkedFirst.slice(0, Math.max(SHOWN_VALUES, checked.length));
    const rest = checkedFirst.slice(shown.length);
    const item = (p: FilterGroupView['properties'][number]) => (
      <li key={p.value}>
        <label>
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
  });
}
