import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { ContentElementView, PersonGrid } from '../components/content/ContentElementView.js';
import { HeaderVideo, POSTER_SIZES } from '../components/content/HeaderVideo.js';
import { imageVariantUrl, variantSourcePath, variantSrcSet } from '../../model/image-variants.js';
import { deferHydration } from '../components/deferred-hydration.js';
import { DateDisplay } from '../components/ui/DateDisplay.js';
import { Icon } from '../components/ui/icons.js';
import { LoadedImage } from '../components/ui/LoadedImage.js';
import { Title } from '../components/ui/Title.js';
import { SiteLink } from '../components/SiteLink.js';
import type { ContentElement, PersonElement } from '../../model/content-element.js';
import type { ContentArea, Crumb, PageContent } from '../../model/page.js';
import { useLoaderData } from 'react-router-dom';
import { Breadcrumbs } from './Breadcrumbs.js';
import type { Locale } from '../../model/services.js';
import { TOC_SECTION_OFFSET } from '../logic/chrome-constants.js';
import { BREAKPOINT_MEDIUM, mq } from '../theme/breakpoints.js';
import { useI18n } from '../theme/use-t.js';
import { areaOf, mainSections, type MainSection } from './sections.js';

// Building blocks of the templates. All colour comes from the site palette (CSS variables), so
// one template looks like each site's own.

export interface TemplateProps {
  page: PageContent;
  locale: Locale;
  /** The section this article belongs to (/nieuws for /nieuws/x); null on top-level pages. */
  parent: string | null;
}

const lead = css({ fontSize: 'clamp(1.1rem, 2.2vw, 1.3rem)', lineHeight: 1.5, maxWidth: '62ch', margin: '0 0 8px' });
const back = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  marginBottom: 12,
  fontWeight: 600,
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
});

/**
 * The way back from an article page (/{slug}/{article}, /dossier/{article}): its breadcrumbs when
 * the loader named the sections above it, else a link back to its section.
 */
export function BackLink({ parent }: { parent: string | null }) {
  const i18n = useI18n();
  const trail = (useLoaderData() as { trail?: Crumb[] | null } | undefined)?.trail;
  if (!parent) return null;
  if (trail && trail.length > 0) return <Breadcrumbs trail={trail} />;
  return (
    <SiteLink href={parent} css={back}>
      <Icon name="arrow-left" />
      {i18n._({ id: 'article.back', message: 'Terug naar het overzicht' })}
    </SiteLink>
  );
}

export function Lead({ page }: { page: PageContent }) {
  return page.lead ? <p css={lead}>{page.lead}</p> : null;
}

export function LastUpdated({ page, className }: { page: PageContent; className?: string }) {
  const i18n = useI18n();
  if (!page.lastUpdated) return null;
  return (
    <DateDisplay
      className={className}
      value={page.lastUpdated}
      prefix={i18n._({ id: 'page.lastUpdated', message: 'Laatst bijgewerkt op' })}
    />
  );
}

// ---- header media -------------------------------------------------------------------------

const mediaFrame = css({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: 10,
  background: 'var(--gkn-highlight-color)',
  img: { width: '100%', height: '100%', objectFit: 'cover' },
});
// One large image and two small ones beside it, on phones too: a stack of three full-width
// images would fill a phone's first screen before any content.
const mosaic = css({
  display: 'grid',
  gap: 8,
  gridTemplateColumns: '2fr 1fr',
  gridTemplateRows: '1fr 1fr',
  '& > :first-of-type': { gridRow: '1 / span 2' },
  // An image with variants comes in a <picture> (LoadedImage): that is the grid's cell here.
  '& > picture': { display: 'block', minHeight: 0 },
  'picture > img': { height: '100%' },
  img: { width: '100%', height: '100%', objectFit: 'cover', borderRadius: 10 },
});
const MEDIUM_UP = `(min-width: ${BREAKPOINT_MEDIUM}px)`;
const BELOW_MEDIUM = `not all and ${MEDIUM_UP}`;
const desktopOnly = css({ display: 'none', [mq.medium]: { display: 'block' } });
const mobileOnly = css({ [mq.medium]: { display: 'none' } });

/**
 * A header video's poster preloaded, at high priority: its AVIF at the width the screen needs when
 * it has variants (HeaderVideo shows it as a <picture>), else its one address.
 */
function preloadPoster(poster: string, media: string | undefined) {
  const path = variantSourcePath(poster);
  if (!path) return preload(poster, { as: 'image', fetchPriority: 'high', media });
  preload(imageVariantUrl(path, 960, 'avif'), {
    as: 'image',
    fetchPriority: 'high',
    media,
    imageSrcSet: variantSrcSet(path, 'avif'),
    imageSizes: POSTER_SIZES,
    type: 'image/avif',
  });
}

/**
 * The page's header: the video header (desktop and mobile sources) when there is one, else the
 * header images (several as a mosaic), else the header image; nothing without a source (requirements §5).
 */
