// How each service of the scale-out stack is started: the arguments after the program's name, for
// docker-compose.yml's addresses and for the test's free loopback ports alike. The compose test
// (compose-file.test.ts) checks that docker-compose.yml's commands are exactly these, so the
// stack the test starts from apt packages is the one the compose file describes.

/** redis-server: no persistence (a cache and sessions that may be lost), bounded memory, LRU eviction. */
export function redisArgs(o: { port: number; bind?: string }): string[] {
  return [
    '--port',
    String(o.port),
    ...(o.bind ? ['--bind', o.bind] : []),
    '--save',
    '',
    '--appendonly',
    'no',
    '--maxmemory',
    '512mb',
    '--maxmemory-policy',
    'volatile-lru',
  ];
}

/** `gkn demo serve`: the demo upstream on port, its identity provider on port + 1. */
export function demoArgs(o: { host: string; port: number }): string[] {
  return ['demo', 'serve', '--host', o.host, '--port', String(o.port)];
}

/** `gkn serve`: one app instance (PORT and the rest from the environment). */
export function appArgs(o: { workers?: number }): string[] {
  return ['serve', ...(o.workers ? ['--workers', String(o.workers)] : [])];
}

/** haproxy in the foreground (-db) as master-worker (-W), its addresses from the environment. */
export function haproxyArgs(o: { config: string }): string[] {
  return ['-W', '-db', '-f', o.config];
}

/**
 * varnishd in the foreground: the public listener (plain HTTP), the TLS terminator's listener
 * (PROXY protocol: the client's address, and HTTPS), the purge listener (the last two never
 * published), the VCL and where its includes are found (backend.vcl), our own Accept-Encoding
 * handling (the VCL normalises it; the app sends br, gzip or identity), memory storage: `pages`
 * for what exists and the small `strays` for 404s and unkept answers (deploy/varnish/gkn.vcl).
 */
export function varnishArgs(o: {
  publicAddress: string;
  tlsAddress: string;
  purgeAddress: string;
  vcl: string;
  vclPath: string;
  workDir?: string;
}): string[] {
  return [
    '-F',
    '-f',
    o.vcl,
    '-a',
    `public=${o.publicAddress}`,
    '-a',
    `tls=${o.tlsAddress},PROXY`,
    '-a',
    `purge=${o.purgeAddress}`,
    '-p',
    `vcl_path=${o.vclPath}`,
    '-p',
    'http_gzip_support=off',
    '-s',
    'pages=malloc,256m',
    '-s',
    'strays=malloc,16m',
    ...(o.workDir ? ['-n', o.workDir] : []),
  ];
}

/** The environment every app instance gets, in the compose file and in the test (values differ). */
export const APP_ENV_NAMES = [
  'PORT',
  'REDIS_URL',
  'CMS_BASE_URL',
  'SEARCH_BASE_URL',
  'KNOWLEDGE_INDEX_URL',
  'NEWSLETTER_URL',
  'CONTACT_URL',
  'OIDC_ISSUER',
  'OIDC_CLIENT_ID',
  'OIDC_CLIENT_SECRET',
  'USER_API_URL',
  'SESSION_SECRET',
  'FORM_SECRET',
  'REVALIDATE_SECRET',
  'EDGE_PURGE_URLS',
  'EDGE_PURGE_SECRET',
  'TRUST_PROXY',
] as const;
export type AppEnvName = (typeof APP_ENV_NAMES)[number];

/** The load balancer's addresses, from the environment (deploy/haproxy/haproxy.cfg). */
export const HAPROXY_ENV_NAMES = ['GKN_LB_BIND', 'GKN_APP1', 'GKN_APP2'] as const;

/**
 * The TLS terminator's addresses, public HTTPS port (for its redirect), certificate and the edge's
 * `tls` listener, from the environment (deploy/haproxy/tls.cfg).
 */
export const TLS_ENV_NAMES = [
  'GKN_TLS_HTTP_BIND',
  'GKN_TLS_HTTPS_BIND',
  'GKN_TLS_HTTPS_PORT',
  'GKN_TLS_CERT',
  'GKN_EDGE_TLS',
] as const;

/** What varnishd's VCL reads (std.getenv): the purge token and the limit of trips to the app per client. */
export const VARNISH_ENV_NAMES = ['EDGE_PURGE_SECRET', 'EDGE_ORIGIN_TRIPS_PER_10S'] as const;
