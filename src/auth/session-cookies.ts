/**
 * The login's cookies (requirements §6). The session cookie carries only the signed session id:
 * HttpOnly, SameSite=Lax, and where the sites are served over HTTPS Secure with the `__Host-`
 * prefix (host-only, path /, so no other host or path can set or shadow it). One name per
 * deployment, so the page cache knows exactly which cookie means "a session".
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-gkn.sid' : 'gkn.sid';
}

/** The readable "is authenticated" flag (requirements §6), named where the browser's script reads it too. */
export { AUTH_FLAG_COOKIE } from '../model/readable-cookies.js';

/** True when the Cookie header has a cookie of exactly this name. */
export function hasCookie(header: string | undefined, name: string): boolean {
  if (!header) return false;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return true;
  }
  return false;
}

/** The value of the cookie of exactly this name in the Cookie header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