export function HeaderMedia({ page, className, single }: { page: PageContent; className?: string; single?: boolean }) {
  const desktop = page.videoHeader;
  const mobile = page.videoHeaderMobile ?? page.videoHeader;
  if (desktop || mobile) {
    // Until the film plays its poster is the page's largest paint: fetched first, from the head
    // (render-page moves React's preload there), the one copy's the screen shows.
    const split = desktop?.poster && mobile?.poster && desktop.poster !== mobile.poster;
    if (desktop?.poster) preloadPoster(desktop.poster, split ? MEDIUM_UP : undefined);
    if (mobile?.poster) preloadPoster(mobile.poster, split ? BELOW_MEDIUM : undefined);
    return (
      <div css={mediaFrame} className={className} data-header="video">
        {desktop && <HeaderVideo video={desktop} css={mobile && mobile !== desktop ? desktopOnly : undefined} />}
        {mobile && mobile !== desktop && <HeaderVideo video={mobile} css={desktop ? mobileOnly : undefined} />}
      </div>
    );
  }
  if (!single && page.headerImages.length > 1) {
    return (
      <div css={mosaic} className={className} data-header="images">
        {page.headerImages.slice(0, 3).map((img, i) => (
          <LoadedImage
            key={img.source}
            src={img.source}
            alt={img.alt}
            width={1200}
            height={i === 0 ? 800 : 400}
            eager={i === 0}
            priority={i === 0 ? 'high' : 'low'}
          />
        ))}
      </div>
    );
  }
  const image = page.headerImage ?? page.headerImages[0] ?? null;
  if (!image) return null;
  return (
    <div css={mediaFrame} className={className} data-header="image">
      <LoadedImage src={image.source} alt={image.alt} width={1440} height={640} eager priority="high" />
    </div>
  );
}

// ---- sections -----------------------------------------------------------------------------

// A hash the browser follows itself (without JavaScript, an in-page link) puts the section 110px below
// the top (requirements §4.7, §9.7), or just below the sticky bar where that is taller: its margin adds
// to the page's scroll padding, the bar's height (--gkn-scroll-pad: site-css.ts, chrome-css.ts).
const sectionCss = css({
  margin: '0 0 40px',
  scrollMarginTop: `max(0px, ${TOC_SECTION_OFFSET}px - var(--gkn-scroll-pad, 0px))`,
});

/** Elements of an area, with consecutive person elements as one grid. */
export function Elements({
  elements,
  locale,
  headingLevel = 3,
  areaTitle = null,
}: {
  elements: ContentElement[];
  locale: Locale;
  headingLevel?: 2 | 3;
  areaTitle?: string | null;
}) {
  const out: ReactNode[] = [];
  let persons: PersonElement[] = [];
  const endPersons = (at: number) => {
    if (persons.length > 0) out.push(<PersonGrid key={`persons-${persons[0]!.id ?? at}`} elements={persons} />);
    persons = [];
  };
  elements.forEach((element, i) => {
    if (element.type === 'person') return void persons.push(element);
    endPersons(i - 1);
    // An element titled like its area would repeat the heading just above it: drop the repeat.
    const e = areaTitle && element.title === areaTitle ? { ...element, title: null } : element;
    out.push(<ContentElementView key={e.id ?? i} element={e} locale={locale} headingLevel={headingLevel} />);
  });
  endPersons(elements.length - 1);
  return <>{out}</>;
}

/**
 * The elements of a section or side area, hydrated after the rest of the page in slices: a content
 * page's or dossier's elements were most of one long hydration task on a phone (docs/benchmark.md,
 * Lighthouse). Its props come from the loader data as they are, so they stay equal until then.
 */
const DeferredElements = deferHydration(Elements);

/** One main section: `section-<n>` id when titled (the TOC points there), h2 title. */
export function Section({ section, locale, className }: { section: MainSection; locale: Locale; className?: string }) {
  const { area, id } = section;
  return (
    <section
      id={id ?? undefined}
      css={sectionCss}
      className={className}
      aria-labelledby={id ? `${id}-title` : undefined}
      data-area={area.area}
    >
      {area.title && (
        <Title level={2} size="medium" id={id ? `${id}-title` : undefined}>
          {area.title}
        </Title>
      )}
      <DeferredElements
        elements={area.elements}
        locale={locale}
        headingLevel={area.title ? 3 : 2}
        areaTitle={area.title}
      />
    </section>
  );
}

/** A side area (aside, contact, more-info, team) as a titled block. */
export function AreaBlock({
  area,
  locale,
  className,
  icon,
}: {
  area: ContentArea;
  locale: Locale;
  className?: string;
  icon?: string;
}) {
  return (
    <section className={className} aria-label={area.title ?? undefined} data-area={area.area}>
      {area.title && (
        <Title level={2} size="small">
          {icon && <Icon name={icon} />} {area.title}
        </Title>
      )}
      <DeferredElements elements={area.elements} locale={locale} headingLevel={3} areaTitle={area.title} />
    </section>
  );
}

/** The page's main sections, in order (sections.ts decides which areas those are). */
export function MainSections({ page, locale }: { page: PageContent; locale: Locale }) {
  return (
    <>
      {mainSections(page).map((s, i) => (
        <Section key={i} section={s} locale={locale} />
      ))}
    </>
  );
}

/** The page's side areas of these names, in that order, each an AreaBlock with the same class. */
export function AreaBlocks({
  page,
  names,
  locale,
  className,
}: {
  page: PageContent;
  names: string[];
  locale: Locale;
  className?: string;
}) {
  return (
    <>
      {names
        .flatMap((name) => areaOf(page, name))
        .map((a, i) => (
          <AreaBlock key={i} area={a} locale={locale} className={className} />
        ))}
    </>
  );
}
