import { useMatches } from 'react-router-dom';
import type { PagePersonal } from '../../model/personal-api.js';

/**
 * The personal part of the current page's loader data (the deepest route that has one): what the
 * server already knows of the logged-in user, so the controls render their state without
 * JavaScript. undefined for a visitor or a page whose loader gives none.
 */
export function usePagePersonal(): PagePersonal | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]!.data as { personal?: PagePersonal } | null | undefined;
    if (data && typeof data === 'object' && data.personal) return data.personal;
  }
  return undefined;
}
