// Every Cache-Control value the server sends, named by who may keep the answer and for how long
// (docs/architecture.md, request flow step 6, and §5). A value written out anywhere else is a second
// policy to keep in step with this one. (The login, src/auth, keeps its one `no-store`: that layer
// does not import the server.)

/** Nobody keeps it: refusals, errors, health, answers that hold no one's data but one request's. */
export const NO_STORE = 'no-store';

/**
 * One visitor's answer (a session, their form's confirmation, a degraded render): never in a shared
 * cache, nor on the browser's disk (docs/security.md "A shared cache").
 */
export const PRIVATE_NO_STORE = 'private, no-store';

/** Kept by the browser but asked again before each use: the service worker's script. */
export const REVALIDATE_EACH_USE = 'no-cache';

/** A file whose URL changes with its content: kept a year, never asked again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Anyone may keep it for `seconds` (redirects, robots.txt, the sitemap, embeds' text). */
export function publicFor(seconds: number): string {
  return `public, max-age=${seconds}`;
}

/** Five minutes: permanent redirects and a portlet's embed text. */
export const PUBLIC_FIVE_MINUTES = publicFor(300);

/** An hour: robots.txt and the sitemap. */
export const PUBLIC_ONE_HOUR = publicFor(3600);

/**
 * An anonymous page and its data: browsers ask again each time, a shared cache (our page cache, the
 * edge) keeps it `ttlS` seconds, serves it stale while refreshing it for five times that, and for
 * a day while no instance answers (requirements §10; docs/architecture.md §5.5).
 */
export function sharedPage(ttlS: number): string {
  return `public, max-age=0, s-maxage=${ttlS}, stale-while-revalidate=${ttlS * 5}, stale-if-error=86400`;
}
