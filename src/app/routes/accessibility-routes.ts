import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../logic/route-handle.js';
import { ROUTE_SEGMENTS } from '../logic/route-segments.js';

// The accessibility statement (Dutch law asks every site for one): our own page, not the CMS's,
// in the site's language at both paths, like the contact form.

const statementPage = () =>
  import('../pages/AccessibilityStatementPage.js').then((m) => ({ Component: m.AccessibilityStatementPage }));
const statementTitle: RouteHandle['title'] = (i18n) =>
  i18n._({ id: 'a11y.title', message: 'Toegankelijkheidsverklaring' });

/**
 * Children of the root route. The page needs only the site and its language: its loader gives
 * empty data at once, in the browser too (no data endpoint call), so that the page counts as
 * loaded for its document title (src/app/logic/page-title.ts).
 */
export const accessibilityRoutes: RouteObject[] = (['nl', 'en'] as const).map((locale) => ({
  id: `accessibility-statement-${locale}`,
  path: ROUTE_SEGMENTS.accessibilityStatement[locale],
  loader: () => ({}),
  lazy: statementPage,
  handle: {
    name: 'Toegankelijkheidsverklaring',
    layout: 'default',
    fromCms: false,
    title: statementTitle,
  } satisfies RouteHandle,
}));
