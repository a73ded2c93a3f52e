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
