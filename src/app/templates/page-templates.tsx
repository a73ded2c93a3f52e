import { css } from '@emotion/react';
import { Title } from '../components/ui/Title.js';
import { onHeroSurface } from '../theme/hero-styles.js';
import { container } from '../theme/styles.js';
import { mq } from '../theme/breakpoints.js';
import {
  AreaBlock,
  AreaBlocks,
  BackLink,
  HeaderMedia,
  LastUpdated,
  Lead,
  MainSections,
  Section,
  type TemplateProps,
} from './parts.js';
import { areaOf, mainSections } from './sections.js';

// Page templates of requirements §2: A, B, C, D, accordion, newsletter, text, video, item list, default.
// Each is a different arrangement of the same parts; the palette makes it each site's own.

const wrap = css([container, { paddingTop: 24, paddingBottom: 48 }]);
const reading = css({ maxWidth: 760 });
const muted = css({ color: '#4a4a46', fontSize: '0.9rem', display: 'block', margin: '8px 0 0' });

const twoColumns = css({
  display: 'grid',
  gap: 40,
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.large]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)' },
});
const asideCard = css({
  padding: 20,
  borderRadius: 10,
  background: 'color-mix(in srgb, var(--gkn-highlight-color) 18%, #fff)',
  borderLeft: '6px solid var(--gkn-highlight-color)',
  marginBottom: 24,
});

/** The default template (no or an unknown page type): title, lead, image, sections, aside. */
const headerGap = css({ marginBottom: 24 });
const defaultMedia = css({ maxHeight: 420, marginBottom: 32 });
const mediaWide = css({ aspectRatio: '16 / 10' });
const mediaC = css({ marginBottom: 24, aspectRatio: '4 / 3' });
const asideGridD = css({
  display: 'grid',
  gap: 24,
  [mq.medium]: { gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' },
});
const mediaText = css({ maxHeight: 280, marginBottom: 24 });
const mediaAccordion = css({ marginTop: 20, aspectRatio: '4 / 3' });
const mediaNewsletter = css({ margin: '20px 0', aspectRatio: '16 / 9' });
// The mobile header video is portrait: a tall frame below 750px, a wide banner from there.
const mediaVideo = css({ marginBottom: 28, aspectRatio: '3 / 4', [mq.medium]: { aspectRatio: '21 / 9' } });
const mediaList = css({ aspectRatio: '4 / 3', display: 'none', [mq.large]: { display: 'block' } });

export function DefaultTemplate({ page, locale, parent }: TemplateProps) {
  return (
    <article css={wrap} data-template="default">
      <header css={headerGap}>
        <BackLink parent={parent} />
        <Title level={1}>{page.title}</Title>
        <Lead page={page} />
      </header>
      <HeaderMedia page={page} single css={defaultMedia} />
      <div css={twoColumns}>
        <div>
          <MainSections page={page} locale={locale} />
        </div>
        <div>
          <AreaBlocks page={page} names={['aside']} locale={locale} css={asideCard} />
        </div>
      </div>
      <AreaBlocks page={page} names={['team', 'contact']} locale={locale} />
    </article>
  );
}

// ---- A: the landing arrangement (home, about): banner band, mosaic, alternating bands ----------

const bandA = css([onHeroSurface.landingBand, { padding: '40px 0 32px' }]);
const bandAInner = css([
  container,
  {
    display: 'grid',
    gap: 28,
    alignItems: 'center',
    [mq.large]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' },
  },
]);
const mediaA = css({ minHeight: 180, [mq.medium]: { minHeight: 220 }, [mq.large]: { minHeight: 340 } });
const alternating = css({
  '& > section:nth-of-type(even)': { background: 'color-mix(in srgb, var(--gkn-base-color) 7%, #fff)' },
  '& > section': { margin: 0, padding: '36px 0' },
  '& > section > *': { maxWidth: 1440, marginLeft: 'auto', marginRight: 'auto', paddingLeft: 20, paddingRight: 20 },
});
const asideBandA = css([
  container,
  {
    display: 'grid',
    gap: 24,
    padding: '32px 20px 48px',
    [mq.medium]: { gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' },
  },
]);

export function TemplateA({ page, locale, parent }: TemplateProps) {
  return (
    <article data-template="A">
      <header css={bandA} data-hero-surface="landingBand">
        <div css={bandAInner}>
          <div>
            <BackLink parent={parent} />
            <Title level={1}>{page.title}</Title>
            <Lead page={page} />
          </div>
          <HeaderMedia page={page} css={mediaA} />
        </div>
      </header>
      <div css={alternating}>
        <MainSections page={page} locale={locale} />
      </div>
      {(areaOf(page, 'aside').length > 0 || areaOf(page, 'team').length > 0) && (
        <div css={asideBandA}>
          <AreaBlocks page={page} names={['aside', 'team']} locale={locale} css={asideCard} />
        </div>
      )}
    </article>
  );
}

// ---- B: article with a sticky side column -----------------------------------------------------

const headerB = css({
  display: 'grid',
  gap: 24,
  marginBottom: 32,
  [mq.large]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'end' },
});
const stickyAside = css({ [mq.large]: { position: 'sticky', top: 110, alignSelf: 'start' } });
const asideB = css({ padding: 20, borderRadius: 10, border: '2px solid var(--gkn-base-color)', marginBottom: 20 });

export function TemplateB({ page, locale, parent }: TemplateProps) {
  return (
    <article css={wrap} data-template="B">
      <header css={headerB}>
        <div>
          <BackLink parent={parent} />
          <Title level={1}>{page.title}</Title>
          <Lead page={page} />
          <LastUpdated page={page} css={muted} />
        </div>
        <HeaderMedia page={page} single css={mediaWide} />
      </header>
      <div css={twoColumns}>
        <div css={reading}>
          <MainSections page={page} locale={locale} />
        </div>
        <div css={stickyAside}>
          <AreaBlocks page={page} names={['aside', 'contact']} locale={locale} css={asideB} />
        </div>
      </div>
    </article>
  );
}

// ---- C: contact / event arrangement: coloured title band, content cards, people ---------------

const bandC = css([onHeroSurface.contactBand, { padding: '32px 0' }]);
const cardsC = css({ display: 'grid', gap: 24, [mq.large]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } });
const cardC = css({
  background: '#fff',
  borderRadius: 12,
  padding: 24,
  boxShadow: '0 2px 12px rgba(0,0,0,0.08)',
  marginBottom: 24,
  '& > section': { margin: 0 },
});
const bodyC = css({ background: 'color-mix(in srgb, var(--gkn-base-color) 6%, #fff)', padding: '32px 0 48px' });

