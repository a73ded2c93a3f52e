// The outcomes of our form posts, shared by the server (which decides them) and the forms (which
// word them). Plain data: importable by src/server without pulling in React.

export const NEWSLETTER_STATUSES = [
  'registered',
  'already-registered',
  'invalid-email',
  'invalid-postal-code',
  'postal-code-not-found',
  'failed',
  'expired',
] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export const CONTACT_STATUSES = ['sent', 'invalid', 'failed', 'expired'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const COOKIE_STATUSES = ['saved', 'expired'] as const;
export type CookieStatus = (typeof COOKIE_STATUSES)[number];

/** Statuses that are good news (shown as a confirmation, not an error). */
export const GOOD_STATUSES: ReadonlySet<string> = new Set(['registered', 'sent', 'saved']);
