import { css } from '@emotion/react';
import { Badge } from '../ui/Badge.js';
import { DateDisplay } from '../ui/DateDisplay.js';
import { SummaryItems } from '../ui/SummaryItems.js';
import { SiteLink } from '../SiteLink.js';
import type { ItemCard } from './content-data.js';
import { BookmarkToggle } from '../../personal/BookmarkToggle.js';
import { recordLang } from '../../i18n/record-lang.js';

const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  height: '100%',
  padding: '16px 18px',
  background: '#fff',
  borderRadius: 8,
  border: '1px solid #dedbd2',
  borderTop: '4px solid var(--gkn-highlight-color)',
  '&:hover': { boxShadow: '0 4px 14px rgba(0,0,0,0.08)' },
});
const head = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  fontSize: '0.85rem',
  color: '#4a4a46',
});
const title = css({
  margin: 0,
  fontSize: '1.1rem',
  lineHeight: 1.3,
  fontFamily: 'var(--gkn-font-secondary)',
  a: { color: 'var(--gkn-link-color)' },
});
const description = css({
  margin: 0,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/** At the card's foot; nothing at all for a visitor. */
const toggle = css({ marginTop: 'auto' });

/**
 * A record in an item list: badge, date or year, title linking to its result page, summary, and for
 * a logged-in user the bookmark toggle (requirements §4).
 */
export function ItemCardView({ item, headingLevel = 3 }: { item: ItemCard; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as 'h3';
  // The record's own words in its own language; badge, date and summary labels are the page's.
  const lang = recordLang(item.language);
  return (
    <article css={card}>
      <div css={head}>
        <Badge type={item.contentsubtype} />
        {item.date ? <DateDisplay value={item.date} /> : item.year ? <DateDisplay value={item.year} /> : null}
      </div>
      <Heading css={title} lang={lang}>
        <SiteLink href={item.href}>{item.title}</SiteLink>
      </Heading>
      {item.description && (
        <p css={description} lang={lang}>
          {item.description}
        </p>
      )}
      <SummaryItems items={item.summary.filter((s) => s.key !== 'year')} />
      <BookmarkToggle css={toggle} itemId={item.id} cardTitle={item.title} />
    </article>
  );
}
