import type { KnowledgeItem } from '../../model/search.js';
import { getJson, type HttpJsonOptions } from '../http-json.js';
import { toAuthors, toLinks, toSummary } from '../search/search-mappers.js';
import { UpstreamError } from '../upstream-error.js';
import { upstreamUrl } from '../upstream-url.js';
import { knowledgeIndexResponseSchema, type KnowledgeIndexItemResponse } from './knowledge-index-schemas.js';

export interface KnowledgeIndexClientOptions {
  baseUrl: string;
  timeoutMs: number;
  observe?: HttpJsonOptions['observe'];
}

export function toKnowledgeItem(r: KnowledgeIndexItemResponse): KnowledgeItem {
  return {
    id: r.id,
    title: r.title,
    publisher: r.publisher ?? null,
    journal: r.journal ?? null,
    year: r.year ?? null,
    contentsubtype: r.metadata?.item_metadata?.contentsubtype ?? null,
    description: r.description ?? null,
    links: toLinks(r),
    language: r.language ?? null,
    date: r.date ?? null,
    authors: toAuthors(r.authors, r.author_roles),
    source: r.source ?? null,
    summary: toSummary(r),
  };
}

/**
 * GET {knowledge-index}/{scope}/{encoded id} (requirements §7). null when the index has no such record;
 * an id such as '..' (which would leave the scope) names none and is not asked for.
 */
export function createKnowledgeIndexClient(opts: KnowledgeIndexClientOptions) {
  const base = opts.baseUrl.replace(/\/+$/, '');
  return {
    async item(scope: string, id: string, signal?: AbortSignal): Promise<KnowledgeItem | null> {
      try {
        const url = upstreamUrl(base, [scope, id]);
        const body = await getJson(url, knowledgeIndexResponseSchema, {
          timeoutMs: opts.timeoutMs,
          signal,
          observe: opts.observe,
        });
        const first = body.records[0];
        return first ? toKnowledgeItem(first) : null;
      } catch (error) {
        if (error instanceof UpstreamError && error.failure === 'status' && error.status === 404) return null;
        throw error;
      }
    },
  };
}

export type KnowledgeIndexClient = ReturnType<typeof createKnowledgeIndexClient>;
