import {
  BREAKPOINT_LARGE,
  BREAKPOINT_MEDIUM,
  MAX_CONTENT_WIDTH,
  NAV_HEIGHT_MEDIUM,
  NAV_HEIGHT_SMALL,
} from '../theme/breakpoints.js';
import { FOOTER_OPEN_MAX_HEIGHT } from '../logic/chrome-constants.js';

// The site chrome's stylesheet (layouts, top bar, menu, footer, TOC, alphabet, sticky search) as
// plain CSS, served once in the document's <style> with the site variables (server only: the
// client bundle never imports this file). Why not Emotion: Emotion would ship these rules twice,
// as critical CSS in every page AND as JavaScript in the first-load bundle, which is at its budget
// (docs/decisions/010, the first-load budget; 013 keeps it inline in the document). States are attributes and classes; `html[data-hydrated]` turns on
// what needs JavaScript, so without it every link stays visible and reachable.

const md = `@media (min-width:${BREAKPOINT_MEDIUM}px)`;
const lg = `@media (min-width:${BREAKPOINT_LARGE}px)`;
const sm = `@media (max-width:${BREAKPOINT_MEDIUM - 0.02}px)`;
// Every rule under `js` and `nojs` ends in a class: the attribute is set on <html> once scripts run, and the
// browser restyles every element that the rightmost part of such a rule could match (a bare `a` or
// `span` there meant every link or span on the page: tens of milliseconds on a phone).
const js = 'html[data-hydrated]';
const nojs = 'html:not([data-hydrated])';
const ring = 'outline:3px solid var(--gkn-focus-color);outline-offset:2px';
const hidden =
  'position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0';
// The bar's height by its rows (nav height, the TOC's own row below 750px, the alphabet's from 750px:
// two lines of letters below 960px, one from there; the 4px border) and the sticky search bar's, as
// Chromium lays them out at the default font size: the scroll padding until the measured height is
// known (test/e2e/focus-not-obscured.test.ts).
const BAR_ROWS = {
  small: NAV_HEIGHT_SMALL + 4,
  smallWithToc: NAV_HEIGHT_SMALL + 45 + 4,
  medium: NAV_HEIGHT_MEDIUM + 4,
  mediumWithAlphabet: NAV_HEIGHT_MEDIUM + 75 + 4,
  largeWithAlphabet: NAV_HEIGHT_MEDIUM + 45 + 4,
};
const STICKY_SEARCH_HEIGHT = 61;
const wrap = `max-width:${MAX_CONTENT_WIDTH}px;margin:0 auto;padding:0 20px;width:100%;box-sizing:border-box`;

