import { I18nProvider } from '@lingui/react';
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { i18nFor, loadAllCatalogs } from '../../src/app/i18n/i18n.js';
import { SiteContext } from '../../src/app/site-context.js';
import type { PublicSite } from '../../src/model/site.js';

// A component rendered to HTML as a page would render it: inside a router, the site's context and
// the Dutch catalog. For unit tests of what one component outputs.

await loadAllCatalogs();

export const palette = {
  gkn_base_color: '#1e6b3a',
  gkn_highlight_color: '#8cc63f',
  gkn_banner_color: '#14532d',
  gkn_link_color: '#0b5e7e',
  gkn_video_color: '#7a3e9d',
  gkn_news_color: '#c2410c',
  gkn_activity_color: '#0e7490',
  gkn_dossier_color: '#3f6212',
  gkn_other_color: '#57534e',
  gkn_project_color: '#f5c400',
  gkn_gkz_color: '#1d4ed8',
};

export const site = {
  id: 't',
  title: 'T',
  description: '',
  keywords: [],
  language: 'nl',
  searchPlaceholder: '',
  palette,
  fonts: { primary: 'a', secondary: 'b', prefetchCount: 0, unlockDelayMs: 0 },
  logos: { mobile: null, desktop: null },
  interactive: false,
  trackingScript: null,
} as unknown as PublicSite;

export const renderInSite = (node: ReactNode) =>
  renderToString(
    h(MemoryRouter, null, h(SiteContext.Provider, { value: site }, h(I18nProvider, { i18n: i18nFor('nl') }, node))),
  );

/** A #rrggbb colour as its three channels. */
export const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
