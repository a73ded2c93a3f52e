import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { MapBanner } from '../components/map/MapBanner.js';
import { BookmarkToggle } from '../personal/BookmarkToggle.js';
import { CommentSection } from '../personal/CommentSection.js';
import { useContentData } from '../components/content/content-data.js';
import { Title } from '../components/ui/Title.js';
import { onHeroSurface } from '../theme/hero-styles.js';
import { container } from '../theme/styles.js';
import { mq } from '../theme/breakpoints.js';
import { useI18n } from '../theme/use-t.js';
import {
  AreaBlock,
  BackLink,
  Elements,
  HeaderMedia,
  LastUpdated,
  Lead,
  MainSections,
  type TemplateProps,
} from './parts.js';
import { areaOf } from './sections.js';

// Dossier templates of requirements §2: A, B, contact, more-info. A dossier page has a summary, contact,
// more info, last updated, comments, team members, a table of contents (chrome hints) and a map
// banner. Its comments and bookmark are under the dossier's content id (src/model/content-ref.ts).

const heroInner = css([
  container,
  {
    display: 'grid',
    gap: 24,
    padding: '32px 20px',
    [mq.large]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'center' },
  },
]);
const heroMedia = css({ aspectRatio: '16 / 10' });
const muted = css({ display: 'block', fontSize: '0.9rem', marginTop: 8 });
const summaryBox = css({
  padding: '20px 24px',
  borderRadius: 10,
  background: 'color-mix(in srgb, var(--gkn-highlight-color) 20%, #fff)',
  borderLeft: '6px solid var(--gkn-dossier-color)',
  marginBottom: 36,
  h2: { marginTop: 0 },
});
/** The body: one column, from large screens the sections and a side column in these widths. */
const columns = (large: string) =>
  css([
    container,
    {
      paddingTop: 32,
      paddingBottom: 40,
      display: 'grid',
      gap: 40,
      gridTemplateColumns: 'minmax(0, 1fr)',
      [mq.large]: { gridTemplateColumns: large },
    },
  ]);
const body = columns('minmax(0, 2fr) minmax(260px, 1fr)');
const bodyLeft = columns('minmax(260px, 1fr) minmax(0, 2fr)');
const side = css({
  display: 'flex',
  flexDirection: 'column',
  gap: 24,
  [mq.large]: { position: 'sticky', top: 110, alignSelf: 'start' },
});
const sideCard = css({
  padding: 20,
  borderRadius: 10,
  background: '#fff',
  border: '1px solid #dedbd2',
  h2: { marginTop: 0 },
});
const band = css({ background: 'color-mix(in srgb, var(--gkn-dossier-color) 8%, #fff)', padding: '36px 0' });
const sectionCards = css({
  '& > section': { padding: 24, borderRadius: 12, background: '#fff', boxShadow: '0 2px 10px rgba(0,0,0,0.07)' },
});
const prominent = css([container, { paddingTop: 28 }]);
const bookmarkPlace = css({ marginBottom: 16 });

const kicker = css({
  margin: 0,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  fontWeight: 700,
  fontSize: '0.85rem',
});
const contactCard = css({ marginBottom: 24, borderTop: '6px solid var(--gkn-dossier-color)' });
const moreInfoCard = css({ marginBottom: 24, background: 'color-mix(in srgb, var(--gkn-highlight-color) 15%, #fff)' });

function DossierHero({ page, parent }: Pick<TemplateProps, 'page' | 'parent'>) {
  const i18n = useI18n();
  return (
    <header css={onHeroSurface.dossierBand} data-hero-surface="dossierBand">
      <div css={heroInner}>
        <div>
          <BackLink parent={parent} />
          <p css={kicker}>{i18n._({ id: 'dossier.kicker', message: 'Dossier' })}</p>
          <Title level={1}>{page.title}</Title>
          <Lead page={page} />
          <LastUpdated page={page} css={muted} />
        </div>
        <HeaderMedia page={page} single css={heroMedia} />
      </div>
    </header>
  );
}

function Summary({ page, locale }: Pick<TemplateProps, 'page' | 'locale'>) {
  return (
    <>
      {areaOf(page, 'summary').map((a, i) => (
        <section key={i} css={summaryBox} aria-label={a.title ?? undefined} data-area="summary">
          {a.title && (
            <Title level={2} size="small">
              {a.title}
            </Title>
          )}
          <Elements elements={a.elements} locale={locale} />
        </section>
      ))}
    </>
  );
}

function Sections({ page, locale, className }: Pick<TemplateProps, 'page' | 'locale'> & { className?: string }) {
  return (
    <div className={className}>
      <MainSections page={page} locale={locale} />
    </div>
  );
}

