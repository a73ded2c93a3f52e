import MiniSearch from 'minisearch';
import type { SearchRecord } from './corpus-types.js';
import { FILTER_GROUPS, filterProperty, type FilterResponseItem } from './search-filters.js';

// Full-text index, filters, disjunctive facets, sorting and paging over the corpus. Built once at
// start: per record, the values of every filter group are interned to small integers and kept in
// flat typed arrays, so a search over 100k records is a few tight loops.

const STOP_WORDS = new Set(
  (
    'de het een en van in op voor met aan bij door over naar om te tot uit als is zijn wat hoe ik je jij u mijn ' +
    'wij we ons onze dat die dit deze er niet wel ook nog maar kan kun kunnen wordt worden heb heeft hebben ' +
    'was waren welke waar wanneer waarom wie of ' +
    'the a an and of in on for with to by at from is are what how or i my we our can do does which where ' +
    'when why who that this it be not'
  ).split(' '),
);
const NON_ASCII = /[^\x00-\x7f]/; // eslint-disable-line no-control-regex -- the ASCII range starts at NUL

export function processTerm(term: string): string | null {
  let t = term.toLowerCase();
  // normalize() is slow; most terms are plain ASCII and need no accent folding.
  if (NON_ASCII.test(t)) t = t.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return t.length < 2 || STOP_WORDS.has(t) ? null : t;
}

export type SortField = 'score' | 'title' | 'year';
export interface SearchQuery {
  q: string;
  max: number;
  offset: number;
  /** Filter pairs in request order; values within a pair are ORed, pairs are ANDed. */
  filters: { name: string; values: string[] }[];
  sort: { field: SortField; direction: 'asc' | 'desc' };
  /** Only records dated at or after this ISO time (the demo's wq_from, for "coming events" lists). */
  from?: string;
}
export interface Facet {
  name: string;
  id: number;
  properties: { value: string; count: number }[];
}
export interface SearchResult {
  hits: number;
  records: SearchRecord[];
  facets: Facet[];
}

interface GroupData {
  values: string[];
  ids: Map<string, number>;
  /** CSR layout: values of record i are data[offsets[i]] .. data[offsets[i+1]-1]. */
  offsets: Uint32Array;
  data: Uint32Array;
}

interface Scope {
  /** Record indexes in default order (newest first). */
  members: Uint32Array;
  /** 1 where the record is in the scope; null for the scope holding everything. */
  mask: Uint8Array | null;
  filters?: FilterResponseItem[];
}

const RECENT_RESULTS = 64;
const SYNC_TEXT_INDEX_LIMIT = 20_000;
const TEXT_INDEX_SLICE = 500;

const sortKey = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .toLowerCase();

export class SearchIndex {
  readonly records: readonly SearchRecord[];
  private readonly byId = new Map<string, number>();
  private readonly groups: GroupData[];
  private readonly years: Int32Array;
  private readonly titleRank: Uint32Array;
  /** Rank of each record's date (undated lowest), for date order within a year. */
  private readonly dateRank: Uint32Array;
  private readonly defaultRank: Uint32Array;
  private readonly miniSearch: MiniSearch<{ ix: number; r: SearchRecord }>;
  private readonly scopes = new Map<string, Scope>();
  private readonly recent = new Map<string, { matches: Uint32Array; facets: Facet[] }>();
  /** Settles when every record is in the full-text index. */
  readonly textReady: Promise<void>;
  textIndexed = false;

  constructor(records: readonly SearchRecord[]) {
    this.records = records;
    const n = records.length;
    records.forEach((r, i) => this.byId.set(r.id, i));
    this.groups = FILTER_GROUPS.map((g) => {
      const ids = new Map<string, number>();
      const values: string[] = [];
      const offsets = new Uint32Array(n + 1);
      const data: number[] = [];
      for (let i = 0; i < n; i++) {
        for (const v of g.valuesOf(records[i]!)) {
          let id = ids.get(v);
          if (id === undefined) {
            id = values.length;
            ids.set(v, id);
            values.push(v);
          }
          data.push(id);
        }
        offsets[i + 1] = data.length;
      }
      return { values, ids, offsets, data: Uint32Array.from(data) };
    });
    this.years = Int32Array.from(records, (r) => (Number.isFinite(r.year) ? r.year : 0));
    const keys = records.map((r) => sortKey(String(r.title ?? '')));
    const byTitle = Array.from({ length: n }, (_, i) => i).sort((a, b) =>
      keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : a - b,
    );
    this.titleRank = new Uint32Array(n);
    byTitle.forEach((ix, rank) => (this.titleRank[ix] = rank));
    const dates = records.map((r) => r.date ?? '');
    // Equal dates (all undated records too) share a rank, so the title decides between them.
    const distinctDates = [...new Set(dates)].sort();
    const dateRankOf = new Map(distinctDates.map((d, rank) => [d, rank]));
    this.dateRank = Uint32Array.from(dates, (d) => dateRankOf.get(d)!);
    const byDefault = Array.from({ length: n }, (_, i) => i).sort(
      (a, b) =>
        this.years[b]! - this.years[a]! ||
        (dates[b]! > dates[a]! ? 1 : dates[b]! < dates[a]! ? -1 : 0) ||
        this.titleRank[a]! - this.titleRank[b]!,
    );
    this.defaultRank = new Uint32Array(n);
    byDefault.forEach((ix, rank) => (this.defaultRank[ix] = rank));
    this.scopes.set('gkn3', { members: Uint32Array.from(byDefault), mask: null });

    this.miniSearch = new MiniSearch<{ ix: number; r: SearchRecord }>({
      idField: 'ix',
      fields: ['title', 'description', 'keywords', 'authors'],
      storeFields: [],
      extractField: (doc, field) => {
        if (field === 'ix') return doc.ix;
        const v = (doc.r as unknown as Record<string, unknown>)[field];
        return Array.isArray(v) ? v.join(' ') : v;
      },
      processTerm,
      searchOptions: { boost: { title: 3, keywords: 1.5 }, prefix: true, fuzzy: 0.2, processTerm },
    });
    if (n <= SYNC_TEXT_INDEX_LIMIT) {
      for (let i = 0; i < n; i++) this.miniSearch.add({ ix: i, r: records[i]! });
      this.textIndexed = true;
      this.textReady = Promise.resolve();
    } else {
      this.textReady = this.indexInChunks();
    }
  }

