import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import request from 'supertest';
import type { AiEvent } from '../../src/model/ai-search.js';
import { startDemoUpstream, type DemoUpstream } from '../../src/demo/demo-server.js';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';

// requirements §1 AI search, the OpenAI-compatible answerer, against the demo's fake of that API
// (src/demo/fake-chat-completions.ts): streamed chunks, an error mid-stream and a slow endpoint,
// each falling back to the extractive answer with a notice, never a 5xx.

let demo: DemoUpstream;
let server: TestServer;
before(async () => {
  demo = await startDemoUpstream();
  server = await startTestApp(
    { PAGE_CACHE_TTL_S: '0', AI_BASE_URL: demo.aiBaseUrl, AI_MODEL: 'demo-model', AI_TIMEOUT_MS: '1000' },
    { demo },
  );
});
after(() => server.close());
afterEach(() => demo.setFault('ai', null));

const SITE = 'groenkennisnet';
const get = (path: string) => request(server.url).get(path).set('Host', hostOf(SITE));
const events = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as AiEvent);
const answerUrl = (q: string) => `/_ai/answer?locale=nl&q=${encodeURIComponent(q)}`;
const pagePath = (q: string) => `/ai-zoeken/${q.split(/\s+/).map(encodeURIComponent).join('+')}`;
const textOf = (all: AiEvent[]) => all.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');

describe('AI search with a chat-completions model', () => {
  test('streams the generated answer in several pieces, with citations of the numbered sources', async () => {
    const res = await get(answerUrl('Hoe pakt ledbelichting in de praktijk uit in Eindhoven?'));
    assert.equal(res.status, 200);
    const all = events(res.text);
    const first = all[0]!;
    assert.equal(first.type, 'sources');
    assert.equal(first.type === 'sources' && first.mode, 'generated');
    assert.ok(all.filter((e) => e.type === 'delta').length > 3, 'the answer came in pieces');
    assert.match(textOf(all), /ledbelichting in de praktijk uitpakt\. \[1\]/);
    assert.deepEqual(all.at(-1), { type: 'done', status: 'answered' });
    const page = await get(pagePath('Hoe pakt ledbelichting in de praktijk uit in Eindhoven?'));
    assert.match(page.text, /Door een taalmodel geschreven op basis van onze bronnen/);
  });

  test('an answer cut off mid-stream is replaced by the extractive answer, with a quiet notice', async () => {
    demo.setFault('ai', { kind: 'cut' });
    const question = 'Hoe pakt strokenteelt in de praktijk uit in Alkmaar?';
    const res = await get(answerUrl(question));
    assert.equal(res.status, 200);
    const all = events(res.text);
    const fallbackAt = all.findIndex((e) => e.type === 'fallback');
    assert.ok(fallbackAt > 1, 'some generated text came before the fallback');
    const after = all.slice(fallbackAt + 1);
    assert.equal(after[0]!.type === 'sources' && after[0]!.mode, 'extractive');
    assert.match(textOf(after), /In Alkmaar laten .* zien hoe strokenteelt in de praktijk uitpakt\. \[1\]/);
    assert.deepEqual(all.at(-1), { type: 'done', status: 'answered' });

    const page = await get(pagePath(question));
    assert.equal(page.status, 200);
    assert.match(page.text, /Het taalmodel gaf nu geen antwoord; hieronder staat een samenvatting van de bronnen\./);
    assert.match(page.text, /Samenvatting van bronnen/);
    // A fallback is not what the page should keep showing once the model is back.
    assert.equal(page.headers['cache-control'], 'private, no-store');
  });

  test('a model slower than AI_TIMEOUT_MS gives the extractive answer instead, never an error', async () => {
    demo.setFault('ai', { kind: 'slow', ms: 5000 });
    const question = 'Heeft investeren in gemengde beplanting effect op de houtproductie?';
    const res = await get(answerUrl(question));
    assert.equal(res.status, 200);
    const all = events(res.text);
    assert.ok(all.some((e) => e.type === 'fallback'));
    assert.match(textOf(all), /gemengde beplanting/i);
    assert.deepEqual(all.at(-1), { type: 'done', status: 'answered' });
  });

  test('a model answering 500 gives the extractive answer on the page without JavaScript', async () => {
    demo.setFault('ai', { kind: 'status', status: 500 });
    const page = await get(pagePath('Hoe pakt agroforestry in de praktijk uit in Leeuwarden?'));
    assert.equal(page.status, 200);
    assert.match(page.text, /Het taalmodel gaf nu geen antwoord/);
    assert.match(page.text, /zien hoe agroforestry in de praktijk uitpakt\./);
  });

  test("a when-question: the model gets the records' facts and answers with them, each cited, in the site's language", async () => {
    const nl = events((await get(answerUrl('Wanneer is de volgende veldexcursie?'))).text);
    assert.equal(nl[0]!.type === 'sources' && nl[0]!.mode, 'generated');
    assert.match(textOf(nl), /^Veldexcursie [^—]+ — wanneer: \d{1,2} \w+ \d{4}[^[]*\[1\] Veldexcursie .*\[2\]$/);
    const en = events(
      (
        await request(server.url)
          .get(answerUrl('When is the next webinar?').replace('locale=nl', 'locale=en'))
          .set('Host', hostOf('green-knowledge-network'))
      ).text,
    );
    assert.match(textOf(en), /^Webinar: [^—]+ — when: \w+ \d{1,2}, \d{4}/);
    assert.deepEqual(en.at(-1), { type: 'done', status: 'answered' });
  });

  test('a generated sentence without a citation is not shown: the extractive answer instead', async () => {
    const all = events((await get(answerUrl('Wanneer is er een veldexcursie?!'))).text);
    assert.ok(all.some((e) => e.type === 'fallback'));
    const after = all.slice(all.findIndex((e) => e.type === 'fallback') + 1);
    assert.doesNotMatch(textOf(after), /groot succes/);
    assert.match(textOf(after), /^Veldexcursie [^—]+ — wanneer: /);
    assert.deepEqual(all.at(-1), { type: 'done', status: 'answered' });
  });

  test('the model saying the sources hold no answer is "not found in our sources"', async () => {
    // Retrieval finds passages, but the prompt the fake reads names none when no source qualifies;
    // an unanswerable question never reaches the model at all.
    const res = await get(answerUrl('Hoe bak ik een appeltaart?'));
    assert.deepEqual(events(res.text).at(-1), { type: 'done', status: 'not-found' });
  });
});
