import type { AiAnswer, AiEvent } from '../model/ai-search.js';
import type { Locale } from '../model/services.js';
import { AI_ANSWER_ENDPOINT } from '../app/logic/ai-search-url.js';
import type { SiteConfig } from '../sites/site-schema.js';
import { collect } from '../server/ai/ai-search.js';
import { HttpGetError, httpGet } from './http-get.js';

// How the `gkn ai` commands ask a question: over HTTP, of a server (one they started, or --url),
// exactly as the page's script does, so they measure what visitors get.

export type Ask = (question: string) => Promise<AiAnswer>;

export function askerFor(baseUrl: string, site: SiteConfig, timeoutMs: number): Ask {
  const locale: Locale = site.site.language;
  return async (question) => {
    const params = new URLSearchParams({ q: question, locale });
    const url = `${baseUrl.replace(/\/$/, '')}${AI_ANSWER_ENDPOINT}?${params}`;
    const { status, body } = await httpGet(url, `${site.id}.localhost`, timeoutMs);
    if (status !== 200) throw new HttpGetError(url, `answered ${status}: ${body.slice(0, 200)}`);
    const events = body
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as AiEvent);
    return collect(events, question, { site, locale });
  };
}
