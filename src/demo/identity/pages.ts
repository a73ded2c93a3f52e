// The demo identity provider's own pages (login, logout, logged out), in Dutch or English by the
// request's `ui_locales`. Plain HTML forms that work without JavaScript: labelled inputs, the
// error announced (role=alert) and tied to the inputs, one heading per page.

export type PageLocale = 'nl' | 'en';
import { escapeHtml } from '../../model/html-escape.js';

const TEXTS = {
  nl: {
    loginTitle: 'Inloggen',
    intro: 'Log in op de demo-inlogdienst van het Groen Kennisnet.',
    username: 'Gebruikersnaam of e-mailadres',
    password: 'Wachtwoord',
    submit: 'Inloggen',
    cancel: 'Annuleren',
    wrong: 'Gebruikersnaam of wachtwoord klopt niet.',
    hint: 'Demo-accounts: zie `gkn demo users`.',
    logoutTitle: 'Uitloggen',
    logoutQuestion: 'Wilt u uitloggen bij de demo-inlogdienst?',
    logoutYes: 'Ja, log mij uit',
    logoutNo: 'Nee, ingelogd blijven',
    loggedOutTitle: 'Uitgelogd',
    loggedOut: 'U bent uitgelogd.',
    errorTitle: 'Er ging iets mis',
  },
  en: {
    loginTitle: 'Log in',
    intro: 'Log in to the Green Knowledge Network demo sign-in service.',
    username: 'Username or e-mail address',
    password: 'Password',
    submit: 'Log in',
    cancel: 'Cancel',
    wrong: 'The username or password is not correct.',
    hint: 'Demo accounts: see `gkn demo users`.',
    logoutTitle: 'Log out',
    logoutQuestion: 'Do you want to log out of the demo sign-in service?',
    logoutYes: 'Yes, log me out',
    logoutNo: 'No, stay logged in',
    loggedOutTitle: 'Logged out',
    loggedOut: 'You are logged out.',
    errorTitle: 'Something went wrong',
  },
} as const;

/** The first of the space-separated `ui_locales` that the pages speak; Dutch by default. */
export function pageLocale(uiLocales: unknown): PageLocale {
  const tags = typeof uiLocales === 'string' ? uiLocales.split(/\s+/) : [];
  for (const tag of tags) {
    const lang = tag.toLowerCase().split('-')[0];
    if (lang === 'nl' || lang === 'en') return lang;
  }
  return 'nl';
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f2;color:#1d2a1d}
main{max-width:26rem;margin:3rem auto;padding:1.5rem 2rem;background:#fff;border-radius:6px;box-shadow:0 1px 4px rgba(0,0,0,.2)}
h1{font-size:1.5rem;margin-top:0}label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem;border:1px solid #566556;border-radius:4px}
button{margin:1.25rem .5rem 0 0;padding:.55rem 1.1rem;font-size:1rem;border-radius:4px;border:1px solid #245c24;cursor:pointer}
.primary{background:#245c24;color:#fff}.secondary{background:#fff;color:#245c24}
.error{margin:1rem 0 0;padding:.5rem .75rem;border-left:4px solid #a4141b;background:#fdecec;color:#7a0e13}
:focus-visible{outline:3px solid #1a4fa0;outline-offset:2px}`;

function page(locale: PageLocale, title: string, body: string, script = ''): string {
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · GKN demo</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>${script}
</body>
</html>`;
}

export function loginPage(opts: {
  locale: PageLocale;
  action: string;
  abortAction: string;
  username?: string;
  failed?: boolean;
}): string {
  const t = TEXTS[opts.locale];
  const invalid = opts.failed ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  const error = opts.failed ? `<p id="login-error" class="error" role="alert">${escapeHtml(t.wrong)}</p>` : '';
  return page(
    opts.locale,
    t.loginTitle,
    `<p>${escapeHtml(t.intro)}</p>
${error}
<form method="post" action="${escapeHtml(opts.action)}">
<label for="username">${escapeHtml(t.username)}</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(opts.username ?? '')}"${invalid}${opts.failed ? '' : ' autofocus'}>
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${opts.failed ? ' autofocus' : ''}>
<button class="primary" type="submit">${escapeHtml(t.submit)}</button>
</form>
<form method="post" action="${escapeHtml(opts.abortAction)}">
<button class="secondary" type="submit">${escapeHtml(t.cancel)}</button>
</form>
<p><small>${escapeHtml(t.hint)}</small></p>`,
  );
}

/**
 * The logout confirmation around the provider's form (which carries its xsrf token). Our own
 * site asked for the logout, so the page submits itself; without JavaScript the visitor confirms.
 */
export function logoutPage(locale: PageLocale, providerForm: string): string {
  const t = TEXTS[locale];
  return page(
    locale,
    t.logoutTitle,
    `<p>${escapeHtml(t.logoutQuestion)}</p>
${providerForm}
<button id="logout-yes" class="primary" type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(t.logoutYes)}</button>
<button class="secondary" type="submit" form="op.logoutForm">${escapeHtml(t.logoutNo)}</button>`,
    `\n<script>document.getElementById('logout-yes').click()</script>`,
  );
}

export function loggedOutPage(locale: PageLocale): string {
  const t = TEXTS[locale];
  return page(locale, t.loggedOutTitle, `<p>${escapeHtml(t.loggedOut)}</p>`);
}

export function errorPage(locale: PageLocale, message: string): string {
  return page(locale, TEXTS[locale].errorTitle, `<p>${escapeHtml(message)}</p>`);
}
