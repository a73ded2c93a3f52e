import { createContext, useContext } from 'react';

/**
 * The signed form token of this page (src/server/forms/form-token.ts): rendered into every form
 * as a hidden field so a form works without JavaScript. On the server it comes from the render,
 * in the browser from the serialised page data, so hydration sees the same value.
 */
export const FormTokenContext = createContext<string>('');

export const useFormToken = () => useContext(FormTokenContext);

/** Where our forms post (src/server/forms/forms-routes.ts). */
export const FORM_ACTIONS = {
  newsletter: '/_forms/newsletter',
  contact: '/_forms/contact',
  cookies: '/_forms/cookies',
} as const;

/** The hidden fields every form carries: the token and the page to come back to. */
export const TOKEN_FIELD = '_token';
export const RETURN_FIELD = '_return';
export const FORM_ID_FIELD = '_form';
