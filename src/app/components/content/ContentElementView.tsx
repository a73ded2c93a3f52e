import { css } from '@emotion/react';
import type { ContentElement, PersonElement } from '../../../model/content-element.js';
import type { Locale } from '../../../model/services.js';
import { useViewer } from '../../auth/viewer-context.js';
import { useI18n } from '../../theme/use-t.js';
import { StaticHtml } from '../StaticHtml.js';
import { NewsletterForm } from '../forms/NewsletterForm.js';
import { LoadedImage } from '../ui/LoadedImage.js';
import { Title } from '../ui/Title.js';
import { AlphabetIndex } from './AlphabetIndex.js';
import { CmsLink } from './CmsLink.js';
import { useContentData } from './content-data.js';
import { ItemCardView } from './ItemCardView.js';
import { PersonCard } from './PersonCard.js';
import { VideoEmbed } from './VideoEmbed.js';

const richText = css({
  lineHeight: 1.65,
  fontSize: '1.05rem',
  a: { color: 'var(--gkn-link-color)' },
  'h2, h3, h4': { fontFamily: 'var(--gkn-font-secondary)', color: 'var(--gkn-heading-color)', lineHeight: 1.25 },
  'ul, ol': { paddingLeft: '1.3em' },
  li: { margin: '4px 0' },
});
const figure = css({
  margin: '20px 0',
  img: { width: '100%', borderRadius: 8 },
  figcaption: { fontSize: '0.9rem', color: '#4a4a46', marginTop: 6 },
});
const linkList = css({
  listStyle: 'none',
  padding: 0,
  margin: '12px 0',
  display: 'flex',
  flexDirection: 'column',
  gap: 10,
});
const pillList = css({ listStyle: 'none', padding: 0, margin: '12px 0', display: 'flex', flexWrap: 'wrap', gap: 10 });
const itemGrid = css({
  listStyle: 'none',
  padding: 0,
  margin: '16px 0',
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
});
const accordion = css({
  margin: '16px 0',
  details: { borderBottom: '1px solid #dedbd2' },
  'details:first-of-type': { borderTop: '1px solid #dedbd2' },
  summary: {
    cursor: 'pointer',
    padding: '14px 36px 14px 4px',
    fontWeight: 700,
    listStyle: 'none',
    position: 'relative',
    color: 'var(--gkn-heading-color)',
    '&::-webkit-details-marker': { display: 'none' },
    '&::after': {
      content: ['"+"', '"+" / ""'],
      position: 'absolute',
      right: 8,
      top: 10,
      fontSize: '1.4rem',
      lineHeight: 1,
    },
  },
  'details[open] > summary::after': { content: ['"−"', '"−" / ""'] },
  'details > div': { padding: '0 4px 14px' },
});
const persons = css({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
});
const videoBlock = css({ margin: '16px 0' });
const notice = css({ padding: 12, background: '#f4efe4', borderRadius: 6 });

interface Props {
  element: ContentElement;
  locale: Locale;
  /** The heading level of an element title: one below its section's. */
  headingLevel?: 2 | 3;
}

/**
 * One CMS element (docs/upstream-contracts.md §1.1), typed by the upstream mapper: its html was
 * sanitised there before caching, so it is safe to inject. A form element is the contact page's
 * (rendered there), so it renders nothing here. Text, links, images, accordions and cards are kept
 * as the server sent them while the page hydrates (StaticHtml, decision 024), for as long as what
 * they show is the same; the cards only for a visitor (a logged-in user's have bookmark toggles).
 */
export function ContentElementView({ element, locale, headingLevel = 3 }: Props) {
  const i18n = useI18n();
  const data = useContentData();
  const { viewer } = useViewer();
  const title = element.title;
  const heading = title ? (
    <Title level={headingLevel} size="small">
      {title}
    </Title>
  ) : null;
  switch (element.type) {
    case 'newsletter':
      // The sign-up text, then the form (the forms engineer's component) under the element title.
      return (
        <div css={richText} data-element="newsletter">
          {element.html && <div dangerouslySetInnerHTML={{ __html: element.html }} />}
          <NewsletterForm id={`newsletter-${element.id ?? 'form'}`} title={title} headingLevel={headingLevel} />
        </div>
      );
    case 'text':
      return (
        <StaticHtml as="div" keepWhile={[element.html, title, headingLevel]} css={richText} data-element={element.type}>
          {heading}
          {element.html && <div dangerouslySetInnerHTML={{ __html: element.html }} />}
        </StaticHtml>
      );
    case 'image':
      return (
        <StaticHtml as="figure" keepWhile={[element.source, element.alt, element.caption]} css={figure}>
          <LoadedImage src={element.source} alt={element.alt} width={1200} height={675} />
          {element.caption && <figcaption>{element.caption}</figcaption>}
        </StaticHtml>
      );
    case 'links': {
      const { links } = element;
      if (links.length === 0) return null;
      const allPills = links.every((l) => l.type === 'pill');
      return (
        <StaticHtml as="div" keepWhile={[links, title, headingLevel, locale]} data-element="links">
          {heading}
          <ul css={allPills ? pillList : linkList}>
            {links.map((l, i) => (
              <li key={i}>
                <CmsLink link={l} locale={locale} />
              </li>
            ))}
          </ul>
        </StaticHtml>
      );
    }
    case 'item-list': {
      const items = data.itemLists[element.id];
      // Cards go one level below the list's own title, or take its level when it has none.
      const itemLevel = heading ? (headingLevel === 2 ? 3 : 4) : headingLevel;
      return (
        <div data-element="item-list">
          {heading}
          {items === null ? (
            <p css={notice}>
              {i18n._({
                id: 'itemList.failed',
                message: 'Deze lijst kan nu niet worden geladen. Probeer het later nog eens.',
              })}
            </p>
          ) : !items || items.length === 0 ? (
            <p css={notice}>{i18n._({ id: 'itemList.empty', message: 'Er zijn nog geen items in deze lijst.' })}</p>
          ) : element.id === data.alphabetList ? (
            <AlphabetIndex items={items} headingLevel={itemLevel} />
          ) : (
            <StaticHtml as="ul" keepWhile={viewer ? null : [items, itemLevel, i18n.locale]} css={itemGrid}>
              {items.map((item) => (
                <li key={item.id}>
                  <ItemCardView item={item} headingLevel={itemLevel} />
                </li>
              ))}
            </StaticHtml>
          )}
        </div>
      );
    }
    case 'accordion':
      return (
        <StaticHtml as="div" keepWhile={[element.items, title, headingLevel]} css={accordion} data-element="accordion">
          {heading}
          {element.items.map((item, i) => (
            <details key={i}>
              <summary>{item.title}</summary>
              {item.html && <div css={richText} dangerouslySetInnerHTML={{ __html: item.html }} />}
            </details>
          ))}
        </StaticHtml>
      );
    case 'video':
      return (
        <div data-element="video" css={videoBlock}>
          {element.file && heading}
          <VideoEmbed video={element} title={title} />
        </div>
      );
    case 'person':
      return <PersonCard person={element} />;
    case 'form':
      return null;
  }
}

/** Consecutive person elements as one grid, kept as the server sent it while they stay the same. */
export function PersonGrid({ elements }: { elements: PersonElement[] }) {
  const i18n = useI18n();
  return (
    <StaticHtml as="div" keepWhile={[i18n.locale, ...elements]} css={persons}>
      {elements.map((e, i) => (
        <PersonCard key={e.id ?? i} person={e} />
      ))}
    </StaticHtml>
  );
}
