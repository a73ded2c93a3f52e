import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { SignJWT, decodeJwt, decodeProtectedHeader, generateKeyPair } from 'jose';
import * as oidc from 'openid-client';
import { startDemoIdentity, type DemoIdentity } from '../../src/demo/identity/start.js';
import { startTestRedis, type TestRedis } from '../support/redis.js';

// The demo identity provider and user API over real HTTP, with openid-client (the product's
// relying-party library) as the client and fetch playing the browser: cookies carried by hand,
// redirects followed one by one, the login form posted as a visitor would.

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- API answers are read ad hoc

const CLI_SOURCES = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url));
const SITE = 'http://groenkennisnet.localhost:4321';
const REDIRECT_URI = `${SITE}/auth/callback`;

/** A browser's cookies for the provider (one origin; paths ignored, the newest value wins). */
class CookieJar {
  private cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** One request as a browser sends it: the jar's cookies, no automatic redirects. */
async function browse(jar: CookieJar, url: string, init: { method?: string; form?: Record<string, string> } = {}) {
  const res = await fetch(url, {
    method: init.method ?? (init.form ? 'POST' : 'GET'),
    redirect: 'manual',
    headers: {
      cookie: jar.header(),
      ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
  });
  jar.take(res);
  const location = res.headers.get('location');
  return { res, body: await res.text(), location: location ? new URL(location, url).toString() : null };
}

/** Follows redirects from `url` until one leaves for the site (returned) or a page answers. */
async function follow(jar: CookieJar, url: string, form?: Record<string, string>) {
  let step = await browse(jar, url, form ? { form } : {});
  for (let hops = 0; step.location && !step.location.startsWith(SITE); hops++) {
    assert.ok(hops < 10, 'too many redirects');
    step = await browse(jar, step.location);
  }
  return step;
}

function formAction(html: string, base: string): string {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  assert.ok(action, 'the page has a form');
  return new URL(action.replaceAll('&amp;', '&'), base).toString();
}

interface Login {
  config: oidc.Configuration;
  jar: CookieJar;
  tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers;
}

async function discover(identity: DemoIdentity) {
  return oidc.discovery(new URL(identity.issuer), identity.clientId, identity.clientSecret, undefined, {
    execute: [oidc.allowInsecureRequests],
  });
}

/** Starts a login as the product does and returns the first page the browser lands on. */
async function startLogin(identity: DemoIdentity, jar: CookieJar, locale = 'en') {
  const config = await discover(identity);
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: 'openid profile email offline_access',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ui_locales: locale,
    resource: identity.userApiUrl,
  });
  const page = await follow(jar, url.toString());
  return { config, verifier, state, nonce, page };
}

async function login(identity: DemoIdentity, username: string, password = 'demo'): Promise<Login> {
  const jar = new CookieJar();
  const { config, verifier, state, nonce, page } = await startLogin(identity, jar);
  assert.equal(page.res.status, 200, page.body);
  const done = await follow(jar, formAction(page.body, page.res.url), { username, password });
  const callback = done.location;
  assert.ok(callback !== null && callback.startsWith(REDIRECT_URI), `back on the site: ${callback} ${done.body}`);
  const tokens = await oidc.authorizationCodeGrant(config, new URL(callback), {
    pkceCodeVerifier: verifier,
    expectedState: state,
    expectedNonce: nonce,
  });
  return { config, jar, tokens };
}

