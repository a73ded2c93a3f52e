import type { Answerer, AnswerRequest } from './answerer.js';
import { answerPrompt } from './prompt.js';

// An OpenAI-compatible chat-completions endpoint (AI_BASE_URL, AI_MODEL, AI_API_KEY), streamed:
// any server that speaks that API, local or hosted. Server-sent events `data: {json}` lines, each
// with choices[0].delta.content, ending with `data: [DONE]`. Any failure, a stream that ends
// without [DONE], or the time limit throws: the caller falls back to the extractive answer.

export interface OpenAiOptions {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  /** The whole answer, from request to [DONE]. */
  timeoutMs: number;
}

export class AnswererError extends Error {
  override name = 'AnswererError';
}

export function createOpenAiAnswerer(opts: OpenAiOptions): Answerer {
  return {
    mode: 'generated',
    async *answer({ question, locale, passages, signal }: AnswerRequest) {
      const response = await fetch(`${opts.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(opts.apiKey && { authorization: `Bearer ${opts.apiKey}` }),
        },
        body: JSON.stringify({
          model: opts.model,
          stream: true,
          temperature: 0,
          messages: answerPrompt(question, locale, passages),
        }),
        signal: AbortSignal.any([signal, AbortSignal.timeout(opts.timeoutMs)]),
      });
      if (!response.ok || !response.body) throw new AnswererError(`chat completions answered ${response.status}`);
      let done = false;
      for await (const data of sseData(response.body)) {
        if (data === '[DONE]') {
          done = true;
          break;
        }
        const text = deltaOf(data);
        if (text) yield text;
      }
      if (!done) throw new AnswererError('chat completions stream ended before [DONE]');
    },
  };
}

/** The `data:` payloads of a server-sent event stream, one per event. */
async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of body) {
    buffered += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, end).replace(/\r$/, '');
      buffered = buffered.slice(end + 1);
      if (line.startsWith('data:')) yield line.slice(5).trim();
    }
  }
}

function deltaOf(data: string): string {
  try {
    const parsed = JSON.parse(data) as { choices?: Array<{ delta?: { content?: unknown } }> };
    const content = parsed.choices?.[0]?.delta?.content;
    return typeof content === 'string' ? content : '';
  } catch {
    throw new AnswererError('chat completions sent an event that is not JSON');
  }
}
