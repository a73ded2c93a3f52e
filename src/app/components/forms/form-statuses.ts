// The outcomes of our form posts, shared by the server (which decides them) and the forms (which
// word them). Plain data: importable by src/server without pulling in React.

export type NewsletterStatus =
  | 'registered'
  | 'already-registered'
  | 'invalid-email'
  | 'invalid-postal-code'
  | 'postal-code-not-found'
  | 'failed'
  | 'expired';

/** "Mail me" of a followed search: the newsletter's outcomes, and a search we cannot follow. */
export type SearchAlertStatus =
  'registered' | 'already-registered' | 'invalid-email' | 'invalid-search' | 'failed' | 'expired';

export type ContactStatus = 'sent' | 'invalid' | 'failed' | 'expired';

/** Statuses that are good news (shown as a confirmation, not an error; `saved`: cookie settings). */
export const GOOD_STATUSES: ReadonlySet<string> = new Set(['registered', 'sent', 'saved']);
