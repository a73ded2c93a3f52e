// How a page tells the chrome (top bar, layouts) what it has, without importing chrome code.
//
// Contract (data, not imports):
// - A route's loader data MAY carry these hints under the key `chrome`:
//     return { ...pageData, chrome: { toc, alphabet, size, mapPage } satisfies PageChromeHints };
//   App reads the deepest match's `data.chrome` via `useMatches()`; a missing key means "no hints"
//   (a route that has no hints of its own keeps those of its parent).
// - Table of contents (requirements §4): `toc` lists the page's sections in order. The page renders each
//   section with the element id `section-<n>` (`tocSectionId(n)`, n counted from 0 in `toc` order)
//   and `toc[n].id` MUST be that same id. The top bar shows the TOC menu when `toc` is non-empty;
//   entries link to `#section-<n>`.
// - Alphabet navigation (requirements §4): `alphabet` lists letters in display order with the number of
//   entries; a letter with count 0 is shown disabled. The page renders each letter group with the
//   element id `letter-<x>` (`alphabetLetterId(x)`, x lower-case). The top bar shows the alphabet
//   when `alphabet` is non-null.
// - `layout` is the layout a CMS page chose (requirements §2: default, default without footer, landing,
//   sand, clean); it applies where the route's own layout is default (never to error or portlet routes).
// - `size` picks the default layout's container class (requirements §2: small / exploded); default: normal.
// - `mapPage: true` marks a map page: its main content is the map, full width.
// - `portlet` names the portlet's provider for the portlet layouts' footer ('made possible by').

import type { CmsLayoutName, ContainerSize } from './page.js';

export interface TocEntry {
  /** Section heading as shown in the TOC. */
  title: string;
  /** Element id of the section: `section-<n>`. */
  id: string;
}

export interface AlphabetEntry {
  /** Display letter, e.g. 'A' (or '#', '0-9' if a page uses such groups). */
  letter: string;
  /** Number of entries under this letter; 0 = shown disabled. */
  count: number;
}

export interface PageChromeHints {
  toc: TocEntry[] | null;
  alphabet: AlphabetEntry[] | null;
  layout?: CmsLayoutName;
  size?: ContainerSize;
  mapPage?: boolean;
  portlet?: { provider: string; providerUrl: string | null };
}

export function tocSectionId(index: number): string {
  return `section-${index}`;
}

export function alphabetLetterId(letter: string): string {
  return `letter-${letter.toLowerCase()}`;
}
