import { z } from 'zod';
import { parseRedisAddress } from './redis-address.js';

// Every environment variable the product reads, in one schema. Nothing else reads process.env.
// Upstream base URLs unset = demo mode: the embedded demo upstream is started in-process.

const optionalUrl = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
);
// One server, a Sentinel-managed primary or a Cluster (src/config/redis-address.ts).
const optionalRedisUrl = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .check((ctx) => {
      const address = parseRedisAddress(ctx.value);
      if ('error' in address) ctx.issues.push({ code: 'custom', message: address.error, input: ctx.value });
    })
    .optional(),
);
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).max(500).optional());
const portError = { error: 'must be a port number from 0 to 65535' };
const port = z.coerce.number(portError).int(portError).min(0, portError).max(65535, portError);
const positiveMs = z.coerce.number().int().min(1).max(600_000);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z
    .string()
    .regex(/^(?:[0-9a-f:.]+|[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*)$/i, {
      error: 'must be an IP address or a host name, e.g. 0.0.0.0 or 127.0.0.1',
    })
    .default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SITES_DIR: z.string().min(1).optional(),
  PUBLIC_DIR: z.string().min(1).optional(),
  CMS_BASE_URL: optionalUrl,
  SEARCH_BASE_URL: optionalUrl,
  KNOWLEDGE_INDEX_URL: optionalUrl,
  REDIS_URL: optionalRedisUrl,
  // A Redis of its own for rendered pages (own maxmemory): a flood of pages never evicts the
  // upstream data in REDIS_URL. Unset: pages share REDIS_URL's server.
  REDIS_PAGES_URL: optionalRedisUrl,
  UPSTREAM_TIMEOUT_MS: positiveMs.default(3000),
  // How long a client may take to send a request (src/server/client-limits.ts): its headers, the
  // whole request, and a body once the headers are in; how large a body may be; how long an idle
  // keep-alive connection stays open (longer than a load balancer's idle timeout, or it sees resets).
  HEADERS_TIMEOUT_MS: positiveMs.default(10_000),
  REQUEST_TIMEOUT_MS: positiveMs.default(30_000),
  BODY_TIMEOUT_MS: positiveMs.default(10_000),
  BODY_LIMIT_KB: z.coerce.number().int().min(1).max(10_240).default(64),
  KEEP_ALIVE_TIMEOUT_MS: positiveMs.default(65_000),
  // On SIGTERM: how long open requests get to finish before the rest are cut off (exit code 1).
  SHUTDOWN_TIMEOUT_MS: positiveMs.default(10_000),
  PAGE_CACHE_TTL_S: z.coerce.number().int().min(0).max(86_400).default(60),
  UPSTREAM_CACHE_TTL_S: z.coerce.number().int().min(0).max(86_400).default(300),
  MEMORY_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  // Where our forms forward to (POST JSON, docs/upstream-contracts.md §5); demo mode: the demo's.
  NEWSLETTER_URL: optionalUrl,
  CONTACT_URL: optionalUrl,
  // Signs form tokens (docs/decisions/005-forms-signed-token-and-origin.md). Required to serve in
  // production (config/production-secrets.ts); elsewhere unset = a random secret per process.
  FORM_SECRET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ),
  // Rate limits of newsletter sign-ups and contact messages (src/server/forms/rate-limits.ts), each
  // form counted on its own: posts per client address and per e-mail address within the window.
  FORM_LIMIT_WINDOW_S: z.coerce.number().int().min(1).max(86_400).default(600),
  FORM_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  FORM_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).max(100_000).default(5),
  // Logins started (GET /auth/login) per client address within the window (src/server/login-start-limit.ts).
  LOGIN_LIMIT_WINDOW_S: z.coerce.number().int().min(1).max(86_400).default(600),
  LOGIN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(30),
  // Rate limits of comments posted through /api/comments (src/server/api/comment-limits.ts):
  // comments per logged-in user and per client address within the window.
  COMMENT_LIMIT_WINDOW_S: z.coerce.number().int().min(1).max(86_400).default(600),
  COMMENT_LIMIT_PER_USER: z.coerce.number().int().min(1).max(100_000).default(10),
  COMMENT_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(30),
  // The map banner's tile layer (Leaflet URL template) and its attribution; its origin is allowed
  // as an image source in the CSP.
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+\{z\}[^\s]*$/, { error: 'must be an http(s) URL template with {z}, {x} and {y}' })
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().max(300).default('© OpenStreetMap'),
  // Signs the CMS publish webhook POST /api/revalidate (src/server/revalidate-route.ts); unset = the
  // webhook answers 503.
  REVALIDATE_SECRET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ),
  // The edge caches (Varnish, deploy/varnish/gkn.vcl) the publish webhook purges by surrogate key:
  // a comma-separated list of their purge URLs, and the token they expect (docs/architecture.md §5.5).
  EDGE_PURGE_URLS: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.split(',').map((u) => u.trim()) : undefined),
    z.array(z.url({ protocol: /^https?$/, error: 'must be a comma-separated list of http(s) URLs' })).optional(),
  ),
  EDGE_PURGE_SECRET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ),
  // Which proxies' X-Forwarded-Host/-Proto/-For count (Express 'trust proxy'): a hop count, or a
  // comma-separated list of addresses/subnets ('loopback', 'uniquelocal', '10.0.0.0/8', …).
  TRUST_PROXY: z
    .string()
    .regex(/^(\d{1,2}|[0-9a-f.:/,\s]+|(loopback|linklocal|uniquelocal)(,\s*[\w.:/]+)*)$/i, {
      error:
        "must be a hop count or a comma-separated list of addresses, subnets or 'loopback', 'linklocal', 'uniquelocal'",
    })
    .default('loopback'),
  // Prometheus metrics on a port of their own (src/server/metrics-server.ts), never on the sites'
  // port; unset = no metrics listener. METRICS_HOST is the address it binds (loopback by default).
  METRICS_PORT: z.preprocess((v) => (v === '' ? undefined : v), port.optional()),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  // The login (requirements §6, docs/architecture.md "Login"): the OpenID Connect provider, our
  // client there, and the user API its access tokens are for. All four or none; none = no login.
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  USER_API_URL: optionalUrl,
  // Signs the session cookie: a comma-separated list, the first signs, the others are still
  // accepted (rotation). Required to serve in production when the login is configured; elsewhere unset = a
  // random secret per process (sessions end at a restart).
  SESSION_SECRET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .transform((v) => v.split(',').map((s) => s.trim()))
      .pipe(z.array(z.string().min(32, { error: 'each secret must be at least 32 characters' })))
      .optional(),
  ),
  // The sites are served over HTTPS: the session cookie is Secure and named with the __Host- prefix.
  // Unset: true in production, false elsewhere (plain http://<site>.localhost in development).
  SESSION_COOKIE_SECURE: z.stringbool().optional(),
  // How long a session lives without being used (each request that uses it extends it).
  SESSION_TTL_S: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 86_400)
    .default(8 * 3600),
  // The AI search's answerer (docs/architecture.md "AI search"): an OpenAI-compatible
  // chat-completions server (local or hosted), its model and key. Unset AI_BASE_URL = the embedded
  // extractive answerer. AI_TIMEOUT_MS bounds the whole streamed answer; past it the extractive
  // answer is shown. AI_LIMIT_*: questions per client address and site within the window.
  AI_BASE_URL: optionalUrl,
  AI_MODEL: z.string().min(1).max(200).default('gpt-4o-mini'),
  AI_API_KEY: optionalText,
  AI_TIMEOUT_MS: positiveMs.default(8000),
  AI_LIMIT_WINDOW_S: z.coerce.number().int().min(1).max(86_400).default(600),
  AI_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(30),
  // The signed preview (docs/decisions/022-signed-preview-links.md): the secret the CMS and
  // `gkn preview link` sign links with (unset = every link is refused), the CMS origins that may
  // frame the preview (comma-separated; unset = none), and the attempts per client address within the window.
  PREVIEW_SECRET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ),
  PREVIEW_FRAME_ANCESTORS: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.split(',').map((u) => u.trim()) : []),
    z.array(
      z.string().regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, {
        error: 'must be a comma-separated list of origins such as https://cms.example.nl',
      }),
    ),
  ),
  PREVIEW_LIMIT_WINDOW_S: z.coerce.number().int().min(1).max(86_400).default(600),
  PREVIEW_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(120),
  // Days a question asked with feedback (or answered "not found") is kept for `gkn ai feedback`.
  AI_FEEDBACK_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  // Only in `gkn dev` / `gkn site preview`: the one site that answers on any host.
  DEV_SITE: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  // Only in `gkn dev`: pages reload when the server restarts after a rebuild (src/server/dev-reload.ts).
  DEV_RELOAD: z.stringbool().default(false),
});

