import type { I18n } from '@lingui/core';

export type LayoutName =
  'default' | 'default-no-footer' | 'error' | 'landing' | 'portlet-result' | 'portlet' | 'sand' | 'clean';

/** Route metadata (react-router `handle`): the route name of requirements §2 and the layout it renders in. */
export interface RouteHandle {
  name: string;
  layout: LayoutName;
  /** requirements §2: search, logout, dashboard, portlet and error pages are not fetched from the CMS. */
  fromCms: boolean;
  /** Flagged as a search page (requirements §2) or a portlet. */
  flags?: ('search' | 'portlet')[];
  /** The document title of a page that has no CMS page title of its own (translated). */
  title?: (i18n: I18n) => string;
}
