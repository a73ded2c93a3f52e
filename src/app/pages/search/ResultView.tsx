import { css } from '@emotion/react';
import { Fragment } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SiteLink } from '../../components/SiteLink.js';
import { RecordLinks } from '../../components/search/RecordLinks.js';
import { badgeLabel } from '../../components/ui/Badge.js';
import { AuthorNames } from '../../components/ui/AuthorNames.js';
import { summaryLabel } from '../../components/ui/SummaryItems.js';
import { SUMMARY_KEYS } from '../../../model/search.js';
import { badgeFor, linkButton } from '../../components/search/search-styles.js';
import { useEnhanced } from '../../components/search/use-enhanced.js';
import { focusRing } from '../../theme/styles.js';
import { useI18n } from '../../theme/use-t.js';
import type { ResultPageData } from '../../logic/search-data.js';
import { resultUrlOf, searchPathOf } from '../../logic/search-url.js';
import { BookmarkToggle } from '../../personal/BookmarkToggle.js';
import { CommentSection } from '../../personal/CommentSection.js';
import { useSite } from '../../site-context.js';
import { recordLang } from '../../i18n/record-lang.js';

const wrap = css({ maxWidth: 800, padding: '8px 0 48px' });
const title = css({
  fontFamily: 'var(--gkn-font-secondary)',
  fontSize: 'clamp(1.75rem, 4vw, 2.5rem)',
  lineHeight: 1.2,
  margin: '12px 0 16px',
  color: 'var(--gkn-heading-color)',
});
const facts = css({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '4px 16px',
  margin: '0 0 24px',
  dt: { fontWeight: 600 },
  dd: { margin: 0 },
});
const linkList = css({
  listStyle: 'none',
  margin: '8px 0 0',
  padding: 0,
  li: { margin: '8px 0' },
  a: { fontWeight: 600, '&:focus-visible': focusRing },
});
const linksTitle = css({ fontSize: '1.25rem', margin: '24px 0 0' });
const back = css({ display: 'inline-block', marginBottom: 8, '&:focus-visible': focusRing });

/**
 * The result page (requirements §2): the knowledge-index item's title, publisher, journal, year, type,
 * the summary items, authors (with their roles) and source the list showed, and every link with its
 * access and type.
 */
export function ResultView({ data }: { data: ResultPageData }) {
  const i18n = useI18n();
  const navigate = useNavigate();
  const enhanced = useEnhanced();
  const location = useLocation();
  const site = useSite();
  const { item } = data;
  // The record's own words in its own language; the labels around them are the site's.
  const lang = recordLang(item.language);
  const inPortlet = data.base.kind === 'portlet';
  // Opened from a search list: a link back to that state (term, filters, sort, page), which works
  // without JavaScript and in a new tab. Otherwise, reached by a navigation inside the app (key
  // 'default' = first page load), back restores that search.
  const fromSearch = !data.backTo && enhanced && location.key !== 'default';
  return (
    <article css={wrap}>
      {data.backTo ? (
        <SiteLink css={back} href={data.backTo}>
          ‹ {i18n._({ id: 'result.back', message: 'Terug naar de zoekresultaten' })}
        </SiteLink>
      ) : fromSearch ? (
        <button type="button" css={[linkButton, back]} onClick={() => navigate(-1)}>
          ‹ {i18n._({ id: 'result.back', message: 'Terug naar de zoekresultaten' })}
        </button>
      ) : (
        <SiteLink css={back} href={searchPathOf(data.base, '*')}>
          ‹ {i18n._({ id: 'result.toSearch', message: 'Naar zoeken' })}
        </SiteLink>
      )}
      <div>
        <span css={badgeFor(item.contentsubtype ?? 'other')}>{badgeLabel(i18n, item.contentsubtype ?? 'other')}</span>
      </div>
      <h1 css={title} lang={lang}>
        {item.title}
      </h1>
      <dl css={facts}>
        {item.publisher && (
          <>
            <dt>{i18n._({ id: 'result.publisher', message: 'Uitgever' })}</dt>
            <dd>{item.publisher}</dd>
          </>
        )}
        {item.journal && (
          <>
            <dt>{i18n._({ id: 'result.journal', message: 'Tijdschrift' })}</dt>
            <dd>{item.journal}</dd>
          </>
        )}
        {item.year !== null && (
          <>
            <dt>{i18n._({ id: 'result.year', message: 'Jaar' })}</dt>
            <dd>{item.year}</dd>
          </>
        )}
        {/* What the list showed of the record (requirements §3 summary items), in its order. */}
        {SUMMARY_KEYS.filter((key) => item.summary[key]).map((key) => (
          <Fragment key={key}>
            <dt>{summaryLabel(i18n, key)}</dt>
            <dd lang={lang}>{item.summary[key]}</dd>
          </Fragment>
        ))}
        {item.authors.length > 0 && (
          <>
            <dt>{summaryLabel(i18n, 'authors')}</dt>
            <dd>
              <AuthorNames authors={item.authors} />
            </dd>
          </>
        )}
        {item.source && (
          <>
            <dt>{summaryLabel(i18n, 'source')}</dt>
            <dd>{item.source}</dd>
          </>
        )}
      </dl>
      {/* A portlet is a partner's iframe: our session cookie never reaches it, so no bookmarks there. */}
      {!inPortlet && <BookmarkToggle itemId={item.id} />}
      {item.description && <p lang={lang}>{item.description}</p>}
      {item.links && item.links.length > 0 && (
        <section aria-labelledby="result-links">
          <h2 id="result-links" css={linksTitle}>
            {i18n._({ id: 'result.links', message: 'Bekijken' })}
          </h2>
          <RecordLinks css={linkList} items={item.links} />
        </section>
      )}
      <CommentSection
        itemId={item.id}
        mainSitePath={inPortlet ? resultUrlOf({ kind: 'site', locale: site.language }, item.title, item.id) : undefined}
      />
    </article>
  );
}
