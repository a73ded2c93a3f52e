import type { Locale } from '../../model/services.js';

// The addresses of the login routes (src/auth): plain links (and the logout's form action), so every
// control works without JavaScript as a full-page redirect that comes back to the page it started from.

export const LOGIN_PATH = '/auth/login';
export const LOGOUT_PATH = '/logout';
export const SESSION_INFO_PATH = '/auth/session';
/** What the login popup's last page posts to its opener (src/auth/auth-pages.ts). */
export const LOGIN_MESSAGE_TYPE = 'gkn-auth:login';

/** /auth/login?returnTo=<path>&locale=<page locale>[&popup=1]: the identity provider in the page's language. */
export function loginHref(returnTo: string, locale: Locale, popup = false): string {
  const query = new URLSearchParams({ returnTo, locale });
  if (popup) query.set('popup', '1');
  return `${LOGIN_PATH}?${query}`;
}
