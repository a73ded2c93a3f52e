import { alphabetLetterId, tocSectionId } from '../../src/model/page-chrome.js';

// What DOM clobbering through CMS text would aim at (docs/architecture.md §7): every id the
// client reads with getElementById or `#id` selectors (src/client, src/app, the inline script of
// src/server/render/hydration-data.ts), the globals the entry reads, and the `document.<name>`
// properties the page's code uses. Tests plant each of them in CMS rich text.

export const PAGE_IDS = [
  'gkn-data',
  'root',
  'main',
  'portlet-title',
  'search-form',
  'search-filters-form',
  'contactformulier',
  'contactformulier--summary',
  'comments-title',
  tocSectionId(0),
  tocSectionId(1),
  `${tocSectionId(0)}-title`,
  alphabetLetterId('a'),
  '__GKN__',
  '__staticRouterHydrationData',
] as const;

export const DOCUMENT_NAMES = [
  'cookie',
  'body',
  'head',
  'documentElement',
  'activeElement',
  'getElementById',
  'querySelector',
  'fonts',
  'title',
  'location',
  '__GKN__',
] as const;
