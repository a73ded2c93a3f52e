import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';

let server: TestServer;
before(async () => {
  // Every post here comes from one address; the rate limits have tests of their own (test/faults/form-abuse.test.ts).
  server = await startTestApp({ PAGE_CACHE_TTL_S: '0', UPSTREAM_CACHE_TTL_S: '0', FORM_LIMIT_PER_ADDRESS: '1000' });
});
after(() => server.close());

const SITE = 'groenkennisnet';
const host = hostOf(SITE);
const received = () => server.demo!.formsReceived.contact;

async function pageAndToken(path = '/contactformulier', siteId = SITE) {
  const res = await request(server.url).get(path).set('Host', hostOf(siteId)).expect(200);
  const token = /name="_token" value="([^"]+)"/.exec(res.text)?.[1];
  assert.ok(token, 'the form carries its token');
  return { html: res.text, token };
}

const post = (fields: Record<string, string>, json = false) => {
  const req = request(server.url).post('/_forms/contact').set('Host', host).type('form');
  if (json) req.set('Accept', 'application/json');
  return req.send(fields);
};

const VALID = {
  name: 'Anna de Boer',
  email: 'anna@example.nl',
  organisation: 'Boerderij De Hoeve',
  subject: 'Bodem',
  message: 'Hoe meet ik bodemleven?',
};

describe('the contact form page (CMS Contactformulier)', () => {
  test('renders the fields, labels and submit text of the CMS form, posting to our server', async () => {
    const { html } = await pageAndToken();
    const form = /<form[^>]*id="contactformulier"[^>]*>/.exec(html)?.[0] ?? '';
    assert.match(form, /action="\/_forms\/contact"/);
    assert.match(form, /method="post"/);
    for (const name of ['name', 'email', 'organisation', 'subject', 'message'])
      assert.match(html, new RegExp(`name="${name}"`));
    assert.match(html, /<label[^>]*for="contactformulier-email"[^>]*>E-mailadres/);
    assert.match(html, /<textarea[^>]*name="message"/);
    assert.match(html, />Versturen</);
  });

  test('the English path on the English site renders the English form', async () => {
    const { html } = await pageAndToken('/contact-form', 'green-knowledge-network');
    assert.match(html, /<html lang="en-US"/);
    assert.match(html, /name="email"/);
  });

  test('a CMS without a usable form answers the 500 page', async () => {
    server.demo!.setFault('cms', { kind: 'status', status: 500 }, { pathIncludes: 'Contactformulier' });
    try {
      await request(server.url).get('/contactformulier').set('Host', host).expect(500);
    } finally {
      server.demo!.setFault('cms', null);
    }
  });
});

describe('posting the contact form', () => {
  test('without JavaScript: a valid message is forwarded, then 303 back with status sent', async () => {
    const { token } = await pageAndToken();
    const res = await post({ _token: token, _return: '/contactformulier', _form: 'contactformulier', ...VALID }).expect(
      303,
    );
    assert.equal(res.headers.location, '/contactformulier?form=contactformulier&formstatus=sent#contactformulier');
    assert.deepEqual(received().at(-1), {
      site: SITE,
      language: 'nl',
      form: `${SITE}-contactformulier`,
      fields: VALID,
    });
    const page = await request(server.url).get(res.headers.location!).set('Host', host).expect(200);
    assert.match(page.text, /Bedankt, je bericht is verstuurd\./);
  });

  test('with JavaScript: JSON in, JSON out', async () => {
    const { token } = await pageAndToken();
    const res = await post({ _token: token, ...VALID }, true).expect(200);
    assert.deepEqual(res.body, { status: 'sent', fields: [] });
  });

  test('missing required fields, a bad email and an over-long field name the fields and forward nothing', async () => {
    const { token } = await pageAndToken();
    const before = received().length;
    const res = await post({ _token: token, name: '', email: 'geen-adres', message: 'x'.repeat(5001) }, true).expect(
      400,
    );
    assert.deepEqual(res.body, { status: 'invalid', fields: ['name', 'email', 'message'] });
    const plain = await post({ _token: token, _return: '/contactformulier', name: ' ', email: '', message: '' }).expect(
      303,
    );
    assert.match(plain.headers.location!, /formstatus=invalid/);
    const page = await request(server.url).get(plain.headers.location!).set('Host', host).expect(200);
    assert.match(page.text, /Vul de gemarkeerde velden \(goed\) in\./);
    assert.match(page.text, /aria-invalid="true"/);
    assert.equal(received().length, before);
  });

  test('a failing contact service is a failure for the visitor', async () => {
    const { token } = await pageAndToken();
    const res = await post({ _token: token, ...VALID, message: 'FOUT-DEMO' }, true).expect(502);
    assert.equal(res.body.status, 'failed');
  });

  test('without a valid token nothing is forwarded', async () => {
    const before = received().length;
    await post({ ...VALID }, true).expect(403);
    await post({ _token: 'abc.def', ...VALID }, true).expect(403);
    assert.equal(received().length, before);
  });
});
