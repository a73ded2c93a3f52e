import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import type { AiEvent } from '../../src/model/ai-search.js';
import { QUESTION_MAX_LENGTH } from '../../src/model/ai-search.js';
import { hostOf, sitesDirWith, startTestApp, type TestServer } from '../support/app.js';

// requirements §1 AI search, the extractive default (no AI_BASE_URL): the real app over HTTP
// against the demo upstream. Questions come from the shipped question sets (data/ai-eval).

let server: TestServer;
// One site switched off in its file; every other site has it on by default (it has a search scope).
const OFF = 'akkerbouw-nu';
before(async () => {
  const SITES_DIR = sitesDirWith({ [OFF]: (site) => (site.ai = { enabled: false }) });
  server = await startTestApp({ PAGE_CACHE_TTL_S: '0', SITES_DIR });
});
after(() => server.close());

const NL = 'groenkennisnet';
const EN = 'green-knowledge-network';
const get = (path: string, site = NL) => request(server.url).get(path).set('Host', hostOf(site));
const events = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as AiEvent);
const answerUrl = (q: string, locale = 'nl') => `/_ai/answer?locale=${locale}&q=${encodeURIComponent(q)}`;
const pathOf = (segment: string, q: string) => `/${segment}/${q.trim().split(/\s+/).map(encodeURIComponent).join('+')}`;
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

const NL_QUESTION = 'Hoe pakt ledbelichting in de praktijk uit in Eindhoven?';
const NL_EXPECTED = 'gkn:source:100021';
const EN_QUESTION = 'How does delayed mowing work out in practice in Bleiswijk?';
const EN_EXPECTED = 'gkn:source:100033';

