import { css } from '@emotion/react';
import { isRouteErrorResponse, useLoaderData, useParams, useRouteError } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { useI18n } from '../../theme/use-t.js';
import type { ResultPageData, SearchPageData } from '../../logic/search-data.js';
import { ResultView } from '../search/ResultView.js';
import { SearchView } from '../search/SearchView.js';
import { searchPathOf } from '../../logic/search-url.js';
import { PortletLayout } from './PortletLayout.js';
import { SiteLink } from '../../components/SiteLink.js';

const errorWrap = css({
  padding: '48px 20px',
  maxWidth: '60ch',
  margin: '0 auto',
  h1: { fontFamily: 'var(--gkn-font-secondary)', color: 'var(--gkn-heading-color)' },
});

/** /portlet/{domain}/{term} (requirements §2: PortletPagina) in the portlet layout. */
export function PortletSearchPage() {
  const data = useLoaderData() as SearchPageData;
  const portlet = data.portlet!;
  return (
    <PortletLayout portlet={portlet} showTitle={false}>
      <SearchView data={data} title={portlet.title} titleId="portlet-title" />
    </PortletLayout>
  );
}

/** /portlet/{domain}/resultaat/{resultpage}?id=… (requirements §2: PortletResultaatPagina), portlet-result layout. */
export function PortletResultPage() {
  const data = useLoaderData() as ResultPageData;
  const portlet = data.portlet!;
  return (
    <PortletLayout portlet={portlet} showTitle>
      <ResultView data={data} />
    </PortletLayout>
  );
}

/** requirements §8: Unknown portlet domain: 'Portlet {domain} can't be found'; other statuses as usual. */
export function PortletErrorBoundary() {
  const i18n = useI18n();
  const error = useRouteError();
  const { domain = '' } = useParams();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const unknownPortlet =
    status === 404 &&
    isRouteErrorResponse(error) &&
    typeof (error.data as { portlet?: unknown } | null)?.portlet === 'string';
  const heading = unknownPortlet
    ? i18n._({ id: 'portlet.notFound', message: 'Portlet {domain} kan niet worden gevonden', values: { domain } })
    : status === 404
      ? i18n._({ id: 'page.404.title', message: 'Deze pagina bestaat niet (meer)' })
      : i18n._({ id: 'page.500.title', message: 'Er is iets misgegaan' });
  useDocumentTitle(heading);
  return (
    <div css={errorWrap}>
      <p>{i18n._({ id: 'page.status', message: 'Foutcode {status}', values: { status } })}</p>
      <h1>{heading}</h1>
      {!unknownPortlet && status === 404 && (
        <p>
          <SiteLink href={searchPathOf({ kind: 'portlet', domain }, '*')}>
            {i18n._({ id: 'portlet.backToSearch', message: 'Naar het zoeken' })}
          </SiteLink>
        </p>
      )}
    </div>
  );
}
