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
      `search page ${path} answered ${res.status}${location} (search phase: ${phase}): the search row cannot be measured`,
    );
  }
  return path;
}

/** The content page of the render rows: it must answer 200, or the run stops with the reason. */
export async function contentPageToMeasure(base: string, host: string, path: string): Promise<string> {
  const res = await get(base, path, host);
  if (res.status !== 200) throw new Error(`content page ${path} answered ${res.status}: pick another (--content-path)`);
  return path;
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
