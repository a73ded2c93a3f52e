import type { I18n } from '@lingui/core';
import type { ContactFormField, FieldProblem } from '../../../model/forms.js';
import { maxLengthOf } from './field-limits.js';

/**
 * The label as it reads inside a sentence: 'Naam' -> 'naam', 'Je vraag' -> 'je vraag', but an
 * abbreviation ('KvK-nummer') keeps its capitals.
 */
function inSentence(label: string): string {
  const [first, second] = label;
  return first && second && second === second.toLowerCase() ? first.toLowerCase() + label.slice(1) : label;
}

/** What a refused field's message says: what to do, naming the field (GOV.UK error messages). */
export function fieldProblemMessage(i18n: I18n, field: ContactFormField, problem: FieldProblem | undefined): string {
  const label = inSentence(field.label);
  switch (problem) {
    case 'email':
      return i18n._({
        id: 'form.problem.email',
        message: 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl',
      });
    case 'too-long':
      return i18n._({
        id: 'form.problem.too-long',
        message: '{label} mag hoogstens {max} tekens lang zijn',
        values: { label: field.label, max: maxLengthOf(field.type) },
      });
    case 'required':
    default:
      return i18n._({ id: 'form.problem.required', message: 'Vul {label} in', values: { label } });
  }
}
