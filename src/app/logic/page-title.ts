import type { I18n } from '@lingui/core';
import type { RouteHandle } from './route-handle.js';

// The document title of a page, one rule for the server's <title> and the browser's
// document.title after a client navigation.

export interface TitleMatch {
  data?: unknown;
  handle?: unknown;
}

/**
 * The deepest route's page title (a CMS page, or the `page` head a search loader gives), else the
 * title its route handle gives itself; null for none (the site's title alone). Undefined while a
 * route has no data (it failed: its error view names the page).
 */
export function pageTitleOf(matches: readonly TitleMatch[], i18n: I18n): string | null | undefined {
  const deepest = matches.at(-1);
  if (deepest && deepest.data === undefined) return undefined;
  for (const match of [...matches].reverse()) {
    const page = (match.data as { page?: { title?: unknown } | null } | null | undefined)?.page;
    if (page && typeof page.title === 'string' && page.title) return page.title;
  }
  for (const match of [...matches].reverse()) {
    const title = (match.handle as RouteHandle | undefined)?.title;
    if (title) return title(i18n);
  }
  return null;
}

/** requirements §8 titles of an error page (its body uses the same ids). */
export function errorTitleOf(i18n: I18n, status: number, routerLevel: boolean): string {
  if (routerLevel) return i18n._('router.not-found');
  if (status === 404) return i18n._('page.404.title');
  if (status === 400) return i18n._('page.400.title');
  return i18n._('page.500.title');
}

/** '<page> | <site>', or the site's title alone. */
export const documentTitle = (pageTitle: string | null | undefined, siteTitle: string): string =>
  pageTitle ? `${pageTitle} | ${siteTitle}` : siteTitle;
