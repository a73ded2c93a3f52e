// The contact form of the CMS Contactformulier (requirements §7), as the contact page and our form
// handler see it: plain, serialisable.

export interface ContactFormField {
  name: string;
  label: string;
  type: 'text' | 'email' | 'textarea';
  required: boolean;
}

export interface ContactForm {
  id: string;
  /** The page title ('Contactformulier') and the form's own title. */
  pageTitle: string;
  title: string | null;
  submitLabel: string | null;
  fields: ContactFormField[];
}

/** Why a field of a post was refused: left empty, not an e-mail address, or too long. */
export type FieldProblem = 'required' | 'email' | 'too-long';

/**
 * A form post refused without JavaScript, rendered back as the answer to the post (the GOV.UK
 * error-summary pattern): every value as typed and the problem of each refused field only.
 */
export interface PostedForm {
  formId: string;
  values: Record<string, string>;
  problems: Record<string, FieldProblem>;
}