type Env = z.infer<typeof envSchema>;

/** The markers of a secret copied from an example file (docker-compose.yml's defaults among them). */
const PLACEHOLDER_SECRET = /change-?me|placeholder|example|^(.)\1+$/i;

export interface UpstreamUrls {
  cmsBaseUrl: string;
  searchBaseUrl: string;
  knowledgeIndexUrl: string;
}

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  logLevel: Env['LOG_LEVEL'];
  sitesDir: string;
  publicDir: string;
  distDir: string;
  /** null = demo mode: start the embedded demo upstream and use its URLs. */
  upstreams: UpstreamUrls | null;
  redisUrl: string | undefined;
  /** Rendered pages' own Redis; undefined = pages share redisUrl's server. */
  redisPagesUrl: string | undefined;
  upstreamTimeoutMs: number;
  /** Bounds on what a client may hold (src/server/client-limits.ts). */
  clientLimits: ClientLimits;
  /** SIGTERM: open requests finish within this, or are cut off and the exit code is 1. */
  shutdownTimeoutMs: number;
  pageCacheTtlS: number;
  upstreamCacheTtlS: number;
  memoryCacheBytes: number;
  devSite: string | undefined;
  /** `gkn dev` live reload: an event stream and a script tag in every page. */
  devReload: boolean;
  /** The map banner's tile URL template ({z}/{x}/{y}) and attribution text. */
  mapTileUrl: string;
  mapTileAttribution: string;
  /** Form forwarding targets; unset outside demo mode = the form answers 'failed' (logged). */
  newsletterUrl: string | undefined;
  contactUrl: string | undefined;
  formSecret: string | undefined;
  /** Form posts allowed per client address and per e-mail address within windowS, per form. */
  formLimits: { windowS: number; perAddress: number; perEmail: number };
  /** Logins started per client address within the window (src/server/login-start-limit.ts). */
  loginLimits: { windowS: number; perAddress: number };
  /** Comments allowed per user and per client address within windowS. */
  commentLimits: { windowS: number; perUser: number; perAddress: number };
  /** Signs POST /api/revalidate; undefined = the webhook is off (503). */
  revalidateSecret: string | undefined;
  /** The edge caches the webhook purges by surrogate key; null = no edge cache to purge. */
  edgePurge: EdgePurgeConfig | null;
  /**
   * Express 'trust proxy': whose X-Forwarded-Host/-Proto/-For count (the site, HSTS, client
   * address in logs), applied once per request (src/server/middleware/request-address.ts).
   */
  trustProxy: number | string;
  /** Where Prometheus metrics are served; undefined = not at all. Never on the sites' port. */
  metricsPort: number | undefined;
  metricsHost: string;
  /** The OpenID Connect login; null = no login (every visitor is anonymous). */
  oidc: OidcConfig | null;
  session: SessionConfig;
  ai: AiConfig;
  preview: PreviewConfig;
}

