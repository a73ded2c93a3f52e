// spec §4 Search: idle, searching, results, error. A search call moves to searching, then results,
// or error if the call fails. Reset returns to idle with empty results.

export type SearchPhase = 'idle' | 'searching' | 'results' | 'error';

export interface SearchState<R> {
  phase: SearchPhase;
  results: R[];
  hits: number;
}

export type SearchEvent<R> =
  { type: 'search' } | { type: 'succeed'; results: R[]; hits: number } | { type: 'fail' } | { type: 'reset' };

export function initialSearchState<R>(): SearchState<R> {
  return { phase: 'idle', results: [], hits: 0 };
}

/** Searching keeps the previous results on screen (marked busy) until the new ones arrive. */
export function searchReducer<R>(state: SearchState<R>, event: SearchEvent<R>): SearchState<R> {
  switch (event.type) {
    case 'search':
      return { ...state, phase: 'searching' };
    case 'succeed':
      return state.phase === 'idle' ? state : { phase: 'results', results: event.results, hits: event.hits };
    case 'fail':
      return state.phase === 'idle' ? state : { ...state, phase: 'error' };
    case 'reset':
      return initialSearchState<R>();
  }
}

/**
 * The phase a rendered search page is in: the loader's answer (results or error), or searching
 * while the router loads the next search state.
 */
export function phaseOf(result: { status: 'results' | 'error' }, navigatingToSearch: boolean): SearchPhase {
  if (navigatingToSearch) return 'searching';
  return result.status === 'results' ? 'results' : 'error';
}
