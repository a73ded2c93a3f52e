import type { I18n } from '@lingui/core';
import { expiredMessage, FormOutcomeMessage, FormPostFields, FormSubmit } from './form-parts.js';
import { FORM_ACTIONS } from './form-token.js';
import type { NewsletterStatus } from './form-statuses.js';
import * as s from './form-styles.js';
import { RATE_LIMITED, rateLimitedMessage } from './rate-limit-messages.js';
import { useEnhancedForm } from './use-enhanced-form.js';
import { useI18n } from '../../theme/use-t.js';

export interface NewsletterFormProps {
  /** Unique on the page (element id of the form; the status after a post is shown in this one). */
  id?: string;
  /** Heading above the form (a CMS element title); none when absent. */
  title?: string | null;
  /** Heading level of the title; default 2. */
  headingLevel?: 2 | 3;
}

/** requirements §8 Newsletter and §5 Postal code messages. */
function messageOf(i18n: I18n, status: string): string {
  if (status === RATE_LIMITED) return rateLimitedMessage(i18n);
  switch (status as NewsletterStatus) {
    case 'registered':
      return i18n._({ id: 'newsletter.registered', message: 'Je bent aangemeld' });
    case 'already-registered':
      return i18n._({ id: 'newsletter.already-registered', message: 'Dit e-mailadres is al aangemeld' });
    case 'invalid-email':
      return i18n._({ id: 'newsletter.invalid-email', message: 'Vul een geldig e-mailadres in.' });
    case 'invalid-postal-code':
      return i18n._({ id: 'newsletter.invalid-postal-code', message: 'Vul een geldige postcode in.' });
    case 'postal-code-not-found':
      return i18n._({ id: 'newsletter.postal-code-not-found', message: 'Postcode niet gevonden.' });
    case 'expired':
      return expiredMessage(i18n);
    default:
      return i18n._({ id: 'newsletter.failed', message: 'Aanmelden is mislukt, probeer het later nog eens' });
  }
}

const fieldsOf = (status: string) =>
  status === 'invalid-email' || status === 'already-registered'
    ? ['email']
    : status.includes('postal-code')
      ? ['postal_code']
      : [];

/**
 * The newsletter sign-up (requirements §1, §5, §8): email and postal code, posted to our server, which
 * forwards it to the newsletter service. Works without JavaScript; enhanced with fetch.
 */
export function NewsletterForm({ id = 'nieuwsbrief', title, headingLevel = 2 }: NewsletterFormProps) {
  const i18n = useI18n();
  const form = useEnhancedForm(id, fieldsOf);
  const outcome = form.outcome;
  const invalid = (name: string) => (outcome?.fields.includes(name) ? true : undefined);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const messageId = `${id}-message`;
  const fields = [
    {
      name: 'email',
      idSuffix: 'email',
      label: i18n._({ id: 'newsletter.email', message: 'E-mailadres' }),
      type: 'email',
      autoComplete: 'email',
      maxLength: 254,
    },
    {
      name: 'postal_code',
      idSuffix: 'postal-code',
      label: i18n._({ id: 'newsletter.postal-code', message: 'Postcode' }),
      type: 'text',
      autoComplete: 'postal-code',
      maxLength: 7,
    },
  ];
  return (
    <form
      id={id}
      css={s.formBox}
      method="post"
      action={FORM_ACTIONS.newsletter}
      onSubmit={form.onSubmit}
      aria-labelledby={title ? `${id}-title` : undefined}
      aria-label={title ? undefined : i18n._({ id: 'newsletter.label', message: 'Aanmelden voor de nieuwsbrief' })}
      noValidate
    >
      {title && <Heading id={`${id}-title`}>{title}</Heading>}
      <FormPostFields formId={id} returnPath={form.returnPath} />
      {fields.map((f) => (
        <div key={f.name} css={s.fieldBox}>
          <label css={s.label} htmlFor={`${id}-${f.idSuffix}`}>
            {f.label}
          </label>
          <input
            css={s.input}
            id={`${id}-${f.idSuffix}`}
            name={f.name}
            type={f.type}
            autoComplete={f.autoComplete}
            required
            maxLength={f.maxLength}
            aria-invalid={invalid(f.name)}
            aria-describedby={invalid(f.name) ? messageId : undefined}
          />
        </div>
      ))}
      <FormOutcomeMessage id={messageId} outcome={outcome} messageOf={(status) => messageOf(i18n, status)} />
      <FormSubmit form={form}>{i18n._({ id: 'newsletter.submit', message: 'Aanmelden' })}</FormSubmit>
    </form>
  );
}