export function TemplateC({ page, locale, parent }: TemplateProps) {
  const people = [...areaOf(page, 'contact'), ...areaOf(page, 'team'), ...areaOf(page, 'aside')];
  return (
    <article data-template="C">
      <header css={bandC} data-hero-surface="contactBand">
        <div css={container}>
          <BackLink parent={parent} />
          <Title level={1}>{page.title}</Title>
          <Lead page={page} />
        </div>
      </header>
      <div css={bodyC}>
        <div css={[container, cardsC]}>
          <div>
            {mainSections(page).map((s, i) => (
              <div key={i} css={cardC}>
                <Section section={s} locale={locale} />
              </div>
            ))}
          </div>
          <div>
            <HeaderMedia page={page} single css={mediaC} />
            {people.map((a, i) => (
              <AreaBlock key={i} area={a} locale={locale} css={cardC} />
            ))}
          </div>
        </div>
      </div>
    </article>
  );
}

// ---- D: magazine: full-width image with the title over it, narrow reading column -------------

// The image fills the hero; the title sits on a solid banner-colour panel laid over its lower part,
// so the text is as readable on a bright image as on a dark one. A fade above the panel (no text
// in it) softens the edge. At least 140px (220px from 750px) of the image shows above the panel.
const heroD = css({
  position: 'relative',
  minHeight: 320,
  paddingTop: 140,
  display: 'flex',
  alignItems: 'flex-end',
  background: 'var(--gkn-banner-color)',
  overflow: 'hidden',
  [mq.medium]: { minHeight: 440, paddingTop: 220 },
});
const heroDMedia = css({ position: 'absolute', inset: 0, borderRadius: 0 });
const heroDText = css([
  onHeroSurface.overImage,
  {
    position: 'relative',
    width: '100%',
    padding: '20px 0 28px',
    '&::before': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: '100%',
      height: 64,
      background: 'linear-gradient(to top, var(--gkn-banner-color), transparent)',
      pointerEvents: 'none',
    },
  },
]);
const columnD = css({ maxWidth: 720, margin: '0 auto', padding: '32px 20px 16px' });
const asideD = css({ background: 'color-mix(in srgb, var(--gkn-highlight-color) 22%, #fff)', padding: '32px 0 40px' });

export function TemplateD({ page, locale, parent }: TemplateProps) {
  return (
    <article data-template="D">
      <header css={heroD}>
        <HeaderMedia page={page} single css={heroDMedia} />
        <div css={heroDText} data-hero-surface="overImage">
          <div css={container}>
            <BackLink parent={parent} />
            <Title level={1}>{page.title}</Title>
            <Lead page={page} />
          </div>
        </div>
      </header>
      <div css={columnD}>
        <LastUpdated page={page} css={muted} />
        <MainSections page={page} locale={locale} />
      </div>
      {[...areaOf(page, 'aside'), ...areaOf(page, 'contact'), ...areaOf(page, 'team')].length > 0 && (
        <div css={asideD}>
          <div css={[container, asideGridD]}>
            <AreaBlocks page={page} names={['aside', 'contact', 'team']} locale={locale} />
          </div>
        </div>
      )}
    </article>
  );
}

