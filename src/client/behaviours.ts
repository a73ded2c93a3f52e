import type { createBrowserRouter, isRouteErrorResponse, matchRoutes } from 'react-router-dom';
import { pushEvent } from '../app/browser/analytics.js';
import type { I18n } from '@lingui/core';
import { browserMessages } from '../app/browser/browser-messages.js';
import { preloadErrorPage } from '../app/pages/lazy-error-page.js';
import { CONSENT_EVENT, consentFrom } from '../app/browser/consent.js';
import { mayPrefetch, prefetchTargets, type ConnectionInfo } from '../app/browser/prefetch-policy.js';
import type { PublicSite } from '../model/site.js';
import { followBarHeight } from './bar-height.js';
import { isLoaderAnimation, renderLoaderAnimation, type LoaderAnimation } from './loader-animation.js';

// The browser behaviours, loaded after hydration as their own chunk so the
// first-load bundle does not grow. Plain DOM (styles through CSSOM: the CSP allows that).
// What the entry already has (router helpers, the Lingui instance) is handed in rather than imported, so this
// chunk shares no module with the entry and the first load stays in as few files as possible.

export interface BehaviourDeps {
  router: ReturnType<typeof createBrowserRouter>;
  site: PublicSite;
  matchRoutes: typeof matchRoutes;
  isRouteErrorResponse: typeof isRouteErrorResponse;
  /** The Lingui instance of the current path's locale (its texts are in this chunk, not the first load). */
  i18n: () => I18n;
  /** The JSON data endpoint of client navigations ('/_data'). */
  dataEndpoint: string;
}

/** requirements §9 Fetch minimum delay: the loading indicator appears only after 200 ms. */
const LOADING_INDICATOR_DELAY_MS = 200;