  /**
   * Full-text indexing of a large corpus takes seconds (about 10 s per 100k records), so it runs
   * in slices between requests: the server answers CMS calls, '*' searches, filters and the
   * knowledge index at once; a search with a term waits for textReady.
   */
  private async indexInChunks(): Promise<void> {
    const n = this.records.length;
    for (let start = 0; start < n; start += TEXT_INDEX_SLICE) {
      const end = Math.min(n, start + TEXT_INDEX_SLICE);
      for (let i = start; i < end; i++) this.miniSearch.add({ ix: i, r: this.records[i]! });
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.textIndexed = true;
  }

  get size(): number {
    return this.records.length;
  }

  /** Defines (or redefines) a scope as the records for which `include` is true. */
  defineScope(name: string, include: (record: SearchRecord, index: number) => boolean): number {
    const all = this.scopes.get('gkn3')!.members;
    const mask = new Uint8Array(this.records.length);
    const members: number[] = [];
    for (const ix of all) {
      if (include(this.records[ix]!, ix)) {
        mask[ix] = 1;
        members.push(ix);
      }
    }
    this.scopes.set(name, { members: Uint32Array.from(members), mask });
    this.recent.clear();
    return members.length;
  }

  hasScope(name: string): boolean {
    return this.scopes.has(name);
  }

  scopeNames(): string[] {
    return [...this.scopes.keys()];
  }

  scopeSize(name: string): number | undefined {
    return this.scopes.get(name)?.members.length;
  }

  /** The record with this id if it is in the scope. */
  get(scopeName: string, id: string): SearchRecord | undefined {
    const scope = this.scopes.get(scopeName);
    const ix = this.byId.get(id);
    if (!scope || ix === undefined || (scope.mask && !scope.mask[ix])) return undefined;
    return this.records[ix];
  }

  /** Any record by id, whatever its scope. */
  byRecordId(id: string): SearchRecord | undefined {
    const ix = this.byId.get(id);
    return ix === undefined ? undefined : this.records[ix];
  }

  /** Records of a scope in default order (newest first), for content that cites them. */
  scopeRecords(scopeName: string, filter: (r: SearchRecord) => boolean, limit: number): SearchRecord[] {
    const out: SearchRecord[] = [];
    for (const ix of this.scopes.get(scopeName)?.members ?? []) {
      const r = this.records[ix]!;
      if (filter(r)) out.push(r);
      if (out.length >= limit) break;
    }
    return out;
  }

  filters(scopeName: string): FilterResponseItem[] | undefined {
    const scope = this.scopes.get(scopeName);
    if (!scope) return undefined;
    if (!scope.filters) {
      scope.filters = FILTER_GROUPS.map((g, gi) => {
        const group = this.groups[gi]!;
        const counts = new Uint32Array(group.values.length);
        for (const ix of scope.members)
          for (let k = group.offsets[ix]!; k < group.offsets[ix + 1]!; k++) counts[group.data[k]!]!++;
        const present = [...counts.keys()].filter((v) => counts[v]! > 0).map((v) => group.values[v]!);
        present.sort(g.byValueDesc ? (a, b) => b.localeCompare(a) : (a, b) => a.localeCompare(b, 'nl'));
        return {
          id: g.id,
          name: g.name,
          alias: g.alias,
          'alias-eng': g['alias-eng'],
          properties: present.map((v) => filterProperty(g, v)),
        };
      });
    }
    return scope.filters;
  }

  async search(scopeName: string, query: SearchQuery): Promise<SearchResult | undefined> {
    const scope = this.scopes.get(scopeName);
    if (!scope) return undefined;
    const term = query.q.trim();
    if (!this.textIndexed && term !== '' && term !== '*') await this.textReady;
    // Paging through one result list recomputes nothing: keep the last few full results.
    const key = JSON.stringify([scopeName, query.q.trim(), query.filters, query.sort, query.from]);
    let full = this.recent.get(key);
    if (full) {
      this.recent.delete(key);
    } else {
      full = this.compute(scope, query);
      if (this.recent.size >= RECENT_RESULTS) this.recent.delete(this.recent.keys().next().value!);
    }
    this.recent.set(key, full);
    const page = Array.from(full.matches.subarray(query.offset, query.offset + query.max), (ix) => this.records[ix]!);
    return { hits: full.matches.length, records: page, facets: full.facets };
  }

  private compute(scope: Scope, query: SearchQuery): { matches: Uint32Array; facets: Facet[] } {
    let candidates: Uint32Array | number[];
    let scores: Map<number, number> | null = null;
    const term = query.q.trim();
    if (term === '' || term === '*') {
      candidates = scope.members;
    } else {
      const mask = scope.mask;
      const options = mask ? { filter: (r: { id: number }) => mask[r.id] === 1 } : {};
      let found = this.miniSearch.search(term, { ...options, combineWith: 'AND' });
      // A question typed in full rarely has every word in one record: fall back to any word.
      if (found.length === 0) found = this.miniSearch.search(term, { ...options, combineWith: 'OR' });
      scores = new Map(found.map((f) => [f.id as number, f.score]));
      candidates = found.map((f) => f.id as number);
    }

    // Pairs of (group index, accepted value ids); an unknown value matches nothing.
    const pairs = query.filters.map((f) => {
      const gi = FILTER_GROUPS.findIndex((g) => g.name === f.name);
      const group = this.groups[gi]!;
      const accepted = new Set<number>();
      for (const v of f.values) {
        const id = group.ids.get(v);
        if (id !== undefined) accepted.add(id);
      }
      return { gi, group, accepted };
    });
    const counts = this.groups.map((g) => new Uint32Array(g.values.length));
    const countGroup = (gi: number, ix: number) => {
      const g = this.groups[gi]!;
      const c = counts[gi]!;
      for (let k = g.offsets[ix]!; k < g.offsets[ix + 1]!; k++) c[g.data[k]!]!++;
    };
    const matches: number[] = [];
    const from = query.from;
    for (const ix of candidates) {
      if (from !== undefined && !((this.records[ix]!.date ?? '') >= from)) continue;
      let failing = 0;
      for (const p of pairs) {
        let ok = false;
        for (let k = p.group.offsets[ix]!; k < p.group.offsets[ix + 1]!; k++) {
          if (p.accepted.has(p.group.data[k]!)) {
            ok = true;
            break;
          }
        }
        if (!ok) failing |= 1 << p.gi;
      }
      if (failing === 0) {
        matches.push(ix);
        for (let gi = 0; gi < counts.length; gi++) countGroup(gi, ix);
      } else if ((failing & (failing - 1)) === 0) {
        // Fails only its own group's filters: it still counts in that group's facet.
        countGroup(31 - Math.clz32(failing), ix);
      }
    }

    this.sortMatches(matches, query.sort, scores);
    const facets: Facet[] = FILTER_GROUPS.map((g, gi) => {
      const c = counts[gi]!;
      const values = this.groups[gi]!.values;
      const properties: { value: string; count: number }[] = [];
      for (let v = 0; v < c.length; v++) if (c[v]! > 0) properties.push({ value: values[v]!, count: c[v]! });
      properties.sort(
        g.byValueDesc
          ? (a, b) => b.value.localeCompare(a.value)
          : (a, b) => b.count - a.count || a.value.localeCompare(b.value, 'nl'),
      );
      return { name: g.name, id: g.id, properties };
    });
    return { matches: Uint32Array.from(matches), facets };
  }

  private sortMatches(matches: number[], sort: SearchQuery['sort'], scores: Map<number, number> | null): void {
    const sign = sort.direction === 'asc' ? 1 : -1;
    const title = this.titleRank;
    const rank = this.defaultRank;
    if (sort.field === 'title') {
      matches.sort((a, b) => sign * (title[a]! - title[b]!));
    } else if (sort.field === 'year') {
      // Within a year by date (news and agenda lists read in date order), then by title.
      const date = this.dateRank;
      matches.sort((a, b) => sign * (this.years[a]! - this.years[b]! || date[a]! - date[b]!) || title[a]! - title[b]!);
    } else if (scores) {
      matches.sort((a, b) => sign * (scores.get(a)! - scores.get(b)!) || rank[a]! - rank[b]!);
    }
    // Score sort without a term: every score is equal, the default order (newest first) stays.
  }
}