describe('AI search page without JavaScript', () => {
  test('answers with numbered citations that link to the result pages of the expected record', async () => {
    const res = await get(pathOf('ai-zoeken', NL_QUESTION));
    assert.equal(res.status, 200);
    assert.match(res.text, /Samenvatting van bronnen/);
    const citation = /<a aria-label="Bron 1: [^"]+"[^>]*href="(\/zoeken\/resultaat\/[^"]+)"[^>]*>\[1\]<\/a>/.exec(
      res.text,
    );
    assert.ok(citation, 'a [1] citation link named after its source');
    const href = citation[1]!.replace(/&amp;/g, '&');
    assert.ok(href.endsWith(`?id=${encodeURIComponent(NL_EXPECTED)}`), href);
    const result = await get(href);
    assert.equal(result.status, 200, 'the cited result page exists');
    assert.match(textOf(res.text), /In Eindhoven laten .* zien hoe ledbelichting in de praktijk uitpakt\./);
  });

  test('on the English site the answer and its links are English', async () => {
    const res = await get(pathOf('ai-search', EN_QUESTION), EN);
    assert.equal(res.status, 200);
    assert.match(res.text, /<html lang="en-US"/);
    assert.match(res.text, new RegExp(`href="/search/result/[^"]+\\?id=${encodeURIComponent(EN_EXPECTED)}"`));
    assert.match(textOf(res.text), /In Bleiswijk, .* show how delayed mowing works out in practice\./);
  });

  test('a question in Dutch on the English site is answered from English sources', async () => {
    const res = await get(pathOf('ai-search', 'Wat is bekend over delayed mowing in Bleiswijk?'), EN);
    assert.equal(res.status, 200);
    assert.match(textOf(res.text), /In Bleiswijk, .* show how delayed mowing works out in practice\./);
  });

  test("the alternate address /aiSearch/{question} answers in the site's language", async () => {
    const res = await get(pathOf('aiSearch', NL_QUESTION));
    assert.equal(res.status, 200);
    assert.match(res.text, /<html lang="nl-NL"/);
    assert.match(textOf(res.text), /zien hoe ledbelichting in de praktijk uitpakt\./);
  });

  test("a question the sources cannot answer says so and links to the normal search for the question's key phrase", async () => {
    const res = await get(pathOf('ai-zoeken', 'Wat is het recept voor appeltaart?'));
    assert.equal(res.status, 200);
    assert.match(textOf(res.text), /We hebben het antwoord niet gevonden in onze bronnen\./);
    assert.match(res.text, /href="\/zoeken\/recept\+appeltaart"/);
  });

  test('the question box alone when there is no question, and its GET form leads to one address per question', async () => {
    const empty = await get('/ai-zoeken');
    assert.equal(empty.status, 200);
    assert.match(empty.text, /<form role="search" action="\/ai-zoeken" method="get">/);
    const sent = await get('/ai-zoeken?q=bodem%20leven');
    assert.equal(sent.status, 302);
    assert.equal(sent.headers.location, '/ai-zoeken/bodem+leven');
  });

  test('a question that is too long is a 400 page that says so, not an error page', async () => {
    const res = await get(pathOf('ai-zoeken', 'bodem '.repeat(QUESTION_MAX_LENGTH / 5 + 1)));
    assert.equal(res.status, 400);
    assert.match(
      textOf(res.text),
      new RegExp(`Je vraag is te lang\\. Gebruik maximaal ${QUESTION_MAX_LENGTH} tekens\\.`),
    );
    assert.match(res.text, /<form/);
  });
});

describe("AI search answering visitors' questions", () => {
  const answerOf = async (question: string, site = NL, locale = 'nl') => {
    const all = events((await get(answerUrl(question, locale), site)).text);
    const text = all.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
    const sources = all.flatMap((e) => (e.type === 'sources' ? e.sources : []));
    return { text, sources, done: all.at(-1) };
  };
  const datesIn = (text: string) =>
    [...text.matchAll(/wanneer: (\d{1,2}) (\w+) (\d{4})/g)].map(([, d, m, y]) => {
      const months = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus'];
      const rest = ['september', 'oktober', 'november', 'december'];
      return Date.UTC(Number(y), [...months, ...rest].indexOf(m!), Number(d));
    });

  test('a when-question is answered with the coming dates and places of the records, soonest first, each cited', async () => {
    const { text, sources, done } = await answerOf('Wanneer is de volgende veldexcursie?');
    assert.deepEqual(done, { type: 'done', status: 'answered' });
    const dates = datesIn(text);
    assert.ok(dates.length >= 2, text);
    const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
    assert.ok(dates[0]! >= today, 'the first date is still to come');
    assert.deepEqual(
      dates,
      [...dates].sort((a, b) => a - b),
      'soonest first',
    );
    assert.match(text, /^Veldexcursie [^—]+ — wanneer: [^;]+; waar: [^.]+\. \[1\]/);
    assert.ok(sources.every((s) => /^Veldexcursie/.test(s.title)));
  });

  test('inflections, framing words and two joined concepts find the records the keyword search finds', async () => {
    const list = await answerOf('Welke masterclasses worden er gegeven?');
    assert.ok(list.sources.length > 0 && list.sources.every((s) => /^Masterclass/.test(s.title)), list.text);
    const both = await answerOf('Wat is er bekend over masterclass en veldexcursie?');
    const titles = both.sources.map((s) => s.title);
    assert.ok(titles.some((t) => t.startsWith('Masterclass')) && titles.some((t) => t.startsWith('Veldexcursie')));
    const framed = await answerOf('Hoe werkt waterberging op een boerenbedrijf?');
    assert.deepEqual(framed.done, { type: 'done', status: 'answered' });
    // Every quoted sentence carries the question's concept.
    for (const sentence of framed.text.split(/\[\d\]/).filter((s) => s.trim())) assert.match(sentence, /waterberging/i);
  });

  test('a cost question is answered with the prices, an English when-question in English', async () => {
    const cost = await answerOf('Wat kost een masterclass?');
    assert.match(cost.text, /kosten: (Gratis|€)/);
    const en = await answerOf('When is the next webinar?', EN, 'en');
    assert.match(en.text, /^Webinar: [^—]+ — when: \w+ \d{1,2}, \d{4}/);
  });
});

describe('AI answer stream (/_ai/answer)', () => {
  test('streams the sources, the text and done as NDJSON, and answers the second ask from the cache', async () => {
    const question = 'Heeft investeren in resistente rassen effect op de opbrengst?';
    const first = await get(answerUrl(question));
    assert.equal(first.status, 200);
    assert.match(first.headers['content-type']!, /application\/x-ndjson/);
    assert.equal(first.headers['cache-control'], 'no-store');
    assert.equal(first.headers['x-ai-cache'], 'MISS');
    const seen = events(first.text);
    assert.deepEqual(
      seen.map((e) => e.type),
      ['sources', 'delta', 'done'],
    );
    const sources = seen[0]!.type === 'sources' ? seen[0]!.sources : [];
    assert.deepEqual(
      sources.map((s) => s.id),
      ['gkn:news:100016'],
    );
    // The same question, differently typed: one cache entry per normalised question.
    const again = await get(answerUrl('  heeft investeren in RESISTENTE rassen effect op de opbrengst  '));
    assert.equal(again.headers['x-ai-cache'], 'HIT');
    assert.deepEqual(events(again.text).at(-1), { type: 'done', status: 'answered' });
  });

  test('answers 400 JSON for a missing or too long question', async () => {
    const missing = await get('/_ai/answer?locale=nl');
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.body, { error: 'question-missing' });
    const long = await get(answerUrl('x'.repeat(QUESTION_MAX_LENGTH + 1)));
    assert.equal(long.status, 400);
    assert.equal(long.body.error, 'question-too-long');
  });
});

