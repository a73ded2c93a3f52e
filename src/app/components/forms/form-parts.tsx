import type { I18n } from '@lingui/core';
import type { ReactNode } from 'react';
import { ErrorPrompt } from './ErrorPrompt.js';
import { GOOD_STATUSES } from './form-statuses.js';
import * as s from './form-styles.js';
import { FORM_ID_FIELD, RETURN_FIELD, TOKEN_FIELD, useFormToken } from './form-token.js';
import type { EnhancedForm, FormOutcome } from './use-enhanced-form.js';

// What every form of ours has: the hidden fields of a post, the announced outcome, the submit
// button with the error prompt of a post that got no answer, and the words for an expired form.

/** The signed token, the page to return to and which form it is (src/server/forms). */
export function FormPostFields({ formId, returnPath }: { formId: string; returnPath: string }) {
  const token = useFormToken();
  return (
    <>
      <input type="hidden" name={TOKEN_FIELD} value={token} />
      <input type="hidden" name={RETURN_FIELD} value={returnPath} />
      <input type="hidden" name={FORM_ID_FIELD} value={formId} />
    </>
  );
}

/** The outcome of the last post, read out politely: good news or a problem, in the form's words. */
export function FormOutcomeMessage({
  id,
  outcome,
  messageOf,
}: {
  /** The element id invalid fields point to (aria-describedby). */
  id?: string;
  outcome: FormOutcome | null;
  messageOf: (status: string) => string;
}) {
  return (
    <div role="status" aria-live="polite" id={id}>
      {outcome && (
        <p css={GOOD_STATUSES.has(outcome.status) ? s.messageGood : s.messageBad}>{messageOf(outcome.status)}</p>
      )}
    </div>
  );
}

/** Submit, disabled while the post is on its way; the error prompt when a post got no answer (requirements §8). */
export function FormSubmit({ form, children }: { form: EnhancedForm; children: ReactNode }) {
  return (
    <>
      <button css={s.button} type="submit" disabled={form.pending}>
        {children}
      </button>
      {form.promptOpen && <ErrorPrompt onClose={form.closePrompt} />}
    </>
  );
}

/** A post with a token older than it may be (the page stood open too long). */
export function expiredMessage(i18n: I18n): string {
  return i18n._({
    id: 'form.expired',
    message: 'Dit formulier is verlopen. Laad de pagina opnieuw en probeer het nog eens.',
  });
}
