// requirements §9: prefetch 2 links; none on 2g or slow-2g (navigator.connection.effectiveType).

export const PREFETCH_COUNT = 2;
const SLOW = new Set(['slow-2g', '2g']);

export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

export function mayPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !SLOW.has(connection.effectiveType ?? '');
}

/** The first `count` distinct same-site page paths among hrefs (no hashes-only, no files, not the current page). */
export function prefetchTargets(hrefs: string[], origin: string, current: string, count = PREFETCH_COUNT): string[] {
  const out: string[] = [];
  for (const href of hrefs) {
    if (href === '' || href.startsWith('#')) continue;
    let url: URL;
    try {
      url = new URL(href, origin);
    } catch {
      continue;
    }
    if (url.origin !== origin || /\.[a-z0-9]{2,5}$/i.test(url.pathname) || url.pathname.startsWith('/_')) continue;
    const path = `${url.pathname}${url.search}`;
    if (path === current || out.includes(path)) continue;
    out.push(path);
    if (out.length === count) break;
  }
  return out;
}
