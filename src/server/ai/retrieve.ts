import type { SearchRecord } from '../../model/search.js';
import { runSearch } from '../services/search-service.js';
import type { ServiceDeps, ServiceScope } from '../services/service-deps.js';
import { rankPassages, type Passage } from './passages.js';
import { contentTerms } from './question-terms.js';

// requirements §1 AI search, retrieval: the question's top records from the search service in the
// request's own site scope (requirements §7; never another site's), the site's language first,
// then the best passages inside them.

/** Records read for passages: the search's first page, of which the best few are used. */
const RECORDS_READ = 20;
export const RECORDS_USED = 8;

export interface Retrieval {
  /** The records in the order the answer considers them (site language first). */
  records: SearchRecord[];
  passages: Passage[];
  /** The search call failed: the answer says "not found" and the page links to the normal search. */
  searchFailed: boolean;
}

export async function retrieve(deps: ServiceDeps, scope: ServiceScope, question: string): Promise<Retrieval> {
  const terms = contentTerms(question);
  if (terms.length === 0) return { records: [], passages: [], searchFailed: false };
  const result = await runSearch(deps, scope, {
    term: terms.join(' '),
    start: 0,
    max: RECORDS_READ,
    filters: [],
    sort: null,
  });
  if (result.status === 'error') return { records: [], passages: [], searchFailed: true };
  const records = preferLanguage(result.records, scope.locale).slice(0, RECORDS_USED);
  return { records, passages: rankPassages(question, records), searchFailed: false };
}

/** The service's order, except that records in the site's language come first. */
function preferLanguage(records: SearchRecord[], locale: string): SearchRecord[] {
  const own = records.filter((r) => r.language === locale || r.language === null);
  const other = records.filter((r) => !(r.language === locale || r.language === null));
  return [...own, ...other];
}
