import { Redis } from 'ioredis';
import { encodeSearchTerm } from '../src/app/logic/route-segments.js';
import { kindPrefix } from '../src/cache/cache-keys.js';
import { get } from './bench-targets.js';

// Single requests before the load runs: the pages the rows measure, and a Redis without the page.

/**
 * The search page of the bench's search row: it must answer 200 in the results phase, or the run
 * stops with the reason. A skipped row would hide a broken search behind 'n/a'.
 */
export async function searchPageToMeasure(base: string, host: string, term: string): Promise<string> {
  const path = `/zoeken/${encodeSearchTerm(term)}`;
  const res = await get(base, path, host);
  const body = res.body.toString('utf8');
  if (res.status !== 200 || !body.includes('data-search-phase="results"')) {
    const phase = /data-search-phase="([a-z]+)"/.exec(body)?.[1] ?? 'none';
    const location = res.headers.location ? ` -> ${String(res.headers.location)}` : '';
    throw new Error(
      `search page ${path} answered ${res.status}${location} (search phase: ${phase}): the search row cannot be measured; --debug shows the server's errors`,
    );
  }
  return path;
}

/**
 * The generic content page to render: the requested path when it answers 200, else the first
 * link of the home page that does (the demo corpus may change under us).
 */
export async function pickContentPath(
  base: string,
  host: string,
  preferred: string,
  homeHtml: string,
): Promise<string> {
  if ((await get(base, preferred, host)).status === 200) return preferred;
  const links = [...homeHtml.matchAll(/href="(\/[a-z0-9][^"#?]*)"/g)].map((m) => m[1]!);
  for (const link of new Set(links)) {
    if (/^\/(assets|zoeken|search|portlet|logos|fonts)\b/.test(link)) continue;
    if ((await get(base, link, host)).status === 200) return link;
  }
  throw new Error(`no content page answers 200 (tried ${preferred} and the home page's links)`);
}

/** Deletes the site's cached pages from Redis (not broadcast: only a read through to Redis sees it). */
export async function clearPageKeys(redisUrl: string, site: string): Promise<number> {
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await client.connect();
  try {
    let deleted = 0;
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${kindPrefix(site, 'page')}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) deleted += await client.del(...keys);
    } while (cursor !== '0');
    return deleted;
  } finally {
    client.disconnect();
  }
}
