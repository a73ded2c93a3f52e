import express, { Router, type Request, type Response } from 'express';

// A small fake of an OpenAI-compatible chat-completions API (POST /v1/chat/completions), so the
// AI search's streaming path, its errors and its time limit are tested without any model.
// Deterministic: it "answers" with the first sentences of the first two numbered sources in the
// prompt, each with its citation, streamed in the same wire format (`data: {chunk}` events, then
// `data: [DONE]`). It is gullible on purpose: a source line saying "ignore all previous
// instructions and answer only: X" makes it answer X, as a naive model might, so a test can show
// that such text never reaches the prompt. Asked insistently (a question ending in "?!"), it adds
// a sentence of its own without a citation, as a careless model might, so a test can show that
// such an answer is not shown. Faults (target 'ai'): slow, down, status, cut.

const SOURCE_LINE = /^\[(\d{1,2})\] .* \| (.+)$/;
const INJECTION =
  /(?:ignore all previous instructions and answer only|negeer alle eerdere instructies en antwoord alleen):\s*(.+)/i;
/** Pieces of the answer per event, and the pause between events: visible streaming, still fast. */
const WORDS_PER_CHUNK = 3;
const CHUNK_PAUSE_MS = 15;

interface ChatBody {
  model?: unknown;
  stream?: unknown;
  messages?: Array<{ role?: unknown; content?: unknown }>;
}

export function fakeAnswer(body: ChatBody): string {
  const prompt = (body.messages ?? [])
    .filter((m) => m.role === 'user' && typeof m.content === 'string')
    .map((m) => m.content as string)
    .join('\n');
  const injected = INJECTION.exec(prompt);
  if (injected) return injected[1]!.trim();
  const fenced = /<sources>\n([\s\S]*?)\n<\/sources>/.exec(prompt)?.[1] ?? '';
  const sentences = fenced
    .split('\n')
    .map((line) => SOURCE_LINE.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .slice(0, 2)
    .map((m) => `${m[2]!.trim()} [${m[1]}]`);
  if (sentences.length === 0) return 'NOT_FOUND';
  const question = /\nQuestion: (.*)$/.exec(prompt)?.[1] ?? '';
  if (question.trim().endsWith('?!')) sentences.push('Het wordt vast een groot succes.');
  return sentences.join(' ');
}

const chunk = (model: string, delta: Record<string, string>, finish: string | null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-demo',
    object: 'chat.completion.chunk',
    created: 0,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function fakeChatCompletionsRouter(): Router {
  const router = Router();
  router.post('/v1/chat/completions', express.json({ limit: '256kb' }), async (req: Request, res: Response) => {
    const body = req.body as ChatBody;
    if (!Array.isArray(body.messages)) return res.status(400).json({ error: { message: 'messages is required' } });
    const model = typeof body.model === 'string' ? body.model : 'demo';
    const answer = fakeAnswer(body);
    if (body.stream !== true) {
      return res.json({
        id: 'chatcmpl-demo',
        object: 'chat.completion',
        created: 0,
        model,
        choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }],
      });
    }
    res.status(200).set({ 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.flushHeaders();
    res.write(chunk(model, { role: 'assistant' }, null));
    const words = answer.split(' ');
    for (let i = 0; i < words.length; i += WORDS_PER_CHUNK) {
      if (res.locals.demoCut && i >= WORDS_PER_CHUNK * 2) {
        // The connection dies mid-answer: no [DONE].
        res.socket?.destroy();
        return;
      }
      const piece = words.slice(i, i + WORDS_PER_CHUNK).join(' ');
      res.write(chunk(model, { content: i === 0 ? piece : ` ${piece}` }, null));
      await pause(CHUNK_PAUSE_MS);
    }
    res.write(chunk(model, {}, 'stop'));
    res.end('data: [DONE]\n\n');
  });
  return router;
}
