/**
 * The few pages the login answers itself (outside the React app: no site chrome, no bundle):
 * the popup's last page, which tells the opening page and closes, and the notices when the login
 * cannot go on. Texts in the page's language (requirements §6: Dutch or English).
 */
export type AuthLocale = 'nl' | 'en';
import { shortPageHtml } from '../model/short-page.js';

const TEXTS = {
  nl: {
    loggedIn: 'Je bent ingelogd',
    continue: 'Verder naar de site',
    unavailable: 'Inloggen is nu niet mogelijk',
    unavailableText: 'De inlogdienst is tijdelijk niet bereikbaar. Probeer het later nog eens.',
    failed: 'Inloggen is niet gelukt',
    failedText: 'De inlogpoging is verlopen of ongeldig. Probeer het opnieuw.',
    tryAgain: 'Opnieuw inloggen',
    tooMany: 'Te veel inlogpogingen',
    tooManyText:
      'Vanaf dit adres is de laatste tijd te vaak een inlogpoging gestart. Wacht een paar minuten en probeer het dan opnieuw.',
  },
  en: {
    loggedIn: 'You are logged in',
    continue: 'Continue to the site',
    unavailable: 'Logging in is not possible right now',
    unavailableText: 'The login service cannot be reached at the moment. Please try again later.',
    failed: 'Login did not succeed',
    failedText: 'The login attempt has expired or is not valid. Please try again.',
    tryAgain: 'Log in again',
    tooMany: 'Too many login attempts',
    tooManyText:
      'Too many logins have been started from this address recently. Please wait a few minutes and try again.',
  },
} as const;

/** A value inside an inline script: `<` escaped, so no `</script>` can end it early. */
const scriptValue = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

/** The popup's last page: tells the opening window (only if it is on our own origin) and closes. */
export function popupDonePage(opts: { locale: AuthLocale; origin: string; returnTo: string; nonce: string }): string {
  const t = TEXTS[opts.locale];
  const scriptSource = `(function () {
  var origin = ${scriptValue(opts.origin)};
  var opener = window.opener;
  if (opener && !opener.closed) {
    // The target origin is our own: the message reaches the opener only if it is one of our pages.
    opener.postMessage({ type: 'gkn-auth:login', authenticated: true }, origin);
    window.close();
  } else {
    location.replace(${scriptValue(opts.returnTo)});
  }
})();`;
  return shortPageHtml({
    lang: opts.locale,
    heading: t.loggedIn,
    link: { href: opts.returnTo, text: t.continue },
    nonce: opts.nonce,
    scriptSource,
  });
}

/** A notice that the login cannot go on: what happened, and the way on. */
function notice(
  locale: AuthLocale,
  nonce: string,
  heading: string,
  text: string,
  link: { href: string; text: string },
) {
  return shortPageHtml({ lang: locale, heading, paragraphs: [text], link, nonce });
}

export function loginUnavailablePage(locale: AuthLocale, nonce: string, returnTo: string): string {
  const t = TEXTS[locale];
  return notice(locale, nonce, t.unavailable, t.unavailableText, { href: returnTo, text: t.continue });
}

export function loginFailedPage(locale: AuthLocale, nonce: string, retryUrl: string): string {
  const t = TEXTS[locale];
  return notice(locale, nonce, t.failed, t.failedText, { href: retryUrl, text: t.tryAgain });
}

/** The answer past the limit of login starts per address (429): wait, and a way back to the page. */
export function loginRateLimitedPage(locale: AuthLocale, nonce: string, returnTo: string): string {
  const t = TEXTS[locale];
  return notice(locale, nonce, t.tooMany, t.tooManyText, { href: returnTo, text: t.continue });
}
