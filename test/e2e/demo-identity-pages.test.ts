import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as oidc from 'openid-client';
import type { Browser } from 'playwright-core';
import { startDemoIdentity, type DemoIdentity } from '../../src/demo/identity/start.js';
import { axeViolations, collectErrors, formatViolations, launchBrowser } from '../support/browser.js';

// The demo identity provider's own pages as a person meets them in Chromium: the login form (by
// its labels, an announced error, no axe violations) and the logout that returns to the site.
// The site itself is stood in for by the test: only the addresses it is sent back to matter here.

const SITE = 'http://groenkennisnet.localhost:4321';

let identity: DemoIdentity;
let browser: Browser;
before(async () => {
  [identity, browser] = await Promise.all([startDemoIdentity(), launchBrowser()]);
});
after(async () => {
  await browser?.close();
  await identity?.close();
});

async function authorizationUrl(locale: string) {
  const config = await oidc.discovery(new URL(identity.issuer), identity.clientId, identity.clientSecret, undefined, {
    execute: [oidc.allowInsecureRequests],
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: `${SITE}/auth/callback`,
    scope: 'openid profile offline_access',
    code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
    code_challenge_method: 'S256',
    state: 'st',
    ui_locales: locale,
  });
  return { config, url: url.toString() };
}

test('the login form is labelled, announces a wrong password, has no axe violations, and returns to the site', async () => {
  const context = await browser.newContext();
  await context.route(`${SITE}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>site</title>' }),
  );
  const page = await context.newPage();
  const errors = collectErrors(page);
  const { config, url } = await authorizationUrl('nl');
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: 'Inloggen' }).waitFor();
  assert.deepEqual(await axeViolations(page), [], formatViolations(await axeViolations(page)));

  await page.getByLabel('Gebruikersnaam of e-mailadres').fill('anna@demo.gkn');
  await page.getByLabel('Wachtwoord').fill('fout');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.getByRole('alert').filter({ hasText: 'Gebruikersnaam of wachtwoord klopt niet.' }).waitFor();
  const violations = await axeViolations(page);
  assert.deepEqual(violations, [], formatViolations(violations));

  await page.getByLabel('Wachtwoord').fill('demo');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.waitForURL(`${SITE}/auth/callback?**`);
  assert.ok(new URL(page.url()).searchParams.get('code'), 'an authorization code');

  // Logging out: the provider's confirmation submits itself and the visitor is back on the page.
  const logout = oidc.buildEndSessionUrl(config, {
    client_id: identity.clientId,
    post_logout_redirect_uri: `${SITE}/nieuws`,
    ui_locales: 'nl',
  });
  await page.goto(logout.toString());
  await page.waitForURL(`${SITE}/nieuws`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('without JavaScript the logout page asks, in English, and the answer logs out', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.route(`${SITE}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>site</title>' }),
  );
  const page = await context.newPage();
  const { config, url } = await authorizationUrl('en');
  await page.goto(url);
  await page.getByLabel('Username or e-mail address').fill('emily@demo.gkn');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${SITE}/auth/callback?**`);
  await page.goto(
    oidc
      .buildEndSessionUrl(config, {
        client_id: identity.clientId,
        post_logout_redirect_uri: `${SITE}/`,
        ui_locales: 'en',
      })
      .toString(),
  );
  await page.getByRole('button', { name: 'Yes, log me out' }).click();
  await page.waitForURL(`${SITE}/`);
  await context.close();
});
