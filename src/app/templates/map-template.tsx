import { css } from '@emotion/react';
import { useContentData } from '../components/content/content-data.js';
import { MapBanner } from '../components/map/MapBanner.js';
import { Title } from '../components/ui/Title.js';
import { mq } from '../theme/breakpoints.js';
import { container } from '../theme/styles.js';
import { AreaBlocks, BackLink, Lead, MainSections, type TemplateProps } from './parts.js';

// A map page (page metadata map_page, docs/upstream-contracts.md §1.1): its main content is the
// map of what lies around its location, full width right under the title; its text follows.

const head = css([container, { paddingTop: 28, paddingBottom: 4, p: { maxWidth: '70ch' } }]);
const after = css([
  container,
  {
    paddingTop: 32,
    paddingBottom: 48,
    display: 'grid',
    gap: 32,
    [mq.large]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)' },
  },
]);
const asideCard = css({
  padding: 20,
  borderRadius: 10,
  background: 'color-mix(in srgb, var(--gkn-base-color) 8%, #fff)',
  marginBottom: 24,
});

export function MapTemplate({ page, locale, parent }: TemplateProps) {
  const { map } = useContentData();
  return (
    <article data-template="map">
      <header css={head}>
        <BackLink parent={parent} />
        <Title level={1}>{page.title}</Title>
        <Lead page={page} />
      </header>
      {map && <MapBanner data={map} tall />}
      <div css={after}>
        <div>
          <MainSections page={page} locale={locale} />
        </div>
        <div>
          <AreaBlocks page={page} names={['aside', 'contact']} locale={locale} css={asideCard} />
        </div>
      </div>
    </article>
  );
}
