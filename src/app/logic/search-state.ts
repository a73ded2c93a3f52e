// requirements §4 Search: idle, searching, results, error. A search page always has a term (blank
// is *) and is the server's answer for its URL, so it is never idle: it shows results or error,
// and searching while the next state loads.

export type SearchPhase = 'searching' | 'results' | 'error';

/**
 * The phase a rendered search page is in: the loader's answer (results or error), or searching
 * while the router loads the next search state.
 */
export function phaseOf(result: { status: 'results' | 'error' }, navigatingToSearch: boolean): SearchPhase {
  if (navigatingToSearch) return 'searching';
  return result.status === 'results' ? 'results' : 'error';
}
