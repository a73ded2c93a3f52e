import type { IncomingMessage, ServerResponse } from 'node:http';
import { etagFor, etagMatches, type PageHead, type PageVariant } from '../../cache/page-cache.js';
import { HSTS, UPGRADE_INSECURE_REQUESTS } from '../middleware/security-headers.js';
import { PRIVATE_NO_STORE } from '../http/cache-control.js';

const CSP = 'content-security-policy';

/** Set per response below; a stored header of the same name is not sent twice. */
const SET_PER_RESPONSE = new Set(['etag', 'vary', 'x-cache', 'content-encoding', 'content-length']);

/** A stored page's headers as flat `[name, value, …]` lists, for a plain-http and for an HTTPS request. */
interface HeaderLists {
  plain: readonly string[];
  https: readonly string[];
}

/**
 * Built once per head and kept as long as the head lives: an entry held in process (the decoded
 * Buffer) keeps its lists; a head read from Redis for one request builds them for that request.
 */
const headerLists = new WeakMap<PageHead, HeaderLists>();

function headerListsOf(head: PageHead): HeaderLists {
  let lists = headerLists.get(head);
  if (lists) return lists;
  const plain: string[] = [];
  const https: string[] = [];
  const stored = head.headerList;
  for (let i = 0; i < stored.length; i += 2) {
    const name = stored[i]!;
    const value = stored[i + 1]!;
    if (SET_PER_RESPONSE.has(name)) continue;
    plain.push(name, value);
    // The scheme-dependent CSP directive is never stored (page-cache-middleware.ts): an HTTPS
    // request gets it back, with HSTS (docs/architecture.md §5.2).
    https.push(name, name === CSP ? `${value}; ${UPGRADE_INSECURE_REQUESTS}` : value);
  }
  https.push('strict-transport-security', HSTS);
  lists = { plain, https };
  headerLists.set(head, lists);
  return lists;
}

/**
 * Answers a request with a stored page (docs/architecture.md §5.2): the stored body of the
 * client's encoding (the caller picked it with pickEncoding and read that variant) with its ETag,
 * or a 304 for a matching If-None-Match, and for HEAD the headers alone. Used by the page-cache
 * middleware and by the fast path in front of Express, so a hit is the same answer whichever of
 * them writes it. `httpsOnly`: the request came over
 * HTTPS in production (security-headers.ts wantsHttpsOnly). Returns the status sent.
 */
export function writeStoredPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: PageVariant,
  opts: {
    httpsOnly: boolean;
    cacheState: 'HIT' | 'MISS';
    /** Sent as X-Request-Id when no earlier step (the request logger) set it on `res`. */
    requestId?: string;
    /**
     * A logged-in visitor's view of the shared page (the cached shell, docs/architecture.md §6.6):
     * `private, no-store` instead of the stored Cache-Control, so no shared cache keeps it.
     */
    personal?: boolean;
  },
): number {
  const { head, encoding, body } = page;
  // A leased body is in use until the response has closed: sent, or its connection gone.
  if (page.release) res.once('close', page.release);
  const lists = headerListsOf(head);
  const headers = (opts.httpsOnly ? lists.https : lists.plain).concat(
    'etag',
    etagFor(head, encoding),
    'vary',
    'Accept-Encoding',
    'x-cache',
    opts.cacheState,
  );
  if (opts.requestId !== undefined) headers.push('X-Request-Id', opts.requestId);
  if (opts.personal) {
    for (let i = headers.length - 2; i >= 0; i -= 2) if (headers[i] === 'cache-control') headers.splice(i, 2);
    headers.push('cache-control', PRIVATE_NO_STORE);
  }
  if (etagMatches(req.headers['if-none-match'], head)) {
    res.writeHead(304, headers);
    res.end();
    return 304;
  }
  if (encoding !== 'identity') headers.push('content-encoding', encoding);
  headers.push('content-length', String(body.length));
  res.writeHead(head.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  return head.status;
}
