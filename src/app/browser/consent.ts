// Cookie consent (requirements §2 cookie settings): one cookie the browser can read. Plain data and tiny
// helpers, shared by the server's form handler and the browser.

export const CONSENT_COOKIE = 'gkn_consent';
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;
export type Consent = 'accepted' | 'rejected';

/** The consent in a Cookie header (or document.cookie); null when none was given yet. */
export function consentFrom(cookieHeader: string | undefined | null): Consent | null {
  const m = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=(accepted|rejected)(?:;|$)`).exec(cookieHeader ?? '');
  return (m?.[1] as Consent | undefined) ?? null;
}

/** Fired on window when the visitor saves a choice in the browser (client behaviours listen). */
export const CONSENT_EVENT = 'gkn:consent';
