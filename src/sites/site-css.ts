import type { Palette, SiteConfig } from './site-schema.js';

// The site palette as CSS custom properties, set once per page, so component styles are the same
// for every site (docs/architecture.md §8). Built once per site and reused.

const cssVarName = (key: string) => `--${key.replace(/_/g, '-')}`; // gkn_base_color -> --gkn-base-color

/** A palette colour as component styles use it: `var(--gkn-base-color)`. */
export const paletteVar = (key: keyof Palette) => `var(${cssVarName(key)})`;

function paletteVariables(palette: Partial<Palette>): string {
  return Object.entries(palette)
    .map(([key, value]) => `${cssVarName(key)}:${value};`)
    .join('');
}

/**
 * The document's base stylesheet for one site: variables, fonts, a small reset. `fontStack` may
 * add to the site's font stacks (the server adds the web fonts' fallback faces, decision 007).
 */
export function siteStylesheet(site: SiteConfig, fontStack: (stack: string) => string = (stack) => stack): string {
  const { primary, secondary } = site.styles.typography;
  return [
    `:root{${paletteVariables(site.styles.color)}`,
    `--gkn-font-primary:${fontStack(primary)};--gkn-font-secondary:${fontStack(secondary)};`,
    // The top bar's search field is sized to this many characters (src/app/layouts/chrome-css.ts).
    `--gkn-search-chars:${[...site.site.search_placeholder].length};`,
    '--gkn-text-color:#1d1d1b;--gkn-heading-color:var(--gkn-base-color);--gkn-surface-color:#fff;--gkn-focus-color:#1a5fb4;}',
    '*,*::before,*::after{box-sizing:border-box}',
    // What the browser scrolls into view stays clear of a sticky header; the top bar's pages set
    // --gkn-scroll-pad from the bar's height (src/app/layouts/chrome-css.ts, requirements §10.4.8).
    'html{-webkit-text-size-adjust:100%;--gkn-scroll-pad:110px;scroll-padding-top:var(--gkn-scroll-pad)}',
    'body{margin:0;font-family:var(--gkn-font-primary);color:var(--gkn-text-color);background:#fff;line-height:1.5}',
    'img{max-width:100%}',
    // Long Dutch compounds in headings and titles break at their syllables, in the language the page
    // or the part declares (lang), and only in long words; where the browser has no hyphenation
    // for that language, or a part is still too wide, the word breaks anywhere rather than
    // overflowing (requirements §10.4.9).
    'h1,h2,h3,h4,h5,h6{overflow-wrap:anywhere;-webkit-hyphens:auto;hyphens:auto;hyphenate-limit-chars:10 4 4}',
    'a{color:var(--gkn-link-color)}',
    '@media (prefers-reduced-motion:reduce){*{animation:none!important;transition:none!important;scroll-behavior:auto!important}}',
  ].join('');
}
