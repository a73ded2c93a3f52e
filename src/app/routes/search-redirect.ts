import { redirect } from 'react-router-dom';
import { canonicalQuery } from '../logic/search-params.js';
import { searchPathOf, type SearchBase } from '../logic/search-url.js';

/**
 * /zoeken?q=… (the header's and our own GET form) -> /zoeken/<term>?<other params>; plain
 * /zoeken -> /zoeken/* (requirements §2, §5: blank -> *, spaces -> +). `sort` becomes srt/srt_direction.
 */
export function formRedirect(base: SearchBase, url: URL): Response {
  const query = canonicalQuery(url.searchParams).toString();
  return redirect(`${searchPathOf(base, url.searchParams.get('q') ?? '')}${query ? `?${query}` : ''}`, 302);
}
