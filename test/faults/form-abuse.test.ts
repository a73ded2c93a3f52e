import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';
import { startTestRedis, type TestRedis } from '../support/redis.js';

// Found by a scripted run: one form token scraped from a page allowed 100 of 100 newsletter
// sign-ups, and the e-mail check accepted `<script>…@x.nl`. Sign-ups and contact messages are
// limited per client address (20 per 10 minutes by default) and per e-mail address (5), counted
// in the shared Redis, so a second instance refuses what the first one counted.

const FORM_SECRET = 'f'.repeat(40);
const SITE = 'groenkennisnet';
const EN_SITE = 'green-knowledge-network';
const PER_ADDRESS = 20;
const PER_EMAIL = 5;
const WINDOW_S = 600;

let redis: TestRedis;
let first: TestServer;
let second: TestServer;
/** Trusts no proxy: X-Forwarded-For from its peer counts for nothing. In-memory counters. */
let noProxy: TestServer;

before(async () => {
  redis = await startTestRedis();
  const shared = { REDIS_URL: redis.url, FORM_SECRET, PAGE_CACHE_TTL_S: '0' };
  [first, second, noProxy] = await Promise.all([
    startTestApp(shared),
    startTestApp(shared),
    startTestApp({ TRUST_PROXY: '0', PAGE_CACHE_TTL_S: '0' }),
  ]);
});
after(async () => {
  await Promise.all([first?.close(), second?.close(), noProxy?.close()]);
  await redis?.stop();
});

/** What a scraper does: fetch the page and read the hidden fields of its form (token, form id). */
async function scrapeForm(server: TestServer, path: string, site = SITE) {
  const res = await request(server.url).get(path).set('Host', hostOf(site)).expect(200);
  const form = /<form[^>]*action="\/_forms\/[a-z]+"[\s\S]*?<\/form>/.exec(res.text)?.[0] ?? '';
  const token = /name="_token" value="([^"]+)"/.exec(form)?.[1];
  const id = /name="_form" value="([^"]+)"/.exec(form)?.[1];
  assert.ok(token && id, `${path} has a form with a token`);
  return { _token: token, _form: id, _return: path };
}

interface Post {
  server?: TestServer;
  form: 'newsletter' | 'contact';
  fields: Record<string, string>;
  /** The client address a trusted proxy on loopback names (X-Forwarded-For). */
  from?: string;
  json?: boolean;
  site?: string;
}

function post({ server = first, form, fields, from, json = false, site = SITE }: Post) {
  const req = request(server.url).post(`/_forms/${form}`).set('Host', hostOf(site)).type('form');
  if (from) req.set('X-Forwarded-For', from);
  if (json) req.set('Accept', 'application/json');
  return req.send(fields);
}

type Scraped = Awaited<ReturnType<typeof scrapeForm>>;
const signUp = (form: Scraped, email: string) => ({ ...form, email, postal_code: '6708 PB' });
const contactMessage = (form: Scraped, email: string) => ({ ...form, name: 'Script', email, message: 'Hallo' });

function assertRetryAfter(res: request.Response) {
  const seconds = Number(res.headers['retry-after']);
  assert.ok(
    Number.isInteger(seconds) && seconds >= 1 && seconds <= WINDOW_S,
    `Retry-After ${res.headers['retry-after']}`,
  );
  assert.equal(res.headers['cache-control'], 'no-store');
}

const NL_MESSAGE = 'Dit formulier is te vaak verstuurd. Probeer het over een paar minuten opnieuw.';
const EN_MESSAGE = 'This form was sent too often. Please try again in a few minutes.';

