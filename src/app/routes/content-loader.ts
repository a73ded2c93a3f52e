import { data } from 'react-router-dom';
import type { ContentPageData } from '../pages/ContentPage.js';
import type { ServerLoader } from './data-loader.js';

/** No CMS path is this long; longer ones are answered 404 without asking the CMS. */
const MAX_CMS_PATH_LENGTH = 1024;

/**
 * Home and CMS pages: the CMS path is the route path without its leading slash, or the site's
 * home address for / (requirements §7). A 404 or 500 result is thrown so the error page renders with
 * that status (requirements §4, §8). A malformed address never gets here: the server answers it with a
 * 400 before routing (src/server/middleware/reject-bad-path.ts). Besides the page: what its elements
 * name (item lists, item links, the dossier's map banner) and the chrome hints (table of contents).
 */
export const loadCmsPage: ServerLoader<ContentPageData> = async ({ url }, ctx) => {
  const { services, locale } = ctx;
  if (url.pathname.length > MAX_CMS_PATH_LENGTH) throw data({ status: 404 }, { status: 404 });
  const result = await services.page(url.pathname);
  if (result.status !== 200) throw data({ status: result.status }, { status: result.status });
  // Server only (this runs with the services): kept out of the first-load bundle.
  const [{ loadContentPage }, { breadcrumbTrail }] = await Promise.all([
    import('./load-content-data.server.js'),
    import('./breadcrumb-trail.server.js'),
  ]);
  const [pageData, trail] = await Promise.all([
    loadContentPage(result.page, services, locale, ctx),
    breadcrumbTrail(url.pathname, services),
  ]);
  return { ...pageData, trail };
};
