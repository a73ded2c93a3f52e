import { css } from '@emotion/react';
import type { SearchRecord } from '../../../model/search.js';
import { searchUrlOf, type SearchBase, type SearchUrlState } from '../../logic/search-url.js';
import type { SearchPhase } from '../../logic/search-state.js';
import { useI18n } from '../../theme/use-t.js';
import { Pagination } from './Pagination.js';
import { ResultItem } from './ResultItem.js';
import { SiteLink } from '../SiteLink.js';
import { StaticHtml } from '../StaticHtml.js';
import { useViewer } from '../../auth/viewer-context.js';

const list = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  transition: 'opacity .15s',
  '&[aria-busy="true"]': { opacity: 0.55 },
});
const notice = css({
  padding: '24px 0',
  h2: {
    fontFamily: 'var(--gkn-font-secondary)',
    fontSize: '1.5rem',
    margin: '0 0 8px',
    color: 'var(--gkn-heading-color)',
  },
});

interface Props {
  base: SearchBase;
  locale: string;
  phase: SearchPhase;
  records: SearchRecord[];
  hits: number;
  state: SearchUrlState;
  pageSize: number;
}

/**
 * The result list with its empty and error states and pagination (requirements §2, §4, §8, §9). For
 * a visitor the list is kept as the server sent it while the page hydrates and the records stay the
 * same (StaticHtml, decision 024); a logged-in user's results have bookmark toggles, so they hydrate.
 */
export function SearchResults({ base, locale, phase, records, hits, state, pageSize }: Props) {
  const i18n = useI18n();
  const { viewer } = useViewer();
  const from = searchUrlOf(base, state);
  if (phase === 'error') {
    return (
      <div css={notice}>
        <h2>{i18n._({ id: 'search.error.title', message: 'Zoeken lukt nu niet' })}</h2>
        <p>
          {i18n._({
            id: 'search.error.text',
            message: 'De zoekdienst geeft geen antwoord. Probeer het over een paar minuten opnieuw.',
          })}
        </p>
        {/* A whole new document: the browser asks the server again, whatever went wrong here. */}
        <a href={searchUrlOf(base, state)}>{i18n._({ id: 'search.error.retry', message: 'Opnieuw proberen' })}</a>
      </div>
    );
  }
  if (hits === 0 || records.length === 0) {
    return (
      <div css={notice} aria-busy={phase === 'searching'}>
        <h2>{i18n._({ id: 'search.empty.title', message: 'Geen resultaten' })}</h2>
        <p>
          {hits > 0
            ? i18n._({ id: 'search.empty.pastEnd', message: 'Deze pagina heeft geen resultaten meer.' })
            : i18n._({ id: 'search.empty.hint', message: 'Probeer een andere zoekterm of controleer de spelling.' })}
        </p>
        {hits > 0 && (
          <SiteLink href={searchUrlOf(base, { ...state, start: 0 })}>
            {i18n._({ id: 'search.empty.firstPage', message: 'Naar de eerste pagina' })}
          </SiteLink>
        )}
      </div>
    );
  }
  return (
    <>
      <StaticHtml
        as="ol"
        keepWhile={viewer ? null : [records, locale, i18n.locale, from]}
        css={list}
        aria-busy={phase === 'searching'}
        start={state.start + 1}
      >
        {records.map((r) => (
          <ResultItem key={r.id} record={r} base={base} locale={locale} from={from} />
        ))}
      </StaticHtml>
      <Pagination
        start={state.start}
        hits={hits}
        pageSize={pageSize}
        hrefFor={(start) => searchUrlOf(base, { ...state, start })}
      />
    </>
  );
}
