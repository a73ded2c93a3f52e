import type { I18n } from '@lingui/core';

// The words of a form post refused at the rate limit: shown in the form (with JavaScript, or
// after following the link back) and on the short page the server answers without JavaScript.

/** The status our form endpoints answer at the limit (429, with Retry-After). */
export const RATE_LIMITED = 'rate-limited';

export function rateLimitedMessage(i18n: I18n): string {
  return i18n._({
    id: 'form.rate-limited',
    message: 'Dit formulier is te vaak verstuurd. Probeer het over een paar minuten opnieuw.',
  });
}

export function backToFormLabel(i18n: I18n): string {
  return i18n._({ id: 'form.back-to-form', message: 'Terug naar het formulier' });
}
