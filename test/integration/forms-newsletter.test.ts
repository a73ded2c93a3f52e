import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';

let server: TestServer;
before(async () => {
  // Every post here comes from one address; the rate limits have tests of their own (test/faults/form-abuse.test.ts).
  server = await startTestApp({ FORM_LIMIT_PER_ADDRESS: '1000' });
});
after(() => server.close());

const SITE = 'groenkennisnet';
const host = hostOf(SITE);
const received = () => server.demo!.formsReceived.newsletter;

/** The form token every page carries (window.__GKN__.formToken, and the hidden _token fields). */
async function tokenOf(siteId = SITE): Promise<string> {
  const res = await request(server.url).get('/over-ons').set('Host', hostOf(siteId)).expect(200);
  const token = /"formToken":"([^"]+)"/.exec(res.text)?.[1];
  assert.ok(token, 'the page carries a form token');
  return token;
}

const post = (fields: Record<string, string>, json = false) => {
  const req = request(server.url).post('/_forms/newsletter').set('Host', host).type('form');
  if (json) req.set('Accept', 'application/json');
  return req.send(fields);
};

describe('newsletter sign-up without JavaScript (POST, 303 back to the page)', () => {
  test('a valid sign-up is forwarded and answered with a redirect carrying the status', async () => {
    const token = await tokenOf();
    const res = await post({
      _token: token,
      _return: '/nieuwsbrief',
      _form: 'nieuwsbrief',
      email: 'Nieuw.Lid@example.nl',
      postal_code: '6708pb',
    }).expect(303);
    assert.equal(res.headers.location, '/nieuwsbrief?form=nieuwsbrief&formstatus=registered#nieuwsbrief');
    assert.equal(res.headers['cache-control'], 'no-store');
    const last = received().at(-1)!;
    assert.deepEqual(last, { email: 'nieuw.lid@example.nl', postal_code: '6708 PB', site: SITE, language: 'nl' });
  });

  test('the return path keeps its own query but never leaves the site', async () => {
    const token = await tokenOf();
    const own = await post({
      _token: token,
      _return: '/nieuwsbrief?x=1',
      email: 'a1@example.nl',
      postal_code: '1234 AB',
    }).expect(303);
    assert.equal(own.headers.location, '/nieuwsbrief?x=1&form=nieuwsbrief&formstatus=registered#nieuwsbrief');
    for (const evil of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      const res = await post({ _token: token, _return: evil, email: 'x@example.nl', postal_code: 'nope' }).expect(303);
      assert.match(res.headers.location!, /^\/\?form=nieuwsbrief&formstatus=invalid-postal-code#nieuwsbrief$/, evil);
    }
  });

  test('the page shows the status message after the redirect', async () => {
    const res = await request(server.url)
      .get('/contactformulier?form=contactformulier&formstatus=sent')
      .set('Host', host)
      .expect(200);
    assert.match(res.text, /Bedankt, je bericht is verstuurd\./);
  });
});

describe('newsletter sign-up with JavaScript (Accept: application/json)', () => {
  const cases: [string, Record<string, string>, number, string, string[]][] = [
    ['a new address is registered', { email: 'json-nieuw@example.nl', postal_code: '3511 AB' }, 200, 'registered', []],
    [
      'a known address is already registered',
      { email: 'bestaand@example.nl', postal_code: '3511 AB' },
      409,
      'already-registered',
      ['email'],
    ],
    [
      'an unknown postal code is not found',
      { email: 'pc@example.nl', postal_code: '9999 XY' },
      400,
      'postal-code-not-found',
      ['postal_code'],
    ],
    [
      'a failing newsletter service is a failure',
      { email: 'iemand@fout.example', postal_code: '3511 AB' },
      502,
      'failed',
      [],
    ],
  ];
  for (const [name, fields, code, status, invalid] of cases) {
    test(name, async () => {
      const res = await post({ _token: await tokenOf(), ...fields }, true).expect(code);
      assert.equal(res.body.status, status);
      assert.deepEqual(res.body.fields, invalid);
      assert.equal(res.headers['cache-control'], 'no-store');
    });
  }

  test('signing up twice: the second time is already registered', async () => {
    const token = await tokenOf();
    await post({ _token: token, email: 'twee@example.nl', postal_code: '1011 AB' }, true).expect(200);
    const res = await post({ _token: token, email: 'TWEE@example.nl', postal_code: '1011 AB' }, true).expect(409);
    assert.equal(res.body.status, 'already-registered');
  });
});

describe('malformed input is answered and never forwarded', () => {
  const bad: [string, Record<string, string>, string][] = [
    ['no email', { postal_code: '1234 AB' }, 'invalid-email'],
    ['an email without a domain', { email: 'iemand@', postal_code: '1234 AB' }, 'invalid-email'],
    ['an email with spaces', { email: 'ie mand@example.nl', postal_code: '1234 AB' }, 'invalid-email'],
    ['a postal code of five digits', { email: 'ok@example.nl', postal_code: '12345' }, 'invalid-postal-code'],
    ['a postal code starting with 0', { email: 'ok@example.nl', postal_code: '0123 AB' }, 'invalid-postal-code'],
    ['no postal code', { email: 'ok@example.nl' }, 'invalid-postal-code'],
  ];
  for (const [name, fields, status] of bad) {
    test(`${name}: 400 ${status}`, async () => {
      const before = received().length;
      const res = await post({ _token: await tokenOf(), ...fields }, true).expect(400);
      assert.equal(res.body.status, status);
      assert.equal(received().length, before, 'nothing forwarded');
    });
  }

  test('repeated fields (arrays) are not accepted as values', async () => {
    const before = received().length;
    const res = await request(server.url)
      .post('/_forms/newsletter')
      .set('Host', host)
      .set('Accept', 'application/json')
      .type('form')
      .send(
        `_token=${encodeURIComponent(await tokenOf())}&email=a%40example.nl&email=b%40example.nl&postal_code=1234AB`,
      )
      .expect(400);
    assert.equal(res.body.status, 'invalid-email');
    assert.equal(received().length, before);
  });

  test('a body over the limit is refused with 413 and a clear text', async () => {
    const res = await post({
      _token: await tokenOf(),
      email: 'x@example.nl',
      postal_code: '1234 AB',
      filler: 'x'.repeat(20_000),
    }).expect(413);
    assert.match(res.text, /te groot/);
    assert.equal(res.headers['cache-control'], 'no-store');
  });

  test('GET on the form endpoint is not a page', async () => {
    await request(server.url).get('/_forms/newsletter').set('Host', host).expect(404);
  });
});

describe('CSRF: signed token and origin check', () => {
  test('a post without token is refused (403 expired) and not forwarded', async () => {
    const before = received().length;
    const res = await post({ email: 'csrf@example.nl', postal_code: '1234 AB' }, true).expect(403);
    assert.equal(res.body.status, 'expired');
    const plain = await post({ _return: '/nieuwsbrief', email: 'csrf@example.nl', postal_code: '1234 AB' }).expect(303);
    assert.match(plain.headers.location!, /formstatus=expired/);
    assert.equal(received().length, before);
  });

  test('a forged token, or the token of another site, is refused', async () => {
    const token = await tokenOf();
    const [minute, mac] = token.split('.');
    const forged = `${minute}.${mac!.slice(0, -2)}${mac!.endsWith('AA') ? 'BB' : 'AA'}`;
    await post({ _token: forged, email: 'f@example.nl', postal_code: '1234 AB' }, true).expect(403);
    await post({ _token: await tokenOf('stadsgroen'), email: 'f@example.nl', postal_code: '1234 AB' }, true).expect(
      403,
    );
    await post({ _token: `0.${mac}`, email: 'f@example.nl', postal_code: '1234 AB' }, true).expect(403);
  });

  test('a post from another site (Origin or Sec-Fetch-Site) is refused even with a valid token', async () => {
    const token = await tokenOf();
    const before = received().length;
    await post({ _token: token, email: 'xs@example.nl', postal_code: '1234 AB' }, true)
      .set('Origin', 'https://evil.example')
      .expect(403);
    await post({ _token: token, email: 'xs@example.nl', postal_code: '1234 AB' }, true)
      .set('Sec-Fetch-Site', 'cross-site')
      .expect(403);
    await post({ _token: token, email: 'xs@example.nl', postal_code: '1234 AB' }, true)
      .set('Origin', 'null')
      .expect(403);
    assert.equal(received().length, before);
    // The same post from our own page passes.
    await post({ _token: token, email: 'xs@example.nl', postal_code: '1234 AB' }, true)
      .set('Origin', `http://${host}`)
      .set('Sec-Fetch-Site', 'same-origin')
      .expect(200);
  });
});
