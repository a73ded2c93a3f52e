import { iconSymbolId } from './icons.js';

// requirements §2 Icons, drawn for this product on a 24×24 grid with a 2px stroke (fill where named), as
// ONE inline <svg> sprite per document. The server writes it into the document shell once, outside
// the React root (views/document.html {{sprite}}): every page has it, whichever layout or error
// boundary renders, it survives client navigations, and none of its path data is in the browser's
// JavaScript (docs/decisions/008-icon-sprite-in-the-document.md). Components use <Icon> (icons.tsx).

const STROKE: Record<string, string> = {
  arrow: 'M4 12h15M13 6l6 6-6 6',
  'arrow-left': 'M20 12H5M11 6l-6 6 6 6',
  bookmark: 'M6 3h12v18l-6-5-6 5z',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  'chevron-down': 'M6 9l6 6 6-6',
  'chevron-up': 'M6 15l6-6 6 6',
  'chevron-left': 'M15 6l-6 6 6 6',
  'chevron-right': 'M9 6l6 6-6 6',
  close: 'M6 6l12 12M18 6L6 18',
  comment: 'M4 5h16v11H9l-5 4z',
  darkmode: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z',
  document: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  filter: 'M4 5h16l-6 8v6l-4 2v-8z',
  info: 'M12 11v6M12 7v.5M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  location: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  menu: 'M4 6h16M4 12h16M4 18h16',
  plus: 'M12 5v14M5 12h14',
  rate: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5L20 20',
  send: 'M3 11l18-8-8 18-2-8z',
  share:
    'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  video: 'M3 6h13v12H3zM16 10l5-3v10l-5-3',
};

const FILL: Record<string, string> = {
  'map-marker':
    'M12 2a7 7 0 0 0-7 7c0 5.3 7 13 7 13s7-7.7 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z',
  linkedin:
    'M4 9h3.5v11H4zM5.7 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM9.5 9h3.3v1.6c.5-.9 1.7-1.9 3.5-1.9 3.6 0 4.2 2.3 4.2 5.4V20H17v-5.2c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H9.5z',
  x: 'M3.5 3h5l4.1 5.6L17.6 3h2.6l-6.4 7.3L21 21h-5l-4.5-6.1L6 21H3.4l6.9-7.8z',
  facebook: 'M14 8V6.3c0-.8.2-1.3 1.4-1.3H17V2h-2.6C11.6 2 10.5 3.4 10.5 5.9V8H8v3h2.5v11H14V11h2.6l.4-3z',
  youtube:
    'M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1c.3-1.2.4-2.5.4-3.8s-.1-2.6-.4-3.8zM10 15V9l5.2 3z',
  instagram:
    'M8 2h8a6 6 0 0 1 6 6v8a6 6 0 0 1-6 6H8a6 6 0 0 1-6-6V8a6 6 0 0 1 6-6zm0 2a4 4 0 0 0-4 4v8a4 4 0 0 0 4 4h8a4 4 0 0 0 4-4V8a4 4 0 0 0-4-4zm4 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM17.3 5.5a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z',
};

// Every icon named in icons.tsx has a drawing here, and nothing else does (a unit test checks).

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The sprite's markup: hidden from assistive technology, takes no room (.gkn-sprite in chrome-css). */
export function iconSpriteMarkup(): string {
  const symbol = (name: string, path: string) =>
    `<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24">${path}</symbol>`;
  const symbols = [
    ...Object.entries(STROKE).map(([name, d]) =>
      symbol(
        name,
        `<path d="${escapeAttr(d)}" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`,
      ),
    ),
    ...Object.entries(FILL).map(([name, d]) =>
      symbol(name, `<path d="${escapeAttr(d)}" fill="currentColor" fill-rule="evenodd"/>`),
    ),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" class="gkn-sprite" aria-hidden="true" focusable="false" data-icon-sprite="">${symbols.join('')}</svg>`;
}
