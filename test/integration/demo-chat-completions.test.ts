import assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import { startDemoUpstream, type DemoUpstream } from '../../src/demo/demo-server.js';

// The demo's fake OpenAI-compatible chat completions (docs/upstream-contracts.md §9): the wire
// format the AI search reads, deterministic, and its faults.

let demo: DemoUpstream;
before(async () => {
  demo = await startDemoUpstream();
});
after(() => demo.close());
afterEach(() => demo.setFault('ai', null));

const PROMPT = {
  model: 'demo-model',
  messages: [
    { role: 'system', content: 'Answer from the sources.' },
    {
      role: 'user',
      content:
        '<sources>\n[1] Titel een | Eerste zin uit de bron.\n[2] Titel twee | Tweede zin.\n[3] Drie | Niet gebruikt.\n</sources>\n\nQuestion: Wat?',
    },
  ],
};
const post = (body: unknown) =>
  fetch(`${demo.aiBaseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const dataLines = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.startsWith('data: '))
    .map((l) => l.slice(6));

test('streams the first two sources with their citations as server-sent events, ending with [DONE]', async () => {
  const res = await post({ ...PROMPT, stream: true });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/event-stream/);
  const lines = dataLines(await res.text());
  assert.equal(lines.at(-1), '[DONE]');
  const chunks = lines
    .slice(0, -1)
    .map((l) => JSON.parse(l) as { object: string; choices: { delta: { content?: string } }[] });
  assert.ok(chunks.every((c) => c.object === 'chat.completion.chunk'));
  const text = chunks.map((c) => c.choices[0]!.delta.content ?? '').join('');
  assert.equal(text, 'Eerste zin uit de bron. [1] Tweede zin. [2]');
  assert.ok(chunks.length > 3, 'in several events');
});

test('answers NOT_FOUND without sources, in one JSON answer when not streamed, and 400 without messages', async () => {
  const res = await post({
    model: 'm',
    messages: [{ role: 'user', content: '<sources>\n\n</sources>\n\nQuestion: x' }],
  });
  const body = (await res.json()) as { choices: { message: { content: string } }[] };
  assert.equal(body.choices[0]!.message.content, 'NOT_FOUND');
  assert.equal((await post({ model: 'm' })).status, 400);
});

test('the cut fault ends the stream after its first events, without [DONE]', async () => {
  demo.setFault('ai', { kind: 'cut' });
  const res = await post({ ...PROMPT, stream: true });
  // Read what came before the connection died (reading then fails).
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) text += decoder.decode(read.value);
  } catch {
    // the cut
  }
  assert.ok(dataLines(text).length >= 2, 'some events came first');
  assert.ok(!text.includes('[DONE]'));
});
