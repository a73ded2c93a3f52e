import { css } from '@emotion/react';
import type { ContentElement } from '../../model/page.js';
import type { Locale } from '../../model/services.js';
import { useI18n } from '../theme/use-t.js';
import { AlphabetIndex } from './content/AlphabetIndex.js';
import { CmsLink, toCmsLink } from './content/CmsLink.js';
import { useContentData } from './content/content-data.js';
import { ItemCardView } from './content/ItemCardView.js';
import { safeVideoUrl, VideoEmbed } from './content/VideoEmbed.js';
import { NewsletterForm } from './forms/NewsletterForm.js';
import { LoadedImage } from './ui/LoadedImage.js';
import { PersonCard } from './ui/PersonCard.js';
import { Title } from './ui/Title.js';

export const richText = css({
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
    '&::after': { content: '"+"', position: 'absolute', right: 8, top: 10, fontSize: '1.4rem', lineHeight: 1 },
  },
  'details[open] > summary::after': { content: '"−"' },
  'details > div': { padding: '0 4px 14px' },
});
const persons = css({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
});
const videoBlock = css({ margin: '16px 0' });
const notice = css({ padding: 12, background: '#f4efe4', borderRadius: 6 });

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);

interface Props {
  element: ContentElement;
  locale: Locale;
  /** The heading level of an element title: one below its section's. */
  headingLevel?: 2 | 3;
}

/**
 * One CMS element (docs/upstream-contracts.md §1.1). Its html was sanitised in the upstream mapper
 * before caching, so it is safe to inject. Types this view does not know render nothing.
 */
export function ContentElementView({ element, locale, headingLevel = 3 }: Props) {
  const i18n = useI18n();
  const data = useContentData();
  const title = text(element.title);
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
          {text(element.html) && <div dangerouslySetInnerHTML={{ __html: element.html as string }} />}
          <NewsletterForm id={`newsletter-${element.id ?? 'form'}`} title={title} headingLevel={headingLevel} />
        </div>
      );
    case 'text':
      return (
        <div css={richText} data-element={element.type}>
          {heading}
          {text(element.html) && <div dangerouslySetInnerHTML={{ __html: element.html as string }} />}
        </div>
      );
    case 'image': {
      const source = text(element.source);
      if (!source) return null;
      return (
        <figure css={figure}>
          <LoadedImage src={source} alt={text(element.alt) ?? ''} width={1200} height={675} />
          {text(element.caption) && <figcaption>{text(element.caption)}</figcaption>}
        </figure>
      );
    }
    case 'links': {
      const links = (Array.isArray(element.links) ? element.links : []).map(toCmsLink).filter((l) => l !== null);
      if (links.length === 0) return null;
      const allPills = links.every((l) => l.type === 'pill');
      return (
        <div data-element="links">
          {heading}
          <ul css={allPills ? pillList : linkList}>
            {links.map((l, i) => (
              <li key={i}>
                <CmsLink link={l} locale={locale} />
              </li>
            ))}
          </ul>
        </div>
      );
    }
    case 'item-list': {
      const items = element.id ? data.itemLists[element.id] : undefined;
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
            <ul css={itemGrid}>
              {items.map((item) => (
                <li key={item.id}>
                  <ItemCardView item={item} headingLevel={itemLevel} />
                </li>
              ))}
            </ul>
          )}
        </div>
      );
    }
    case 'accordion': {
      const items = (Array.isArray(element.items) ? element.items : []) as { title?: unknown; html?: unknown }[];
      return (
        <div css={accordion} data-element="accordion">
          {heading}
          {items.map((item, i) => (
            <details key={i}>
              <summary>{text(item.title)}</summary>
              {text(item.html) && <div css={richText} dangerouslySetInnerHTML={{ __html: item.html as string }} />}
            </details>
          ))}
        </div>
      );
    }
    case 'video': {
      const url = safeVideoUrl(element.url);
      if (!url) return null;
      return (
        <div data-element="video" css={videoBlock}>
          <VideoEmbed url={url} title={title} />
        </div>
      );
    }
    case 'person':
      return <PersonCard person={element} />;
    default:
      return null;
  }
}

/** Consecutive person elements as one grid. */
export function PersonGrid({ elements }: { elements: ContentElement[] }) {
  return (
    <div css={persons}>
      {elements.map((e, i) => (
        <PersonCard key={e.id ?? i} person={e} />
      ))}
    </div>
  );
}