export const CHROME_CSS = `
.gkn-vh{${hidden}}
.gkn-sprite{position:absolute;width:0;height:0;overflow:hidden}
.gkn-page{min-height:100vh;display:flex;flex-direction:column}
/* Layouts (requirements §2). The default container is 1440px; small narrows it to a reading column, exploded
   lets the page's bands run edge to edge. Landing, sand and map pages are full width: their first
   band meets the bar. */
.gkn-main{flex:1;${wrap};padding:24px 20px 48px}
.gkn-main:focus{outline:none}
.gkn-main[data-size=small]{max-width:960px}
.gkn-main[data-size=exploded]{max-width:none;padding:24px 0 48px;--gkn-container-max:none}
.gkn-main[data-map],.gkn-page[data-layout=landing] .gkn-main{max-width:none;padding:0}
.gkn-page[data-layout=sand]{background:#f4efe4}
.gkn-page[data-layout=sand] .gkn-main{max-width:none;padding:0 0 48px}
.gkn-page[data-layout=clean] .gkn-main{max-width:960px;padding-top:32px}
.gkn-clean-bar{border-bottom:4px solid var(--gkn-base-color)}
.gkn-clean-bar>div{${wrap};display:flex;align-items:center;justify-content:space-between;gap:16px;min-height:72px}
.gkn-clean-bar .gkn-home{height:auto}
.gkn-clean-bar a:focus-visible,.gkn-clean-bar button:focus-visible{${ring}}
.gkn-print{font:inherit;font-weight:700;padding:8px 16px;min-height:44px;border:2px solid var(--gkn-base-color);border-radius:4px;background:none;color:var(--gkn-base-color);cursor:pointer}
.gkn-print:hover{background:var(--gkn-base-color);color:#fff}
${nojs} .gkn-print{display:none}
@media print{.gkn-bar,.gkn-footer,.gkn-skip,.gkn-print,.gkn-portlet-footer{display:none!important}.gkn-page{min-height:0;background:none!important}.gkn-main{max-width:none!important;padding:0!important}}
.gkn-portlet-footer{border-top:4px solid var(--gkn-base-color);padding:16px 20px;font-size:.9rem;text-align:center}

.gkn-skip{position:absolute;left:8px;top:-48px;padding:8px 16px;background:var(--gkn-base-color);color:#fff;z-index:40}
.gkn-skip:focus{top:8px;${ring}}
.gkn-bar{--gkn-nav-height:${NAV_HEIGHT_SMALL}px;position:sticky;top:0;z-index:20;background:var(--gkn-surface-color);border-bottom:4px solid var(--gkn-base-color);transition:background .2s,box-shadow .2s}
${md}{.gkn-bar{--gkn-nav-height:${NAV_HEIGHT_MEDIUM}px}}
/* Focus not obscured (WCAG 2.2 2.4.11, requirements §10.4.8): what the browser scrolls into view by itself
   (focus, in-page links, scrollIntoView) lands 8px below the sticky bar and, below 960px, below the sticky
   search bar too: it slides in under the bar once that scroll has passed 150px, so it is counted whether
   shown yet or not. --gkn-bar-height and --gkn-search-height are measured (src/client/bar-height.ts);
   before scripts run, and without them (the search bar is then part of the bar), the bar's rows as this
   page has them and the search bar's usual height. site-css.ts makes --gkn-scroll-pad the scroll padding. */
html:has(.gkn-bar){--gkn-bar-rows:${BAR_ROWS.small}px;--gkn-bar-below:0px;--gkn-scroll-pad:calc(var(--gkn-bar-height,var(--gkn-bar-rows)) + var(--gkn-bar-below) + 8px)}
${sm}{html:has(.gkn-bar .gkn-toc){--gkn-bar-rows:${BAR_ROWS.smallWithToc}px}}
${md}{html:has(.gkn-bar){--gkn-bar-rows:${BAR_ROWS.medium}px}html:has(.gkn-bar .gkn-abc){--gkn-bar-rows:${BAR_ROWS.mediumWithAlphabet}px}}
${lg}{html:has(.gkn-bar .gkn-abc){--gkn-bar-rows:${BAR_ROWS.largeWithAlphabet}px}}
@media (max-width:${BREAKPOINT_LARGE - 0.02}px){html:has(.gkn-bar .gkn-search){--gkn-bar-below:var(--gkn-search-height,${STICKY_SEARCH_HEIGHT}px)}}
.gkn-bar:not([data-at-top]){box-shadow:0 2px 8px rgba(0,0,0,.15)}
/* sand: the bar is see-through while at the top (the sand page shows), solid once scrolled. */
.gkn-bar[data-transparent][data-at-top]:not(:has(details[open])){background:transparent;border-bottom-color:transparent;box-shadow:none}
.gkn-row{${wrap};display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;column-gap:16px;min-height:var(--gkn-nav-height)}
.gkn-home{height:var(--gkn-nav-height)}
.gkn-home{display:inline-flex;align-items:center;color:var(--gkn-base-color);font-family:var(--gkn-font-secondary);font-weight:700;font-size:1.25rem;text-decoration:none}
.gkn-home:focus-visible,.gkn-bar a:focus-visible,.gkn-bar button:focus-visible,.gkn-bar summary:focus-visible,.gkn-bar input:focus-visible{${ring}}
.gkn-logo{display:block;height:40px;width:auto;max-width:100%}
@media (min-width:${BREAKPOINT_MEDIUM + 1}px){.gkn-logo{height:56px}}

.gkn-menu>summary{list-style:none;cursor:pointer;display:flex;align-items:center;gap:10px;min-height:44px;padding:0 8px;font-weight:700;color:var(--gkn-base-color)}
.gkn-menu>summary::-webkit-details-marker{display:none}
.gkn-burger,.gkn-burger::before,.gkn-burger::after{display:block;width:24px;height:3px;background:currentColor;border-radius:2px;transition:transform .2s}
.gkn-burger{position:relative}
.gkn-burger::before,.gkn-burger::after{content:"";position:absolute;left:0}
.gkn-burger::before{top:-8px}.gkn-burger::after{top:8px}
.gkn-menu[open] .gkn-burger{background:transparent}
.gkn-menu[open] .gkn-burger::before{transform:translateY(8px) rotate(45deg)}
.gkn-menu[open] .gkn-burger::after{transform:translateY(-8px) rotate(-45deg)}
html:has(.gkn-menu[open]){overflow:hidden}
.gkn-panel{position:fixed;inset:calc(var(--gkn-nav-height) + 4px) 0 0 0;overflow-y:auto;background:var(--gkn-surface-color);border-top:1px solid rgba(0,0,0,.12);z-index:30}
.gkn-cols{max-width:${MAX_CONTENT_WIDTH}px;margin:0 auto;padding:24px 20px 48px;display:grid;gap:32px}
${md}{.gkn-cols{grid-template-columns:2fr 1fr}}
.gkn-menu nav{position:relative}
.gkn-menu ul{list-style:none;margin:0;padding:0}
.gkn-menu a{color:var(--gkn-text-color);text-decoration:none}
.gkn-menu a:hover{text-decoration:underline}
.gkn-l1>li{display:flex;flex-wrap:wrap;align-items:center;border-bottom:1px solid rgba(0,0,0,.1)}
.gkn-l1>li>a{flex:1;padding:12px 0;font-size:1.25rem;font-weight:700;font-family:var(--gkn-font-secondary);color:var(--gkn-base-color)}
/* Link types (requirements §2): main items are the prominent first level, normal ones regular links, asides side-column links with a marker. */
.gkn-l1>li[data-type=normal]>a{padding:10px 0;font-size:1.05rem;font-weight:400;font-family:inherit;color:var(--gkn-text-color)}
.gkn-l1>li[data-type=main]+li[data-type=normal]{margin-top:8px;border-top:2px solid rgba(0,0,0,.12)}
.gkn-side li[data-type=aside]>a::before{content:"\\203A";content:"\\203A"/"";display:inline-block;width:1em;font-weight:700;color:var(--gkn-base-color)}
.gkn-l2{flex-basis:100%;padding:0 0 12px 16px!important}
.gkn-l2 a,.gkn-side a{display:block;padding:6px 0}
.gkn-l2-head{display:none}
.gkn-more,.gkn-back{display:none;font:inherit;background:none;border:0;cursor:pointer;color:var(--gkn-base-color);min-width:44px;min-height:44px}
.gkn-status{display:flex;flex-wrap:wrap;align-items:center;gap:12px;margin:0;padding:12px 0;font-size:1.1rem}
.gkn-status p{margin:0}
.gkn-spinner{width:20px;height:20px;border:3px solid rgba(0,0,0,.15);border-top-color:var(--gkn-base-color);border-radius:50%;animation:gkn-spin .8s linear infinite}
@keyframes gkn-spin{to{transform:rotate(360deg)}}
.gkn-retry{font:inherit;font-weight:700;padding:8px 16px;min-height:44px;border:2px solid var(--gkn-base-color);border-radius:4px;background:none;color:var(--gkn-base-color);cursor:pointer}
.gkn-retry:hover{background:var(--gkn-base-color);color:#fff}
.gkn-side h2{font-size:1rem;margin:0 0 8px;text-transform:uppercase;letter-spacing:.05em}
.gkn-side ul{margin-bottom:24px}
${sm}{
${js} .gkn-more,${js} .gkn-menu[data-level="1"] .gkn-back{display:inline-block}
${js} .gkn-back{position:fixed;top:0;left:0;height:var(--gkn-nav-height);padding:0 20px;background:var(--gkn-surface-color);font-weight:700;z-index:31}
${js} .gkn-nav{overflow:hidden;min-height:60vh}
${js} .gkn-l2{position:absolute;inset:0;padding:0!important;background:var(--gkn-surface-color);transform:translateX(100%);visibility:hidden;transition:transform .25s,visibility .25s}
${js} .gkn-menu[data-level="1"] [data-active]>.gkn-l2{transform:none;visibility:visible}
${js} .gkn-l2 .gkn-l2-link{padding:12px 0;font-size:1.1rem;border-bottom:1px solid rgba(0,0,0,.1)}
${js} .gkn-l2-head{display:block;margin:0;padding:4px 0 8px;border-bottom:3px solid var(--gkn-base-color);font-family:var(--gkn-font-secondary);font-size:1.35rem}
${js} .gkn-menu .gkn-l2-head .gkn-l2-link{border:0;font-size:inherit;font-weight:700;color:var(--gkn-base-color)}
}
${md}{
.gkn-l1{width:45%}
.gkn-l2{display:none;position:absolute;top:0;left:50%;width:50%;padding:0!important}
.gkn-l2 a{font-size:1.1rem}
.gkn-l1>li:hover>.gkn-l2,.gkn-l1>li:focus-within>.gkn-l2{display:block}
.gkn-l1>li:hover>a,.gkn-l1>li:focus-within>a{text-decoration:underline}
}

.gkn-search{background:var(--gkn-surface-color);border-top:1px solid rgba(0,0,0,.1)}
.gkn-search form{display:flex;gap:8px;${wrap};padding:8px 20px}
.gkn-search input,.gkn-bar-search input{flex:1;min-width:0;font:inherit;padding:8px 12px;border:2px solid var(--gkn-base-color);border-radius:4px}
.gkn-search button,.gkn-bar-search button{font:inherit;font-weight:700;padding:8px 16px;border:0;border-radius:4px;background:var(--gkn-base-color);color:#fff;cursor:pointer}
/* The site search in the bar's own row from 960px (requirements §2.7), where the sticky search bar never
   shows: the same GET form, in the bar from the first paint, so nothing moves when scripts start. */
.gkn-bar-search{display:none}
${lg}{.gkn-bar-search{display:flex;gap:8px;margin-left:auto}.gkn-bar-search~.gkn-account{margin-left:0}}
/* The field is as wide as the site's placeholder (--gkn-search-chars, site-css.ts; 1ch a character is
   more than the text takes), so the placeholder shows in full at 1280px. Where the row is short of
   room (960–1279px beside a table of contents) the row does not wrap: the field gives way, down to
   128px, the TOC keeps 14rem (below, after its own rules), and the placeholder ends in an ellipsis
   instead of being cut off. */
${lg}{.gkn-row{flex-wrap:nowrap}.gkn-home{flex-shrink:0}.gkn-bar-search{min-width:0}}
.gkn-bar-search input{width:calc(var(--gkn-search-chars,24)*1ch + 28px);min-width:128px;flex:0 1 auto;min-height:44px;text-overflow:ellipsis}
.gkn-bar-search button{min-height:44px}
/* Out of the flow from the first paint, not from hydration: the bar keeps its height when scripts
   start (no layout shift, requirements §10.3). Only a browser with scripting off keeps it in the bar. */
.gkn-search{position:absolute;left:0;right:0;top:100%;box-shadow:0 4px 8px rgba(0,0,0,.12)}
.gkn-bar:not([data-search]) .gkn-search{display:none}
.gkn-bar[data-search] .gkn-search{animation:gkn-slide-in .2s ease-out}
@media (scripting:none){.gkn-search{position:static;box-shadow:none}.gkn-bar:not([data-search]) .gkn-search{display:block}}
@keyframes gkn-slide-in{from{transform:translateY(-100%)}to{transform:none}}
${lg}{.gkn-search{display:none!important}}

/* The TOC sits in the bar's row between logo and hamburger from 750px, on a row of its own below. */
/* Its own row bleeds into the row's 20px padding on both sides, so the border spans the full width. */
.gkn-toc{order:3;flex-basis:calc(100% + 40px);min-width:0;border-top:1px solid rgba(0,0,0,.1);margin:0 -20px;padding:0 20px}
${md}{.gkn-toc{order:0;flex:1 1 0;border:0;margin:0;padding:0}}
${lg}{.gkn-toc{min-width:14rem}}
.gkn-abc{border-top:1px solid rgba(0,0,0,.1)}
.gkn-toc>div,.gkn-abc>div{display:flex;align-items:center;gap:8px}
.gkn-abc>div{${wrap}}
.gkn-toc details{flex:1;min-width:0;position:relative}
.gkn-toc summary{cursor:pointer;padding:10px 0;min-height:44px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.gkn-toc summary b{color:var(--gkn-base-color);margin-right:8px}
.gkn-toc ol{position:absolute;left:0;right:0;top:100%;margin:0;padding:8px 16px 8px 36px;max-height:60vh;overflow-y:auto;background:var(--gkn-surface-color);box-shadow:0 6px 12px rgba(0,0,0,.15)}
.gkn-toc ol a{display:block;padding:6px 0;color:var(--gkn-text-color)}
.gkn-toc [aria-current]{font-weight:700;color:var(--gkn-base-color)}
.gkn-arrows{display:flex;gap:4px;padding:4px 0}
.gkn-arrows button,.gkn-abc button{min-width:36px;height:36px;font:inherit;border:2px solid var(--gkn-base-color);border-radius:4px;background:none;color:var(--gkn-base-color);cursor:pointer}
.gkn-arrows button:disabled{opacity:.4;cursor:default}
${nojs} .gkn-arrows,${nojs} .gkn-abc-button{display:none}
.gkn-abc{display:none}
${md}{.gkn-abc{display:block}}
.gkn-abc>div{padding:4px 20px}
.gkn-abc ul{display:flex;flex-wrap:wrap;gap:2px;list-style:none;margin:0;padding:0;flex:1}
.gkn-abc a{display:inline-flex;align-items:center;justify-content:center;min-width:32px;height:32px;border-radius:4px;font-weight:700;text-decoration:none;color:var(--gkn-base-color)}
.gkn-abc a[href]:hover{background:rgba(0,0,0,.06)}
.gkn-abc a[aria-disabled]{color:#6b6b6b;font-weight:400}
.gkn-abc a[aria-current]{background:var(--gkn-base-color);color:#fff}

.gkn-footer{background:var(--gkn-banner-color);color:#fff;padding:32px 0 16px}
.gkn-footer>div{${wrap}}
.gkn-footer a{color:#fff}
.gkn-footer a:focus-visible,.gkn-footer button:focus-visible{${ring};outline-color:#fff}
.gkn-footer ul{list-style:none;margin:0;padding:0}
.gkn-footer h2{font-size:1.1rem;margin:0 0 12px;font-family:var(--gkn-font-secondary)}
.gkn-grid{display:grid;gap:24px}
${md}{.gkn-grid{grid-template-columns:repeat(2,1fr)}}
${lg}{.gkn-grid{grid-template-columns:repeat(4,1fr)}}
.gkn-items{display:grid;gap:8px}
.gkn-items.image img{max-width:160px;height:auto;background:#fff;padding:8px;border-radius:4px}
.gkn-items.socials{display:flex;flex-wrap:wrap;gap:12px}
.gkn-items.socials a{display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;border-radius:50%;border:2px solid rgba(255,255,255,.7);transition:background .15s}
.gkn-items.socials a:hover{background:rgba(255,255,255,.18)}
.gkn-items.socials svg{width:22px;height:22px}
.gkn-items.image a{display:inline-flex;align-items:flex-start;gap:4px}
.gkn-toggle{display:none;width:100%;justify-content:space-between;font:inherit;color:inherit;background:none;border:0;padding:8px 0;cursor:pointer}
.gkn-toggle::after{content:"+";content:"+"/"";font-size:1.4rem;line-height:1}
.gkn-toggle[aria-expanded=true]::after{content:"\\2212";content:"\\2212"/""}
${sm}{
${js} .gkn-toggle{display:flex}
${js} .gkn-block .gkn-block-title{display:none}
${js} .gkn-items{overflow:hidden;max-height:0;visibility:hidden;transition:max-height .25s,visibility .25s}
${js} .gkn-block[data-open] .gkn-items{max-height:${FOOTER_OPEN_MAX_HEIGHT}px;overflow-y:auto;visibility:visible}
${js} .gkn-block{border-bottom:1px solid rgba(255,255,255,.3)}
}
.gkn-legal{display:flex;flex-wrap:wrap;gap:8px 24px;margin-top:32px!important;padding-top:16px!important;border-top:1px solid rgba(255,255,255,.4);font-size:.9rem}
`.replace(/\n/g, '');
