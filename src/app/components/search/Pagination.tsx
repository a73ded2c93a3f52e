import { css } from '@emotion/react';
import { paginationModel, startOfPage } from '../../logic/pagination.js';
import { focusRing } from '../../theme/styles.js';
import { useI18n } from '../../theme/use-t.js';
import { SiteLink } from '../SiteLink.js';

const nav = css({ margin: '32px 0 8px' });
const list = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  alignItems: 'center',
});
const cell = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  padding: '0 10px',
  borderRadius: 4,
  border: '1px solid #d6d6d2',
  textDecoration: 'none',
  color: 'var(--gkn-link-color)',
  '&:focus-visible': focusRing,
  '&[aria-current="page"]': {
    background: 'var(--gkn-base-color)',
    borderColor: 'var(--gkn-base-color)',
    color: '#fff',
    fontWeight: 700,
  },
});
const gap = css({ minWidth: 24, textAlign: 'center', color: '#575755' });

interface Props {
  start: number;
  hits: number;
  pageSize: number;
  /** The address of the page starting at that offset. */
  hrefFor: (start: number) => string;
}

/** requirements §9 pagination: numbers around the current page, the ends, separators; previous and next. */
export function Pagination({ start, hits, pageSize, hrefFor }: Props) {
  const i18n = useI18n();
  const { items, prevStart, nextStart } = paginationModel(start, hits, pageSize);
  if (items.length === 0) return null;
  const startOf = (page: number) => startOfPage(page, pageSize);
  return (
    <nav css={nav} aria-label={i18n._({ id: 'search.pagination.label', message: 'Paginering' })}>
      <ul css={list}>
        {prevStart !== null && (
          <li>
            <SiteLink css={cell} href={hrefFor(prevStart)} rel="prev">
              <span aria-hidden="true">‹ </span>
              {i18n._({ id: 'search.pagination.previous', message: 'Vorige' })}
            </SiteLink>
          </li>
        )}
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.side}`} css={gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <SiteLink
                css={cell}
                href={hrefFor(startOf(item.page))}
                aria-current={item.current ? 'page' : undefined}
                aria-label={i18n._({
                  id: 'search.pagination.page',
                  message: 'Pagina {page}',
                  values: { page: item.page },
                })}
              >
                {item.page}
              </SiteLink>
            </li>
          ),
        )}
        {nextStart !== null && (
          <li>
            <SiteLink css={cell} href={hrefFor(nextStart)} rel="next">
              {i18n._({ id: 'search.pagination.next', message: 'Volgende' })}
              <span aria-hidden="true"> ›</span>
            </SiteLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
