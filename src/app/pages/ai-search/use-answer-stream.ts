import { useEffect, useState } from 'react';
import type { AiAnswer, AiEvent, AiSource } from '../../../model/ai-search.js';
import type { Locale } from '../../../model/services.js';
import { AI_ANSWER_ENDPOINT } from '../../logic/ai-search-url.js';

// With JavaScript, a question asked on the page is answered as it is written: the NDJSON stream of
// /_ai/answer (src/model/ai-search.ts AiEvent), applied line by line to what the page shows.

export interface StreamedAnswer {
  phase: 'streaming' | 'done' | 'failed';
  /** Why the endpoint refused: rate-limited, too long, or anything else. */
  failure: 'rate-limited' | 'too-long' | 'error' | null;
  answer: Omit<AiAnswer, 'question' | 'locale'>;
}

const EMPTY: StreamedAnswer['answer'] = {
  status: 'answered',
  mode: 'extractive',
  text: '',
  sources: [],
  fallback: false,
  retrieved: [],
  searchTerm: '',
};

function apply(answer: StreamedAnswer['answer'], event: AiEvent): StreamedAnswer['answer'] {
  switch (event.type) {
    case 'sources':
      return {
        ...answer,
        sources: event.sources as AiSource[],
        mode: event.mode,
        retrieved: event.retrieved,
        searchTerm: event.searchTerm,
      };
    case 'delta':
      return { ...answer, text: answer.text + event.text };
    case 'fallback':
      return { ...answer, text: '', fallback: true };
    case 'done':
      return { ...answer, status: event.status };
  }
}

const failureOf = (status: number): StreamedAnswer['failure'] =>
  status === 429 ? 'rate-limited' : status === 400 ? 'too-long' : 'error';

/** Streams the answer to `question` while `enabled`; null when not streaming at all. */
export function useAnswerStream(question: string, locale: Locale, enabled: boolean): StreamedAnswer | null {
  const [state, setState] = useState<StreamedAnswer | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const stop = new AbortController();
    let answer = EMPTY;
    setState({ phase: 'streaming', failure: null, answer });
    void (async () => {
      try {
        const params = new URLSearchParams({ q: question, locale });
        const response = await fetch(`${AI_ANSWER_ENDPOINT}?${params}`, { signal: stop.signal });
        if (!response.ok || !response.body) {
          setState({ phase: 'failed', failure: failureOf(response.status), answer });
          return;
        }
        const decoder = new TextDecoder();
        let buffered = '';
        // A reader loop: not every browser can iterate a ReadableStream with for await.
        const reader = response.body.getReader();
        for (let read = await reader.read(); !read.done; read = await reader.read()) {
          buffered += decoder.decode(read.value, { stream: true });
          const lines = buffered.split('\n');
          buffered = lines.pop() ?? '';
          for (const line of lines) if (line.trim()) answer = apply(answer, JSON.parse(line) as AiEvent);
          setState({ phase: 'streaming', failure: null, answer });
        }
        setState({ phase: 'done', failure: null, answer });
      } catch {
        if (!stop.signal.aborted) setState({ phase: 'failed', failure: 'error', answer });
      }
    })();
    return () => stop.abort();
  }, [question, locale, enabled]);
  return enabled ? state : null;
}
