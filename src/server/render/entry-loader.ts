import { CHANGED_BEFORE_SCRIPTS } from '../../app/browser/changed-before-scripts.js';

/**
 * When no first paint is reported after this long, the scripts are fetched all the same: what the
 * page had before it waited for the paint.
 */
const ENTRY_LAST_RESORT_MS = 3000;

/**
 * The inline script that loads the client: the entry module, and its statically imported chunks
 * as modulepreload links so they come in parallel rather than after the entry. It is added by a
 * small inline script rather than a <script src> the parser meets: a cached page's CSP allows its
 * inline scripts by hash (decision 011), and what an allowed script adds is allowed by
 * 'strict-dynamic'; a <script src> would need the nonce.
 *
 * It starts once the page's first contentful paint is on screen. The page works without its
 * scripts (they enhance it); until it is shown, the fonts and the header image it needs are what
 * the connection should carry, not 110 KB of scripts, and evaluating the modules and hydrating
 * (hundreds of ms of main thread on a phone; docs/benchmark.md at e606e25, "Trace long tasks")
 * must not hold back a paint that waits for the web fonts (requirements §9.9), nor one on a visit with the
 * scripts cached. A page that paints no frame (a tab in the background), or a browser without paint
 * timing, loads them at once; a timer is the last resort should no paint ever be reported.
 *
 * Until the page has hydrated it also notes which form fields the visitor changed (a `change`
 * event, which a browser restoring a form from its memory does not fire): a choice made on the
 * plain search forms before the scripts ran is applied once they run, while what the browser
 * restored goes back to what the address says (docs/requirements.md §9.8, `changedBeforeScripts`).
 */
export function entryLoaderScript(entryUrl: string, chunkUrls: readonly string[]): string {
  return (
    `(function(d,w,c){d.addEventListener('change',function(e){if(!d.documentElement.hasAttribute('data-hydrated'))` +
    `(w.${CHANGED_BEFORE_SCRIPTS}=w.${CHANGED_BEFORE_SCRIPTS}||[]).push(e.target)},true);var n=0,s=function(){if(n++)return;c.forEach(function(u){var l=d.createElement('link');` +
    `l.rel='modulepreload';l.href=u;d.head.appendChild(l)});var t=d.createElement('script');t.type='module';` +
    `t.src=${JSON.stringify(entryUrl)};d.body.appendChild(t)},P=w.PerformanceObserver;` +
    `if(d.visibilityState!=='visible'||!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return s();` +
    `new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();s()}})` +
    `.observe({type:'paint',buffered:true});d.addEventListener('visibilitychange',s);setTimeout(s,${ENTRY_LAST_RESORT_MS})` +
    `})(document,window,${JSON.stringify(chunkUrls).replace(/</g, '\\u003c')})`
  );
}
