import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import type { RunningServer } from '../../src/server/start-server.js';
import { hostOf, startTestApp } from '../support/app.js';

let server: RunningServer;
before(async () => {
  server = await startTestApp();
});
after(() => server.close());

const host = hostOf('groenkennisnet');
const tokenOf = async (path = '/mijn-cookiegegevens', h = host) => {
  const res = await request(server.url).get(path).set('Host', h).expect(200);
  return { html: res.text, token: /name="_token" value="([^"]+)"/.exec(res.text)![1]! };
};
const save = (fields: Record<string, string>) =>
  request(server.url).post('/_forms/cookies').set('Host', host).type('form').send(fields);

describe('cookie settings pages', () => {
  test('/mijn-cookiegegevens shows the CMS text, the consent choice and links the Dutch privacy statement', async () => {
    const { html } = await tokenOf();
    assert.match(html, /<form[^>]*action="\/_forms\/cookies"/);
    assert.match(html, /<input type="radio"[^>]*name="consent" value="accepted"/);
    assert.match(html, /<input type="radio"[^>]*name="consent" value="rejected"/);
    assert.match(html, /href="\/privacy-cookie-verklaring"/);
  });

  test('/my-cookie-data on the English site links the English privacy statement', async () => {
    const { html } = await tokenOf('/my-cookie-data', hostOf('green-knowledge-network'));
    assert.match(html, /href="\/privacy-cookie-statement"/);
    assert.match(html, /Save choice/);
  });

  test('the page never carries a tracking script itself (it loads in the browser after consent)', async () => {
    const { html } = await tokenOf('/');
    assert.doesNotMatch(html, /<script[^>]+src="https:\/\/cdn\.example-tracking/);
  });
});

describe('saving the choice', () => {
  test('accepting sets the consent cookie for a year, readable by the page, and returns with status saved', async () => {
    const { token } = await tokenOf();
    const res = await save({
      _token: token,
      _return: '/mijn-cookiegegevens',
      _form: 'cookie-instellingen',
      consent: 'accepted',
    }).expect(303);
    assert.equal(
      res.headers.location,
      '/mijn-cookiegegevens?form=cookie-instellingen&formstatus=saved#cookie-instellingen',
    );
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('gkn_consent='))!;
    assert.match(cookie, /^gkn_consent=accepted;/);
    assert.match(cookie, /Max-Age=31536000/);
    assert.match(cookie, /SameSite=Lax/);
    assert.match(cookie, /Path=\//);
    assert.doesNotMatch(cookie, /HttpOnly/);
  });

  test('rejecting is kept too', async () => {
    const { token } = await tokenOf();
    const res = await save({ _token: token, consent: 'rejected' }).set('Accept', 'application/json').expect(200);
    assert.equal(res.body.status, 'saved');
    assert.match(String(res.headers['set-cookie']), /gkn_consent=rejected/);
  });

  test('an unknown choice, or no token, sets no cookie', async () => {
    const { token } = await tokenOf();
    const bad = await save({ _token: token, consent: 'everything' }).set('Accept', 'application/json');
    assert.notEqual(bad.status, 200);
    assert.equal(bad.headers['set-cookie'], undefined);
    const forged = await save({ consent: 'accepted' }).set('Accept', 'application/json').expect(403);
    assert.equal(forged.headers['set-cookie'], undefined);
  });
});