export interface PreviewConfig {
  /** Signs and checks preview links; undefined = every link is refused. */
  secret: string | undefined;
  /** Origins that may frame /preview (CSP frame-ancestors); empty = none. */
  frameAncestors: string[];
  /** Preview requests allowed per client address within windowS. */
  limits: { windowS: number; perAddress: number };
}

export interface AiConfig {
  /** An OpenAI-compatible chat-completions base URL (…/v1); undefined = the extractive answerer. */
  baseUrl: string | undefined;
  model: string;
  apiKey: string | undefined;
  timeoutMs: number;
  /** Questions allowed per client address and site within windowS. */
  limits: { windowS: number; perAddress: number };
  /** Days stored questions are kept. */
  feedbackRetentionDays: number;
}

export interface EdgePurgeConfig {
  /** One purge URL per Varnish; each gets every purge. */
  urls: string[];
  /** Sent in X-Purge-Token; the VCL compares it with its EDGE_PURGE_SECRET. */
  secret: string;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The user API: the access token's resource (audience). */
  userApiUrl: string;
}

export interface SessionConfig {
  /** The first signs the cookie, every one is accepted; undefined = a random secret per process. */
  secrets: string[] | undefined;
  /** Secure cookie with the __Host- prefixed name (sites served over HTTPS). */
  secureCookie: boolean;
  /** Idle lifetime of a session, in seconds. */
  ttlS: number;
}

