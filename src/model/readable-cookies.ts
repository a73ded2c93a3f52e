// The cookies the browser's script reads or writes (requirements §6; docs/architecture.md §6.6).
// They hold nothing secret and nothing about the person: `1`, or absent.

/**
 * The readable "is authenticated" flag: set by the server beside the session cookie, with its
 * lifetime, so the script knows a session exists (on a cached shell, whose page names nobody).
 */
export const AUTH_FLAG_COOKIE = 'gkn.authenticated';

/**
 * Set by the script of a browser that has run it: from then on a logged-in page view may be
 * answered with the site's cached page as a shell (`private, no-store`) for the script to fill in.
 * Without it (no JavaScript, or not known yet) a logged-in visitor's page is rendered for them,
 * complete without a script.
 */
export const SCRIPT_COOKIE = 'gkn.script';

/** A year: whether a browser runs scripts does not change with the session. */
export const SCRIPT_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
