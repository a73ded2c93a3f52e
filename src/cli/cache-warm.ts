import type { Site } from '../sites/site-registry.js';
import { httpGet, HttpGetError } from './http-get.js';

// `gkn cache warm`: asks a server for a site's home and every page its menu and footer link to,
// so they are in the cache before visitors come. Only a 200 was stored: anything else failed.

/** Internal links of a page's HTML: the menu and footer of the home page name every section. */
export function internalLinks(html: string): string[] {
  const paths = new Set<string>();
  for (const match of html.matchAll(/<a [^>]*href="(\/[^"#?]*)"/g)) {
    const path = match[1]!;
    if (!path.startsWith('//') && !path.startsWith('/assets/')) paths.add(path);
  }
  return [...paths];
}

/** The --url a user gave as a base URL, or a one-line reason it is not one. */
export function parseServerUrl(value: string): { url: string } | { error: string } {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // not a URL at all, e.g. 'localhost:3000'
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname)
    return { error: `--url must be an http:// or https:// address, e.g. http://localhost:3000 (got "${value}")` };
  return { url: url.origin };
}

export interface WarmOutcome {
  warmed: number;
  total: number;
  /** Each page that was not answered 200: its path and status, or why there was no answer. */
  failed: string[];
}

/**
 * Warms the pages on `baseUrl` as asked for on `host`, with a progress line; throws an
 * HttpGetError when the server cannot be reached for the home page at all.
 */
export async function warmSite(site: Site, baseUrl: string, host: string, timeoutMs: number): Promise<WarmOutcome> {
  const home = await httpGet(`${baseUrl}/`, host, timeoutMs);
  const paths = ['/', ...internalLinks(home.body).filter((p) => p !== '/')];
  const outcome: WarmOutcome = { warmed: 0, total: paths.length, failed: [] };
  const line = () =>
    `${site.config.id}: ${outcome.warmed}/${outcome.total} pages warmed` +
    (outcome.failed.length ? `, ${outcome.failed.length} failed: ${outcome.failed.join(', ')}` : '');
  for (const [i, path] of paths.entries()) {
    let status: number | string;
    try {
      status = i === 0 ? home.status : (await httpGet(`${baseUrl}${path}`, host, timeoutMs)).status;
    } catch (error) {
      if (!(error instanceof HttpGetError)) throw error;
      status = error.message.slice(error.message.lastIndexOf(': ') + 2);
    }
    if (status === 200) outcome.warmed++;
    else outcome.failed.push(`${path} (${status})`);
    if (process.stdout.isTTY) process.stdout.write(`\r${line()}`.padEnd(70));
  }
  process.stdout.write(`${process.stdout.isTTY ? '\r' : ''}${line()}\n`);
  return outcome;
}
