import type { RequestHandler } from 'express';

/** Where a request was addressed: read once, under the one proxy rule, for every later step. */
export interface RequestAddress {
  /** Host name: lower case, without port or trailing dot; '' when none was sent. */
  host: string;
  /** The port the host named, if any. Shown on the development page for unknown hosts only. */
  port: string | null;
  scheme: 'http' | 'https';
}

/** Splits `name[:port]` (IPv6 literals keep their brackets) into a normalised name and port. */
export function parseHost(value: string | undefined): Pick<RequestAddress, 'host' | 'port'> {
  const raw = (value ?? '').trim().toLowerCase();
  const close = raw.startsWith('[') ? raw.indexOf(']') + 1 : 0;
  const colon = raw.indexOf(':', close);
  const name = colon === -1 ? raw : raw.slice(0, colon);
  const port = colon === -1 ? null : raw.slice(colon + 1);
  return { host: name.replace(/\.$/, ''), port: port && /^\d{1,5}$/.test(port) ? port : null };
}

/**
 * THE proxy rule, applied once per request, before anything else reads the address: Express's
 * `trust proxy` (config TRUST_PROXY, default loopback). When the socket's peer is a trusted proxy,
 * X-Forwarded-Host and X-Forwarded-Proto name the host and scheme the client used; from anyone
 * else they are ignored and the Host header and the socket's own TLS state count (`req.host` and
 * `req.protocol` are Express's implementation of exactly that rule). Nothing after this reads
 * Host or X-Forwarded-*: the site (resolveSite), the security headers, the page-cache key and the
 * forms' origin check use `req.address`; absolute URLs come from the site's configuration.
 */
export function readRequestAddress(): RequestHandler {
  return (req, _res, next) => {
    req.address = { ...parseHost(req.host), scheme: req.protocol === 'https' ? 'https' : 'http' };
    next();
  };
}
