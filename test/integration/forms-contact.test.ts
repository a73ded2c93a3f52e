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

  test('missing required fields, a bad email and an over-long field name the fields and why, and forward nothing', async () => {
    const { token } = await pageAndToken();
    const before = received().length;
    const res = await post({ _token: token, name: '', email: 'geen-adres', message: 'x'.repeat(5001) }, true).expect(
      400,
    );
    assert.deepEqual(res.body, {
      status: 'invalid',
      fields: ['name', 'email', 'message'],
      problems: { name: 'required', email: 'email', message: 'too-long' },
    });
    assert.equal(received().length, before);
  });

  test('without JavaScript a refused post answers the page itself: every value as typed, only the refused fields marked', async () => {
    const { token } = await pageAndToken();
    const before = received().length;
    const res = await post({
      _token: token,
      _return: '/contactformulier',
      _form: 'contactformulier',
      name: '',
      email: 'anna@voorbeeld',
      organisation: 'De "Hoeve" & <Zn>',
      subject: 'Bodem',
      message: 'Regel een\nregel twee',
    }).expect(400);
    assert.equal(res.headers['cache-control'], 'private, no-store');
    const html = res.text;
    // The summary names each refused field and links to it, in the form's order.
    const summary = /<div id="contactformulier--summary"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
    assert.match(summary, /Er is een probleem/);
    assert.deepEqual(
      [...summary.matchAll(/<a href="#([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]),
      [
        ['contactformulier-name', 'Vul naam in'],
        ['contactformulier-email', 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl'],
      ],
    );
    // Each refused field points at its own message; the others are not marked.
    const tag = (name: string) => new RegExp(`<(?:input|textarea)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
    for (const name of ['name', 'email']) {
      assert.match(tag(name), /aria-invalid="true"/);
      assert.match(tag(name), new RegExp(`aria-describedby="contactformulier-${name}--error"`));
      assert.match(html, new RegExp(`<p id="contactformulier-${name}--error"`));
    }
    for (const name of ['organisation', 'subject', 'message']) assert.doesNotMatch(tag(name), /aria-invalid/);
    // What was typed is back in the fields, escaped.
    assert.match(tag('email'), /value="anna@voorbeeld"/);
    assert.match(tag('organisation'), /value="De &quot;Hoeve&quot; &amp; &lt;Zn&gt;"/);
    assert.match(html, /<textarea[^>]*name="message"[^>]*>Regel een\nregel twee<\/textarea>/);
    // Ids are unique on the page.
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(
      ids.filter((id, i) => ids.indexOf(id) !== i),
      [],
    );
    // The browser is told the page's own address (a script that loads hydrates that route).
    assert.match(html, /history\.replaceState\(null,'',"\/contactformulier"\)/);
    assert.equal(received().length, before);
  });

  test('a refused post without JavaScript on the English site answers in English', async () => {
    const { token } = await pageAndToken('/contact-form', 'green-knowledge-network');
    const res = await request(server.url)
      .post('/_forms/contact')
      .set('Host', hostOf('green-knowledge-network'))
      .type('form')
      .send({ _token: token, _return: '/contact-form', name: 'Ann', email: '', message: '' })
      .expect(400);
    assert.match(res.text, /<html lang="en-US"/);
    assert.match(res.text, /There is a problem/);
    assert.match(res.text, /value="Ann"/);
  });

  test('a refused post returning to another page answers the contact page, never an open redirect', async () => {
    const { token } = await pageAndToken();
    const res = await post({ _token: token, _return: '//evil.example/x', name: '', email: '', message: '' }).expect(
      400,
    );
    assert.match(res.text, /history\.replaceState\(null,'',"\/contactformulier"\)/);
    assert.match(res.text, /Er is een probleem/);
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