describe('a site with the AI search switched off', () => {
  test('its AI search routes and endpoints are a 404, and its search page does not link to them', async () => {
    const site = OFF;
    assert.equal((await get('/ai-zoeken/bodem', site)).status, 404);
    assert.equal((await get('/ai-zoeken', site)).status, 404);
    assert.equal((await get(answerUrl('bodem'), site)).status, 404);
    const search = await get('/zoeken/bodem', site);
    assert.equal(search.status, 200);
    assert.doesNotMatch(search.text, /href="\/ai-zoeken/);
  });

  test('a site whose file does not mention it has it on: its search scope answers', async () => {
    const page = await get(pathOf('ai-zoeken', 'Wat is agroforestry?'), 'agroforestry-nl');
    assert.equal(page.status, 200);
    assert.match(page.text, /Samenvatting van bronnen/);
    const search = await get('/zoeken/bodem', 'agroforestry-nl');
    assert.match(search.text, /href="\/ai-zoeken\/bodem"/);
  });

  test('a site with it on links to it from its search page, a link crawlers do not follow to a page they do not index', async () => {
    const search = await get('/zoeken/bodem');
    assert.match(search.text, /<a rel="nofollow" href="\/ai-zoeken\/bodem"/);
    const answer = await get('/ai-zoeken/bodem');
    assert.match(answer.text, /<meta name="robots" content="noindex, nofollow">/);
  });
});

describe('feedback', () => {
  const tokenOf = (html: string) => /name="_token" value="([^"]+)"/.exec(html)?.[1] ?? '';

  test('a vote with the page token is stored and thanked; without it, refused with 403', async () => {
    const page = await get(pathOf('ai-zoeken', NL_QUESTION));
    const token = tokenOf(page.text);
    assert.ok(token);
    const post = (fields: Record<string, string>) =>
      request(server.url).post('/_ai/feedback').set('Host', hostOf(NL)).type('form').send(fields);
    const refused = await post({ question: NL_QUESTION, locale: 'nl', vote: 'down' });
    assert.equal(refused.status, 403);
    const thanked = await post({ question: NL_QUESTION, locale: 'nl', vote: 'down', _token: token });
    assert.equal(thanked.status, 200);
    assert.match(thanked.text, /Bedankt voor je feedback\./);
    const bad = await post({ question: NL_QUESTION, locale: 'nl', vote: 'sideways', _token: token });
    assert.equal(bad.status, 400);
  });
});
