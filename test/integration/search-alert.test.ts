import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';

let server: TestServer;
before(async () => {
  server = await startTestApp({ FORM_LIMIT_PER_ADDRESS: '1000', FORM_LIMIT_PER_EMAIL: '3' });
});
after(() => server.close());

const host = hostOf('groenkennisnet');
const SEARCH = '/zoeken/bodem?theme=Bodem';

async function tokenOf(): Promise<string> {
  const res = await request(server.url).get(SEARCH).set('Host', host).expect(200);
  const token = /"formToken":"([^"]+)"/.exec(res.text)?.[1];
  assert.ok(token);
  return token;
}

const post = (fields: Record<string, string>, json = false) => {
  const req = request(server.url).post('/_forms/search-alert').set('Host', host).type('form');
  if (json) req.set('Accept', 'application/json');
  return req.send({ _return: SEARCH, _form: 'volg-zoekopdracht', search: SEARCH, ...fields });
};

describe('"Mail me" of a followed search', () => {
  test('the search page links its feed and offers the control, in the page language', async () => {
    const nl = await request(server.url).get(SEARCH).set('Host', host).expect(200);
    assert.match(
      nl.text,
      /<link rel="alternate" type="application\/atom\+xml" title="Volg deze zoekopdracht" href="\/feeds\/zoeken\/bodem\?theme=Bodem">/,
    );
    assert.match(nl.text, /<h2 id="volg-zoekopdracht-title">Volg deze zoekopdracht<\/h2>/);
    assert.match(nl.text, /name="search" value="\/zoeken\/bodem\?theme=Bodem"/);
    const en = await request(server.url).get('/search/soil').set('Host', hostOf('green-knowledge-network')).expect(200);
    assert.match(en.text, /Follow this search/);
    assert.match(en.text, /href="\/feeds\/search\/soil"/);
  });

  test('without JavaScript: signs up through the newsletter service and comes back with the status', async () => {
    const res = await post({ _token: await tokenOf(), email: 'Volger@Example.nl' }).expect(303);
    assert.equal(
      res.headers.location,
      '/zoeken/bodem?theme=Bodem&form=volg-zoekopdracht&formstatus=registered#volg-zoekopdracht',
    );
    const alert = server.demo.formsReceived.searchAlerts.at(-1)!;
    assert.deepEqual(alert, {
      email: 'volger@example.nl',
      site: 'groenkennisnet',
      language: 'nl',
      search: {
        term: 'bodem',
        filters: [{ name: 'theme', values: ['Bodem'] }],
        path: '/zoeken/bodem?theme=Bodem',
        page: 'https://www.groenkennisnet.nl/zoeken/bodem?theme=Bodem&srt=year&srt_direction=desc',
        feed: 'https://www.groenkennisnet.nl/feeds/zoeken/bodem?theme=Bodem',
      },
    });
    const page = await request(server.url).get(res.headers.location!.split('#')[0]!).set('Host', host).expect(200);
    assert.match(page.text, /Je bent aangemeld/);
    // The demo lists what it accepted.
    const listed = await fetch(`${server.demo.newsletterUrl}/search-alerts?site=groenkennisnet`);
    const body = (await listed.json()) as { searchAlerts: { email: string }[] };
    assert.ok(body.searchAlerts.some((a) => a.email === 'volger@example.nl'));
  });

  test('with JavaScript: JSON statuses, the same search twice is already registered', async () => {
    const token = await tokenOf();
    const first = await post({ _token: token, email: 'json-volger@example.nl' }, true).expect(200);
    assert.deepEqual(first.body, { status: 'registered', fields: [] });
    const again = await post({ _token: token, email: 'json-volger@example.nl' }, true).expect(409);
    assert.deepEqual(again.body, { status: 'already-registered', fields: ['email'] });
    const other = await post({ _token: token, email: 'json-volger@example.nl', search: '/zoeken/water' }, true).expect(
      200,
    );
    assert.equal(other.body.status, 'registered');
    const failed = await post({ _token: token, email: 'iemand@fout.example' }, true).expect(502);
    assert.equal(failed.body.status, 'failed');
  });

  test('refuses bad input before it reaches the service', async () => {
    const token = await tokenOf();
    const before = server.demo.formsReceived.searchAlerts.length;
    assert.equal((await post({ _token: token, email: 'geen-adres' }, true).expect(400)).body.status, 'invalid-email');
    const searches = ['https://evil.example/zoeken/x', '/over-ons', '/zoeken/x?kleur=groen', '/zoeken/resultaat/x/y'];
    for (const [i, search] of searches.entries())
      assert.equal(
        (await post({ _token: token, email: `s${i}@example.nl`, search }, true).expect(400)).body.status,
        'invalid-search',
        search,
      );
    assert.equal((await post({ _token: 'vals', email: 'a@example.nl' }, true).expect(403)).body.status, 'expired');
    const foreign = await post({ _token: token, email: 'a@example.nl' }, true)
      .set('Sec-Fetch-Site', 'cross-site')
      .expect(403);
    assert.equal(foreign.body.status, 'expired');
    assert.equal(server.demo.formsReceived.searchAlerts.length, before);
  });

  test('is rate limited per e-mail address like the newsletter (429 with Retry-After)', async () => {
    const token = await tokenOf();
    for (let i = 0; i < 3; i++) await post({ _token: token, email: 'veel@example.nl', search: `/zoeken/t${i}` }, true);
    const limited = await post({ _token: token, email: 'veel@example.nl', search: '/zoeken/t9' }, true).expect(429);
    assert.equal(limited.body.status, 'rate-limited');
    assert.ok(Number(limited.headers['retry-after']) > 0);
  });
});