describe('rate limits on the forms', () => {
  test('100 scripted sign-ups with one scraped token: 20 get through, the other 80 are refused with 429 and the message', async () => {
    const form = await scrapeForm(first, '/nieuwsbrief');
    const forwarded = () => first.demo.formsReceived.newsletter.filter((f) => f.email.startsWith('bot-')).length;
    const answers: number[] = [];
    for (let i = 0; i < 100; i++) {
      const res = await post({ form: 'newsletter', fields: signUp(form, `bot-${i}@example.nl`), from: '203.0.113.10' });
      answers.push(res.status);
      if (res.status !== 429) continue;
      assertRetryAfter(res);
      assert.match(res.headers['content-type'] ?? '', /^text\/html/);
      assert.match(res.text, /<html lang="nl-NL">/);
      assert.ok(res.text.includes(NL_MESSAGE), 'the message in the page language');
      assert.ok(
        res.text.includes(`href="/nieuwsbrief?form=${form._form}&amp;formstatus=rate-limited#${form._form}"`),
        'a link back to the form',
      );
    }
    assert.deepEqual(
      answers,
      [...Array<number>(PER_ADDRESS).fill(303), ...Array<number>(100 - PER_ADDRESS).fill(429)],
      'the first 20 are answered (303 back to the page), the rest 429',
    );
    assert.equal(forwarded(), PER_ADDRESS, 'only 20 reached the newsletter service');
  });

  test('with JavaScript the limit is a 429 JSON status the form words in the page language', async () => {
    const form = await scrapeForm(first, '/nieuwsbrief');
    for (let i = 0; i < PER_ADDRESS; i++)
      await post({
        form: 'newsletter',
        fields: signUp(form, `js-${i}@example.nl`),
        from: '203.0.113.11',
        json: true,
      }).expect(200);
    const res = await post({
      form: 'newsletter',
      fields: signUp(form, 'js-last@example.nl'),
      from: '203.0.113.11',
      json: true,
    }).expect(429);
    assert.deepEqual(res.body, { status: 'rate-limited', fields: [] });
    assertRetryAfter(res);
    // The same status after a no-JS post's link back: the form shows the message in place.
    const page = await request(first.url)
      .get(`/nieuwsbrief?form=${form._form}&formstatus=rate-limited`)
      .set('Host', hostOf(SITE))
      .expect(200);
    assert.ok(page.text.includes(NL_MESSAGE));
  });

  test('one e-mail address from many client addresses: 5 posts, then 429', async () => {
    const form = await scrapeForm(first, '/nieuwsbrief');
    const answers: number[] = [];
    for (let i = 1; i <= PER_EMAIL + 1; i++) {
      // Case does not make it another address.
      const email = i % 2 ? 'doelwit@example.nl' : 'Doelwit@Example.NL';
      const res = await post({ form: 'newsletter', fields: signUp(form, email), from: `198.51.100.${i}`, json: true });
      answers.push(res.status);
    }
    assert.deepEqual(answers, [200, 409, 409, 409, 409, 429], 'registered, already registered ×4, refused');
  });

  test('contact messages: 20 per client address and 5 per e-mail address', async () => {
    const form = await scrapeForm(first, '/contactformulier');
    for (let i = 0; i < PER_ADDRESS; i++)
      await post({
        form: 'contact',
        fields: contactMessage(form, `schrijver-${i}@example.nl`),
        from: '203.0.113.12',
      }).expect(303);
    const res = await post({
      form: 'contact',
      fields: contactMessage(form, 'schrijver-x@example.nl'),
      from: '203.0.113.12',
    }).expect(429);
    assertRetryAfter(res);
    assert.ok(res.text.includes(NL_MESSAGE));
    assert.ok(
      res.text.includes('href="/contactformulier?form=contactformulier&amp;formstatus=rate-limited#contactformulier"'),
    );

    const answers: number[] = [];
    for (let i = 1; i <= PER_EMAIL + 1; i++)
      answers.push(
        (await post({ form: 'contact', fields: contactMessage(form, 'een@example.nl'), from: `198.51.100.${50 + i}` }))
          .status,
      );
    assert.deepEqual(answers, [303, 303, 303, 303, 303, 429]);
    const page = await request(first.url)
      .get('/contactformulier?form=contactformulier&formstatus=rate-limited')
      .set('Host', hostOf(SITE))
      .expect(200);
    assert.ok(page.text.includes(NL_MESSAGE), 'the contact form words the status too');
  });

  test('a second instance sharing the Redis counts together with the first', async () => {
    const form = await scrapeForm(first, '/nieuwsbrief');
    for (let i = 0; i < PER_ADDRESS; i++)
      await post({ form: 'newsletter', fields: signUp(form, `twee-${i}@example.nl`), from: '203.0.113.13' }).expect(
        303,
      );
    await post({
      server: second,
      form: 'newsletter',
      fields: signUp(form, 'twee-x@example.nl'),
      from: '203.0.113.13',
    }).expect(429);
    // Another client on the second instance is not affected.
    await post({
      server: second,
      form: 'newsletter',
      fields: signUp(form, 'twee-y@example.nl'),
      from: '203.0.113.99',
    }).expect(303);
  });

  test('on an English page the 429 page is English', async () => {
    const form = await scrapeForm(first, '/newsletter', EN_SITE);
    const fields = (email: string) => signUp(form, email);
    for (let i = 0; i < PER_ADDRESS; i++)
      await post({
        form: 'newsletter',
        fields: fields(`en-${i}@example.nl`),
        from: '203.0.113.14',
        site: EN_SITE,
      }).expect(303);
    const res = await post({
      form: 'newsletter',
      fields: fields('en-x@example.nl'),
      from: '203.0.113.14',
      site: EN_SITE,
    }).expect(429);
    assert.match(res.text, /<html lang="en-US">/);
    assert.ok(res.text.includes(EN_MESSAGE));
    assert.ok(res.text.includes('Back to the form'));
  });

  test('the client address is the one Express derives under trust proxy: a rotating X-Forwarded-For from an untrusted peer gains nothing', async () => {
    const form = await scrapeForm(noProxy, '/nieuwsbrief');
    const answers: number[] = [];
    for (let i = 0; i <= PER_ADDRESS; i++) {
      const res = await post({
        server: noProxy,
        form: 'newsletter',
        fields: signUp(form, `xff-${i}@example.nl`),
        from: `192.0.2.${i + 1}`,
      });
      answers.push(res.status);
    }
    assert.equal(answers.at(-1), 429, 'the 21st post from one socket address is refused');
    assert.equal(answers.filter((s) => s === 303).length, PER_ADDRESS);
  });
});

