import { css } from '@emotion/react';
import type { I18n } from '@lingui/core';
import { useLoaderData } from 'react-router-dom';
import { expiredMessage, FormOutcomeMessage, FormPostFields, FormSubmit } from '../components/forms/form-parts.js';
import { FORM_ACTIONS } from '../components/forms/form-token.js';
import * as s from '../components/forms/form-styles.js';
import { RATE_LIMITED, rateLimitedMessage } from '../components/forms/rate-limit-messages.js';
import { useEnhancedForm } from '../components/forms/use-enhanced-form.js';
import { ErrorSummary } from '../components/forms/ErrorSummary.js';
import { maxLengthOf } from '../components/forms/field-limits.js';
import { fieldProblemMessage } from '../components/forms/field-problems.js';
import type { ContactForm, PostedForm } from '../../model/forms.js';
import { visuallyHidden } from '../theme/styles.js';
import { useI18n } from '../theme/use-t.js';

const required = css({ color: '#b00020' });
const fieldError = css({ margin: 0, color: '#b00020', fontWeight: 600 });

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
  /** A post refused without JavaScript, when this page is its answer: values as typed, refused fields. */
  posted?: PostedForm | null;
}

/**
 * The contact form page (requirements §7 Contactformulier): fields and labels from the CMS, posted to our
 * server, which checks them and forwards the message (docs/decisions/005-forms-signed-token-and-origin.md).
 */
export function ContactPage() {
  const { form, posted } = useLoaderData() as ContactPageData;
  const i18n = useI18n();
  // A refused post without JavaScript comes back as this page with its values (the loader's
  // `posted`); with JavaScript the server's answer names the refused fields and why.
  const initial =
    posted?.formId === FORM_ID
      ? { status: 'invalid', fields: Object.keys(posted.problems), problems: posted.problems }
      : null;
  const enhanced = useEnhancedForm(FORM_ID, () => [], initial);
  const outcome = enhanced.outcome;
  const problems = outcome?.status === 'invalid' ? (outcome.problems ?? null) : null;
  // Ids of their own: the status region, the summary, each field and its message (a field named
  // 'message' or 'summary' cannot clash with them).
  const statusId = `${FORM_ID}--status`;
  const fieldId = (name: string) => `${FORM_ID}-${name}`;
  const errorId = (name: string) => `${FORM_ID}-${name}--error`;
  const summary = problems
    ? form.fields
        .filter((f) => problems[f.name])
        .map((f) => ({ fieldId: fieldId(f.name), message: fieldProblemMessage(i18n, f, problems[f.name]) }))
    : [];
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
        {summary.length > 0 && <ErrorSummary id={`${FORM_ID}--summary`} items={summary} />}
        <FormPostFields formId={FORM_ID} returnPath={enhanced.returnPath} />
        {form.fields.map((f) => {
          const id = fieldId(f.name);
          const problem = problems?.[f.name];
          const common = {
            id,
            name: f.name,
            required: f.required,
            maxLength: maxLengthOf(f.type),
            defaultValue: initial ? posted?.values[f.name] : undefined,
            'aria-required': f.required,
            'aria-invalid': problem ? true : undefined,
            'aria-describedby': problem ? errorId(f.name) : undefined,
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
              {problem && (
                <p id={errorId(f.name)} css={fieldError}>
                  <span css={visuallyHidden}>{i18n._({ id: 'form.problem.prefix', message: 'Fout:' })} </span>
                  {fieldProblemMessage(i18n, f, problem)}
                </p>
              )}
              {f.type === 'textarea' ? (
                <textarea css={s.textarea} {...common} />
              ) : (
                <input
                  css={s.input}
                  type={f.type}
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
        <FormOutcomeMessage
          id={statusId}
          outcome={summary.length > 0 ? null : outcome}
          messageOf={(status) => messageOf(i18n, status)}
        />
        <FormSubmit form={enhanced}>
          {form.submitLabel ?? i18n._({ id: 'contact.submit', message: 'Versturen' })}
        </FormSubmit>
      </form>
    </article>
  );
}
