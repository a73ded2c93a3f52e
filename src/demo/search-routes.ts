import { Router, type Request, type Response } from 'express';
import type { SearchIndex, SearchQuery, SortField } from './search-index.js';
import { FILTER_NAMES } from './search-filters.js';

// The search calls of requirements §7 under {url}/search/ and the knowledge index under {url}/kennisindex.

const DEFAULT_PAGE_SIZE = 20; // requirements §9
const MAX_PAGE_SIZE = 100;
const SORT_FIELDS: readonly SortField[] = ['score', 'title', 'year'];

export class QueryError extends Error {}

type QueryValue = string | string[] | undefined;
const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? [v] : []);
/** The last value of a repeated parameter: a prepared query URL plus an appended wq_max uses the appended one. */
const last = (v: unknown): string | undefined => list(v).at(-1);

function nonNegativeInt(name: string, v: unknown, fallback: number): number {
  const text = last(v);
  if (text === undefined) return fallback;
  if (!/^\d{1,9}$/.test(text))
    throw new QueryError(`${name} must be a non-negative integer (got ${JSON.stringify(text)})`);
  return Number(text);
}

/**
 * wq_from (a demo extension, only in the CMS's prepared query URLs): `now` or an ISO date; only
 * records dated from then on, so "coming events" lists hold no past event whatever the day.
 */
function fromOf(text: string | undefined): { from?: string } {
  if (text === undefined) return {};
  // To the minute, so a list asked again within a minute is the same search (the index keeps recent ones).
  if (text === 'now') return { from: new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString() };
  if (/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/.test(text) && !Number.isNaN(Date.parse(text))) return { from: text };
  throw new QueryError(`wq_from must be "now" or an ISO date such as 2026-06-01 (got ${JSON.stringify(text)})`);
}

/** Reads the requirements §7 search parameters; throws QueryError with a message for a 400. */
export function parseSearchQuery(query: Record<string, unknown>): SearchQuery {
  const q = last(query.q as QueryValue) ?? '*';
  const max = Math.min(nonNegativeInt('wq_max', query.wq_max, DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
  const offset = nonNegativeInt('wq_ofs', query.wq_ofs, 0);
  const names = list(query.wq_flt);
  const values = list(query.wq_val);
  if (names.length !== values.length)
    throw new QueryError(`every wq_flt needs a wq_val (got ${names.length} wq_flt and ${values.length} wq_val)`);
  const filters = names.map((name, i) => {
    if (!FILTER_NAMES.includes(name))
      throw new QueryError(`unknown filter ${JSON.stringify(name)}; known filters: ${FILTER_NAMES.join(', ')}`);
    const parts = values[i]!.split('||').filter((p) => p !== '');
    if (parts.length === 0) throw new QueryError(`wq_val for filter ${name} is empty`);
    return { name, values: parts };
  });
  const asc = last(query.wq_srt_asc);
  const desc = last(query.wq_srt_desc);
  if (asc !== undefined && desc !== undefined) throw new QueryError('give either wq_srt_asc or wq_srt_desc, not both');
  const field = asc ?? desc ?? 'score';
  if (!SORT_FIELDS.includes(field as SortField))
    throw new QueryError(`sort field must be one of ${SORT_FIELDS.join(', ')} (got ${JSON.stringify(field)})`);
  return {
    q,
    max,
    offset,
    filters,
    sort: { field: field as SortField, direction: asc !== undefined ? 'asc' : 'desc' },
    ...fromOf(last(query.wq_from)),
  };
}

export function searchRouter(index: () => SearchIndex): Router {
  const router = Router();
  router.get('/:scope/filters', (req: Request<{ scope: string }>, res: Response) => {
    const filters = index().filters(req.params.scope);
    return filters ? res.json(filters) : res.status(404).json({ error: `unknown scope ${req.params.scope}` });
  });
  router.get('/:scope', async (req: Request<{ scope: string }>, res: Response) => {
    const ix = index();
    if (!ix.hasScope(req.params.scope)) return res.status(404).json({ error: `unknown scope ${req.params.scope}` });
    let query: SearchQuery;
    try {
      query = parseSearchQuery(req.query as Record<string, unknown>);
    } catch (err) {
      if (err instanceof QueryError) return res.status(400).json({ error: err.message });
      throw err;
    }
    return res.json(await ix.search(req.params.scope, query));
  });
  router.use((_req: Request, res: Response) => res.status(404).json({ error: 'not found' }));
  return router;
}

const RECORD_DETAILS = [
  'date',
  'authors',
  'author_roles',
  'source',
  'status',
  'region',
  'subject',
  'target_audience',
  'when',
  'location',
  'organiser',
  'price',
  'duration',
  'theme',
  'project_arrangement',
] as const;

export function knowledgeIndexRouter(index: () => SearchIndex): Router {
  const router = Router();
  // Ids may contain '/': accept them encoded (edepot%2F500000) or not (edepot/500000).
  router.get('/:scope/*id', (req: Request<{ scope: string; id: string[] }>, res: Response) => {
    const record = index().get(req.params.scope, req.params.id.join('/'));
    if (!record) return res.status(404).json({ records: [] });
    const { title, id, publisher, year, description, links, url, access, filetype } = record;
    const item: Record<string, unknown> = {
      title,
      id,
      publisher,
      journal: record.journal ?? null,
      year,
      metadata: { item_metadata: { contentsubtype: record.contentsubtype } },
      description,
      language: record.language,
    };
    if (links) item.links = links;
    else if (url) Object.assign(item, { url, access, filetype });
    // The index "returns records" (requirements §7): the record's date, authors and their roles, source and
    // summary items as the search service gives them.
    for (const key of RECORD_DETAILS) if (record[key] !== undefined) item[key] = record[key];
    return res.json({ records: [item] });
  });
  router.use((_req: Request, res: Response) => res.status(404).json({ records: [] }));
  return router;
}
