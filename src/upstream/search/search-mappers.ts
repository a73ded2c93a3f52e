import {
  SUMMARY_KEYS,
  type Filter,
  type RecordAuthor,
  type RecordLink,
  type SearchRecord,
  type SearchResponse,
} from '../../model/search.js';
import type { FilterResponse, SearchRecordResponse, SearchResponseBody } from './search-schemas.js';

type LinkFields = {
  links?: Array<{ url: string; access?: string | null; filetype?: string | null }> | null;
  url?: string | null;
  access?: string | null;
  filetype?: string | null;
};

/** requirements §3: the current `links` list, or the legacy single fields as a one-item list, else null. */
export function toLinks(r: LinkFields): RecordLink[] | null {
  if (r.links && r.links.length > 0)
    return r.links.map((l) => ({ url: l.url, access: l.access ?? null, filetype: l.filetype ?? null }));
  if (r.url) return [{ url: r.url, access: r.access ?? null, filetype: r.filetype ?? null }];
  return null;
}

/**
 * The record's authors, each with the role `author_roles` gives them by name (requirements §3 author
 * roles), or null. Blank names are dropped.
 */
export function toAuthors(
  names: string[] | null | undefined,
  roles: Record<string, string | null | undefined> | null | undefined,
): RecordAuthor[] {
  return (names ?? []).flatMap((name) => {
    if (name.trim() === '') return [];
    const role = roles && Object.hasOwn(roles, name) ? roles[name]?.trim() : undefined;
    return [{ name, role: role || null }];
  });
}

/** The summary items a record gives (requirements §3), search record or knowledge-index item alike. */
export function toSummary(r: Partial<Record<(typeof SUMMARY_KEYS)[number], string | null>>): SearchRecord['summary'] {
  const summary: SearchRecord['summary'] = {};
  for (const key of SUMMARY_KEYS) {
    const value = r[key];
    if (typeof value === 'string' && value !== '') summary[key] = value;
  }
  return summary;
}

export function toSearchRecord(r: SearchRecordResponse): SearchRecord {
  const summary = toSummary(r);
  return {
    id: r.id,
    title: r.title,
    description: r.description ?? '',
    contentsubtype: r.contentsubtype ?? 'other',
    year: r.year ?? null,
    date: r.date ?? null,
    language: r.language ?? null,
    publisher: r.publisher ?? null,
    journal: r.journal ?? null,
    authors: toAuthors(r.authors, r.author_roles),
    source: r.source ?? null,
    summary,
    links: toLinks(r),
  };
}

export function toSearchResponse(body: SearchResponseBody): SearchResponse {
  return { hits: body.hits, records: body.records.map(toSearchRecord), facets: body.facets };
}

export function toFilter(f: FilterResponse): Filter {
  return {
    id: f.id,
    name: f.name,
    alias: f.alias,
    aliasEng: f['alias-eng'] || f.alias,
    properties: f.properties.map((p) => ({ id: p.id, value: p.value, display: p.display || p.value })),
  };
}
