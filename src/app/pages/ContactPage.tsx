import { css } from '@emotion/react';
import type { I18n } from '@lingui/core';
import { useLoaderData } from 'react-router-dom';
import { ErrorPrompt } from '../components/forms/ErrorPrompt.js';
import {
  FORM_ACTIONS,
  FORM_ID_FIELD,
  RETURN_FIELD,
  TOKEN_FIELD,
  useFormToken,
} from '../components/forms/form-token.js';
import { GOOD_STATUSES } from '../components/forms/form-statuses.js';
import * as s from '../components/forms/form-styles.js';
import { useEnhancedForm } from '../components/forms/use-enhanced-form.js';
import type { ContactForm } from '../../model/forms.js';
import { useI18n } from '../theme/use-t.js';

const title = css({
  fontFamily: 'var(--gkn-font-secondary)',
  color: 'var(--gkn-heading-color)',
  fontSize: 'clamp(1.8rem, 4vw, 2.8rem)',
  margin: '0 0 12px',
});
const required = css({ color: '#b00020' });

function messageOf(i18n: I18n, status: string): string {
  switch (status) {
    case 'sent':
      return i18n._({ id: 'contact.sent', message: 'Bedankt, je bericht is verstuurd.' });
    case 'invalid':
      return i18n._({ id: 'contact.invalid', message: 'Vul de gemarkeerde velden (goed) in.' });
    case 'expired':
      return i18n._({
        id: 'form.expired',
        message: 'Dit formulier is verlopen. Laad de pagina opnieuw en probeer het nog eens.',
      });
    default:
      return i18n._({ id: 'contact.failed', message: 'Versturen is mislukt, probeer het later nog eens.' });
  }
}

const FORM_ID = 'contactformulier';

export interface ContactPageData {
  form: ContactForm;
}

/**
 * The contact form page (spec §7 Contactformulier): fields and labels from the CMS, posted to our
 * server, which checks them and forwards the message (docs/decisions/005-forms-signed-token-and-origin.md).
 */
export function ContactPage() {
  const { form } = useLoaderData() as ContactPageData;
  const i18n = useI18n();
  const token = useFormToken();
  // After a no-JS post the server names the invalid fields only by status; mark the required ones.
  const enhanced = useEnhancedForm(FORM_ID, (status) =>
    status === 'invalid' ? form.fields.filter((f) => f.required).map((f) => f.name) : [],
  );
  const outcome = enhanced.outcome;
  const messageId = `${FORM_ID}-message`;
  return (
    <article>
      <h1 css={title}>{form.title ?? form.pageTitle}</h1>
      <form
        id={FORM_ID}
        css={s.formBox}
        method="post"
        action={FORM_ACTIONS.contact}
        onSubmit={enhanced.onSubmit}
        aria-label={form.title ?? form.pageTitle}
        noValidate
      >
        <input type="hidden" name={TOKEN_FIELD} value={token} />
        <input type="hidden" name={RETURN_FIELD} value={enhanced.returnPath} />
        <input type="hidden" name={FORM_ID_FIELD} value={FORM_ID} />
        {form.fields.map((f) => {
          const id = `${FORM_ID}-${f.name}`;
          const invalid = outcome?.fields.includes(f.name) ? true : undefined;
          const common = {
            id,
            name: f.name,
            required: f.required,
            'aria-required': f.required,
            'aria-invalid': invalid,
            'aria-describedby': invalid ? messageId : undefined,
          };
          return (
            <div key={f.name} css={s.fieldBox}>
              <label css={s.label} htmlFor={id}>
                {f.label}
                {f.required && (
                  <span css={required} aria-hidden="true">
                    {' *'}
                  </span>
                )}
              </label>
              {f.type === 'textarea' ? (
                <textarea css={s.textarea} maxLength={5000} {...common} />
              ) : (
                <input
                  css={s.input}
                  type={f.type}
                  maxLength={200}
                  autoComplete={
                    f.type === 'email'
                      ? 'email'
                      : f.name === 'name'
                        ? 'name'
                        : f.name === 'organisation'
                          ? 'organization'
                          : undefined
                  }
                  {...common}
                />
              )}
            </div>
          );
        })}
        <div role="status" aria-live="polite" id={messageId}>
          {outcome && (
            <p css={GOOD_STATUSES.has(outcome.status) ? s.messageGood : s.messageBad}>
              {messageOf(i18n, outcome.status)}
            </p>
          )}
        </div>
        <button css={s.button} type="submit" disabled={enhanced.pending}>
          {form.submitLabel ?? i18n._({ id: 'contact.submit', message: 'Versturen' })}
        </button>
        {enhanced.promptOpen && <ErrorPrompt onClose={enhanced.closePrompt} />}
      </form>
    </article>
  );
}
