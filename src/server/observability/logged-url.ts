/**
 * Query parameters whose values never reach a log line (docs/architecture.md §7): the login's
 * authorization code, state and hints, the preview's CMS address (it may be signed or unpublished),
 * and anything named like a token, signature, secret or password.
 */
const SECRET_PARAMETER =
  /^(?:code|state|session_state|id_token_hint|url|sig|signature|secret|password|.*token|.*signature|.*credential)$/i;

export const REDACTED = '[redacted]';

function parameterName(pair: string): string {
  const raw = pair.split('=', 1)[0]!;
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * A request path (or an absolute URL) as it may be logged: the value of each secret parameter
 * replaced by `[redacted]`, everything else as sent, so a line still tells which route and which
 * parameters a request had; a fragment is left out. Cheap for the usual URL without a query:
 * returned as it is.
 */
export function loggedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const hashAt = url.indexOf('#', queryAt);
  const query = url.slice(queryAt + 1, hashAt === -1 ? undefined : hashAt);
  const pairs = query
    .split('&')
    .map((pair) => (SECRET_PARAMETER.test(parameterName(pair)) ? `${pair.split('=', 1)[0]}=${REDACTED}` : pair));
  return `${url.slice(0, queryAt)}?${pairs.join('&')}`;
}
