import { css } from '@emotion/react';
import { ALPHABET_SCROLL_OFFSET } from '../../logic/chrome-constants.js';
import { groupByLetter } from '../../../model/alphabet.js';
import { alphabetLetterId } from '../../../model/page-chrome.js';
import { mq } from '../../theme/breakpoints.js';
import { Badge } from '../ui/Badge.js';
import { Title, type TitleLevel } from '../ui/Title.js';
import { recordLang } from '../../i18n/record-lang.js';
import { SiteLink } from '../SiteLink.js';
import type { ItemCard } from './content-data.js';

const groupsGrid = css({
  display: 'grid',
  gap: '8px 40px',
  margin: '16px 0',
  [mq.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});
// Without JavaScript a letter is a plain hash link: the browser then keeps the same 315px (requirements §9).
const group = css({
  scrollMarginTop: ALPHABET_SCROLL_OFFSET,
  breakInside: 'avoid',
  paddingTop: 8,
  borderTop: '3px solid var(--gkn-highlight-color)',
});
const letterHeading = css({ fontSize: '1.6rem', margin: '4px 0 8px', color: 'var(--gkn-base-color)' });
const list = css({ listStyle: 'none', padding: 0, margin: '0 0 16px' });
const entry = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '4px 10px',
  padding: '8px 0',
  borderBottom: '1px solid #dedbd2',
  a: { color: 'var(--gkn-link-color)', fontWeight: 600 },
});
const meta = css({ fontSize: '0.85rem', color: '#4a4a46' });

/**
 * An item list as an A–Z index (requirements §3 Alphabet item): one group per letter with the id the
 * alphabet navigation links to (`letter-a`), each item a link to its result page.
 */
export function AlphabetIndex({ items, headingLevel }: { items: ItemCard[]; headingLevel: TitleLevel }) {
  return (
    <div css={groupsGrid}>
      {groupByLetter(items).map(({ letter, items: entries }) => (
        <section
          key={letter}
          id={alphabetLetterId(letter)}
          css={group}
          aria-labelledby={`${alphabetLetterId(letter)}-title`}
          tabIndex={-1}
        >
          <Title level={headingLevel} id={`${alphabetLetterId(letter)}-title`} css={letterHeading}>
            {letter}
          </Title>
          <ul css={list}>
            {entries.map((item) => (
              <li key={item.id} css={entry}>
                <SiteLink href={item.href} lang={recordLang(item.language)}>
                  {item.title}
                </SiteLink>
                <span css={meta}>
                  {[item.publisher ?? item.journal, item.year].filter((v) => v !== null && v !== '').join(', ')}
                </span>
                <Badge type={item.contentsubtype} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