// ---- text, accordion, newsletter, video, item list --------------------------------------------

const narrowHeader = css({ borderBottom: '4px solid var(--gkn-highlight-color)', paddingBottom: 16, marginBottom: 28 });

/** Plain reading: legal texts, privacy, disclaimer. A small image only if there is one. */
export function TextTemplate({ page, locale, parent }: TemplateProps) {
  return (
    <article css={[wrap, reading]} data-template="text">
      <header css={narrowHeader}>
        <BackLink parent={parent} />
        <Title level={1} size="medium">
          {page.title}
        </Title>
        <Lead page={page} />
        <LastUpdated page={page} css={muted} />
      </header>
      <HeaderMedia page={page} single css={mediaText} />
      <MainSections page={page} locale={locale} />
    </article>
  );
}

const accordionWrap = css([
  container,
  {
    paddingTop: 32,
    paddingBottom: 48,
    display: 'grid',
    gap: 32,
    [mq.large]: { gridTemplateColumns: 'minmax(240px, 1fr) minmax(0, 2fr)' },
  },
]);

/** FAQ: the title and image beside, the questions as disclosure widgets (no JS needed). */
export function AccordionTemplate({ page, locale, parent }: TemplateProps) {
  return (
    <article css={accordionWrap} data-template="accordion">
      <header>
        <BackLink parent={parent} />
        <Title level={1} size="medium">
          {page.title}
        </Title>
        <Lead page={page} />
        <HeaderMedia page={page} single css={mediaAccordion} />
      </header>
      <div>
        <MainSections page={page} locale={locale} />
      </div>
    </article>
  );
}

const newsletterGrid = css([
  container,
  {
    paddingTop: 32,
    paddingBottom: 48,
    display: 'grid',
    gap: 32,
    [mq.large]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' },
  },
]);
const newsletterPanel = css({
  background: 'color-mix(in srgb, var(--gkn-highlight-color) 22%, #fff)',
  border: '3px solid var(--gkn-banner-color)',
  boxShadow: '10px 10px 0 var(--gkn-banner-color)',
  borderRadius: 14,
  padding: 28,
});

/** Newsletter: the pitch with its image, the sign-up panel framed in the banner colour. */
export function NewsletterTemplate({ page, locale, parent }: TemplateProps) {
  const sections = mainSections(page);
  const signUp = sections.filter((s) => s.area.elements.some((e) => e.type === 'newsletter'));
  const rest = sections.filter((s) => !signUp.includes(s));
  return (
    <article css={newsletterGrid} data-template="newsletter">
      <div>
        <BackLink parent={parent} />
        <Title level={1}>{page.title}</Title>
        <Lead page={page} />
        <HeaderMedia page={page} single css={mediaNewsletter} />
        {rest.map((s, i) => (
          <Section key={i} section={s} locale={locale} />
        ))}
      </div>
      <div css={newsletterPanel} data-newsletter-panel="">
        {signUp.map((s, i) => (
          <Section key={i} section={s} locale={locale} />
        ))}
      </div>
    </article>
  );
}

const videoGrid = css({
  display: 'grid',
  gap: 28,
  [mq.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '& > section': {
    margin: 0,
    padding: 16,
    borderRadius: 12,
    background: 'color-mix(in srgb, var(--gkn-video-color) 8%, #fff)',
    borderTop: '6px solid var(--gkn-video-color)',
  },
});

/** Videos: a grid of video sections in the site's video colour. */
export function VideoTemplate({ page, locale, parent }: TemplateProps) {
  return (
    <article css={wrap} data-template="video">
      <header css={narrowHeader}>
        <BackLink parent={parent} />
        <Title level={1}>{page.title}</Title>
        <Lead page={page} />
      </header>
      <HeaderMedia page={page} single css={mediaVideo} />
      <div css={videoGrid}>
        <MainSections page={page} locale={locale} />
      </div>
    </article>
  );
}

const listHeader = css({
  display: 'grid',
  gap: 24,
  marginBottom: 24,
  alignItems: 'center',
  [mq.large]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 1fr)' },
});

/** Overviews (news, events, projects…): intro, then the prepared query's items as cards. */
export function ItemListTemplate({ page, locale, parent }: TemplateProps) {
  return (
    <article css={wrap} data-template="itemlist">
      <header css={listHeader}>
        <div>
          <BackLink parent={parent} />
          <Title level={1}>{page.title}</Title>
          <Lead page={page} />
        </div>
        <HeaderMedia page={page} single css={mediaList} />
      </header>
      <MainSections page={page} locale={locale} />
    </article>
  );
}
