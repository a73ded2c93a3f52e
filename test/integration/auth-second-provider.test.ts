import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { realItemIds, Visitor } from '../support/api-session.js';
import { startTestApp, type TestServer } from '../support/app.js';
import { startTestRedis, type TestRedis } from '../support/redis.js';
import { SECOND_ACCOUNTS, startSecondIdentity, type SecondIdentity } from '../support/second-identity.js';

// The login against a provider configured unlike the demo's (test/support/second-identity.ts):
// ES256 ID tokens, client_secret_basic, no RP-initiated logout, no refresh tokens, the name only at
// the userinfo endpoint and the e-mail address as the subject. The header and the comments show
// the name from userinfo, and never the e-mail address or the subject.

const [maria, piet] = SECOND_ACCOUNTS as [(typeof SECOND_ACCOUNTS)[0], (typeof SECOND_ACCOUNTS)[0]];

/** The account part of the page's header. */
const header = (html: string) => /<nav class="gkn-account[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';

describe('login with a second, differently configured identity provider', () => {
  let redis: TestRedis;
  let idp: SecondIdentity;
  let server: TestServer;
  let item: { id: string; title: string };

  before(async () => {
    redis = await startTestRedis();
    idp = await startSecondIdentity();
    server = await startTestApp({
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: idp.clientSecret,
      USER_API_URL: idp.userApiUrl,
      SESSION_SECRET: 's'.repeat(40),
      REDIS_URL: redis.url,
    });
    [item] = (await realItemIds(server, 1)) as [{ id: string; title: string }];
  });
  after(async () => {
    await server?.close();
    await idp?.close();
    await redis?.stop();
  });

  test('the header shows the name from userinfo, never the e-mail address that is the subject', async () => {
    const visitor = await new Visitor(server).logIn(maria);
    assert.ok(idp.tokenAuth.length > 0 && idp.tokenAuth.every((a) => a === 'Basic'), 'client_secret_basic');
    const session = await visitor.get('/auth/session');
    assert.equal(session.json.authenticated, true);
    assert.equal(session.json.user.name, 'Maria Jansen');
    const page = await visitor.get('/over-ons');
    assert.equal(page.status, 200);
    assert.match(header(page.text), /Maria Jansen/);
    assert.doesNotMatch(header(page.text), /voorbeeld\.test/);
  });

  test('a comment is published under that name', async () => {
    const visitor = await new Visitor(server).logIn(maria);
    const posted = await visitor.postJson('/api/comments', { item: item.id, text: 'Via de tweede aanbieder' });
    assert.equal(posted.status, 201, posted.text);
    assert.equal(posted.json.comment.author, 'Maria Jansen');
    const stored = await idp.comments(item.id);
    assert.equal(stored[0]!.name, 'Maria Jansen');
  });

  test('a provider that offers only the e-mail address: a neutral name in the header and under comments', async () => {
    const visitor = await new Visitor(server).logIn(piet);
    const session = await visitor.get('/auth/session');
    assert.equal(session.json.user.name, null);
    const page = await visitor.get('/over-ons');
    assert.match(header(page.text), /Ingelogd/);
    assert.doesNotMatch(page.text.slice(0, page.text.indexOf('__staticRouterHydrationData')), /piet@/);
    const posted = await visitor.postJson('/api/comments', { item: item.id, text: 'Zonder naam' });
    assert.equal(posted.status, 201, posted.text);
    assert.equal(posted.json.comment.author, 'Deelnemer');
    const list = await new Visitor(server).get(`/api/comments?item=${encodeURIComponent(item.id)}`);
    assert.ok(list.json.comments.every((c: { author: string }) => !c.author.includes('@')));
  });

  test('logout without RP-initiated logout at the provider: back to the page, logged out', async () => {
    const visitor = await new Visitor(server).logIn(maria);
    const out = await visitor.postForm('/logout', { returnTo: '/over-ons' });
    assert.equal(out.status, 303);
    assert.equal(out.location, '/over-ons');
    const session = await visitor.get('/auth/session');
    assert.equal(session.json.authenticated, false);
  });
});