describe('the e-mail check', () => {
  const BAD = '<script>alert(1)</script>@x.nl';

  test('the newsletter refuses a script in the address with the e-mail field error, and forwards nothing', async () => {
    const form = await scrapeForm(first, '/nieuwsbrief');
    const before = first.demo.formsReceived.newsletter.length;
    const json = await post({ form: 'newsletter', fields: signUp(form, BAD), from: '203.0.113.20', json: true }).expect(
      400,
    );
    assert.deepEqual(json.body, { status: 'invalid-email', fields: ['email'] });
    const plain = await post({ form: 'newsletter', fields: signUp(form, BAD), from: '203.0.113.20' }).expect(303);
    assert.equal(plain.headers.location, `/nieuwsbrief?form=${form._form}&formstatus=invalid-email#${form._form}`);
    const page = await request(first.url).get(plain.headers.location!).set('Host', hostOf(SITE)).expect(200);
    assert.ok(page.text.includes('Vul een geldig e-mailadres in.'), 'the field message');
    assert.match(page.text, new RegExp(`<input[^>]*id="${form._form}-email"[^>]*aria-invalid="true"`));
    assert.equal(first.demo.formsReceived.newsletter.length, before);
  });

  test('the contact form refuses it too, naming the e-mail field', async () => {
    const form = await scrapeForm(first, '/contactformulier');
    const before = first.demo.formsReceived.contact.length;
    const res = await post({
      form: 'contact',
      fields: contactMessage(form, BAD),
      from: '203.0.113.21',
      json: true,
    }).expect(400);
    assert.deepEqual(res.body, { status: 'invalid', fields: ['email'], problems: { email: 'email' } });
    assert.equal(first.demo.formsReceived.contact.length, before);
  });
});
