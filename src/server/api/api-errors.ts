import { COMMENT_MAX_LENGTH, MAX_BOOKMARKS } from '../../model/user-data.js';
import type { Locale } from '../../model/services.js';

/**
 * Every refusal of the personal API: its status, the JSON `error` (English, stable for scripts)
 * and the sentence a visitor without JavaScript reads on the short answer page, in the page's language.
 */
export const API_ERRORS = {
  'login-required': { status: 401, error: 'login required', nl: 'Log eerst in.', en: 'Please log in first.' },
  'not-trusted': {
    status: 403,
    error: 'this request did not come from a page of this site, or its form token has expired: reload the page',
    nl: 'Dit formulier is verlopen. Laad de pagina opnieuw en probeer het nog eens.',
    en: 'This form has expired. Reload the page and try again.',
  },
  'item-required': {
    status: 400,
    error: 'item (a search record id) is required',
    nl: 'Er is geen item gekozen.',
    en: 'No item was chosen.',
  },
  'comment-required': {
    status: 400,
    error: 'id (a comment id) is required',
    nl: 'Er is geen reactie gekozen.',
    en: 'No comment was chosen.',
  },
  'comment-id-invalid': {
    status: 400,
    error: 'id is not a comment id (letters, digits, "-" and "_", at most 64)',
    nl: 'Deze reactie bestaat niet.',
    en: 'This comment does not exist.',
  },
  'comment-empty': {
    status: 422,
    error: 'the comment is empty',
    nl: 'De reactie is leeg.',
    en: 'The comment is empty.',
  },
  'comment-too-long': {
    status: 422,
    error: `the comment is longer than ${COMMENT_MAX_LENGTH} characters`,
    nl: `De reactie is langer dan ${COMMENT_MAX_LENGTH} tekens.`,
    en: `The comment is longer than ${COMMENT_MAX_LENGTH} characters.`,
  },
  'too-many-bookmarks': {
    status: 422,
    error: `at most ${MAX_BOOKMARKS} bookmarks`,
    nl: `U kunt hoogstens ${MAX_BOOKMARKS} items bewaren.`,
    en: `You can keep at most ${MAX_BOOKMARKS} bookmarks.`,
  },
  'no-such-item': {
    status: 404,
    error: 'no such item',
    nl: 'Dit item bestaat niet (meer).',
    en: 'This item does not exist (any more).',
  },
  'no-such-comment': {
    status: 404,
    error: 'no such comment',
    nl: 'Deze reactie bestaat niet (meer).',
    en: 'This comment does not exist (any more).',
  },
  'not-your-comment': {
    status: 403,
    error: 'this is not your comment',
    nl: 'U kunt alleen uw eigen reacties verwijderen.',
    en: 'You can only delete your own comments.',
  },
  'too-large': {
    status: 413,
    error: 'the request is too large (at most 16 KB)',
    nl: 'Het bericht is te groot.',
    en: 'The message is too large.',
  },
  unreadable: {
    status: 400,
    error: 'the request body could not be read (JSON or a form post)',
    nl: 'Het formulier kon niet gelezen worden.',
    en: 'The form could not be read.',
  },
  unavailable: {
    status: 503,
    error: 'the personal service is unavailable',
    nl: 'Dit lukt nu even niet. Probeer het later nog eens.',
    en: 'This is not possible right now. Please try again later.',
  },
  'not-configured': {
    status: 404,
    error: 'this site has no login',
    nl: 'Op deze site kunt u niet inloggen.',
    en: 'This site has no login.',
  },
  'no-such-route': { status: 404, error: 'no such API route', nl: 'Deze pagina bestaat niet.', en: 'No such page.' },
} as const satisfies Record<string, { status: number; error: string } & Record<Locale, string>>;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** A refusal thrown by a route's steps and answered by the API's error handler. */
export class ApiRefusal extends Error {
  constructor(readonly code: ApiErrorCode) {
    super(API_ERRORS[code].error);
    this.name = 'ApiRefusal';
  }
}