/** Runs `task` when the browser is idle (after half a second where it cannot say). */
function whenIdle(task: () => void): void {
  const idle =
    (window as Window & { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback ??
    ((cb: () => void) => setTimeout(cb, 500));
  idle(task);
}

export function startBehaviours({
  router,
  site,
  matchRoutes,
  isRouteErrorResponse,
  i18n,
  dataEndpoint,
}: BehaviourDeps): void {
  const messages = () => browserMessages(i18n());
  const announcer = liveRegion();
  const indicator = loadingIndicator();
  let lastPath = `${window.location.pathname}${window.location.search}`;
  let reportedError: unknown = null;

  const reportError = (errors: Record<string, unknown> | null) => {
    const error = errors ? Object.values(errors)[0] : null;
    if (!error || error === reportedError) return;
    reportedError = error;
    const status = isRouteErrorResponse(error) ? error.status : 500;
    pushEvent({ event: 'error-page', status, path: window.location.pathname, time: new Date().toISOString() });
  };
  pushEvent({ event: 'page-view', path: lastPath, time: new Date().toISOString() });
  reportError(router.state.errors);
  // The error page is its own chunk: fetched now, a navigation that fails offline still has it.
  whenIdle(preloadErrorPage);

  router.subscribe((state) => {
    // requirements §4 Page loading flag: set on navigation start, cleared after navigation.
    const loading = state.navigation.state !== 'idle';
    document.documentElement.toggleAttribute('data-page-loading', loading);
    document.getElementById('main')?.setAttribute('aria-busy', String(loading));
    if (loading) return indicator.start();
    indicator.stop();
    const path = `${state.location.pathname}${state.location.search}`;
    if (path !== lastPath) {
      lastPath = path;
      // requirements §4: on load the page scrolls to top (a hash is the table of contents' business; a
      // navigation that changes part of the page, e.g. a filter, asks to keep the position).
      if (!state.location.hash && state.historyAction !== 'POP' && !state.preventScrollReset) window.scrollTo(0, 0);
      pushEvent({ event: 'page-view', path, time: new Date().toISOString() });
      schedulePrefetch();
    }
    reportError(state.errors);
  });

  // The indicator's animation is asked for once the page is idle, not when the first navigation
  // starts: on a slow connection, where the indicator matters, a fetch begun then could still be
  // on its way when the navigation ends, and the visitor would see no indicator at all.
  whenIdle(indicator.preload);

  // The page's scroll padding follows the sticky top bar's height (requirements §10.4.8, focus not obscured).
  followBarHeight();

  // Offline status (requirements §8), announced politely.
  window.addEventListener('offline', () => announcer.say(messages().offline, true));
  window.addEventListener('online', () => announcer.say(messages().online, false));
  if (!navigator.onLine) announcer.say(messages().offline, true);

  // requirements §7: a service worker at /sw.js with scope / (offline page).
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  }

  // The site's tracking script only after consent (requirements §3 blueconic_script, §2 cookie settings).
  const loadTracking = () => {
    if (!site.trackingScript || consentFrom(document.cookie) !== 'accepted') return;
    if (document.querySelector('script[data-gkn-tracking]')) return;
    const script = document.createElement('script');
    script.src = site.trackingScript;
    script.async = true;
    script.dataset.gknTracking = 'true';
    document.head.appendChild(script);
  };
  loadTracking();
  window.addEventListener(CONSENT_EVENT, () => {
    pushEvent({
      event: 'cookie-consent',
      consent: consentFrom(document.cookie) ?? 'none',
      time: new Date().toISOString(),
    });
    loadTracking();
  });

  // requirements §9: prefetch 2 links, none on 2g or slow-2g: warm the route chunk and its /_data JSON.
  const prefetched = new Set<string>();
  function schedulePrefetch() {
    const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
    // data-prefetch on <html> says the decision was made (a signal tests wait on, not a timer).
    if (!mayPrefetch(connection)) return void (document.documentElement.dataset.prefetch = 'none');
    whenIdle(() => {
      const hrefs = [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')].map(
        (a) => a.getAttribute('href') ?? '',
      );
      for (const path of prefetchTargets(hrefs, window.location.origin, lastPath)) {
        if (prefetched.has(path)) continue;
        prefetched.add(path);
        const url = new URL(path, window.location.origin);
        const leaf = matchRoutes(router.routes, url.pathname)?.at(-1)?.route;
        if (!leaf?.id) continue;
        if (typeof leaf.lazy === 'function') void (leaf.lazy as () => Promise<unknown>)().catch(() => {});
        if (leaf.loader)
          void fetch(`${dataEndpoint}?${new URLSearchParams({ route: leaf.id, path })}`, {
            headers: { accept: 'application/json' },
            priority: 'low',
          } as RequestInit).catch(() => {});
      }
      document.documentElement.dataset.prefetch = 'done';
    });
  }
  schedulePrefetch();
  // Every behaviour is attached: tests wait on this instead of sleeping.
  document.documentElement.dataset.behaviours = 'started';
}

function liveRegion() {
  const el = document.createElement('div');
  el.setAttribute('role', 'status');
  el.setAttribute('aria-live', 'polite');
  el.dataset.gknStatus = 'network';
  Object.assign(el.style, {
    position: 'fixed',
    left: '16px',
    bottom: '16px',
    zIndex: '950',
    maxWidth: '360px',
    padding: '10px 16px',
    borderRadius: '4px',
    background: '#1d1d1b',
    color: '#fff',
    font: 'inherit',
    display: 'none',
  });
  document.body.appendChild(el);
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    say(text: string, sticky: boolean) {
      clearTimeout(timer);
      el.textContent = text;
      el.style.display = 'block';
      if (!sticky) timer = setTimeout(() => (el.style.display = 'none'), 4000);
    },
  };
}

function loadingIndicator() {
  const el = document.createElement('div');
  el.dataset.gknLoading = 'true';
  el.setAttribute('aria-hidden', 'true');
  Object.assign(el.style, {
    position: 'fixed',
    top: '8px',
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: '960',
    padding: '6px 10px',
    borderRadius: '12px',
    background: 'rgba(255,255,255,.92)',
    boxShadow: '0 1px 6px rgba(0,0,0,.2)',
    display: 'none',
  });
  document.body.appendChild(el);
  let animation: ReturnType<typeof renderLoaderAnimation> | null = null;
  // The animation description is fetched once: in idle time after the page starts (preload), or
  // when a navigation starts before that. The SVG is built only when it is first shown: creating
  // its Web Animations makes the browser compute the whole document's style, a long task on a
  // phone that would otherwise land in the page's start-up (docs/benchmark.md, "Lighthouse").
  let spec: LoaderAnimation | null = null;
  let ready: Promise<void> | null = null;
  const load = () =>
    (ready ??= fetch('/loader-animation.json')
      .then((r) => r.json())
      .then((json: unknown) => {
        if (isLoaderAnimation(json)) spec = json;
      })
      .catch(() => {}));
  const built = () => {
    if (!animation && spec) {
      animation = renderLoaderAnimation(spec);
      el.appendChild(animation.element);
    }
    return animation;
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    preload: () => void load(),
    start() {
      if (timer) return;
      const loaded = load();
      timer = setTimeout(() => {
        void loaded.then(() => {
          if (!timer) return;
          el.style.display = 'block';
          built()?.play();
        });
      }, LOADING_INDICATOR_DELAY_MS);
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
      el.style.display = 'none';
      animation?.stop();
    },
  };
}
