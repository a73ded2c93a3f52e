/**
 * When no first paint is reported after this long, the entry is added all the same: what the
 * page had before it waited for the paint.
 */
const ENTRY_LAST_RESORT_MS = 3000;

/**
 * The inline script that adds the client entry module. It is added by a small inline script rather
 * than a <script src> the parser meets: a cached page's CSP allows its inline scripts by hash
 * (decision 011), and a script that an allowed script adds is allowed by 'strict-dynamic'; a
 * <script src> would need the nonce. The modulepreload links keep the early fetch of the files.
 *
 * It is added once the page's first contentful paint is on screen: evaluating the modules and
 * hydrating take hundreds of ms of main thread on a phone (docs/benchmark.md, "Trace long tasks"),
 * and run any earlier they hold back the first paint, most of all while the text waits for the
 * web fonts (requirements §9.9) or when the scripts come from the cache. A page that paints no
 * frame (a tab in the background), or a browser without paint timing, gets it at once as before;
 * a timer is the last resort should no paint ever be reported.
 */
export function entryLoaderScript(entryUrl: string): string {
  return (
    `(function(d,w){var n=0,s=function(){if(n++)return;var t=d.createElement('script');t.type='module';` +
    `t.src=${JSON.stringify(entryUrl)};d.body.appendChild(t)},P=w.PerformanceObserver;` +
    `if(d.visibilityState!=='visible'||!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return s();` +
    `new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();s()}})` +
    `.observe({type:'paint',buffered:true});d.addEventListener('visibilitychange',s);setTimeout(s,${ENTRY_LAST_RESORT_MS})` +
    `})(document,window)`
  );
}
