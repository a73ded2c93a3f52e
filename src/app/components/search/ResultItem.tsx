import { css } from '@emotion/react';
import { SUMMARY_KEYS, type SearchRecord } from '../../../model/search.js';
import { resultUrlOf, type SearchBase } from '../../logic/search-url.js';
import { focusRing } from '../../theme/styles.js';
import { useI18n } from '../../theme/use-t.js';
import { SiteLink } from '../SiteLink.js';
import { AuthorNames } from '../ui/AuthorNames.js';
import { badgeLabel } from '../ui/Badge.js';
import { formatDate } from '../ui/DateDisplay.js';
import { summaryLabel } from '../ui/SummaryItems.js';
import { RecordLinks } from './RecordLinks.js';
import { badgeFor } from './search-styles.js';
import { BookmarkToggle } from '../../personal/BookmarkToggle.js';
import { recordLang } from '../../i18n/record-lang.js';

const item = css({ padding: '20px 0', borderBottom: '1px solid #d6d6d2' });
const meta = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '4px 12px',
  fontSize: '0.9375rem',
  color: '#575755',
});
const heading = css({
  fontFamily: 'var(--gkn-font-secondary)',
  fontSize: '1.25rem',
  lineHeight: 1.3,
  margin: '8px 0 6px',
  a: {
    color: 'var(--gkn-link-color)',
    textDecorationThickness: 1,
    '&:hover': { textDecorationThickness: 2 },
    '&:focus-visible': focusRing,
  },
});
const bylineStyle = css([meta, { margin: '0 0 6px' }]);
const description = css({
  margin: '0 0 8px',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
const summary = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2px 16px',
  margin: '0 0 8px',
  fontSize: '0.9375rem',
  div: { display: 'flex', gap: 4 },
  dt: { fontWeight: 600, '&::after': { content: '":"' } },
  dd: { margin: 0 },
});
const links = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: '0.9375rem',
});

const toggle = css({ marginTop: 8 });

/**
 * One search record (requirements §2 Results): badge, date, title to the result page, summary items,
 * links, and for a logged-in user the bookmark toggle (requirements §4).
 */
export function ResultItem({
  record,
  base,
  locale,
  from,
}: {
  record: SearchRecord;
  base: SearchBase;
  locale: string;
  /** The search state this list shows, so the result page can lead back to it. */
  from?: string;
}) {
  const i18n = useI18n();
  const date = record.date ? formatDate(record.date, locale === 'en' ? 'en' : 'nl') : null;
  const publisher = record.journal ?? record.publisher;
  const summaryItems = SUMMARY_KEYS.filter((k) => record.summary[k]);
  // The record's own words in its own language; badge and labels are the page's.
  const lang = recordLang(record.language);
  return (
    <li css={item}>
      <article>
        <div css={meta}>
          <span css={badgeFor(record.contentsubtype)}>{badgeLabel(i18n, record.contentsubtype)}</span>
          {date ? <time dateTime={record.date!}>{date}</time> : record.year !== null && <span>{record.year}</span>}
          {record.source && <span>{record.source}</span>}
        </div>
        <h3 css={heading} lang={lang}>
          <SiteLink href={resultUrlOf(base, record.title, record.id, from)}>{record.title}</SiteLink>
        </h3>
        {(record.authors.length > 0 || publisher) && (
          <p css={bylineStyle}>
            <AuthorNames authors={record.authors} />
            {record.authors.length > 0 && publisher && ' · '}
            {publisher}
          </p>
        )}
        {record.description && (
          <p css={description} lang={lang}>
            {record.description}
          </p>
        )}
        {summaryItems.length > 0 && (
          <dl css={summary}>
            {summaryItems.map((k) => (
              <div key={k}>
                <dt>{summaryLabel(i18n, k)}</dt>
                <dd lang={lang}>{record.summary[k]}</dd>
              </div>
            ))}
          </dl>
        )}
        {record.links && <RecordLinks css={links} items={record.links} context={record.title} />}
        {/* A portlet is a partner's iframe, where our session cookie never comes: no bookmarks there. */}
        {base.kind === 'site' && <BookmarkToggle css={toggle} itemId={record.id} cardTitle={record.title} />}
      </article>
    </li>
  );
}
