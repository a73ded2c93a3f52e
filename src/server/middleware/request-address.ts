import type { RequestHandler } from 'express';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/** Where a request was addressed: read once, under the one proxy rule, for every later step. */
export interface RequestAddress {
  /** Host name: lower case, without port or trailing dot; '' when none was sent. */
  readonly host: string;
  /** The port the host named, if any. Shown on the development page for unknown hosts only. */
  readonly port: string | null;
  readonly scheme: 'http' | 'https';
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

/** Express's compiled `trust proxy` rule (`app.get('trust proxy fn')`): is the hop at `index` trusted? */
export type TrustProxy = (address: string | undefined, index: number) => boolean;

/** The first value of a header a proxy may have sent more than once (`a, b`; Node joins repeats so). */
const firstValue = (header: string | string[]) => {
  const value = Array.isArray(header) ? header.join(', ') : header;
  const comma = value.indexOf(',');
  return comma === -1 ? value : value.slice(0, comma);
};

/**
 * Whether a connection's peer is a trusted proxy, decided once per connection and rule: the peer
 * of a keep-alive connection never changes, and parsing its address for every request was a
 * visible part of a cached hit's CPU time.
 */
const peerTrust = new WeakMap<Socket, { trust: TrustProxy; trusted: boolean }>();

function trustsPeer(socket: Socket, trust: TrustProxy): boolean {
  const known = peerTrust.get(socket);
  if (known?.trust === trust) return known.trusted;
  const trusted = trust(socket.remoteAddress, 0);
  peerTrust.set(socket, { trust, trusted });
  return trusted;
}

/**
 * THE proxy rule, applied once per request, before anything else reads the address: Express's
 * `trust proxy` (config TRUST_PROXY, default loopback). When the socket's peer is a trusted proxy,
 * X-Forwarded-Host and X-Forwarded-Proto name the host and scheme the client used; from anyone
 * else they are ignored and the Host header and the socket's own TLS state count (what Express's
 * `req.host` and `req.protocol` do, read here from the raw request so that the cached-page fast
 * path, which answers before Express, reads the address by the same rule: src/server/fast-path).
 * Nothing after this reads Host or X-Forwarded-*: the site (resolveSite), the security headers,
 * the page-cache key and the forms' origin check use `req.address`; absolute URLs come from the
 * site's configuration.
 */
export function addressOf(req: IncomingMessage, trust: TrustProxy): RequestAddress {
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
  const trusted = trustsPeer(req.socket, trust);
  const forwardedHost = trusted ? req.headers['x-forwarded-host'] : undefined;
  const host = forwardedHost ? firstValue(forwardedHost).trimEnd() : req.headers.host;
  const forwardedProto = trusted ? req.headers['x-forwarded-proto'] : undefined;
  const scheme = forwardedProto ? firstValue(forwardedProto).trim() : encrypted ? 'https' : 'http';
  return knownAddress(host ?? '', scheme === 'https' ? 'https' : 'http');
}

/** Distinct hosts remembered per scheme; a client inventing hosts only empties the memo now and then. */
const MAX_REMEMBERED_HOSTS = 512;
const rememberedAddresses = { http: new Map<string, RequestAddress>(), https: new Map<string, RequestAddress>() };

/**
 * One frozen address per host and scheme, shared by every request to it (docs/architecture.md
 * §5.2). A fresh object per request was the one allocation of a cached hit that V8 moved straight
 * to the old generation (its allocation site is shared with requests that render, whose address
 * lives for their whole render): at 70% of the cached rate that cost a full garbage collection
 * about every second, and each one a spell of late answers (the paced p99 of `npm run bench`).
 */
function knownAddress(host: string, scheme: RequestAddress['scheme']): RequestAddress {
  const remembered = rememberedAddresses[scheme];
  let address = remembered.get(host);
  if (address) return address;
  if (remembered.size >= MAX_REMEMBERED_HOSTS) remembered.clear();
  address = Object.freeze({ ...parseHost(host), scheme });
  remembered.set(host, address);
  return address;
}

/** Puts the request's address on `req.address` (mount first; the rule is the app's `trust proxy`). */
export function readRequestAddress(): RequestHandler {
  return (req, _res, next) => {
    req.address = addressOf(req, req.app.get('trust proxy fn') as TrustProxy);
    next();
  };
}