export interface ClientLimits {
  /** The request line and headers arrive within this. */
  headersTimeoutMs: number;
  /** The whole request (headers and body) arrives within this. */
  requestTimeoutMs: number;
  /** A body arrives within this once the headers are in. */
  bodyTimeoutMs: number;
  /** A larger declared body is refused (413) before it is read. */
  bodyLimitBytes: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined>, rootDir: string): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const upstreamVars = [e.CMS_BASE_URL, e.SEARCH_BASE_URL, e.KNOWLEDGE_INDEX_URL];
  const setCount = upstreamVars.filter(Boolean).length;
  if (setCount > 0 && setCount < upstreamVars.length) {
    throw new ConfigError(['CMS_BASE_URL, SEARCH_BASE_URL, KNOWLEDGE_INDEX_URL: set all three, or none for demo mode']);
  }
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError([
      'HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS (the headers are part of the request)',
    ]);
  }
  const oidcVars = {
    OIDC_ISSUER: e.OIDC_ISSUER,
    OIDC_CLIENT_ID: e.OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET: e.OIDC_CLIENT_SECRET,
    USER_API_URL: e.USER_API_URL,
  };
  const missingOidc = Object.entries(oidcVars)
    .filter(([, v]) => v === undefined)
    .map(([name]) => name);
  if (missingOidc.length > 0 && missingOidc.length < 4) {
    throw new ConfigError([
      `${missingOidc.join(', ')}: missing; the login needs OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and USER_API_URL together (or none: no login)`,
    ]);
  }
  if (Boolean(e.EDGE_PURGE_URLS) !== Boolean(e.EDGE_PURGE_SECRET)) {
    throw new ConfigError([
      'EDGE_PURGE_URLS, EDGE_PURGE_SECRET: set both (an edge takes only authenticated purges), or neither',
    ]);
  }
  // A secret copied from an example file is no secret: refused where it would guard real drafts.
  if (e.NODE_ENV === 'production' && e.PREVIEW_SECRET && PLACEHOLDER_SECRET.test(e.PREVIEW_SECRET)) {
    throw new ConfigError(['PREVIEW_SECRET: is a placeholder (change-me, example…); set a random secret']);
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(["METRICS_PORT: must differ from PORT (metrics are never served on the sites' port)"]);
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    sitesDir: e.SITES_DIR ?? `${rootDir}/sites`,
    publicDir: e.PUBLIC_DIR ?? `${rootDir}/public`,
    distDir: `${rootDir}/dist`,
    upstreams:
      setCount === 0
        ? null
        : {
            cmsBaseUrl: e.CMS_BASE_URL!.replace(/\/$/, ''),
            // {search base}{scope}: the base keeps (or gains) its trailing slash (requirements §7).
            searchBaseUrl: e.SEARCH_BASE_URL!.endsWith('/') ? e.SEARCH_BASE_URL! : `${e.SEARCH_BASE_URL}/`,
            knowledgeIndexUrl: e.KNOWLEDGE_INDEX_URL!.replace(/\/$/, ''),
          },
    redisUrl: e.REDIS_URL,
    redisPagesUrl: e.REDIS_PAGES_URL,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    clientLimits: {
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      bodyTimeoutMs: e.BODY_TIMEOUT_MS,
      bodyLimitBytes: e.BODY_LIMIT_KB * 1024,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    pageCacheTtlS: e.PAGE_CACHE_TTL_S,
    upstreamCacheTtlS: e.UPSTREAM_CACHE_TTL_S,
    memoryCacheBytes: e.MEMORY_CACHE_MB * 1024 * 1024,
    devSite: e.DEV_SITE,
    devReload: e.DEV_RELOAD,
    mapTileUrl: e.MAP_TILE_URL,
    mapTileAttribution: e.MAP_TILE_ATTRIBUTION,
    newsletterUrl: e.NEWSLETTER_URL,
    contactUrl: e.CONTACT_URL,
    formSecret: e.FORM_SECRET,
    formLimits: {
      windowS: e.FORM_LIMIT_WINDOW_S,
      perAddress: e.FORM_LIMIT_PER_ADDRESS,
      perEmail: e.FORM_LIMIT_PER_EMAIL,
    },
    loginLimits: { windowS: e.LOGIN_LIMIT_WINDOW_S, perAddress: e.LOGIN_LIMIT_PER_ADDRESS },
    commentLimits: {
      windowS: e.COMMENT_LIMIT_WINDOW_S,
      perUser: e.COMMENT_LIMIT_PER_USER,
      perAddress: e.COMMENT_LIMIT_PER_ADDRESS,
    },
    revalidateSecret: e.REVALIDATE_SECRET,
    edgePurge:
      e.EDGE_PURGE_URLS && e.EDGE_PURGE_SECRET ? { urls: e.EDGE_PURGE_URLS, secret: e.EDGE_PURGE_SECRET } : null,
    trustProxy: /^\d+$/.test(e.TRUST_PROXY) ? Number(e.TRUST_PROXY) : e.TRUST_PROXY,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    oidc:
      missingOidc.length > 0
        ? null
        : {
            issuer: e.OIDC_ISSUER!,
            clientId: e.OIDC_CLIENT_ID!,
            clientSecret: e.OIDC_CLIENT_SECRET!,
            userApiUrl: e.USER_API_URL!,
          },
    session: {
      secrets: e.SESSION_SECRET,
      secureCookie: e.SESSION_COOKIE_SECURE ?? e.NODE_ENV === 'production',
      ttlS: e.SESSION_TTL_S,
    },
    ai: {
      baseUrl: e.AI_BASE_URL?.replace(/\/$/, ''),
      model: e.AI_MODEL,
      apiKey: e.AI_API_KEY,
      timeoutMs: e.AI_TIMEOUT_MS,
      limits: { windowS: e.AI_LIMIT_WINDOW_S, perAddress: e.AI_LIMIT_PER_ADDRESS },
      feedbackRetentionDays: e.AI_FEEDBACK_RETENTION_DAYS,
    },
    preview: {
      secret: e.PREVIEW_SECRET,
      frameAncestors: e.PREVIEW_FRAME_ANCESTORS,
      limits: { windowS: e.PREVIEW_LIMIT_WINDOW_S, perAddress: e.PREVIEW_LIMIT_PER_ADDRESS },
    },
  };
}
