import { z } from 'zod';

// Validation of our forms' input: pure functions (unit-tested in test/unit/forms-rules.test.ts).

// zod's address rule: letters, digits and `_'+-.` before the @ (no leading, trailing or double
// dot), a domain of dot-separated labels ending in a top-level domain of 2+ letters.
const emailSchema = z.email().max(254);

/** An e-mail address the services can take: zod's rule, at most 254 characters. */
export function isEmail(value: string): boolean {
  return emailSchema.safeParse(value).success;
}

/** Dutch postal code: four digits (not starting with 0), two letters; a space is optional. */
export function normalisePostalCode(value: string): string | null {
  const m = /^([1-9][0-9]{3})\s?([a-zA-Z]{2})$/.exec(value.trim());
  return m ? `${m[1]} ${m[2]!.toUpperCase()}` : null;
}

/** requirements §10.5.5: return-to paths are same-origin relative paths only (one rule for forms and logout). */
export { safeReturnPath } from '../../app/routes/return-path.js';

/** The page to go back to after a post, with the form's id and status (redirect-after-post). */
export function returnUrl(path: string, formId: string, status: string): string {
  const url = new URL(path, 'http://gkn.internal');
  url.searchParams.set('form', formId);
  url.searchParams.set('formstatus', status);
  url.hash = formId;
  return `${url.pathname}${url.search}${url.hash}`;
}

export const FORM_ID = /^[a-z0-9-]{1,40}$/;
