import type { IncomingMessage, ServerResponse } from 'node:http';
import { bodyFor, etagFor, etagMatches, pickEncoding, type PageEntry } from '../../cache/page-cache.js';
import { HSTS, UPGRADE_INSECURE_REQUESTS } from '../middleware/security-headers.js';

const CSP = 'content-security-policy';

/** Set per response below; a stored header of the same name is not sent twice. */
const SET_PER_RESPONSE = new Set(['etag', 'vary', 'x-cache', 'content-encoding', 'content-length']);

/** A stored page's headers as flat `[name, value, …]` lists, for a plain-http and for an HTTPS request. */
interface HeaderLists {
  plain: readonly string[];
  https: readonly string[];
}

/** Built once per entry and kept as long as the entry (the decoded Buffer) lives. */
const headerLists = new WeakMap<PageEntry, HeaderLists>();

function headerListsOf(entry: PageEntry): HeaderLists {
  let lists = headerLists.get(entry);
  if (lists) return lists;
  const plain: string[] = [];
  const https: string[] = [];
  for (const [name, value] of Object.entries(entry.headers)) {
    if (SET_PER_RESPONSE.has(name)) continue;
    plain.push(name, value);
    // The scheme-dependent CSP directive is never stored (page-cache-middleware.ts): an HTTPS
    // request gets it back, with HSTS (docs/architecture.md §5.2).
    https.push(name, name === CSP ? `${value}; ${UPGRADE_INSECURE_REQUESTS}` : value);
  }
  https.push('strict-transport-security', HSTS);
  lists = { plain, https };
  headerLists.set(entry, lists);
  return lists;
}

/**
 * Answers a request with a stored page (docs/architecture.md §5.2): the stored Buffer for the
 * client's encoding with its ETag, or a 304 for a matching If-None-Match, and for HEAD the
 * headers alone. Used by the page-cache middleware and by the fast path in front of Express, so
 * a hit is the same answer whichever of them writes it. `httpsOnly`: the request came over
 * HTTPS in production (security-headers.ts wantsHttpsOnly). Returns the status sent.
 */
export function writeStoredPage(
  req: IncomingMessage,
  res: ServerResponse,
  entry: PageEntry,
  opts: {
    httpsOnly: boolean;
    cacheState: 'HIT' | 'MISS';
    /** Sent as X-Request-Id when no earlier step (the request logger) set it on `res`. */
    requestId?: string;
  },
): number {
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const lists = headerListsOf(entry);
  const headers = (opts.httpsOnly ? lists.https : lists.plain).concat(
    'etag',
    etagFor(entry, encoding),
    'vary',
    'Accept-Encoding',
    'x-cache',
    opts.cacheState,
  );
  if (opts.requestId !== undefined) headers.push('X-Request-Id', opts.requestId);
  if (etagMatches(req.headers['if-none-match'], entry)) {
    res.writeHead(304, headers);
    res.end();
    return 304;
  }
  const body = bodyFor(entry, encoding);
  if (encoding !== 'identity') headers.push('content-encoding', encoding);
  headers.push('content-length', String(body.length));
  res.writeHead(entry.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  return entry.status;
}
