import { AI_ANSWER_ENDPOINT } from '../app/logic/ai-search-url.js';
import { DATA_ENDPOINT } from '../app/logic/data-endpoint.js';
import { ROUTE_SEGMENTS } from '../app/logic/route-segments.js';
import { FEEDS_PREFIX } from '../app/logic/search-feed-url.js';
import { IMAGE_VARIANT_PATH } from '../model/image-variants.js';
import { LOGOUT_PATH } from '../auth/auth-routes.js';
import { CMS_MEDIA_PATH } from './files/cms-media-proxy.js';
import { DEV_RELOAD_PATH } from './lifecycle/dev-reload.js';

// The app's own routes, the paths it answers with something other than a page (docs/performance.md,
// "One route table"; docs/architecture.md §5.2): create-app.ts mounts them at these paths and the
// page-request reader (fast-path/page-request.ts) leaves every request under them to the app, so
// the two cannot drift. Everything else on a site is a page, which the fast path and the page lane
// may answer.

/** Where each of the app's own routes is mounted. */
export const APP_PATHS = {
  health: '/healthz',
  ready: '/readyz',
  /** The publish webhook and the personal API. */
  api: '/api',
  /** The login's steps (the login layer, src/auth, names each). */
  auth: '/auth',
  logout: LOGOUT_PATH,
  /** Hashed client files. */
  assets: '/assets',
  devReload: DEV_RELOAD_PATH,
  forms: '/_forms',
  feeds: FEEDS_PREFIX,
  cmsMedia: CMS_MEDIA_PATH,
  imageVariants: IMAGE_VARIANT_PATH,
  data: DATA_ENDPOINT,
  aiAnswer: AI_ANSWER_ENDPOINT,
  preview: '/preview',
  robots: '/robots.txt',
  sitemap: '/sitemap.xml',
  offline: '/offline.html',
} as const;

/** How a route matches: its path alone, the paths below it, or both. */
type Reach = 'exactly' | 'below' | 'both';

/** Every route of the app's own, with its reach; compared in lower case, as Express matches. */
export const APP_ROUTES: readonly { path: string; reach: Reach }[] = [
  { path: APP_PATHS.health, reach: 'exactly' },
  { path: APP_PATHS.ready, reach: 'exactly' },
  { path: APP_PATHS.api, reach: 'both' },
  { path: APP_PATHS.auth, reach: 'both' },
  { path: APP_PATHS.logout, reach: 'exactly' },
  { path: APP_PATHS.assets, reach: 'below' },
  // The live reload's stream and anything else of the development server's own.
  { path: APP_PATHS.devReload.slice(0, APP_PATHS.devReload.indexOf('/', 1)), reach: 'below' },
  { path: APP_PATHS.forms, reach: 'both' },
  { path: APP_PATHS.feeds, reach: 'below' },
  { path: APP_PATHS.cmsMedia, reach: 'below' },
  { path: APP_PATHS.imageVariants, reach: 'below' },
  { path: APP_PATHS.data, reach: 'both' },
  { path: APP_PATHS.aiAnswer, reach: 'both' },
  // The AI search's pages: their rate limit and feedback are answered before the pages.
  ...[...Object.values(ROUTE_SEGMENTS.aiSearch), ...Object.values(ROUTE_SEGMENTS.aiSearchAlternate)].map((segment) => ({
    path: `/${segment}`,
    reach: 'below' as const,
  })),
  { path: APP_PATHS.preview, reach: 'exactly' },
  { path: APP_PATHS.robots, reach: 'exactly' },
  { path: APP_PATHS.sitemap, reach: 'exactly' },
  { path: APP_PATHS.offline, reach: 'exactly' },
];

const EXACT = new Set(APP_ROUTES.filter((r) => r.reach !== 'below').map((r) => r.path.toLowerCase()));
const BELOW = APP_ROUTES.filter((r) => r.reach !== 'exactly').map((r) => `${r.path.toLowerCase()}/`);

/**
 * Whether the app answers `path` (still percent-encoded) with a route of its own, or as a file of
 * public/ (`publicNames`, its top-level names), rather than as a page.
 */
export function isAppRoute(path: string, publicNames: ReadonlySet<string>): boolean {
  const lower = path.toLowerCase();
  if (EXACT.has(lower) || BELOW.some((prefix) => lower.startsWith(prefix))) return true;
  const slash = path.indexOf('/', 1);
  return publicNames.has(slash === -1 ? path.slice(1) : path.slice(1, slash));
}
