import { css } from '@emotion/react';
import type { I18n } from '@lingui/core';
import { useI18n } from '../../theme/use-t.js';
import { AuthorNames } from './AuthorNames.js';
import type { SummaryItem, SummaryKey } from '../../../model/summary-items.js';

/** The label of a summary item (requirements §3), on item cards and in the search results. */
export function summaryLabel(i18n: I18n, key: SummaryKey): string {
  switch (key) {
    case 'status':
      return i18n._({ id: 'summary.status', message: 'Status' });
    case 'region':
      return i18n._({ id: 'summary.region', message: 'Regio' });
    case 'subject':
      return i18n._({ id: 'summary.subject', message: 'Onderwerp' });
    case 'target_audience':
      return i18n._({ id: 'summary.targetAudience', message: 'Doelgroep' });
    case 'when':
      return i18n._({ id: 'summary.when', message: 'Wanneer' });
    case 'location':
      return i18n._({ id: 'summary.location', message: 'Locatie' });
    case 'organiser':
      return i18n._({ id: 'summary.organiser', message: 'Organisator' });
    case 'price':
      return i18n._({ id: 'summary.price', message: 'Kosten' });
    case 'duration':
      return i18n._({ id: 'summary.duration', message: 'Looptijd' });
    case 'theme':
      return i18n._({ id: 'summary.theme', message: 'Thema' });
    case 'project_arrangement':
      return i18n._({ id: 'summary.projectArrangement', message: 'Regeling' });
    case 'year':
      return i18n._({ id: 'summary.year', message: 'Jaar' });
    case 'authors':
      return i18n._({ id: 'summary.authors', message: 'Auteur(s)' });
    case 'source':
      return i18n._({ id: 'summary.source', message: 'Bron' });
  }
}

const list = css({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '2px 12px',
  margin: 0,
  fontSize: '0.9rem',
  dt: { fontWeight: 700 },
  dd: { margin: 0, overflowWrap: 'anywhere' },
});
const pair = css({ display: 'contents' });

export function SummaryItems({ items, className }: { items: SummaryItem[]; className?: string }) {
  const i18n = useI18n();
  if (items.length === 0) return null;
  return (
    <dl css={list} className={className}>
      {items.map((item) => (
        <div key={item.key} css={pair}>
          <dt>{summaryLabel(i18n, item.key)}</dt>
          <dd>{item.authors ? <AuthorNames authors={item.authors} /> : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
