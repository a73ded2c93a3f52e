import { css } from '@emotion/react';
import type { I18n } from '@lingui/core';
import { useLoaderData } from 'react-router-dom';
import { expiredMessage, FormOutcomeMessage, FormPostFields, FormSubmit } from '../components/forms/form-parts.js';
import { FORM_ACTIONS } from '../components/forms/form-token.js';
import * as s from '../components/forms/form-styles.js';
import { RATE_LIMITED, rateLimitedMessage } from '../components/forms/rate-limit-messages.js';
import { useEnhancedForm } from '../components/forms/use-enhanced-form.js';
import type { ContactForm } from '../../model/forms.js';
import { useI18n } from '../theme/use-t.js';

const required = css({ color: '#b00020' });

function messageOf(i18n: I18n, status: string): string {
  if (status === RATE_LIMITED) return rateLimitedMessage(i18n);
  switch (status) {
    case 'sent':
      return i18n._({ id: 'contact.sent', message: 'Bedankt, je bericht is verstuurd.' });
    case 'invalid':
      return i18n._({ id: 'contact.invalid', message: 'Vul de gemarkeerde velden (goed) in.' });
    case 'expired':
      return expiredMessage(i18n);
    default:
      return i18n._({ id: 'contact.failed', message: 'Versturen is mislukt, probeer het later nog eens.' });
  }
}

const FORM_ID = 'contactformulier';

export interface ContactPageData {
  form: ContactForm;
}

/**
 * The contact form page (requirements §7 Contactformulier): fields and labels from the CMS, posted to our
 * server, which checks them and forwards the message (docs/decisions/005-forms-signed-token-and-origin.md).
 */
export function ContactPage() {
  const { form } = useLoaderData() as ContactPageData;
  const i18n = useI18n();
  // After a no-JS post the server names the invalid fields only by status; mark the required ones.
  const enhanced = useEnhancedForm(FORM_ID, (status) =>
    status === 'invalid' ? form.fields.filter((f) => f.required).map((f) => f.name) : [],
  );
  const outcome = enhanced.outcome;
  const messageId = `${FORM_ID}-message`;
  return (
    <article>
      <h1 css={s.pageTitle}>{form.title ?? form.pageTitle}</h1>
      <form
        id={FORM_ID}
        css={s.formBox}
        method="post"
        action={FORM_ACTIONS.contact}
        onSubmit={enhanced.onSubmit}
        aria-label={form.title ?? form.pageTitle}
        noValidate
      >
        <FormPostFields formId={FORM_ID} returnPath={enhanced.returnPath} />
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
        <FormOutcomeMessage id={messageId} outcome={outcome} messageOf={(status) => messageOf(i18n, status)} />
        <FormSubmit form={enhanced}>
          {form.submitLabel ?? i18n._({ id: 'contact.submit', message: 'Versturen' })}
        </FormSubmit>
      </form>
    </article>
  );
}