async function api(
  identity: DemoIdentity,
  path: string,
  token?: string,
  init: { method?: string; body?: unknown } = {},
) {
  const res = await fetch(`${identity.userApiUrl}/api/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : null) as Json, res };
}

const invalidGrant = (error: unknown) => error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant';

const comment = (externalId: string, text: string, name?: string) => ({
  external_id: externalId,
  content_subtype: 'nieuws',
  title: `Item ${externalId}`,
  url: `/nieuws/${externalId}`,
  ...(name ? { name } : {}),
  comment: text,
});

describe('demo identity provider and user API', () => {
  let identity: DemoIdentity;
  before(async () => {
    identity = await startDemoIdentity({ accessTokenTtlSeconds: 60 });
  });
  after(() => identity.close());

  test('discovery names the endpoints the product uses, with PKCE S256 and RP-initiated logout', async () => {
    const config = await discover(identity);
    const meta = config.serverMetadata();
    assert.equal(meta.issuer, identity.issuer);
    assert.equal(meta.authorization_endpoint, `${identity.issuer}/auth`);
    assert.equal(meta.token_endpoint, `${identity.issuer}/token`);
    assert.equal(meta.end_session_endpoint, `${identity.issuer}/session/end`);
    assert.deepEqual(meta.code_challenge_methods_supported, ['S256']);
    assert.ok(meta.scopes_supported?.includes('offline_access'));
  });

  test('a login with code and PKCE gives an ID token with the nickname and a refresh token', async () => {
    const { tokens } = await login(identity, 'anna@demo.gkn');
    const claims = tokens.claims()!;
    assert.equal(claims.sub, 'demo|anna');
    assert.equal(claims.nickname, 'Anna');
    assert.equal(claims.name, 'Anna de Vries');
    assert.equal(claims.email, 'anna@demo.gkn');
    assert.ok(tokens.refresh_token, 'refresh token');
    assert.ok(tokens.expiresIn()! > 50 && tokens.expiresIn()! <= 60);
  });

  test('the access token is a JWT for the user API that the API accepts', async () => {
    const { tokens } = await login(identity, 'joost@demo.gkn');
    assert.equal(decodeProtectedHeader(tokens.access_token).typ, 'at+jwt');
    const payload = decodeJwt(tokens.access_token);
    assert.equal(payload.aud, identity.userApiUrl);
    assert.equal(payload.iss, identity.issuer);
    assert.equal(payload.sub, 'demo|joost');
    assert.equal((await api(identity, 'mydata', tokens.access_token)).status, 200);
  });

  test('an authorization request without PKCE is refused', async () => {
    const url = new URL(`${identity.issuer}/auth`);
    url.search = new URLSearchParams({
      client_id: identity.clientId,
      response_type: 'code',
      scope: 'openid',
      redirect_uri: REDIRECT_URI,
      state: 's',
    }).toString();
    const step = await browse(new CookieJar(), url.toString());
    const location = step.location;
    assert.ok(location !== null && location.startsWith(REDIRECT_URI), step.body);
    assert.equal(new URL(location).searchParams.get('error'), 'invalid_request');
  });

  test('a return address off loopback is refused with a page, never followed', async () => {
    const url = new URL(`${identity.issuer}/auth`);
    url.search = new URLSearchParams({
      client_id: identity.clientId,
      response_type: 'code',
      scope: 'openid',
      redirect_uri: 'http://evil.example/auth/callback',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    }).toString();
    const step = await browse(new CookieJar(), url.toString());
    assert.equal(step.location, null);
    assert.equal(step.res.status, 400);
    assert.match(step.body, /redirect_uri/);
  });

  test('a wrong password shows the form again with an announced error, in the requested language', async () => {
    for (const [locale, label, error] of [
      ['nl', 'Gebruikersnaam of e-mailadres', 'Gebruikersnaam of wachtwoord klopt niet.'],
      ['en', 'Username or e-mail address', 'The username or password is not correct.'],
    ] as const) {
      const jar = new CookieJar();
      const { page } = await startLogin(identity, jar, locale);
      assert.match(page.body, new RegExp(`<html lang="${locale}">`));
      assert.match(page.body, new RegExp(`<label for="username">${label}</label>`));
      assert.match(page.body, /<label for="password">/);
      const again = await browse(jar, formAction(page.body, page.res.url), {
        form: { username: 'anna@demo.gkn', password: 'wrong' },
      });
      assert.equal(again.res.status, 200);
      assert.equal(again.location, null);
      assert.match(again.body, new RegExp(`<p id="login-error" class="error" role="alert">${error}</p>`));
      assert.match(again.body, /id="username"[^>]*value="anna@demo.gkn"[^>]*aria-invalid="true"/);
    }
  });

  test('refresh gives a new access token and a rotated refresh token; the old one is spent', async () => {
    const { config, tokens } = await login(identity, 'emily@demo.gkn');
    const fresh = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    assert.notEqual(fresh.access_token, tokens.access_token);
    assert.ok(fresh.refresh_token && fresh.refresh_token !== tokens.refresh_token, 'rotated');
    assert.equal(decodeJwt(fresh.access_token).aud, identity.userApiUrl);
    assert.equal((await api(identity, 'mydata', fresh.access_token)).status, 200);
    await assert.rejects(oidc.refreshTokenGrant(config, tokens.refresh_token!), invalidGrant);
  });

  test('end-session logs out at the provider and returns to the page the visitor left', async () => {
    const { config, jar, tokens } = await login(identity, 'david@demo.gkn');
    const back = `${SITE}/nieuws/iets`;
    const url = oidc.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: back,
      state: 'st',
      ui_locales: 'en',
    } as Record<string, string>);
    const confirm = await browse(jar, url.toString());
    assert.equal(confirm.res.status, 200);
    assert.match(confirm.body, /Do you want to log out/);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)?.[1];
    assert.ok(xsrf);
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(confirm.body)?.[1];
    const done = await browse(jar, new URL(action!, identity.issuer).toString(), { form: { xsrf, logout: 'yes' } });
    assert.equal(done.location, `${back}?state=st`);
    // The grant ended with the session: its refresh token is refused.
    await assert.rejects(oidc.refreshTokenGrant(config, tokens.refresh_token!), invalidGrant);
    // The provider session is gone: a new login asks for the password again.
    const next = await startLogin(identity, jar);
    assert.equal(next.page.res.status, 200);
    assert.match(next.page.body, /id="password"/);
  });

  test('the user API refuses a missing, forged or malformed token with 401', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ client_id: identity.clientId })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: 'forged' })
      .setIssuer(identity.issuer)
      .setAudience(identity.userApiUrl)
      .setSubject('demo|anna')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    for (const token of [undefined, forged, 'not-a-jwt']) {
      const res = await api(identity, 'getpreferences', token);
      assert.equal(res.status, 401, String(token));
      assert.deepEqual(res.json, { message: 'Unauthenticated.' });
      assert.match(res.res.headers.get('www-authenticate') ?? '', /^Bearer/);
    }
  });

  test('preferences: a new user is not found until the client saves empty preferences', async () => {
    const { tokens } = await login(identity, 'anna@demo.gkn');
    const at = tokens.access_token;
    const first = await api(identity, 'getpreferences', at);
    assert.equal(first.status, 404);
    assert.deepEqual(first.json, { message: 'User not found' });
    const saved = await api(identity, 'setpreferences', at, {
      method: 'PUT',
      body: { preferences: { bookmarkedArticles: [] } },
    });
    assert.equal(saved.status, 200);
    assert.deepEqual((await api(identity, 'getpreferences', at)).json, { bookmarkedArticles: [] });
    await api(identity, 'setpreferences', at, {
      method: 'PUT',
      body: { preferences: { bookmarkedArticles: ['gkn-1', 'gkn-2', 'gkn-1'] } },
    });
    assert.deepEqual((await api(identity, 'getpreferences', at)).json, { bookmarkedArticles: ['gkn-1', 'gkn-2'] });
    const bad = await api(identity, 'setpreferences', at, {
      method: 'PUT',
      body: { preferences: { bookmarkedArticles: 'x' } },
    });
    assert.equal(bad.status, 422);
  });

  test("two accounts do not see each other's bookmarks", async () => {
    const [emily, david] = await Promise.all([login(identity, 'emily@demo.gkn'), login(identity, 'david@demo.gkn')]);
    await api(identity, 'setpreferences', emily.tokens.access_token, {
      method: 'PUT',
      body: { preferences: { bookmarkedArticles: ['emily-only'] } },
    });
    const theirs = await api(identity, 'getpreferences', david.tokens.access_token);
    assert.notDeepEqual(theirs.json, { bookmarkedArticles: ['emily-only'] });
    assert.deepEqual((await api(identity, 'getpreferences', emily.tokens.access_token)).json, {
      bookmarkedArticles: ['emily-only'],
    });
  });

  test('comments: newest first per item, my own in mydata, deleting only my own', async () => {
    const [anna, joost] = await Promise.all([login(identity, 'anna@demo.gkn'), login(identity, 'joost@demo.gkn')]);
    const item = `item-${Date.now()}`;
    const posted = await api(identity, 'comments', anna.tokens.access_token, {
      method: 'POST',
      body: comment(item, 'Eerste reactie', 'Anna'),
    });
    assert.equal(posted.status, 201);
    assert.equal(posted.json.content, 'Eerste reactie');
    assert.equal(posted.json.name, 'Anna');
    assert.equal(posted.json.user_id, 'anna');
    assert.match(posted.json.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    assert.deepEqual(posted.json.article, { external_id: item });
    const second = await api(identity, 'comments', joost.tokens.access_token, {
      method: 'POST',
      body: comment(item, 'Tweede reactie'),
    });
    assert.equal(second.json.name, 'Joost', 'the nickname from the token when the body has none');

    // Reading an item's comments needs no login.
    const list = await api(identity, `articlesextended?external_id=${encodeURIComponent(item)}`);
    assert.equal(list.status, 200);
    assert.deepEqual(
      list.json.articles[0].comments.map((c: Json) => c.content),
      ['Tweede reactie', 'Eerste reactie'],
    );
    for (const key of [
      'id',
      'created_at',
      'content',
      'name',
      'external_id',
      'content_subtype',
      'title',
      'url',
      'article',
    ])
      assert.ok(key in list.json.articles[0].comments[0], key);

    const mine = await api(identity, 'mydata', anna.tokens.access_token);
    assert.deepEqual(
      mine.json[0].comments.map((c: Json) => c.id),
      [posted.json.id],
    );

    const refused = await api(identity, `deletemycomment/${second.json.id}`, anna.tokens.access_token, {
      method: 'DELETE',
    });
    assert.equal(refused.status, 403);
    const deleted = await api(identity, `deletemycomment/${posted.json.id}`, anna.tokens.access_token, {
      method: 'DELETE',
    });
    assert.equal(deleted.status, 200);
    const gone = await api(identity, `deletemycomment/${posted.json.id}`, anna.tokens.access_token, {
      method: 'DELETE',
    });
    assert.equal(gone.status, 404);
    const after = await api(identity, `articlesextended?external_id=${encodeURIComponent(item)}`);
    assert.deepEqual(
      after.json.articles[0].comments.map((c: Json) => c.content),
      ['Tweede reactie'],
    );
  });

  test('comments: an empty or missing comment is a 422 with a message; posting needs a token', async () => {
    const { tokens } = await login(identity, 'anna@demo.gkn');
    const empty = await api(identity, 'comments', tokens.access_token, { method: 'POST', body: comment('x', '   ') });
    assert.equal(empty.status, 422);
    assert.equal(empty.json.message, 'The given data was invalid.');
    assert.equal(
      (await api(identity, 'comments', undefined, { method: 'POST', body: comment('x', 'hoi') })).status,
      401,
    );
    assert.equal((await api(identity, 'articlesextended')).status, 422);
  });

  test('every account `gkn demo users --json` lists logs in with its password and name', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      CLI_SOURCES,
      'demo',
      'users',
      '--json',
    ]);
    const users = JSON.parse(stdout) as { username: string; password: string; name: string }[];
    assert.ok(users.length >= 2);
    for (const user of users) {
      assert.deepEqual(Object.keys(user), ['username', 'password', 'name']);
      const { tokens } = await login(identity, user.username, user.password);
      assert.equal(tokens.claims()!.name, user.name);
      assert.match(tokens.claims()!.sub, /^demo\|[a-z]+$/);
    }
  });

  test('the user API misbehaves on request: a 500, or no answer at all', async () => {
    const { tokens } = await login(identity, 'anna@demo.gkn');
    identity.setFault('userapi', { kind: 'status', status: 500 });
    try {
      assert.equal((await api(identity, 'mydata', tokens.access_token)).status, 500);
      identity.setFault('userapi', { kind: 'down' });
      await assert.rejects(api(identity, 'mydata', tokens.access_token));
    } finally {
      identity.setFault('all', null);
    }
    assert.equal((await api(identity, 'mydata', tokens.access_token)).status, 200);
  });
});

describe('demo identity provider with short-lived access tokens', () => {
  let identity: DemoIdentity;
  before(async () => {
    identity = await startDemoIdentity({ accessTokenTtlSeconds: 2 });
  });
  after(() => identity.close());

  test('an expired access token gets 401; a refreshed one works again', async (t) => {
    const { config, tokens } = await login(identity, 'anna@demo.gkn');
    assert.ok(tokens.expiresIn()! <= 2);
    assert.equal(decodeJwt(tokens.access_token).exp! - decodeJwt(tokens.access_token).iat!, 2);
    // Past the expiry on a mocked Date, not waited out: the provider, the user API (jose) and the
    // client (openid-client) all run here and read Date when they check a token. Timers stay real.
    t.mock.timers.enable({ apis: ['Date'], now: Date.now() });
    t.mock.timers.tick(3100);
    assert.equal((await api(identity, 'mydata', tokens.access_token)).status, 401);
    const fresh = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    assert.equal((await api(identity, 'mydata', fresh.access_token)).status, 200);
  });
});

describe('demo user API data in Redis', () => {
  let redis: TestRedis;
  before(async () => {
    redis = await startTestRedis();
  });
  after(() => redis.stop());

  test('bookmarks and comments outlive a restart of the demo', async () => {
    const first = await startDemoIdentity({ redisUrl: redis.url });
    try {
      const { tokens } = await login(first, 'joost@demo.gkn');
      await api(first, 'setpreferences', tokens.access_token, {
        method: 'PUT',
        body: { preferences: { bookmarkedArticles: ['bewaard'] } },
      });
      await api(first, 'comments', tokens.access_token, { method: 'POST', body: comment('r-1', 'Blijft staan') });
    } finally {
      await first.close();
    }
    const second = await startDemoIdentity({ redisUrl: redis.url });
    try {
      const { tokens } = await login(second, 'joost@demo.gkn');
      assert.deepEqual((await api(second, 'getpreferences', tokens.access_token)).json, {
        bookmarkedArticles: ['bewaard'],
      });
      const list = await api(second, 'articlesextended?external_id=r-1');
      assert.deepEqual(
        list.json.articles[0].comments.map((c: Json) => c.content),
        ['Blijft staan'],
      );
    } finally {
      await second.close();
    }
  });
});