/** The dossier's bookmark toggle (for a logged-in user), above its summary. */
function Bookmark({ page }: Pick<TemplateProps, 'page'>) {
  return page.searchIdentifier ? <BookmarkToggle itemId={page.searchIdentifier} css={bookmarkPlace} /> : null;
}

/** The dossier's comments (requirements §2 Dossier page), after its sections. */
function Comments({ page }: Pick<TemplateProps, 'page'>) {
  return page.searchIdentifier ? <CommentSection itemId={page.searchIdentifier} /> : null;
}

function Side({ page, locale, areas }: Pick<TemplateProps, 'page' | 'locale'> & { areas: readonly string[] }) {
  const i18n = useI18n();
  const blocks = areas.flatMap((name) => areaOf(page, name));
  if (blocks.length === 0) return null;
  return (
    <aside css={side} aria-label={i18n._({ id: 'dossier.side', message: 'Meer over dit dossier' })}>
      {blocks.map((a, i) => (
        <AreaBlock
          key={i}
          area={a}
          locale={locale}
          css={sideCard}
          icon={a.area === 'contact' ? 'user' : a.area === 'more-info' ? 'info' : undefined}
        />
      ))}
    </aside>
  );
}

function Team({ page, locale }: Pick<TemplateProps, 'page' | 'locale'>) {
  const team = areaOf(page, 'team');
  if (team.length === 0) return null;
  return (
    <div css={band}>
      <div css={container}>
        {team.map((a, i) => (
          <AreaBlock key={i} area={a} locale={locale} />
        ))}
      </div>
    </div>
  );
}

function Map() {
  const { map } = useContentData();
  return map ? <MapBanner data={map} /> : null;
}

function Frame({ template, children }: { template: string; children: ReactNode }) {
  return <article data-template={template}>{children}</article>;
}

/** Dossier A: summary on top, sections, contact and more info in a sticky side column. */
export function DossierA({ page, locale, parent }: TemplateProps) {
  return (
    <Frame template="dossier-A">
      <DossierHero page={page} parent={parent} />
      <div css={body}>
        <div>
          <Bookmark page={page} />
          <Summary page={page} locale={locale} />
          <Sections page={page} locale={locale} />
          <Comments page={page} />
        </div>
        <Side page={page} locale={locale} areas={['contact', 'more-info', 'aside']} />
      </div>
      <Team page={page} locale={locale} />
      <Map />
    </Frame>
  );
}

/** Dossier B: side column on the left, sections as cards on a tinted band. */
export function DossierB({ page, locale, parent }: TemplateProps) {
  return (
    <Frame template="dossier-B">
      <DossierHero page={page} parent={parent} />
      <div css={band}>
        <div css={bodyLeft}>
          <Side page={page} locale={locale} areas={['more-info', 'contact', 'aside']} />
          <div>
            <Bookmark page={page} />
            <Summary page={page} locale={locale} />
            <Sections page={page} locale={locale} css={sectionCards} />
            <Comments page={page} />
          </div>
        </div>
      </div>
      <Map />
      <Team page={page} locale={locale} />
    </Frame>
  );
}

/** The dossiers whose one area comes first: which area, how its cards look, what stays at the side. */
const PROMINENT = {
  // Dossier contact: the people to ask come first, right under the summary.
  'dossier-contact': { area: 'contact', card: contactCard, icon: 'user', sideAreas: ['more-info', 'aside'] },
  // Dossier more-info: where to read on comes first, as a row of links under the summary.
  'dossier-more-info': { area: 'more-info', card: moreInfoCard, icon: 'info', sideAreas: ['contact', 'aside'] },
} as const;

/** A dossier whose one area comes first, as cards right under the summary; the rest follows the sections. */
function prominentAreaDossier(template: keyof typeof PROMINENT) {
  const { area, card, icon, sideAreas } = PROMINENT[template];
  return function ProminentAreaDossier({ page, locale, parent }: TemplateProps) {
    return (
      <Frame template={template}>
        <DossierHero page={page} parent={parent} />
        <div css={prominent}>
          <Bookmark page={page} />
          <Summary page={page} locale={locale} />
          {areaOf(page, area).map((a, i) => (
            <AreaBlock key={i} area={a} locale={locale} css={[sideCard, card]} icon={icon} />
          ))}
        </div>
        <div css={body}>
          <div>
            <Sections page={page} locale={locale} />
            <Comments page={page} />
          </div>
          <Side page={page} locale={locale} areas={sideAreas} />
        </div>
        <Team page={page} locale={locale} />
        <Map />
      </Frame>
    );
  };
}

export const DossierContact = prominentAreaDossier('dossier-contact');
export const DossierMoreInfo = prominentAreaDossier('dossier-more-info');
