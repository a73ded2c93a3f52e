import type { Page } from 'playwright-core';
import { waitUntil } from './wait.js';

// What several Chromium tests do before their own part: a full-page login through the demo
// identity provider's form, and waiting until the page cache holds a page every visitor gets.

/** The demo provider's form in each language (src/demo/identity/pages.ts). */
const FORM = {
  nl: { username: 'Gebruikersnaam of e-mailadres', password: 'Wachtwoord', submit: 'Inloggen' },
  en: { username: 'Username or e-mail address', password: 'Password', submit: 'Log in' },
} as const;

/**
 * Logs `account` in as a visitor would without the popup: `/auth/login` of the site at `origin`,
 * the provider's form filled in and sent, back on `returnTo`.
 */
export async function logInThroughForm(
  page: Page,
  origin: string,
  returnTo: string,
  account: { username: string; password: string },
  lang: keyof typeof FORM = 'nl',
): Promise<void> {
  const form = FORM[lang];
  await page.goto(`${origin}/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel(form.username).fill(account.username);
  await page.getByLabel(form.password).fill(account.password);
  await page.getByRole('button', { name: form.submit }).click();
  await page.waitForURL(`${origin}${returnTo}`);
}

/** Views `url` until the page cache answers it: a render is stored after it is sent. */
export async function untilPageCached(page: Page, url: string): Promise<void> {
  await waitUntil(
    async () => (await page.goto(url))?.headers()['x-cache'] === 'HIT',
    30_000,
    `${url} in the page cache`,
  );
}
